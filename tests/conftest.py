"""Suite-wide: the rate limits (almanac/ratelimit.py) are off except in tests marked `ratelimit`, and the
seeds fixture.

The whole suite asks for /search/ and /api/search from 127.0.0.1 far more often than a visitor would, within
one window of one process's local-memory cache; only the tests about the limiter need it on.
"""

from pathlib import Path

import pytest

from tests import seeds


def pytest_configure(config):
    config.addinivalue_line("markers", "ratelimit: keeps the rate limits of almanac/ratelimit.py switched on")


@pytest.fixture(autouse=True)
def _rate_limits_off_unless_marked(request, settings):
    if request.node.get_closest_marker("ratelimit") is None:
        settings.RATELIMIT_ENABLED = False


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    """The classical texts the tests quote, at ../shared/seeds beside the repository root (tests/seeds.py):
    tests using it are skipped without them, and fail under CI=true."""
    return seeds.required_seeds_dir()
