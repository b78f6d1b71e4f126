"""Forms: the date search (GET, shareable)."""

import functools
import itertools
from datetime import date, timedelta

from django import forms
from django.conf import settings
from django.utils.choices import BaseChoiceIterator
from django.utils.translation import get_language, gettext_noop
from django.utils.translation import gettext_lazy as _

from almanac.core import api
from almanac.core.errors import AlmanacInputError
from almanac.web.glossary import label


class SharedChoices(BaseChoiceIterator):
    """A field's choices that no form changes, shared by every copy of the form: as one of Django's choice iterators
    they are not normalized again at each read, and they are not copied with each form (Django deep-copies a form's
    fields, its choices with them: ~0.3 ms of a search page, with the activities' choices normalized twice)."""

    def __init__(self, choices=()):
        self.choices = tuple(choices)

    def __iter__(self):
        return iter(self.choices)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class ActivityChoices(SharedChoices):
    """The activities by group, labelled in the page's language (read when the form is checked and shown): the
    name, in traditional characters on zh-hant pages and as its English on English ones; the value is the name."""

    def __iter__(self):
        return iter(_activity_choices(get_language()))


@functools.lru_cache(maxsize=8)  # read twice a search (checking the value, the select's required attribute)
def _activity_choices(language: str) -> tuple:
    groups: dict[str, list[tuple[str, str]]] = {}
    for activity in api.ACTIVITIES:
        groups.setdefault(activity.group or "其他", []).append((activity.name, label(activity.name, language)))
    return (("", "——"),) + tuple((label(group, language), tuple(items)) for group, items in groups.items())


class RememberedRendering:
    """A widget whose HTML, as Django renders it, is kept for each language, value and attributes: for a field whose
    choices (if any) are fixed when it is declared and read only the language (the activities, the grades, the
    orders, the checkboxes). Rendering the activities' 47 options through the form renderer's templates was ~3 ms
    of every search page, each checkbox ~0.15 ms."""

    _declared = itertools.count()  # one number for each field declared with it, shared by the form's copies
    _rendered: dict = {}
    LIMIT = 2048  # the value comes from the URL and may be any text: past this many the memory starts over

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.field_number = next(self._declared)

    def render(self, name, value, attrs=None, renderer=None):
        key = (self.field_number, get_language(), name, repr(value), tuple(sorted((attrs or {}).items())))
        html = self._rendered.get(key)
        if html is None:
            if len(self._rendered) >= self.LIMIT:
                self._rendered.clear()
            html = self._rendered[key] = super().render(name, value, attrs, renderer)
        return html


class RememberedSelect(RememberedRendering, forms.Select):
    pass


class RememberedCheckbox(RememberedRendering, forms.CheckboxInput):
    pass


DATE_LIMITS = {"type": "date", "min": api.FIRST_SUPPORTED.isoformat(), "max": api.LAST_SUPPORTED.isoformat()}

# The minimum grade: the value is the grade's name (as /api/search takes it), the label says what it keeps.
MIN_GRADE_CHOICES = SharedChoices([
    ("", _("不限")), ("上吉", _("只取上吉")), ("吉", _("吉及以上")), ("平", _("平及以上")), ("凶", _("凶及以上")),
])
SORT_CHOICES = SharedChoices([("rank", _("按评分")), ("date", _("按日期"))])
VIEWS = ("list", "calendar")


class SearchForm(forms.Form):
    activity = forms.ChoiceField(label=_("事项"), choices=ActivityChoices(), widget=RememberedSelect)
    # <input type="date"> takes only yyyy-mm-dd: without the format, 简体/繁體 pages rendered 2026/12/02 and
    # the fields came up blank.
    start = forms.DateField(label=_("自"), widget=forms.DateInput(format="%Y-%m-%d", attrs=DATE_LIMITS))
    end = forms.DateField(label=_("至"), widget=forms.DateInput(format="%Y-%m-%d", attrs=DATE_LIMITS))
    hours = forms.BooleanField(label=_("兼择时辰"), required=False, widget=RememberedCheckbox)
    qimen = forms.BooleanField(label=_("只取奇门吉时"), required=False, widget=RememberedCheckbox)
    member = forms.MultipleChoiceField(label=_("家人"), required=False, widget=forms.CheckboxSelectMultiple)
    # Named for what it does: a make-up working Saturday (班) is no day off, a holiday on a weekday is.
    days_off = forms.BooleanField(
        label=_("只取休息日：周末与法定节假日"), required=False, widget=RememberedCheckbox,
        help_text=_("周六、周日与法定节假日放假之日；调休上班的周末（班）不算。未收录节假日安排的年份只看周末。"),
    )
    min_grade = forms.ChoiceField(label=_("最低评级"), choices=MIN_GRADE_CHOICES, required=False, widget=RememberedSelect)
    sort = forms.ChoiceField(label=_("排序"), choices=SORT_CHOICES, required=False, widget=RememberedSelect)
    # How the results are shown (list or calendar): kept by the form, switched by links above the results.
    view = forms.ChoiceField(choices=SharedChoices((v, v) for v in VIEWS), required=False, widget=forms.HiddenInput)

    def __init__(self, data=None, *, member_choices=(), **kwargs):
        # The URL names the dates from= and to= (shareable links); the fields are start/end.
        if data is not None:
            data = data.copy()
            for url_name, field in (("from", "start"), ("to", "end")):
                if url_name in data and field not in data:
                    data[field] = data[url_name]
        super().__init__(data, **kwargs)
        self.fields["member"].choices = list(member_choices)
        if not member_choices:
            del self.fields["member"]  # visitors, and users without members, search for the day alone

    def clean(self):
        cleaned = super().clean()
        self.filters = self._filters(cleaned)
        if all(cleaned.get(field) for field in ("activity", "start", "end")):
            try:  # the one reading of a search, as the API and the CLI read it
                self.query = api.parse_search_query(
                    activity=cleaned["activity"], start=cleaned["start"], end=cleaned["end"],
                    hours=cleaned.get("hours", False), qimen=cleaned.get("qimen", False),
                )
            except AlmanacInputError as error:
                raise forms.ValidationError(_(error.msgid) % error.params) from None
            chosen = len(set(cleaned.get("member") or ()))
            problem = member_search_problem(chosen, (self.query.end - self.query.start).days + 1)
            if problem is not None:
                _english, msgid, params = problem
                self.add_error("member" if "member" in self.fields else None, _(msgid) % params)
        return cleaned


    def _filters(self, cleaned):
        """The filters as the core reads them for /api/search too; the choice fields have checked their values,
        the checkbox is read from what was sent (a box sends "on"; "maybe" is refused as the API refuses it)."""
        raw = self.data.get("days_off") if self.data else None
        try:
            return api.parse_search_filters(days_off=raw, min_grade=cleaned.get("min_grade"), sort=cleaned.get("sort"))
        except AlmanacInputError as error:
            self.add_error("days_off", _(error.msgid) % error.params)
            return api.SearchFilters()


def member_search_problem(members: int, days: int) -> tuple[str, str, dict] | None:
    """Why a search for `members` chosen members over `days` days is past the account's limits, as (English
    text for the API, msgid, params), or None. Its cost grows with members × days (settings.ACCOUNT_LIMITS)."""
    most_members = settings.ACCOUNT_LIMITS["search_members"]
    budget = settings.ACCOUNT_LIMITS["search_member_days"]
    if members > most_members:
        return (f"too many members: at most {most_members} per search, {members} asked",
                gettext_noop("一次最多为 %(max)s 位家人择日（选了 %(count)s 位）。"), {"max": most_members, "count": members})
    if members and members * days > budget:
        most_days = budget // members
        return (f"a search for {members} members covers at most {most_days} days at a time "
                f"(members × days ≤ {budget}); this range has {days}",
                gettext_noop("为 %(count)s 位家人择日，一次最多查 %(days)s 日（家人数 × 日数不超过 %(budget)s）；此范围 %(asked)s 日。"),
                {"count": members, "days": most_days, "budget": budget, "asked": days})
    return None


def default_range(today: date) -> tuple[date, date]:
    return today, today + timedelta(days=90)
