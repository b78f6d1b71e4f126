"""Every write to accounts, households and members: validated (full_clean) and inside transaction.atomic.

Callers pass the objects a selector has already fetched for `request.user`; nothing here checks ownership
again, so never hand it an object that did not come from almanac.profiles.selectors.
"""

from django.contrib.auth.forms import BaseUserCreationForm
from django.db import transaction

from almanac.profiles.models import Household, Member

MEMBER_FIELDS = ("name", "sex", "birth_date", "birth_time", "birth_place", "timezone", "late_zi_next_day")


@transaction.atomic
def register_user(form: BaseUserCreationForm):
    """Create the account of a valid sign-up form."""
    return form.save()


@transaction.atomic
def create_household(*, owner, name: str, surname_sound: str = "") -> Household:
    household = Household(owner=owner, name=name.strip(), surname_sound=surname_sound or "")
    household.full_clean()
    household.save()
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
    household.save(update_fields=fields)
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
    member = Member(household=household)
    _apply(member, fields)
    member.full_clean()
    member.save()
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
