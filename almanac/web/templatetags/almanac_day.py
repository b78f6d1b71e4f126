"""The day page's long loops, each one tag instead of a template loop of tags and filters per item.

    {% load almanac_day %}
    {% day_facts data punct %}                           the <dt>s and <dd>s of the day's facts (四柱 … 人神)
    {% activity_tables sections facts.date veto %}       the activity tables, the appendix's folded
    {% god_chips gods kind %}                            a kind's day gods, each with its tooltip and note marker
    {{ names|activity_links }}                           the 宜 or 忌 line's names, each a link to its row
    {% hour_items data.hours facts.date now_hour %}      the <li>s of the hour strip
    {% uncounted_gods data.gods %}                       the <li>s of the gods that do not count for the grade
    {% source_items data %}                              the <li>s of the sources' list
    {% sun_table sun %}                                  the sunrise table and its city chooser

A cold day page has 39 activity rows, twelve hours and a score of gods: as template loops they were some 2,000
nodes, most of the page's cost. Each tag writes the same bytes the loop did, from the same filters and tags
(`glossed`, `zh`, `citation` …), with the page's language and translations looked up once a call instead of once
an item.
"""

import functools

from django import template
from django.utils.safestring import SafeData, SafeString
from django.utils.translation import get_language

from almanac.notes.templatetags.rule_notes import markers_for
from almanac.web import readings
from almanac.web.glossary import gloss as _gloss
from almanac.web.i18n import ENGLISH, normalize_language
from almanac.web.markup import escape_html, filled_url, format_html, join_html, slotted_url, translators, ui
from almanac.web.templatetags.almanac_i18n import (
    aka,
    glossed_in,
    source_label_in,
    term,
    zh_in,
    zh_join_in,
    zh_runs_in,
    zhg_in,
)
from almanac.web.templatetags.almanac_tags import citation_in, cited_in, moment

register = template.Library()

_ROW_HEAD = '\n        <tr class="verdict-{}" id="act-{}">\n          <th scope="row">{}'
_ROW_VERDICT = '{}{}</th>\n          <td class="verdict">{}</td>\n          <td><b class="decider {}">{}</b>\n              '
_ROW_WHY = (
    '\n              <a class="why" href="{0}"'
    '\n                 hx-get="{0}"'
    '\n                 hx-target="#why-{1}" hx-swap="innerHTML" aria-controls="why-{1}">{2}</a>'
    '\n              <div id="why-{1}" aria-live="polite"></div></td>'
    "\n        </tr>"
)


# A section's table around its rows; an appendix section's (folded) title, counts and source around the table.
_TABLE_HEAD = (
    '\n    <table class="activity-table">'
    '\n      <thead><tr><th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead>'
    "\n      <tbody>"
)
_TABLE_FOOT = "\n      </tbody>\n    </table>\n    "
_FOLDED_HEAD = (
    '\n    <details class="activity-group" id="group-{}">'
    '\n      <summary><b>{}</b> <span class="note">{}</span></summary>'
)
_FOLDED_FOOT = '<p class="note">{}{}<cite>{}</cite></p></details>'


@register.simple_tag(takes_context=True)
def activity_tables(context, sections, day, veto):
    """The activity tables (almanac.web.day_view.Section): seed 001's open, the appendix's each folded under its
    title and counts, its source after it. A row (almanac.web.day_view.Row): the name with its note marker, list
    label and hint; the verdict; what decided it, the 宜 and 忌 gods, the site's own weighing, and the 为何 link and
    its slot. What an activity's name, verdict and gods decide is written once a language (_row_head,
    _row_verdict, _gods_line): a row is their join with the day's link and the note marker."""
    language = get_language()
    _, pgettext = translators(language)
    table_head = format_html(_TABLE_HEAD, ui(_("事")), ui(_("断")), ui(_("依据")))
    counts = _("%(n)s 项：宜 %(yi)s · 忌 %(ji)s")
    why_url = slotted_url("day-activity", day.year, day.month, day.day)
    overruled = bool(veto)
    why = ui(_("为何"))
    marker = markers_for(context)
    out = []
    for number, section in enumerate(sections, 1):
        if section.folded:
            told = counts % {"n": len(section.rows), "yi": section.counts["yi"], "ji": section.counts["ji"]}
            out.append(format_html(_FOLDED_HEAD, number, zhg_in(section.title, None, language), ui(told)))
        else:
            out.append("\n    ")
        out.append(table_head)
        for a in section.rows:
            head, middle = _row(a[1:], isinstance(a.decider, SafeData), overruled, language)
            out.append("".join((head, marker("activity", a.name), middle,
                                _ROW_WHY.format(escape_html(why_url(a.name)), a.number, why))))
        out.append(_TABLE_FOOT)
        if section.folded:
            out.append(format_html(_FOLDED_FOOT, ui(_("出处")), pgettext("punctuation", "："),
                                   zh_runs_in(citation_in(section.source, language), language)))
        out.append("\n    ")
    return SafeString("".join(out))


@functools.lru_cache(maxsize=16384)  # a row but its number: a few thousand a language
def _row(row, decider_is_html, overruled, language) -> tuple[str, str]:
    """A row but its number, its 为何 link and its note marker: the HTML before the marker and after it."""
    name, verdict, decider, tone, good, bad, label, hint, house = row
    return _row_head(verdict, name, language), "".join((
        _row_verdict(label, hint, verdict, tone, decider, decider_is_html, language),
        _gods_line(good, "good", overruled, language) if good else "", "\n              ",
        _gods_line(bad, "bad", False, language) if bad else "", "\n              ",
        _house(house, language) if house else "",
    ))


@functools.lru_cache(maxsize=4096)  # an activity and its verdict: some 120 a language
def _row_head(verdict, name, language):
    return format_html(_ROW_HEAD, verdict, name, glossed_in(name, None, language))


@functools.lru_cache(maxsize=4096)  # a list label, hint, verdict and what decided it: a few hundred a language
def _row_verdict(label, hint, verdict, tone, decider, decider_is_html, language):  # (HTML apart from plain text)
    pgettext = translators(language)[1]
    if label:
        label = format_html(' <span class="list-label">{}{}{}</span>', ui(pgettext("punctuation", "〔")),
                            zh_in(label, language), ui(pgettext("punctuation", "〕")))
    hint = format_html('<br><span class="note">{}</span>', hint) if hint else ""
    return format_html(_ROW_VERDICT, label, hint, glossed_in(verdict, "verdict", language), tone, decider)


@functools.lru_cache(maxsize=8192)  # the present gods of an activity's 宜 or 忌 list: a few thousand a language
def _gods_line(gods, side, overruled, language):
    """'<span class="gods-line good">宜：天德、月德</span>' (good overruled on a day of 百事不宜)."""
    _, pgettext = translators(language)
    said = ui(_("宜")) if side == "good" else ui(_("忌"))
    return format_html('<span class="gods-line {}{}">{}{}{}</span>', side, " overruled" if overruled else "", said,
                       ui(pgettext("punctuation", "：")), zh_join_in(gods, language))


@functools.lru_cache(maxsize=1024)  # the site's weighings: a few dozen
def _house(house, language):
    _ = translators(language)[0]
    title = "" if language == "en" else format_html(' title="{}"', term(house, language))
    return format_html('<span class="note house-reading"{}>{}</span>', title, ui(_("本站权衡")))


@register.simple_tag(takes_context=True)
def god_chips(context, gods, kind):
    """A kind's counted day gods: the name glossed, its other names, a tooltip with its meaning and source, then its
    note marker. A chip but its marker is kept per god, kind and language (_kept)."""
    language = get_language()
    tone = "good" if kind == "吉" else "bad" if kind == "凶" else ""
    marker = markers_for(context)
    out = []
    for god in gods:
        name = god.get("name")  # .get: a missing key reads as "" in a template
        chip = _kept(("god_chip", _god_key(god), tone, language), lambda: _god_chip(god, tone, language))
        out.append(SafeString(chip + marker("god", name) + "\n      "))
    return join_html("", out)


def _god_key(god) -> tuple:
    """What the gods' tags read of a god (its name, reading, meaning, group, other names, source …)."""
    return (god.get("name"), god.get("meaning"), god.get("group"), god.get("reading"), god.get("counted"),
            god.get("rejected"), god.get("source"),
            tuple((alias["name"], alias["source"]) for alias in god.get("aliases") or ()))


def _god_chip(god, tone, language) -> SafeString:
    name = god.get("name")
    if god.get("meaning"):
        tip = zh_in(readings.god_meaning(str(god["meaning"]), language), language)
    else:
        tip = zhg_in(god.get("group") or name, None, language)
    return format_html(
        '\n      <span class="god {}" tabindex="0">{}{}<span class="tip" role="tooltip">{}<br><cite>{}</cite>'
        "</span></span>",
        tone, glossed_in(name, None, language), aka(god.get("aliases")), tip,
        zh_runs_in(citation_in(god.get("source"), language), language),
    )


_kept_html: dict = {}  # what a finite key decides (a god, an hour) in a language: a few thousand


def _kept(key, write):
    """write(), kept under `key` (a part that cannot be a key: written each time)."""
    try:
        html = _kept_html.get(key)
    except TypeError:
        return write()
    if html is None:
        html = write()
        if len(_kept_html) >= 16384:
            _kept_html.clear()
        _kept_html[key] = html
    return html


@register.filter
def activity_links(names):
    """The 宜 or 忌 line: each activity a link to its row, the names separated by the language's 、."""
    language = get_language()
    pgettext = translators(language)[1]
    separator = format_html('<span class="sep">{}</span>', ui(pgettext("punctuation", "、")))
    return join_html(separator, (format_html('<a href="#act-{}">{}</a>', name, glossed_in(name, None, language))
                                 for name in names))


# An hour of the strip in parts: what its pillar and verdict decide, its link, then (after its lucky palaces) its
# activities' rules and its reasons.
_HOUR_HEAD = (
    '\n      <li class="hour verdict-{}{}{}"{}><b>{}{}</b> {}{}<br>'
    "\n        <small>{}–{}</small><br>{} · <b>{}</b>"
    '\n        <span class="qimen-links"><a class="qimen-open" href="'
)
_HOUR_LINK = (
    '{0}"\n           hx-get="{0}"'
    '\n           hx-target="#qimen-chart" hx-swap="innerHTML" aria-controls="qimen-chart">{1}</a>'
    "\n        "
)
_HOUR_TAIL = "</span>\n        {}\n        <details><summary>{}</summary>{}{}</details></li>"


@register.simple_tag
def hour_items(hours, day, now_hour):
    """The twelve hours of the strip: branch and pillar, clock times, 值神 and verdict, the 奇门 chart link and its
    lucky palaces, the activities' own hour rules, and the reasons folded. What an hour's pillar and verdict decide,
    and its lucky palaces, are kept per language (_kept): a day's hours are its own, those parts are not. (Not its
    rules and reasons: some 3,500 a language, each a kilobyte, for little: their parts are kept already.)"""
    language = get_language()
    _ = translators(language)[0]
    qimen_url = slotted_url("day-qimen", day.year, day.month, day.day)
    chart_words, reasons_word = ui(_("奇门盘")), ui(_("理由"))
    out = []
    for index, h in enumerate(hours):
        qimen = h.get("qimen") or {}
        lucky = bool(qimen.get("lucky"))
        head_key = (h.get("verdict"), lucky, h.get("branch"), h.get("pillar"), h.get("start"), h.get("end"),
                    (h.get("huangdao") or {}).get("god"))
        if index == now_hour:
            head = _hour_head(*head_key, True, language)
        else:
            head = _kept(("hour head", head_key, language), lambda: _hour_head(*head_key, False, language))
        palaces = tuple(p.get("text") for p in qimen.get("lucky_palaces") or ()) if lucky else ()
        out.append(SafeString("".join((
            head, _HOUR_LINK.format(escape_html(qimen_url(h.get("branch"))), chart_words),
            _kept(("hour lucky", palaces, language), lambda: _hour_lucky(palaces, language)) if lucky else "",
            _hour_tail(h.get("activities") or (), h.get("reasons") or (), reasons_word, language),
        ))))
    return join_html("", out)


def _hour_head(verdict, lucky, branch, pillar, start, end, god, now, language) -> SafeString:
    _ = translators(language)[0]
    return format_html(
        _HOUR_HEAD, verdict, " qimen-lucky" if lucky else "", " now" if now else "",
        SafeString(' aria-current="time"') if now else "", zh_in(branch, language), ui(_("时")), zh_in(pillar, language),
        format_html(' <span class="now-tag">{}</span>', ui(_("此刻"))) if now else "", start, end, zh_in(god, language),
        glossed_in(verdict, "verdict", language),
    )


def _hour_lucky(palaces, language) -> SafeString:
    _, pgettext = translators(language)
    semicolon = ui(pgettext("punctuation", "；"))
    return format_html('<span class="god good qimen-flag" tabindex="0">{}<span class="tip" role="tooltip">{}'
                       "</span></span>", ui(_("奇门吉")), join_html(semicolon, (zh_in(p, language) for p in palaces)))


def _hour_tail(activities, reasons, reasons_word, language) -> SafeString:
    """After the lucky palaces: the activities' rules, then the reasons and the rules again, folded."""
    acts = ""
    if activities:
        acts = format_html('<span class="hour-acts">{}</span>', _hour_activity_tips(activities, language))
    said = "".join(_hour_reason(r, language) if type(r) is str else _hour_reason.__wrapped__(r, language)
                   for r in reasons)
    return format_html(_HOUR_TAIL, acts, reasons_word, SafeString(said), _hour_activity_notes(activities, language))


@functools.lru_cache(maxsize=8192)  # the hours' reasons repeat from day to day: a few thousand a language
def _hour_reason(reason, language) -> SafeString:
    return format_html("<p>{}</p>", zh_in(cited_in(reason, language), language))


def _hour_activity_tips(activities, language) -> SafeString:
    """An hour's activities with their own hour rules (塑绘神像开光's 忌 hours …), each with its rule in a tooltip."""
    return SafeString("".join(_kept_for_activity(_hour_activity_tip, a, language) for a in activities))


def _kept_for_activity(write, a, language):
    """write(a, language), kept per language and what it reads of the activity's hour rule."""
    source = a.get("source")
    key = (write, a.get("name"), a.get("verdict"), a.get("text"), a.get("reading"),
           source if type(source) is str else tuple(source.items()) if type(source) is dict else None, language)
    try:
        html = _activity_html.get(key)
    except TypeError:  # a part that cannot be a key
        return write(a, language)
    if html is None or key[5] is None:
        html = write(a, language)
        if key[5] is not None:
            if len(_activity_html) >= 8192:
                _activity_html.clear()
            _activity_html[key] = html
    return html


_activity_html: dict = {}  # the activities' own hour rules: a few hundred, each in a tooltip and in the reasons


def _hour_activity_tip(a, language) -> SafeString:
    pgettext = translators(language)[1]
    colon = ui(pgettext("punctuation", "："))
    return format_html(
        '<span class="god {}" tabindex="0">{}{}<span class="tip" role="tooltip">{}{}{}<br>{}{}<br><cite>{}'
        "</cite></span></span>",
        "good" if a.get("verdict") == "宜" else "bad", zh_in(a.get("name"), language),
        zh_in(a.get("verdict"), language), glossed_in(a.get("name"), None, language), colon,
        glossed_in(a.get("verdict"), "verdict", language), zh_in(a.get("text"), language),
        format_html("<br>{}", zh_in(cited_in(a["reading"], language), language)) if a.get("reading") else "",
        zh_runs_in(citation_in(a.get("source"), language), language),
    )


def _hour_activity_notes(activities, language) -> SafeString:
    """The same rules among the hour's folded reasons: the rule, its reading, its source."""
    return SafeString("".join(_kept_for_activity(_hour_activity_note, a, language) for a in activities))


def _hour_activity_note(a, language) -> SafeString:
    pgettext = translators(language)[1]
    opening, closing = ui(pgettext("punctuation", "（")), ui(pgettext("punctuation", "）"))
    return format_html(
        "<p>{}{} <cite>{}</cite></p>", zh_in(a.get("text"), language),
        format_html("{}{}{}", opening, zh_in(cited_in(a["reading"], language), language), closing)
        if a.get("reading") else "",
        zh_runs_in(citation_in(a.get("source"), language), language),
    )


@register.simple_tag(takes_context=True)
def uncounted_gods(context, gods):
    """The day's gods that do not count for its grade (another scope, another reading, refuted): each with its
    other names, note marker, reading, why it is not counted, and source. An item but its marker is kept per god and
    language (_kept)."""
    language = get_language()
    marker = markers_for(context)
    out = []
    for god in gods:
        if god.get("counted") and god.get("scope") == "day":
            continue
        head, tail = _kept(("uncounted_god", _god_key(god), language), lambda: _uncounted_god(god, language))
        out.append(SafeString(head + marker("god", god.get("name")) + tail))
    return join_html("", out)


def _uncounted_god(god, language) -> tuple[SafeString, SafeString]:
    """An uncounted god's item, before and after its note marker."""
    _, pgettext = translators(language)
    opening, closing = ui(pgettext("punctuation", "（")), ui(pgettext("punctuation", "）"))
    colon = ui(pgettext("punctuation", "："))
    reading = ""
    if god.get("reading"):
        told = readings.god_reading(str(god["reading"]), language)
        reading = format_html("{}{}{}", opening, zh_in(told, language), closing)
    head = format_html("<li>{}{}", zhg_in(god.get("name"), None, language), aka(god.get("aliases")))
    tail = format_html(
        "{}{}{} <cite>{}</cite></li>",
        reading, "" if god.get("counted") else format_html(" — {}", ui(_("不计"))),
        format_html("{}{}", colon, zh_in(god["rejected"], language)) if god.get("rejected") else "",
        zh_runs_in(citation_in(god.get("source"), language), language),
    )
    return head, tail


_GRADE_LINE = (
    '\n    <p class="grade-line"><a class="grade-badge {}" href="{}#grades" title="{}">{}{}<b>{}</b></a>'
    '\n      <span class="grade-why">{}</span>'
    '\n      <a class="guide-link" href="{}">{}</a></p>'
    "\n    "
    '\n    <p class="yi-line"><b class="yi-mark">{}</b>'
    "\n      {}</p>"
    '\n    <p class="ji-line"><b class="ji-mark">{}</b>'
    "\n      {}</p>"
    "\n    "
)


@register.simple_tag
def day_summary(data, summary, veto, grade_class, punct):
    """Under the date: the lunar date, festivals and public holiday; the grade, its first reason and the guide; the
    宜 and the 忌 line (`summary`: day_view.summary_lines; `veto`: day_view.veto_text)."""
    language = get_language()
    _, pgettext = translators(language)
    lunar = data["lunar"]
    out = [format_html(
        '<p class="lunar-line">{}{}{}{}{}{}{}{}\n      ', ui(_("农历")), zh_in(lunar["year_pillar"], language),
        ui(_("年")), punct["open"], zhg_in(lunar["zodiac"], None, language), punct["close"],
        " " if language == "en" else "", zhg_in(lunar["text"], None, language),
    )]
    out.extend(format_html('<span class="festival-line">· {}</span>', glossed_in(name, None, language))
               for name in data.get("festivals") or ())
    out.append("\n      ")
    holiday = data.get("public_holiday")
    if holiday:
        off = holiday.get("off_work")
        out.append(format_html(
            '<span class="holiday-line"><span class="ph {}">{}</span> {} {}</span>', "off" if off else "work",
            ui(pgettext("public holiday", "休")) if off else ui(pgettext("public holiday", "班")),
            glossed_in(holiday.get("name"), "holiday", language), ui(_("放假")) if off else ui(_("调休上班"))))
    elif not data.get("public_holidays_published"):
        out.append(format_html('<span class="note">{}</span>', ui(_("本年法定节假日安排未收录"))))
    out.append("</p>")
    guide_url = filled_url("guide")
    yi, ji = summary
    if yi:
        yi_line = activity_links(yi)
    else:
        yi_line = format_html('<span class="note">{}</span>', ui(_("无")) if veto else ui(_("无宜事（各事或平或忌）")))
    if veto:
        ji_line = format_html("<b>{}</b>", veto)
    elif ji:
        ji_line = activity_links(ji)
    else:
        ji_line = format_html('<span class="note">{}</span>', ui(_("无忌事")))
    out.append(format_html(
        _GRADE_LINE, grade_class, guide_url, ui(_("评级怎么读")), ui(_("评级")), punct["colon"],
        glossed_in(data["grade"]["name"], "grade", language),
        join_html("", (zh_in(reason["text"], language) for reason in data["grade"]["reasons"][:1])),
        guide_url, ui(_("怎么读这本通书")), ui(_("宜")), yi_line, ui(_("忌")), ji_line,
    ))
    return SafeString("".join(out))


@register.simple_tag(takes_context=True)
def day_facts(context, data, punct):
    """The facts' <dt>s and <dd>s: 四柱, 纳音, 节气 (or the solar month), 交节, 建除, 值神, 二十八宿, 冲煞, 彭祖百忌,
    喜神, 太白, 嫁娶周堂 and 人神. `punct`: the page's punctuation (presenters.punctuation)."""
    language = get_language()
    _ = translators(language)[0]
    colon, opening, closing = punct["colon"], punct["open"], punct["close"]

    def zh(value):
        return zh_in(value, language)

    def zhg(value):
        return zhg_in(value, None, language)

    def glossed(value, kind=None):
        return glossed_in(value, kind, language)

    out = [
        format_html('\n    <dt>{}</dt>\n    <dd>{}{} {}{} {}{} <span class="note">{}{}{}</span></dd>',
                    ui(_("四柱")), zh(data["pillars"]["year"]), ui(_("年")), zh(data["pillars"]["month"]), ui(_("月")),
                    zh(data["pillars"]["day"]), ui(_("日")), ui(_("生肖（立春为界）")), colon, zhg(data["zodiac"])),
        format_html("\n    <dt>{}</dt><dd>{} · {} · {}</dd>", ui(_("纳音")), zhg(data["nayin"]["year"]),
                    zhg(data["nayin"]["month"]), zhg(data["nayin"]["day"])),
        format_html("\n    <dt>{}</dt>\n    <dd>", ui(_("节气"))),
    ]
    terms = data.get("solar_terms")
    if terms:
        out.append(join_html(punct["semicolon"], (
            format_html('{} <time datetime="{}">{}</time> (UTC+8)', zhg(t["name"]), t["at"], moment(t["at"]))
            for t in terms)))
    else:
        month = data["solar_month"]
        out.append(ui(_("本日无节气；节气月 %(pillar)s月（%(term)s起）") % {
            "pillar": escape_html(zh(month["pillar"])), "term": escape_html(zh(month["opened_by"]["name"]))}))
    out.append("</dd>\n    ")
    switch = data.get("month_switch")
    if switch:
        before, after = switch["before"], switch["after"]
        out.append(format_html(
            '<dt>{}</dt>\n    <dd>{} <time datetime="{}">{}</time>{}{} {} → {}', ui(_("交节")), zhg(switch["term"]),
            switch["at"], moment(switch["at"]), colon, ui(_("月柱")), zh(before["month"]), zh(after["month"])))
        if before["year"] != after["year"]:
            out.append(format_html("{}{} {} → {}", punct["comma"], ui(_("年柱")), zh(before["year"]),
                                   zh(after["year"])))
        out.append(format_html("{}{}</dd>", punct["period"], ui(_("本日按新月论。"))))
    huangdao = data["huangdao"]
    mansion_gloss = _gloss(data["mansion"], "mansion") if normalize_language(language) == ENGLISH else None
    out.append(format_html(
        "\n    <dt>{}</dt><dd>{}</dd>"
        '\n    <dt>{}</dt><dd class="{}">{}{}{}{}{}</dd>'
        "\n    <dt>{}</dt><dd>{}{}</dd>",
        ui(_("建除")), glossed(data["jianchu"], "officer"),
        ui(_("值神")), "good" if huangdao["kind"] == "黄道" else "bad", glossed(huangdao["god"]),
        markers_for(context)("god", huangdao["god"]), opening, glossed(huangdao["kind"]), closing,
        ui(_("二十八宿")), zh(data["mansion_detail"]["full"]), f" · {mansion_gloss}" if mansion_gloss else "",
    ))
    clash, taibai, zhoutang, renshen = data["clash"], data["taibai"], data["zhoutang"], data["renshen"]
    out.append(format_html(
        "\n    <dt>{}</dt><dd>{}{}{}{}{} {}{}</dd>"
        "\n    <dt>{}</dt><dd>{} {}</dd>"
        "\n    <dt>{}</dt><dd>{}</dd>"
        '\n    <dt>{}</dt><dd>{}{}{}{} <span class="note">{} <cite>{}</cite></span></dd>',
        ui(_("冲煞")), ui(_("冲")), zhg(clash["zodiac"]), opening, zh(clash["branch"]), closing, ui(_("煞")),
        term(clash["sha"], language),
        ui(_("彭祖百忌")), zhg(data["pengzu"][0]), zhg(data["pengzu"][1]),
        ui(_("喜神")), term(data["xishen"], language),
        ui(_("太白")), ui(_("太白逐日游方")), colon, term(taibai["direction"], language),
        format_html("{}{}{}", opening, zh(taibai["palace"]), closing) if taibai.get("palace") else "",
        ui(_("书云“实无义例”：只列出，不入宜忌权衡")), zh_runs_in(citation_in(taibai["source"], language), language),
    ))
    judgement = zhoutang["judgements"][1]
    out.append(format_html(
        '\n    <dt>{}</dt><dd><span class="{}">{}{}{}{}{}</span> <span class="note">{}{} · {}{}“{}” <cite>{}</cite>{}'
        "</span></dd>",
        ui(_("嫁娶周堂")), "good" if zhoutang.get("usable") else "bad", zh(zhoutang["position"]), opening,
        zh(zhoutang["trigram"]), closing, zh(zhoutang["rule"]), zh(zhoutang["counting"]),
        format_html(" · {}", zh(zhoutang["reading"])) if zhoutang.get("reading") else "",
        ui(_("只列出，不入宜忌权衡")), opening, zh(judgement["text"]),
        zh_runs_in(citation_in(judgement["source"], language), language), closing,
    ))
    alternative = renshen.get("branch_alternative")
    out.append(format_html(
        '\n    <dt>{}</dt><dd>{} <span class="note">{}</span>'
        '\n      <span class="note">{} {} · {} {}{}</span></dd>',
        ui(_("人神")), glossed(renshen["lunar_day"]), ui(_("忌针灸")), ui(_("日干")), glossed(renshen["stem"]),
        ui(_("日支")), glossed(renshen["branch"]),
        format_html("{}{} {}{}", opening, ui(_("一云")), glossed(alternative), closing) if alternative else "",
    ))
    return SafeString("".join(out))


_SOURCE_ITEM = "<li><b>{}</b>{}<cite>{}</cite></li>"


@register.simple_tag
def source_items(data):
    """The sources' list: each fact's source under the fact's heading, then 人神's."""
    language = get_language()
    _, pgettext = translators(language)
    colon = pgettext("punctuation", "：")
    items = [format_html(_SOURCE_ITEM, source_label_in(key, language), colon, zh_runs_in(citation_in(source, language), language))
             for key, source in data["sources"].items()]
    items.append(format_html("\n      " + _SOURCE_ITEM, ui(_("人神")), colon,
                             zh_runs_in(citation_in(data["renshen"].get("source"), language), language)))
    return SafeString("".join(items))


_SUN_TABLE = (
    '\n<form method="get" class="jump">'
    '\n  <label>{} <select name="city">{}</select></label>'
    '\n  <button type="submit">{}</button>'
    "\n</form>"
    "\n<table>"
    '\n  <thead><tr><th scope="col"><span class="visually-hidden">{}</span></th><th scope="col">{}</th>'
    '<th scope="col">{}</th><th scope="col">{}</th><th scope="col">{}</th></tr></thead>'
    "\n  <tbody>"
    '\n    <tr><th scope="row">{} <span class="note">{}</span></th>'
    "\n        <td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"
    '\n    <tr><th scope="row">{} <span class="note">{}</span></th>'
    "\n        <td>{} ≈ {}</td><td>{} ≈ {}</td>"
    "\n        <td>{}{} = {}</td><td>{}{} = {}</td></tr>"
    "\n  </tbody>"
    "\n</table>"
    '\n<p class="note">{} <cite>{}</cite></p>\n'
)


@register.simple_tag
def sun_table(sun):
    """Sunrise and sunset (presenters.SunView): the city chooser, today's reckoning for the city, and the capital's
    row of seed 003's 推测时刻 converted to the clock."""
    language = get_language()
    _ = translators(language)[0]
    city = ui(_("城市"))
    return format_html(
        _SUN_TABLE, city, _city_options(sun.cities, sun.city_key, language), ui(_("换算")),
        city, ui(_("日出")), ui(_("日入")), ui(_("昼长")), ui(_("夜长")),
        term(sun.city_name, language), ui(_("今法推算（上边缘，计蒙气差），UTC+8")),
        sun.sunrise, sun.sunset, sun.day_length, sun.night_length,
        ui(_("《推测时刻》京都")), zh_in(sun.row_label, language),
        zh_in(sun.table_sunrise_text, language), sun.table_sunrise, zh_in(sun.table_sunset_text, language),
        sun.table_sunset,
        ui(_("昼")), zh_in(sun.table_day_text, language), sun.table_day_length,
        ui(_("夜")), zh_in(sun.table_night_text, language), sun.table_night_length,
        ui(_("古表以京都真太阳时记，此处换算为北京标准时间；古表以日心出地平、不计蒙气差，故较今算日出略晚、日入略早。")),
        zh_runs_in(citation_in(sun.table_source, language), language),
    )


@functools.lru_cache(maxsize=64)  # a pure function of the city list, the chosen city and the language
def _city_options(cities, chosen, language):
    return join_html("", (
        format_html('<option value="{}"{}>{}</option>', key, SafeString(" selected") if key == chosen else "",
                    term(name, language))
        for key, name in cities
    ))
