"""Sign-up, household and member forms. Rejected input is re-rendered as typed (views answer 400)."""

from functools import cache
from zoneinfo import available_timezones

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from almanac.core import api
from almanac.core.api import SURNAME_HINTS
from almanac.core.errors import AlmanacInputError, FutureBirthDate
from almanac.profiles.models import TIME_WITHOUT_DATE, Household, Member

COMMON_TIMEZONES = (
    "Asia/Shanghai", "Asia/Hong_Kong", "Asia/Macau", "Asia/Taipei", "Asia/Singapore", "Asia/Kuala_Lumpur",
    "Asia/Tokyo", "Asia/Seoul", "Asia/Bangkok", "Australia/Sydney", "Europe/London", "Europe/Paris",
    "America/New_York", "America/Chicago", "America/Los_Angeles", "America/Vancouver", "America/Toronto", "UTC",
)


@cache
def timezone_names() -> tuple[str, ...]:
    """The common zones first, then every other IANA name (for the field's suggestion list)."""
    rest = sorted(name for name in available_timezones() if name not in COMMON_TIMEZONES and "/" in name)
    return COMMON_TIMEZONES + tuple(rest)


class SignupForm(UserCreationForm):
    """Never says whether an address has an account: the view mails the address either way (a link that activates
    the new account, or a note to the account's owner) and answers the same page."""

    email = forms.EmailField(label=_("电子邮箱"), help_text=_("注册后须点击寄到此邮箱的链接启用账户；找回密码时也用。"))

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")

    def clean_email(self):
        return self.cleaned_data["email"].strip()


def surname_hints_text() -> str:
    """张、王→商；武、庚→羽；柳→宫；赵→角 (the names 吕才 cites, grouped by sound in the text's order)."""
    by_sound: dict[str, list[str]] = {}
    for surname, sound in SURNAME_HINTS.items():
        by_sound.setdefault(sound, []).append(surname)
    return "；".join(f"{'、'.join(names)}→{sound}" for sound, names in by_sound.items())


class HouseholdForm(forms.ModelForm):
    surname_sound = forms.ChoiceField(
        label=_("姓音（五姓修宅）"), required=False, widget=forms.RadioSelect,
        choices=[("", _("不填"))] + list(Household.Sound.choices),
        error_messages={"invalid_choice": _("姓音须为宫、商、角、徵、羽之一。")},
    )

    class Meta:
        model = Household
        fields = ("name", "surname_sound")

    def __init__(self, *args, owner, **kwargs):
        super().__init__(*args, **kwargs)
        self.owner = owner
        self.fields["surname_sound"].help_text = _(
            "书中未列姓氏归音之表，须自行选择；吕才驳五姓之说时举过数例（L759）：%(hints)s。"
            "此法书中亦以为不可信，只因时宪书载之而存。"
        ) % {"hints": surname_hints_text()}

    def clean_name(self):
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("请填写家庭名称。"), code="required")
        taken = Household.objects.filter(owner=self.owner, name=name).exclude(pk=self.instance.pk)
        if taken.exists():
            raise forms.ValidationError(_("您已有名为「%(name)s」的家庭。"), code="duplicate", params={"name": name})
        return name


ZI_CHOICES = (
    ("False", _("子正换日（默认）：23:00–24:00 出生仍算当日")),
    ("True", _("子初换日：23:00 起算次日（日柱用次日）")),
)

# The zones most members are born in, by the city people know them by (the rest are listed by their IANA name).
ZONE_CITIES = {
    "Asia/Shanghai": _("中国大陆"), "Asia/Hong_Kong": _("香港"), "Asia/Macau": _("澳门"),
    "Asia/Taipei": _("台北"), "Asia/Singapore": _("新加坡"), "Asia/Kuala_Lumpur": _("吉隆坡"), "Asia/Tokyo": _("东京"),
    "Asia/Seoul": _("首尔"), "Asia/Bangkok": _("曼谷"), "Australia/Sydney": _("悉尼"), "Europe/London": _("伦敦"),
    "Europe/Paris": _("巴黎"), "America/New_York": _("纽约"), "America/Chicago": _("芝加哥"),
    "America/Los_Angeles": _("洛杉矶"), "America/Vancouver": _("温哥华"), "America/Toronto": _("多伦多"),
    "UTC": _("协调世界时 (UTC)"),
}


def zone_city(name: str) -> str:
    """A time zone as a place: 东京 for Asia/Tokyo, Buenos Aires for America/Argentina/Buenos_Aires."""
    if name in ZONE_CITIES:
        return str(ZONE_CITIES[name])
    return name.rsplit("/", 1)[-1].replace("_", " ")


LUNAR_MONTHS = [(str(i + 1), name) for i, name in enumerate(api.LUNAR_MONTH_NAMES)]
LUNAR_DAYS = [(str(day), api.lunar_day_name(day)) for day in range(1, 31)]
FIRST_LUNAR_YEAR, LAST_LUNAR_YEAR = 1900, 2099  # lunar 1900 runs into 1901 (冬月, 腊月); 2099 is whole


class MemberForm(forms.ModelForm):
    """A member's birth data. The birthday is entered as a civil date or as a lunar one (year, month, 闰, day),
    which is stored as the civil date it falls on. A date after today is refused once with a warning and
    saved when `confirm_future` is ticked (an expected child)."""

    late_zi_next_day = forms.TypedChoiceField(
        label=_("早/晚子时"), choices=ZI_CHOICES, coerce=lambda value: value == "True", empty_value=False,
        widget=forms.RadioSelect, initial="False",
    )
    birth_calendar = forms.ChoiceField(
        label=_("生日历法"), choices=Member.Calendar.choices, required=False, widget=forms.RadioSelect,
        initial=Member.Calendar.SOLAR, error_messages={"invalid_choice": _("生日历法须为公历或农历。")},
    )
    lunar_year = forms.IntegerField(
        label=_("农历年"), required=False, min_value=FIRST_LUNAR_YEAR, max_value=LAST_LUNAR_YEAR,
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "class": "year-input"}),
        error_messages={"invalid": _("农历年份请写数字，如 1990。"),
                        "min_value": _("农历年份须在 1900 至 2099 之间。"),
                        "max_value": _("农历年份须在 1900 至 2099 之间。")},
    )
    lunar_month = forms.TypedChoiceField(label=_("农历月"), required=False, coerce=int, empty_value=None,
                                         choices=[("", "—")] + LUNAR_MONTHS)
    lunar_leap = forms.BooleanField(label=_("闰月"), required=False)
    lunar_day = forms.TypedChoiceField(label=_("农历日"), required=False, coerce=int, empty_value=None,
                                       choices=[("", "—")] + LUNAR_DAYS)
    confirm_future = forms.BooleanField(label=_("确认：出生日期确在今天之后（如预产期）"), required=False)

    LUNAR_FIELDS = ("lunar_year", "lunar_month", "lunar_leap", "lunar_day")

    class Meta:
        model = Member
        fields = ("name", "sex", "birth_calendar", "birth_date", "birth_time", "birth_place", "birth_longitude",
                  "timezone", "late_zi_next_day", "true_solar_time")
        widgets = {
            "sex": forms.RadioSelect,
            "birth_date": forms.DateInput(
                format="%Y-%m-%d", attrs={"type": "date", "min": "1901-01-01", "max": "2099-12-31"}
            ),
            "birth_time": forms.TimeInput(format="%H:%M", attrs={"type": "time"}),
            "birth_place": forms.TextInput(attrs={"list": "place-names", "autocomplete": "off"}),
            "birth_longitude": forms.NumberInput(attrs={"step": "0.01", "min": "-180", "max": "180",
                                                        "inputmode": "decimal"}),
            "timezone": forms.TextInput(attrs={"list": "timezone-names", "autocomplete": "off", "spellcheck": "false"}),
        }
        help_texts = {
            "birth_date": _("公历，1901-01-01 至 2099-12-31。"),
            "birth_time": _("可不填：不填则不排时柱。记到分钟；出生那一分钟内若交节，页面会注明。"),
            "birth_place": _("可不填；填本站所列城市（列表中可选）即知其经度，可按真太阳时排。"),
            "timezone": _("出生地当时所用的时区，如中国大陆 Asia/Shanghai；出生时间按此换算为北京时间，夏令时按时区资料扣除。"),
        }
        error_messages = {
            "name": {"required": _("请填写姓名。")},
            "sex": {"required": _("请选择性别。"), "invalid_choice": _("性别须为「男」或「女」。")},
            "birth_date": {"invalid": _("出生日期格式应为 YYYY-MM-DD，如 1990-05-15。")},
            "birth_time": {"invalid": _("出生时间格式应为 HH:MM，如 14:30。")},
            "birth_longitude": {"invalid": _("经度请写数字，如 121.46（西经写负数）。"),
                                "min_value": _("经度须在 −180 至 180 度之间（东经为正，西经为负）。"),
                                "max_value": _("经度须在 −180 至 180 度之间（东经为正，西经为负）。")},
            "timezone": {"required": _("请填写时区，如 Asia/Shanghai。")},
        }

    def __init__(self, *args, today=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.today = today or api.today()
        self.fields["sex"].choices = Member.Sex.choices  # two radios, no blank “select an option”
        self.fields["birth_calendar"].choices = Member.Calendar.choices
        self.future_warning = False
        if not self.is_bound and self.instance.birth_date and self.instance.birth_calendar == Member.Calendar.LUNAR:
            lunar = api.lunar_date(self.instance.birth_date)
            self.initial.update(lunar_year=lunar.year, lunar_month=str(lunar.month), lunar_leap=lunar.leap,
                                lunar_day=str(lunar.day))

    def clean_name(self):
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("请填写姓名。"), code="required")
        return name

    def clean_timezone(self):
        return self.cleaned_data["timezone"].strip()

    def clean_birth_place(self):
        return self.cleaned_data["birth_place"].strip()

    def clean_birth_calendar(self):
        return self.cleaned_data["birth_calendar"] or Member.Calendar.SOLAR

    def _lunar_birth_date(self, cleaned):
        """The civil date of the lunar birthday typed, None when none was, or an error on the lunar fields."""
        parts = [cleaned.get(name) for name in ("lunar_year", "lunar_month", "lunar_day")]
        if any(name in self.errors for name in self.LUNAR_FIELDS):
            return None
        if all(part is None for part in parts):
            return None
        if any(part is None for part in parts):
            self.add_error("lunar_year", forms.ValidationError(_("农历生日请填全年、月、日。"), code="lunar_incomplete"))
            return None
        try:
            return api.check_birth_date(api.lunar_to_solar(*parts, leap=bool(cleaned.get("lunar_leap"))))
        except AlmanacInputError as error:
            self.add_error("lunar_year", forms.ValidationError(_(error.msgid) % error.params, code="lunar_date"))
            return None

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("birth_calendar") == Member.Calendar.LUNAR:
            self.errors.pop("birth_date", None)  # the date input is not read: the lunar fields are
            cleaned["birth_date"] = self._lunar_birth_date(cleaned)
            if cleaned["birth_date"] is None and "lunar_year" in self.errors:
                return cleaned
        if (
            cleaned.get("birth_time") is not None
            and cleaned.get("birth_date") is None
            and "birth_date" not in self.errors
        ):
            self.add_error("birth_time", forms.ValidationError(TIME_WITHOUT_DATE, code="time_without_date"))
        self._check_future(cleaned)
        return cleaned

    def _check_future(self, cleaned) -> None:
        born = cleaned.get("birth_date")
        if born is None or not api.FIRST_SUPPORTED <= born <= api.LAST_SUPPORTED:
            return  # no date, or one the range check refuses anyway
        try:
            api.check_birth_not_future(born, self.today)
        except FutureBirthDate as error:
            self.future_warning = True
            if not cleaned.get("confirm_future"):
                where = "lunar_year" if cleaned.get("birth_calendar") == Member.Calendar.LUNAR else "birth_date"
                message = _("%(text)s。若确是如此（如预产期），请勾选下面的确认再保存。") % {
                    "text": _(error.msgid) % error.params}
                self.add_error(where, forms.ValidationError(message, code="future_birth_date"))

    def member_fields(self) -> dict:
        """The cleaned values, as services.create_member / update_member take them."""
        return {name: self.cleaned_data[name] for name in self._meta.fields}


class PersonalDayForm(forms.Form):
    """Which day to judge for a member (GET)."""

    date = forms.DateField(
        label=_("日期"),
        widget=forms.DateInput(format="%Y-%m-%d", attrs={"type": "date", "min": "1901-01-01", "max": "2099-12-31"}),
        error_messages={"invalid": _("日期格式应为 YYYY-MM-DD。")},
    )


class WeddingForm(forms.Form):
    """A couple and a date range for the 嫁娶 page (GET); members come from the household."""

    bride = forms.TypedChoiceField(label=_("新娘"), coerce=int)
    groom = forms.TypedChoiceField(label=_("新郎"), coerce=int)
    start = forms.DateField(label=_("自"), widget=forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"}))
    end = forms.DateField(label=_("至"), widget=forms.DateInput(format="%Y-%m-%d", attrs={"type": "date"}))
    weng_living = forms.BooleanField(label=_("翁（男方父亲）在堂"), required=False, initial=True)
    gu_living = forms.BooleanField(label=_("姑（男方母亲）在堂"), required=False, initial=True)

    MAX_DAYS = 366

    def __init__(self, *args, members, **kwargs):
        super().__init__(*args, **kwargs)
        choices = [(m.pk, f"{m.name}（{m.get_sex_display()}）") for m in members]
        self.fields["bride"].choices = choices
        self.fields["groom"].choices = choices

    def clean(self):
        cleaned = super().clean()
        start, end = cleaned.get("start"), cleaned.get("end")
        if cleaned.get("bride") is not None and cleaned.get("bride") == cleaned.get("groom"):
            self.add_error("groom", _("新娘与新郎须是两个人。"))
        if start and end:
            if end < start:
                self.add_error("end", _("结束日早于开始日。"))
            elif (end - start).days + 1 > self.MAX_DAYS:
                self.add_error("end", _("一次最多查一年（366 日）。"))
        return cleaned


class DeleteAccountForm(forms.Form):
    """Deleting an account asks for its password once more."""

    password = forms.CharField(label=_("密码"), strip=False, widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}))

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_password(self):
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError(_("密码不对。"), code="password_incorrect")
        return password
