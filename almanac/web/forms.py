"""Forms: the date search (GET, shareable)."""

from datetime import date, timedelta

from django import forms
from django.utils.translation import gettext_lazy as _

from almanac.core import api
from almanac.core.errors import AlmanacInputError


def activity_choices():
    groups: dict[str, list[tuple[str, str]]] = {}
    for activity in api.ACTIVITIES:
        groups.setdefault(activity.group or "其他", []).append((activity.name, activity.name))
    return [("", "——")] + [(group, items) for group, items in groups.items()]


DATE_LIMITS = {"type": "date", "min": api.FIRST_SUPPORTED.isoformat(), "max": api.LAST_SUPPORTED.isoformat()}


class SearchForm(forms.Form):
    activity = forms.ChoiceField(label=_("事项"), choices=activity_choices)
    # <input type="date"> takes only yyyy-mm-dd: without the format, 简体/繁體 pages rendered 2026/12/02 and
    # the fields came up blank.
    start = forms.DateField(label=_("自"), widget=forms.DateInput(format="%Y-%m-%d", attrs=DATE_LIMITS))
    end = forms.DateField(label=_("至"), widget=forms.DateInput(format="%Y-%m-%d", attrs=DATE_LIMITS))
    hours = forms.BooleanField(label=_("兼择时辰"), required=False)
    qimen = forms.BooleanField(label=_("只取奇门吉时"), required=False)
    member = forms.MultipleChoiceField(label=_("家人"), required=False, widget=forms.CheckboxSelectMultiple)

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
        if all(cleaned.get(field) for field in ("activity", "start", "end")):
            try:  # the one reading of a search, as the API and the CLI read it
                self.query = api.parse_search_query(
                    activity=cleaned["activity"], start=cleaned["start"], end=cleaned["end"],
                    hours=cleaned.get("hours", False), qimen=cleaned.get("qimen", False),
                )
            except AlmanacInputError as error:
                raise forms.ValidationError(_(error.msgid) % error.params) from None
        return cleaned


def default_range(today: date) -> tuple[date, date]:
    return today, today + timedelta(days=90)
