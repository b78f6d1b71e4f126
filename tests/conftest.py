"""Suite-wide: the rate limits (almanac/ratelimit.py) are off except in tests marked `ratelimit`, and the
seeds fixtures (tests/seeds.py).

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


@pytest.fixture(scope="session")
def seed_texts(seeds_dir) -> dict[str, list[str]]:
    """Each seed's lines by prefix, as `grep -n` numbers them (line n at index n − 1); seed 000 simplified."""
    return seeds.read_seed_texts(seeds_dir)


@pytest.fixture(scope="session")
def s000(seed_texts) -> list[str]:
    return seed_texts["000"]


@pytest.fixture(scope="session")
def s001(seed_texts) -> list[str]:
    return seed_texts["001"]


@pytest.fixture(scope="session")
def s002(seed_texts) -> list[str]:
    return seed_texts["002"]


@pytest.fixture(scope="session")
def s003(seed_texts) -> list[str]:
    return seed_texts["003"]
