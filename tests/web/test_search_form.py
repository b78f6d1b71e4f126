"""The search form's date inputs, written out (forms.WrittenDateInput), are what Django's templates write."""

from datetime import date

import pytest
from django import forms

from almanac.web.forms import DATE_LIMITS, SearchForm, WrittenDateInput

VALUES = (None, "", date(2026, 12, 2), "2026-12-02", '2026"<b>&amp;\'', "９", ("a", "b"))
ATTRS = (None, {"id": "id_start", "required": True}, {"id": "x", "aria-invalid": "true", "disabled": False, "n": 3})


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("attrs", ATTRS)
def test_written_date_input_is_the_templates_markup(value, attrs):
    written = WrittenDateInput(format="%Y-%m-%d", attrs=DATE_LIMITS)
    templated = forms.DateInput(format="%Y-%m-%d", attrs=DATE_LIMITS)
    assert written.render("start", value, attrs) == templated.render("start", value, attrs)


@pytest.mark.parametrize("data", ({"activity": "祭祀", "start": "2026-12-01", "end": "2027-12-01"},
                                  {"activity": "祭祀", "start": "2026-13-01", "end": "x\"<"}, {}))
def test_the_forms_date_fields_render_as_the_templates_would(data):
    form = SearchForm(data or None)
    form.is_valid() if data else None
    for name in ("start", "end"):
        field = form[name]
        templated = field.as_widget(widget=forms.DateInput(format="%Y-%m-%d", attrs=DATE_LIMITS))
        assert str(field) == templated
