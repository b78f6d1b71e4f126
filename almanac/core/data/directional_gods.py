"""Directional gods (方位神煞) of the year and the month, placed on the 24 mountains or on a palace.

Which gods are real, and their corrected rules, is decided by 选择求真 (seed 000, 卷八 辨伪论 and 卷九–十
凶神义例); the year gods it does not discuss and the lucky gods come from 协纪辨方书 (seed 001, the abstract;
seed 002, 卷八 in modern translation). The English digests in shared/reference/ only helped to find the lines;
where they and a seed disagree the seed wins and the entry says so (`correction`).

One entry per god (or per reading of a god). Each states its rule as data:

- `Table(key, values, unit)`: the positions per year branch, year stem, month or month stem, written out as
  the seed prints them (seed 000 prints most year gods as a row of twelve; tests parse those rows and compare)
  or as the rule the seed states yields them (tests re-derive them).
- `Procedure(evaluator, args)`: a procedure (九宫 flying, a combination); the evaluator of that name in
  almanac/core/rules/direction_procedures.py implements it, with the seed's worked examples as its tests.
- `None` with `not_placed` = why no position can be computed from the seeds (a table the file lost, a rule
  that needs data the seeds do not give), or why the compass leaves a god the seeds name out (LEFT_OUT_MONTH_GODS).
  Such gods are still listed in the compass (`unplaced`, or `rejected`), with the reason and `left_out`.

Conventions: months are 节气 months, 1 = 寅月 (from 立春) … 12 = 丑月; the year is the 立春 year. A cell of a
Table lists mountain names (one character each, no separator: "午壬"), or palace trigrams with unit "palace"
("坎坤"; 中 = 中宫); "-" = nowhere. Stem cells may hold 戊 or 己, which are not mountains (“二十四山没有戊、己”,
002 ¶6 L13): the evaluator reports them as having no direction.

Fields that drive verdicts (almanac/core/rules/sitting.py mountain_verdict), all from the text's words:
- grade: 大煞 (the text's major 煞: 岁破, 三煞, 戊己, 阴府, 年克, L351; 大小月建 for the month), 中煞, 小煞
  (L351 “其余皆中煞小煞”), or for lucky gods 上吉, 吉, 次吉.
- avoid: what the text forbids where the god stands — 坐 (the sitting mountain: 开山, 坐山, 造葬占山),
  向 (the facing: 立向, 抵向), 方 (repairing/building in that direction: 修方, 兴造, 动土), 中 (中宫).
- veto: the uses the text calls 不可犯 and 不能制 (“坐三煞向太岁，此不能制者也，不可犯也”, L357; 岁破
  “例无制法”, L351; 月破 “造葬皆不可犯”, 001 L463); veto_reason quotes it.
- good_for: for lucky gods, where they help (“惟奏书博士宜向之”, L391).
- a procedure may weigh a god by the month: 月厌's placements carry their month's grade and veto (YUEYAN_MONTHS,
  the 利用's words, 000 L1155).
- burial_exempt: the seed line saying the god does not weigh on burial (不忌葬, 葬事不忌, 葬埋不忌 …), as a
  Source whose note quotes the words; the 安葬 verdict leaves such gods out. None: burial is affected as building.

Rejected items (`rejected` = the text's reason) are evaluated so they can be shown, and never counted.
Where the sources leave a choice a god has several entries with distinct `reading` labels; only
`default=True` readings count.
"""

from dataclasses import dataclass

from almanac.core.rules.model import BAD, GOOD, MIXED
from almanac.core.sources import (
    SEED_QIUZHEN,
    SEED_XIEJI_APPENDIX,
    SEED_XIEJI_JUAN8,
    SEED_XIEJI_SUMMARY,
    Alias,
    Source,
    aliases,
)

YEAR = "year"
MONTH = "month"

YEAR_BRANCH = "year_branch"  # 12 cells, 子 … 亥 (太岁)
YEAR_STEM = "year_stem"  # 10 cells, 甲 … 癸
MONTH_KEY = "month"  # 12 cells, 正月 (寅) … 十二月 (丑)
MONTH_STEM = "month_stem"  # 10 cells, by the month pillar's stem (五虎遁)
TABLE_SIZES = {YEAR_BRANCH: 12, YEAR_STEM: 10, MONTH_KEY: 12, MONTH_STEM: 10}

MOUNTAIN_UNIT = "mountain"
PALACE_UNIT = "palace"


@dataclass(frozen=True, slots=True)
class Table:
    key: str
    values: tuple[str, ...]
    unit: str = MOUNTAIN_UNIT

    def __post_init__(self):
        if len(self.values) != TABLE_SIZES[self.key]:
            raise ValueError(f"{self.key} table needs {TABLE_SIZES[self.key]} cells, got {len(self.values)}")


@dataclass(frozen=True, slots=True)
class Procedure:
    evaluator: str
    args: tuple[str, ...] = ()


Place = Table | Procedure | None


@dataclass(frozen=True, slots=True, eq=False)
class DirectionalGod:
    """One directional god (or one reading of it). See the module docstring for the fields' vocabulary.

    aliases: other names the seeds give it, each with the line that gives it (Alias); shown with the name.
    spellings: the same name written otherwise (灸退 for 炙退, 金匮星 for 金匮): for matching only.
    names_by_text: (seed, name) where the texts call the same position by different names (阴府 正/旁).
    """

    name: str
    kind: str
    scope: str
    place: Place
    rule: str
    source: Source
    grade: str = ""
    avoid: str = ""
    veto: str = ""
    veto_reason: str = ""
    good_for: str = ""
    meaning: str = ""
    aliases: tuple[Alias, ...] = ()
    spellings: tuple[str, ...] = ()
    names_by_text: tuple[tuple[str, str], ...] = ()
    group: str = ""
    reading: str = ""
    default: bool = True
    rejected: str = ""
    correction: str = ""
    note: str = ""
    not_placed: str = ""
    burial_exempt: Source | None = None

    @property
    def key(self) -> str:
        """Unique id: the name, with the reading when there is one."""
        return f"{self.name}（{self.reading}）" if self.reading else self.name

    @property
    def counted(self) -> bool:
        return not self.rejected and self.default and self.place is not None


def cells(spec: str) -> tuple[str, ...]:
    """Whitespace-separated cells; '-' = nowhere."""
    return tuple("" if item == "-" else item for item in spec.split())


def by_branch(spec: str, unit: str = MOUNTAIN_UNIT) -> Table:
    return Table(YEAR_BRANCH, cells(spec), unit)


def by_stem(spec: str, unit: str = MOUNTAIN_UNIT) -> Table:
    return Table(YEAR_STEM, cells(spec), unit)


def by_month(spec: str, unit: str = MOUNTAIN_UNIT) -> Table:
    return Table(MONTH_KEY, cells(spec), unit)


def _q(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_QIUZHEN, section, line, note)


def _x(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_SUMMARY, section, line, note)


def _j(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_JUAN8, section, line, note)


def _f(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_APPENDIX, section, line, note)


# Texts' names of the sources, for names_by_text.
T000, T001, T002 = "000 选择求真", "001 协纪辨方书摘要", "002 协纪辨方书卷八"

# Tables that several entries share (each checked against the seed by the tests).
DIGUANFU = by_branch("辰 巳 午 未 申 酉 戌 亥 子 丑 寅 卯")  # 000 L661; 001 L441 定位
ZHITUI = by_branch("卯 子 酉 午 卯 子 酉 午 卯 子 酉 午")  # 000 L605
DASHA = by_branch("子 酉 午 卯 子 酉 午 卯 子 酉 午 卯")  # 000 L757
TAIYIN_DIAOKE = by_branch("戌 亥 子 丑 寅 卯 辰 巳 午 未 申 酉")  # 000 L917
SIFU_XIAOHAO = by_branch("巳 午 未 申 酉 戌 亥 子 丑 寅 卯 辰")  # 000 L983
# 阴府 by the year (or month) stem: the trigram mountains and the stem mountains (002 ¶6 L13 起例, with the
# trigrams of 坎离震兑 written as their branch mountains).
YINFU_GUA = "艮巽 酉乾 子坤 乾午 坤卯 艮巽 酉乾 子坤 乾午 坤卯"
YINFU_GAN = "丙辛 丁壬 戊癸 甲己 乙庚 丙辛 丁壬 戊癸 甲己 乙庚"

GUA_NAMING = ((T000, "正阴府"), (T002, "正阴府"), (T001, "傍阴符"))
GAN_NAMING = ((T000, "旁阴府"), (T002, "旁阴府"), (T001, "正阴符"))

# 月厌 as a direction, by the month's branch, in the 利用's words (000 L1155): (branches, grade, veto, words).
YUEYAN_MONTHS: tuple[tuple[str, str, str, str], ...] = (
    ("子午卯酉", "大煞", "坐向", "子午卯酉月，与建破同方，必不可犯 (L1155)"),
    ("巳亥", "中煞", "", "巳亥月次之 (L1155)"),
    ("寅申辰戌", "小煞", "", "寅申辰戌为月三合…太阳丙丁照之可用 (L1155)"),
    ("丑未", "小煞", "", "丑未月为生气，太阳丙丁照之可用 (L1155)"),
)

# Other names several entries share.
# 岁贵人: 002 ¶1 L3 (《选择宗镜》说：岁禄、岁马、岁贵人所临的山方都吉利); 年贵人: 003 L795 (年贵人冬至后用阳贵夏至后用阴贵).
_GUIREN_ALIASES = (aliases("岁贵人", _j("¶1 禄马贵人", 3, "岁禄、岁马、岁贵人所临的山方都吉利"))
                   + aliases("年贵人", _f("事类总集", 795, "年贵人冬至后用阳贵夏至后用阴贵")))
# 尊星 and 帝星: the heading 辩尊皇帝星（即天河运转） (000 L53).
_ZUNDI_ALIASES = aliases("天河运转", _q("辩尊皇帝星", 53, "辩尊皇帝星（即天河运转）"))

# =====================================================================================================
# Year gods kept by 选择求真 卷九–十 (凶神义例)
# =====================================================================================================

YEAR_GODS: tuple[DirectionalGod, ...] = (
    DirectionalGod(
        name="太岁", kind=MIXED, scope=YEAR,
        place=by_branch("子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥"),
        rule="太岁乃十二支年建方也，子年在子，丑年在丑，十二年同，统领二十四，为众煞之主",
        source=_q("太岁", 399, "table L403; 《宗镜》曰：太岁可坐不可向 L407"),
        grade="大煞", avoid="向", veto="向", good_for="坐",
        veto_reason="至可坐不可向，则为不易之论，盖向太岁则坐于岁破矣，虽有吉星，不能解也 (L413)",
        meaning="《宗镜》曰：太岁可坐不可向，三煞可向不可坐",
        aliases=aliases("岁君", _q("太岁", 399, "号星中天子，故曰岁君")),
        note="坐太岁 is good only when 吉星 stack on it and no 凶 (戊己, 年克, 阴府, 大煞, 官符; L407); "
             "in 子午卯酉 years 太岁 = 大煞 and 三煞 = 岁破, “则坐之也不吉” (L413).",
    ),
    DirectionalGod(
        name="岁破", kind=BAD, scope=YEAR,
        place=by_branch("午 未 申 酉 戌 亥 子 丑 寅 卯 辰 巳"),
        rule="岁破，即太岁对冲之方，谓君臣比敌，一切造葬修营皆大凶，例无制法",
        source=_q("岁破", 431, "table L405 岁破（大耗）, L439; 001 L49 岁破大耗为同一星辰"),
        grade="大煞", avoid="坐方", veto="坐方",
        veto_reason="按岁破，即太岁对冲之方，谓君臣比敌，一切造葬修营皆大凶，例无制法 (L431)",
        meaning="其地不可兴造，移徙，嫁娶，远行，犯者主损财物及害家长，惟战伐向之吉",
        aliases=aliases("大耗", _q("岁破", 447, "《义例》曰：按大耗即系岁破; table L405 岁破（大耗）; 001 L49")),
        note="Facing 岁破 is sitting on 太岁 (《义例》 L429), which is why 向 is not vetoed.",
    ),
    DirectionalGod(
        name="岁刑", kind=BAD, scope=YEAR,
        place=by_branch("卯 戌 巳 子 辰 申 午 丑 寅 酉 未 亥"),
        rule="通书曰：岁刑忌修方，六害忌开山",
        source=_q("岁刑", 469, "table L463; 利用 L481"),
        grade="小煞", avoid="方",
        meaning="岁刑之地，攻城作战，不可犯之，动土兴工，也须回避。犯之多争斗",
        note="利用 (L481): 辰午酉亥年，岁刑即太岁，未申年，岁刑即岁破，开山立向修方皆忌，吉不能制也，"
             "余年只忌修方，太阳六德可以化之.",
    ),
    DirectionalGod(
        name="六害", kind=BAD, scope=YEAR,
        place=by_branch("未 午 巳 辰 卯 寅 丑 子 亥 戌 酉 申"),
        rule="六害为六合之冲，故忌开山",
        source=_q("岁刑", 481, "table L465; 通书 L469 六害忌开山"),
        grade="小煞", avoid="坐",
    ),
    DirectionalGod(
        name="劫煞", kind=BAD, scope=YEAR, group="三煞",
        place=by_branch("巳 寅 亥 申 巳 寅 亥 申 巳 寅 亥 申"),
        rule="巳为劫煞，午为灾煞，未为岁煞，故曰三煞",
        source=_q("三煞", 503, "table L489; 申子辰年 example; 《宗镜》 L357 坐三煞…不可犯也"),
        grade="大煞", avoid="坐向方", veto="坐",
        veto_reason="《选择宗镜》曰：坐三煞向太岁，此不能制者也，不可犯也 (L357)",
        meaning="劫煞者，岁阴之气也，主有杀害。所理之方，忌有兴造，犯之有劫盗伤杀之事",
    ),
    DirectionalGod(
        name="灾煞", kind=BAD, scope=YEAR, group="三煞",
        place=by_branch("午 卯 子 酉 午 卯 子 酉 午 卯 子 酉"),
        rule="灾煞者，五行阴气之位也，常居劫煞前一辰",
        source=_q("三煞", 507, "table L491"),
        aliases=aliases("天火", _j("¶7 打头火", 15, "也如同灾煞又名天火")),
        grade="大煞", avoid="坐向方", veto="坐",
        veto_reason="《选择宗镜》曰：坐三煞向太岁，此不能制者也，不可犯也 (L357)",
        meaning="主灾病疾危之事。所理之方，不可抵向，营造犯之者，当有病患",
        note="子午卯酉年，灾煞最凶 (利用 L529): it is then 岁破.",
    ),
    DirectionalGod(
        name="岁煞", kind=BAD, scope=YEAR, group="三煞",
        place=by_branch("未 辰 丑 戌 未 辰 丑 戌 未 辰 丑 戌"),
        rule="寅午戌煞在丑，巳酉丑煞在辰，申子辰煞在未，亥卯未煞在戌",
        source=_q("三煞", 511, "table L493"),
        grade="大煞", avoid="坐向方", veto="坐",
        veto_reason="《选择宗镜》曰：坐三煞向太岁，此不能制者也，不可犯也 (L357)",
        meaning="岁煞之地，不可穿凿修营移徙，犯之者伤子孙六畜",
    ),
    DirectionalGod(
        name="伏兵", kind=BAD, scope=YEAR, group="三煞",
        place=by_branch("丙 甲 壬 庚 丙 甲 壬 庚 丙 甲 壬 庚"),
        rule="巳午中间之丙为伏兵，午未中间之丁为大祸，二者又名夹煞，余三局仿此",
        source=_q("三煞", 503, "table L495; 002 ¶5 L11 绝胎之间为伏兵…坐方和向方都不宜使用"),
        grade="中煞", avoid="坐向方",
        meaning="三煞乃极猛之煞，伏兵大祸次之，要制伏到倒，至占山造葬皆忌，惟占方可制而修也 (L517)",
    ),
    DirectionalGod(
        name="大祸", kind=BAD, scope=YEAR, group="三煞",
        place=by_branch("丁 乙 癸 辛 丁 乙 癸 辛 丁 乙 癸 辛"),
        rule="巳午中间之丙为伏兵，午未中间之丁为大祸，二者又名夹煞，余三局仿此",
        source=_q("三煞", 503, "table L497; 001 L91 寅午戌岁伏兵在壬，大祸在癸；亥卯未岁伏兵在庚，大祸在辛"),
        grade="中煞", avoid="坐向方",
        correction="L497 prints 午 辛, 未 癸, 戌 辛, 亥 癸 (“丁 乙 癸 辛 丁 乙 辛 癸 丁 乙 辛 癸”); the rule of L503 "
                   "(大祸 = the stem between 灾煞 and 岁煞) and 001 L91 give 寅午戌 癸, 亥卯未 辛, as the same row's "
                   "寅 and 卯 cells do. Read 午 癸, 未 辛, 戌 癸, 亥 辛.",
    ),
    DirectionalGod(
        name="戊己都天", kind=BAD, scope=YEAR, group="都天",
        place=by_stem("辰巳 寅卯子丑 戌亥 申酉 午未 辰巳 寅卯子丑 戌亥 申酉 午未"),
        rule="都天戊己，乃土煞也，从太岁起五虎遁，遁至五戊己干是也。如甲年五虎遁起丙寅，遁至辰，是戊辰，巳是己巳，即辰巳方为戊己都天",
        source=_q("戊己都天", 539),
        grade="中煞", avoid="方",
        burial_exempt=_q("戊己都天", 541, "象吉曰…凡开山立向修方，犯之大凶，惟葬不忌"),
        meaning="予按戊己都天，年家之中煞也，其凶犹月家之大月建，小儿煞止耳，忌修方取土，有制化吉 (L545)",
        note="Derived by the rule for all ten stems. 乙庚 years' 五虎遁 also gives 戊子 己丑 (子, 丑), as 丙辛 years "
             "give 庚子 辛丑 to 金神 in the table seed 000 prints (L723 丙辛之年在子丑寅卯午未). L351 counts 戊己 "
             "among the major 年家凶煞; the compiler's own verdict (L545) is 中煞, used here.",
    ),
    DirectionalGod(
        name="夹煞都天", kind=BAD, scope=YEAR, group="都天",
        place=by_stem("巽 甲癸 乾 庚 丁 巽 甲癸 乾 庚 丁"),
        rule="其辰巳中间之巽，为夹煞都天也。余仿此",
        source=_q("戊己都天", 539),
        grade="小煞", avoid="方",
        meaning="至夹煞都天，又在所轻矣 (L545)",
        note="The mountain between the 戊 and the 己 branch; for 乙庚 years also 癸 (between 戊子 and 己丑).",
    ),
    DirectionalGod(
        name="阴府太岁", reading="卦", kind=BAD, scope=YEAR, group="阴府",
        place=by_stem(YINFU_GUA),
        rule="甲己年月日时，化气属土，土克水，而水乃丙辛合化之气，艮纳丙，巽纳辛，故甲己年以艮巽二山为正阴府，丙辛二山为旁阴府",
        source=_q("阴府太岁", 553, "002 ¶6 L13 起例 正阴府，甲己年在艮巽，乙庚年在兑乾，丙辛年在坎坤，丁壬年在乾离，戊癸年在坤震"),
        grade="大煞", avoid="坐",
        names_by_text=GUA_NAMING,
        meaning="《宗镜》曰：旧说阴府单占坐山 (L559); 三煞在方在向，及阴府在山，此可制而不易制者也，不可轻犯 (L357)",
        note="The trigram mountains (坎离震兑 as 子午卯酉). 000 and 002 call them 正阴府; seed 001 (年神总论 1, L437) "
             "calls the stem version 正阴符 and this one 傍阴符 (“带卦者为傍阴符”). The book keeps the trigrams: "
             "“今台官用卦不用干，遵行已久，姑存其旧” (L557; 002 L13).",
    ),
    DirectionalGod(
        name="阴府太岁", reading="干", kind=BAD, scope=YEAR, group="阴府", default=False,
        place=by_stem(YINFU_GAN),
        rule="旁阴府，甲己年在丙辛，乙庚年在丁壬，丙辛年在戊癸，丁壬年在甲己，戊癸年在乙庚",
        source=_j("¶6 阴府太岁", 13, "000 L553 丙辛二山为旁阴府; 001 L437 岁干化气克坐山化气为正阴符"),
        grade="大煞", avoid="坐",
        names_by_text=GAN_NAMING,
        note="The stem mountains (戊己 have none). 000/002 call them 旁阴府, 001 calls them 正阴符. Not the book's "
             "reading: “用干虽属有理，然其意本非亲切，故也不取也” (000 L557; 002 L13 “所以也不采用”); shown, not counted.",
    ),
    DirectionalGod(
        name="阴府太岁", reading="纳甲三合", kind=BAD, scope=YEAR, group="阴府",
        place=by_stem("- 巳丑 申辰 寅戌 亥未 - 巳丑 申辰 寅戌 亥未"),
        rule="阴府三合，乙庚年在己丑，丙辛年在申辰，丁壬年在寅戌，戊癸年在亥未",
        source=_j("¶6 阴府太岁", 13),
        grade="大煞", avoid="坐",
        rejected="至于纳甲三合与两干合化，完全没有关系，却又牵强附会、支离繁琐，绝对不能采用 (002 L13; 000 L555 "
                 "至于纳甲三合与两干合化全无干涉，则又附会支离之尤甚，而必不可从者)",
        correction="002 prints 乙庚 “己丑”; read 巳丑 (the same paragraph: “克乾甲、兑丁、巳丑山”).",
    ),
    DirectionalGod(
        name="年克山家", kind=BAD, scope=YEAR, place=None,
        rule="年克，乃年家之纳音克坐山墓运之纳音是也",
        source=_q("年克山家", 581),
        grade="大煞", avoid="坐",
        meaning="惟新造宅舍，新立坟冢论之，其拆修竖造，不动地基及旧坟附葬者，皆不论",
        not_placed="needs the 墓龙变运 table (each mountain's 运 纳音 by year), which none of the seeds gives",
    ),
    DirectionalGod(
        name="炙退", kind=BAD, scope=YEAR,
        place=ZHITUI,
        rule="通书曰：申子辰年在卯，巳酉丑年在子，寅午戌年在酉，亥卯未年在午",
        source=_q("炙退", 607, "table L605; L609 炙退为三合死方，可向而不可坐"),
        grade="中煞", avoid="坐",
        meaning="炙退为三合死方，可向而不可坐，取天道天德月德岁禄贵人制之 (L609); 凡煞皆强梁有余，故宜克，"
                "炙退乃休囚不足，故宜补 (L615)",
        aliases=aliases("飞天火", _q("炙退", 613, "术家又谓六害，又为飞天火")),
        spellings=("灸退", "退灸"),
        names_by_text=((T000, "炙退"), (T002, "灸退"), (T001, "退灸")),
    ),
    DirectionalGod(
        name="天官符", kind=BAD, scope=YEAR, group="官符",
        place=by_branch("亥 申 巳 寅 亥 申 巳 寅 亥 申 巳 寅"),
        rule="其例：申子辰年在亥，巳酉丑年在申，寅午戌年在巳，亥卯未年在寅",
        source=_q("天官符", 641, "table L637, L639; 通书 L645 三合临官"),
        grade="中煞", avoid="方",
        meaning="天官符，一年只占一字，三奇紫白禄马贵人制之吉，或从吉方起工，连及修之也吉 (L645); 管符非大凶之神 (L649)",
    ),
    DirectionalGod(
        name="地官符", kind=BAD, scope=YEAR, group="官符",
        place=DIGUANFU,
        rule="地官符从太岁起建，顺数至定字位即是",
        source=_q("地官符", 669, "table L661; 002 ¶6 L13 太岁前五位为地官符; 001 L73 官符 常居岁前四辰"),
        grade="中煞", avoid="方",
        aliases=aliases("官符", _x("官符", 73, "岁之凶神也…常居岁前四辰 (= 000 L669 太岁起建，顺数至定字位)")),
        names_by_text=((T000, "地官符"), (T001, "官符")),
        meaning="通书曰：地官符忌修方，一年占一字 (L665)",
        note="“太岁前五位/五辰” counts 太岁 as the first: 子年 辰 (L669, 002 L13).",
    ),
    DirectionalGod(
        name="畜官", kind=BAD, scope=YEAR, group="官符",
        place=DIGUANFU,
        rule="定为岁三合，为显星，吉，又为地官符，为畜官，次凶",
        source=_x("年神总论 3", 441, "000 L653 曹震圭 居三合前辰，与官符同位"),
        grade="小煞", avoid="方",
        meaning="畜官者，岁中牧羊之神也…所理之方，忌造井栏马厉及放牧，犯之者，损六畜伤财 (000 L653)",
        note="At 地官符 (= 官符, 岁前四辰), not 天官符: 001 L441 puts it at 定, and 曹震圭's “三合前辰” is the 官符 of "
             "L643 (寅年 午). The heading 「天官符（官同位）」 (L627) lost a character; the digest's reading "
             "“= 天官符” (row B41) is wrong (ERRATA).",
    ),
    DirectionalGod(
        name="天金神", kind=BAD, scope=YEAR, group="金神",
        place=by_stem("午未 辰巳 寅卯子丑 戌亥 申酉 午未 辰巳 寅卯子丑 戌亥 申酉"),
        rule="《宗镜》以五虎遁得庚辛之方为天金神，旬内纳音属金者为地金神，以天金神为重",
        source=_q("天地金神", 727, "L719 平金乃是天金位，地金神即纳音金; union printed L723"),
        grade="小煞", avoid="方",
        burial_exempt=_q("天地金神", 729, "《宗镜》曰：金神忌修方动土…葬事不忌"),
        aliases=aliases("游天暗曜", _q("天地金神", 727, "又谓天金神一名游天暗曜")),
        meaning="《宗镜》曰：金神忌修方动土，犯之主目疾…葬事不忌…非甚紧煞也 (L729)",
    ),
    DirectionalGod(
        name="地金神", kind=BAD, scope=YEAR, group="金神",
        place=by_stem("申酉 辰巳 午未 寅卯戌亥 子丑 申酉 辰巳 午未 寅卯戌亥 子丑"),
        rule="《宗镜》以五虎遁得庚辛之方为天金神，旬内纳音属金者为地金神，以天金神为重",
        source=_q("天地金神", 727, "L725 壬申癸酉纳音剑锋金; union printed L723"),
        grade="小煞", avoid="方",
        burial_exempt=_q("天地金神", 729, "《宗镜》曰：金神忌修方动土…葬事不忌"),
        meaning="纳音金者，为地金神，以纳音火制之 (L729)",
        note="Seed 001 L99 prints 丙辛 “子丑寅卯” for 金神, without the 午未 that its own method (甲午乙未 沙中金) "
             "gives; seed 000 L723 prints 子丑寅卯午未.",
    ),
    DirectionalGod(
        name="大煞", kind=BAD, scope=YEAR, group="大煞",
        place=DASHA,
        rule="曹震圭曰：大煞者，是岁三合五行建旺之辰，将星之位，名曰刺史",
        source=_q("大煞", 763, "table L757; heading L751 大煞 旧名打头火 金匮星同位"),
        grade="中煞", avoid="方",
        burial_exempt=_q("论火星", 789, "通书曰：独火，打头火，月游火，不忌安葬"),
        aliases=aliases("打头火", _q("大煞", 773, "然大煞旧名打头火; heading L751 大煞 旧名打头火"))
        + aliases("将星 刺史", _q("大煞", 763, "曹震圭曰：大煞者…将星之位，名曰刺史; L761 岁中刺史也")),
        meaning="大煞者，岁中刺史也，主刑伤斗杀之事。所理之地，出军不可。向之并忌，修造犯之，主有刑杀 (L761)",
        note="Compiler (L773): 总之，大煞打头火非凶煞也，除太岁值方慎用. In 子午卯酉 years it is 太岁 itself (L767).",
    ),
    DirectionalGod(
        name="金匮", kind=GOOD, scope=YEAR, group="大煞",
        place=DASHA,
        rule="帝旺为金匮星，吉；又为打头火，主火烛，凶",
        source=_x("年神总论 2", 439, "000 L769 《宗镜》曰：打头火，即大煞…又为金匮星。书云：人家弱修金匮"),
        grade="吉", good_for="方",
        spellings=("金匮星",),
    ),
    DirectionalGod(
        name="年独火", kind=BAD, scope=YEAR, group="火星",
        place=by_branch("艮 震 震 坎 巽 巽 兑 离 离 坤 乾 乾", unit=PALACE_UNIT),
        rule="年独火乃翻卦中之廉贞五鬼火也，名五鬼独火，忌修方动土，不忌开山立向",
        source=_q("年独火", 805, "table L803; rule L811, 《义例》 L815 下一爻变"),
        grade="小煞", avoid="方",
        burial_exempt=_q("年独火", 805, "通书曰：独火…修营动土犯之主灾，葬埋不忌; 002 ¶5 L11 埋葬则不忌; L789"),
        aliases=aliases("独火 飞祸 五鬼独火", _q("年独火", 805, "独火一名飞祸…年独火乃翻卦中之廉贞五鬼火也，名五鬼独火")),
        meaning="修营动土犯之主灾，葬埋不忌 (L805); 子按其火应手而发，因会合年遁月飞之丙丁火也，茍不会合，纵犯独火无忌 (L809)",
    ),
    DirectionalGod(
        name="巡山罗喉", kind=BAD, scope=YEAR,
        place=by_branch("癸 艮 甲 乙 巽 丙 丁 坤 庚 辛 乾 壬"),
        rule="起例：巡山罗喉，为太岁前一位",
        source=_q("巡山罗喉", 741, "table L739; 002 ¶4 L9"),
        grade="中煞", avoid="向",
        meaning="《宗镜》曰：巡山罗喉，止忌立向，开山修方不忌 (L743)",
        note="利用 (L749): in 子丑卯辰午未酉戌 years it shares 太岁's palace, “勿犯可也”.",
        correction="002 ¶4 prints “子年在癸丑，丑年在艮寅…”, a run-on of 子年在癸，丑年在艮… (000 L741).",
    ),
    DirectionalGod(
        name="浮天空亡", kind=BAD, scope=YEAR,
        place=by_stem("午壬 子癸 巽辛 卯庚 坤乙 乾甲 酉丁 艮丙 乾甲 坤乙"),
        rule="《起例》曰：浮天空亡，甲年离壬，乙年坎癸，丙年巽辛，丁年震庚，戊年坤乙，己年乾甲，庚年兑丁，辛年艮丙，壬年乾甲，癸年坤乙",
        source=_q("浮天空亡", 845, "table L841, L843; 002 ¶5 L11"),
        grade="小煞", avoid="坐向",
        meaning="《宗镜》曰…山向并忌 (L849); 利用: 然也年家小煞耳，当以六德照之 (L853)",
        note="The trigram (坎离震兑 as 子午卯酉) and the stem it takes.",
    ),
    DirectionalGod(
        name="破败五鬼", kind=BAD, scope=YEAR,
        place=by_stem("巽 艮 坤 震 离 坎 兑 乾 巽 艮", unit=PALACE_UNIT),
        rule="《历例》曰：甲壬年在巽。乙癸年在艮。丙年在坤，丁年在震，戊年在离，己年在坎。庚年在兑，辛年在乾",
        source=_q("破败五鬼", 863, "table L861; 001 L103; 001 L449 其冲破对卦…忌修方"),
        grade="小煞", avoid="方",
        meaning="通书曰：修造犯之，主虚耗，宜用太阳三奇岁月德合岁命贵人禄马制之 (L867)",
        note="《义例》 (L871) keeps it only because the old almanac lists it (实则无所关系); the 附录 (003 L1731)"
             " adds that, the 台本 not using its 冲 天帑星, 破败五鬼之不为凶可知. Listed, as 选择求真 (L861) and the"
             " 协纪 摘要 (001 L103, L449) list it.",
    ),
    DirectionalGod(
        name="大将军", kind=BAD, scope=YEAR,
        place=by_branch("酉 酉 子 子 子 卯 卯 卯 午 午 午 酉"),
        rule="例曰：亥子丑年须防酉，寅卯辰年子上游，巳午未年却在卯，申酉戌年午堪忧",
        source=_q("大将军", 883, "table L881; 李鼎祚 L889; 001 L51 (rule cut off: 下不清)"),
        grade="中煞", avoid="方",
        meaning="凡兴造皆不可犯 (L887); 通书曰：大将军，方伯之神，其方忌兴造，若不会诸凶，用真太阳制之吉 (L885)",
        note="001 L51's rule breaks off (“加岁支上（下不清）”); seed 000 prints the table, the verse and 李鼎祚's "
             "method, which agree (ERRATA).",
    ),
    DirectionalGod(
        name="太阴", kind=BAD, scope=YEAR,
        place=TAIYIN_DIAOKE,
        rule="太阴：《神枢经》曰：太阴者，岁后也，常居岁后二辰，所理之地，不可兴修",
        source=_q("太阴吊客丧门白虎", 923, "table L917; 001 L67 如子年在戌，寅年在子"),
        grade="小煞", avoid="向方",
        note="Not the 四利 太阴 (岁前三辰) — 《义例》 L927: 与此同名不同位. 歷家谓修造等事不宜抵向 (L927).",
    ),
    DirectionalGod(
        name="吊客", kind=BAD, scope=YEAR,
        place=TAIYIN_DIAOKE,
        rule="吊客者，岁之凶神也，主疾病衰泣之事，常居岁后二辰，所理之地，不可兴造",
        source=_q("太阴吊客丧门白虎", 929, "table L917"),
        grade="小煞", avoid="方",
        note="利用 (L937): 如两方同修 (丧门 and 吊客 together), 则与岁破合局冲克岁君，大忌.",
    ),
    DirectionalGod(
        name="丧门", kind=BAD, scope=YEAR,
        place=by_branch("寅 卯 辰 巳 午 未 申 酉 戌 亥 子 丑"),
        rule="丧门者，岁之凶神也，主死丧哭泣之事，常居岁前二辰。所理之地，不可兴举",
        source=_q("太阴吊客丧门白虎", 933, "table L919"),
        grade="小煞", avoid="方",
    ),
    DirectionalGod(
        name="白虎", kind=BAD, scope=YEAR,
        place=by_branch("申 酉 戌 亥 子 丑 寅 卯 辰 巳 午 未"),
        rule="白虎者，岁中凶神也，常居岁后四辰，所居之地犯之，主有丧服之灾",
        source=_q("太阴吊客丧门白虎", 939, "table L921"),
        grade="中煞", avoid="方",
        correction="001 L75 prints “也常居岁前四辰”, which would put it on 官符; seed 000 (L921 table, L939 "
                   "岁后四辰) and 001's own 年神总论 (L441: 成 = 四利白虎, 岁前八辰) give 岁后四辰.",
    ),
    DirectionalGod(
        name="黄幡", kind=BAD, scope=YEAR,
        place=by_branch("辰 丑 戌 未 辰 丑 戌 未 辰 丑 戌 未"),
        rule="黄幡者，军旗也，常居三合墓辰。所理之地，不可开门，取土，嫁娶，纳财，市贾及有造作",
        source=_q("黄幡豹尾", 959, "table L955"),
        grade="小煞", avoid="方",
        note="利用 (L967): 当从各神以为制化 (子午卯酉年 = 官符, 寅申巳亥年 = 白虎, 辰戌丑未年 = 太岁).",
    ),
    DirectionalGod(
        name="豹尾", kind=BAD, scope=YEAR,
        place=by_branch("戌 未 辰 丑 戌 未 辰 丑 戌 未 辰 丑"),
        rule="豹尾者，也旌旗之象，常居黄幡对冲，其所在之方，不可嫁娶，纳奴婢，进六畜及兴造",
        source=_q("黄幡豹尾", 959, "table L957"),
        grade="小煞", avoid="方",
        meaning="豹尾犹轻…豹尾却不足忌也 (L967)",
    ),
    DirectionalGod(
        name="病符", kind=BAD, scope=YEAR,
        place=by_branch("亥 子 丑 寅 卯 辰 巳 午 未 申 酉 戌"),
        rule="病符：《乾坤宝典》曰：病符主灾病，常居岁后一辰",
        source=_q("病符死符小耗", 985, "table L981; 利用 L997"),
        grade="小煞", avoid="向",
        meaning="病符为旧太岁，故也忌立向…然皆小煞，惟吉星盖照，便自可用 (L997)",
    ),
    DirectionalGod(
        name="死符", kind=BAD, scope=YEAR,
        place=SIFU_XIAOHAO,
        rule="死符者，岁之凶神也，所理之方，不可营冢墓，置死及穿凿，犯之者主有死亡。常居岁前五辰",
        source=_q("病符死符小耗", 987, "table L983; 利用 L997 死符为旧岁破，故也忌开山"),
        grade="小煞", avoid="坐方",
    ),
    DirectionalGod(
        name="小耗", kind=BAD, scope=YEAR,
        place=SIFU_XIAOHAO,
        rule="小耗者，岁中虚耗之神也。所理之方，不宜运动出入，兴贩经营及造作",
        source=_q("病符死符小耗", 991, "table L983 死符小耗"),
        grade="小煞", avoid="方",
    ),
    DirectionalGod(
        name="飞廉", kind=BAD, scope=YEAR,
        place=by_branch("申 酉 戌 巳 午 未 寅 卯 辰 亥 子 丑"),
        rule="《广圣历》曰：子年在申，丑年在酉，寅年在戌，卯年在巳，辰年在午，巳年在未，午年在寅，未年在卯，申年在辰，酉年在亥，亥年在丑也",
        source=_q("飞廉", 1015, "table L1013; 001 L97"),
        grade="小煞", avoid="方",
        meaning="所理之方，不可兴工动土，移徙嫁娶 (L1015); 利用: 飞廉小煞也 (L1027)",
        note="Also called 大煞 (“在岁名飞廉，在月名大煞”, L1025); not the 大煞 of L751.",
    ),
    DirectionalGod(
        name="奏书", kind=GOOD, scope=YEAR, group="四维",
        place=by_branch("乾 乾 艮 艮 艮 巽 巽 巽 坤 坤 坤 乾"),
        rule="岁在东方，奏书在东北维，岁在南方，奏书在东南维，岁在西方，奏书在西南维，岁在北方，奏书在西北维",
        source=_q("奏书博士力士蚕室", 1045, "table L1035; 通书 L391 惟奏书博士宜向之"),
        grade="吉", good_for="向方",
        meaning="奏书者，岁之贵神也…所理之地，宜祭祀求福，营造宫室，修饰垣墙 (L1043)",
    ),
    DirectionalGod(
        name="博士", kind=GOOD, scope=YEAR, group="四维",
        place=by_branch("巽 巽 坤 坤 坤 乾 乾 乾 艮 艮 艮 巽"),
        rule="《堪舆经》曰：博士常与奏书对冲，如奏书在艮，博士在坤也",
        source=_q("奏书博士力士蚕室", 1051, "table L1037; 001 L55"),
        grade="吉", good_for="向方",
        meaning="博士者，岁之善臣也，掌案牍主拟议。所理之方，利于兴修 (L1049)",
    ),
    DirectionalGod(
        name="力士", kind=BAD, scope=YEAR, group="四维",
        place=by_branch("艮 艮 巽 巽 巽 坤 坤 坤 乾 乾 乾 艮"),
        rule="岁在东方，力士居东南维，岁在南方，居在西南维，岁在西方，居西北维，岁在北方，居东北维",
        source=_q("奏书博士力士蚕室", 1057, "table L1039"),
        grade="小煞", avoid="向",
        meaning="力士者，岁之恶神也，掌刑威杀戮。所居之方，不宜抵向，犯之令人多瘟疫 (L1055)",
        note="利用 (L1061): 惟辰戌丑未年，与巡山罗侯同位，太岁同宫不宜抵向，修造也不可犯，余年不忌也.",
    ),
    DirectionalGod(
        name="蚕室", kind=BAD, scope=YEAR, group="四维",
        place=by_branch("坤 坤 乾 乾 乾 艮 艮 艮 巽 巽 巽 坤"),
        rule="蚕室者，岁之凶神也，主丝茧棉帛之事。所理之方，不可修动，犯之蚕丝不取",
        source=_q("奏书博士力士蚕室", 1063, "table L1041"),
        grade="小煞", avoid="向方",
    ),
    DirectionalGod(
        name="蚕官", kind=BAD, scope=YEAR, group="蚕",
        place=by_branch("未 未 戌 戌 戌 丑 丑 丑 辰 辰 辰 未"),
        rule="岁在东方居戌；岁在南方居丑；岁在西方居辰；岁在北方居未",
        source=_x("蚕官", 61, "000 L1073 东方木，木生火，火库戌，故戌蚕官也"),
        grade="小煞", avoid="方",
        meaning="所理之地忌营构宫室，犯之蚕母多病，丝蚕不收 (001 L61); 利用: 皆无凶意…应忌于其方修作蚕室 (000 L1075)",
        note="岁在东方 = 寅卯辰 years, 南 = 巳午未, 西 = 申酉戌, 北 = 亥子丑 (000 L893).",
    ),
    DirectionalGod(
        name="蚕命", kind=BAD, scope=YEAR, group="蚕",
        place=by_branch("申 申 亥 亥 亥 寅 寅 寅 巳 巳 巳 申"),
        rule="岁在北居申；岁在东居亥；岁在南居寅；岁在西方居巳",
        source=_x("蚕命", 63, "000 L1073 东方木，长生于亥，故亥蚕命也"),
        grade="小煞", avoid="方",
        meaning="所理之地不可举动百事，犯之主伤蚕，丝茧不收 (001 L63); 利用: 皆无凶意 (000 L1075)",
    ),
    DirectionalGod(
        name="岁厌", kind=BAD, scope=YEAR,
        place=by_branch("子 亥 戌 酉 申 未 午 巳 辰 卯 寅 丑"),
        rule="又按，古有岁厌之说，子年起子逆行，与月厌同义",
        source=_q("月厌", 1157, "李奉来 L901: 大将军所占之方，若与打头火岁刑岁厌同位，皆为群丑会聚"),
        grade="小煞",
        note="Listed for the 群丑 rule and 走马六壬 (L105); the text gives it no prohibition of its own.",
    ),
    DirectionalGod(
        name="五鬼", kind=BAD, scope=YEAR,
        place=by_branch("辰 卯 寅 丑 子 亥 戌 酉 申 未 午 巳"),
        rule="五鬼：《历例》曰：五鬼子年在辰，逆行十二辰",
        source=_q("五鬼", 1163, "001 L101; 利用 L1165 然也小煞"),
        grade="小煞", avoid="方",
        note="Not 破败五鬼, and not the 五鬼独火 alias of 年独火.",
    ),
    DirectionalGod(
        name="群丑", kind=BAD, scope=YEAR,
        place=Procedure("qunchou"),
        rule="岁在四孟，太阴与大将军合于四仲，名曰群丑。天地凶殃，必在群丑",
        source=_x("群丑", 71, "000 L899–L901: 辰戌丑未年，大将军与打头火同位，卯年大将军与岁刑同位…皆为群丑会聚"),
        grade="中煞", avoid="方",
        meaning="李奉来曰：大将军所占之方，若与打头火岁刑岁厌同位，皆为群丑会聚，犯之决主见凶，更忌还为之月，尤不宜修 (000 L901)",
        note="Placed where 大将军 meets 太阴 (四孟 years), 大煞 (辰戌丑未), 岁刑 (卯) or 岁厌.",
    ),
)

# =====================================================================================================
# The year's lucky gods (协纪辨方书: seed 001 岁德 …, seed 002 ¶1–¶2)
# =====================================================================================================

YEAR_LUCKY_GODS: tuple[DirectionalGod, ...] = (
    DirectionalGod(
        name="岁德", kind=GOOD, scope=YEAR, group="六德",
        place=by_stem("甲 庚 丙 壬 戊 甲 庚 丙 壬 戊"),
        rule="甲德在甲，乙德在庚，丙德在丙，丁德在壬，戊德在戊，己德在甲，庚德在庚，辛德在丙，壬德在壬，癸德在戊",
        source=_x("岁德", 39, "年神总论 1 L437 山方皆吉，能制诸凶煞"),
        grade="上吉", good_for="坐向方",
        note="戊 and 癸 years: 戊 is no mountain (001 L455: 六德 俱起天干，不走地支).",
    ),
    DirectionalGod(
        name="岁德合", kind=GOOD, scope=YEAR, group="六德",
        place=by_stem("己 乙 辛 丁 癸 己 乙 辛 丁 癸"),
        rule="甲年在己，乙年在乙，丙年在辛，丁年在丁，戊年在癸，己年在己，庚年在乙，辛年在辛，壬年在丁，癸年在癸",
        source=_x("岁德合", 41),
        grade="上吉", good_for="坐向方",
        meaning="岁德与岁德合并属上吉，有宜无忌",
    ),
    DirectionalGod(
        name="岁干合", kind=GOOD, scope=YEAR,
        place=by_stem("己 庚 辛 壬 癸 甲 乙 丙 丁 戊"),
        rule="甲年在己，乙年在庚，丙年在辛，丁年在壬，戊年在癸",
        source=_x("岁干合", 43),
        grade="吉", good_for="方",
        meaning="所理之方可以修造起土，上官嫁娶，远行参谒",
        note="001 prints 甲–戊 only; 己–癸 by the same 五合 (己甲, 庚乙, 辛丙, 壬丁, 癸戊) — inference.",
    ),
    DirectionalGod(
        name="岁支德", kind=GOOD, scope=YEAR,
        place=SIFU_XIAOHAO,
        rule="从太岁向前五合之神也，所理之方利以兴造，举动众务。假如岁在甲子，向前见己巳，甲与己合，则巳为支德",
        source=_x("岁支德", 45),
        grade="吉", good_for="方",
        note="Same mountain as 死符/小耗 (岁前五辰), opposite valuation.",
    ),
    DirectionalGod(
        name="岁禄", kind=GOOD, scope=YEAR, group="禄马贵人",
        place=by_stem("寅 卯 巳 午 巳 午 申 酉 亥 子"),
        rule="岁干临官之地",
        source=_x("岁禄", 351, "002 ¶1 L3 甲子年禄、马都在寅…乙丑年禄在卯"),
        grade="吉", good_for="坐向方",
        meaning="由本年天干起例者：岁德、岁德合、岁禄马、贵人，山方皆吉，能制诸凶煞 (001 L437)",
        note="临官 of the stem: 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子 (001 L343 如甲禄在寅; 002 examples).",
    ),
    DirectionalGod(
        name="岁马", kind=GOOD, scope=YEAR, group="禄马贵人",
        place=by_branch("寅 亥 申 巳 寅 亥 申 巳 寅 亥 申 巳"),
        rule="甲子年禄、马都在寅…乙丑年禄在卯，马在亥",
        source=_j("¶1 禄马贵人", 3, "001 L267 驿马: 寅午戌…以申为马；申子辰…病于寅…；亥卯未…病于巳…；巳酉丑…病于亥"),
        grade="吉", good_for="坐向方",
        meaning="马到了山头，人就富贵；禄到了山头，就能使子孙兴旺 (002 L3)",
        note="The 驿马 of the year branch's 三合 (病 position).",
    ),
    DirectionalGod(
        name="阳贵人", kind=GOOD, scope=YEAR, group="禄马贵人",
        place=by_stem("未 申 酉 亥 丑 子 丑 寅 卯 巳"),
        rule="甲日阳贵未、阴贵丑；乙日阳贵申、阴贵子；丙日阳贵酉、阴贵亥；丁日阳贵亥、阴贵酉；戊日阳贵丑、阴贵未；己日阳贵子、阴贵申；庚日阳贵丑、阴贵未；辛日阳贵寅、阴贵午；壬日阳贵卯、阴贵巳；癸日阳贵巳、阴贵卯",
        source=_x("天乙贵人", 335, "applied to the year stem: 002 ¶1 L3 乙丑年…甲申为真阳贵人、戊子为真阴贵人"),
        grade="吉", good_for="坐向方",
        aliases=_GUIREN_ALIASES,
    ),
    DirectionalGod(
        name="阴贵人", kind=GOOD, scope=YEAR, group="禄马贵人",
        place=by_stem("丑 子 亥 酉 未 申 未 午 巳 卯"),
        rule="甲日阳贵未、阴贵丑；乙日阳贵申、阴贵子；丙日阳贵酉、阴贵亥；丁日阳贵亥、阴贵酉；戊日阳贵丑、阴贵未；己日阳贵子、阴贵申；庚日阳贵丑、阴贵未；辛日阳贵寅、阴贵午；壬日阳贵卯、阴贵巳；癸日阳贵巳、阴贵卯",
        source=_x("天乙贵人", 335, "applied to the year stem: 002 ¶1 L3"),
        grade="吉", good_for="坐向方",
        aliases=_GUIREN_ALIASES,
    ),
    DirectionalGod(
        name="年烛火", kind=BAD, scope=YEAR, group="火星",
        place=by_stem("寅卯子丑 戌亥 申酉 午未 辰巳 寅卯子丑 戌亥 申酉 午未 辰巳"),
        rule="由本年五虎遁起例者：五虎遁干，戊己为都天，丙丁为烛火，庚辛为天金神",
        source=_x("年神总论 4", 443, "年神总论 2 L439 或年烛火、月游火、月家丙丁火，但有一火会合，其火即发; 000 L809 年遁月飞之丙丁火"),
        grade="小煞",
        note="The 年遁 丙丁: no prohibition of its own; it only ignites 年独火 or 飞大煞 on the same palace (000 L789, L809).",
    ),
    DirectionalGod(
        name="盖山黄道", kind=GOOD, scope=YEAR, group="盖山黄道",
        place=Procedure("gaishan_huangdao"),
        rule="以本年地支对宫的卦作为本宫，使用小游年变卦法：贪狼为黄罗，巨门为天皇，文曲为紫檀，武曲为地皇",
        source=_j("¶2 盖山黄道", 5, "《通书》说：在这些方位开山立向、修营都吉"),
        grade="吉", good_for="坐向方",
        note="Four placements (黄罗, 天皇, 紫檀, 地皇), each a trigram with the mountains it takes by 九曜纳甲三合 "
             "(“庚、亥、未都属于震，丁、巳、丑都属于兑，乙纳于坤，辛纳于巽，就是这个意思”; 《通书》 uses the trigram "
             "only). Seed 000 does not discuss it (L815 quotes 《义例》: 盖山黄道兼用纳甲三合).",
    ),
)

# =====================================================================================================
# Month gods at fixed positions
# =====================================================================================================

MONTH_FIXED_GODS: tuple[DirectionalGod, ...] = (
    DirectionalGod(
        name="月建", kind=MIXED, scope=MONTH,
        place=by_month("寅 卯 辰 巳 午 未 申 酉 戌 亥 子 丑"),
        rule="总按利用曰：月建可坐不可向，月破可向不可坐，与太岁岁破同，岁尊而月亲也",
        source=_q("月建月破", 1129, "table L1113; 001 L129 所理之方，战斗攻伐宜背之，不可抵向"),
        grade="中煞", avoid="向", veto="向", good_for="坐",
        veto_reason="总按利用曰：月建可坐不可向 (L1129)",
    ),
    DirectionalGod(
        name="月破", kind=BAD, scope=MONTH,
        place=by_month("申 酉 戌 亥 子 丑 寅 卯 辰 巳 午 未"),
        rule="月破山方皆凶，坐山尤凶，造葬皆不可犯",
        source=_x("月凶神总论", 463, "000 table L1115; L1129 月破可向不可坐"),
        grade="大煞", avoid="坐方", veto="坐",
        veto_reason="月破山方皆凶，坐山尤凶，造葬皆不可犯 (001 L463)",
        aliases=aliases("大耗", _q("月破", 1127, "《历例》曰：大耗者，正月起申，顺行十二辰 (= 月破)")),
    ),
    DirectionalGod(
        name="月刑", kind=BAD, scope=MONTH,
        place=by_month("巳 子 辰 申 午 丑 寅 酉 未 亥 卯 戌"),
        rule="通书曰：岁刑忌修方，六害忌开山，月刑月害，只忌修方",
        source=_q("岁刑", 469, "table L1117"),
        grade="小煞", avoid="方",
    ),
    DirectionalGod(
        name="月害", kind=BAD, scope=MONTH,
        place=by_month("巳 辰 卯 寅 丑 子 亥 戌 酉 申 未 午"),
        rule="通书曰：岁刑忌修方，六害忌开山，月刑月害，只忌修方",
        source=_q("岁刑", 469, "table L1119"),
        grade="小煞", avoid="方",
    ),
    DirectionalGod(
        name="月劫煞", kind=BAD, scope=MONTH, group="月三煞",
        place=by_month("亥 申 巳 寅 亥 申 巳 寅 亥 申 巳 寅"),
        rule="月家三煞仿此",
        source=_q("三煞", 535, "the year rule of L503 on the month branch; 001 L269 劫煞…正月起亥，逆行四孟"),
        grade="小煞", avoid="方",
        meaning="三煞极凶猛之神…惟年上最重，月家无妨，日时不必论论矣 (L525)",
    ),
    DirectionalGod(
        name="月灾煞", kind=BAD, scope=MONTH, group="月三煞",
        place=by_month("子 酉 午 卯 子 酉 午 卯 子 酉 午 卯"),
        rule="月家三煞仿此",
        source=_q("三煞", 535, "L507 常居劫煞前一辰"),
        aliases=aliases("天狱 天火", _x("灾煞（天狱、天火）", 271, "参见前; the month's 灾煞 (L87 gives the year's)")),
        grade="小煞", avoid="方",
    ),
    DirectionalGod(
        name="月煞", kind=BAD, scope=MONTH, group="月三煞",
        place=by_month("丑 戌 未 辰 丑 戌 未 辰 丑 戌 未 辰"),
        rule="月家三煞仿此",
        source=_q("三煞", 535, "L511 曹震圭曰：月煞者，三合五行成形之位，所谓养是也"),
        grade="小煞", avoid="方",
    ),
    DirectionalGod(
        name="月金匮", kind=GOOD, scope=MONTH,
        place=by_month("午 卯 子 酉 午 卯 子 酉 午 卯 子 酉"),
        rule="寅午戌月在午，巳酉丑月在酉，申子辰月在子，亥卯未月在卯，择吉日修之，主发人丁，也要无别紧煞乃可",
        source=_q("大煞", 771, "001 L457 月金匮方吉，即三合月分之旺方也，修之发丁"),
        grade="吉", good_for="方",
        note="利用 (L771): 但四仲月会月建，也须避忌，与太岁同.",
    ),
    DirectionalGod(
        name="天道", kind=GOOD, scope=MONTH, group="六德",
        place=by_month("离 坤 坎 兑 乾 震 坎 艮 离 震 巽 兑", unit=PALACE_UNIT),
        rule="天道者，天之元阳顺理之方也，其地宜兴举众务，向之上吉。正、九月在南方，二月在西南，三、七月在北方，四、十二在西方，五月在西北方，六、十月在东方，八月在东北，十一月在东南",
        source=_x("天道天德", 209, "月吉神总论 L455 天德方，即天道方"),
        grade="上吉", good_for="向方",
        note="A direction, placed on the palace of that direction (001 L9, L35).",
    ),
    DirectionalGod(
        name="天德", kind=GOOD, scope=MONTH, group="六德",
        place=by_month("丁 坤 壬 辛 乾 甲 癸 艮 丙 乙 巽 庚"),
        rule="正月丁，二月坤，三月壬，四月辛，五月乾，六月申，七月癸，八月艮，九月丙，十月乙，十一月巽，十二月庚",
        source=_x("天道天德", 209, "月吉神总论 L455 天德方…大吉…此四德到方，大能制此方之煞"),
        grade="上吉", good_for="向方",
        correction="六月 printed 申; read 甲: 天德合 六月 is 己 (001 L213, 甲己合), and 天德方 lies in 天道方 "
                   "(L455), which is 东方 in 六月 (L209) — 申 is 西南.",
    ),
    DirectionalGod(
        name="天德合", kind=GOOD, scope=MONTH, group="六德",
        place=by_month("壬 - 丁 丙 - 己 戊 - 辛 庚 - 乙"),
        rule="正月壬，三月丁，四月丙，六月己，七月戊，九月辛，十月庚，十二月乙。四仲之月天德居四维，故无合也",
        source=_x("天德合", 213, "月吉神总论 L455 天德合月德方次吉"),
        grade="次吉", good_for="方",
        note="六月己, 七月戊: 戊己 are no mountain.",
    ),
    DirectionalGod(
        name="月德", kind=GOOD, scope=MONTH, group="六德",
        place=by_month("丙 甲 壬 庚 丙 甲 壬 庚 丙 甲 壬 庚"),
        rule="月中德神，其方位上三合五行的阳干而定，如寅午戌三合为火局，即以丙为正五九月之德（阳干为德），月德之方宜修营",
        source=_x("月德", 211, "月吉神总论 L455"),
        grade="上吉", good_for="向方",
        note="寅午戌 丙, 亥卯未 甲, 申子辰 壬, 巳酉丑 庚 by the stated rule (the 阳干 of the month's 三合 element).",
    ),
    DirectionalGod(
        name="月德合", kind=GOOD, scope=MONTH, group="六德",
        place=by_month("辛 己 丁 乙 辛 己 丁 乙 辛 己 丁 乙"),
        rule="所理之地众恶皆消…正、五、九在辛，二、六、十在己，三、七、十一在丁，四、八、十二在乙",
        source=_x("月德合", 215),
        grade="次吉", good_for="方",
    ),
    DirectionalGod(
        name="月阴府", reading="卦", kind=BAD, scope=MONTH, group="阴府",
        place=Table(MONTH_STEM, cells(YINFU_GUA)),
        rule="月阴府山凶，月天干克坐山所纳之甲为正阴府，带卦者为傍阴府",
        source=_x("月凶神总论", 465, "002 ¶6 L13 开山忌岁、月、日、时克坐山"),
        grade="中煞", avoid="坐",
        names_by_text=GUA_NAMING,
        note="The month stem's 化气, as for the year (阴府太岁).",
    ),
    DirectionalGod(
        name="月阴府", reading="干", kind=BAD, scope=MONTH, group="阴府", default=False,
        place=Table(MONTH_STEM, cells(YINFU_GAN)),
        rule="月阴府山凶，月天干克坐山所纳之甲为正阴府，带卦者为傍阴府",
        source=_x("月凶神总论", 465, "not the book's reading: 000 L557, 002 L13"),
        grade="中煞", avoid="坐",
        names_by_text=GAN_NAMING,
    ),
    DirectionalGod(
        name="月厌", kind=BAD, scope=MONTH,
        place=Procedure("yueyan", cells("戌 酉 申 未 午 巳 辰 卯 寅 丑 子 亥")),
        rule="《历例》曰：月厌者，正月在戌，逆行十二辰",
        source=_q("月厌", 1153, "table L1147 月厌地火; 利用 L1155 则月厌当也兼方论也; 001 L131"),
        grade="小煞", avoid="坐向方",
        aliases=aliases("地火", _q("月厌", 1161, "然地火即是月厌; table L1147 月厌地火; 001 L131 月厌（地火）")),
        meaning="利用: 子午卯酉月，与建破同方，必不可犯，巳亥月次之，寅申辰戌为月三合，丑未月为生气，太阳丙丁照之可用 "
                "(L1155); 月厌者，阴建之辰也，所理之方，可以禳灾祈福避病 (001 L131)",
        note="The procedure places it by the printed row (L1147; 正月在戌，逆行十二辰) and weighs it by the month as the "
             "利用 (L1155) does, each placement carrying its month's grade and flags (YUEYAN_MONTHS): 子午卯酉 months "
             "大煞 and 不可 on 坐 and 向 — it then stands with 月建 (子午) or 月破 (卯酉), which alone may be sat on "
             "or faced (L1129); 巳亥 months 中煞 (“次之”); 寅申辰戌 (月三合) and 丑未 (生气) months 小煞, usable "
             "when 太阳 or 丙丁 shine on it (the verdict's 小煞 rule, L357). The text names no part (山, 向, 方) for "
             "it: it is weighed on all three, as the 建/破 it joins. Its use for 禳灾祈福避病 (001 L131; 天宝历 L1153) "
             "is not building or burial and counts for nothing here. 地火 is the same position (L1161 "
             "然地火即是月厌). The month's counterpart of 岁厌 (L1157).",
    ),
    DirectionalGod(
        name="五鬼", reading="月", kind=BAD, scope=MONTH,
        place=by_month("寅 丑 子 亥 戌 酉 申 未 午 巳 辰 卯"),
        rule="今以方位考之，则五鬼乃月厌之白虎…为月厌之后",
        source=_q("五鬼", 1165, "table L1149"),
        grade="小煞", avoid="方",
        meaning="然也小煞，太阳三奇紫白禄马贵人盖照，皆可用也 (L1165)",
        note="The printed month row (L1149) is 月厌 four branches on (月厌之白虎), as the year's 五鬼 (子年在辰, L1163) "
             "is 岁厌 four on (常居岁厌三合前辰). The text gives it no prohibition of its own; weighed as a 方 煞 "
             "(修方), like the year's 五鬼, not on 坐 or 向. Not 破败五鬼, and not the 五鬼独火 alias of 年独火.",
    ),
    DirectionalGod(
        name="月天赦", reading="定方", kind=GOOD, scope=MONTH, group="天赦",
        place=by_month("寅 寅 寅 午 午 午 申 申 申 子 子 子"),
        rule="月天赦方吉，春戊寅，夏甲午，秋戊申，冬甲子，此天赦也",
        source=_x("月吉神总论", 459, "001 L221 天赦：春戊寅，夏甲午，秋戊申，冬甲子"),
        grade="吉", good_for="方",
        meaning="此方修造，可制官符等煞 (L459)",
        note="The 方 of the season's 天赦 pillar is its branch's (as 太岁 甲子 stands on 子): 春寅, 夏午, 秋申, 冬子 "
             "(inference; 戊 is no mountain, 002 ¶6 L13). Standing on a branch is what lets it subdue the 官符, "
             "branch 煞, where the 六德 “俱起天干，不走地支，不能制地支方煞” (L455). The default reading: 001 states "
             "it; the flying 活天赦 of 000 L675 is shown as another reading.",
    ),
)

# =====================================================================================================
# Month gods that fly (月家飞宫)
# =====================================================================================================

MONTH_FLYING_GODS: tuple[DirectionalGod, ...] = (
    DirectionalGod(
        name="飞天官符", kind=BAD, scope=MONTH, group="官符",
        place=Procedure("fly_branch", ("天官符",)),
        rule="以用月建在中宫，顺飞九宫，遇本年天官符所占之字，即为本月飞宫天官符，每宫占三字",
        source=_q("飞天官符", 683, "《义例》 L685; 002 ¶6 L13; 还宫 L697"),
        grade="小煞", avoid="方",
        meaning="飞宫天地官符小凶，有吉星可用 (001 L473); 至月家飞官符尤无妨碍 (L649)",
    ),
    DirectionalGod(
        name="飞地官符", kind=BAD, scope=MONTH, group="官符",
        place=Procedure("fly_branch", ("地官符",)),
        rule="以用月建入中宫，顺飞九宫，遇本年地官符所占之字，为本月地官符，每宫占三位",
        source=_q("飞地官符", 691, "002 ¶6 L13; 还宫 L703–L713"),
        grade="小煞", avoid="方",
        meaning="飞宫天地官符小凶，有吉星可用 (001 L473)",
    ),
    DirectionalGod(
        name="飞大煞", kind=BAD, scope=MONTH, group="火星",
        place=Procedure("fly_branch", ("大煞",)),
        rule="其法以所用月建入中宫，顺飞九宫，遇本年三合旺方，为月打头火，每宫占三位",
        source=_q("飞大煞", 779, "《义例》 L781 …故名曰飞大煞; 002 ¶7 L15"),
        grade="小煞", avoid="方",
        burial_exempt=_q("论火星", 789, "通书曰：独火，打头火，月游火，不忌安葬"),
        aliases=aliases("月打头火", _q("飞大煞", 779, "遇本年三合旺方，为月打头火"))
        + aliases("打头火", _j("¶7 打头火", 15, "打头火这个名称不雅…所以改称为飞大煞")),
        meaning="月家打头火小凶，与丙丁火并，不可修造，用一白壬癸制之 (001 L471)",
    ),
    DirectionalGod(
        name="丙丁独火", kind=BAD, scope=MONTH, group="火星",
        place=Procedure("fly_stems", ("丙", "丁")),
        rule="通书曰：丙丁独火忌修方，其法以月建入中宫飞吊，得丙丁二字到方，修工动土犯之凶",
        source=_q("丙丁独火", 819, "《义例》 L823; 002 ¶8 L17"),
        grade="小煞", avoid="方",
        aliases=aliases("月家丙丁火", _x("年神总论 2", 439, "或年烛火、月游火、月家丙丁火，但有一火会合")),
        meaning="然必与年独火飞煞并方忌 (L823); 通书…即丙丁独火不与诸火会合，也不忌也 (L789)",
        note="Counted only on a palace where 年独火 or 飞大煞 also stands (flag 会合).",
        correction="L823 prints “丁在中三”; read 中五 (the centre: 丁卯 itself is in the centre).",
    ),
    DirectionalGod(
        name="小月建", kind=BAD, scope=MONTH, group="月建",
        place=Procedure("xiao_yuejian"),
        rule="子寅辰午申戌为阳年，正月起中宫，丑卯巳未酉亥为阴年，正月起离九，俱顺飞九宫",
        source=_q("小月建", 1079, "《义例》 L1081; 002 ¶7 L15"),
        grade="大煞", avoid="坐向方",
        burial_exempt=_x("月凶神总论", 469, "小月建占方凶，占山占向亦凶，忌修，不忌葬"),
        aliases=aliases("小儿煞", _q("小月建", 1079, "通书曰：小月建即小儿煞; heading L1077 小月建（即小儿煞）; 001 L361"))
        + aliases("顺小儿煞", _q("大月建小月建总论", 1099, "小月建名顺小儿煞")),
        meaning="小月建占方凶，占山占向亦凶，忌修，不忌葬 (001 L469); 至月家，则又以大小月建为要煞 (L351)",
        note="利用 (L1103): as a flying position it is lighter than the fixed 月建. The name 小儿煞 and “伤小儿” are "
             "rejected as 惑世诬民 (L1101).",
    ),
    DirectionalGod(
        name="大月建", kind=BAD, scope=MONTH, group="月建",
        place=Procedure("da_yuejian"),
        rule="今依《元经》改正：子午卯酉年正月起艮八，辰戌丑未年正月起中午，寅申巳亥年正月起坤二，逐月逆转",
        source=_q("大月建", 1091, "002 ¶7 L15; 还位 L1105"),
        aliases=aliases("逆小儿 骑健煞", _q("大月建小月建总论", 1099, "大月建名逆小儿，一名骑健煞")),
        grade="大煞", avoid="坐向方中",
        meaning="大月建乃月家土煞，占山占向占方占中宫皆凶，动土尤凶，吉不能制 (001 L467); 利用: 惟…还位，及叠戊己五黄或入中宫，"
                "则不可犯，余月则有贵人禄马六德三奇到方，便自可修 (L1105)",
        correction="L1091 prints 辰戌丑未年 “中午”; read 中五 (002 L15 “正月从中五起”).",
    ),
    DirectionalGod(
        name="大月建", reading="宗镜", kind=BAD, scope=MONTH, group="月建",
        place=Procedure("da_yuejian_zongjing"),
        rule="甲庚丁癸年，正月起艮八，乙戊辛年，正月起中五，丙己壬年，正月起坤二。逆行九宫",
        source=_q("大月建", 1087),
        grade="大煞", avoid="坐向方中",
        rejected="《宗镜》所载甲丁庚癸等年份，虽也皆隔三年，但误用天干起例，则惟甲子至癸酉十年与《元经》合 (L1091)",
    ),
    DirectionalGod(
        name="月太岁一星", reading="元经", kind=BAD, scope=MONTH, default=False,
        place=Procedure("month_taisui_star"),
        rule="即以三碧入中宫顺寻七赤到离九，即月太岁一星在离凶",
        source=_q("大月建", 1089, "《元经》 via 《义例》; 002 ¶7 L15"),
        grade="小煞", avoid="方",
        note="Quoted only to explain 大月建; “选择最重太岁，却从来没有使用飞太岁” (002 L15), so not counted.",
    ),
    DirectionalGod(
        name="飞天禄", kind=GOOD, scope=MONTH, group="禄马贵人", reading="宗镜",
        place=Procedure("fly_pillar", ("岁禄",)),
        rule="先用五虎遁寻找本年禄马的干支，作为真禄马；再把月建纳入中宫，寻找本年真禄马所在的宫位，就按吉利来论",
        source=_j("¶1 禄马贵人", 3),
        grade="吉", good_for="坐向方",
        aliases=aliases("真禄", _j("¶1 禄马贵人", 3, "用五虎元遁得到己卯为真禄、丁亥为真马")),
        meaning="马到山头人富贵，禄到山头旺子孙，若逢禄马一同到，千祥百福自骈臻 (001 L353)",
    ),
    DirectionalGod(
        name="飞天马", kind=GOOD, scope=MONTH, group="禄马贵人", reading="宗镜",
        place=Procedure("fly_pillar", ("岁马",)),
        rule="先用五虎遁寻找本年禄马的干支，作为真禄马；再把月建纳入中宫，寻找本年真禄马所在的宫位，就按吉利来论",
        source=_j("¶1 禄马贵人", 3),
        grade="吉", good_for="坐向方",
        aliases=aliases("真马", _j("¶1 禄马贵人", 3, "用五虎元遁得到己卯为真禄、丁亥为真马")),
    ),
    DirectionalGod(
        name="飞阳贵人", kind=GOOD, scope=MONTH, group="禄马贵人", reading="宗镜",
        place=Procedure("fly_pillar", ("阳贵人",)),
        rule="先用五虎遁寻找岁贵人属于哪一组干支，再把月建纳入中宫，顺次寻找岁贵人所在的宫位，就按吉利来论",
        source=_j("¶1 禄马贵人", 3),
        grade="吉", good_for="坐向方",
        aliases=aliases("真阳贵人", _j("¶1 禄马贵人", 3, "得到甲申为真阳贵人、戊子为真阴贵人")),
        meaning="阳贵人应在冬至以后使用，力量较强；飞到阳宫时，力量尤其强",
    ),
    DirectionalGod(
        name="飞阴贵人", kind=GOOD, scope=MONTH, group="禄马贵人", reading="宗镜",
        place=Procedure("fly_pillar", ("阴贵人",)),
        rule="先用五虎遁寻找岁贵人属于哪一组干支，再把月建纳入中宫，顺次寻找岁贵人所在的宫位，就按吉利来论",
        source=_j("¶1 禄马贵人", 3),
        grade="吉", good_for="坐向方",
        aliases=aliases("真阴贵人", _j("¶1 禄马贵人", 3, "得到甲申为真阳贵人、戊子为真阴贵人")),
        meaning="阴贵人应在夏至以后使用，力量较强；飞到阴宫时，力量尤其强",
    ),
    DirectionalGod(
        name="飞天禄", kind=GOOD, scope=MONTH, group="禄马贵人", reading="通书", default=False,
        place=Procedure("fly_branch", ("岁禄",)),
        rule="《通书》的年神表只取禄马的地支一字，把月建纳入中宫，顺飞九宫",
        source=_j("¶1 禄马贵人", 3),
        grade="吉", good_for="坐向方",
        note="“这两种说法都有道理，但《通书》没有飞宫贵人的方法，所以采用《宗镜》的方法…同时记录《通书》的说法，以备参考考察”.",
    ),
    DirectionalGod(
        name="飞天马", kind=GOOD, scope=MONTH, group="禄马贵人", reading="通书", default=False,
        place=Procedure("fly_branch", ("岁马",)),
        rule="《通书》的年神表只取禄马的地支一字，把月建纳入中宫，顺飞九宫",
        source=_j("¶1 禄马贵人", 3),
        grade="吉", good_for="坐向方",
    ),
    DirectionalGod(
        name="大将军还位", kind=BAD, scope=MONTH,
        place=Procedure("dajiangjun_huanwei"),
        rule="占卯惟十月还震宫，占午惟正月还离宫，占酉惟六月还兑宫，占子惟六月还坎宫",
        source=_q("大将军", 909, "《宗镜》 L905 惟乙亥月丁卯仍在卯上，谓之大将军还位，修造犯之凶"),
        grade="中煞", avoid="方",
        note="The printed 定局 is used. Flying the 60 甲子 (the method of L905) also returns 午 in 七月, 酉 and 子 in "
             "十二月, which the 定局 does not print.",
    ),
    DirectionalGod(
        name="月天赦", reading="活天赦", kind=GOOD, scope=MONTH, group="天赦", default=False,
        place=Procedure("huo_tianshe", ("戊寅", "甲午", "戊申", "甲子")),
        rule="四月活天赦到亥",
        source=_q("地官符", 675, "《宗镜》's 古课: 丙子年、癸巳月、甲午日、甲戌时，修亥方; 天赦 001 L221"),
        grade="吉", good_for="方",
        meaning="《宗镜》曰：管符非大凶之神…遇天赦解神到，现讼反散 (L649)",
        note="The text names it in one worked example and gives no rule: in 丙子年 四月 (癸巳) it is at 亥. Read as "
             "the season's 天赦 pillar (春戊寅，夏甲午，秋戊申，冬甲子) flown with the month pillar in the centre, the "
             "60 甲子 counted forward, as 《宗镜》 flies 真禄马贵人 (002 ¶1 L3): 甲午 follows 癸巳, so 乾六 (戌乾亥). "
             "Flying the branch with the 月建 in the centre (午 after 巳) gives the same palace in that example and "
             "differs in other years; the 天赦 is a pillar, hence the 甲子 count. Another reading: shown, not counted.",
    ),
)

# =====================================================================================================
# Items 选择求真 rejects (伪), where a rule survives: shown behind a toggle, never counted
# =====================================================================================================

_REJECT_LUANJIA = "即非实有此星，又且必无此理…今皆删去不用，备录立成于后，以证其伪 (L15)"
_REJECT_ZUNDI = "今考其起例，甚无义理，宜乎台本之不用也…大抵也术士之捏造耳 (L67)"
_REJECT_TONGTIAN = ("是其能压太岁之说，既不可以为典要，又自不犯三煞，能压三煞之说，更属有名无实，此《宗镜》所以诋其不足为据也 (L91)")
_REJECT_SILI = "若以三合而论，则辰戌丑未年之太阳又为劫煞…不可以吉言矣。故当兼看各神，不可执一而遽以四利为吉也 (L113)"
_REJECT_ZHITUI_NAMES = "按此四煞与前马前炙退同一起例，同一方位，不过调换名色愚人耳…则此四煞之名，一并删除不录 (L247)"

REJECTED_GODS: tuple[DirectionalGod, ...] = (
    *(
        DirectionalGod(
            name=name, kind=GOOD, scope=YEAR, place=None, group="诸家銮驾星曜",
            rule="玉皇銮驾，紫微帝星，紫微銮驾，北辰帝星，撼龙帝星，都天宝照，都天转运行衙帝星，周仙罗星，星马贵人",
            source=_q("辨诸家銮驾星曜", 15),
            rejected=_REJECT_LUANJIA,
            not_placed="the 立成 the text “备录于后” is not in the file (only the headings L17–L51 survive)",
        )
        for name in ("玉皇銮驾", "紫微帝星", "紫微銮驾", "北辰帝星", "撼龙帝星", "都天宝照", "都天转运行衙帝星",
                     "周仙罗星", "星马贵人")
    ),
    DirectionalGod(
        name="尊星", kind=GOOD, scope=YEAR, group="尊帝二星",
        place=Procedure("zun_star_year"),
        rule="年起例：凡上元下元甲子年，尊星起乾六，乙丑兑七，丙寅艮八，顺行。中元甲子年，尊星起坎一，也顺行，俱不入中宫",
        source=_q("辩尊皇帝星", 59),
        rejected=_REJECT_ZUNDI,
        aliases=_ZUNDI_ALIASES,
    ),
    DirectionalGod(
        name="帝星", kind=GOOD, scope=YEAR, group="尊帝二星",
        place=Procedure("di_star_year"),
        rule="轮六十年，其队宫为帝星。如下元甲子年，造乾山巽向，尊星到乾，帝星到巽，大吉",
        source=_q("辩尊皇帝星", 59),
        rejected=_REJECT_ZUNDI,
        aliases=_ZUNDI_ALIASES,
        note="队宫 = 对宫.",
    ),
    DirectionalGod(
        name="尊星", reading="月", kind=GOOD, scope=MONTH, group="尊帝二星",
        place=Procedure("zun_star_month"),
        rule="月起例：凡甲己丁壬戊癸阳年，正月九月，尊星到艮，二月十月到离，三月十一月到坎，四月十二月到坤，五月到震，六月到巽，七月到乾，八月到兑",
        source=_q("辩尊皇帝星", 61),
        rejected=_REJECT_ZUNDI + "; 然年例已不合，月日时益不足论矣 (L67)",
        aliases=_ZUNDI_ALIASES,
    ),
    DirectionalGod(
        name="帝星", reading="月", kind=GOOD, scope=MONTH, group="尊帝二星",
        place=Procedure("di_star_month"),
        rule="乙庚丙辛阴年，正月九月到震，二月十月到巽，三月十一月到乾，四月十二月到兑，五月到艮，六月到离，七月到坎，八月到坤。其对宫为帝星",
        source=_q("辩尊皇帝星", 61),
        rejected=_REJECT_ZUNDI + "; 然年例已不合，月日时益不足论矣 (L67)",
        aliases=_ZUNDI_ALIASES,
    ),
    DirectionalGod(
        name="通天窍", reading="三合后方", kind=GOOD, scope=YEAR, group="通天窍",
        place=by_branch("坤申庚酉辛戌 巽巳丙午丁未 艮寅甲卯乙辰 乾亥壬子癸丑 坤申庚酉辛戌 巽巳丙午丁未 "
                        "艮寅甲卯乙辰 乾亥壬子癸丑 坤申庚酉辛戌 巽巳丙午丁未 艮寅甲卯乙辰 乾亥壬子癸丑"),
        rule="各从本年三合长生起迎财，进宝，库珠顺行三位，其对冲三位为大吉，进田，青龙，共为十二吉山",
        source=_q("辩通天窍", 89, "L91 申子辰年…迎财在坤申，进宝在庚酉，库珠在辛戌; 《义例》 L93 三合前方，三合后方"),
        aliases=aliases("迎财 进宝 库珠", _q("辩通天窍", 89, "各从本年三合长生起迎财，进宝，库珠顺行三位"))
        + aliases("窍马", _q("辩通天窍", 91, "世俗称窍马")),
        rejected=_REJECT_TONGTIAN,
        note="002 ¶1 L3 keeps it under the names 三合前方/后方 (“也不妨害道理，所以仍予以保存”); 选择求真 files it "
             "under 辨伪.",
    ),
    DirectionalGod(
        name="通天窍", reading="三合前方", kind=GOOD, scope=YEAR, group="通天窍",
        place=by_branch("艮寅甲卯乙辰 乾亥壬子癸丑 坤申庚酉辛戌 巽巳丙午丁未 艮寅甲卯乙辰 乾亥壬子癸丑 "
                        "坤申庚酉辛戌 巽巳丙午丁未 艮寅甲卯乙辰 乾亥壬子癸丑 坤申庚酉辛戌 巽巳丙午丁未"),
        rule="其对宫艮寅为大吉，甲卯为进田，乙辰为青龙",
        source=_q("辩通天窍", 91),
        aliases=aliases("大吉 进田 青龙", _q("辩通天窍", 91, "其对宫艮寅为大吉，甲卯为进田，乙辰为青龙")),
        rejected=_REJECT_TONGTIAN,
    ),
    DirectionalGod(
        name="走马六壬", kind=GOOD, scope=YEAR,
        place=Procedure("liuren_tiangang"),
        rule="取神后子，胜光午，功曹寅，传送申，天罡辰，河魁戌为吉，共六位",
        source=_q("辩走马六壬", 103, "L105 其起例谓子年盖以天罡加辰，每年退行一位"),
        aliases=aliases("六壬天罡", _q("辩走马六壬", 103, "通书曰：六壬天罡年月例")),
        rejected="其义与黄道黑道仿佛相同，非有深意。大抵叠吉神则吉，无吉神则不能为福，此《宗镜》所以诋其不足为据也 (L105)",
        note="002 ¶2 L5 keeps it (“也不妨害道理，所以仍予保存”).",
    ),
    DirectionalGod(
        name="太阳", reading="四利", kind=GOOD, scope=YEAR, group="四利三元",
        place=by_branch("丑 寅 卯 辰 巳 午 未 申 酉 戌 亥 子"),
        rule="李淳风四利三元，一太岁，二太阳，三丧门，四太阴，五官符，六死符，七岁破，八龙德，九白虎，十福德，十一吊客，十二病符，太阳，太阴，龙德，福德为吉",
        source=_q("辩四利三元", 111),
        rejected=_REJECT_SILI,
    ),
    DirectionalGod(
        name="太阴", reading="四利", kind=GOOD, scope=YEAR, group="四利三元",
        place=by_branch("卯 辰 巳 午 未 申 酉 戌 亥 子 丑 寅"),
        rule="李淳风四利三元，一太岁，二太阳，三丧门，四太阴，五官符，六死符，七岁破，八龙德，九白虎，十福德，十一吊客，十二病符，太阳，太阴，龙德，福德为吉",
        source=_q("辩四利三元", 111),
        rejected=_REJECT_SILI,
    ),
    DirectionalGod(
        name="龙德", reading="四利", kind=GOOD, scope=YEAR, group="四利三元",
        place=by_branch("未 申 酉 戌 亥 子 丑 寅 卯 辰 巳 午"),
        rule="李淳风四利三元，一太岁，二太阳，三丧门，四太阴，五官符，六死符，七岁破，八龙德，九白虎，十福德，十一吊客，十二病符，太阳，太阴，龙德，福德为吉",
        source=_q("辩四利三元", 111),
        rejected=_REJECT_SILI,
    ),
    DirectionalGod(
        name="福德", reading="四利", kind=GOOD, scope=YEAR, group="四利三元",
        place=by_branch("酉 戌 亥 子 丑 寅 卯 辰 巳 午 未 申"),
        rule="李淳风四利三元，一太岁，二太阳，三丧门，四太阴，五官符，六死符，七岁破，八龙德，九白虎，十福德，十一吊客，十二病符，太阳，太阴，龙德，福德为吉",
        source=_q("辩四利三元", 111),
        rejected=_REJECT_SILI,
    ),
    DirectionalGod(
        name="巡山二十四神煞", kind=MIXED, scope=YEAR,
        place=Procedure("xunshan_24"),
        rule="年支神煞随二十四山顺行者，从太岁逼近之方起，以次渐推而远，还归于太岁之方",
        source=_q("辩巡山二十四神煞", 147),
        rejected="今观其名而思其义，观其例而度其情，其为术士捏造，已属晓然。唯巡山罗喉逼近太岁…故台本取之 (L149)",
        note="23 names (巡山罗喉 itself is kept, above).",
    ),
    DirectionalGod(
        name="支退", kind=BAD, scope=YEAR,
        place=by_branch("巳 辰 卯 寅 丑 子 亥 戌 酉 申 未 午"),
        rule="按起例，支神退方，子年起巳，逆行十二支，又谓之流财",
        source=_q("辩支退流财", 241),
        aliases=aliases("流财", _q("辩支退流财", 241, "支神退方…又谓之流财")),
        rejected="且又非实有一物，起巳而逆行，徒曰年各一方，更无取义…故删而辩之 (L241)",
    ),
    *(
        DirectionalGod(
            name=name, kind=BAD, scope=YEAR, place=ZHITUI,
            rule="按此四煞与前马前炙退同一起例，同一方位",
            source=_q("辩皇天大煞通天大煞飞天大煞", 247),
            rejected=_REJECT_ZHITUI_NAMES,
        )
        for name in ("皇天大煞", "通天大煞", "飞天大煞")
    ),
    DirectionalGod(
        name="飞天独火", kind=BAD, scope=YEAR, place=ZHITUI,
        rule="飞天独火也用子午卯酉四支，而取太岁三合死地，与炙退同位",
        source=_q("辩飞天独火", 251),
        rejected="岂既死无气，既为水冷，而也有火乎？悖理太甚…要皆好事者之捏造无疑，不录 (L251)",
    ),
    DirectionalGod(
        name="飞天独火", reading="月", kind=BAD, scope=MONTH, group="火星",
        place=Procedure("fly_branch", ("飞天独火",)),
        rule="其飞宫虽仿大煞飞吊之例",
        source=_q("辩飞天独火", 251, "飞大煞 L779 以所用月建入中宫，顺飞九宫"),
        rejected="岂既死无气，既为水冷，而也有火乎？悖理太甚…要皆好事者之捏造无疑，不录 (L251)",
        note="Its month flying, by the 飞大煞 method (月建 in the centre, 顺飞九宫) to the year's 飞天独火 (= 炙退, "
             "三合死地): shown as rejected, never counted.",
    ),
    DirectionalGod(
        name="九天朱雀", kind=BAD, scope=YEAR,
        place=by_branch("卯 戌 巳 子 未 寅 酉 辰 亥 午 丑 申"),
        rule="其法从岁支上起建顺数，阳年取平字，阴年取收字既是",
        source=_q("辩九天朱雀", 325),
        rejected="按九天朱雀，即岁刑之义，不过改换名目以愚人耳…朱雀之伪删之不录 (L325)",
    ),
    DirectionalGod(
        name="罗天大进", kind=GOOD, scope=YEAR,
        place=Procedure("luotian_jin_year"),
        rule="按大进年，甲子岁起兑七，顺行九宫",
        source=_q("辩罗天大进", 197),
        rejected="其六十花甲虽则相续，而按于各五行之理，全不相吉，其为伪术捏造无疑矣 (L197)",
    ),
    DirectionalGod(
        name="罗天大进", reading="月", kind=GOOD, scope=MONTH,
        place=Procedure("luotian_jin_month"),
        rule="其例子从子位数起，至卯四位。卯乃二月建，即以二月加巽宫顺行，三月在中宫，四月、五月、六月在天上，七月在乾宫，八月兑，九月艮，十月离，十一月坎，十二月坤，正月震是也，逐年仿此",
        source=_q("辩罗天大进", 195),
        rejected="至子年正月起震，丑年正月起坤，一月一移，既非飞吊之例，又非纳卦之义，造作问四寻风，上天下地诗歌，谬甚 (L197)",
    ),
    DirectionalGod(
        name="罗天大退", kind=BAD, scope=YEAR,
        place=by_stem("坎 震 艮 艮 坤 坤 巽 巽 兑 兑", unit=PALACE_UNIT),
        rule="例曰：罗天大退凶非常，丙丁二年居艮乡，戊己却来坤上立，庚辛巽位不堪迁。壬癸逢鸡人口损，甲岁营造子位伤，乙岁震宫切须忌",
        source=_q("辩罗天大退", 203, "table L209"),
        rejected="罗天退也有五行来历乎？问五寻风，上天下地，虽有起例歌诀，实无理道根源 (L231)",
    ),
    DirectionalGod(
        name="罗天大退", reading="月", kind=BAD, scope=MONTH,
        place=Procedure("luotian_tui_month"),
        rule="其子岁从干上数起至辰，是五辰，乃三月建，即以三月加巽逆行，四月到震，一月一宫，十一月在中，十二月正月二月在天，三月下巽，余仿此",
        source=_q("辩罗天大退", 217),
        rejected="罗天退也有五行来历乎？问五寻风，上天下地，虽有起例歌诀，实无理道根源 (L231)",
    ),
    DirectionalGod(
        name="山家朱雀", kind=BAD, scope=MONTH,
        place=by_month("离 坎坤 巽震 乾 艮兑 - 离震 坎坤 巽震 乾 艮兑 -", unit=PALACE_UNIT),
        rule="例曰：正离八二坎坤宫，三九巽户雨雷同，四十乾上休要作，五十一月艮兑中。惟有七月居离震，六十二月悉皆空",
        source=_q("辩山家朱雀", 341, "L343 三九月在巽震"),
        rejected="试观其例，浑是板局，全无理义，作者有知，九泉应当汗背矣 (L343)",
    ),
    DirectionalGod(
        name="剑锋煞", kind=BAD, scope=MONTH,
        place=by_month("甲 乙 巽 丙 丁 坤 庚 辛 乾 壬 癸 艮"),
        rule="按剑锋乃月建前一位，谓其旺惧有损伤，故忌埋葬",
        source=_q("辩剑锋煞", 287, "table L281, L283"),
        rejected="剑锋煞，乃系八干山得禄之月，谓之煞者，岂埋葬凶事不宜见禄耶？…观此愈知其荒谬矣 (L285)",
    ),
    DirectionalGod(
        name="月游火", kind=BAD, scope=MONTH, group="火星",
        place=Procedure("yueyou_huo"),
        rule="推月游火，取太岁前一辰所统之卦，如子年前一辰是丑，丑艮寅同卦，即起正月月游火。正月在艮，二月在离，顺行九宫",
        source=_q("论火星", 795, "002 ¶8 L17 keeps it: 月游火逐月顺飞九宫，不以月建入中宫; 001 L471 月游火不足忌"),
        rejected="殊无理义，故不录也 (L795)",
        burial_exempt=_q("论火星", 789, "通书曰：独火，打头火，月游火，不忌安葬"),
    ),
    DirectionalGod(
        name="九良星", kind=BAD, scope=YEAR, place=None,
        rule="九良星也分布六十甲子，每日在一处",
        source=_q("逆血刃九良星暗刀煞", 171, "L177 今《协纪》奉即削除九良星不录"),
        rejected="九良星，《三元集要》辩之详矣。元时既经削去…今《协纪》奉即削除九良星不录 (L177)",
        not_placed="its table (“今为合表列后”, L171) is not in the file",
    ),
    DirectionalGod(
        name="差方禄马贵人", kind=GOOD, scope=YEAR, place=None,
        rule="又差方禄马贵人，以天罡十二星布于十二支，取天罡为正马，又为太阳，传送为正禄，又为太阴。神后为贵人",
        source=_q("辩差方禄马贵人", 119),
        rejected="且十二将既有定名，而天罡捏为正马，为太阳，传送为正禄，为太阴，神后为贵人，种种支离，其伪可知矣 (L125)",
        not_placed="the palace a year “泊” depends on 阳遁/阴遁 (冬至/夏至), which a year or month does not fix, and the "
                   "阴遁 text conflicts with the compiler's note (L121 vs L125)",
    ),
)

# =====================================================================================================
# Month gods the seeds name that the compass does not place: listed in its JSON (`unplaced`) with the reason
# =====================================================================================================

LEFT_OUT_MONTH_GODS: tuple[DirectionalGod, ...] = (
    DirectionalGod(
        name="月克山家", kind=BAD, scope=MONTH, place=None,
        rule="月克山家凶，月之纳音克山暮音也，以年日纳音制之",
        source=_x("月凶神总论", 467, "000 L589 月克山家; L591 月克较轻"),
        not_placed="needs each mountain's 墓运 纳音 (the 墓龙变运 table), which none of the seeds gives, as for 年克山家",
    ),
    DirectionalGod(
        name="飞大将军", kind=BAD, scope=MONTH, place=None,
        rule="再以月建入中宫，顺数九宫，惟乙亥月丁卯仍在卯上，谓之大将军还位，修造犯之凶，余月则丁卯飞山别方",
        source=_q("大将军", 905),
        not_placed="《宗镜》 flies 大将军's pillar with the 月建 in the centre but weighs it only where it returns to its "
                   "own mountain (“谓之大将军还位，修造犯之凶”: shown as 大将军还位); of the other months it says only "
                   "“余月则丁卯飞山别方” and that the mountain may then be repaired, giving the flown position no effect",
        note="The seeds do not use the name 飞大将军 (the issue does); the procedure is 000 L905's.",
    ),
    DirectionalGod(
        name="天狗方", kind=BAD, scope=MONTH, place=None, group="天狗",
        rule="天狗方（同月建转煞）春卯、夏午、秋酉、冬子",
        source=_x("天狗", 571),
        not_placed="one of the 天狗 entries of marriage lore (天狗头 小姑无子, 天狗口 行嫁忌 … L555–L571), given by season "
                   "with no word of building, burial, sitting or facing; the day almanac keeps it as a day table "
                   "(its “方” may mean a direction: digest F-48)",
    ),
    DirectionalGod(
        name="厌对", kind=BAD, scope=MONTH, place=None,
        rule="厌对者，月厌所冲之辰也，其日忌嫁娶",
        source=_q("厌对", 1167, "table L1151 厌对六仪; 001 L133"),
        aliases=aliases("招摇", _x("厌对（六仪、招摇）", 133)),
        not_placed="a day god only (“其日忌嫁娶”; 001 L133 忌嫁娶，乘船渡水); the 利用 gives a direction to 月厌 alone "
                   "(“则月厌当也兼方论也”, L1155)",
    ),
    DirectionalGod(
        name="六仪", kind=GOOD, scope=MONTH, place=None,
        rule="六仪者，月中吉神也，宜牧养生财，栽植树木，纳亲纳礼，亲事临官",
        source=_q("六仪", 1169, "table L1151 厌对六仪; 义例 L1171 今定厌对忌嫁娶，六仪宜亲事临官"),
        not_placed="a day god only (宜牧养生财 … 亲事临官); no direction is given it",
    ),
)

ALL_DIRECTIONAL_GODS: tuple[DirectionalGod, ...] = (
    YEAR_GODS + YEAR_LUCKY_GODS + MONTH_FIXED_GODS + MONTH_FLYING_GODS + REJECTED_GODS + LEFT_OUT_MONTH_GODS
)
BY_KEY: dict[str, DirectionalGod] = {g.key: g for g in ALL_DIRECTIONAL_GODS}


def god(key: str) -> DirectionalGod:
    return BY_KEY[key]


# Items the brief and the digests name that cannot be placed, with the reason (besides the `place=None` entries).
NOT_DIRECTIONAL: tuple[tuple[str, Source, str], ...] = (
    ("天地燥火", _q("辩天地燥火", 261), "keyed to the facing and the hour (day), not a position of the year or month"),
    ("巡山火", _q("辩巡山火月游火", 255), "no rule given (“引观其例，全无五行理义”)"),
    ("皇天炙退", _q("辩皇天炙退", 237), "no rule per year is given; it adds 甲庚丙壬 / 乙辛丁癸 to 炙退"),
    ("羊刃 / 飞刃", _x("年神总论 8", 451), "“然性八干山有之，忌坐山” — whose 禄 (the year's or the mountain's) is unclear"),
    ("八节三奇", _j("¶4 八节三奇", 9),
     "depends on the 节 in force (冬至, 立春 …), not on the month: see rules.directions.eight_node_wonders"),
)
