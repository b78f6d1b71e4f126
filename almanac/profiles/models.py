"""Households and their members. Birth data only: everything derived comes from the core (almanac.core.api)."""

from datetime import date

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from almanac.core import api
from almanac.core.api import DEFAULT_TIMEZONE, FIRST_SUPPORTED, LAST_SUPPORTED, check_birth_date, check_timezone
from almanac.core.errors import PersonalInputError
from almanac.web.i18n import to_simplified

TIME_WITHOUT_DATE = _("填写出生时间时须同时填写出生日期。")
NEEDS_LONGITUDE = _("按真太阳时排须知出生地经度：请填经度，或在出生地填本站所列城市之一。")


def validate_timezone(value: str) -> None:
    try:
        check_timezone(value)
    except PersonalInputError as error:
        raise ValidationError(gettext(error.msgid), code="unknown_timezone", params=error.params) from None


def validate_birth_date(value: date) -> None:
    try:
        check_birth_date(value)
    except PersonalInputError as error:
        raise ValidationError(gettext(error.msgid), code="birth_date_range", params=error.params) from None


class Household(models.Model):
    class Sound(models.TextChoices):
        """五姓 (the five sounds) for 五姓修宅 (seed 003 L767); the user chooses: the text gives no surname table."""

        GONG = "宫", _("宫（土）")
        SHANG = "商", _("商（金）")
        JUE = "角", _("角（木）")
        ZHI = "徵", _("徵（火）")
        YU = "羽", _("羽（水）")

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="households", verbose_name=_("所有者")
    )
    name = models.CharField(_("家庭名称"), max_length=80)
    surname_sound = models.CharField(
        _("姓音（五姓）"), max_length=1, choices=Sound.choices, blank=True, default="",
        help_text=_("五姓修宅用：宫、商、角、徵、羽之一；可不填。"),
    )
    created_at = models.DateTimeField(_("创建时间"), auto_now_add=True)
    updated_at = models.DateTimeField(_("修改时间"), auto_now=True)

    class Meta:
        ordering = ["name", "pk"]
        verbose_name = _("家庭")
        verbose_name_plural = _("家庭")
        constraints = [
            models.UniqueConstraint(
                fields=["owner", "name"],
                name="profiles_household_unique_name",
                violation_error_message=_("您已有同名的家庭。"),
            ),
            models.CheckConstraint(
                condition=Q(surname_sound__in=["", "宫", "商", "角", "徵", "羽"]),
                name="profiles_household_sound_valid",
                violation_error_message=_("姓音须为宫、商、角、徵、羽之一。"),
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Member(models.Model):
    class Sex(models.TextChoices):
        MALE = "M", _("男")
        FEMALE = "F", _("女")

    class Calendar(models.TextChoices):
        """How the birthday was entered; `birth_date` is always the civil (Gregorian) date."""

        SOLAR = "solar", pgettext_lazy("calendar", "公历")
        LUNAR = "lunar", pgettext_lazy("calendar", "农历")

    household = models.ForeignKey(Household, on_delete=models.CASCADE, related_name="members", verbose_name=_("家庭"))
    name = models.CharField(_("姓名"), max_length=80)
    sex = models.CharField(_("性别"), max_length=1, choices=Sex.choices)
    birth_date = models.DateField(_("出生日期"), null=True, blank=True, validators=[validate_birth_date])
    birth_time = models.TimeField(_("出生时间"), null=True, blank=True)
    birth_place = models.CharField(_("出生地"), max_length=120, blank=True)
    timezone = models.CharField(
        _("时区"), max_length=64, default=DEFAULT_TIMEZONE, validators=[validate_timezone],
        help_text=_("IANA 时区名称，如 Asia/Shanghai；出生时间按此时区换算为北京时间。"),
    )
    late_zi_next_day = models.BooleanField(
        _("子初换日"), default=False,
        help_text=_("选中时 23:00–24:00 出生算作次日（日柱用次日）；默认子正（0:00）换日。"),
    )
    birth_calendar = models.CharField(
        _("生日历法"), max_length=5, choices=Calendar.choices, default=Calendar.SOLAR,
        help_text=_("生日按公历还是农历填写；存的总是对应的公历日期。"),
    )
    birth_longitude = models.FloatField(
        _("出生地经度"), null=True, blank=True, validators=[MinValueValidator(-180), MaxValueValidator(180)],
        help_text=_("东经为正，西经为负，如上海 121.46；出生地为本站所列城市时可不填。"),
    )
    true_solar_time = models.BooleanField(
        _("按真太阳时排"), default=False,
        help_text=_("日柱、时柱按出生地的真太阳时（经度与均时差）排；默认按北京时间。"),
    )
    created_at = models.DateTimeField(_("创建时间"), auto_now_add=True)
    updated_at = models.DateTimeField(_("修改时间"), auto_now=True)

    class Meta:
        ordering = ["pk"]
        verbose_name = _("成员")
        verbose_name_plural = _("成员")
        constraints = [
            models.CheckConstraint(condition=Q(sex__in=["M", "F"]), name="profiles_member_sex_valid",
                                   violation_error_message=_("性别须为「男」或「女」。")),
            models.CheckConstraint(
                condition=Q(birth_time__isnull=True) | Q(birth_date__isnull=False),
                name="profiles_member_time_needs_date",
                violation_error_message=TIME_WITHOUT_DATE,
            ),
            models.CheckConstraint(
                condition=Q(birth_date__isnull=True)
                | Q(birth_date__gte=FIRST_SUPPORTED, birth_date__lte=LAST_SUPPORTED),
                name="profiles_member_birth_date_supported",
                violation_error_message=_("出生日期须在 1901-01-01 至 2099-12-31 之间。"),
            ),
            models.CheckConstraint(
                condition=Q(birth_calendar__in=["solar", "lunar"]), name="profiles_member_calendar_valid",
                violation_error_message=_("生日历法须为公历或农历。"),
            ),
            models.CheckConstraint(
                condition=Q(birth_longitude__isnull=True)
                | Q(birth_longitude__gte=-180, birth_longitude__lte=180),
                name="profiles_member_longitude_valid",
                violation_error_message=_("经度须在 −180 至 180 度之间（东经为正，西经为负）。"),
            ),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def sex_text(self) -> str:
        """男 / 女, as the core expects (whatever the display language)."""
        return "男" if self.sex == self.Sex.MALE else "女"

    @property
    def longitude(self) -> float | None:
        """The birth place's longitude: as entered, else that of a city the site knows by the place's name."""
        if self.birth_longitude is not None:
            return self.birth_longitude
        if not self.birth_place:
            return None
        found = api.place_longitude(self.birth_place)
        return found if found is not None else api.place_longitude(to_simplified(self.birth_place))

    def clean(self):
        super().clean()
        if self.true_solar_time and self.longitude is None:
            raise ValidationError({"birth_longitude": ValidationError(NEEDS_LONGITUDE, code="needs_longitude")})
