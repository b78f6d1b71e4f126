"""Template tags of the search results (templates/almanac/_search_results.html, _search_calendar.html).

    {% result_month group %}           a MonthGroup of the list view: its heading and the <li> of each found day
    {% grid_month m %}                 a CalendarMonth of the calendar view: its heading and its grid
                                       (both almanac.web.search_months; they read the page's `result`, `hours`,
                                       `best`, `listed_hours` and `weekday_headers`)
    {% holiday_badge ph %}             almanac/_ph_badge.html for a day's public holiday (休/班), rendered once for each
    {% holiday_badge ph named=True %}  holiday and language: a year's results repeat a dozen holidays
"""

import functools

from django import template
from django.utils.translation import get_language

from almanac.web.search_months import ResultMonths

register = template.Library()

_MONTHS = "search_tags.months"  # the page's ResultMonths, in the render context of the template listing the months


@register.simple_tag(takes_context=True)
def result_month(context, group):
    return _result_months(context).month(group)


@register.simple_tag(takes_context=True)
def grid_month(context, month):
    return _result_months(context).grid_month(month, context.get("weekday_headers", ()))


def _result_months(context) -> ResultMonths:
    months = context.render_context.get(_MONTHS)
    if months is not None:
        return months
    result = context["result"]
    personal = context.template.engine.get_template("profiles/_search_personal.html")

    def members_line(item) -> str:  # as {% include "profiles/_search_personal.html" with item=item activity=… %}
        with context.push(item=item, activity=result.activity):
            return personal.render(context)

    months = context.render_context[_MONTHS] = ResultMonths(
        best=template.Variable("best").resolve(context),
        listed_hours=lambda: template.Variable("listed_hours").resolve(context),
        qimen=result.qimen, hours=context.get("hours"), activity=result.activity,
        badge=lambda holiday, named: holiday_badge(context, holiday, named), personal=members_line,
    )
    return months


@register.simple_tag(takes_context=True)
def holiday_badge(context, holiday, named=False):
    return _badge(context.template.engine, holiday, bool(named), get_language())


@functools.lru_cache(maxsize=256)  # a holiday (its name, 休 or 班), named or not, in three languages: a few dozen
def _badge(engine, holiday, named: bool, language: str) -> str:
    """The badge's template reads nothing but the holiday and the active language."""
    return engine.get_template("almanac/_ph_badge.html").render(template.Context({"ph": holiday, "named": named}))
