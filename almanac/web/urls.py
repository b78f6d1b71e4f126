from django.urls import path

from almanac.web import views

urlpatterns = [
    path("", views.month_page, name="home"),
    path("jump/", views.jump, name="jump"),
    path("<int:year>/", views.year_page, name="year"),
    path("guide/", views.guide, name="guide"),
    path("<int:year>/<int:month>/", views.month_page, name="month"),
    path("<int:year>/<int:month>/<int:day>/", views.day_page, name="day"),
    path("<int:year>/<int:month>/<int:day>/why/<str:activity>/", views.day_activity, name="day-activity"),
    path("<int:year>/<int:month>/<int:day>/qimen/<str:branch>/", views.day_qimen, name="day-qimen"),
    path("compass/", views.compass_page, name="compass-now"),
    path("compass/<int:year>/", views.compass_page, name="compass-year"),
    path("compass/<int:year>/<int:month>/", views.compass_page, name="compass"),
    path("api/compass/<int:year>", views.api_compass, name="api-compass-year"),
    path("api/compass/<int:year>/<int:month>", views.api_compass, name="api-compass"),
    path("search/", views.search_page, name="search"),
    path("search/ics", views.search_ics, name="search-ics"),
    path("ics/<int:year>.ics", views.year_ics, name="year-ics"),
    path("api/search", views.api_search, name="api-search"),
    path("api/schema.json", views.api_schema, name="api-schema"),
    path("api/day/<str:date_text>", views.api_day, name="api-day"),
    path("api/month/<str:month_text>", views.api_month, name="api-month"),
]
