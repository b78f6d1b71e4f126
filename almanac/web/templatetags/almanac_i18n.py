"""Template tags for the three languages: almanac terms, English glosses, the language switch.

    {% load almanac_i18n %}
    {{ god.name|term }}                 simplified / traditional (zh-hant) / the Chinese term (en)
    {{ a.for|term|join:"、" }}          a list converts item by item; in en a weekday, direction or city
                                        is written in English ('星期二' → 'Tuesday', '北' → 'North')
    {{ name|zh }}                       the term (or any engine text with Chinese in it) in a span of its
                                        language, <span lang="zh-Hans">祭祀</span> (zh-Hant on zh-hant pages)
    {{ text|citation|zh_runs }}         in en, each run of Chinese in a mixed text marked so (citations)
    {{ god.name|gloss }}                the English gloss in en, '' otherwise
    {{ data.jianchu|gloss:"officer" }}  kind for the one-character names that have two readings
                                        (officer, mansion, grade, verdict, luminary, body)
    {% glossed god.name %}              the term, and in en its gloss beside it: <span class="term"
                                        lang="zh-Hans">祭祀</span> <span class="gloss" lang="en">Sacrifices</span>
    {{ a.good|zh_join }}                a list of terms, each `zh`, joined by the language's 、 (one call, not a loop)
    {{ cell.good|activity_run }}        a month cell's activities: each `zh`, glossed in en, 、 after a glossed one
    {% aka god.aliases %}               a god's other names after its name: （大败、咸池）, each citing its line
    {{ god.reading|reading }}           a god's reading name told for a reader (almanac/web/readings.py)
    {{ god.meaning|meaning }}           a god's meaning, in the page's language where the table's is English
    {{ key|source_label }}              a key of the day's `sources` (nayin, jianchu …) as a heading
    {% language_switch %}               the switch (a POST form to Django's set_language, next = this URL)
    {% language_switch oob=True %}      the same with hx-swap-oob, for htmx partials that change the URL
"""

import functools

from django import template
from django.conf import settings
from django.utils import translation
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext_lazy as _

from almanac.web import markup, readings
from almanac.web.glossary import gloss as _gloss
from almanac.web.glossary import plain_english
from almanac.web.i18n import (
    ENGLISH,
    TRADITIONAL,
    convert_term,
    mark_chinese,
    memo_for_plain_text,
    normalize_language,
    term_span,
)
from almanac.web.templatetags.almanac_memo import SLOT, around_slot
from almanac.web.templatetags.almanac_tags import citation_in

register = template.Library()


@register.filter(is_safe=True)
def term(value, language_code: str | None = None):
    """An almanac term for the active language (or the one given: {{ x|term:"zh-hant" }})."""
    language = language_code or get_language()
    if value is None or value == "":
        return ""
    if isinstance(value, str) and normalize_language(language) == ENGLISH and (english := plain_english(value)):
        return english  # a weekday, a direction, a city: everyday words, not terms of the almanac
    if isinstance(value, (list, tuple)):
        return [convert_term(item, language) for item in value]
    return convert_term(value, language)


@register.filter
def reading(value) -> str:
    """A god's reading name (the table's, often English) as a reader is told it in the page's language."""
    return readings.god_reading(str(value or ""), get_language())


@register.filter
def meaning(value) -> str:
    """A god's meaning in the page's language (the seed's words; the site's own for the good-day lists)."""
    return readings.god_meaning(str(value or ""), get_language())


@register.filter
def activity_reading(name) -> str:
    """The reading choices the site made for an activity's lists, in the page's language ('' for none)."""
    return readings.activity_reading(str(name or ""), get_language())


SOURCE_LABELS = {
    "nayin": _("纳音"), "jianchu": _("建除"), "huangdao": _("值神"), "mansion": _("二十八宿"), "clash": _("冲"),
    "sha": _("煞"), "pengzu": _("彭祖百忌"), "qimen": _("奇门"),
}


@register.filter
def source_label(key) -> str:
    """A key of the day's `sources` as the heading the page gives that fact."""
    return source_label_in(key, get_language())


@functools.lru_cache(maxsize=64)  # the labels' keys and the site's languages
def source_label_in(key, language: str | None) -> str:
    """`source_label` in `language` (whichever language is active: the answer is kept per language)."""
    with translation.override(language):
        return str(SOURCE_LABELS.get(key, key))


@register.filter
def gloss(value, kind: str | None = None) -> str:
    """The English gloss of an almanac term when the active language is English, else ''."""
    if normalize_language(get_language()) != ENGLISH:
        return ""
    return _gloss(value, kind or None) or ""


@register.simple_tag
def glossed(value, kind: str | None = None):
    """The term in the active language, marked with its language, followed in English by its gloss."""
    return glossed_in(value, kind, get_language())


def glossed_in(value, kind: str | None, language: str | None):
    """`glossed` in a language given (for the tags that write many terms: the language looked up once)."""
    return _glossed(value, kind, normalize_language(language))


@memo_for_plain_text(maxsize=16384)  # a term, its kind and one of three languages
def _glossed(value, kind: str | None, language: str):
    text = convert_term(value, language)
    lang = "zh-Hant" if language == TRADITIONAL else "zh-Hans"
    english = _gloss(value, kind) if language == ENGLISH else None
    if not english:
        return format_html('<span class="term" lang="{}">{}</span>', lang, text)
    return format_html(
        '<span class="term" lang="{}">{}</span> <span class="gloss" lang="en">{}</span>', lang, text, english
    )


@register.simple_tag
def aka(aliases) -> str:
    """A god's other names, to follow its name: （大败、咸池） — the day JSON's `aliases` ({name, source} with a
    source string) or the compass's (a source object). Each name is visible text, so the browser's find reaches the
    god by it; its title cites the seed line, in the page's script. Nothing when the seeds give no other name."""
    if not aliases:
        return ""
    page_language = get_language()
    language = normalize_language(page_language)

    def one(alias) -> str:
        return _alias(alias["name"], citation_in(alias["source"], page_language), language)

    if language == ENGLISH:
        return markup.format_html('<span class="aliases"> ({})</span>', markup.join_html(", ", map(one, aliases)))
    return markup.format_html('<span class="aliases">（{}）</span>', markup.join_html("、", map(one, aliases)))


@memo_for_plain_text(maxsize=4096)  # a name, its citation and one of three languages
def _alias(name, cited, language: str):
    lang = "zh-Hant" if language == TRADITIONAL else "zh-Hans"
    name_html = format_html('<span class="alias" lang="{}" title="{}">{}</span>', lang, convert_term(cited, language),
                            convert_term(name, language))
    english = _gloss(name) if language == ENGLISH else None
    return format_html('{} <span class="gloss" lang="en">{}</span>', name_html, english) if english else name_html


@register.filter
def zh(value):
    """An almanac term in a span that names its language, <span lang="zh-Hans">祭祀</span> (zh-Hant, converted, on
    zh-hant pages), so that an English page's reader and screen reader meet it as Chinese; a list gives a list.
    The everyday words `term` writes in English (weekdays, directions, cities) come out in English, unmarked."""
    return zh_in(value, get_language())


def zh_in(value, language: str | None):
    """`zh` in a language given."""
    if isinstance(value, (list, tuple)):
        return [zh_in(item, language) for item in value]
    if value is None or value == "":
        return ""
    return _zh(value, normalize_language(language))


@memo_for_plain_text(maxsize=16384)  # a text and one of three languages
def _zh(value, language: str | None):
    if normalize_language(language) == ENGLISH and (english := plain_english(str(value))):
        return english
    return term_span(value, language)


@register.filter(is_safe=True)
def zh_join(names):
    """Terms as `zh` gives each, joined by the language's enumeration comma: '<span lang="zh-Hans">天德</span>、…'."""
    return zh_join_in(names, get_language())


def zh_join_in(names, language: str | None):
    """`zh_join` in a language given (the active one's punctuation)."""
    separator = markup.translators(language)[1]("punctuation", "、")
    return mark_safe(conditional_escape(separator).join(conditional_escape(zh_in(name, language)) for name in names))


@register.filter
def activity_run(names):
    """A month cell's list of activities as one run of HTML (the grid has 42 cells of them; one call each instead
    of a template loop of filters per name): each name as `zh` gives it, in English with its gloss after it, a
    glossed name followed by 、 and an unglossed one by a space."""
    return _activity_run(tuple(names), normalize_language(get_language()))


@functools.lru_cache(maxsize=4096)  # a pure function of a short tuple of names and one of three languages
def _activity_run(names: tuple[str, ...], language: str):
    with translation.override(language):
        punctuation = pgettext("punctuation", "、")
        parts = []
        for i, name in enumerate(names):
            english = _gloss(name) if language == ENGLISH else None
            text = zh(name)
            parts.append(format_html('{} <span class="gloss" lang="en">{}</span>', text, english) if english else text)
            if i < len(names) - 1:
                parts.append(punctuation if english else " ")
        return mark_safe("".join(conditional_escape(p) for p in parts))


@register.filter
def zhg(value, kind: str | None = None):
    """A term as `zh` gives it and, on an English page, its gloss after it: '<span lang="zh-Hans">凶</span> <span
    class="gloss" lang="en">Inauspicious</span>'; on a Chinese page the bare term ({% glossed %} always spans it)."""
    return zhg_in(value, kind, get_language())


def zhg_in(value, kind: str | None, language: str | None):
    """`zhg` in a language given."""
    text = zh_in(value, language)
    english = _gloss(value, kind or None) if text and normalize_language(language) == ENGLISH else None
    return format_html('{} <span class="gloss" lang="en">{}</span>', text, english) if english else text


@register.simple_tag
def zh_lang() -> str:
    """The lang attribute of the page's Chinese terms: zh-Hant on zh-hant pages, else zh-Hans ({% zh_lang as ZH %},
    for markup the `zh` filter cannot wrap: an SVG <text>)."""
    return "zh-Hant" if normalize_language(get_language()) == TRADITIONAL else "zh-Hans"


@register.filter
def zh_runs(value):
    """On an English page, each run of Chinese in a mixed text in a span of its language ('Xieji Bianfang Shu ·
    <span lang="zh-Hans">用日法</span> · L511'): for citations and engine sentences that cite in English. On a
    Chinese page the text as it is (the page is Chinese)."""
    return zh_runs_in(value, get_language())


def zh_runs_in(value, language: str | None):
    """`zh_runs` in a language given."""
    if normalize_language(language) != ENGLISH:
        return value
    if type(value) is str:
        return _mark_chinese(value, language)
    return mark_chinese(value, language)


# Citations repeat from page to page: the same few hundred seed lines.
_mark_chinese = functools.lru_cache(maxsize=4096)(mark_chinese)


@register.simple_tag(takes_context=True)
def language_switch(context, oob: bool = False):
    """The language switch: one submit button per language, back to the page it was on.

    A plain POST form to django.views.i18n.set_language: works without JavaScript, and set_language itself
    refuses a `next` that leaves the site. It carries no CSRF token (almanac.urls exempts the switch: forcing a
    visitor's language harms nobody), so a page with it is the same for every visitor and a shared cache may
    keep it (almanac/web/caching.py).

    Its template is rendered once per language (almanac_memo.around_slot); `next`, this page's path, is put in.
    """
    request = context.get("request")
    oob = bool(oob)
    next_path = request.get_full_path() if request is not None else "/"
    template = context.template.engine.get_template("almanac/_language_switch.html")
    if not context.autoescape:
        return template.render(context.new(_language_switch_context(next_path, oob)))
    head, tail = around_slot(("language_switch", oob),
                             lambda: template.render(context.new(_language_switch_context(SLOT, oob))))
    return SafeString(head + markup.escape_html(next_path) + tail)


def _language_switch_context(next_path: str, oob: bool) -> dict:
    current = normalize_language(get_language())
    # settings.LANGUAGES names each language in itself (简体中文, 繁體中文, English): shown untranslated.
    languages = [
        {"code": code, "name": name, "current": normalize_language(code) == current}
        for code, name in settings.LANGUAGES
    ]
    return {"next": next_path, "languages": languages, "oob": oob}
