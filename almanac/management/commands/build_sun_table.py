"""Regenerate almanac/core/data/sun_events_<city>.txt (sunrise, transit and sunset of every day) from skyfield."""

from almanac.core import api
from almanac.management.table_command import TableCommand


class Command(TableCommand):
    help = "Recompute the shipped sun-time tables (the default city's sunrise, transit and sunset, 1901–2099)."
    build = staticmethod(api.sun_table_build)
    output_help = "write here instead of the shipped table (the first tabled city)"
    stale_message = "a shipped sun-time table differs from a fresh computation"
