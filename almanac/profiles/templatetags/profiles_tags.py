"""Template tags the site's pages can use for the signed-in user's household members.

    {% load profiles_tags %}
    {% account_nav %}                        header: 我的家庭 / 退出 (POST) or 登录 / 注册
    {% personal_day_panels facts %}          day page: each member's flags and verdicts for that day
    {{ pd|personal_verdict:activity }}       a PersonalDay's PersonalVerdict for one activity
    {{ marks|marks_on:day.date }}            month grid: [(member, ('冲本命', …)), …] for one date

Keep their output OUT of {% cache %} blocks: it depends on who is signed in.
"""

from django import template

from almanac.profiles import selectors

register = template.Library()


@register.inclusion_tag("profiles/_account_nav.html", takes_context=True)
def account_nav(context):
    request = context.get("request")
    return {"user": getattr(request, "user", None) or context.get("user"), "request": request,
            "csrf_token": context.get("csrf_token")}


@register.inclusion_tag("profiles/_personal_day_panels.html", takes_context=True)
def personal_day_panels(context, facts):
    request = context.get("request")
    user = getattr(request, "user", None)
    days = selectors.personal_days_for(user, facts) if user is not None and user.is_authenticated else []
    return {"user": user, "personal_days": days, "request": request}


@register.filter
def personal_verdict(personal_day, activity: str):
    try:
        return personal_day.verdict_for(activity)
    except (KeyError, AttributeError):
        return None


@register.filter
def marks_on(marks, day):
    return (marks or {}).get(day, [])
