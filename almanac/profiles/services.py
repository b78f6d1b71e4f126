"""Every write to accounts, households and members: validated (full_clean) and inside transaction.atomic.

Callers pass the objects a selector has already fetched for `request.user`; nothing here checks ownership
again, so never hand it an object that did not come from almanac.profiles.selectors.

A creation first locks the owner's row (SELECT … FOR UPDATE on PostgreSQL), so simultaneous requests of one
account are checked one after the other and unique household names hold under a double submission; should
the database still refuse a row (a unique name taken between the check and the insert), the refusal becomes
the same ValidationError a form shows, never a 500.
"""

from django.contrib.auth import get_user_model
from django.contrib.auth.forms import BaseUserCreationForm
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from almanac.profiles.models import Household, Member

MEMBER_FIELDS = ("name", "sex", "birth_date", "birth_time", "birth_place", "timezone", "late_zi_next_day")


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


@transaction.atomic
def register_user(form: BaseUserCreationForm):
    """Create the account of a valid sign-up form (a username taken meanwhile is the form's own error)."""
    try:
        with transaction.atomic():
            return form.save()
    except IntegrityError:
        raise ValidationError({"username": [form.instance.unique_error_message(get_user_model(), ("username",))]}) from None


@transaction.atomic
def create_household(*, owner, name: str, surname_sound: str = "") -> Household:
    _lock_account(owner.pk)
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
