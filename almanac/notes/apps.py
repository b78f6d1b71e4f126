from django.apps import AppConfig
from django.db.models.signals import post_migrate


class NotesConfig(AppConfig):
    """Curated notes on the rules (规则注): admins write them, visitors read them beside the verdicts."""

    name = "almanac.notes"
    label = "notes"
    verbose_name = "规则注"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from almanac.notes import signals

        signals.connect()
        # Data migrations (the starter notes) send no model signals: drop the marker index after migrate.
        post_migrate.connect(signals.invalidate_after_migrate, sender=self, dispatch_uid="notes-post-migrate")
