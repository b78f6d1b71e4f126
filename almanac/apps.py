from django.apps import AppConfig


class AlmanacConfig(AppConfig):
    """The project package is also an app, so that it carries the `almanac` management command."""

    name = "almanac"
    verbose_name = "Almanac"
