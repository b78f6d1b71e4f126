"""almanac/collector.py: a server process's collector, settled as gunicorn.conf.py settles the master's."""

import gc

from almanac import collector


def test_settle_freezes_what_is_loaded_and_makes_young_collections_rarer():
    threshold = gc.get_threshold()
    try:
        collector.settle()
        assert gc.get_freeze_count() > 10_000  # the modules and tables this test process has loaded
        assert gc.get_threshold() == (collector.YOUNG_COLLECTION_THRESHOLD, 10, 10)
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)
