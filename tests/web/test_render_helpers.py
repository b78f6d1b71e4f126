"""The helpers of the tags that write a page's long loops in one call: the same URLs as reverse(), the same escaping
as django.utils.html (the pages themselves are compared byte for byte before and after such a change)."""

import pytest
from django.urls import reverse
from django.utils import html as django_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy

from almanac.core import api
from almanac.web.markup import escape_html, format_html, join_html, slotted_url


def test_a_slotted_url_is_the_reversed_one_for_every_activity_and_branch():
    why = slotted_url("day-activity", 2024, 2, 10)
    for activity in api.ACTIVITIES:
        assert why(activity.name) == reverse("day-activity", args=(2024, 2, 10, activity.name))
    qimen = slotted_url("day-qimen", 1901, 12, 31)
    for branch in api.BRANCHES:
        assert qimen(branch) == reverse("day-qimen", args=(1901, 12, 31, branch))


@pytest.mark.parametrize("odd", ["a b", "100%", "?x=1&y", "#", "'\"<>", "SLOT", "（事类总集）"])
def test_a_slotted_url_quotes_as_reverse_does(odd):
    assert slotted_url("day-activity", 2024, 2, 10)(odd) == reverse("day-activity", args=(2024, 2, 10, odd))


def test_a_slotted_url_gives_nothing_where_url_as_would():
    assert slotted_url("day-activity", 2024, 2, 10)("a/b") == ""
    assert slotted_url("day-activity", 2024, 2, 10)("") == ""


@pytest.mark.parametrize("value", ["<b>&'\"</b>", mark_safe("<b>x</b>"), gettext_lazy("后一日"), 3, None, ""])
def test_markup_escapes_as_django_does(value):
    assert escape_html(value) == django_html.conditional_escape(value)
    assert format_html("<i>{}</i>{}", value, value) == django_html.format_html("<i>{}</i>{}", value, value)
    assert isinstance(format_html("{}", value), SafeString)
    assert join_html(", ", [value, "<"]) == django_html.conditional_escape(", ").join(
        django_html.conditional_escape(v) for v in (value, "<"))
