"""The reading choices the site made, told to readers: every developer note of the rule tables has a reader's
text in Chinese and English, free of finding codes and table names (almanac/web/readings.py)."""

import re

from almanac.core import api
from almanac.core.rules.catalogue import ALL_DAY_GODS
from almanac.web import readings

DEVELOPER = re.compile(r"digest|\bF-\d|[A-Z][A-Z_]{3,}|\bseed\b|_days|\.py")


def test_every_activity_with_a_developer_note_has_a_readers_text():
    noted = {a.name for a in api.ACTIVITIES if a.note}
    assert noted <= set(readings.ACTIVITY_READINGS), noted - set(readings.ACTIVITY_READINGS)
    assert set(readings.ACTIVITY_READINGS) <= {a.name for a in api.ACTIVITIES}


def test_readers_texts_carry_no_developer_codes():
    for name, (chinese, english) in readings.ACTIVITY_READINGS.items():
        for text in (chinese, english):
            assert not DEVELOPER.search(text), (name, DEVELOPER.search(text))
        assert re.search(r"[\u4e00-\u9fff]{4,}", chinese) and not re.search(r"\b[a-z]{3,} [a-z]{3,}\b", chinese), name


def test_seed_codes_in_a_readers_text_become_books():
    assert "《协纪辨方书》摘要 L111" in readings.activity_reading("祭祀", "zh-hans")
    assert "《協紀辨方書》摘要 L111" in readings.activity_reading("祭祀", "zh-hant")
    assert "Xieji Bianfang Shu, summary L111" in readings.activity_reading("祭祀", "en")
    assert readings.activity_reading("入学", "zh-hans") == ""  # no note, nothing to tell


def test_every_english_reading_name_of_a_god_is_told_in_chinese():
    english = {g.reading for g in ALL_DAY_GODS if g.reading and re.search(r"[A-Za-z]{3,}", g.reading)}
    assert english <= set(readings.GOD_READINGS), english - set(readings.GOD_READINGS)
    assert readings.god_reading("distributive", "zh-hans").startswith("分配读法")
    assert readings.god_reading("历例", "zh-hant") == "曆例"  # a Chinese name is only converted


def test_every_english_meaning_of_a_god_is_told_in_chinese():
    english = {g.meaning for g in ALL_DAY_GODS if g.meaning and re.search(r"[A-Za-z]{3,} [A-Za-z]{3,}", g.meaning)}
    assert english <= set(readings.GOD_MEANINGS), english - set(readings.GOD_MEANINGS)
