"""The `almanac` CLI (almanac/management/commands/almanac.py): JSON contract, JSONL, human text, search, and bad
input (exit status 2, one line on stderr).

The command runs in this process through call_command, its output read with capsys (`days` writes to sys.stdout
itself). Bad input raises CommandError with returncode 2, which Django's command line turns into exit status 2 and
the one line "CommandError: <message>" on stderr; test_bad_input_in_a_real_process holds that contract end to end.
"""

import io
import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from almanac.core import api

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args) -> str:
    """What `manage.py almanac ARGS` prints on stdout, run in process."""
    call_command("almanac", *args)
    return capsys.readouterr().out


def refused(capsys, *args) -> CommandError:
    """The CommandError of `manage.py almanac ARGS`; it printed nothing on stdout first."""
    with pytest.raises(CommandError) as caught:
        call_command("almanac", *args)
    assert capsys.readouterr().out == ""
    return caught.value


def test_day_json_has_the_documented_keys(capsys):
    data = json.loads(run(capsys, "day", "2025-01-29", "--json"))
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


def test_day_with_a_solar_term(capsys):
    data = json.loads(run(capsys, "day", "2025-02-03", "--json"))
    assert data["solar_terms"] == [{"name": "立春", "at": "2025-02-03T22:10:28+08:00", "longitude": 315, "jie": True}]
    assert data["month_switch"]["before"] == {"year": "甲辰", "month": "丁丑"}


def test_days_jsonl_one_object_per_line(capsys):
    lines = run(capsys, "days", "2024-12-30", "2025-01-02", "--jsonl").splitlines()
    assert [json.loads(line)["date"] for line in lines] == ["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02"]


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_long_days_show_progress_on_a_terminal_only(capsys, monkeypatch):
    """A bar on stderr when it is a terminal (more than a year of days); the JSON lines on stdout are the same,
    and nothing is added when stderr is piped."""
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    lines = run(capsys, "days", "2024-01-01", "2025-12-31", "--jsonl").splitlines()
    assert len(lines) == 731 and json.loads(lines[-1])["date"] == "2025-12-31"
    shown = terminal.getvalue()
    assert "0/731" in shown and "day/s" in shown  # cleared at the end (leave=False)
    monkeypatch.undo()
    run(capsys, "days", "2024-01-01", "2025-12-31", "--jsonl")
    assert capsys.readouterr().err == ""


def test_a_short_run_shows_no_bar_even_on_a_terminal(capsys, monkeypatch):
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert len(run(capsys, "days", "2025-01-01", "2025-01-31").splitlines()) > 31
    assert terminal.getvalue() == ""


def test_month_json_and_human_text(capsys):
    data = json.loads(run(capsys, "month", "2025-02", "--json"))
    assert len(data["days"]) == 28
    assert [t["name"] for t in data["solar_terms"]] == ["立春", "雨水"]
    text = run(capsys, "day", "2025-01-29")
    assert "正月初一" in text and "戊戌" in text


BAD_INPUT = [
    ("day", "2025-02-30"),
    ("day", "1800-01-01"),
    ("day", "abc"),
    ("day", "2100-01-01", "--json"),
    ("days", "2025-01-05", "2025-01-01", "--jsonl"),
    ("month", "2025-13"),
    ("month", "1800-01", "--json"),
]


@pytest.mark.parametrize("args", BAD_INPUT)
def test_bad_input_exits_2_with_one_line(capsys, args):
    error = refused(capsys, *args)
    assert error.returncode == 2
    lines = str(error).strip().splitlines()  # printed as the one line "CommandError: <message>"
    assert len(lines) == 1, str(error)


# The real process: exit status 2, nothing on stdout, one line and no traceback on stderr (`days` writes its
# output to sys.stdout directly, the others through the command's own stdout).
@pytest.mark.parametrize("args", [("day", "2025-02-30"), ("days", "2025-01-05", "2025-01-01", "--jsonl")])
def test_bad_input_in_a_real_process(args):
    result = subprocess.run(
        [sys.executable, "manage.py", "almanac", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.django_db  # --member looks the member up in the database
def test_cli_search_json_and_errors(capsys):
    data = json.loads(run(capsys, "search", "嫁娶", "2026-01-01", "2026-03-31", "--hours", "--json"))
    assert data["activity"] == "嫁娶" and data["results"] and data["results"][0]["hours"]
    for args in (("search", "飞天", "2026-01-01", "2026-03-31"), ("search", "嫁娶", "2026-03-31", "2026-01-01"),
                 ("search", "嫁娶", "2026-01-01", "2026-03-31", "--member", "999999")):
        bad = refused(capsys, *args)
        assert bad.returncode == 2 and len(str(bad).strip().splitlines()) == 1


def test_day_text_leads_with_the_grade_and_the_activities(capsys):
    """A reader of the text sees what the JSON says: festivals, the grade with its reasons, 宜 and 忌."""
    text = run(capsys, "day", "2026-02-17")
    data = api.day(date(2026, 2, 17)).as_dict()
    assert "春节" in text.splitlines()[0]
    assert f"评级   {data['grade']['name']}：" in text
    good = [a["name"] for a in data["activities"] if a["verdict"] == "宜"]
    bad = [a["name"] for a in data["activities"] if a["verdict"] == "忌"]
    assert f"宜     {'、'.join(good)}" in text and f"忌     {'、'.join(bad) or '—'}" in text
    veto = run(capsys, "day", "2025-01-29")  # 日冲太岁: every activity 忌
    assert "大凶：日冲太岁" in veto and "忌     诸事不宜" in veto and "宜     —" in veto


@pytest.mark.parametrize("command, module, builder, written", [
    ("build_sun_table", "sun_build", lambda key: f"# {key}\n2025-01 1 2 3\n", "# beijing\n2025-01 1 2 3\n"),
    ("build_astro_table", "build",
     lambda: ("[terms]\n[new_moons]\n", {"terms": 0, "new_moons": 0, "rounding_margin_s": 0.5}),
     "[terms]\n[new_moons]\n"),
])
def test_table_commands_write_and_check(tmp_path, monkeypatch, capsys, command, module, builder, written):
    """`manage.py build_sun_table` / `build_astro_table` (one TableCommand) run the table's generator; --check on a
    stale table is an error (status 1), on a fresh one says so."""
    import importlib

    monkeypatch.setattr(importlib.import_module(f"almanac.core.astro.{module}"), "build_table", builder)
    table = tmp_path / "table.txt"
    with pytest.raises(CommandError) as caught:
        call_command(command, "--check", "--output", str(table))
    assert caught.value.returncode == 1
    call_command(command, "--output", str(table))
    call_command(command, "--check", "--output", str(table))
    assert table.read_text(encoding="utf-8") == written and "is up to date" in capsys.readouterr().out
