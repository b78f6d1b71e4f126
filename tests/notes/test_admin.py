"""Curating in the admin: a curator adds, publishes, edits and reverts notes (all in the history), and can
do nothing else there."""

import pytest
from django.contrib.auth.models import Group, Permission

from almanac.notes.models import RuleNote

pytestmark = pytest.mark.django_db

ADD_URL = "/admin/notes/rulenote/add/"


def _form(**fields) -> dict:
    return {
        "subject_kind": "god", "subject": "天德", "title": "六月天德", "language": "zh-hans", "status": "draft",
        "body": "六月作**申**，当作甲。", "citation": "001 §天道天德 L209",
    } | fields


def _as_form(note: RuleNote, **fields) -> dict:
    return _form(
        subject_kind=note.subject_kind, subject=note.subject, title=note.title, language=note.language,
        status=note.status, body=note.body, citation=note.citation,
    ) | fields


def test_curator_group_has_exactly_the_note_permissions():
    group = Group.objects.get(name="curator")
    codenames = set(group.permissions.values_list("content_type__app_label", "codename"))
    assert codenames == {
        ("notes", "add_rulenote"), ("notes", "change_rulenote"), ("notes", "delete_rulenote"),
        ("notes", "view_rulenote"), ("notes", "view_historicalrulenote"),
    }
    # Django's own pass after migrate made no second copy of those permissions.
    assert Permission.objects.filter(content_type__app_label="notes", codename="add_rulenote").count() == 1


def test_curator_adds_publishes_and_reverts_a_note(curator_client, curator):
    # add (a draft)
    response = curator_client.post(ADD_URL, _form())
    assert response.status_code == 302, response.content.decode()[:2000]
    note = RuleNote.objects.get(title="六月天德")
    assert note.author == curator and note.status == "draft"

    # publish, with a better title
    change_url = f"/admin/notes/rulenote/{note.pk}/change/"
    response = curator_client.post(change_url, _as_form(note, status="published", title="天德六月当作甲"))
    assert response.status_code == 302
    note.refresh_from_db()
    assert note.status == "published" and note.title == "天德六月当作甲"

    # every change is in the history, with who made it
    history = list(note.history.order_by("history_date", "history_id"))
    assert [h.history_type for h in history] == ["+", "~"]
    assert all(h.history_user == curator for h in history)
    response = curator_client.get(f"/admin/notes/rulenote/{note.pk}/history/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "curator" in page
    first = history[0]
    revert_url = f"/admin/notes/rulenote/{note.pk}/history/{first.history_id}/"
    assert revert_url in page

    # the revert form shows the old version; saving it brings it back (as a new version)
    response = curator_client.get(revert_url)
    assert response.status_code == 200
    assert "六月天德" in response.content.decode()
    response = curator_client.post(revert_url, _as_form(first.instance))
    assert response.status_code == 302
    note.refresh_from_db()
    assert note.title == "六月天德" and note.status == "draft"
    latest = note.history.order_by("-history_date", "-history_id").first()
    assert latest.history_type == "~" and latest.history_user == curator
    assert note.history.count() == 3


def test_change_form_shows_a_sanitised_preview(curator_client, make_note):
    note = make_note(body="**要点** <img src=x onerror=alert(1)> [x](javascript:alert(1))")
    response = curator_client.get(f"/admin/notes/rulenote/{note.pk}/change/")
    assert response.status_code == 200
    page = response.content.decode()
    preview = page.split('class="rule-note-preview"', 1)[1].split("</div>", 1)[0]
    assert "<strong>要点</strong>" in preview
    assert "onerror" not in preview and "<img" not in preview and 'href="javascript' not in preview


def test_admin_rejects_an_unknown_subject(curator_client):
    response = curator_client.post(ADD_URL, _form(subject="天得德"))
    assert response.status_code == 200  # the form again, with the error
    assert "引擎中没有名为「天得德」的神煞" in response.content.decode()
    assert not RuleNote.objects.filter(subject="天得德").exists()


def test_changelist_filters_and_search(curator_client, make_note):
    make_note(title="甲注", status="draft", language="en")
    make_note(title="乙注", subject="嫁娶", subject_kind="activity")
    response = curator_client.get("/admin/notes/rulenote/", {"status__exact": "draft"})
    page = response.content.decode()
    assert response.status_code == 200 and "甲注" in page and "乙注" not in page
    page = curator_client.get("/admin/notes/rulenote/", {"q": "嫁娶"}).content.decode()
    assert "乙注" in page and "甲注" not in page
    page = curator_client.get("/admin/notes/rulenote/", {"subject_kind__exact": "activity"}).content.decode()
    assert "乙注" in page and "甲注" not in page
    page = curator_client.get("/admin/notes/rulenote/", {"language__exact": "en"}).content.decode()
    assert "甲注" in page and "乙注" not in page


def test_publish_action_records_history(curator_client, curator, make_note):
    note = make_note(status="draft")
    response = curator_client.post(
        "/admin/notes/rulenote/", {"action": "publish_selected", "_selected_action": [note.pk]}
    )
    assert response.status_code == 302
    note.refresh_from_db()
    assert note.status == "published"
    assert note.history.latest().history_user == curator


def test_curator_can_delete_a_note(curator_client, make_note):
    note = make_note()
    response = curator_client.post(f"/admin/notes/rulenote/{note.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302
    assert not RuleNote.objects.filter(pk=note.pk).exists()
    assert note.history.filter(history_type="-").exists()  # the deletion is in the history too


@pytest.mark.parametrize(
    "url",
    [
        "/admin/auth/user/",
        "/admin/auth/user/add/",
        "/admin/auth/group/",
        "/admin/auth/group/add/",
    ],
)
def test_curator_is_forbidden_everything_else(curator_client, url):
    assert curator_client.get(url).status_code == 403


def test_curator_cannot_edit_users_or_groups_by_post(curator_client, curator, django_user_model):
    other = django_user_model.objects.create_user("someone")
    response = curator_client.post(f"/admin/auth/user/{other.pk}/change/", {"username": "x", "is_superuser": "on"})
    assert response.status_code == 403
    group = Group.objects.get(name="curator")
    assert curator_client.post(f"/admin/auth/group/{group.pk}/change/", {"name": "x"}).status_code == 403
    other.refresh_from_db()
    assert other.username == "someone" and not other.is_superuser


def test_admin_index_shows_the_curator_only_notes(curator_client):
    page = curator_client.get("/admin/").content.decode()
    assert "/admin/notes/rulenote/" in page
    assert "/admin/auth/user/" not in page and "/admin/auth/group/" not in page


def test_staff_without_the_group_cannot_touch_notes(client, django_user_model, make_note):
    note = make_note()
    staff = django_user_model.objects.create_user("staff", is_staff=True)
    client.force_login(staff)
    assert client.get("/admin/notes/rulenote/").status_code == 403
    assert client.post(ADD_URL, _form()).status_code == 403
    assert client.get(f"/admin/notes/rulenote/{note.pk}/history/").status_code == 403


def test_visitors_are_sent_to_the_login(client):
    response = client.get("/admin/notes/rulenote/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_editing_a_starter_note_keeps_its_author_and_line_endings(curator_client, curator):
    note = RuleNote.objects.get(subject="天德", author=None)
    form = _as_form(note, title="天德六月（改）", body=note.body.replace("\n", "\r\n"))  # as a browser sends it
    response = curator_client.post(f"/admin/notes/rulenote/{note.pk}/change/", form)
    assert response.status_code == 302
    note.refresh_from_db()
    assert note.author is None  # the author is who created it; the editor is in the history
    assert "\r" not in note.body
    latest, previous = note.history.order_by("-history_date", "-history_id")[:2]
    assert latest.history_user == curator
    assert {change.field for change in latest.diff_against(previous).changes} == {"title"}
