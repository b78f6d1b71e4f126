"""The `almanac` CLI: JSON contract, JSONL, human text, and bad input (exit 2, one line on stderr)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    return subprocess.run(
        [sys.executable, "manage.py", "almanac", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_day_json_has_the_documented_keys():
    result = run("day", "2025-01-29", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["date"] == "2025-01-29"
    assert data["lunar"] == data["lunar"] | {"year": 2025, "month": 1, "day": 1, "leap": False, "text": "正月初一"}
    assert data["pillars"] == {"year": "甲辰", "month": "丁丑", "day": "戊戌"}
    assert set(data["nayin"]) == {"year", "month", "day"}
    assert data["zodiac"] == "龙"
    assert data["solar_terms"] == []
    assert len(data["jianchu"]) == 1
    assert data["huangdao"]["kind"] in ("黄道", "黑道")
    assert len(data["mansion"]) == 1
    assert set(data["clash"]) >= {"branch", "zodiac", "sha"}
    assert data["clash"]["branch"] == "辰" and data["clash"]["zodiac"] == "龙"
    assert data["pengzu"] == ["戊不受田", "戌不乞狗"]


def test_day_with_a_solar_term():
    data = json.loads(run("day", "2025-02-03", "--json").stdout)
    assert data["solar_terms"] == [{"name": "立春", "at": "2025-02-03T22:10:28+08:00", "longitude": 315, "jie": True}]
    assert data["month_switch"]["before"] == {"year": "甲辰", "month": "丁丑"}


def test_days_jsonl_one_object_per_line():
    result = run("days", "2024-12-30", "2025-01-02", "--jsonl")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [json.loads(line)["date"] for line in lines] == ["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02"]


def test_month_json_and_human_text():
    data = json.loads(run("month", "2025-02", "--json").stdout)
    assert len(data["days"]) == 28
    assert [t["name"] for t in data["solar_terms"]] == ["立春", "雨水"]
    text = run("day", "2025-01-29").stdout
    assert "正月初一" in text and "戊戌" in text


@pytest.mark.parametrize(
    "args",
    [
        ("day", "2025-02-30"),
        ("day", "1800-01-01"),
        ("day", "abc"),
        ("day", "2100-01-01", "--json"),
        ("days", "2025-01-05", "2025-01-01", "--jsonl"),
        ("month", "2025-13"),
        ("month", "1800-01", "--json"),
    ],
)
def test_bad_input_exits_2_with_one_line(args):
    result = run(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
