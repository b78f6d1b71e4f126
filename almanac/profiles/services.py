"""Every write to accounts, households and members: validated (full_clean) and inside transaction.atomic.

Callers pass the objects a selector has already fetched for `request.user`; nothing here checks ownership
again, so never hand it an object that did not come from almanac.profiles.selectors.

Bounded: an account holds at most settings.ACCOUNT_LIMITS["households"] households and ["members"] members
(all its households together). A creation first locks the owner's row (SELECT … FOR UPDATE on PostgreSQL),
so simultaneous requests of one account are counted one after the other and the limits and the unique
household names hold under a double submission; should the database still refuse a row (a unique name taken
between the check and the insert), the refusal becomes the same ValidationError a form shows, never a 500.
"""

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import BaseUserCreationForm
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from almanac.profiles.models import Household, Member

MEMBER_FIELDS = ("name", "sex", "birth_date", "birth_time", "birth_place", "timezone", "late_zi_next_day",
                 "birth_calendar", "birth_longitude", "true_solar_time")


def limit(name: str) -> int:
    return settings.ACCOUNT_LIMITS[name]


def _lock_account(owner_id: int) -> None:
    """Serialise this account's creations until the transaction ends (a no-op on SQLite, which has one writer)."""
    list(get_user_model()._default_manager.select_for_update().filter(pk=owner_id).values_list("pk"))


def _save(obj, **kwargs) -> None:
    """Save in a savepoint; a constraint the database enforces becomes the ValidationError full_clean gives."""
    try:
        with transaction.atomic():
            obj.save(**kwargs)
    except IntegrityError:
        obj.validate_constraints()  # says which rule the row broke, as the form would have
        obj.validate_unique()
        raise


def _over_limit(message: str, code: str, maximum: int) -> ValidationError:
    return ValidationError({NON_FIELD_ERRORS: [ValidationError(message, code=code, params={"max": maximum})]})


@transaction.atomic
def register_user(form: BaseUserCreationForm):
    """A valid sign-up form: (the new account, None), or (None, the account that has the address already).

    A new account is inactive until the link mailed to its address is opened (activate_user). An address whose
    only account was never activated is free: nobody proved it theirs, so that pending sign-up is replaced. A
    username taken meanwhile is the form's own error (ValidationError)."""
    users = get_user_model()._default_manager
    email = form.cleaned_data["email"]
    existing = list(users.select_for_update().filter(email__iexact=email))
    owner = next((user for user in existing if user.is_active or user.last_login is not None), None)
    if owner is not None:
        return None, owner
    for pending in existing:
        pending.delete()
    user = form.save(commit=False)
    user.is_active = False
    try:
        with transaction.atomic():
            user.save()
    except IntegrityError:
        raise ValidationError({"username": [user.unique_error_message(get_user_model(), ("username",))]}) from None
    return user, None


@transaction.atomic
def activate_user(user) -> None:
    user.is_active = True
    user.save(update_fields=["is_active"])


def household_room(owner_id: int) -> int:
    """How many more households the account may create."""
    return max(0, limit("households") - Household.objects.filter(owner_id=owner_id).count())


def member_room(owner_id: int) -> int:
    """How many more members the account may add (all its households together)."""
    return max(0, limit("members") - Member.objects.filter(household__owner_id=owner_id).count())


@transaction.atomic
def create_household(*, owner, name: str, surname_sound: str = "") -> Household:
    _lock_account(owner.pk)
    if household_room(owner.pk) <= 0:
        raise _over_limit(_("每个账户最多 %(max)s 个家庭；请先删除不用的家庭。"), "household_limit", limit("households"))
    household = Household(owner=owner, name=name.strip(), surname_sound=surname_sound or "")
    household.full_clean()
    _save(household)
    return household


@transaction.atomic
def update_household(household: Household, *, name: str, surname_sound: str | None = None) -> Household:
    """Rename; and set the 五姓 sound when `surname_sound` is given ("" clears it, None leaves it)."""
    household.name = name.strip()
    fields = ["name", "updated_at"]
    if surname_sound is not None:
        household.surname_sound = surname_sound
        fields.append("surname_sound")
    household.full_clean()
    _save(household, update_fields=fields)
    return household


@transaction.atomic
def delete_household(household: Household) -> int:
    """Delete a household and (cascade) its members; returns how many members went with it."""
    members = household.members.count()
    household.delete()
    return members


def _apply(member: Member, fields: dict) -> None:
    unknown = set(fields) - set(MEMBER_FIELDS)
    if unknown:
        raise TypeError(f"not member fields: {sorted(unknown)}")
    for name, value in fields.items():
        setattr(member, name, value.strip() if isinstance(value, str) else value)


@transaction.atomic
def create_member(*, household: Household, **fields) -> Member:
    _lock_account(household.owner_id)
    if member_room(household.owner_id) <= 0:
        raise _over_limit(_("每个账户最多 %(max)s 位成员（各家庭合计）；请先删除不用的成员。"), "member_limit", limit("members"))
    member = Member(household=household)
    _apply(member, fields)
    member.full_clean()
    _save(member)
    return member


@transaction.atomic
def update_member(member: Member, **fields) -> Member:
    _apply(member, fields)
    member.full_clean()
    member.save()
    return member


@transaction.atomic
def delete_member(member: Member) -> None:
    member.delete()


@transaction.atomic
def delete_account(user) -> dict[str, int]:
    """Delete an account with its households, their members and django-axes' log-in records for its username
    (the rule notes it wrote stay, without an author). Returns how many of each went."""
    from axes.models import AccessAttempt, AccessFailureLog, AccessLog

    username = user.get_username()
    counts = {
        "households": Household.objects.filter(owner=user).count(),
        "members": Member.objects.filter(household__owner=user).count(),
    }
    Household.objects.filter(owner=user).delete()  # members go with them
    counts["login_records"] = sum(
        model.objects.filter(username=username).delete()[0] for model in (AccessAttempt, AccessFailureLog, AccessLog)
    )
    user.delete()
    return counts
