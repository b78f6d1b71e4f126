"""Thin views: parse the request, call almanac.core.api, render HTML or JSON."""

from datetime import datetime, timedelta

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render

from almanac.core import api
from almanac.core.calendar.civil import CST, FIRST_SUPPORTED, LAST_SUPPORTED
from almanac.core.errors import AlmanacInputError, make_date, parse_date, parse_month
from almanac.web.presenters import month_grid, weekday_headers


def _error_page(request: HttpRequest, message: str, status: int) -> HttpResponse:
    return render(request, "almanac/error.html", {"message": message, "status": status}, status=status)


def _json_error(message: str, status: int = 400) -> JsonResponse:
    return JsonResponse({"error": message, "status": status}, status=status, json_dumps_params={"ensure_ascii": False})


def _today_cst():
    return datetime.now(CST).date()


def month_page(request: HttpRequest, year: int | None = None, month: int | None = None) -> HttpResponse:
    if year is None:
        today = _today_cst()
        year, month = today.year, today.month
    try:
        facts = api.month(year, month)
    except AlmanacInputError as error:
        return _error_page(request, str(error), 404)
    week_start = 6 if request.GET.get("week") == "sun" else 0
    context = {
        "facts": facts,
        "weeks": month_grid(facts, week_start=week_start),
        "week_start": week_start,
        "weekday_headers": weekday_headers(week_start),
    }
    template = "almanac/month.html#grid" if request.htmx else "almanac/month.html"
    return render(request, template, context)


def jump(request: HttpRequest) -> HttpResponse:
    """The jump-to-month form (a plain GET form): redirect to the month page, or explain."""
    try:
        year, month = parse_month(request.GET.get("month", ""))
    except AlmanacInputError as error:
        return _error_page(request, str(error), 400)
    return redirect("month", year=year, month=month)


def day_page(request: HttpRequest, year: int, month: int, day: int) -> HttpResponse:
    try:
        facts = api.day(make_date(year, month, day))
    except AlmanacInputError as error:
        return _error_page(request, str(error), 404)
    context = {
        "facts": facts,
        "data": facts.as_dict(),
        "previous": facts.date - timedelta(days=1) if facts.date > FIRST_SUPPORTED else None,
        "next": facts.date + timedelta(days=1) if facts.date < LAST_SUPPORTED else None,
    }
    return render(request, "almanac/day.html", context)


def api_day(request: HttpRequest, date_text: str) -> JsonResponse:
    try:
        facts = api.day(parse_date(date_text))
    except AlmanacInputError as error:
        return _json_error(str(error))
    return _json_text(facts.as_json())


def api_month(request: HttpRequest, month_text: str) -> JsonResponse:
    try:
        facts = api.month(*parse_month(month_text))
    except AlmanacInputError as error:
        return _json_error(str(error))
    return _json_text(facts.as_json())


def _json_text(text: str) -> HttpResponse:
    return HttpResponse(text, content_type="application/json; charset=utf-8")


def not_found(request: HttpRequest, exception=None) -> HttpResponse:
    return _error_page(request, f"There is no page at {request.path}.", 404)


def bad_request(request: HttpRequest, exception=None) -> HttpResponse:
    return _error_page(request, "The request could not be understood.", 400)


def server_error(request: HttpRequest) -> HttpResponse:
    return _error_page(request, "Something went wrong on our side; it has been logged.", 500)

