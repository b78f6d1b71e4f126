"""What the commands that regenerate a shipped table share: --output and --check, passed to the table's builder."""

from collections.abc import Callable

from django.core.management.base import BaseCommand, CommandError


class TableCommand(BaseCommand):
    build: Callable[[list[str]], int]  # the builder behind the door: argv → exit status
    output_help = "write here instead of the shipped table"
    stale_message = "the shipped table differs from a fresh computation"

    def add_arguments(self, parser):
        parser.add_argument("--output", help=self.output_help)
        parser.add_argument("--check", action="store_true", help="exit 1 if the shipped table differs")

    def handle(self, *args, **options):
        argv = []
        if options["output"]:
            argv += ["--output", options["output"]]
        if options["check"]:
            argv.append("--check")
        status = self.build(argv)
        if status:
            raise CommandError(self.stale_message, returncode=status)
