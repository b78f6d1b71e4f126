"""Regenerate almanac/core/data/astro_table.txt (solar-term and new-moon moments) from skyfield."""

from almanac.core import api
from almanac.management.table_command import TableCommand


class Command(TableCommand):
    help = "Recompute the solar-term and new-moon table from the shipped ephemerides (DE421, DE423)."
    build = staticmethod(api.astro_table_build)
