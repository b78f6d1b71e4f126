from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "almanac.web"
    label = "web"
    verbose_name = "Almanac web pages"
