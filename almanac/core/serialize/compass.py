"""The compass object (`/api/compass`); its parts are documented in docs/api.md."""

from typing import Any

import msgspec

from almanac.core.serialize.base import _Object


class Compass(_Object, kw_only=True, omit_defaults=True):
    year: int
    month: int | None
    year_ganzhi: str
    month_ganzhi: str | None
    mountains: list[dict[str, Any]]
    palaces: dict[str, Any]
    nine_stars: dict[str, Any]
    readings: list[dict[str, Any]]
    rejected: list[dict[str, Any]]
    unplaced: list[dict[str, Any]]
    wuxing_house: dict[str, Any]
    year_month_spirits: dict[str, Any]
    verdict: dict[str, Any] | msgspec.UnsetType = msgspec.UNSET  # with ?sit=
