"""Traditional festivals: lunar-date feasts, solar-term feasts and 除夕.

These are civil customs, not rules of the seeds; the dates follow the common usage of the
Chinese calendar (lunar festivals fall only in ordinary, not leap, months).
"""

from almanac.core.calendar.lunar import LunarDate

# (lunar month, lunar day) → name.
LUNAR_FESTIVALS = {
    (1, 1): "春节",
    (1, 15): "元宵",
    (2, 2): "龙抬头",
    (5, 5): "端午",
    (7, 7): "七夕",
    (7, 15): "中元",
    (8, 15): "中秋",
    (9, 9): "重阳",
    (10, 1): "寒衣",
    (12, 8): "腊八",
    (12, 23): "小年",
}
# Solar terms that are festivals in their own right.
TERM_FESTIVALS = ("清明", "冬至")


def festivals_of(lunar: LunarDate, tomorrow: LunarDate | None, term_names: tuple[str, ...]) -> tuple[str, ...]:
    """Festivals of a day, given its lunar date, the next day's lunar date and its solar terms.

    `tomorrow` may be None when the day cannot be 除夕 (anything but the 12th month's last days)."""
    name = None if lunar.leap else LUNAR_FESTIVALS.get((lunar.month, lunar.day))
    if name is None and tomorrow is None and not term_names:
        return ()  # most days
    found = [name] if name else []
    if tomorrow is not None and tomorrow.month == 1 and tomorrow.day == 1 and not tomorrow.leap:
        found.append("除夕")
    found.extend(name for name in term_names if name in TERM_FESTIVALS)
    return tuple(found)
