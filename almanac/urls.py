from django.contrib import admin
from django.urls import include, path

from almanac.health import health

urlpatterns = [
    path("health", health, name="health"),  # for load balancers (almanac/health.py)
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),  # set_language: the language switch posts here
    path("notes/", include("almanac.notes.urls")),
    path("", include("almanac.profiles.urls")),
    path("", include("almanac.web.urls")),
]

handler404 = "almanac.web.views.not_found"
handler400 = "almanac.web.views.bad_request"
handler500 = "almanac.web.views.server_error"
