"""Every read of households and members, always scoped to one user; and the bridge to the core.

A view gets objects only through these functions, so another user's id is a 404 everywhere.
The `*_for` helpers at the end are what the month, day, search and compass pages call.
"""

from collections.abc import Iterable
from datetime import date

from django.db.models import Count, QuerySet
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils import timezone as dj_timezone

from almanac.core import api
from almanac.core.errors import AlmanacInputError, PersonalInputError
from almanac.profiles.models import Household, Member


def households_for(user) -> QuerySet[Household]:
    if not user.is_authenticated:
        return Household.objects.none()
    return Household.objects.filter(owner=user).annotate(member_count=Count("members")).order_by("name", "pk")


def household_for(user, pk: int) -> Household:
    """The user's household `pk`, or 404 (also for another user's household)."""
    return get_object_or_404(households_for(user), pk=pk)


def members_for(user) -> QuerySet[Member]:
    if not user.is_authenticated:
        return Member.objects.none()
    return Member.objects.filter(household__owner=user).select_related("household").order_by("household__name", "pk")


def member_for(user, pk: int) -> Member:
    """The user's member `pk`, or 404 (also for another user's member)."""
    return get_object_or_404(members_for(user), pk=pk)


def members_of(household: Household) -> QuerySet[Member]:
    return household.members.order_by("pk")


def sounding_households_for(user) -> QuerySet[Household]:
    """The user's households that have chosen a 五姓 sound (for 五姓修宅 on the compass)."""
    return households_for(user).exclude(surname_sound="")


# --- to the core ---------------------------------------------------------------------------------

def member_facts(member: Member) -> api.PersonalFacts | None:
    """The member's PersonalFacts, or None when no birth date is known (or the data cannot be used)."""
    if member.birth_date is None:
        return None
    longitude = member.longitude
    try:
        return api.member_facts(
            name=member.name,
            sex=member.sex_text,
            birth_date=member.birth_date,
            birth_time=member.birth_time,
            timezone=member.timezone,
            late_zi_next_day=member.late_zi_next_day,
            longitude=longitude,
            true_solar_time=member.true_solar_time and longitude is not None,
            extra={"member_id": member.pk, "household_id": member.household_id},
        )
    except PersonalInputError:
        return None


def facts_for(user, *, member_ids: Iterable[int] | None = None) -> list[tuple[Member, api.PersonalFacts]]:
    """(member, facts) for the user's members with a birth date; only `member_ids` when given."""
    if not user.is_authenticated:
        return []  # members_for's none() would still compile a query: every month page asks for a visitor
    members = members_for(user)
    if member_ids is not None:
        members = members.filter(pk__in=list(member_ids))
    pairs = []
    for member in members:
        facts = member_facts(member)
        if facts is not None:
            pairs.append((member, facts))
    return pairs


def search_members_for(user, ids: Iterable[int]) -> list[api.PersonalFacts]:
    """The chosen members of a date search (?member=ID, repeatable), or 404 if any is not the user's or
    has no birth date."""
    try:
        wanted = list(dict.fromkeys(int(i) for i in ids))
    except (TypeError, ValueError):
        raise Http404("no such member") from None
    found = {m.pk: f for m, f in facts_for(user, member_ids=wanted)}
    if len(found) != len(wanted):
        raise Http404("no such member")
    return [found[i] for i in wanted]


def personal_days_for(user, day: api.DayFacts) -> list[api.PersonalDay]:
    """The day page's personal panels: one PersonalDay per member of the user's households."""
    return [api.member_day(facts, day) for _member, facts in facts_for(user)]


def month_marks_for(user, days: Iterable[api.DayFacts]) -> dict[date, list[tuple[str, tuple[str, ...]]]]:
    """Month-grid marks: date → [(member name, ('冲本命', '刑', …)), …] for the days with a counted flag."""
    days = list(days)
    marks: dict[date, list[tuple[str, tuple[str, ...]]]] = {}
    for _member, facts in facts_for(user):
        for day, names in api.member_marks(facts, days).items():
            marks.setdefault(day, []).append((facts.name, names))
    return dict(sorted(marks.items()))  # by date, every member of a day together


def cli_member_facts(pk: int) -> api.PersonalFacts:
    """For the `almanac search --member ID` command only (an operator's tool: no user to scope by).
    Raises LookupError when there is no such member or it has no usable birth date."""
    member = Member.objects.filter(pk=pk).select_related("household").first()
    facts = member_facts(member) if member is not None else None
    if facts is None:
        raise LookupError(f"no member {pk} with a usable birth date")
    return facts


def wuxing_house_for(household: Household, years: Iterable[int] | None = None) -> dict | None:
    """五姓修宅 for the household's sound (None without one): this 立春 year and the next unless `years`."""
    if not household.surname_sound:
        return None
    if years is None:
        this = api.current_solar_month().year
        years = (this, this + 1)
    return api.household_wuxing(household.surname_sound, years)


# --- export ----------------------------------------------------------------------------------------

EXPORT_FORMAT = "almanac.household"
EXPORT_VERSION = 1


def member_export(member: Member) -> dict:
    facts = member_facts(member)
    return {
        "name": member.name,
        "sex": member.sex_text,
        "birth_date": member.birth_date.isoformat() if member.birth_date else None,
        "birth_time": member.birth_time.strftime("%H:%M") if member.birth_time else None,
        "birth_place": member.birth_place,
        "timezone": member.timezone,
        "late_zi_next_day": member.late_zi_next_day,
        "birth_calendar": member.birth_calendar,
        "birth_lunar": lunar_birthday(member),
        "birth_longitude": member.birth_longitude,
        "true_solar_time": member.true_solar_time,
        "facts": api.member_facts_dict(facts) if facts else None,
    }


def lunar_birthday(member: Member) -> dict | None:
    """The birth date's lunar date {year, month, day, leap, text}, or None without a (supported) birth date."""
    if member.birth_date is None:
        return None
    try:
        lunar = api.lunar_date(member.birth_date)
    except AlmanacInputError:
        return None
    return {"year": lunar.year, "month": lunar.month, "day": lunar.day, "leap": lunar.leap, "text": lunar.text}


def household_export(household: Household) -> dict:
    """The household as a JSON-ready dict (the download of the export view)."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": dj_timezone.now().astimezone(api.CST).isoformat(timespec="seconds"),
        "household": {
            "name": household.name,
            "created_at": household.created_at.astimezone(api.CST).isoformat(timespec="seconds"),
            "members": [member_export(m) for m in members_of(household)],
            "surname_sound": household.surname_sound or None,
            "wuxing_house": wuxing_house_for(household),
        },
    }


ACCOUNT_FORMAT = "almanac.account"
ACCOUNT_VERSION = 1


def _when(moment) -> str | None:
    return moment.astimezone(api.CST).isoformat(timespec="seconds") if moment else None


def login_records_for(username: str) -> dict[str, list[dict]]:
    """django-axes' records of log-ins under this username: failures still counted, failures logged, log-ins."""
    from axes.models import AccessAttempt, AccessFailureLog, AccessLog

    def common(record) -> dict:
        return {"time": _when(record.attempt_time), "ip_address": record.ip_address, "user_agent": record.user_agent,
                "path": record.path_info}

    return {
        "failed_attempts": [
            common(a) | {"failures": a.failures_since_start, "get_data": a.get_data, "post_data": a.post_data}
            for a in AccessAttempt.objects.filter(username=username).order_by("attempt_time")
        ],
        "failures": [common(f) | {"locked_out": f.locked_out}
                     for f in AccessFailureLog.objects.filter(username=username).order_by("attempt_time")],
        "log_ins": [common(entry) | {"logout_time": _when(entry.logout_time)}
                    for entry in AccessLog.objects.filter(username=username).order_by("attempt_time")],
    }


def account_export(user) -> dict:
    """Everything the site keeps about a user, as a JSON-ready dict (the account's download)."""
    return {
        "format": ACCOUNT_FORMAT,
        "version": ACCOUNT_VERSION,
        "exported_at": dj_timezone.now().astimezone(api.CST).isoformat(timespec="seconds"),
        "account": {
            "username": user.get_username(),
            "email": user.email,
            "first_name": user.first_name,
            "last_name": user.last_name,
            "date_joined": _when(user.date_joined),
            "last_login": _when(user.last_login),
            "is_active": user.is_active,
            "is_staff": user.is_staff,
        },
        "households": [household_export(h)["household"] for h in households_for(user)],
        "login_records": login_records_for(user.get_username()),
        "rule_notes_written": list(
            user.rule_notes.order_by("pk").values("id", "title", "subject_kind", "subject", "language", "status")
        ),
    }
