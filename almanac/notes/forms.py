from django import forms
from django.utils.translation import gettext_lazy as _

from almanac.notes.models import Language
from almanac.notes.subjects import SubjectKind


class LanguageSelect(forms.Select):
    """Each language named in itself, marked with its own language (as the site's language switch does)."""

    def create_option(self, name, value, *args, **kwargs):
        option = super().create_option(name, value, *args, **kwargs)
        if value:
            option["attrs"]["lang"] = value
        return option


class NotesFilterForm(forms.Form):
    """The index page's filter (GET): kind, subject, language ('' = the reader's, with the fallback)."""

    kind = forms.ChoiceField(label=_("类别"), required=False, choices=[("", _("全部"))] + SubjectKind.choices)
    subject = forms.CharField(label=_("主题"), required=False, max_length=64)
    lang = forms.ChoiceField(
        label=_("语言"), required=False, choices=[("", _("当前语言（缺则简体）"))] + Language.choices,
        widget=LanguageSelect,
    )
