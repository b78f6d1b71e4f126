"""Regenerate almanac/core/data/astro_table.txt (solar-term and new-moon moments) from skyfield."""

from django.core.management.base import BaseCommand, CommandError

from almanac.core import api


class Command(BaseCommand):
    help = "Recompute the solar-term and new-moon table from the shipped ephemerides (DE421, DE423)."

    def add_arguments(self, parser):
        parser.add_argument("--output", help="write here instead of the shipped table")
        parser.add_argument("--check", action="store_true", help="exit 1 if the shipped table differs")

    def handle(self, *args, **options):
        argv = []
        if options["output"]:
            argv += ["--output", options["output"]]
        if options["check"]:
            argv.append("--check")
        status = api.astro_table_build(argv)
        if status:
            raise CommandError("the shipped table differs from a fresh computation", returncode=status)
