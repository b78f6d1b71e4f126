"""The helpers of the tags that write a page's long loops in one call: the same URLs as reverse(), the same escaping
as django.utils.html (the pages themselves are compared byte for byte before and after such a change)."""

import pytest
from django.urls import reverse
from django.utils import html as django_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy

from almanac.core import api
from almanac.web.markup import escape_html, filled_url, format_html, join_html, slotted_url, translators


def sampled_days_twice(step_days: int):
    """Every `step_days`-th day of 1901–2099, twice over: the first pass writes what a tag keeps, the second reads
    it back."""
    from datetime import date, timedelta

    for _round in range(2):
        day = date(1901, 1, 1)
        while day < date(2099, 12, 31):
            yield day
            day += timedelta(days=step_days)


def _rendered(template, context) -> str:
    """The template rendered on a request of its own: the note markers' slots are numbered per request."""
    from django.test import RequestFactory

    return template.render(context | {"request": RequestFactory().get("/")})


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


@pytest.mark.parametrize(("viewname", "args"), [
    ("day", (1901, 2, 19)), ("day", (2099, 12, 31)), ("month", (2024, 2)), ("guide", ()), ("api-day", ("2024-02-10",)),
    ("compass", (2026, 12)), ("notes:detail", (7,)),
])
def test_a_filled_url_is_the_reversed_one(viewname, args):
    assert filled_url(viewname, *args) == reverse(viewname, args=args)


@pytest.mark.parametrize("odd", ["a b", "（事类总集）", "-1"])
def test_a_filled_url_leaves_what_it_cannot_fill_to_reverse(odd):
    assert filled_url("day-activity", 2024, 2, 10, odd) == reverse("day-activity", args=(2024, 2, 10, odd))


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_the_kept_translations_are_gettexts(language):
    from django.utils import translation

    with translation.override(language):
        gettext, pgettext = translators(translation.get_language())
        for _round in range(2):
            assert gettext("后一日") == translation.gettext("后一日")
            assert pgettext("punctuation", "：") == translation.pgettext("punctuation", "：")


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


# The month grid's loop as the template wrote it before {% month_weeks %} (almanac_month) replaced it.
OLD_MONTH_WEEKS = """{% load i18n almanac_tags almanac_i18n almanac_labels %}""" + (
    '{% for week in weeks %}<tr>\n'
    '      {% for cell in week %}{% if cell %}{% with day=cell.day %}\n'
    '      <td class="day {{ cell.grade_class }}{% if day.date == today %} today{% endif %}">\n'
    '        <a href="{% url \'day\' day.date.year day.date.month day.date.day %}"{% if day.date == today %} aria-current="date"{% endif %}\n'
    '           aria-label="{{ day|day_label }}{% for name, flags in personal_marks|get_item:day.date %} · {{ name }} {% for flag in flags %}{{ flag|label }}{% if not forloop.last %}{% translate \'、\' context \'punctuation\' %}{% endif %}{% endfor %}{% endfor %}">\n'
    '          <span class="day-head"><span class="greg">{{ day.date.day }}</span>{% with ph=day.public_holiday %}{% if ph %} <span class="ph {% if ph.off_work %}off{% else %}work{% endif %}" title="{% if ph.off_work %}{% blocktranslate with name=ph.name|label:\'holiday\' %}{{ name }}放假{% endblocktranslate %}{% else %}{% blocktranslate with name=ph.name|label:\'holiday\' %}{{ name }}调休上班{% endblocktranslate %}{% endif %}">{% if ph.off_work %}{% translate \'休\' context \'public holiday\' %}{% else %}{% translate \'班\' context \'public holiday\' %}{% endif %}</span>{% endif %}{% endwith %}</span>\n'
    '          <span class="lunar{% if day.lunar.day == 1 %} first{% endif %}">{% if day.lunar.day == 1 %}{{ day.lunar.month_name|zh }}{% else %}{{ day.lunar.day_name|zh }}{% endif %}</span>\n'
    '          {% for name in day.festivals %}<span class="festival">{{ name|zh }}{% if name|gloss %} <span class="gloss" lang="en">{{ name|gloss }}</span>{% endif %}</span>{% endfor %}\n'
    '          {% for t in day.solar_terms %}{% if t.name not in day.festivals %}<span class="term">{{ t.name|zh }}{% if t.name|gloss %} <span class="gloss" lang="en">{{ t.name|gloss }}</span>{% endif %}</span>{% endif %}{% endfor %}\n'
    '          <span class="grade-tag">{{ day.rules.grade.name|zh }}{% if day.rules.grade.name|gloss:"grade" %} · {{ day.rules.grade.name|gloss:"grade" }}{% endif %}</span>\n'
    '          {% if cell.all_bad %}<span class="ji">{% translate \'诸事不宜\' %}</span>{% else %}\n'
    '          {% if cell.good %}<span class="yi"><b>{% translate \'宜\' %}</b> {{ cell.good|activity_run }}</span>{% endif %}\n'
    '          {% if cell.bad %}<span class="ji"><b>{% translate \'忌\' %}</b> {{ cell.bad|activity_run }}</span>{% endif %}\n'
    '          {% endif %}\n'
    '          {% with marks=personal_marks|get_item:day.date %}{% if marks %}<span class="member-marks">{% for name, flags in marks %}<span class="mm {% if \'冲本命\' in flags %}clash{% else %}minor{% endif %}">{{ name }} {% for flag in flags %}{{ flag|zhg }}{% if not forloop.last %}{% translate \'、\' context \'punctuation\' %}{% endif %}{% endfor %}</span>{% endfor %}</span>{% endif %}{% endwith %}\n'
    '        </a>\n'
    '      </td>{% endwith %}{% else %}<td class="pad"></td>{% endif %}{% endfor %}\n'
    '    </tr>{% endfor %}'
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_month_weeks_writes_what_the_template_loop_wrote(language):
    from datetime import date

    from django.template import engines
    from django.utils import translation

    from almanac.web.presenters import month_grid
    from almanac.web.templatetags.almanac_month import month_weeks

    old = engines["django"].from_string(OLD_MONTH_WEEKS)
    # holidays (休 and 班), a leap month, festivals on solar terms, the century's ends, veto days
    months = [(2025, 1), (2025, 10), (2026, 2), (2023, 3), (2023, 4), (1901, 1), (2099, 12), (2024, 4), (2010, 6)]
    with translation.override(language):
        for year, month in months:
            facts = api.month(year, month)
            for week_start in (0, 6):
                weeks = month_grid(facts, week_start=week_start)
                today = facts.days[12].date
                marks = {facts.days[3].date: [("妈妈", ("冲本命", "刑本命")), ("Tom & <Jo>", ("岁破",))],
                         facts.days[-1].date: [("爸爸", ("害本命",))]}
                for personal_marks in ({}, marks):
                    context = {"weeks": weeks, "today": today, "personal_marks": personal_marks}
                    assert month_weeks(weeks, today, personal_marks) == old.render(context), (year, month)
                    assert month_weeks(weeks, date(1900, 1, 1), personal_marks) == old.render(
                        {**context, "today": date(1900, 1, 1)})


# The activity tables as the template wrote them before {% activity_tables %} (almanac_day).
OLD_ACTIVITY_TABLES = "{% load i18n almanac_tags almanac_i18n rule_notes %}{% get_current_language as LANGUAGE_CODE %}" + (
    '{% for section in sections %}\n'
    '    {% if section.folded %}<details class="activity-group" id="group-{{ forloop.counter }}">\n'
    '      <summary><b>{{ section.title|zhg }}</b> <span class="note">{% blocktranslate with n=section.rows|length yi=section.counts.yi ji=section.counts.ji %}{{ n }} 项：宜 {{ yi }} · 忌 {{ ji }}{% endblocktranslate %}</span></summary>{% endif %}\n'
    '    <table class="activity-table">\n'
    '      <thead><tr><th scope="col">{% translate \'事\' %}</th><th scope="col">{% translate \'断\' %}</th><th scope="col">{% translate \'依据\' %}</th></tr></thead>\n'
    '      <tbody>{% for a in section.rows %}\n'
    '        <tr class="verdict-{{ a.verdict }}" id="act-{{ a.name }}">\n'
    '          <th scope="row">{% glossed a.name %}{% note_marker "activity" a.name %}{% if a.label %} <span class="list-label">{% translate \'〔\' context \'punctuation\' %}{{ a.label|zh }}{% translate \'〕\' context \'punctuation\' %}</span>{% endif %}{% if a.hint %}<br><span class="note">{{ a.hint }}</span>{% endif %}</th>\n'
    '          <td class="verdict">{% glossed a.verdict "verdict" %}</td>\n'
    '          <td><b class="decider {{ a.tone }}">{{ a.decider }}</b>\n'
    '              {% if a.good %}<span class="gods-line good{% if veto %} overruled{% endif %}">{% translate \'宜\' %}{% translate \'：\' context \'punctuation\' %}{{ a.good|zh_join }}</span>{% endif %}\n'
    '              {% if a.bad %}<span class="gods-line bad">{% translate \'忌\' %}{% translate \'：\' context \'punctuation\' %}{{ a.bad|zh_join }}</span>{% endif %}\n'
    '              {% if a.house %}<span class="note house-reading"{% if LANGUAGE_CODE != "en" %} title="{{ a.house|term }}"{% endif %}>{% translate \'本站权衡\' %}</span>{% endif %}\n'
    '              {% url \'day-activity\' facts.date.year facts.date.month facts.date.day a.name as why_url %}<a class="why" href="{{ why_url }}"\n'
    '                 hx-get="{{ why_url }}"\n'
    '                 hx-target="#why-{{ a.number }}" hx-swap="innerHTML" aria-controls="why-{{ a.number }}">{% translate \'为何\' %}</a>\n'
    '              <div id="why-{{ a.number }}" aria-live="polite"></div></td>\n'
    '        </tr>{% endfor %}\n'
    '      </tbody>\n'
    '    </table>\n'
    '    {% if section.folded %}<p class="note">{% translate \'出处\' %}{{ punct.colon }}<cite>{{ section.source|citation|zh_runs }}</cite></p></details>{% endif %}\n'
    '    {% endfor %}'
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_activity_tables_write_what_the_loop_wrote(language):
    from django.template import engines
    from django.utils import translation

    from almanac.web.day_view import activity_sections, veto_text
    from almanac.web.i18n import term_span
    from almanac.web.presenters import punctuation

    old = engines["django"].from_string(OLD_ACTIVITY_TABLES)
    new = engines["django"].from_string("{% load almanac_day %}{% activity_tables sections facts.date veto %}")
    with translation.override(language):
        kinds = set()
        for day in sampled_days_twice(997):
            facts = api.day(day)
            veto = veto_text(facts.rules.vetoes, lambda name: term_span(name, translation.get_language()))
            sections = activity_sections(facts.as_dict()["activities"], veto)
            kinds.update(("veto" if veto else "", "folded" if any(s.folded for s in sections) else "",
                          "house" if any(r.house for s in sections for r in s.rows) else "",
                          "label" if any(r.label for s in sections for r in s.rows) else ""))
            context = {"sections": sections, "facts": facts, "veto": veto, "punct": punctuation()}
            assert _rendered(new, context) == _rendered(old, context), day
        assert {"veto", "folded", "house", "label"} <= kinds


# The day's facts and its sources' list as the template wrote them before {% day_facts %} and {% source_items %}
# (almanac_day).
OLD_DAY_FACTS = "{% load i18n almanac_tags almanac_i18n rule_notes %}" + (
    '\n'
    "    <dt>{% translate '四柱' %}</dt>\n"
    '    <dd>{{ data.pillars.year|zh }}{% translate \'年\' %} {{ data.pillars.month|zh }}{% translate \'月\' %} {{ data.pillars.day|zh }}{% translate \'日\' %} <span class="note">{% translate \'生肖（立春为界）\' %}{{ punct.colon }}{{ data.zodiac|zhg }}</span></dd>\n'
    "    <dt>{% translate '纳音' %}</dt><dd>{{ data.nayin.year|zhg }} · {{ data.nayin.month|zhg }} · {{ data.nayin.day|zhg }}</dd>\n"
    "    <dt>{% translate '节气' %}</dt>\n"
    '    <dd>{% for t in data.solar_terms %}{{ t.name|zhg }} <time datetime="{{ t.at }}">{{ t.at|moment }}</time> (UTC+8){% if not forloop.last %}{{ punct.semicolon }}{% endif %}{% empty %}{% blocktranslate with pillar=data.solar_month.pillar|zh term=data.solar_month.opened_by.name|zh %}本日无节气；节气月 {{ pillar }}月（{{ term }}起）{% endblocktranslate %}{% endfor %}</dd>\n'
    "    {% if data.month_switch %}<dt>{% translate '交节' %}</dt>\n"
    '    <dd>{{ data.month_switch.term|zhg }} <time datetime="{{ data.month_switch.at }}">{{ data.month_switch.at|moment }}</time>{{ punct.colon }}{% translate \'月柱\' %} {{ data.month_switch.before.month|zh }} → {{ data.month_switch.after.month|zh }}{% if data.month_switch.before.year != data.month_switch.after.year %}{{ punct.comma }}{% translate \'年柱\' %} {{ data.month_switch.before.year|zh }} → {{ data.month_switch.after.year|zh }}{% endif %}{{ punct.period }}{% translate \'本日按新月论。\' %}</dd>{% endif %}\n'
    '    <dt>{% translate \'建除\' %}</dt><dd>{% glossed data.jianchu "officer" %}</dd>\n'
    '    <dt>{% translate \'值神\' %}</dt><dd class="{% if data.huangdao.kind == \'黄道\' %}good{% else %}bad{% endif %}">{% glossed data.huangdao.god %}{% note_marker "god" data.huangdao.god %}{{ punct.open }}{% glossed data.huangdao.kind %}{{ punct.close }}</dd>\n'
    '    <dt>{% translate \'二十八宿\' %}</dt><dd>{{ data.mansion_detail.full|zh }}{% if data.mansion|gloss:"mansion" %} · {{ data.mansion|gloss:"mansion" }}{% endif %}</dd>\n'
    "    <dt>{% translate '冲煞' %}</dt><dd>{% translate '冲' %}{{ data.clash.zodiac|zhg }}{{ punct.open }}{{ data.clash.branch|zh }}{{ punct.close }} {% translate '煞' %}{{ data.clash.sha|term }}</dd>\n"
    "    <dt>{% translate '彭祖百忌' %}</dt><dd>{{ data.pengzu.0|zhg }} {{ data.pengzu.1|zhg }}</dd>\n"
    "    <dt>{% translate '喜神' %}</dt><dd>{{ data.xishen|term }}</dd>\n"
    '    <dt>{% translate \'太白\' %}</dt><dd>{% with t=data.taibai %}{% translate \'太白逐日游方\' %}{{ punct.colon }}{{ t.direction|term }}{% if t.palace %}{{ punct.open }}{{ t.palace|zh }}{{ punct.close }}{% endif %} <span class="note">{% translate \'书云“实无义例”：只列出，不入宜忌权衡\' %} <cite>{{ t.source|citation|zh_runs }}</cite></span>{% endwith %}</dd>\n'
    '    <dt>{% translate \'嫁娶周堂\' %}</dt><dd>{% with z=data.zhoutang %}<span class="{% if z.usable %}good{% else %}bad{% endif %}">{{ z.position|zh }}{{ punct.open }}{{ z.trigram|zh }}{{ punct.close }}{{ z.rule|zh }}</span> <span class="note">{{ z.counting|zh }}{% if z.reading %} · {{ z.reading|zh }}{% endif %} · {% translate \'只列出，不入宜忌权衡\' %}{{ punct.open }}“{{ z.judgements.1.text|zh }}” <cite>{{ z.judgements.1.source|citation|zh_runs }}</cite>{{ punct.close }}</span>{% endwith %}</dd>\n'
    '    <dt>{% translate \'人神\' %}</dt><dd>{% glossed data.renshen.lunar_day %} <span class="note">{% translate \'忌针灸\' %}</span>\n'
    '      <span class="note">{% translate \'日干\' %} {% glossed data.renshen.stem %} · {% translate \'日支\' %} {% glossed data.renshen.branch %}{% if data.renshen.branch_alternative %}{{ punct.open }}{% translate \'一云\' %} {% glossed data.renshen.branch_alternative %}{{ punct.close }}{% endif %}</span></dd>'
)
OLD_SOURCE_ITEMS = "{% load i18n almanac_tags almanac_i18n %}" + (
    '{% for key, source in data.sources.items %}<li><b>{{ key|source_label }}</b>{{ punct.colon }}<cite>{{ source|citation|zh_runs }}</cite></li>{% endfor %}\n'
    "      <li><b>{% translate '人神' %}</b>{{ punct.colon }}<cite>{{ data.renshen.source|citation|zh_runs }}</cite></li>"
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_day_facts_and_source_items_write_what_the_template_wrote(language):
    from django.template import engines
    from django.utils import translation

    from almanac.web.presenters import punctuation

    old_facts, old_sources = engines["django"].from_string(OLD_DAY_FACTS), engines["django"].from_string(
        OLD_SOURCE_ITEMS)
    new_facts = engines["django"].from_string("{% load almanac_day %}{% day_facts data punct %}")
    new_sources = engines["django"].from_string("{% load almanac_day %}{% source_items data %}")
    with translation.override(language):
        kinds = set()
        for day in sampled_days_twice(37):
            data = api.day(day).as_dict()
            switch = data.get("month_switch")
            kinds.update(("no term" if not data["solar_terms"] else "", "switch" if switch else "",
                          "year switch" if switch and switch["before"]["year"] != switch["after"]["year"] else "",
                          "palace" if data["taibai"].get("palace") else "",
                          "reading" if data["zhoutang"].get("reading") else "",
                          "alternative" if data["renshen"].get("branch_alternative") else ""))
            context = {"data": data, "punct": punctuation()}
            assert _rendered(new_facts, context) == _rendered(old_facts, context), day
            assert new_sources.render(context) == old_sources.render(context), day
        assert {"no term", "switch", "year switch", "palace", "reading", "alternative"} <= kinds


# The hour strip as the template wrote it before {% hour_items %} (almanac_day).
OLD_HOUR_ITEMS = "{% load i18n almanac_tags almanac_i18n %}" + (
    '{% for h in data.hours %}\n'
    '      <li class="hour verdict-{{ h.verdict }}{% if h.qimen.lucky %} qimen-lucky{% endif %}{% if forloop.counter0 == now_hour %} now{% endif %}"{% if forloop.counter0 == now_hour %} aria-current="time"{% endif %}><b>{{ h.branch|zh }}{% translate \'时\' %}</b> {{ h.pillar|zh }}{% if forloop.counter0 == now_hour %} <span class="now-tag">{% translate \'此刻\' %}</span>{% endif %}<br>\n'
    '        <small>{{ h.start }}–{{ h.end }}</small><br>{{ h.huangdao.god|zh }} · <b>{% glossed h.verdict "verdict" %}</b>\n'
    '        <span class="qimen-links">{% url \'day-qimen\' facts.date.year facts.date.month facts.date.day h.branch as qimen_url %}<a class="qimen-open" href="{{ qimen_url }}"\n'
    '           hx-get="{{ qimen_url }}"\n'
    '           hx-target="#qimen-chart" hx-swap="innerHTML" aria-controls="qimen-chart">{% translate \'奇门盘\' %}</a>\n'
    '        {% if h.qimen.lucky %}<span class="god good qimen-flag" tabindex="0">{% translate \'奇门吉\' %}<span class="tip" role="tooltip">{% for p in h.qimen.lucky_palaces %}{{ p.text|zh }}{% if not forloop.last %}{% translate \'；\' context \'punctuation\' %}{% endif %}{% endfor %}</span></span>{% endif %}</span>\n'
    '        {% if h.activities %}<span class="hour-acts">{% for a in h.activities %}<span class="god {% if a.verdict == \'宜\' %}good{% else %}bad{% endif %}" tabindex="0">{{ a.name|zh }}{{ a.verdict|zh }}<span class="tip" role="tooltip">{% glossed a.name %}{% translate \'：\' context \'punctuation\' %}{% glossed a.verdict "verdict" %}<br>{{ a.text|zh }}{% if a.reading %}<br>{{ a.reading|cited|zh }}{% endif %}<br><cite>{{ a.source|citation|zh_runs }}</cite></span></span>{% endfor %}</span>{% endif %}\n'
    "        <details><summary>{% translate '理由' %}</summary>{% for r in h.reasons %}<p>{{ r|cited|zh }}</p>{% endfor %}{% for a in h.activities %}<p>{{ a.text|zh }}{% if a.reading %}{% translate '（' context 'punctuation' %}{{ a.reading|cited|zh }}{% translate '）' context 'punctuation' %}{% endif %} <cite>{{ a.source|citation|zh_runs }}</cite></p>{% endfor %}</details></li>{% endfor %}"
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_hour_items_write_what_the_loop_wrote(language):
    from django.template import engines
    from django.utils import translation

    old = engines["django"].from_string(OLD_HOUR_ITEMS)
    new = engines["django"].from_string("{% load almanac_day %}{% hour_items data.hours facts.date now_hour %}")
    with translation.override(language):
        kinds = set()
        for day in sampled_days_twice(331):
            facts = api.day(day)
            data = facts.as_dict()
            kinds.update(("activities" if any(h.get("activities") for h in data["hours"]) else "",
                          "reading" if any(a.get("reading") for h in data["hours"] for a in h.get("activities") or ())
                          else "", "lucky" if any(h["qimen"].get("lucky") for h in data["hours"]) else ""))
            for now_hour in ("", day.day % 12):
                context = {"data": data, "facts": facts, "now_hour": now_hour}
                assert new.render(context) == old.render(context), day
        assert {"activities", "reading", "lucky"} <= kinds


# A kind's god chips and the uncounted gods as the template wrote them before {% god_chips %} and
# {% uncounted_gods %} (almanac_day).
OLD_GOD_CHIPS = "{% load i18n almanac_tags almanac_i18n rule_notes %}" + (
    '{% for god in gods %}\n'
    '      <span class="god {% if kind == \'吉\' %}good{% elif kind == \'凶\' %}bad{% endif %}" tabindex="0">{% glossed god.name %}{% aka god.aliases %}<span class="tip" role="tooltip">{% if god.meaning %}{{ god.meaning|meaning|zh }}{% else %}{{ god.group|default:god.name|zhg }}{% endif %}<br><cite>{{ god.source|citation|zh_runs }}</cite></span></span>{% note_marker "god" god.name %}\n'
    '      {% endfor %}'
)
OLD_UNCOUNTED_GODS = "{% load i18n almanac_tags almanac_i18n rule_notes %}" + (
    '{% for god in data.gods %}{% if not god.counted or god.scope != "day" %}<li>{{ god.name|zhg }}{% aka god.aliases %}{% note_marker "god" god.name %}{% if god.reading %}{% translate \'（\' context \'punctuation\' %}{{ god.reading|reading|zh }}{% translate \'）\' context \'punctuation\' %}{% endif %}{% if not god.counted %} — {% translate \'不计\' %}{% endif %}{% if god.rejected %}{% translate \'：\' context \'punctuation\' %}{{ god.rejected|zh }}{% endif %} <cite>{{ god.source|citation|zh_runs }}</cite></li>{% endif %}{% endfor %}'
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_god_chips_and_uncounted_gods_write_what_the_loops_wrote(language):
    from django.template import engines
    from django.utils import translation

    from almanac.web.views import god_rows

    old_chips, old_uncounted = engines["django"].from_string(OLD_GOD_CHIPS), engines["django"].from_string(
        OLD_UNCOUNTED_GODS)
    new_chips = engines["django"].from_string("{% load almanac_day %}{% god_chips gods kind %}")
    new_uncounted = engines["django"].from_string("{% load almanac_day %}{% uncounted_gods data.gods %}")
    with translation.override(language):
        kinds = set()
        for day in sampled_days_twice(499):
            data = api.day(day).as_dict()
            kinds.update(("aliases" if any(g["aliases"] for g in data["gods"]) else "",
                          "meaning" if any(g.get("meaning") for g in data["gods"]) else "",
                          "reading" if any(g.get("reading") for g in data["gods"]) else "",
                          "rejected" if any(g.get("rejected") for g in data["gods"]) else ""))
            for _label, kind, gods in god_rows(data):
                context = {"gods": gods, "kind": kind}
                assert _rendered(new_chips, context) == _rendered(old_chips, context), (day, kind)
            context = {"data": data}
            assert _rendered(new_uncounted, context) == _rendered(old_uncounted, context), day
        assert {"aliases", "meaning", "reading", "rejected"} <= kinds


# The sunrise table as its template (almanac/_sun.html, included) wrote it before {% sun_table %} (almanac_day).
OLD_SUN_TABLE = "{% load i18n almanac_tags almanac_i18n almanac_day %}\n" + (
    '<form method="get" class="jump">\n'
    '  <label>{% translate \'城市\' %} <select name="city">{{ sun|city_options }}</select></label>\n'
    '  <button type="submit">{% translate \'换算\' %}</button>\n'
    '</form>\n'
    '<table>\n'
    '  <thead><tr><th scope="col"><span class="visually-hidden">{% translate \'城市\' %}</span></th><th scope="col">{% translate \'日出\' %}</th><th scope="col">{% translate \'日入\' %}</th><th scope="col">{% translate \'昼长\' %}</th><th scope="col">{% translate \'夜长\' %}</th></tr></thead>\n'
    '  <tbody>\n'
    '    <tr><th scope="row">{{ sun.city_name|term }} <span class="note">{% translate \'今法推算（上边缘，计蒙气差），UTC+8\' %}</span></th>\n'
    '        <td>{{ sun.sunrise }}</td><td>{{ sun.sunset }}</td><td>{{ sun.day_length }}</td><td>{{ sun.night_length }}</td></tr>\n'
    '    <tr><th scope="row">{% translate \'《推测时刻》京都\' %} <span class="note">{{ sun.row_label|zh }}</span></th>\n'
    '        <td>{{ sun.table_sunrise_text|zh }} ≈ {{ sun.table_sunrise }}</td><td>{{ sun.table_sunset_text|zh }} ≈ {{ sun.table_sunset }}</td>\n'
    "        <td>{% translate '昼' %}{{ sun.table_day_text|zh }} = {{ sun.table_day_length }}</td><td>{% translate '夜' %}{{ sun.table_night_text|zh }} = {{ sun.table_night_length }}</td></tr>\n"
    '  </tbody>\n'
    '</table>\n'
    '<p class="note">{% translate \'古表以京都真太阳时记，此处换算为北京标准时间；古表以日心出地平、不计蒙气差，故较今算日出略晚、日入略早。\' %} <cite>{{ sun.table_source|citation|zh_runs }}</cite></p>\n'
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_sun_table_writes_what_its_template_wrote(language):
    from datetime import date

    from django.template import engines
    from django.utils import translation

    from almanac.web.presenters import sun_view
    from almanac.web.templatetags.almanac_i18n import term

    old = engines["django"].from_string(OLD_SUN_TABLE.replace("{{ sun|city_options }}", "{{ options }}"))
    new = engines["django"].from_string("{% load almanac_day %}{% sun_table sun %}")
    with translation.override(language):
        for day in (date(1901, 1, 1), date(2025, 6, 21), date(2026, 12, 22), date(2099, 12, 31)):
            for city in [c.key for c in api.CITIES][:4]:
                sun = sun_view(day, city)
                options = mark_safe("".join(  # the chooser as the `city_options` filter wrote it
                    django_html.format_html('<option value="{}"{}>{}</option>', c.key,
                                            mark_safe(" selected") if c.key == city else "", term(c.name))
                    for c in api.CITIES))
                assert new.render({"sun": sun}) == old.render({"sun": sun, "options": options}), (day, city)


# The lunar, grade, 宜 and 忌 lines as the template wrote them before {% day_summary %} (almanac_day).
OLD_DAY_SUMMARY = "{% load i18n almanac_i18n almanac_day %}{% get_current_language as LANGUAGE_CODE %}" + (
    '<p class="lunar-line">{% translate \'农历\' %}{{ data.lunar.year_pillar|zh }}{% translate \'年\' %}{{ punct.open }}{{ data.lunar.zodiac|zhg }}{{ punct.close }}{% if LANGUAGE_CODE == "en" %} {% endif %}{{ data.lunar.text|zhg }}\n'
    '      {% for name in data.festivals %}<span class="festival-line">· {% glossed name %}</span>{% endfor %}\n'
    '      {% with ph=data.public_holiday %}{% if ph %}<span class="holiday-line"><span class="ph {% if ph.off_work %}off{% else %}work{% endif %}">{% if ph.off_work %}{% translate \'休\' context \'public holiday\' %}{% else %}{% translate \'班\' context \'public holiday\' %}{% endif %}</span> {% glossed ph.name "holiday" %} {% if ph.off_work %}{% translate \'放假\' %}{% else %}{% translate \'调休上班\' %}{% endif %}</span>{% elif not data.public_holidays_published %}<span class="note">{% translate \'本年法定节假日安排未收录\' %}</span>{% endif %}{% endwith %}</p>\n'
    '    {% url \'guide\' as guide_url %}<p class="grade-line"><a class="grade-badge {{ grade_class }}" href="{{ guide_url }}#grades" title="{% translate \'评级怎么读\' %}">{% translate \'评级\' %}{{ punct.colon }}<b>{% glossed data.grade.name "grade" %}</b></a>\n'
    '      <span class="grade-why">{% for reason in data.grade.reasons|slice:":1" %}{{ reason.text|zh }}{% endfor %}</span>\n'
    '      <a class="guide-link" href="{{ guide_url }}">{% translate \'怎么读这本通书\' %}</a></p>\n'
    '    {% with yi=summary.0 ji=summary.1 %}\n'
    '    <p class="yi-line"><b class="yi-mark">{% translate \'宜\' %}</b>\n'
    '      {% if yi %}{{ yi|activity_links }}{% else %}<span class="note">{% if veto %}{% translate \'无\' %}{% else %}{% translate \'无宜事（各事或平或忌）\' %}{% endif %}</span>{% endif %}</p>\n'
    '    <p class="ji-line"><b class="ji-mark">{% translate \'忌\' %}</b>\n'
    '      {% if veto %}<b>{{ veto }}</b>{% else %}{% if ji %}{{ ji|activity_links }}{% else %}<span class="note">{% translate \'无忌事\' %}</span>{% endif %}{% endif %}</p>\n'
    '    {% endwith %}'
)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
def test_day_summary_writes_what_the_template_wrote(language):
    from django.template import engines
    from django.utils import translation

    from almanac.web.day_view import summary_lines, veto_text
    from almanac.web.i18n import term_span
    from almanac.web.presenters import GRADE_CLASSES, punctuation

    old = engines["django"].from_string(OLD_DAY_SUMMARY)
    new = engines["django"].from_string(
        "{% load almanac_day %}{% day_summary data summary veto grade_class punct %}")
    with translation.override(language):
        kinds = set()
        for day in sampled_days_twice(37):
            facts = api.day(day)
            data = facts.as_dict()
            veto = veto_text(facts.rules.vetoes, lambda name: term_span(name, translation.get_language()))
            summary = summary_lines(data["activities"])
            kinds.update(("veto" if veto else "", "festival" if data["festivals"] else "",
                          "off" if (data.get("public_holiday") or {}).get("off_work") else "",
                          "work" if data.get("public_holiday") and not data["public_holiday"]["off_work"] else "",
                          "unpublished" if not data["public_holidays_published"] else "",
                          "no yi" if not summary[0] else ""))
            context = {"data": data, "summary": summary, "veto": veto, "punct": punctuation(),
                       "grade_class": GRADE_CLASSES[facts.rules.grade.name]}
            assert new.render(context) == old.render(context), day
        assert {"veto", "festival", "off", "work", "unpublished", "no yi"} <= kinds
