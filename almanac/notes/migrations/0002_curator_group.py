"""The “curator” group: add, change, view and delete rule notes, and view their history. Nothing else.

A curator is a staff user in this group. Permissions are normally created after all migrations (by
post_migrate), so the ones needed here are created now if missing, with the names Django itself gives
them; Django's later pass finds them and adds nothing.
"""

from django.db import migrations

GROUP = "curator"
PERMISSIONS = (
    ("rulenote", "add", "Can add 规则注"),
    ("rulenote", "change", "Can change 规则注"),
    ("rulenote", "delete", "Can delete 规则注"),
    ("rulenote", "view", "Can view 规则注"),
    ("historicalrulenote", "view", "Can view 规则注历史版本"),
)


def create_group(apps, schema_editor):
    db = schema_editor.connection.alias
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    group, _ = Group.objects.using(db).get_or_create(name=GROUP)
    wanted = []
    for model, action, name in PERMISSIONS:
        content_type, _ = ContentType.objects.using(db).get_or_create(app_label="notes", model=model)
        permission, _ = Permission.objects.using(db).get_or_create(
            content_type=content_type, codename=f"{action}_{model}", defaults={"name": name}
        )
        wanted.append(permission)
    group.permissions.set(wanted)


def remove_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.using(schema_editor.connection.alias).filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("notes", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_group, remove_group)]
