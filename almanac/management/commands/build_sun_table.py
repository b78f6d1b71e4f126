"""Regenerate almanac/core/data/sun_events_<city>.txt (sunrise, transit and sunset of every day) from skyfield."""

from django.core.management.base import BaseCommand, CommandError

from almanac.core import api


class Command(BaseCommand):
    help = "Recompute the shipped sun-time tables (the default city's sunrise, transit and sunset, 1901–2099)."

    def add_arguments(self, parser):
        parser.add_argument("--output", help="write here instead of the shipped table (the first tabled city)")
        parser.add_argument("--check", action="store_true", help="exit 1 if a shipped table differs")

    def handle(self, *args, **options):
        argv = []
        if options["output"]:
            argv += ["--output", options["output"]]
        if options["check"]:
            argv.append("--check")
        status = api.sun_table_build(argv)
        if status:
            raise CommandError("a shipped sun-time table differs from a fresh computation", returncode=status)
