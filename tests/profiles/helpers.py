"""Shared test data for the profile tests."""

from datetime import date, time

from almanac.profiles import services

PASSWORD = "Almanac-test-pass-2025"

MEMBER_POST = {
    "name": "张甲",
    "sex": "M",
    "birth_date": "1990-05-15",
    "birth_time": "14:30",
    "birth_place": "上海",
    "timezone": "Asia/Shanghai",
    "late_zi_next_day": "False",
}


def make_user(django_user_model, username: str, **extra):
    return django_user_model.objects.create_user(
        username=username, email=f"{username}@example.org", password=PASSWORD, **extra
    )


def make_household(owner, name: str = "张家", members: int = 1):
    household = services.create_household(owner=owner, name=name)
    for i in range(members):
        services.create_member(
            household=household,
            name=f"成员{i + 1}",
            sex="M" if i % 2 == 0 else "F",
            birth_date=date(1990, 5, 15) if i == 0 else date(1992, 3, 1),
            birth_time=time(14, 30) if i == 0 else None,
            birth_place="上海",
            timezone="Asia/Shanghai",
            late_zi_next_day=False,
        )
    return household


def add_member(household, name: str, sex: str, born: date | None, clock: time | None = None, **extra):
    """A member of `household` born on `born` (at `clock`, when known), in Shanghai's time zone unless told."""
    return services.create_member(household=household, name=name, sex=sex, birth_date=born, birth_time=clock,
                                  birth_place=extra.pop("birth_place", ""),
                                  timezone=extra.pop("timezone", "Asia/Shanghai"), late_zi_next_day=False, **extra)
