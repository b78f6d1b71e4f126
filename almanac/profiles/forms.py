"""Sign-up, household and member forms. Rejected input is re-rendered as typed (views answer 400)."""

from functools import cache
from zoneinfo import available_timezones

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from almanac.core.api import SURNAME_HINTS
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


class MemberForm(forms.ModelForm):
    late_zi_next_day = forms.TypedChoiceField(
        label=_("早/晚子时"), choices=ZI_CHOICES, coerce=lambda value: value == "True", empty_value=False,
        widget=forms.RadioSelect, initial="False",
    )

    class Meta:
        model = Member
        fields = ("name", "sex", "birth_date", "birth_time", "birth_place", "timezone", "late_zi_next_day")
        widgets = {
            "sex": forms.RadioSelect,
            "birth_date": forms.DateInput(
                format="%Y-%m-%d", attrs={"type": "date", "min": "1901-01-01", "max": "2099-12-31"}
            ),
            "birth_time": forms.TimeInput(format="%H:%M", attrs={"type": "time"}),
            "timezone": forms.TextInput(attrs={"list": "timezone-names", "autocomplete": "off", "spellcheck": "false"}),
        }
        help_texts = {
            "birth_date": _("公历，1901-01-01 至 2099-12-31。"),
            "birth_time": _("可不填：不填则不排时柱。"),
            "birth_place": _("可不填，仅作记录；换算时间用下面的时区。"),
        }
        error_messages = {
            "name": {"required": _("请填写姓名。")},
            "sex": {"required": _("请选择性别。"), "invalid_choice": _("性别须为「男」或「女」。")},
            "birth_date": {"invalid": _("出生日期格式应为 YYYY-MM-DD，如 1990-05-15。")},
            "birth_time": {"invalid": _("出生时间格式应为 HH:MM，如 14:30。")},
            "timezone": {"required": _("请填写时区，如 Asia/Shanghai。")},
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["sex"].choices = Member.Sex.choices  # two radios, no blank “select an option”

    def clean_name(self):
        name = self.cleaned_data["name"].strip()
        if not name:
            raise forms.ValidationError(_("请填写姓名。"), code="required")
        return name

    def clean_timezone(self):
        return self.cleaned_data["timezone"].strip()

    def clean(self):
        cleaned = super().clean()
        if (
            cleaned.get("birth_time") is not None
            and cleaned.get("birth_date") is None
            and "birth_date" not in self.errors
        ):
            self.add_error("birth_time", forms.ValidationError(TIME_WITHOUT_DATE, code="time_without_date"))
        return cleaned

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
        choices = [(m.pk, m.name) for m in members]
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
