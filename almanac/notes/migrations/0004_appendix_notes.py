"""Two more starter notes, on disputes met while putting the 附录's last sections on the site (issue #10).

Same rules as 0003: every block quote is a seed's text verbatim, every cited line exists
(tests/notes/test_starter_notes.py checks both).
"""

import importlib

from django.db import migrations

_starter = importlib.import_module("almanac.notes.migrations.0003_starter_notes")

NOTES = (
    {
        "subject_kind": "passage",
        "subject": "003:787",
        "title": "五姓修宅配月：按语说小通只取两月，却未说是哪两月",
        "citation": "003 §五姓修宅 L783、L787",
        "body": """五姓修宅的配月，原文（L783）只有一句：

> 起月与年同宜大通小通月不宜大墓小墓月。

本站照此句办：各月按月建之支，查与配年同一行表，得大通、小通者宜，大墓、小墓者不宜，其余书无明文。
如此商、角、徵、羽四姓各有四个小通月。

但同节按语（L787）又说：

> 其配月之法小通惟取两月或取生我或取我生皆无义例亦不足辨矣。

即时宪书实际配月时小通只取两个月，或取生我之月，或取我生之月——究竟取哪两月，按语没有说，只评为“皆无义例”。
书中既无法确定，本站仍照 L783 “起月与年同”列出，提请读者注意：小通月比时宪书多出两个。此法本身书中亦以为不足信，只因时宪书载之而存（L787）。
""",
    },
    {
        "subject_kind": "direction",
        "subject": "破败五鬼",
        "title": "破败五鬼：两书列为凶方，协纪辨方书附录却说它并不为凶",
        "citation": "000 §破敗五鬼 L861、L871；001 L103、L449；003 §年月神煞 L1719、L1731",
        "body": """《选择求真》（000 L861）与《协纪辨方书》摘要（001 L103）都把破败五鬼列为年家凶方，摘要说其起例（L449）：

> 太岁天干纳在何卦，其冲破对卦，名曰破败五鬼，忌修方，吉不多忌。

《选择求真》所引《义例》（000 L871）已说此神于理不通，只因旧历所用而存：

> 以今舊歷所用，姑存之，實則無所關系。

《协纪辨方书》附录“年月神煞”一节从天帑星说起（L1719 天帑星一行：甲乾、乙坤……），按语（L1731）更进一步：

> 右年神从纳甲遁干起例天帑星为年干纳甲破败五鬼即其冲也。今台本不用天帑星是不以天帑为吉亦实无吉可言则破败五鬼之不为凶可知矣。

本站罗盘照两书仍把破败五鬼列在凶神一栏，在该神的注里并记附录此说；择方时若只犯破败五鬼，可参酌此说，不必视为大凶。
""",
    },
)


def create_notes(apps, schema_editor):
    _starter.create_notes(apps, schema_editor, notes=NOTES, reason="初始注（数据迁移 0004）")


def remove_notes(apps, schema_editor):
    _starter.remove_notes(apps, schema_editor, notes=NOTES)


class Migration(migrations.Migration):
    dependencies = [("notes", "0003_starter_notes")]

    operations = [migrations.RunPython(create_notes, remove_notes)]
