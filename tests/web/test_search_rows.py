"""The search results' months (almanac.web.search_rows, {% result_month %}) hold to the markup the template loop
wrote before them, byte for byte: the loop is kept here as the reference, rendered by Django beside the tag."""

from datetime import date, time

import pytest
from django.template import engines
from django.utils import translation

from almanac.core import api
from almanac.web.presenters import GRADE_CLASSES
from almanac.web.search_rows import day_path
from almanac.web.search_view import Row, month_groups

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


def _context(result, rows, *, hours):
    listing = hours or result.qimen
    return {
        "result": result, "months": month_groups(rows), "LANGUAGE_CODE": translation.get_language(), "hours": hours,
        "grade_classes": GRADE_CLASSES, "double_weight": api.DOUBLE_WEIGHT_GODS, "best": api.search_best_dates(result),
        "listed_hours": {f.day.date: api.search_listed_hours(f.day, qimen=result.qimen, activity=result.activity)
                         for f, _item in rows} if listing else {},
    }


def _both(context):
    engine = engines["django"]
    return engine.from_string(TEMPLATE_LOOP).render(context), engine.from_string(MONTH_TAG).render(context)


@pytest.mark.parametrize("language", ["zh-hans", "zh-hant", "en"])
@pytest.mark.parametrize("activity, start, end, hours, qimen", [
    ("祭祀", date(2026, 1, 1), date(2026, 12, 31), False, False),  # 春节, 国庆: holiday badges, 休 and 班
    ("嫁娶", date(2026, 1, 1), date(2026, 6, 30), True, False),
    ("嫁娶", date(2026, 1, 1), date(2026, 6, 30), True, True),
    ("祭祀", date(1901, 1, 1), date(1901, 3, 31), False, True),  # no holiday schedule; the first supported days
])
def test_rows_are_the_template_loops_markup(language, activity, start, end, hours, qimen):
    with translation.override(language):
        result = api.search(activity=activity, start=start, end=end, qimen=qimen)
        rows = [Row(found, None) for found in result.results]
        assert rows
        template_loop, row_tag = _both(_context(result, rows, hours=hours))
    assert row_tag == template_loop


@pytest.mark.parametrize("language", ["zh-hans", "en"])
def test_rows_with_members_are_the_template_loops_markup(language):
    members = [
        api.member_facts(name="李娜", sex="女", birth_date=date(2024, 2, 4)),  # the birth year open: hedged verdicts
        api.member_facts(name="王甲", sex="男", birth_date=date(1999, 6, 1), birth_time=time(10, 0)),
    ]
    with translation.override(language):
        result = api.search(activity="嫁娶", start=date(2026, 10, 1), end=date(2027, 3, 31))
        chosen = api.search_with_members(result, members)
        rows = [Row(item.found, item) for item in chosen.kept]
        template_loop, row_tag = _both(_context(result, rows, hours=True))
    assert 'class="mv ' in row_tag and row_tag == template_loop


@pytest.mark.parametrize("day", [date(1901, 1, 1), date(2026, 12, 31), date(2099, 2, 9)])
def test_the_rows_day_links_are_the_day_pages_url(day):
    from django.urls import reverse

    assert day_path(reverse("home"), day) == reverse("day", args=(day.year, day.month, day.day))
