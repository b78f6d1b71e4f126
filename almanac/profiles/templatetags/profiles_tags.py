"""Template tags the site's pages can use for the signed-in user's household members.

    {% load profiles_tags %}
    {% account_nav %}                        header: 我的家庭 / 退出 (POST) or 登录 / 注册
    {% personal_day_summary facts %}         day page, under the 宜/忌 lines: each member's verdict for the day
    {% personal_day_panels facts %}          day page: each member's flags and verdicts for that day
    {{ pd|personal_verdict:activity }}       a PersonalDay's PersonalVerdict for one activity
    {{ marks|marks_on:day.date }}            month grid: [(member, ('冲本命', …)), …] for one date

Keep their output OUT of {% cache %} blocks: it depends on who is signed in.
"""

from django import template
from django.contrib.auth.models import AnonymousUser
from django.template.defaultfilters import urlencode
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from almanac import dbguard
from almanac.core import api
from almanac.profiles import selectors
from almanac.web.markup import escape_html
from almanac.web.templatetags.almanac_memo import SLOT, around_slot

register = template.Library()


@register.simple_tag(takes_context=True)
def account_nav(context):
    """My household and sign-out for a signed-in user; else sign-in (back to this page) and sign-up, their
    template rendered once per language (almanac_memo.around_slot) and this page's path put in."""
    request = context.get("request")
    user = getattr(request, "user", None) or context.get("user")
    template = context.template.engine.get_template("profiles/_account_nav.html")
    if (user is not None and user.is_authenticated) or not context.autoescape:
        return template.render(context.new({"user": user, "request": request,
                                            "csrf_token": context.get("csrf_token")}))
    head, tail = around_slot("account_nav", lambda: template.render(context.new({
        "user": AnonymousUser(), "request": _PathSlot(), "csrf_token": None})))
    path = request.get_full_path() if request is not None else ""
    return SafeString(head + escape_html(urlencode(path)) + tail)


class _PathSlot:
    """A request whose path is almanac_memo's SLOT."""

    @staticmethod
    def get_full_path() -> str:
        return SLOT


def _personal_days(request, facts) -> list:
    """The signed-in user's members judged for the day, once per request (the summary and the panels)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return []
    memo = getattr(request, "_personal_days", None)
    if memo is None or memo[0] != facts.date:
        # No panels (and the page's notice) if the database stops answering mid-request: the page still answers.
        memo = (facts.date, dbguard.guarded(request, lambda: selectors.personal_days_for(user, facts), []))
        request._personal_days = memo
    return memo[1]


@register.inclusion_tag("profiles/_personal_day_summary.html", takes_context=True)
def personal_day_summary(context, facts):
    """Each member's verdict for the day in a line (冲/刑/害/破 of 本命, 太岁, 禄马贵人), the reasons cited."""
    request = context.get("request")
    user = getattr(request, "user", None)
    days = _personal_days(request, facts)
    lines = [summary_of(pd) for pd in days]
    zhoutang = api.day_zhoutang(facts) if days else None
    return {"user": user, "lines": lines, "zhoutang": zhoutang, "request": request}


def summary_of(pd) -> dict:
    """One member's day in a line: the verdict word, its tone and the reasons that decide it."""
    counted = [f for f in pd.flags if f.counted and f.severity == "次凶"]
    if pd.clashes:
        verdict, tone = _("日冲本命：诸事忌"), "bad"
    elif counted and pd.good:
        verdict, tone = _("次凶，本命禄马贵人可制"), "even"
    elif counted:
        verdict, tone = _("次凶：宜事降为平"), "bad"
    else:
        verdict, tone = _("无冲刑害"), "good"
    return {
        "member": pd.member, "verdict": verdict, "tone": tone, "flags": pd.flags, "good": pd.good,
        "year_flags": pd.year_flags, "benming_gods": pd.benming_gods, "reasons": pd.reasons,
        # birth data that leave the 本命 or the birth day open: this reading named, the others beside it
        "hedged": pd.hedged, "reading": reading_label(pd.reading) if pd.hedged else "",
        "others": [(reading_label(alt.reading), day_summary(alt)) for alt in pd.alternatives] if pd.hedged else [],
    }


@register.inclusion_tag("profiles/_personal_day_panels.html", takes_context=True)
def personal_day_panels(context, facts):
    request = context.get("request")
    user = getattr(request, "user", None)
    return {"user": user, "personal_days": _personal_days(request, facts), "request": request}


@register.filter
def personal_verdict(personal_day, activity: str):
    try:
        return personal_day.verdict_for(activity)
    except (KeyError, AttributeError):
        return None


@register.filter
def marks_on(marks, day):
    return (marks or {}).get(day, [])


@register.filter
def has_field_errors(form) -> bool:
    """Whether any field (not the form as a whole) has an error."""
    return any(name != "__all__" for name in form.errors)


@register.filter
def marks_hedged(marks) -> bool:
    """Whether a month's member marks include one that a birth's other reading does not give (ends in ？)."""
    return any(flag.endswith("？") for day in (marks or {}).values() for _name, flags in day for flag in flags)


@register.filter
def zone_city(name: str) -> str:
    """A time zone as a place people know (东京 for Asia/Tokyo)."""
    from almanac.profiles.forms import zone_city as city

    return city(name or "")


def _parts(seconds: int) -> str:
    from django.utils.translation import gettext as _

    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    parts = []
    if hours:
        parts.append(_("%(n)s 小时") % {"n": hours})
    if minutes:
        parts.append(_("%(n)s 分") % {"n": minutes})
    if secs or not parts:
        parts.append(_("%(n)s 秒") % {"n": secs})
    return " ".join(parts)


@register.filter
def duration(value) -> str:
    """A timedelta as 1 小时 / 5 分 50 秒 (unsigned)."""
    return _parts(abs(round(value.total_seconds()))) if value is not None else ""


@register.filter
def signed_minutes(value) -> str:
    """A timedelta as +5 分 50 秒 / −18 秒."""
    if value is None:
        return ""
    seconds = round(value.total_seconds())
    return ("+" if seconds >= 0 else "−") + _parts(abs(seconds))


def _term(text: str) -> SafeString:
    """A term as HTML for the page's language: converted on a zh-hant page, in a Chinese span on an English one."""
    from django.utils.translation import get_language

    from almanac.web.i18n import term_span

    return term_span(text, get_language())


def _filled(sentence: str, values: dict) -> SafeString:
    """A translated sentence (plain text: escaped here, its Chinese runs marked on an English page) with HTML values
    (_term) put in its %(name)s places."""
    from django.utils.translation import get_language

    from almanac.web.templatetags.almanac_i18n import zh_runs_in

    return mark_safe(conditional_escape(zh_runs_in(sentence, get_language())) % values)


@register.filter
def reading_label(reading) -> str:
    """One reading of open birth data, e.g. 生于立春（16:27:08）之前：本命癸卯."""
    from django.utils.translation import gettext as _

    if reading is None:
        return ""
    if reading.boundary and reading.side:
        params = {"jie": _term(reading.boundary), "at": escape_html(reading.boundary_at.strftime("%H:%M:%S")),
                  "benming": _term(reading.benming), "day": _term(reading.birth_day)}
        if "year" in reading.uncertain:
            text = _("生于%(jie)s（%(at)s）之前：本命%(benming)s") if reading.side == "before" else _(
                "生于%(jie)s（%(at)s）之后：本命%(benming)s")
        else:
            text = _("生于%(jie)s（%(at)s）之前") if reading.side == "before" else _("生于%(jie)s（%(at)s）之后")
        return _filled(text, params)
    return _filled(_("本命%(benming)s、日柱%(day)s"), {"benming": _term(reading.benming), "day": _term(reading.birth_day)})


@register.filter
def day_summary(pd) -> str:
    """A member's day in a few words: 日冲本命，诸事忌 / 刑、害：次凶，宜事降为平 / 与本命无冲刑害."""
    from django.utils.translation import gettext as _

    if pd.clashes:
        return _filled(_("日冲本命，诸事忌"), {})
    lesser = [f.name for f in pd.flags if f.counted and f.severity == "次凶"]
    if lesser and pd.good:
        return _filled(_("%(flags)s：次凶，本命禄马贵人到日可制"), {"flags": _term("、".join(dict.fromkeys(lesser)))})
    if lesser:
        return _filled(_("%(flags)s：次凶，宜事降为平"), {"flags": _term("、".join(dict.fromkeys(lesser)))})
    return _("与本命无冲刑害")
