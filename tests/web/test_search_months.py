"""The search results' months (almanac.web.search_months: {% result_month %} of the list view, {% grid_month %} of
the calendar) hold to the markup the template loops wrote before them, byte for byte: the loops are kept here as the
reference, rendered by Django beside the tags."""

from datetime import date, time

import pytest
from django.template import engines
from django.utils import translation

from almanac.core import api
from almanac.web.presenters import GRADE_CLASSES, weekday_headers
from almanac.web.search_months import day_path
from almanac.web.search_view import Row, month_groups, search_calendar

# The loop of templates/almanac/_search_results.html before {% result_month %} replaced it.
TEMPLATE_LOOP = """{% load i18n almanac_tags almanac_i18n %}{% for group in months %}
  <section class="result-month" aria-labelledby="rm-{{ group.first|date:'Y-m' }}">
    <h3 id="rm-{{ group.first|date:'Y-m' }}"><a href="{% url 'month' group.first.year group.first.month %}">{% if LANGUAGE_CODE == "en" %}{{ group.first|date:"F Y" }}{% else %}{% blocktranslate with year=group.first.year month=group.first.month %}{{ year }}年{{ month }}月{% endblocktranslate %}{% endif %}</a>
      <small class="note">{% blocktranslate count number=group.rows|length %}{{ number }} 日{% plural %}{{ number }} 日{% endblocktranslate %}</small></h3>
    <ol class="results">
    {% for found, item in group.rows %}{% with day=found.day parts=found.parts %}
    <li class="result {{ grade_classes|get_item:day.rules.grade.name }}{% if day.date in best %} best{% endif %}">
      <div class="r-head">
        <a class="r-date" href="{% url 'day' day.date.year day.date.month day.date.day %}"><b>{{ day.date|date:"Y-m-d" }}</b> {{ day.date|date:"D" }}</a>{% include "almanac/_ph_badge.html" with ph=day.public_holiday named=True %}
        {% if day.date in best %}<span class="best-mark" title="{% translate '最好的三日' %}">★</span>{% endif %}
        <span class="r-lunar">{{ day.lunar.text|zh }} · {{ day.pillars.day.name|zh }}{% translate '日' %}</span>
      </div>
      <div class="r-rate"><span class="r-grade">{% glossed day.rules.grade.name "grade" %}</span>
        <span class="r-score" title="{% translate '分 = 评级分 + 2 ×（宜神 − 忌神）' %}">{% translate '分' %} <b>{{ found.score }}</b> <span class="score-parts">= {{ parts.grade_points }} + 2×({{ parts.for_weight }}−{{ parts.against_weight }})</span></span></div>
      <div class="r-body"><div class="r-gods"><span class="good">{% translate '宜' %} {% for n in found.verdict.good %}{% if n in double_weight %}<b>{{ n|zh }}</b><sup>×2</sup>{% else %}{{ n|zh }}{% endif %}{% if not forloop.last %}{% translate '、' context 'punctuation' %}{% endif %}{% endfor %}</span>{% if found.verdict.bad %} <span class="bad">· {% translate '虽有' %} {{ found.verdict.bad|zh_join }}</span>{% endif %}</div>
      {% if item %}{% include "profiles/_search_personal.html" with item=item activity=result.activity %}{% endif %}</div>
      {% if result.qimen %}<div class="r-hours"><span class="note">{% translate '奇门吉时' %}{% translate '：' context 'punctuation' %}</span>{% for h, q in listed_hours|get_item:day.date %}
        <a class="qimen-hour" href="{% url 'day-qimen' day.date.year day.date.month day.date.day h.branch %}">{{ h.branch|zh }}{% translate '时' %}{% translate '（' context 'punctuation' %}{{ h.start }}–{{ h.end }}{% translate '）' context 'punctuation' %}</a><span class="note">{% for p in q.lucky_palaces %}{{ p.text|zh }}{% if not forloop.last %}{% translate '；' context 'punctuation' %}{% endif %}{% endfor %}</span>{% if not forloop.last %} · {% endif %}{% endfor %}</div>
      {% elif hours %}<div class="r-hours"><span class="note">{% translate '吉时' %}{% translate '：' context 'punctuation' %}{% for h, q in listed_hours|get_item:day.date %}{{ h.branch|zh }}{% translate '时' %}{% translate '（' context 'punctuation' %}{{ h.start }}–{{ h.end }}{% translate '）' context 'punctuation' %}{% if not forloop.last %} {% endif %}{% endfor %}</span></div>{% endif %}
    </li>{% endwith %}{% endfor %}
    </ol>
  </section>
  {% endfor %}"""
MONTH_TAG = """{% load search_tags %}{% for group in months %}
  {% result_month group %}
  {% endfor %}"""

# The loop of templates/almanac/_search_calendar.html before {% grid_month %} replaced it.
GRID_LOOP = """{% load i18n almanac_tags almanac_i18n almanac_labels profiles_tags %}{% for m in calendar %}
  <section class="search-month" aria-labelledby="sm-{{ m.first|date:'Y-m' }}">
    <h3 id="sm-{{ m.first|date:'Y-m' }}"><a href="{% url 'month' m.first.year m.first.month %}">{% if LANGUAGE_CODE == "en" %}{{ m.first|date:"F Y" }}{% else %}{% blocktranslate with year=m.first.year month=m.first.month %}{{ year }}年{{ month }}月{% endblocktranslate %}{% endif %}</a>
      <small class="note">{% blocktranslate count number=m.found %}{{ number }} 日{% plural %}{{ number }} 日{% endblocktranslate %}</small></h3>
    <table class="search-cal">
      <thead><tr>{% for name in weekday_headers %}<th scope="col">{{ name }}</th>{% endfor %}</tr></thead>
      <tbody>{% for week in m.weeks %}<tr>{% for c in week %}{% if c %}{% with ph=c.holiday %}
        <td class="{% if c.row %}found {{ c.grade_class }}{% if c.date in best %} best{% endif %}{% elif c.dropped %}dropped{% elif not c.in_range %}out{% endif %}">
        {% if c.row %}{% with found=c.row.found %}<a href="{% url 'day' c.date.year c.date.month c.date.day %}" aria-label="{{ c.date|date:'Y-m-d' }} {{ found.day.rules.grade.name|label }} {% translate '分' %} {{ found.score }}{% if ph %} {{ ph.name|label }} {% if ph.off_work %}{% translate '放假' %}{% else %}{% translate '调休上班' %}{% endif %}{% endif %}{% for pd in c.row.item.days %}{% with v=pd|personal_verdict:result.activity %}{% if v.verdict != '宜' or v.hedged %} {{ pd.member }} {{ v.verdict|label }}{% if v.hedged %} {% translate '随出生时刻而异' %}{% endif %}{% endif %}{% endwith %}{% endfor %}">
          <span class="n">{{ c.date.day }}</span>{% include "almanac/_ph_badge.html" %}{% if c.date in best %}<span class="best-mark" aria-hidden="true">★</span>{% endif %}
          <span class="s">{{ found.score }}</span>
          {% for pd in c.row.item.days %}{% with v=pd|personal_verdict:result.activity %}{% if v.verdict != '宜' or v.hedged %}<span class="mm minor" aria-hidden="true" title="{{ pd.member }} {{ v.verdict|label }}{% if v.hedged %} {% translate '随出生时刻而异' %}{% endif %}">{{ pd.member|slice:":1" }}{{ v.verdict|zh }}{% if v.hedged %}{% translate '？' context 'punctuation' %}{% endif %}</span>{% endif %}{% endwith %}{% endfor %}
        </a>{% endwith %}
        {% elif c.dropped %}<a href="{% url 'day' c.date.year c.date.month c.date.day %}" aria-label="{{ c.date|date:'Y-m-d' }}{% for pd in c.dropped.days %}{% with v=pd|personal_verdict:result.activity %}{% if v.verdict == '忌' and not v.hedged %} {{ pd.member }} {{ v.verdict|label }}{% endif %}{% endwith %}{% endfor %}"><span class="n">{{ c.date.day }}</span>{% include "almanac/_ph_badge.html" %}
          {% for pd in c.dropped.days %}{% with v=pd|personal_verdict:result.activity %}{% if v.verdict == '忌' and not v.hedged %}<span class="mm clash" aria-hidden="true" title="{{ pd.member }} {{ v.verdict|label }}">{{ pd.member|slice:":1" }}{{ v.verdict|zh }}</span>{% endif %}{% endwith %}{% endfor %}</a>
        {% else %}<span class="n">{{ c.date.day }}</span>{% include "almanac/_ph_badge.html" %}{% endif %}
        </td>{% endwith %}{% else %}<td class="pad"></td>{% endif %}{% endfor %}</tr>{% endfor %}</tbody>
    </table>
  </section>
{% endfor %}"""
GRID_TAG = """{% load search_tags %}{% for m in calendar %}
  {% grid_month m %}
{% endfor %}"""


def _context(result, rows, *, hours, dropped=(), best=None):
    listing = hours or result.qimen
    return {
        "result": result, "months": month_groups(rows), "LANGUAGE_CODE": translation.get_language(), "hours": hours,
        "calendar": search_calendar(result, rows, dropped), "weekday_headers": weekday_headers(0),
        "grade_classes": GRADE_CLASSES, "double_weight": api.DOUBLE_WEIGHT_GODS,
        "best": api.search_best_dates(result) if best is None else best,
        "listed_hours": {f.day.date: api.search_listed_hours(f.day, qimen=result.qimen, activity=result.activity)
                         for f, _item in rows} if listing else {},
    }


def _both(context):
    """(the old loops' HTML, the tags' HTML) of the list and of the calendar."""
    engine = engines["django"]
    render = lambda source: engine.from_string(source).render(context)  # noqa: E731
    return render(TEMPLATE_LOOP) + render(GRID_LOOP), render(MONTH_TAG) + render(GRID_TAG)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
@pytest.mark.parametrize("activity, start, end, hours, qimen", [
    ("祭祀", date(2026, 1, 1), date(2026, 12, 31), False, False),  # 春节, 国庆: holiday badges, 休 and 班
    ("嫁娶", date(2026, 1, 1), date(2026, 6, 30), True, False),
    ("嫁娶", date(2026, 1, 1), date(2026, 6, 30), True, True),
    ("祭祀", date(1901, 1, 1), date(1901, 3, 31), False, True),  # no holiday schedule; the first supported days
])
def test_months_are_the_template_loops_markup(language, activity, start, end, hours, qimen):
    with translation.override(language):
        result = api.search(activity=activity, start=start, end=end, qimen=qimen)
        rows = [Row(found, None) for found in result.results]
        assert rows
        template_loop, row_tag = _both(_context(result, rows, hours=hours))
    assert row_tag == template_loop


@pytest.mark.parametrize("language", ["zh-hans", "en"])
def test_months_with_members_are_the_template_loops_markup(language):
    members = [
        api.member_facts(name="李娜", sex="女", birth_date=date(2024, 2, 4)),  # the birth year open: hedged verdicts
        api.member_facts(name="王甲", sex="男", birth_date=date(1999, 6, 1), birth_time=time(10, 0)),
    ]
    with translation.override(language):
        result = api.search(activity="嫁娶", start=date(2026, 10, 1), end=date(2027, 3, 31))
        chosen = api.search_with_members(result, members)
        rows = [Row(item.found, item) for item in chosen.kept]
        template_loop, row_tag = _both(_context(result, rows, hours=True, dropped=chosen.dropped,
                                                best=api.search_best_dates(chosen)))
    assert chosen.dropped and 'class="mv ' in row_tag and 'class="mm minor"' in row_tag and 'class="mm clash"' in row_tag
    assert row_tag == template_loop


@pytest.mark.parametrize("day", [date(1901, 1, 1), date(2026, 12, 31), date(2099, 2, 9)])
def test_the_rows_day_links_are_the_day_pages_url(day):
    from django.urls import reverse

    assert day_path(reverse("home"), day) == reverse("day", args=(day.year, day.month, day.day))
