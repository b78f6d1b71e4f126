"""Template tags of the search results (templates/almanac/_search_results.html, _search_calendar.html).

    {% result_month group %}           a MonthGroup of the list view: its heading and the <li> of each found day
                                       (almanac.web.search_rows). Reads the page's `result`, `hours`, `best` and
                                       `listed_hours`.
    {% holiday_badge ph %}             almanac/_ph_badge.html for a day's public holiday (休/班), rendered once a page
    {% holiday_badge ph named=True %}  for each holiday: a year's results repeat a dozen holidays
"""

from django import template

from almanac.web.search_rows import ResultRows

register = template.Library()

_ROWS = "search_tags.rows"  # the page's ResultRows, in the render context of the template that lists the rows
_BADGES = "search_tags.badges"


@register.simple_tag(takes_context=True)
def result_month(context, group):
    rows = context.render_context.get(_ROWS)
    if rows is None:
        rows = context.render_context[_ROWS] = _result_rows(context)
    return rows.month(group, lambda holiday, named: holiday_badge(context, holiday, named))


def _result_rows(context) -> ResultRows:
    result = context["result"]
    personal = context.template.engine.get_template("profiles/_search_personal.html")

    def members_line(item) -> str:  # as {% include "profiles/_search_personal.html" with item=item activity=… %}
        with context.push(item=item, activity=result.activity):
            return personal.render(context)

    return ResultRows(
        best=template.Variable("best").resolve(context), listed_hours=template.Variable("listed_hours").resolve(context),
        qimen=result.qimen, hours=context.get("hours"), personal=members_line,
    )


@register.simple_tag(takes_context=True)
def holiday_badge(context, holiday, named=False):
    badges = context.render_context.setdefault(_BADGES, {})
    key = (holiday, bool(named))
    if key not in badges:
        badge = context.template.engine.get_template("almanac/_ph_badge.html")
        badges[key] = badge.render(context.new({"ph": holiday, "named": named}))
    return badges[key]
