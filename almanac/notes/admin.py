"""Curating notes in the admin: list, filters, search, a rendered preview, and history with revert.

History and revert come from simple-history: the “历史” button on a note lists every version with who
saved it and when; opening a version and saving it reverts the note to it (recorded as a new version).
The curator group (migration 0002) can use all of this and nothing else in the admin.
"""

from django.contrib import admin, messages
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext
from simple_history.admin import SimpleHistoryAdmin

from almanac.notes.models import RuleNote, Status


@admin.register(RuleNote)
class RuleNoteAdmin(SimpleHistoryAdmin):
    list_display = ("title", "subject_kind", "subject", "language", "status", "author", "updated")
    list_display_links = ("title",)
    list_filter = ("status", "language", "subject_kind")
    search_fields = ("title", "subject", "body")
    list_select_related = ("author",)
    readonly_fields = ("preview", "author", "created", "updated")
    fieldsets = (
        (None, {"fields": ("subject_kind", "subject", "title", "language", "status")}),
        (_("正文"), {"fields": ("body", "citation")}),
        (_("预览（保存后的正文，经过净化）"), {"fields": ("preview",)}),
        (_("记录"), {"fields": ("author", "created", "updated")}),
    )
    history_list_display = ("status", "language")
    actions = ("publish_selected", "unpublish_selected")

    @admin.display(description=_("预览"))
    def preview(self, obj: RuleNote):
        if obj is None or not obj.pk:
            return _("保存后显示。")
        return format_html('<div class="rule-note-preview">{}</div>', obj.body_html)

    def save_model(self, request, obj, form, change):
        # The author is whoever created the note (the starter notes have none); editors are in the history.
        if not change and obj.author_id is None:
            obj.author = request.user
        super().save_model(request, obj, form, change)

    def _set_status(self, request, queryset, status: str, done_message: str):
        # One save per note (not queryset.update) so that each change is in the history and the
        # marker index is refreshed.
        count = 0
        for note in queryset:
            if note.status != status:
                note.status = status
                note._history_user = request.user
                note._change_reason = str(done_message)
                note.save()
                count += 1
        self.message_user(
            request,
            ngettext("%(count)d 条注已更新。", "%(count)d 条注已更新。", count) % {"count": count},
            messages.SUCCESS,
        )

    @admin.action(description=_("发布所选的注"), permissions=("change",))
    def publish_selected(self, request, queryset):
        self._set_status(request, queryset, Status.PUBLISHED, _("发布"))

    @admin.action(description=_("撤回所选的注为草稿"), permissions=("change",))
    def unpublish_selected(self, request, queryset):
        self._set_status(request, queryset, Status.DRAFT, _("撤回为草稿"))
