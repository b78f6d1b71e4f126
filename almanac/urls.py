from django.contrib import admin
from django.urls import include, path
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

from almanac.health import health

urlpatterns = [
    path("health", health, name="health"),  # for load balancers (almanac/health.py)
    path("admin/", admin.site.urls),
    # The language switch posts here; without a CSRF token, so that the pages carrying the switch are the same
    # for everyone and cacheable (almanac/web/caching.py). Forcing a visitor's language harms nobody.
    path("i18n/setlang/", csrf_exempt(set_language), name="set_language"),
    path("notes/", include("almanac.notes.urls")),
    path("", include("almanac.profiles.urls")),
    path("", include("almanac.web.urls")),
]

handler404 = "almanac.web.views.not_found"
handler400 = "almanac.web.views.bad_request"
handler500 = "almanac.web.views.server_error"
