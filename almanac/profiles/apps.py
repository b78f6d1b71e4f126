from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ProfilesConfig(AppConfig):
    name = "almanac.profiles"
    label = "profiles"
    verbose_name = _("家庭与成员")
    default_auto_field = "django.db.models.BigAutoField"
