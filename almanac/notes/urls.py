from django.urls import path

from almanac.notes import views

app_name = "notes"

urlpatterns = [
    path("", views.index, name="index"),
    path("<int:pk>/", views.detail, name="detail"),
    path("about/<slug:kind>/<str:subject>/", views.subject_notes, name="subject"),
]
