"""Account sign-up and the household/member pages. Thin: forms validate, services write, selectors read.

Every household/member view requires a login and fetches objects through selectors scoped to
request.user, so another user's id answers 404. Rejected forms are re-rendered with what was typed
and status 400. Pages with personal data are never cached.
"""

import json
import logging
import smtplib

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model, login, logout
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import make_password
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError
from django.core.mail import send_mail
from django.db import transaction
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.utils.decorators import method_decorator
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods

from almanac.core import api
from almanac.core.errors import AlmanacInputError
from almanac.profiles import presenters, selectors, services
from almanac.profiles.forms import (
    ZONE_CITIES,
    DeleteAccountForm,
    HouseholdForm,
    MemberForm,
    PersonalDayForm,
    SignupForm,
    WeddingForm,
    timezone_names,
)
from almanac.ratelimit import over_limit, parse_rate, ratelimit
from almanac.web.presenters import weekday_headers

logger = logging.getLogger(__name__)


def _invalid(request, template: str, context: dict, retry_after: int | None = None) -> HttpResponse:
    """The form again with its errors: 400, or 429 with Retry-After when the account created too much."""
    if retry_after is None:
        return render(request, template, context, status=400)
    response = render(request, template, context, status=429)
    response["Retry-After"] = str(retry_after)
    return response


def _creation_refused(request, form) -> int | None:
    """Count a creation against the account's allowance (settings.RATE_LIMITS["creations"], per hour); over it,
    the reason goes on the form and the seconds to wait come back."""
    if not settings.RATELIMIT_ENABLED:
        return None
    wait = over_limit("creations", f"user:{request.user.pk}", "creations")
    if wait is not None:
        count, period = parse_rate(settings.RATE_LIMITS["creations"])
        form.add_error(None, _("新建太频繁：每 %(minutes)s 分钟最多新建 %(count)s 个家庭或成员，请 %(wait)s 分钟后再试。") % {
            "minutes": period // 60 or 1, "count": count, "wait": max(1, round(wait / 60))})
    return wait


def _add_errors(form, error: ValidationError) -> None:
    """Errors a service found (full_clean) onto the form, by field where it has one."""
    if hasattr(error, "error_dict"):
        for field, errors in error.error_dict.items():
            form.add_error(field if field in form.fields else None, errors)
    else:
        form.add_error(None, error)


# --- accounts --------------------------------------------------------------------------------------

class RejectedIs400:
    """Django's auth views re-render a rejected form with status 200; ours answer 400 like every form here."""

    def form_invalid(self, form):
        response = super().form_invalid(form)
        response.status_code = 400
        return response


class LoginView(RejectedIs400, auth_views.LoginView):
    template_name = "registration/login.html"
    redirect_authenticated_user = True


class PasswordChangeView(RejectedIs400, auth_views.PasswordChangeView):
    template_name = "registration/password_change.html"


def _is_post(request) -> bool:
    return request.method == "POST"


@method_decorator(ratelimit(key="ip", rate="password_reset", when=_is_post), name="dispatch")
class PasswordResetView(RejectedIs400, auth_views.PasswordResetView):
    template_name = "registration/password_reset.html"
    email_template_name = "registration/password_reset_mail.txt"
    subject_template_name = "registration/password_reset_mail_subject.txt"


class PasswordResetConfirmView(RejectedIs400, auth_views.PasswordResetConfirmView):
    template_name = "registration/password_reset_new.html"


def _mail(request, template: str, user, **context) -> None:
    """Send registration/<template>_mail.txt (and its _subject.txt) to the user's address."""
    context |= {"user": user, "protocol": request.scheme, "domain": request.get_host()}
    subject = "".join(render_to_string(f"registration/{template}_mail_subject.txt", context, request).splitlines())
    send_mail(subject, render_to_string(f"registration/{template}_mail.txt", context, request), None, [user.email])


@never_cache
@require_http_methods(["GET", "POST"])
@ratelimit(key="ip", rate="signup", when=_is_post)
def signup(request):
    """Sign-up answers the same whether or not the address has an account: a new account gets a mail with the link
    that activates it, an address with an account gets a note to its owner instead; both land on the same page."""
    if request.user.is_authenticated:
        return redirect("profiles:household-list")
    if request.method == "POST":
        form = SignupForm(request.POST)
        if form.is_valid():
            try:
                with transaction.atomic():  # no account without its mail
                    created, owner = services.register_user(form)
                    if created is not None:
                        _mail(request, "activation", created, uid=urlsafe_base64_encode(force_bytes(created.pk)),
                              token=default_token_generator.make_token(created))
                    else:
                        make_password(form.cleaned_data["password1"])  # the same work as a new account's
                        _mail(request, "signup_existing", owner)
            except ValidationError as error:  # the same username submitted twice at once
                _add_errors(form, error)
            except (OSError, smtplib.SMTPException):
                logger.exception("sign-up: the mail could not be sent")
                return render(request, "almanac/error.html", {"status": 503, "message": _(
                    "暂时无法寄出邮件，未能注册。请稍后再试。")}, status=503)
            else:
                return redirect("signup-sent")
        return _invalid(request, "registration/signup.html", {"form": form})
    return render(request, "registration/signup.html", {"form": SignupForm()})


@never_cache
@require_GET
def signup_sent(request):
    return render(request, "registration/signup_sent.html")


def _user_from_link(uidb64: str, token: str):
    try:
        pk = int(urlsafe_base64_decode(uidb64).decode())
    except (ValueError, UnicodeDecodeError, OverflowError):
        return None
    user = get_user_model()._default_manager.filter(pk=pk, is_active=False).first()
    if user is None or not default_token_generator.check_token(user, token):
        return None
    return user


@never_cache
@require_http_methods(["GET", "POST"])
def activate(request, uidb64: str, token: str):
    """The link of the sign-up mail: a button (GET: mail scanners that open links activate nothing), then POST
    activates the account and logs in."""
    user = _user_from_link(uidb64, token)
    if user is None:
        message = _("此链接无效或已过期（账户可能已经启用）。请登录，或重新注册。")
        return render(request, "almanac/error.html", {"status": 400, "message": message}, status=400)
    if request.method == "POST":
        services.activate_user(user)
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, _("注册成功，欢迎！先建一个家庭吧。"))
        return redirect("profiles:household-list")
    return render(request, "registration/activate.html", {"pending": user})


@never_cache
@login_required
@require_GET
def account_data(request):
    """Everything the site keeps about the signed-in user, as a JSON download."""
    text = json.dumps(selectors.account_export(request.user), ensure_ascii=False, indent=2)
    response = HttpResponse(text, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="almanac-account-{request.user.pk}.json"'
    return response


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def account_delete(request):
    """Delete the account (households, members, log-in records) once the password confirms it."""
    user = request.user
    households = list(selectors.households_for(user))
    context = {"households": households, "members": sum(h.member_count for h in households)}
    if request.method == "POST":
        form = DeleteAccountForm(request.POST, user=user)
        if form.is_valid():
            services.delete_account(user)
            logout(request)
            return redirect("account-deleted")
        return _invalid(request, "registration/account_delete.html", context | {"form": form})
    return render(request, "registration/account_delete.html", context | {"form": DeleteAccountForm(user=user)})


@never_cache
@require_GET
def account_deleted(request):
    return render(request, "registration/account_deleted.html")


@login_required
def account_home(request):
    """LOGIN_REDIRECT_URL's default (/accounts/profile/) lands here: the household list."""
    return redirect("profiles:household-list")


# --- households ------------------------------------------------------------------------------------

@never_cache
@login_required
@require_GET
def household_list(request):
    households = list(selectors.households_for(request.user))
    context = {
        "households": households,
        "usage": {
            "households": len(households), "max_households": services.limit("households"),
            "members": sum(h.member_count for h in households), "max_members": services.limit("members"),
        },
    }
    return render(request, "profiles/household_list.html", context)


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def household_create(request):
    if request.method == "POST":
        form = HouseholdForm(request.POST, owner=request.user)
        wait = None
        if form.is_valid() and (wait := _creation_refused(request, form)) is None:
            try:
                household = services.create_household(
                    owner=request.user, name=form.cleaned_data["name"], surname_sound=form.cleaned_data["surname_sound"]
                )
            except ValidationError as error:
                _add_errors(form, error)
            else:
                messages.success(request, _("已建立家庭「%(name)s」。") % {"name": household.name})
                return redirect("profiles:household-detail", pk=household.pk)
        return _invalid(request, "profiles/household_form.html", {"form": form, "household": None}, wait)
    form = HouseholdForm(owner=request.user)
    return render(request, "profiles/household_form.html", {"form": form, "household": None})


@never_cache
@login_required
@require_GET
def household_detail(request, pk: int):
    household = selectors.household_for(request.user, pk)
    members = [(m, selectors.member_facts(m)) for m in selectors.members_of(household)]
    context = {"household": household, "members": members, "wuxing_house": selectors.wuxing_house_for(household),
               "this_month": api.current_solar_month()}
    return render(request, "profiles/household_detail.html", context)


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def household_edit(request, pk: int):
    household = selectors.household_for(request.user, pk)
    if request.method == "POST":
        form = HouseholdForm(request.POST, instance=household, owner=request.user)
        if form.is_valid():
            try:
                services.update_household(
                    household, name=form.cleaned_data["name"], surname_sound=form.cleaned_data["surname_sound"]
                )
            except ValidationError as error:
                _add_errors(form, error)
            else:
                messages.success(request, _("已保存。"))
                return redirect("profiles:household-detail", pk=household.pk)
        # the instance may carry the rejected name now: show the saved one in the heading
        household.refresh_from_db()
        return _invalid(request, "profiles/household_form.html", {"form": form, "household": household})
    form = HouseholdForm(instance=household, owner=request.user)
    return render(request, "profiles/household_form.html", {"form": form, "household": household})


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def household_delete(request, pk: int):
    household = selectors.household_for(request.user, pk)
    if request.method == "POST":
        name = household.name
        services.delete_household(household)
        messages.success(request, _("已删除家庭「%(name)s」及其成员。") % {"name": name})
        return redirect("profiles:household-list")
    return render(request, "profiles/household_confirm_delete.html",
                  {"household": household, "members": selectors.members_of(household)})


@never_cache
@login_required
@require_GET
def household_export(request, pk: int):
    household = selectors.household_for(request.user, pk)
    text = json.dumps(selectors.household_export(household), ensure_ascii=False, indent=2)
    response = HttpResponse(text, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="household-{household.pk}.json"'
    return response


# --- members ---------------------------------------------------------------------------------------

def _member_context(form, household, member=None) -> dict:
    return {"form": form, "household": household, "member": member, "timezone_names": timezone_names(),
            "zone_cities": ZONE_CITIES, "place_names": [c.name for c in api.CITIES]}


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def member_create(request, pk: int):
    household = selectors.household_for(request.user, pk)
    if request.method == "POST":
        form = MemberForm(request.POST)
        wait = None
        if form.is_valid() and (wait := _creation_refused(request, form)) is None:
            try:
                member = services.create_member(household=household, **form.member_fields())
            except ValidationError as error:
                _add_errors(form, error)
            else:
                messages.success(request, _("已添加成员「%(name)s」。") % {"name": member.name})
                return redirect("profiles:member-detail", pk=member.pk)
        return _invalid(request, "profiles/member_form.html", _member_context(form, household), wait)
    return render(request, "profiles/member_form.html", _member_context(MemberForm(), household))


@never_cache
@login_required
@require_GET
def member_detail(request, pk: int):
    member = selectors.member_for(request.user, pk)
    facts = selectors.member_facts(member)
    status, day_form, personal_day = 200, PersonalDayForm(request.GET or {"date": api.today()}), None
    if facts is not None:
        if day_form.is_valid():
            try:
                personal_day = api.member_day(facts, api.day(day_form.cleaned_data["date"]))
            except AlmanacInputError as error:
                day_form.add_error("date", _(error.msgid) % error.params if error.msgid else str(error))
                status = 400
        else:
            status = 400
    today = api.today()
    context = {"member": member, "household": member.household, "facts": facts, "day_form": day_form,
               "personal_day": personal_day, "lunar_birthday": selectors.lunar_birthday(member), "today": today,
               "birth_in_future": member.birth_date is not None and member.birth_date > today,
               "natal_spirits": api.natal_spirits(facts.benming) if facts is not None else None}
    return render(request, "profiles/member_detail.html", context, status=status)


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def member_edit(request, pk: int):
    member = selectors.member_for(request.user, pk)
    household = member.household
    if request.method == "POST":
        form = MemberForm(request.POST, instance=member)
        if form.is_valid():
            try:
                services.update_member(member, **form.member_fields())
            except ValidationError as error:
                _add_errors(form, error)
            else:
                messages.success(request, _("已保存。"))
                return redirect("profiles:member-detail", pk=member.pk)
        member.refresh_from_db()
        return _invalid(request, "profiles/member_form.html", _member_context(form, household, member))
    return render(request, "profiles/member_form.html", _member_context(MemberForm(instance=member), household, member))


@never_cache
@login_required
@require_http_methods(["GET", "POST"])
def member_delete(request, pk: int):
    member = selectors.member_for(request.user, pk)
    household = member.household
    if request.method == "POST":
        name = member.name
        services.delete_member(member)
        messages.success(request, _("已删除成员「%(name)s」。") % {"name": name})
        return redirect("profiles:household-detail", pk=household.pk)
    return render(request, "profiles/member_confirm_delete.html", {"member": member, "household": household})


# --- a couple's wedding days -----------------------------------------------------------------------

@never_cache
@login_required
@require_GET
def wedding(request, pk: int):
    """嫁娶: 周堂 and both persons' verdicts for each day of a range (members of this household)."""
    household = selectors.household_for(request.user, pk)
    everyone = list(selectors.members_of(household))
    facts = {m.pk: f for m in everyone if (f := selectors.member_facts(m)) is not None}
    members = [m for m in everyone if m.pk in facts]  # a couple needs birth dates
    context = {"household": household, "members": members, "days": None}
    if "bride" not in request.GET:
        bride, groom = presenters.default_couple(members)
        start, end = presenters.default_span(api.today())
        initial = {"start": start, "end": end, "weng_living": True, "gu_living": True,
                   "bride": bride.pk if bride else None, "groom": groom.pk if groom else None}
        context["form"] = WeddingForm(initial=initial, members=members)
        return render(request, "profiles/wedding.html", context)
    form = WeddingForm(request.GET, members=members)
    context["form"] = form
    if not form.is_valid():
        return _invalid(request, "profiles/wedding.html", context)
    data = form.cleaned_data
    bride, groom = facts[data["bride"]], facts[data["groom"]]
    try:
        context["days"] = api.wedding_days(
            bride, groom, data["start"], data["end"], weng_living=data["weng_living"], gu_living=data["gu_living"]
        )
    except AlmanacInputError as error:
        form.add_error(None, _(error.msgid) % error.params if error.msgid else str(error))
        return _invalid(request, "profiles/wedding.html", context)
    week_start = 6 if request.GET.get("week") == "sun" else 0
    context |= {"months": presenters.wedding_months(context["days"], week_start=week_start),
                "weekday_headers": weekday_headers(week_start), "counts": presenters.verdict_counts(context["days"]),
                "good_days": [w for w in context["days"] if w.verdict == "宜"]}
    return render(request, "profiles/wedding.html", context)
