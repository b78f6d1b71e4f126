"""Thin views: parse the request, call almanac.core.api, render HTML or JSON."""

import functools
import hashlib
import json
from datetime import date, timedelta

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

from almanac import dbguard
from almanac.core import api
from almanac.core.errors import (
    AlmanacInputError,
    EphemerisUnavailable,
    UnknownCity,
    check_month,
    make_date,
    parse_date,
    parse_month,
)
from almanac.profiles import selectors as profile_selectors
from almanac.ratelimit import ratelimit
from almanac.web import ical, sharing
from almanac.web.caching import ATTRIBUTE as CACHE_ATTRIBUTE
from almanac.web.caching import UNCACHED, fragment_cache, public
from almanac.web.compass_page import CompassState, compass_context, member_marks
from almanac.web.day_view import (
    activity_sections,
    current_hour,
    decider,
    seconds_to_next_hour,
    summary_lines,
    veto_text,
)
from almanac.web.forms import SearchForm, default_range, member_search_problem
from almanac.web.i18n import term_span
from almanac.web.markup import filled_url, translators
from almanac.web.presenters import (
    GRADE_CLASSES,
    activity_explanation,
    lunar_span,
    mini_month,
    month_grid,
    nine_star_rows,
    punctuation,
    qimen_rows,
    sun_view,
    weekday_headers,
)
from almanac.web.search_view import Row, export_query, month_groups, search_calendar, view_links


def _varies_on_htmx(response: HttpResponse) -> HttpResponse:
    """A view that answers htmx with a fragment and others with the page must say so to caches."""
    patch_vary_headers(response, ("HX-Request",))
    return response


def _error_page(request: HttpRequest, message, status: int) -> HttpResponse:
    """A helpful error page; `message` is a string or an AlmanacInputError (translated here)."""
    if isinstance(message, AlmanacInputError):
        message = _(message.msgid) % message.params if message.msgid else str(message)
    return render(request, "almanac/error.html", {"message": message, "status": status}, status=status)


def _json_error(message: str, status: int = 400) -> HttpResponse:
    return _json_text(api.error_json(message, status), status=status)


def once(compute):
    """compute() at the first call, the same answer after: functools.cache for a page's lazy parts without its
    wrapper's cost (update_wrapper copies the function's attributes; a day page makes nine of them)."""
    answer = []

    def kept():
        if not answer:
            answer.append(compute())
        return answer[0]

    return kept


@public(max_age=3600)
def month_page(request: HttpRequest, year: int | None = None, month: int | None = None) -> HttpResponse:
    if year is None:
        today = api.today()
        year, month = today.year, today.month
    try:
        facts = api.month(year, month)
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    week_start = 6 if request.GET.get("week") == "sun" else 0
    # A household's marks, or none (and the page's notice) if the database stops answering mid-request.
    personal_marks = dbguard.guarded(
        request, lambda: profile_selectors.month_marks_for(request.user, facts.days), {}
    ) if request.user.is_authenticated else {}
    context = {
        "facts": facts,
        "weeks": month_grid(facts, week_start=week_start),
        "week_start": week_start,
        "week_query": "?week=sun" if week_start == 6 else "",
        "weekday_headers": weekday_headers(week_start),
        "lunar_span": lunar_span(facts),
        "month_title": sharing.month_title(year, month),  # the date filter's "Y年n月", for less
        "holidays_published": api.public_holidays_published(year),
        "holiday_years": api.PUBLIC_HOLIDAY_YEARS,
        "personal_marks": personal_marks,
        # the cached grid holds the marks: a visitor's marks are part of its key ("" for everyone without)
        "personal_marks_key": hashlib.sha256(repr(personal_marks).encode()).hexdigest()[:16] if personal_marks else "",
        "fragment_cache": fragment_cache(facts.first, facts.days[-1].date),
    }
    # A history-restore request (htmx's cache missed on Back) needs the whole page, not the grid.
    partial = request.htmx and not request.htmx.history_restore_request
    return _varies_on_htmx(render(request, "almanac/month.html#grid" if partial else "almanac/month.html", context))


@public(max_age=3600)
def year_page(request: HttpRequest, year: int) -> HttpResponse:
    """Twelve small months: each day's grade colour, 节气, festivals and public holidays."""
    try:
        months = api.year(year)
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    context = {
        "year": year,
        "months": [mini_month(m) for m in months],
        "previous_year": year - 1 if year > api.FIRST_SUPPORTED.year else None,
        "next_year": year + 1 if year < api.LAST_SUPPORTED.year else None,
        "weekday_headers": weekday_headers(0),
        "holidays_published": api.public_holidays_published(year),
        "holiday_years": api.PUBLIC_HOLIDAY_YEARS,
        "fragment_cache": fragment_cache(date(year, 1, 1), date(year, 12, 31)),
    }
    return render(request, "almanac/year.html", context)


def god_rows(data: dict) -> list[tuple[str, str, list[dict]]]:
    """The day's counted 神煞 by kind, leaving out a kind with none."""
    gettext = translators(get_language())[0]  # the kinds' labels, translated once a language
    rows = []
    for label, kind in ((gettext("吉神"), "吉"), (gettext("凶神"), "凶"), (gettext("吉凶并见"), "吉凶")):
        gods = [g for g in data["gods"] if g["counted"] and g["scope"] == "day" and g["kind"] == kind]
        if gods:
            rows.append((label, kind, gods))
    return rows


def jump(request: HttpRequest) -> HttpResponse:
    """The jump-to-month form (a plain GET form): redirect to the month page, or explain."""
    try:
        year, month = parse_month(request.GET.get("month", ""))
    except AlmanacInputError as error:
        return _error_page(request, error, 400)
    target = reverse("month", kwargs={"year": year, "month": month})
    return redirect(target + ("?week=sun" if request.GET.get("week") == "sun" else ""))


@public(max_age=3600)
def day_page(request: HttpRequest, year: int, month: int, day: int) -> HttpResponse:
    try:
        facts = api.day(make_date(year, month, day))
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    city = request.GET.get("city", api.DEFAULT_CITY)
    try:
        sun_info = sun_view(facts.date, city)
    except UnknownCity:
        return _error_page(request, _("没有此城市：%(city)s。可选：%(cities)s") % {
            "city": city, "cities": "、".join(c.name for c in api.CITIES)}, 400)
    except EphemerisUnavailable:
        sun_info = None
    now = api.now()
    now_hour = current_hour(facts.date, now)
    # Only the cached fragments read these: callables, so a cache hit never builds them (the template calls
    # them; `once` makes the many calls one).
    data = once(facts.as_page_dict)
    veto = once(lambda: veto_text(facts.rules.vetoes, lambda name: term_span(name, get_language())))
    previous = facts.date - timedelta(days=1) if facts.date > api.FIRST_SUPPORTED else None
    following = facts.date + timedelta(days=1) if facts.date < api.LAST_SUPPORTED else None
    context = {
        "facts": facts,
        "sun": sun_info,
        "sun_city": sun_info.city_key if sun_info else "",
        "data": data,
        # The links {% url %} would reverse, each from its view's pattern reversed once (markup.filled_url).
        "previous_url": once(lambda: previous and filled_url("day", previous.year, previous.month, previous.day)),
        "next_url": once(lambda: following and filled_url("day", following.year, following.month, following.day)),
        "month_url": once(lambda: filled_url("month", facts.date.year, facts.date.month)),
        "json_url": once(lambda: filled_url("api-day", facts.date.isoformat())),
        "grade_class": GRADE_CLASSES[facts.rules.grade.name],
        "god_rows": once(lambda: god_rows(data())),
        "veto": veto,
        "summary": once(lambda: summary_lines(data()["activities"])),
        "sections": once(lambda: activity_sections(data()["activities"], veto())),
        "now_hour": "" if now_hour is None else now_hour,  # a cache key: "" on every day but today
        "punct": punctuation(),
        "fragment_cache": fragment_cache(facts.date),
    }
    response = render(request, "almanac/day.html", context)
    if now_hour is not None:  # the page marks the hour that is now: no cache keeps it past that hour
        setattr(response, CACHE_ATTRIBUTE, (min(3600, seconds_to_next_hour(now)), True))
    return response


@public(max_age=86400, until_midnight=False)
def guide(request: HttpRequest) -> HttpResponse:
    """How to read this almanac: the grades of 用日法, why many days are 凶, the verdicts, the citations."""
    year = api.today().year
    return render(request, "almanac/guide.html", {"year": year, "grade_counts": grade_counts(year)})


@functools.cache
def grade_counts(year: int) -> list[tuple[str, int]]:
    """How many days of a year have each grade (大凶 first)."""
    counts = {name: 0 for name in ("大凶", "凶", "平", "吉", "上吉")}
    for facts in api.days(date(year, 1, 1), date(year, 12, 31)):
        counts[facts.rules.grade.name] += 1
    return list(counts.items())


@public(max_age=3600)
def day_activity(request: HttpRequest, year: int, month: int, day: int, activity: str) -> HttpResponse:
    """Why a day is 宜/忌/平 for one activity: a page of its own, or the fragment htmx puts in place."""
    try:
        facts = api.day(make_date(year, month, day))
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    explanation = activity_explanation(facts, activity)
    if explanation is None:
        return _error_page(request, _("没有名为「%(name)s」的事项。") % {"name": activity}, 404)
    said = decider({"verdict": explanation.verdict, "for": [g.name for g in explanation.good if g.present],
                    "against": [g.name for g in explanation.bad if g.present]},
                   veto_text(facts.rules.vetoes, lambda name: term_span(name, get_language())))
    context = {"facts": facts, "x": explanation, "decider": said}
    template = "almanac/activity.html#detail" if request.htmx else "almanac/activity.html"
    return _varies_on_htmx(render(request, template, context))


@public(max_age=3600)
def day_qimen(request: HttpRequest, year: int, month: int, day: int, branch: str) -> HttpResponse:
    """The 奇门 chart of one hour of the day's strip: a page of its own, or the `#chart` fragment for htmx."""
    try:
        facts = api.day(make_date(year, month, day))
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    if len(branch) != 1 or branch not in api.BRANCHES:
        return _error_page(request, _("没有「%(name)s」这一时辰；时辰为子、丑、寅……亥。") % {"name": branch}, 404)
    index = api.BRANCHES.index(branch)
    hour = api.hour_dicts(facts)[index]
    chart = api.hour_chart(facts, index)
    context = {
        "facts": facts,
        "hour": hour,
        "q": hour["qimen"],
        "rows": qimen_rows(hour["qimen"]),
        "rule_source": str(chart.sources[0]),  # the 按's good-hour rule (L1887)
        "sources": [str(s) for s in chart.sources],
        "hours": [(h.branch, h.pillar) for h in facts.hours],
    }
    template = "almanac/qimen.html#chart" if request.htmx else "almanac/qimen.html"
    return _varies_on_htmx(render(request, template, context))


@public(max_age=86400, until_midnight=False)
def api_day(request: HttpRequest, date_text: str) -> HttpResponse:
    try:
        facts = api.day(parse_date(date_text))
    except AlmanacInputError as error:
        return _json_error(str(error))
    return _json_text(api.day_json_bytes(facts))


@public(max_age=86400, until_midnight=False)
def api_month(request: HttpRequest, month_text: str) -> HttpResponse:
    try:
        facts = api.month(*parse_month(month_text))
    except AlmanacInputError as error:
        return _json_error(str(error))
    return _json_text(facts.as_json())


def _json_text(text: str | bytes, status: int = 200) -> HttpResponse:
    return HttpResponse(text, content_type="application/json; charset=utf-8", status=status)


@functools.cache
def _schema_text() -> str:
    return json.dumps(api.json_schema(), ensure_ascii=False, indent=1)


@public(max_age=86400, until_midnight=False)
def api_schema(request: HttpRequest) -> HttpResponse:
    """The JSON Schema of every JSON API response (docs/api.md links it)."""
    return _json_text(_schema_text())


def not_found(request: HttpRequest, exception=None) -> HttpResponse:
    return _error_page(request, _("没有此页：%(path)s") % {"path": request.path}, 404)


def bad_request(request: HttpRequest, exception=None) -> HttpResponse:
    return _error_page(request, _("无法理解此请求。"), 400)


def server_error(request: HttpRequest) -> HttpResponse:
    return _error_page(request, _("本站出错了，已记录在案。"), 500)



SEARCH_PAGE_ROWS = 100


@public(max_age=3600)
@ratelimit(key="ip", rate="search", when=lambda request: "activity" in request.GET)
def search_page(request: HttpRequest) -> HttpResponse:
    """Find the good days for an activity: a plain GET form whose URL can be shared; the results grouped by month
    in a list or as month grids (`view=calendar`), narrowed by the filters. htmx gets `#results`."""
    today = api.today()
    member_choices = _member_choices(request)
    if "activity" not in request.GET:
        start, end = default_range(today)
        form = SearchForm(initial={"start": start, "end": end}, member_choices=member_choices)
        return render(request, "almanac/search.html", {"form": form, "result": None, "search_url": filled_url("search")})
    form = SearchForm(request.GET, member_choices=member_choices)
    status, result, hours, chosen = 200, None, False, None
    if form.is_valid():
        query = form.query
        hours = query.hours
        result = api.search(activity=query.activity, start=query.start, end=query.end, qimen=query.qimen,
                            filters=form.filters)
        if form.cleaned_data.get("member"):
            members = profile_selectors.search_members_for(request.user, form.cleaned_data["member"])
            chosen = api.search_with_members(result, members)
    else:
        status = 400
    view = (form.cleaned_data.get("view") if form.is_valid() else "") or "list"
    rows = [Row(item.found, item) for item in chosen.kept] if chosen else [Row(f, None) for f in (result.results if result else ())]
    # The list shows the first SEARCH_PAGE_ROWS days in the order asked for (a three-year search finds hundreds;
    # rendering them all was the slowest page of the site); the calendar export and the JSON carry every one, and
    # so do the month grids (a found day left uncoloured there would read as not found).
    all_rows = rows
    found_count, rows = len(rows), rows[:SEARCH_PAGE_ROWS]
    context = {
        # The links {% url %} would reverse, each from its view's pattern reversed once (markup.filled_url); the
        # exports' are read only inside the cached results fragment.
        "search_url": filled_url("search"), "search_ics_url": once(lambda: filled_url("search-ics")),
        "api_search_url": once(lambda: filled_url("api-search")),
        "form": form, "result": result, "hours": hours, "grade_classes": GRADE_CLASSES, "chosen": chosen, "rows": rows,
        "found_count": found_count, "view": view, "view_links": view_links(request.GET, view),
        "export_query": export_query(result, hours=hours, members=form.cleaned_data.get("member") or ()) if result else "",
        "double_weight": api.DOUBLE_WEIGHT_GODS, "double_weight_source": api.DOUBLE_WEIGHT_SOURCE,
        "grade_points": api.GRADE_POINTS, "weekday_headers": weekday_headers(0),
        "holiday_years": api.PUBLIC_HOLIDAY_YEARS, "unpublished_years": _unpublished_years(result),
        "fragment_cache": fragment_cache(result.start, result.end) if result else UNCACHED,
        # Read only inside the cached results fragment: callables, so a cache hit never computes them.
        "months": once(lambda: month_groups(rows)),
        "calendar": once(lambda: search_calendar(result, all_rows, chosen.dropped if chosen else ())),
        "best": once(lambda: api.search_best_dates(chosen or result) if result else ()),
        "listed_hours": once(
            lambda: {f.date: api.search_listed_hours(f.day, qimen=result.qimen, activity=result.activity)
                     for f, _ in rows} if result and (hours or result.qimen) else {}
        ),
    }
    partial = request.htmx and not request.htmx.history_restore_request
    return _varies_on_htmx(
        render(request, "almanac/search.html#results" if partial else "almanac/search.html", context, status=status)
    )


def _unpublished_years(result) -> str:
    """The years of a search whose holiday schedule is not known here ('2030–2032', '2027' or ''): their days are
    marked neither 休 nor 班, and the days-off filter counts their weekends only."""
    years = [y for y in range(result.start.year, result.end.year + 1) if not api.public_holidays_published(y)] if result else []
    if not years:
        return ""
    return str(years[0]) if len(years) == 1 else f"{years[0]}–{years[-1]}"


def _member_choices(request: HttpRequest) -> list[tuple[str, str]]:
    if not request.user.is_authenticated:
        return []
    opening, closing = pgettext("punctuation", "（"), pgettext("punctuation", "）")
    return dbguard.guarded(request, lambda: [(str(m.pk), f"{m.name}{opening}{m.household.name}{closing}")
                                             for m in profile_selectors.members_for(request.user)], [])


class SearchTooLarge(Exception):
    """A members' search past the account's limits (forms.member_search_problem): 400 with the limit."""

    def __init__(self, english: str, msgid: str, params: dict):
        super().__init__(english)
        self.msgid, self.params = msgid, params


def _search_from_query(request: HttpRequest):
    """(result, hours, personal search or None) for the API and the iCalendar export.

    Raises AlmanacInputError for bad input, SearchTooLarge past the limits (before any member is looked up)
    and Http404 for a member that is not the user's."""
    query = api.parse_search_query(
        activity=request.GET.get("activity", ""), start=request.GET.get("from", ""), end=request.GET.get("to", ""),
        hours=request.GET.get("hours"), qimen=request.GET.get("qimen"),
    )
    filters = api.parse_search_filters(
        days_off=request.GET.get("days_off"), min_grade=request.GET.get("min_grade"), sort=request.GET.get("sort"),
    )
    hours = query.hours
    member_ids = list(dict.fromkeys(request.GET.getlist("member")))
    problem = member_search_problem(len(member_ids), (query.end - query.start).days + 1)
    if problem is not None:
        raise SearchTooLarge(*problem)
    if member_ids and dbguard.is_down(request):
        raise dbguard.Unavailable("the members are in the database")  # 503 (almanac/dbguard.py)
    result = api.search(activity=query.activity, start=query.start, end=query.end, qimen=query.qimen, filters=filters)
    chosen = None
    if member_ids:
        members = profile_selectors.search_members_for(request.user, member_ids)
        chosen = api.search_with_members(result, members)
    return result, hours, chosen


@public(max_age=3600, until_midnight=False)
@ratelimit(key="ip", rate="search")
def api_search(request: HttpRequest) -> HttpResponse:
    try:
        result, hours, chosen = _search_from_query(request)
    except (AlmanacInputError, SearchTooLarge) as error:
        return _json_error(str(error))
    except Http404:
        return _json_error("no such member among yours", 404)
    return _json_text(api.search_json(chosen or result, hours=hours))


@public(max_age=3600, until_midnight=False)
@ratelimit(key="ip", rate="export")
def search_ics(request: HttpRequest) -> HttpResponse:
    try:
        result, hours, chosen = _search_from_query(request)
    except AlmanacInputError as error:
        return _error_page(request, error, 400)
    except SearchTooLarge as error:
        return _error_page(request, _(error.msgid) % error.params, 400)
    except Http404:
        return _error_page(request, _("没有此家人：只能为自己账户中有出生日期的成员择日。"), 404)
    if chosen is not None:
        result = chosen.result  # only the days kept for the chosen members
    response = HttpResponse(ical.search_calendar(result, hours=hours), content_type="text/calendar; charset=utf-8")
    filename = f"almanac-{result.start.isoformat()}-{result.end.isoformat()}.ics"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@public(max_age=86400, until_midnight=False)
@ratelimit(key="ip", rate="export")
def year_ics(request: HttpRequest, year: int) -> HttpResponse:
    try:
        check_month(year, 1)
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    response = HttpResponse(ical.year_calendar(year), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="almanac-{year}.ics"'
    return response


@public(max_age=3600)
def compass_page(request: HttpRequest, year: int | None = None, month: int | None = None) -> HttpResponse:
    """The 24-mountain compass of a year (and month): directional gods, nine stars, a sitting mountain's verdict."""
    if year is None:
        today_month = api.current_solar_month()
        year, month = today_month.year, today_month.number
    state = CompassState.from_query(request.GET)
    try:
        data = api.compass(year, month, rejected=state.show_rejected)  # the rejected gods only when shown
    except AlmanacInputError as error:
        return _error_page(request, error, 404)
    verdict = None
    if state.sit is not None:
        try:
            verdict = api.sitting_verdict(year, month, state.sit)
        except AlmanacInputError as error:
            return _error_page(request, error, 400)
    stars = data["nine_stars"]
    context = {
        "data": data,
        "year": year,
        "month": month,
        "south_up": state.south_up,
        "sitting": state.sit,
        "use": state.use,
        "verdict": verdict,
        "show_rejected": state.show_rejected,
        "year_stars": nine_star_rows(stars["year"]["grid"], south_up=state.south_up),
        "month_stars": nine_star_rows(stars["month"]["grid"], south_up=state.south_up) if stars.get("month") else None,
        "query_base": state.base,
        "member_marks": _member_compass_marks(request),
        "household_houses": _household_house_marks(request, data["wuxing_house"]),
        "mountain_names": {m["name"] for m in data["mountains"]},
        # a solar year or month: its civil days lie within about a month of these
        "fragment_cache": fragment_cache(date(year, month or 1, 1), date(year, month or 12, 28)),
        **compass_context(year, month, data, state, verdict),
    }
    # htmx (a mountain clicked): the verdict, and out of band the ring, the navigation and the months, whose
    # selection and links follow the sitting.
    partial = request.htmx and not request.htmx.history_restore_request and state.sit
    return _varies_on_htmx(render(request, "almanac/compass.html#htmx" if partial else "almanac/compass.html", context))


def _member_compass_marks(request: HttpRequest) -> list:
    """Each of the user's members' 本命, 禄, 马 and 贵人 as mountains (issue: profiles on the compass); both
    positions of a mark whose birth year the birth data leave open."""
    if not request.user.is_authenticated:
        return []
    return dbguard.guarded(request, lambda: [member_marks(facts.name, api.member_compass(facts))
                                             for _member, facts in profile_selectors.facts_for(request.user)], [])


def _household_house_marks(request: HttpRequest, wuxing_house: dict) -> list[dict]:
    """五姓修宅 for each of the user's households with a sound (only the user's own: selectors scope by user)."""
    if not request.user.is_authenticated:
        return []
    return dbguard.guarded(request, lambda: [
        {"pk": h.pk, "name": h.name, "sound": h.surname_sound} | wuxing_house["sounds"][h.surname_sound]
        for h in profile_selectors.sounding_households_for(request.user)
    ], [])


@public(max_age=86400, until_midnight=False)
def api_compass(request: HttpRequest, year: int, month: int | None = None) -> HttpResponse:
    try:
        text = api.compass_json_bytes(year, month, request.GET.get("sit") or None)
    except AlmanacInputError as error:
        return _json_error(str(error))
    return _json_text(text)
