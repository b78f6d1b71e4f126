from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),  # set_language: the language switch posts here
    path("", include("almanac.web.urls")),
]

handler404 = "almanac.web.views.not_found"
handler400 = "almanac.web.views.bad_request"
handler500 = "almanac.web.views.server_error"
