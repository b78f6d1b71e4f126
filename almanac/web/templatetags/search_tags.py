"""Template tags of the search results (templates/almanac/_search_results.html, _search_calendar.html).

    {% result_month group %}           a MonthGroup of the list view: its heading and the <li> of each found day
    {% grid_month m %}                 a CalendarMonth of the calendar view: its heading and its grid
                                       (both almanac.web.search_months; they read the page's `result`, `hours`,
                                       `best`, `listed_hours` and `weekday_headers`)
    {% holiday_badge ph %}             almanac/_ph_badge.html for a day's public holiday (休/班), rendered once a page
    {% holiday_badge ph named=True %}  for each holiday: a year's results repeat a dozen holidays
"""

from django import template

from almanac.web.search_months import ResultMonths

register = template.Library()

_MONTHS = "search_tags.months"  # the page's ResultMonths, in the render context of the template listing the months
_BADGES = "search_tags.badges"


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
    badges = context.render_context.setdefault(_BADGES, {})
    key = (holiday, bool(named))
    if key not in badges:
        badge = context.template.engine.get_template("almanac/_ph_badge.html")
        badges[key] = badge.render(context.new({"ph": holiday, "named": named}))
    return badges[key]
