from django import forms
from django.utils.translation import gettext_lazy as _

from almanac.notes.models import Language
from almanac.notes.subjects import SubjectKind


class NotesFilterForm(forms.Form):
    """The index page's filter (GET): kind, subject, language ('' = the reader's, with the fallback)."""

    kind = forms.ChoiceField(label=_("类别"), required=False, choices=[("", _("全部"))] + SubjectKind.choices)
    subject = forms.CharField(label=_("主题"), required=False, max_length=64)
    lang = forms.ChoiceField(
        label=_("语言"), required=False, choices=[("", _("当前语言（缺则简体）"))] + Language.choices
    )
