"""Accounts (un-namespaced: Django's auth views reverse 'login', 'password_reset_confirm' … by these
names) and the household pages (namespace 'profiles'). Include once, at the site's root:

    path("", include("almanac.profiles.urls")),
"""

from django.contrib.auth import views as auth_views
from django.urls import include, path

from almanac.profiles import views

# Template names are our own (registration/…): django.contrib.admin ships registration/password_*.html and
# comes first in INSTALLED_APPS, so the default names would render the admin's pages.
account_patterns = [
    path("signup/", views.signup, name="signup"),
    path("signup/sent/", views.signup_sent, name="signup-sent"),
    path("activate/<uidb64>/<token>/", views.activate, name="activate"),
    path("login/", views.LoginView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(template_name="registration/signed_out.html"), name="logout"),
    path("profile/", views.account_home, name="account-home"),
    path("data.json", views.account_data, name="account-data"),
    path("delete/", views.account_delete, name="account-delete"),
    path("deleted/", views.account_deleted, name="account-deleted"),
    path("password_change/", views.PasswordChangeView.as_view(), name="password_change"),
    path("password_change/done/", auth_views.PasswordChangeDoneView.as_view(
        template_name="registration/password_change_finished.html"), name="password_change_done"),
    path("password_reset/", views.PasswordResetView.as_view(), name="password_reset"),
    path("password_reset/done/", auth_views.PasswordResetDoneView.as_view(
        template_name="registration/password_reset_sent.html"), name="password_reset_done"),
    path("reset/<uidb64>/<token>/", views.PasswordResetConfirmView.as_view(), name="password_reset_confirm"),
    path("reset/done/", auth_views.PasswordResetCompleteView.as_view(
        template_name="registration/password_reset_finished.html"), name="password_reset_complete"),
]

household_patterns = [
    path("", views.household_list, name="household-list"),
    path("new/", views.household_create, name="household-create"),
    path("<int:pk>/", views.household_detail, name="household-detail"),
    path("<int:pk>/edit/", views.household_edit, name="household-edit"),
    path("<int:pk>/delete/", views.household_delete, name="household-delete"),
    path("<int:pk>/export.json", views.household_export, name="household-export"),
    path("<int:pk>/members/new/", views.member_create, name="member-create"),
    path("<int:pk>/wedding/", views.wedding, name="wedding"),
    path("members/<int:pk>/", views.member_detail, name="member-detail"),
    path("members/<int:pk>/edit/", views.member_edit, name="member-edit"),
    path("members/<int:pk>/delete/", views.member_delete, name="member-delete"),
]

urlpatterns = [
    path("accounts/", include(account_patterns)),
    path("households/", include((household_patterns, "profiles"))),
]
