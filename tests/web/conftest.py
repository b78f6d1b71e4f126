"""Every page may touch the database (sessions, the account menu, rule-note markers)."""

import pytest


@pytest.fixture(autouse=True)
def _database(db):
    """Web tests get database access (rolled back after each test)."""
