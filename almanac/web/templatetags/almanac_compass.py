"""The compass page's long loops, each one tag instead of a template loop of tags and filters per item.

    {% load almanac_compass %}
    {% ring_marks ring english ZH %}                 the ring's palaces, ticks, degrees and cardinal points
    {% ring_sectors ring english ZH use_name %}      the 24 mountains' sectors, each a link to its sitting
    {% ring_outlines ring.sectors "facing" %}        the outline of the facing (or "selected") mountain
    {% mountain_rows data.mountains query_base show_rejected punct %}   the rows of the table of each mountain's gods
    {% solar_month_items months %}                   the <li>s of the year's twelve solar months
    {% sit_links names query_base punct %}           mountains, each a link to its sitting, separated by 、
    {% other_god_items data.readings "readings" punct %}   the <li>s of the other readings' gods (or "unplaced")

The same bytes the loops wrote, from the same filters (their language-given forms: the language looked up once).
The fixed marks depend on the orientation and the language only: rendered once for each from their template
(almanac/_compass_ring_marks.html) and kept.
"""

import functools

from django import template
from django.template.defaultfilters import floatformat, urlencode
from django.template.loader import get_template
from django.utils.formats import localize
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from almanac.notes.templatetags.rule_notes import markers_for
from almanac.web import glossary, readings
from almanac.web.dates import date_writer
from almanac.web.markup import escape_html, format_html, join_html, ui
from almanac.web.templatetags.almanac_i18n import aka, glossed_in, term, zh_in, zh_runs_in, zhg_in
from almanac.web.templatetags.almanac_tags import citation_in, cite_lines

register = template.Library()


@register.simple_tag
def ring_marks(ring, english, zh_lang):
    """The ring's fixed marks: a pure function of their geometry (the orientation's), `english`, the lang attribute
    of the Chinese and the language."""
    return _ring_marks(tuple(ring.palaces), tuple(ring.ticks), tuple(ring.degrees), tuple(ring.cardinals), english,
                       zh_lang, get_language())


@functools.lru_cache(maxsize=32)  # two orientations × three languages
def _ring_marks(palaces, ticks, degrees, cardinals, english, zh_lang, language):
    context = {"ring": {"palaces": palaces, "ticks": ticks, "degrees": degrees, "cardinals": cardinals},
               "english": english, "ZH": zh_lang}
    # The file's last newline is the including line's own.
    return SafeString(get_template("almanac/_compass_ring_marks.html").render(context).removesuffix("\n"))


_SECTOR = (
    "\n      "
    '<a id="mountain-{}" href="{}" hx-get="{}" hx-target="#verdict" hx-swap="innerHTML" hx-push-url="true"{}'
    ' aria-label="{} · {}">'
    '\n        <path d="{}" class="sector {}{}{}"></path>'
    '\n        <text x="{}" y="{}" dy="-7" class="sector-label" lang="{}">{}</text>'
    "\n        "
    "\n        {}"
    "\n      </a>"
)


@register.simple_tag
def ring_sectors(ring, english, zh_lang, use_name):
    """The 24 mountains as links: the sector coloured by its level for the chosen use, its name, and in English its
    romanisation, else its level."""
    language = get_language()
    if type(use_name) is not str:  # kept only for a plain text (a SafeString is not escaped again)
        return join_html("", (_sector(s, english, zh_lang, use_name, language) for s in ring.sectors))
    return SafeString("".join(_kept_sector(s, english, zh_lang, use_name, language) for s in ring.sectors))


def _sector(s, english, zh_lang, use_name, language):
    said = _("%(use)s：%(level)s")
    x, y = localize(s.x), localize(s.y)
    name = term(s.name, language)
    level = SafeString(said % {"use": escape_html(use_name),
                               "level": escape_html(glossary.label(s.level, language, "level"))})
    if english:
        second = format_html('<text x="{}" y="{}" dy="11" class="sector-pinyin">{}</text>\n        ', x, y, s.pinyin)
    else:
        second = format_html('<text x="{}" y="{}" dy="11" class="sector-level" lang="{}">{}</text>', x, y, zh_lang,
                             term(s.level, language))
    return format_html(
        _SECTOR, s.index, s.href, s.href, SafeString(' aria-current="true"') if s.selected else "",
        s.pinyin if english else name, level, s.path, s.tone, " selected" if s.selected else "",
        " facing" if s.facing else "", x, y, zh_lang, name, second,
    )


# A sector (its place, level, link and state: compass_page.Sector) for a language: a few thousand.
_kept_sector = functools.lru_cache(maxsize=4096)(_sector)


@register.simple_tag
def ring_outlines(sectors, which):
    """The outline drawn over the facing or the selected mountain (nothing when there is none)."""
    return join_html("", (format_html('<path d="{}" class="{}-outline"></path>', s.path, which)
                          for s in sectors if getattr(s, which)))


_MOUNTAIN_HEAD = '\n        <tr><th scope="row"><a href="?sit={}{}">{}</a> <small>{}{}°</small></th>\n          <td>'


@register.simple_tag(takes_context=True)
def mountain_rows(context, mountains, query_base, show_rejected, punct):
    """Each mountain: its link, trigram and bearing; its counted good gods, its counted bad gods, and when asked for
    the gods 选择求真 refuted there; each god with its source as a title, its other names and note marker."""
    language = get_language()
    refuted = format_html("{}{}{}", punct["open"], ui(_("辟")), punct["close"])
    marker = markers_for(context)
    out = []
    for m in mountains:
        good, bad, rejected = [], [], []
        for g in m.get("gods") or ():
            if g.get("counted"):
                if g.get("kind") == "吉":
                    good.append(_god(marker, g, "good", language))
                else:
                    bad.append(_god(marker, g, "bad", language))
            elif show_rejected:
                rejected.append(_rejected_god(g, language, refuted))
        out.append(_mountain_head(m.get("name"), m.get("trigram"), m.get("bearing"), query_base, language)
                   + "".join(good) + "</td>\n          <td>" + "".join(bad) + "\n              " + "".join(rejected)
                   + "</td></tr>")
    return SafeString("".join(out))


@functools.lru_cache(maxsize=512)  # 24 mountains × a few query strings × three languages
def _mountain_head(name, trigram, bearing, query_base, language):
    """A row's mountain (a link choosing it as the sitting), trigram and bearing."""
    query = format_html("&amp;{}", query_base) if query_base else ""
    return format_html(_MOUNTAIN_HEAD, urlencode(name), query, zh_in(name, language), zh_in(trigram, language),
                       _bearing(bearing, language))


@functools.lru_cache(maxsize=256)  # 24 bearings × three languages
def _bearing(bearing, language):
    return floatformat(bearing, "0")


def _god(marker, g, tone, language):
    key = _god_key(g, tone, language)
    span = _kept_span(key)
    if span is None:
        span = format_html('<span class="god {}" title="{}">{}{}</span>', tone, citation_in(g.get("source"), language),
                           zhg_in(g.get("name"), None, language), aka(g.get("aliases")))
        if key:
            _keep_span(key, span)
    return "".join((span, marker("direction", g.get("god")), " "))  # each HTML already


def _rejected_god(g, language, refuted):
    key = _god_key(g, ("rejected", g.get("rejected"), g.get("reading"), refuted), language)
    span = _kept_span(key)
    if span is None:
        if g.get("rejected"):
            why = term(cite_lines(g["rejected"], g.get("source")), language)
        else:
            why = readings.god_reading(str(g.get("reading") or ""), language)
        span = format_html(
            '<span class="god rejected" title="{} {}">{}{}{}</span> ', why, citation_in(g.get("source"), language),
            zhg_in(g.get("name"), None, language), aka(g.get("aliases")), refuted if g.get("rejected") else "",
        )
        if key:
            _keep_span(key, span)
    return span


# A god's span on the table is the same wherever and whenever it stands (some 130 gods): kept per language.
_god_spans: dict = {}
_GOD_SPANS_KEPT = 4096


def _kept_span(key):
    """The span kept for a key, None if none is (or the key cannot be one: then _god_key's answer becomes None)."""
    if key is None:
        return None
    try:
        return _god_spans.get(key)
    except TypeError:  # an unhashable part (hashing once, here, rather than to check and again to look up)
        return None


def _keep_span(key, span) -> None:
    if len(_god_spans) >= _GOD_SPANS_KEPT:
        _god_spans.clear()
    try:
        _god_spans[key] = span
    except TypeError:  # not a key after all (_kept_span)
        pass


def _source_key(source):
    """What citation_in reads of a source; None for a source it reads otherwise (not kept)."""
    if type(source) is dict and source:  # the commonest first
        return (source.get("seed", ""), source.get("section", ""), source.get("line"))
    if type(source) is str or not source:
        return source or ""
    return None


def _god_key(g, tone, language):
    """What a god's span is written from: its name, source, other names (theirs), tone and the language; None
    when a part cannot be a key."""
    name, source = g.get("name"), _source_key(g.get("source"))
    if type(name) is not str or source is None:
        return None
    aliases = g.get("aliases")
    if not aliases:  # most gods
        return (tone, name, source, (), language)
    kept = []
    for alias in aliases:
        alias_source = _source_key(alias.get("source")) if type(alias) is dict else None
        if alias_source is None or type(alias.get("name")) is not str:
            return None
        kept.append((alias["name"], alias_source))
    return (tone, name, source, tuple(kept), language)


_MONTH_ITEM = (
    '\n      <li class="{}{}"><a href="{}"{}><b>{}{}</b>'
    '\n        <span class="dates">{}–{}</span>{}{}</a></li>'
)


@register.simple_tag
def solar_month_items(months):
    """The year's solar months (compass_page.MonthItem): each a link with its pillar, dates and, for a chosen sitting,
    its level; the month that is now marked."""
    language = get_language()
    month_word, dates = ui(_("月")), date_writer(_("n月j日"))
    now_mark = format_html(' <span class="today-mark">{}</span>', ui(_("本节气月")))
    return join_html("", (format_html(
        _MONTH_ITEM, m.tone, " today" if m.today else "", m.href,
        SafeString(' aria-current="page"') if m.current else "",
        zh_in(m.ganzhi, language), month_word, dates(m.first), dates(m.last),
        format_html(' <span class="month-level">{}</span>', zhg_in(m.level, "level", language)) if m.level else "",
        now_mark if m.today else "",
    ) for m in months))


@register.simple_tag
def sit_links(names, query_base, punct):
    """Mountains, each a link to the page with it as the sitting (keeping the page's other choices), separated by
    the language's 、."""
    language = get_language()
    query = format_html("&amp;{}", query_base) if query_base else ""
    return join_html(punct["comma"], (format_html('<a href="?sit={}{}">{}</a>', urlencode(name), query,
                                                  zh_in(name, language)) for name in names))


@register.simple_tag
def other_god_items(gods, which, punct):
    """The gods of another reading (which="readings": where that reading places them) or with no place on the ring
    (which="unplaced": why), each with its other names and source; 无 when there are none."""
    language = get_language()
    if not gods:
        return format_html("<li>{}</li>", ui(_("无")))
    out = []
    for g in gods:
        name, reading = g.get("name"), g.get("reading")
        if which == "readings":
            told = format_html("{}{}{}", punct["open"], zh_in(reading, language), punct["close"]) \
                if reading and reading not in name else ""
            places = g.get("mountains")
            where = join_html(" ", (zh_in(m, language) for m in places)) if places else ui(_("本期无方位"))
        else:
            told = ""
            if g.get("left_out"):
                where = ui(_("书中无可推之方位，只列其名"))
            else:
                where = ui(_("在天")) if g.get("unplaced") == "在天" else ui(_("本期落戊己，二十四山无戊己"))
        out.append(format_html(
            "<li><b>{}</b>{}{}{}{} <cite>{}</cite></li>", zhg_in(name, None, language), aka(g.get("aliases")), told,
            punct["colon"], where, zh_runs_in(citation_in(g.get("source"), language), language),
        ))
    return join_html("", out)


# --- the compass body's tables: one tag each instead of a template loop of tags and filters per cell -------------


@register.simple_tag
def wuxing_sound_lines(wx, punct):
    """The 五姓修宅 caption's list of each sound's line: '宫 L767、商 L771…'."""
    language = get_language()
    return SafeString(escape_html(punct["comma"]).join(
        escape_html(zh_in(sound, language)) + " L" + escape_html(localize(s["source"]["line"]))
        for sound, s in wx["sounds"].items()
    ))


@register.simple_tag
def wuxing_rows(wx, month, punct):
    """The 五姓修宅 table's rows: each sound's element, its year's (and month's) 类 and the month's verdict."""
    language = get_language()
    comma, open_, close = escape_html(punct["comma"]), escape_html(punct["open"]), escape_html(punct["close"])
    out = []
    for sound, s in wx["sounds"].items():
        row = ('\n        <tr><th scope="row">' + glossed_in(sound, "sound", language) + open_
               + escape_html(zhg_in(s["element"], None, language)) + close + "</th>\n          <td>"
               + comma.join(glossed_in(c, None, language) for c in s["year"]) + "</td>\n          ")
        if month:
            row += ("<td>" + comma.join(glossed_in(c, None, language) for c in s["month"])
                    + '</td>\n          <td class="verdict">' + _house_verdict(s["month_verdict"], language) + "</td>")
        out.append(row + "</tr>")
    return SafeString("".join(out))


def _house_verdict(verdict, language):
    if verdict == "宜":
        return '<b class="good">' + glossed_in("宜", "verdict", language) + "</b>"
    if verdict == "不宜":
        return '<b class="bad">' + glossed_in("不宜", None, language) + "</b>"
    return '<span class="note">' + ui(_("书无明文")) + "</span>"


@register.simple_tag
def star_rows(rows):
    """A nine-star grid's rows: each palace's star and trigram."""
    language = get_language()
    return SafeString("".join(
        "<tr>" + "".join("<td><b>" + escape_html(zh_in(cell["name"], language)) + "</b><br><small>"
                         + escape_html(zh_in(cell["trigram"], language)) + "</small></td>" for cell in row) + "</tr>"
        for row in rows
    ))


_SPIRIT_ROW = '\n    <tr><th scope="row">{}</th><td>{}</td>\n      <td>{}</td></tr>'


@register.simple_tag(takes_context=True)
def stem_spirit_rows(context, sp):
    """The rows of a stem's spirits (官星, 催官 …): the term each is, and the stem or branch it falls on — a link
    choosing that mountain as the sitting where the page has `mountain_names` (the compass), 未定 where none."""
    language = get_language()
    mountain_names, query_base = context.get("mountain_names"), context.get("query_base")
    query = format_html("&amp;{}", query_base) if query_base else ""
    terms = sp["terms"]
    out = []
    for name, value in sp["values"].items():
        if value is None:
            where = format_html('<span class="note">{}</span>', ui(_("未定")))
        elif mountain_names and value in mountain_names:
            where = format_html('<a href="?sit={}{}">{}</a>', urlencode(value), query, zh_in(value, language))
        else:
            where = escape_html(zh_in(value, language))
        out.append(format_html(_SPIRIT_ROW, glossed_in(name, None, language),
                               zhg_in(terms.get(name, "") if terms else "", None, language), where))
    return SafeString("".join(out))


@register.simple_tag
def dungan_links(values, query_base, punct):
    """遁干: each spirit and the mountains it falls on (each a link choosing it as the sitting), separated by ' · '."""
    language = get_language()
    return SafeString(" · ".join(glossed_in(name, None, language) + " " + sit_links(branches, query_base, punct)
                                 for name, branches in values.items()))


_USABLE_LINK = ('<a href="{}" hx-get="{}" hx-target="#verdict" hx-swap="innerHTML" hx-push-url="true">{}</a>')


@register.simple_tag
def usable_sittings(usable, punct):
    """The sittings usable for the chosen use, by level (吉, 平), each a link showing its verdict; 无 for none."""
    language = get_language()
    comma, colon = escape_html(punct["comma"]), escape_html(punct["colon"])
    out = []
    for level, names in usable:
        links = comma.join(format_html(_USABLE_LINK, href, href, zh_in(name, language)) for name, href in names)
        out.append(format_html('<p class="usable"><b class="level level-{}">{}</b>', level,
                               glossed_in(level, "level", language))
                   + colon + (links or ui(_("无"))) + "</p>")
    return SafeString("".join(out))
