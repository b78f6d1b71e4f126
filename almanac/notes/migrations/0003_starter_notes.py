"""Starter notes: the seeds' own disputes and misprints, each citing its passage (published, zh-hans).

Quotations are copied from the seed lines cited (shared/seeds; line numbers as `grep -n` prints them):
every block quote (“> …”) is a seed's text verbatim (tests/notes/test_starter_notes.py checks it), and
text from outside the seeds is never set as a block quote.
Each note also gets its first history record, so that curators see and can revert to the original text.
"""

from django.db import migrations
from django.utils import timezone

NOTES = (
    {
        "subject_kind": "god",
        "subject": "阴阳大会",
        "title": "阴阳大会印作“上吉”，其日却都是月厌",
        "citation": "001 §阴阳大会 L159；§月厌 L131；阴阳不足之辰 L169、L201、L203",
        "body": """种子 001 §阴阳大会（L159）印作：

> 阴阳大会：正月大会甲戌，二月乙酉，五月丙午，六月丁巳，七月庚辰，八月辛卯，十一月壬子，十二月癸亥。上吉之日。

但同书 §月厌（L131）说：“月厌者，阴建之辰也……所值之日，忌远行归家，移徒婚姻。正月在戌，逆行十二辰。”
由此，正月戌、二月酉、五月午、六月巳、七月辰、八月卯、十一月子、十二月亥——**八个大会日的地支无一不是当月的月厌**。

其中四日又列在同书的“阴阳不足之辰”里（L169：“虽遇天德、月德、玉堂、生气、黄道吉星值日也不可用……百事不宜”）：

- 五月丙午、十一月壬子：阴阳俱错（L203）
- 六月丁巳、十二月癸亥：阴错（L201）

同一部书既称这些日子“上吉”，又称“百事不宜”，两说不能并立。本站默认照原文计阴阳大会为吉，另备一说（从其矛盾，计为凶），不计入评级；上列四日则因阴阳不足而一概不可用。择日时请勿单凭“阴阳大会”取日。
""",
    },
    {
        "subject_kind": "god",
        "subject": "阴阳小会",
        "title": "阴阳小会印作“上吉”，其日却都落在月建或月厌",
        "citation": "001 §阴阳小会 L161；§阴阳不将 L135；阴阳不足之辰 L169、L177、L179、L181、L199",
        "body": """种子 001 §阴阳小会（L161）印作：

> 阴阳小会：二月己酉，三月戊辰，四月己巳，五月戊午，八月己卯，九月戊戌，十月己亥，十一月戊子。上吉之日。

同书说“月建为阳建，正月起寅，顺行十二辰，月厌为阴建，正月起戌，逆行十二辰”（L135）。八个小会日无一不落在当月的月建或月厌上：

- 二月酉、八月卯：月厌；
- 三月辰、四月巳、九月戌、十月亥：月建；
- 五月午、十一月子：既是月建，又是月厌。

其中四日又列在同书的“阴阳不足之辰”里（L169，“百事不宜”）：

- 三月戊辰：单阴（L177）
- 四月己巳：阳错（L199）
- 九月戊戌：孤阳（L181）
- 十月己亥：纯阴（L179）

“上吉”与“百事不宜”同日并见，原文自相矛盾。本站默认照原文计阴阳小会为吉，另备一说（计为凶），不计入评级；上列四日则因阴阳不足而一概不可用。
""",
    },
    {
        "subject_kind": "god",
        "subject": "天德",
        "title": "天德六月印作“申”，当作“甲”",
        "citation": "001 §天道天德 L209；§天德合 L213",
        "body": """种子 001 §天道天德（L209）列天德：

> 正月丁，二月坤，三月壬，四月辛，五月乾，六月申，七月癸，八月艮，九月丙，十月乙，十一月巽，十二月庚。

六月的“申”当是“甲”之误：

1. 表中其余各月都是天干（丁、壬、辛、癸、丙、乙、庚）或四维之卦（坤、乾、艮、巽），唯有此字是地支。
2. 同书 §天德合（L213）：“正月壬，三月丁，四月丙，六月己，七月戊，九月辛，十月庚，十二月乙。四仲之月天德居四维，故无合也。”天德合是与天德相合之干：丁壬、壬丁、辛丙、癸戊、丙辛、乙庚、庚乙，月月相合；六月天德合为**己**，与己相合的只有**甲**（甲己合）。

本站按“甲”计六月天德。二、五、八、十一月天德在四维（坤、乾、艮、巽），原文没有对应的日子，本站默认不计；通书以坤为申、乾为亥、艮为寅、巽为巳取日，列作另说。
""",
    },
    {
        "subject_kind": "god",
        "subject": "雷公",
        "title": "雷公即青龙，天岳即天牢：《选择求真》辨其讹名",
        "citation": "000《選擇求真》卷八 辨偽論 L155",
        "body": """种子 000《選擇求真》卷八辨偽論（L155）：

> 又如黃道黑道，則又別立名色，曰明星，黑星，雷公與天岳吉兇互異，雷公即青龍，本吉星也，天岳即天牢，本兇星也，因天牢而別名天獄，因獄而訛獄，又因獄而訛岳，歲以天岳為吉，而雷公為兇。曹震圭、邵泰沖已辯其誤，而未之改正。

也就是说：俗本的“雷公”日就是**青龙**黄道日，本是吉日，却被当作凶日；“天岳”日就是**天牢**黑道日，本是凶日，只因“天牢—天狱—天岳”一路字讹，反被当作吉日。

本站把雷公、天岳列在“辟谬”之中，只作说明，不计入评级；这些日子的吉凶照青龙（黄道）、天牢（黑道）论。
""",
    },
    {
        "subject_kind": "god",
        "subject": "天愿",
        "title": "天愿旧表“二十四字中误十三字”",
        "citation": "001 §天愿 L223；§六合 L283；改正表转引《协纪辨方书》卷十一（不在种子文本中，待核）",
        "body": """种子 001 §天愿（L223）印作：

> 正月甲午，二月甲戌，三月乙酉，四月丙子，五月丁丑，六月戊午，七月甲寅，八月丙辰，九月辛卯，十月戊辰，十一月甲子，十二月癸未。

据《协纪辨方书》全书卷十一的按语，这张旧表“二十四字中误十三字”，改正为：

正月乙亥，二月甲戌，三月乙酉，四月丙申，五月丁未，六月戊午，七月己巳，八月庚辰，九月辛卯，十月壬寅，十一月癸丑，十二月甲子。

两表恰好相差十三字。改正表的地支正是各月的六合——同书 §六合（L283）“正月在亥，逆行十二辰”：亥、戌、酉、申、未、午、巳、辰、卯、寅、丑、子；印本的地支只有二、三、六、八、九这五个月合此次序。

注意：改正表与“误十三字”之说都不在本站的四份种子文本之内，系转引，尚待核对原书。本站默认照种子原文（印本）计天愿，改正表列作另说，不计入评级。
""",
    },
    {
        "subject_kind": "god",
        "subject": "月煞",
        "title": "月煞：001 屡用而未立条，定义见于《选择求真》",
        "citation": "001 事项宜忌 L377、L383、L395、L401、L407、L413、L419、L425、L431；000 L511；001 §岁煞 L89",
        "body": """种子 001 的事项宜忌中，“月煞”出现在九个事项的“忌”里——祈福（L377）、求嗣（L383）、上官赴任（L395）、结婚姻（L401）、嫁娶（L407）、搬移（L413）、兴造动土（L419）、竖柱上梁（L425）、安葬（L431）——可是 001 没有“月煞”一条，不曾说它落在哪一天。

定义见种子 000《選擇求真》（L511），引曹震圭：

> 月煞者，三合五行成形之位，所謂養是也。大抵物之形成，母必有傷，故曰煞。

即月建所属三合局的“养”位：寅午戌月在丑，亥卯未月在戌，申子辰月在未，巳酉丑月在辰——正月起丑，逆行四季（正月丑、二月戌、三月未、四月辰……）。这与 001 §岁煞（L89）“寅午戌岁煞在丑；巳酉丑岁煞在辰；申子辰岁煞在未；亥卯未岁煞在戌”同法，只是以月建代岁支。本站据此计月煞。
""",
    },
    {
        "subject_kind": "god",
        "subject": "上朔",
        "title": "上朔：种子只有宜忌，没有日子",
        "citation": "001 §上朔 L331（无表）；000、002、003 均无上朔",
        "body": """种子 001 §上朔（L331）只有一句：

> 上朔：忌宴会，嫁娶，远行，上官。

它没有说上朔落在哪一天；其余三份种子（000、002、003）也都没有上朔的表。

通书通行的算法按年干取日：甲年癸亥，乙年己巳，丙年乙亥，丁年辛巳，戊年丁亥，己年癸巳，庚年己亥，辛年乙巳，壬年辛亥，癸年丁巳。此表出自种子之外，未经原文核对。本站在日页列出上朔以供参考，但**不计入评级，也不影响宜忌**——本站的断语必须以种子原文为据。
""",
    },
    {
        "subject_kind": "activity",
        "subject": "兴造动土",
        "title": "兴造动土：标题印作“修造民”，忌神“土符”重出",
        "citation": "001 §兴造动土 L415、L419；§土符 L321",
        "body": """种子 001 这一条的标题印作“兴造动土（修造民）”（L415），其“忌”（L419）为：

> 忌：月建、土符、月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、土符、地囊、土王用事后。

“土符”出现两次，是重出，不是两个神煞——001 只有一条土符（L321：“土神，忌破土穿井，开渠筑墙。正月丑，二月巳……”）。本站只计一次：去其重出，此事所忌实为十七项（十六神煞，加“土王用事后”）。

另：列中的“五暮”即五墓（001 通篇作“暮”）；“月煞”001 未立条，见“月煞”的注。
""",
    },
)


def create_notes(apps, schema_editor, notes=NOTES, reason="初始注（数据迁移 0003）"):
    db = schema_editor.connection.alias
    RuleNote = apps.get_model("notes", "RuleNote")
    HistoricalRuleNote = apps.get_model("notes", "HistoricalRuleNote")
    now = timezone.now()
    for data in notes:
        fields = data | {"body": data["body"].strip()}  # as the admin form would store it
        note = RuleNote.objects.using(db).create(language="zh-hans", status="published", author=None, **fields)
        HistoricalRuleNote.objects.using(db).create(
            id=note.pk,
            subject_kind=note.subject_kind,
            subject=note.subject,
            title=note.title,
            body=note.body,
            citation=note.citation,
            language=note.language,
            status=note.status,
            author_id=None,
            created=note.created,
            updated=note.updated,
            history_date=now,
            history_type="+",
            history_change_reason=reason,
            history_user=None,
        )


def remove_notes(apps, schema_editor, notes=NOTES):
    db = schema_editor.connection.alias
    RuleNote = apps.get_model("notes", "RuleNote")
    HistoricalRuleNote = apps.get_model("notes", "HistoricalRuleNote")
    for data in notes:
        found = RuleNote.objects.using(db).filter(
            subject_kind=data["subject_kind"], subject=data["subject"], title=data["title"], author=None
        )
        HistoricalRuleNote.objects.using(db).filter(id__in=list(found.values_list("pk", flat=True))).delete()
        found.delete()


class Migration(migrations.Migration):
    dependencies = [("notes", "0002_curator_group")]

    operations = [migrations.RunPython(create_notes, remove_notes)]
