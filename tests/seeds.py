"""Where the tests find the classical texts they quote (the seeds): ../shared/seeds beside the repository root.

The place is computed from this file's own location, so any clone finds the seeds that sit beside it. Without
them the tests that read them are skipped with the reason, except under CI=true, where they fail: CI provides
the seeds, and a quiet skip there would hide every check of a quote against its line.

Tests take the session fixture `seeds_dir` (tests/conftest.py); helpers that read a seed outside a fixture
call `required_seeds_dir()` here, which skips or fails the calling test in the same way.
"""

import os
from pathlib import Path

import pytest

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
