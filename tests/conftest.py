"""Suite-wide: the rate limits (almanac/ratelimit.py) are off except in tests marked `ratelimit`.

The whole suite asks for /search/ and /api/search from 127.0.0.1 far more often than a visitor would, within
one window of one process's local-memory cache; only the tests about the limiter need it on.
"""

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "ratelimit: keeps the rate limits of almanac/ratelimit.py switched on")


@pytest.fixture(autouse=True)
def _rate_limits_off_unless_marked(request, settings):
    if request.node.get_closest_marker("ratelimit") is None:
        settings.RATELIMIT_ENABLED = False
