"""Where the tests find the classical texts they quote (the seeds): ../shared/seeds beside the repository root.

The place is computed from this file's own location, so any clone finds the seeds that sit beside it. Without
them the tests that read them are skipped with the reason, except under CI=true, where they fail: CI provides
the seeds, and a quiet skip there would hide every check of a quote against its line.

Tests take the session fixture `seeds_dir` (tests/conftest.py); helpers that read a seed outside a fixture
call `required_seeds_dir()` here, which skips or fails the calling test in the same way. Tests that compare
with a seed's lines take `seed_texts` (or `s000` … `s003`): each seed's lines as `grep -n` numbers them (line n
at index n − 1), seed 000, printed in traditional characters, in simplified form.
"""

import os
from pathlib import Path

import pytest

from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_APPENDIX, SEED_XIEJI_JUAN8, SEED_XIEJI_SUMMARY

REPOSITORY_ROOT = Path(__file__).resolve().parents[1]
SEEDS_DIR = REPOSITORY_ROOT.parent / "shared" / "seeds"


def required_seeds_dir() -> Path:
    """The seeds' directory; skips the calling test when it is missing (fails it under CI=true)."""
    if not SEEDS_DIR.is_dir():
        message = f"seed texts not found at {SEEDS_DIR} (../shared/seeds beside the repository root)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{message}; CI must provide them", pytrace=False)
        pytest.skip(message)
    return SEEDS_DIR


SEED_BY_PREFIX = {"000": SEED_QIUZHEN, "001": SEED_XIEJI_SUMMARY, "002": SEED_XIEJI_JUAN8, "003": SEED_XIEJI_APPENDIX}


def simplifier():
    """Traditional → simplified (OpenCC t2s) for comparing seed 000 with the tables' simplified words; 乾 is held
    back (t2s would make it 干, another word)."""
    import opencc

    converter = opencc.OpenCC("t2s")
    return lambda text: converter.convert(text.replace("乾", "\ue000")).replace("\ue000", "乾")


def read_seed_texts(seeds_dir: Path) -> dict[str, list[str]]:
    """Each seed's lines by prefix ("000" … "003") as `grep -n` numbers them; seed 000 simplified."""
    texts = {prefix: (seeds_dir / name).read_text(encoding="utf-8").split("\n") for prefix, name in SEED_BY_PREFIX.items()}
    simplify = simplifier()
    texts["000"] = [simplify(line) for line in texts["000"]]
    return texts
