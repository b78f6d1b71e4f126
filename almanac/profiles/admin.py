from django.contrib import admin
from django.db.models import Count
from django.utils.translation import gettext_lazy as _

from almanac.profiles.models import Household, Member


class MemberInline(admin.TabularInline):
    model = Member
    extra = 0
    fields = ("name", "sex", "birth_date", "birth_time", "birth_place", "timezone", "late_zi_next_day",
              "birth_calendar", "birth_longitude", "true_solar_time")
    show_change_link = True


@admin.register(Household)
class HouseholdAdmin(admin.ModelAdmin):
    list_display = ("name", "owner", "member_count", "created_at", "updated_at")
    list_select_related = ("owner",)
    search_fields = ("name", "owner__username", "owner__email", "members__name")
    raw_id_fields = ("owner",)
    readonly_fields = ("created_at", "updated_at")
    date_hierarchy = "created_at"
    inlines = (MemberInline,)

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(_member_count=Count("members"))

    @admin.display(description=_("成员数"), ordering="_member_count")
    def member_count(self, household):
        return household._member_count


@admin.register(Member)
class MemberAdmin(admin.ModelAdmin):
    list_display = ("name", "sex", "birth_date", "birth_time", "timezone", "late_zi_next_day", "household", "owner")
    list_filter = ("sex", "late_zi_next_day")
    list_select_related = ("household__owner",)
    search_fields = ("name", "birth_place", "household__name", "household__owner__username")
    autocomplete_fields = ("household",)
    readonly_fields = ("created_at", "updated_at")

    @admin.display(description=_("所有者"), ordering="household__owner__username")
    def owner(self, member):
        return member.household.owner
