"""A note as a reader sees it in their language (the fallback rule is in selectors.py).

A zh-hans note shown to a zh-hant reader is converted to traditional characters with the site's own
converter (almanac.web.i18n, OpenCC s2tw plus the almanac's fixed characters) and says so; shown to an
English reader it stays in Chinese, marked lang="zh-Hans", with a notice.
"""

from dataclasses import dataclass

from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from almanac.core import api
from almanac.notes.models import Language, RuleNote
from almanac.notes.rendering import render_markdown
from almanac.notes.selectors import normalize_language

HTML_LANG = {Language.ZH_HANS: "zh-Hans", Language.ZH_HANT: "zh-Hant", Language.EN: "en"}


@dataclass(frozen=True)
class ReaderNote:
    note: RuleNote
    title: str
    body_html: SafeString
    citation: str
    lang: str  # the HTML lang of the text as shown
    notice: str  # '' unless the note stands in for a missing translation

    @property
    def pk(self) -> int:
        return self.note.pk


def _traditional(text: str) -> str:
    from almanac.web.i18n import to_traditional

    return to_traditional(text)


def for_reader(note: RuleNote, language: str) -> ReaderNote:
    language = normalize_language(language)
    # The editors write seed codes ('001 §阴阳大会 L159', '种子 001'): the reader sees the book and volume, in
    # the note's own language (its text is).
    title, body, citation = (api.cite_in_text(text, note.language) for text in (note.title, note.body, note.citation))
    lang = HTML_LANG.get(note.language, "zh-Hans")
    notice = ""
    if note.language != language:
        if language == Language.ZH_HANT and note.language == Language.ZH_HANS:
            title, body = _traditional(title), _traditional(body)
            citation = _traditional(citation)
            lang = HTML_LANG[Language.ZH_HANT]
            notice = _("此注暂无繁体版，据简体注自动转换。")
        elif language == Language.EN:
            notice = _("This note has not been translated; it is shown in Chinese.")
        else:
            notice = _("此注暂无本语言版本，以简体中文显示。")
    return ReaderNote(
        note=note,
        title=title,
        body_html=render_markdown(body),
        citation=citation,
        lang=lang,
        notice=notice,
    )
