"""The day gods (日神煞) of seed 001 《协纪辨方书摘要》 — one entry per god, each citing its line.

Seed 001 is the specification; the English digest (shared/reference/xieji-bianfang.md §2, flags F-nn of its
Appendix A) only helped to find and check the entries. Where a digest table and the seed disagree the seed
wins and the entry says so.

Conventions (see almanac/core/rules/model.py): month 1 = 寅月 (from 立春) … 12 = 丑月 (from 小寒); seasons
春 = months 1–3, 夏 = 4–6, 秋 = 7–9, 冬 = 10–12 (001 §四序 L11). 阳月 = months whose 月建 is a 阳辰
(1, 3, 5, 7, 9, 11; 001 §六辰 L13).

Entries whose rule is a procedure use `Computed(name)`; COMPUTED_EVALUATORS (end of the module) states what
each evaluator must compute, and the module-level constants next to it are the tables they need.

Where the sources leave a choice the god has several entries with the same name, distinct `reading` labels
and exactly one `default=True`.
"""

from almanac.core.rules.model import (
    BAD,
    GOOD,
    MIXED,
    AnyBranch,
    AnyPillar,
    Computed,
    DayGod,
    DaysAfterJie,
    LunarDays,
    MonthBranch,
    MonthPillar,
    MonthStem,
    Officer,
    YearStemPillar,
    by_season,
)
from almanac.core.sources import SEED_QIUZHEN, SEED_XIEJI_JUAN8, SEED_XIEJI_SUMMARY, Source, aliases


def _src(section: str, line: int, note: str = "") -> Source:
    return Source(SEED_XIEJI_SUMMARY, section, line, note)


def _aka(names: str, section: str, line: int, seed: str = SEED_XIEJI_SUMMARY, note: str = ""):
    """Other names of a god (space-separated) as the seed line `line` gives them (model.DayGod.aliases)."""
    return aliases(names, Source(seed, section, line, note))


def _months(spec: str) -> tuple[str, ...]:
    """Twelve month values: either 12 characters, or 12 whitespace-separated items ('-' = none that month)."""
    items = spec.split()
    if len(items) == 1:
        items = list(spec)
    if len(items) != 12:
        raise ValueError(f"need 12 month values, got {len(items)}: {spec!r}")
    return tuple("" if item == "-" else item for item in items)


def _pillars(spec: str) -> tuple[str, ...]:
    """Twelve months of pillars, months separated by '|', pillars by spaces ('-' = none that month)."""
    months = [" ".join(part.split()) for part in spec.split("|")]
    if len(months) != 12:
        raise ValueError(f"need 12 months, got {len(months)}: {spec!r}")
    return tuple("" if month == "-" else month for month in months)


# --- tables the Computed evaluators use (each checked against the seed by the tests) -----------------

# 母仓 (L225): “春亥子，夏寅卯，秋辰戌丑未，冬申酉，土王后巳午” — 生我者为母.
MUCANG_BY_SEASON = by_season("亥子", "寅卯", "辰戌丑未", "申酉")
MUCANG_TUWANG = "巳午"
# 土王用事 (五行用事 L19): “土于四立之前各旺一十八日”.
TUWANG_DAYS = 18
# 四废 (L241) “春庚申辛酉，夏壬子癸亥，秋甲寅乙卯，冬丙午丁巳”: the season's 无气 stems and branches, used by
# 傍四废 (用日法 L519 “或支或干无气也”).
SIFEI_STEMS = by_season("庚辛", "壬癸", "甲乙", "丙丁")
SIFEI_BRANCHES = by_season("申酉", "亥子", "寅卯", "巳午")
# 天德 (L209) in the 四仲 months is a trigram (二月坤, 五月乾, 八月艮, 十一月巽); the 通书 reading puts it on the
# branch next to the trigram: 坤→申, 乾→亥, 艮→寅, 巽→巳.
TIANDE_SIWEI_BRANCH = _months("- 申 - - 亥 - - 寅 - - 巳 -")


# --- 建除十二神 and the gods on their positions (L105–127) ---------------------------------------------

_JIANCHU_VERDICT = "“平定开危最吉，定除次吉，破大凶。除定执成开为吉，建破平收满闭凶” (L105; the two lines conflict, digest F-37)"

_JIANCHU = (
    DayGod(
        "建日", MIXED, Officer("建"), _src("建（兵福、小时、土府）", 107),
        rule="“从月建日开始为建日” (L105). 月建 (L129): “月建者，阳建之神也”. " + _JIANCHU_VERDICT
        + "; 用日法 L525 “建日吉多可用”.",
        meaning="所值之日，宜封建视事，不能兴造土功，结亲礼",
        aliases=_aka("月建", "月建", 129), group="建除",
    ),
    DayGod(
        "除日", GOOD, Officer("除"), _src("除（吉期、兵宝）", 109),
        rule="“从月建日开始为建日”, 除 = the next day (L105). " + _JIANCHU_VERDICT + ": 除 吉 in both.",
        group="建除",
    ),
    DayGod(
        "满日", MIXED, Officer("满"), _src("满（福德、天巫、天狗）", 111),
        rule="建 + 2 (L105). " + _JIANCHU_VERDICT + ": 满 凶; carries 福德/天巫 (吉) and 天狗 (凶) (L111).",
        group="建除",
    ),
    DayGod(
        "平日", MIXED, Officer("平"), _src("平（阳月天罡、阴月河魁、死神）", 113),
        rule="建 + 3 (L105). " + _JIANCHU_VERDICT + ": 平 both 最吉 and 凶; 用日法 L525 “平日甚吉”.",
        group="建除",
    ),
    DayGod(
        "定日", GOOD, Officer("定"), _src("定（时阴、官符、死气）", 115),
        rule="建 + 4 (L105). " + _JIANCHU_VERDICT + ": 定 吉 in both.",
        group="建除",
    ),
    DayGod(
        "执日", MIXED, Officer("执"), _src("执（支德、小耗）", 117),
        rule="建 + 5 (L105). " + _JIANCHU_VERDICT + ": 执 为吉; L105 also calls 执 “为四利之死符，又为小耗，凶”.",
        group="建除",
    ),
    DayGod(
        "破日", BAD, Officer("破"), _src("破（大耗）", 119),
        rule="“破，月建所冲之日” (L119). 用日法 L517 “破日大凶，与月相冲”; L525 “然破日最凶，必不可犯”.",
        meaning="破日大凶",
        aliases=_aka("月破", "月破", 1127, SEED_QIUZHEN, "《考原》曰：月破者，月建所冲之辰也 (= 001 L119 破，月建所冲之日); "
                     "001's activity lists name 月破 beside 月建 (L377)"),
        group="建除",
    ),
    DayGod(
        "危日", GOOD, Officer("危"), _src("建除十二神", 105, note="危 has no paragraph of its own in seed 001"),
        rule="建 + 7 (L105). " + _JIANCHU_VERDICT + ": 危 最吉 (absent from the second line).",
        group="建除",
    ),
    DayGod(
        "成日", GOOD, Officer("成"), _src("成（天医、天喜）", 121),
        rule="建 + 8 (L105). " + _JIANCHU_VERDICT + ": 成 为吉.",
        group="建除",
    ),
    DayGod(
        "收日", MIXED, Officer("收"), _src("收（阳日河魁、阴日天罡）", 123),
        rule="建 + 9 (L105). " + _JIANCHU_VERDICT + ": 收 凶; 用日法 L525 “收日吉多无妨”.",
        group="建除",
    ),
    DayGod(
        "开日", GOOD, Officer("开"), _src("开（时阳、生气）", 125),
        rule="建 + 10 (L105). " + _JIANCHU_VERDICT + ": 开 最吉.",
        group="建除",
    ),
    DayGod(
        "闭日", BAD, Officer("闭"), _src("闭（血支）", 127),
        rule="建 + 11 (L105). " + _JIANCHU_VERDICT + ": 闭 凶 (only in the second line).",
        group="建除",
    ),
)

_JIANCHU_SUB = (
    DayGod(
        "兵福", GOOD, Officer("建"), _src("建（兵福、小时、土府）", 107),
        rule="on 建 (heading “建（兵福、小时、土府）”)",
        correction="Seed 001 names 兵福 only in the heading and gives it no valuation; 吉 by its name (福).",
        group="建除",
    ),
    DayGod(
        "小时", BAD, Officer("建"), _src("建（兵福、小时、土府）", 107),
        rule="on 建; “小时者，郎将之象”",
        meaning="其日忌结姻亲，开仓库", group="建除",
    ),
    DayGod(
        "土府", BAD, Officer("建"), _src("建（兵福、小时、土府）", 107),
        rule="on 建 (heading only)",
        correction="Seed 001 names 土府 only in the heading and gives it no valuation; 凶 by its name (a 土 god, "
        "like 土符).",
        group="建除",
    ),
    DayGod(
        "吉期", GOOD, Officer("除"), _src("除（吉期、兵宝）", 109),
        rule="on 除; “吉期者，吉庆之神也”",
        meaning="所值之日，宜出师行军，兴吊伐，会亲姻", group="建除",
    ),
    DayGod(
        "兵宝", GOOD, Officer("除"), _src("除（吉期、兵宝）", 109),
        rule="on 除 (heading only)",
        correction="Seed 001 names 兵宝 only in the heading; 吉 by its name.",
        group="建除",
    ),
    DayGod(
        "福德", GOOD, Officer("满"), _src("满（福德、天巫、天狗）", 111),
        rule="on 满; “月中福德之神也”",
        meaning="其日宜祀神祗，救福愿，修宫室，献封章",
        correction="Printed “福往者，月中福德之神也”; read 福德者 — the heading lists 福德 (digest F-12).",
        group="建除",
    ),
    DayGod(
        "天巫", GOOD, Officer("满"), _src("满（福德、天巫、天狗）", 111),
        rule="on 满; “天巫者，月中善神也”",
        meaning="其日宜合药请医，祀鬼神，求福愿",
        correction="Shares every 满日 with 天狗 (忌祷祀): 祭祀/祈福 list both as 宜 and 忌 — no arbitration in the "
        "seed (digest F-28).",
        group="建除",
    ),
    DayGod(
        "天狗", BAD, Officer("满"), _src("满（福德、天巫、天狗）", 111),
        rule="on 满; “天狗者，月中凶神也”",
        meaning="其日忌祷祀鬼神，祀求愿福",
        correction="The 天狗 of the 祭祀 忌 list (L371) is this one (it forbids 祷祀); the seasonal 天狗头…天狗方 of "
        "L555–571 are marriage lore (digest F-29).",
        group="建除",
    ),
    DayGod(
        "天罡", BAD, MonthBranch(_months("巳子未寅酉辰亥午丑申卯戌")), _src("平（阳月天罡、阴月河魁、死神）", 113),
        rule="“平（阳月天罡、阴月河魁、死神）” (L113), “收（阳日河魁、阴日天罡）” (L123): 阳月 on 平, 阴月 on 收",
        meaning="天罡河魁者，月中凶神也，百事宜避",
        correction="L123 prints 阳日河魁、阴日天罡; read 阳月/阴月 as in L113 (the 建除 positions depend on the "
        "month; read as day-branch parity it would swap the two gods) (digest F-11).",
        group="建除",
    ),
    DayGod(
        "河魁", BAD, MonthBranch(_months("亥午丑申卯戌巳子未寅酉辰")), _src("平（阳月天罡、阴月河魁、死神）", 113),
        rule="阴月 on 平 (L113), 阳月 on 收 (L123)",
        meaning="天罡河魁者，月中凶神也，百事宜避",
        correction="L123 prints 阳日河魁、阴日天罡; read 阳月/阴月 (digest F-11).",
        group="建除",
    ),
    DayGod(
        "死神", BAD, Officer("平"), _src("平（阳月天罡、阴月河魁、死神）", 113),
        rule="on 平; “死神者，月中凶神也”",
        meaning="忌请医服药，出师征伐，种植树木，进人纳畜", group="建除",
    ),
    DayGod(
        "时阴", GOOD, Officer("定"), _src("定（时阴、官符、死气）", 115),
        rule="on 定; “时阴者，月中阴神也，阴神主事，机密不测”",
        meaning="宜运谋算画计策，睦子孙会亲友", group="建除",
    ),
    DayGod(
        "官符", BAD, Officer("定"), _src("定（时阴、官符、死气）", 115),
        rule="on 定 (the month's 官符; not the year 官符 of L73)",
        meaning="其日忌拜官视事，上表章，陈词讼", group="建除",
    ),
    DayGod(
        "死气", BAD, Officer("定"), _src("定（时阴、官符、死气）", 115),
        rule="on 定; “死气者，无气之辰也”",
        meaning="忌战斗征伐，疗病求医，安置产室，经营栽植", group="建除",
    ),
    DayGod(
        "支德", GOOD, Officer("执"), _src("执（支德、小耗）", 117),
        rule="on 执; “支德者，地支带德也”",
        meaning="宜修造作垣", group="建除",
    ),
    DayGod(
        "小耗", BAD, Officer("执"), _src("执（支德、小耗）", 117),
        rule="on 执; “小耗者，小损也”", group="建除",
    ),
    DayGod(
        "大耗", BAD, Officer("破"), _src("破（大耗）", 119),
        rule="on 破; “大耗者，月中虚耗之神”",
        meaning="忌营库藏出财物，远经求，取债负", group="建除",
    ),
    DayGod(
        "天医", GOOD, Officer("成"), _src("成（天医、天喜）", 121),
        rule="on 成; “天医者，天之巫医，能使万物死而复生，损而复益”",
        meaning="宜请药避病，寻巫祷祀", group="建除",
    ),
    DayGod(
        "天喜", GOOD, Officer("成"), _src("成（天医、天喜）", 121),
        rule="on 成; “天喜者，日辰与月建相合为天喜” (成 = 月建 + 8 is in the 月建's 三合)", group="建除",
    ),
    DayGod(
        "时阳", GOOD, Officer("开"), _src("开（时阳、生气）", 125),
        rule="on 开; “时阳者，月中阳神也”",
        meaning="所值之日，宜叙婚姻，行宴乐", group="建除",
    ),
    DayGod(
        "生气", GOOD, Officer("开"), _src("开（时阳、生气）", 125),
        rule="on 开; “生气者，极富之神也”",
        meaning="宜修作城垒，开道沟渠，起工修营，养育群蓄，种莳", group="建除",
    ),
    DayGod(
        "血支", BAD, Officer("闭"), _src("闭（血支）", 127),
        rule="on 闭",
        meaning="血支，忌针刺出血", group="建除",
    ),
)


# --- gods keyed to the month, matched on the day branch ---------------------------------------------------

_MONTH_BRANCH = (
    DayGod(
        "月厌", BAD, MonthBranch(_months("戌酉申未午巳辰卯寅丑子亥")), _src("月厌（地火）", 131),
        rule="“月厌者，阴建之辰也 … 正月在戌，逆行十二辰”",
        meaning="所值之日，忌远行归家，移徒婚姻",
        aliases=_aka("地火", "月厌（地火）", 131, note="月厌（地火）; 000 L1161 然地火即是月厌"),
    ),
    DayGod(
        "厌对", BAD, MonthBranch(_months("辰卯寅丑子亥戌酉申未午巳")), _src("厌对（六仪、招摇）", 133),
        rule="“厌对者，月厌冲之辰也 … 正月起辰，逆行十二辰”",
        meaning="忌嫁娶，乘船渡水", aliases=_aka("招摇", "厌对（六仪、招摇）", 133),
    ),
    DayGod(
        "六仪", GOOD, MonthBranch(_months("辰卯寅丑子亥戌酉申未午巳")), _src("厌对（六仪、招摇）", 133),
        rule="on the 厌对 position: “六仪者，月中正礼仪之神也，月厌主暗昧，六仪与之敌冲”",
        meaning="宜牧养、生财、栽植、结亲纳礼、视事临官",
    ),
    DayGod(
        "六合", GOOD, MonthBranch(_months("亥戌酉申未午巳辰卯寅丑子")), _src("六合（无翘）", 283),
        rule="“正月在亥，逆行十二辰” (= the 六合 of 月建, L23 “即月建与月将相合，正月建寅，月将在亥”)",
        meaning="其日宜会宾客，结婚姻，立存券，合交易", aliases=_aka("无翘", "六合（无翘）", 283),
    ),
    DayGod(
        "月害", BAD, MonthBranch(_months("巳辰卯寅丑子亥戌酉申未午")), _src("月害", 275),
        rule="“阳建所害之辰也 … 正月起巳，逆行十二辰”",
        meaning="忌攻城野战，牧养群畜，结会亲姻，请巫医，纳奴婢",
    ),
    DayGod(
        "月刑", BAD, MonthBranch(_months("巳子辰申午丑寅酉未亥卯戌")), _src("月刑", 273),
        rule="“月刑：参见岁刑” — the branch 月建 punishes, L93 “子刑卯、丑刑戌、寅刑巳、卯刑子、巳刑申、未刑丑、"
        "申刑寅、戌刑未、辰午酉亥为自刑也”",
        spellings=("刑",),
        correction="The 求嗣 忌 list (L383) writes 刑 for 月刑.",
    ),
    DayGod(
        "劫煞", BAD, MonthBranch(_months("亥申巳寅亥申巳寅亥申巳寅")), _src("劫煞", 269),
        rule="“劫害之神也 … 正月起亥，逆行四孟。按月劫煞与岁劫煞同”",
        meaning="忌临官视事，纳礼成亲，战伐行军，出入兴贩",
    ),
    DayGod(
        "灾煞", BAD, MonthBranch(_months("子酉午卯子酉午卯子酉午卯")), _src("灾煞（天狱、天火）", 271),
        rule="“灾煞（天狱、天火）：参见前” — L87 “常居劫煞前一辰” (劫煞 + 1, the 三合 胎)",
        aliases=_aka("天狱", "灾煞（天狱、天火）", 271)
        + _aka("天火", "¶7 打头火", 15, SEED_XIEJI_JUAN8, "也如同灾煞又名天火; 001 L271 灾煞（天狱、天火）"),
    ),
    DayGod(
        "月煞", BAD, MonthBranch(_months("丑戌未辰丑戌未辰丑戌未辰")),
        Source(SEED_QIUZHEN, "三煞、伏兵、大禍", 511, note="曹震圭 on 月煞; seed 001 uses 月煞 in 9 activity lists "
               "but never defines it"),
        rule="“曹震圭曰：月煞者，三合五行成形之位，所謂養是也” (seed 000 L511): the 养 of the 月建's 三合 element — "
        "寅午戌 丑, 亥卯未 戌, 申子辰 未, 巳酉丑 辰 (= 001 §岁煞 L89 keyed by 月建)",
        correction="Not defined in seed 001 (digest F-25); defined from seed 000 L511.",
    ),
    DayGod(
        "大时", BAD, MonthBranch(_months("卯子酉午卯子酉午卯子酉午")), _src("大时（大败、咸池）", 277),
        rule="“月建三合五行沐浴之辰也，是最凶之辰。正月起卯，逆行四仲”",
        aliases=_aka("大败 咸池", "大时（大败、咸池）", 277),
    ),
    DayGod(
        "游祸", BAD, MonthBranch(_months("巳寅亥申巳寅亥申巳寅亥申")), _src("游祸", 279),
        rule="“正月起巳，逆行四孟。三合五行临官之辰”",
        meaning="忌服药请医，祝神致祭",
    ),
    DayGod(
        "天吏", BAD, MonthBranch(_months("酉午卯子酉午卯子酉午卯子")), _src("天吏（致死）", 281),
        rule="“正月起酉，逆行四仲。三合五行死气之位”; 用日法 L515 “寅午戌月忌酉日，亥卯未月忌午日，申子辰月忌卯日，"
        "巳酉丑月忌子日 … 亦主退气，不致伤人”",
        meaning="忌临官赴任，远行词讼", aliases=_aka("致死", "天吏（致死）", 281),
    ),
    DayGod(
        "驿马", GOOD, MonthBranch(_months("申巳寅亥申巳寅亥申巳寅亥")), _src("驿马（天后）", 267),
        rule="the 病 of the 月建's 三合 element: “寅午戌火也，病于申 … 故以申为马；申子辰水也，病于寅 … 亥卯未木也，"
        "病于巳 … 巳酉丑金也，病于亥”",
        meaning="其日宜封赠官爵，诏命公卿，远行赴任，移徒迁居",
        correction="The explanation prints 金局 “中有申为妻，壬为子”; 亥 holds 甲 and 壬, so read 甲为妻 (digest F-13). "
        "The table is unaffected.",
    ),
    DayGod(
        "天后", GOOD, MonthBranch(_months("申巳寅亥申巳寅亥申巳寅亥")), _src("驿马（天后）", 267),
        rule="“天后者月中福神也，与驿马同位”",
        meaning="宜求医疗病，祈福祀神",
    ),
    DayGod(
        "五富", GOOD, MonthBranch(_months("亥寅巳申亥寅巳申亥寅巳申")), _src("五富", 287),
        rule="“三合长生之六合也。正月在亥，二月在寅” (months 3–12 derived by the stated rule)",
        meaning="宜兴举运动，估市经求",
    ),
    DayGod(
        "天仓", GOOD, MonthBranch(_months("寅丑子亥戌酉申未午巳辰卯")), _src("天仓", 289),
        rule="“天库之神也 … 正月起寅，逆行十二辰。居太阳后四辰”",
        meaning="宜修仓库，纳财、牧养",
    ),
    DayGod(
        "天贼", BAD, MonthBranch(_months("丑子亥戌酉申未午巳辰卯寅")), _src("天贼", 291),
        rule="“月中盗神 … 正月在丑，逆行十二辰。居天仓后辰”",
        meaning="忌运行",
    ),
    DayGod(
        "九空", BAD, MonthBranch(_months("辰丑戌未辰丑戌未辰丑戌未")), _src("九空", 237),
        rule="“暮库破散之辰也 … 寅午戌月，火库在戌，辰能冲散也。亥卯未月，木库在未，丑能冲散也。申子辰月，水暮在辰，"
        "戌能冲散也。巳酉丑月，金暮在丑，未能冲散也”",
        meaning="其日忌修造仓库，出入货财",
        correction="Only the explanation is printed; the table is the 冲 of the 三合 墓. Not the same as 九坎 in months "
        "5–12 (digest F-40).",
    ),
    DayGod(
        "九坎", BAD, MonthBranch(_months("辰丑戌未卯子酉午寅亥申巳")), _src("九坎（九焦）", 243),
        rule="“正月在辰，逆行四季；五月在卯，逆行四仲；九月在寅，逆行四孟”",
        meaning="其日忌乘船渡水，修堤防，筑垣墙，苫盖屋舍", aliases=_aka("九焦", "九坎（九焦）", 243, note="与九焦同"),
    ),
    DayGod(
        "三合", GOOD, MonthBranch(_months("午戌 未亥 申子 酉丑 戌寅 亥卯 子辰 丑巳 寅午 卯未 辰申 巳酉")),
        _src("三合", 263),
        rule="“寅午戌火之三合，巳酉丑金之三合，申子辰水之三合，亥卯未木之三合”: the two other branches of the "
        "月建's 三合 (the 建日 itself is not counted)",
        meaning="其日宜结为亲友，和合交易，修造起工，立木上梁",
    ),
    DayGod(
        "临日", MIXED, MonthBranch(_months("午亥申丑戌卯子巳寅未辰酉")), _src("临日", 265),
        rule="“上临下之义 … 正月午，二月亥，三月申，四月丑，五月配，六月卯 …” (阳月 = 月建 + 4, 阴月 = 月建 + 8)",
        meaning="其日忌临民诉讼",
        correction="五月 printed “配”, not a branch; read 戌 by the pattern of the other 11 months (阳月 月建 + 4: "
        "午 + 4 = 戌) (digest F-05). Kind MIXED: the definition says 忌临民诉讼 but the 上官赴任 宜 list (L393) "
        "has 临日 (digest F-27).",
    ),
    DayGod(
        "解神", GOOD, MonthBranch(_months("申申戌戌子子寅寅辰辰午午")), _src("解神", 257),
        rule="“正二月申，三四月戌，五六月子，七八月寅，九十月辰，十一十二午”",
        meaning="宜上词章雪冤枉",
    ),
    DayGod(
        "阳德", GOOD, MonthBranch(_months("戌子寅辰午申戌子寅辰午申")), _src("阳德", 311),
        rule="“正月起戌，顺行六阳辰” (all 12 months printed)",
        meaning="宜交易开市，结亲姻",
    ),
    DayGod(
        "阴德", GOOD, MonthBranch(_months("酉未巳卯丑亥酉未巳卯丑亥")), _src("阴德", 313),
        rule="“正月起酉，逆行六阴辰。二月未，三月巳 …”",
        meaning="宜施阴骘，行惠爱，雪冤枉，举正直",
        correction="九月 printed “己” (a stem); read 巳 — 逆行六阴辰 gives 酉未巳卯丑亥 twice (digest F-04).",
    ),
    DayGod(
        "天马", GOOD, MonthBranch(_months("午申戌子寅辰午申戌子寅辰")), _src("天马", 315),
        rule="“天之驿骑也 … 正月起午，顺行六阳辰”",
        meaning="宜拜公卿，择贤良，布政事，远行出征",
    ),
    DayGod(
        "兵禁", BAD, MonthBranch(_months("寅子戌申午辰寅子戌申午辰")), _src("兵禁", 317),
        rule="“正月起寅，逆行六阳辰。二月子，三月戌 …” (all 12 months printed)",
        meaning="忌出师振旅，阅武教战",
    ),
    DayGod(
        "兵吉", GOOD,
        MonthBranch(_months("子丑寅卯 亥子丑寅 戌亥子丑 酉戌亥子 申酉戌亥 未申酉戌 午未申酉 巳午未申 辰巳午未 卯辰巳午 "
                            "寅卯辰巳 丑寅卯辰")),
        _src("兵吉", 285),
        rule="“月内用兵之吉辰也，正月子丑寅卯，二月亥子丑寅 … 十二月丑寅卯辰”",
    ),
    DayGod(
        "要安", GOOD, MonthBranch(_months("寅申卯酉辰戌巳亥午子未丑")), _src("要安", 293),
        rule="“月中吉神” (all 12 months printed)", meaning="宜安抚边境，修葺城隍",
    ),
    DayGod(
        "玉宇", GOOD, MonthBranch(_months("卯酉辰戌巳亥午子未丑申寅")), _src("玉宇", 295),
        rule="“月中贵神” (all 12 months printed)", meaning="宜修宫阙，缮亭台，结婚姻，会宾客",
    ),
    DayGod(
        "金堂", GOOD, MonthBranch(_months("辰戌巳亥午子未丑申寅酉卯")), _src("金堂", 297),
        rule="“月中善神” (all 12 months printed)", meaning="宜营建宫室，兴造修作",
    ),
    DayGod(
        "敬安", GOOD, MonthBranch(_months("未丑申寅酉卯戌辰亥巳子午")), _src("敬安", 299),
        rule="“恭顺之神” (all 12 months printed)", meaning="宜睦亲族，叙尊卑，纳礼仪，行庆赐",
    ),
    DayGod(
        "普护", GOOD, MonthBranch(_months("申寅酉卯戌辰亥巳子午丑未")), _src("普护", 301),
        rule="all 12 months printed", meaning="宜祭祀祝祷祠，寻医避病",
    ),
    DayGod(
        "福生", GOOD, MonthBranch(_months("酉卯戌辰亥巳子午丑未寅申")), _src("福生", 303),
        rule="“福神” (all 12 months printed)", meaning="宜祈福求恩，祀神致祭",
    ),
    DayGod(
        "圣心", GOOD, MonthBranch(_months("亥巳子午丑未寅申卯酉辰戌")), _src("圣心", 305),
        rule="“福神” (all 12 months printed)", meaning="宜上表章，行恩泽，营百事",
    ),
    DayGod(
        "益后", GOOD, MonthBranch(_months("子午丑未寅申卯酉辰戌巳亥")), _src("益后", 307),
        rule="“福神” (all 12 months printed)", meaning="宜造宅舍，筑垣墙，行嫁娶，安产室",
    ),
    DayGod(
        "续世", GOOD, MonthBranch(_months("丑未寅申卯酉辰戌巳亥午子")), _src("续世（血忌）", 309),
        rule="“善神” (all 12 months printed)", meaning="宜结婚姻，睦亲族，祀神祗，求嗣续",
    ),
    DayGod(
        "血忌", BAD, MonthBranch(_months("丑未寅申卯酉辰戌巳亥午子")), _src("续世（血忌）", 309),
        rule="same position as 续世 (heading “续世（血忌）”)",
        correction="Seed 001 names 血忌 only in the heading of 续世 and gives it no valuation; 凶 by its name (忌), "
        "like 厌对/六仪 one position carries two valuations.",
    ),
    DayGod(
        "土符", BAD, MonthBranch(_months("丑巳酉寅午戌卯未亥辰申子")), _src("土符", 321),
        rule="“土神” (all 12 months printed)", meaning="忌破土穿井，开渠筑墙",
        correction="The 兴造动土 忌 list (L419) prints 土符 twice; it counts once (digest F-26).",
    ),
    DayGod(
        "大煞", BAD, MonthBranch(_months("戌巳午未寅卯辰亥子丑申酉")), _src("大煞", 323),
        rule="“月中廉察也” (all 12 months printed; = the year 飞廉 of L97 keyed by 月建)",
        meaning="忌出军征讨，嫁娶、纳财、竖柱上梁、移徒、置室",
        correction="Not the year 大煞 of L95 (三合 帝旺) — same name, different rule (digest F-44).",
    ),
    DayGod(
        "归忌", BAD, MonthBranch(_months("丑寅子丑寅子丑寅子丑寅子")), _src("归忌", 325),
        rule="“孟月丑，仲月寅，季月子”", meaning="忌远行归家，移徒娶妇",
    ),
    DayGod(
        "往亡", BAD, MonthBranch(_months("寅巳申亥卯午酉子辰未戌丑")), _src("往亡", 327),
        rule="“往者去也，亡者无也 … 正月在寅，二月在巳 …” (all 12 months printed)",
        meaning="忌拜官上任，远行归家，嫁娶寻医",
    ),
    DayGod(
        "红沙", BAD, MonthBranch(_months("酉巳丑酉巳丑酉巳丑酉巳丑")), _src("红沙", 553),
        rule="“孟月酉，仲月巳，季月丑”", meaning="忌嫁娶",
    ),
)


# --- gods keyed to the month, matched on the day stem ------------------------------------------------------

_TIANDE_PRINTED = "正月丁，二月坤，三月壬，四月辛，五月乾，六月申，七月癸，八月艮，九月丙，十月乙，十一月巽，十二月庚"
_TIANDE_F01 = (
    "六月 printed “申” (a branch); read 甲: 天德合 六月 is 己 (L213) and 天德合 is 天德's 五合 partner (甲己), and "
    "the full book has 六月甲 (digest F-01)."
)

_MONTH_STEM = (
    DayGod(
        "天德", GOOD, MonthStem(_months("丁 - 壬 辛 - 甲 癸 - 丙 乙 - 庚")), _src("天道天德", 209),
        rule=f"“{_TIANDE_PRINTED}”. 二五八十一月 are the trigrams 坤乾艮巽: no 天德 day in those months (L213: "
        "“四仲之月天德居四维，故无合也”).",
        meaning="天德者，天之福德也，所值之日，可兴土功营宫室",
        correction=_TIANDE_F01 + " Months 2/5/8/11 (digest F-46): this default reading has no 天德 day there; the "
        "other reading (通书) puts it on 申/亥/寅/巳.",
        reading="001: 四维 months have no day", default=True,
    ),
    DayGod(
        "天德", GOOD, Computed("tiande_siwei_branch"), _src("天道天德", 209),
        rule=f"“{_TIANDE_PRINTED}”; in months 2/5/8/11 the trigram is read as a branch: 坤→申, 乾→亥, 艮→寅, 巽→巳 "
        "(通书 convention, external to the seeds).",
        meaning="天德者，天之福德也，所值之日，可兴土功营宫室",
        correction=_TIANDE_F01 + " The 四维→branch mapping is not in seed 001 (digest F-46).",
        reading="通书: 四维 as branches", default=False,
    ),
    DayGod(
        "天德合", GOOD, MonthStem(_months("壬 - 丁 丙 - 己 戊 - 辛 庚 - 乙")), _src("天德合", 213),
        rule="“正月壬，三月丁，四月丙，六月己，七月戊，九月辛，十月庚，十二月乙。四仲之月天德居四维，故无合也”",
        meaning="所值之日，宜覃恩肆赦，命将出师，祷祀山川，祈请福愿",
    ),
    DayGod(
        "月德", GOOD, MonthStem(_months("丙甲壬庚丙甲壬庚丙甲壬庚")), _src("月德", 211),
        rule="“其方位上三合五行的阳干而定，如寅午戌三合为火局，即以丙为正五九月之德（阳干为德）”: 亥卯未 甲, 申子辰 壬, "
        "巳酉丑 庚",
        meaning="其日利上官宴乐",
        correction="“上三合” is garbled wording for 「以三合」 (digest F-51); the rule is unambiguous.",
    ),
    DayGod(
        "月德合", GOOD, MonthStem(_months("辛己丁乙辛己丁乙辛己丁乙")), _src("月德合", 215),
        rule="“正、五、九在辛，二、六、十在己，三、七、十一在丁，四、八、十二在乙”",
        meaning="所值之日百福并集，利出师命将，上册受封，祠祀星辰，营建宫室",
    ),
    DayGod(
        "月空", GOOD, MonthStem(_months("壬庚丙甲壬庚丙甲壬庚丙甲")), _src("月空", 217),
        rule="“寅午戌月壬，亥卯未月庚，申子辰月丙，巳酉丑月申”",
        meaning="所理之日宜设筹谋陈计策",
        correction="巳酉丑月 printed “申” (a branch); read 甲 — 月空 is the stem opposite the 月德 stem (丙↔壬, 甲↔庚; "
        "巳酉丑 月德 庚 → 甲) (digest F-02).",
    ),
    DayGod(
        "月恩", GOOD, MonthStem(_months("丙丁庚己戊辛壬癸庚乙甲辛")), _src("月恩", 227),
        rule="“阳建所生之干也。正月丙，二月丁，三月庚 … 十一月甲，十二月亥”",
        meaning="宜营造、婚姻、移徒、祭祀、上官、纳财",
        correction="十二月 printed “亥” (a branch); read 辛 — 阳建所生之干: 丑 (阴 土) generates 辛 (阴 金); the full "
        "book has 十二月辛 (digest F-03).",
    ),
    DayGod(
        "复日", MIXED, MonthStem(_months("甲乙戊丙丁己庚辛戊壬癸己")), _src("复日", 259),
        rule="“正七月甲庚，二八月乙辛，四十月丙壬，五十一月丁癸，三九六十二戊己” read distributively: 正月甲 七月庚, "
        "二月乙 八月辛, 四月丙 十月壬, 五月丁 十一月癸, 三月九月戊, 六月十二月己 (= the 月建's 本气 stem).",
        meaning="忌为凶事，利为吉事",
        correction="The printed pairing is ambiguous (digest F-30); the distributive reading is the default.",
        reading="distributive", default=True,
    ),
    DayGod(
        "复日", MIXED, MonthStem(_months("甲庚 乙辛 戊己 丙壬 丁癸 戊己 甲庚 乙辛 戊己 丙壬 丁癸 戊己")), _src("复日", 259),
        rule="“正七月甲庚，二八月乙辛，四十月丙壬，五十一月丁癸，三九六十二戊己” read literally: both stems in each of "
        "the listed months.",
        meaning="忌为凶事，利为吉事",
        correction="Literal reading of the printed pairs (digest F-30); not the default.",
        reading="literal", default=False,
    ),
)


# --- seasonal gods (春夏秋冬) ----------------------------------------------------------------------------------

_SEASONAL = (
    DayGod(
        "天赦", GOOD, MonthPillar(by_season("戊寅", "甲午", "戊申", "甲子")), _src("天赦", 221),
        rule="“春戊寅，夏甲午，秋戊申，冬甲子”; 用日法 L513 “天恩、天赦日为次吉”",
    ),
    DayGod(
        "母仓", GOOD, Computed("mucang"), _src("母仓", 225),
        rule="“生我者为母，积藏者为仓。春亥子，夏寅卯，秋辰戌丑未，冬申酉，土王后巳午”; 用日法 L511 “故母仓非上吉日”",
        meaning="其日宜养育群畜，栽植种莳",
    ),
    DayGod(
        "四相", GOOD, MonthStem(by_season("丙丁", "戊己", "壬癸", "甲乙")), _src("四相", 229),
        rule="“四时王相之辰也 … 春丙丁，夏戊己，秋壬癸，冬甲乙。（母生子也，春木生火）”",
        meaning="其日宜修营起工，养育生财，栽植种莳，移徒远行",
    ),
    DayGod(
        "时德", GOOD, MonthBranch(by_season("午", "辰", "子", "寅")), _src("四时", 231),
        rule="“四时天德者，四序中德神也 … 春午，夏辰，秋子，冬寅”",
        meaning="宜庆赐宴乐，拜官赏贺", aliases=_aka("四时天德", "四时", 231), spellings=("四时",),
        correction="The heading prints “四时” and the text 四时天德; the activity lists (L369 …) write 时德.",
    ),
    DayGod(
        "王日", GOOD, MonthBranch(by_season("寅", "巳", "申", "亥")), _src("王官守相民日", 233),
        rule="“王日：春寅，夏巳，秋申，冬亥”", meaning="宜命将登坛，袭爵受封，上官赴任，临政清民",
        group="王官守相民日",
        correction="The full book swaps the names 王日/官日 (digest F-20, external); seed 001's labels are kept.",
    ),
    DayGod(
        "官日", GOOD, MonthBranch(by_season("卯", "午", "酉", "子")), _src("王官守相民日", 233),
        rule="“官日：春卯，夏午，秋酉，冬子”", meaning="宜命将登坛，袭爵受封，上官赴任，临政清民",
        group="王官守相民日",
        correction="The full book swaps the names 王日/官日 (digest F-20, external); seed 001's labels are kept.",
    ),
    DayGod(
        "守日", GOOD, MonthBranch(by_season("酉", "子", "卯", "午")), _src("王官守相民日", 233),
        rule="“守日：春酉，夏子，秋卯，冬午”", meaning="宜命将登坛，袭爵受封，上官赴任，临政清民",
        group="王官守相民日",
    ),
    DayGod(
        "相日", GOOD, MonthBranch(by_season("巳", "申", "亥", "寅")), _src("王官守相民日", 233),
        rule="“相日：春巳，夏申，秋亥，冬寅”", meaning="宜命将登坛，袭爵受封，上官赴任，临政清民",
        group="王官守相民日",
    ),
    DayGod(
        "民日", GOOD, MonthBranch(by_season("午", "酉", "子", "卯")), _src("王官守相民日", 233),
        rule="“民日：春午，夏酉，秋子，冬卯”", meaning="宜命将登坛，袭爵受封，上官赴任，临政清民",
        group="王官守相民日",
    ),
    DayGod(
        "四击", BAD, MonthBranch(by_season("戌", "丑", "辰", "未")), _src("四击", 235),
        rule="“春戌，夏丑，秋辰，冬未”", meaning="忌军事",
    ),
    DayGod(
        "四耗", BAD, MonthPillar(by_season("壬子", "乙卯", "戊午", "辛酉")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="“四耗，干支皆休气也 … 春壬子，夏乙卯，秋戊午，冬辛酉”",
        meaning="忌会亲姻，坐师，开仓库，施债负",
        correction="The explanation “干支皆休气” is imprecise (秋 戊午: 午 火 is 囚 in autumn); the table is kept "
        "(digest F-42).",
    ),
    DayGod(
        "四废", BAD, MonthPillar(by_season("庚申 辛酉", "壬子 癸亥", "甲寅 乙卯", "丙午 丁巳")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="“四废，春庚申辛酉，夏壬子癸亥，秋甲寅乙卯，冬丙午丁巳”; 用日法 L519 “正四废大凶，支干俱无气也”",
        aliases=_aka("正四废", "用日法", 519, note="正四废大凶，支干俱无气也"),
    ),
    DayGod(
        "四忌", BAD, MonthPillar(by_season("甲子", "丙子", "庚子", "壬子")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="“四忌，春甲子，夏丙子，秋庚子，冬壬子”",
    ),
    DayGod(
        "四穷", BAD, MonthPillar(by_season("乙亥", "丁亥", "辛亥", "癸亥")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="“四穷：春乙亥，夏丁亥，秋辛亥，冬癸亥”",
    ),
    DayGod(
        "八龙", BAD, MonthPillar(by_season("甲子 乙亥", "", "", "")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="named in the heading “（八龙、七鸟、九虎、六蛇）” after 四忌/四穷: the spring 四忌 + 四穷 days",
        correction="Seed 001 prints the four names without saying which days they are; they are read in heading "
        "order as the 四忌 and 四穷 days of 春/夏/秋/冬 (digest D095, inference).",
        group="四忌四穷",
    ),
    DayGod(
        "七鸟", BAD, MonthPillar(by_season("", "丙子 丁亥", "", "")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="named in the heading after 四忌/四穷: the summer 四忌 + 四穷 days",
        correction="Mapping not printed; heading order read as 春夏秋冬 (digest D095, inference).",
        group="四忌四穷",
    ),
    DayGod(
        "九虎", BAD, MonthPillar(by_season("", "", "庚子 辛亥", "")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="named in the heading after 四忌/四穷: the autumn 四忌 + 四穷 days",
        correction="Mapping not printed; heading order read as 春夏秋冬 (digest D095, inference).",
        group="四忌四穷",
    ),
    DayGod(
        "六蛇", BAD, MonthPillar(by_season("", "", "", "壬子 癸亥")),
        _src("四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）", 241),
        rule="named in the heading after 四忌/四穷: the winter 四忌 + 四穷 days",
        correction="Mapping not printed; heading order read as 春夏秋冬 (digest D095, inference).",
        group="四忌四穷",
    ),
    DayGod(
        "五虚", BAD, MonthBranch(by_season("巳酉丑", "申子辰", "亥卯未", "寅午戌")), _src("五虚", 245),
        rule="“四时绝辰也 … 春巳酉丑，夏申子辰，秋亥卯未，冬寅午戌。四时逢绝之辰”",
        meaning="其日忌开仓库，营种莳，出财宝，施债负",
    ),
    DayGod(
        "八风", BAD, MonthPillar(by_season("丁丑 己酉", "甲申 甲辰", "辛未 丁未", "甲戌 甲寅")), _src("八风（触水龙）", 247),
        rule="“春丁丑己酉，夏甲申甲辰，秋辛未丁未，冬甲戌甲寅”",
        meaning="忌乘船渡水涉江河", aliases=_aka("触水龙", "八风（触水龙）", 247),
        correction="Seed 001 gives 触水龙 as another name of 八风; other almanacs make it a separate god (digest F-39).",
    ),
)

# 用日法 (L511–525): day rules the digest's catalogue missed or folded into other rows. (The day use of the year
# gods 岁德/岁德合, L513, is in derived_day_gods.py.)
_YONGRI = (
    DayGod(
        "傍四废", BAD, Computed("bang_sifei"), _src("用日法", 519),
        rule="“正四废大凶，支干俱无气也；傍四废亦凶，或支或干无气也。傍四废吉多可用”",
        correction="Seed 001 names 傍四废 but prints no table; the evaluator takes “无气” as the season's 四废 "
        "stems/branches of L241 (digest §6 U7, inference).",
        group="四废",
    ),
    DayGod(
        "荒芜", BAD, MonthBranch(by_season("巳酉丑", "申子辰", "亥卯未", "寅午戌")), _src("用日法", 521),
        rule="“荒芜日次凶，与四废大同小异，亦是休囚失令之日。春巳酉丑，夏申子辰，秋亥卯未，冬寅午戌”",
        spellings=("荒芜日",),
        correction="Same sets as 五虚 (L245); kept as its own entry because 用日法 grades it separately (次凶). "
        "The digest folds it into 五虚 (D096).",
        group="四废",
    ),
    DayGod(
        "四废荒芜相兼", BAD, MonthBranch(by_season("酉", "子", "卯", "午")), _src("用日法", 523),
        rule="“四废、荒芜相兼日尤凶。春酉，夏子，秋卯，冬午”",
        spellings=("四废、荒芜相兼日",), group="四废",
    ),
    DayGod(
        "岁破", BAD, Computed("suipo"), _src("用日法", 517, note="岁破 defined at L49 (岁破大耗: 太岁所冲之辰)"),
        rule="“破日大凶，与月相冲，日冲岁亦大凶” (L517): the day branch clashes with the year branch; L49 “岁破，太岁所冲之辰也”",
        aliases=_aka("日冲岁", "用日法", 517, note="日冲岁亦大凶"),
        correction="Day rule of 用日法 missing from the digest's catalogue (it is only in its §6 U1).",
        group="用日法",
    ),
)

_TIANGOU_LORE = (
    ("天狗头", 557, ("酉", "午", "卯", "子"), "小姑无子"),
    ("天狗尾", 559, ("卯", "子", "酉", "午"), "妨夫主"),
    ("天狗口", 561, ("申", "巳", "寅", "亥"), "行嫁忌"),
    ("天狗腹", 563, ("午", "卯", "子", "酉"), "当年无子"),
    ("天狗背", 565, ("子", "酉", "卯", "午"), "三年有子"),
    ("天狗足", 567, ("戌", "未", "辰", "丑"), "六年生子"),
    ("天狗后足", 569, ("辰", "丑", "戌", "未"), "九年生子"),
    ("天狗方", 571, ("卯", "午", "酉", "子"), "同月建转煞"),
)


def _tiangou(name: str, line: int, seasons: tuple[str, str, str, str], gloss: str) -> DayGod:
    printed = "、".join(f"{s}{b}" for s, b in zip("春夏秋冬", seasons))
    correction = ""
    reading = ""
    if name == "天狗背":
        correction = ("Printed 秋卯、冬午; every other 天狗 part moves back three branches a season and 腹/背 are "
                      "opposite, which gives 秋午、冬卯 (digest F-17, suspected transposition). Both readings kept; "
                      "the printed one is the default.")
        reading = "001 as printed"
    if name == "天狗方":
        correction = "“方” may mean a direction rather than a day; kept as a day table (digest F-48)."
    return DayGod(
        name, BAD, MonthBranch(by_season(*seasons)), _src("天狗", line),
        rule=f"“{name}（{gloss}）{printed}”", meaning=gloss, correction=correction, group="天狗",
        reading=reading,
    )


_TIANGOU = tuple(_tiangou(*row) for row in _TIANGOU_LORE) + (
    DayGod(
        "天狗背", BAD, MonthBranch(by_season("子", "酉", "午", "卯")), _src("天狗", 565),
        rule="“天狗背（三年有子）春子、夏酉、秋卯、冬午”, read 秋午、冬卯",
        meaning="三年有子",
        correction="Printed 秋卯、冬午; this reading swaps them to 秋午、冬卯 — the pattern of the other parts "
        "(each moves back three branches a season) and the opposition 腹/背 (腹 春午夏卯秋子冬酉) (digest F-17).",
        group="天狗", reading="F-17 pattern-corrected", default=False,
    ),
)


# --- gods given as day pillars per month -----------------------------------------------------------------------

_TIANYUAN_PRINTED = "正月甲午，二月甲戌，三月乙酉，四月丙子，五月丁丑，六月戊午，七月甲寅，八月丙辰，九月辛卯，十月戊辰，十一月甲子，十二月癸未"

_MONTH_PILLAR = (
    DayGod(
        "天愿", GOOD, MonthPillar(_months("甲午 甲戌 乙酉 丙子 丁丑 戊午 甲寅 丙辰 辛卯 戊辰 甲子 癸未")), _src("天愿", 223),
        rule=f"“{_TIANYUAN_PRINTED}”",
        meaning="所值之日宜嫁娶、纳财、敦睦亲族",
        correction="As printed in seed 001 (default). The full book (卷十一, via the digest's external source E2) "
        "says the old table has 13 wrong characters out of 24 and replaces it (digest F-19).",
        reading="001 as printed", default=True,
    ),
    DayGod(
        "天愿", GOOD, MonthPillar(_months("乙亥 甲戌 乙酉 丙申 丁未 戊午 己巳 庚辰 辛卯 壬寅 癸丑 甲子")), _src("天愿", 223),
        rule="The full book's corrected table (external, not in the seeds): 正月乙亥，二月甲戌，三月乙酉，四月丙申，五月丁未，"
        "六月戊午，七月己巳，八月庚辰，九月辛卯，十月壬寅，十一月癸丑，十二月甲子 — branches = the 月将 (六合 of 月建)",
        meaning="所值之日宜嫁娶、纳财、敦睦亲族",
        correction="External: the digest (F-19) reports 《协纪辨方书》's editors corrected the old table "
        "(「二十四字中误十三字」); it differs from seed 001 in exactly 13 of the 24 characters. Not verified "
        "against a seed.",
        reading="卷十一 corrected", default=False,
    ),
    DayGod(
        "五墓", BAD, MonthPillar(_months("乙未 乙未 戊辰 丙戌 丙戌 戊辰 辛丑 辛丑 戊辰 壬辰 壬辰 戊辰")), _src("五暮", 239),
        rule="“五暮者，四旺之暮辰也 … 正二月乙未，四五月丙戌，七八月辛丑，十月十一月壬辰，四季月戊辰”",
        meaning="其日忌营造起土，嫁娶，出军", spellings=("五暮",),
        correction="Seed 001 writes 暮 for 墓 (heading and the activity lists' 五暮) (digest F-41).",
    ),
    DayGod(
        "地囊", BAD,
        MonthPillar(_pillars("庚子 庚午 | 癸未 癸丑 | 甲子 甲寅 | 己卯 己丑 | 戊辰 戊午 | 癸未 癸巳 | 丙寅 丙申 | 丁卯 丁巳 | "
                             "戊辰 戊子 | 庚戌 庚子 | 辛未 辛酉 | 乙酉 乙未")),
        _src("地囊", 319),
        rule="“正月庚子庚午，二月癸未癸丑 … 十二月乙酉乙未” (all printed; no description in seed 001)",
    ),
)

_F21 = (
    "Printed “上吉之日”, but every 大会 day is a 月厌 day and every 小会 day a 月建 or 月厌 day, and 8 of the 16 "
    "(五月丙午, 六月丁巳, 十一月壬子, 十二月癸亥, 三月戊辰, 四月己巳, 九月戊戌, 十月己亥) are also 阴阳不足 days "
    "(L169–207, “百事不宜”) (digest F-21)."
)

_HUI = (
    DayGod(
        "阴阳大会", GOOD, MonthPillar(_months("甲戌 乙酉 - - 丙午 丁巳 庚辰 辛卯 - - 壬子 癸亥")), _src("阴阳大会", 159),
        rule="“正月大会甲戌，二月乙酉，五月丙午，六月丁巳，七月庚辰，八月辛卯，十一月壬子，十二月癸亥。上吉之日”",
        correction=_F21 + " This reading keeps the printed valuation (default).",
        group="阴阳会", reading="001 as printed", default=True,
    ),
    DayGod(
        "阴阳大会", BAD, MonthPillar(_months("甲戌 乙酉 - - 丙午 丁巳 庚辰 辛卯 - - 壬子 癸亥")), _src("阴阳大会", 159),
        rule="same days; valued 凶 because they are 月厌 days and half of them 阴阳不足 days in the same text",
        correction=_F21 + " This reading follows the contradiction, not a printed valuation.",
        group="阴阳会", reading="F-21: 凶", default=False,
    ),
    DayGod(
        "阴阳小会", GOOD, MonthPillar(_months("- 己酉 戊辰 己巳 戊午 - - 己卯 戊戌 己亥 戊子 -")), _src("阴阳小会", 161),
        rule="“二月己酉，三月戊辰，四月己巳，五月戊午，八月己卯，九月戊戌，十月己亥，十一月戊子。上吉之日”",
        correction=_F21 + " This reading keeps the printed valuation (default).",
        group="阴阳会", reading="001 as printed", default=True,
    ),
    DayGod(
        "阴阳小会", BAD, MonthPillar(_months("- 己酉 戊辰 己巳 戊午 - - 己卯 戊戌 己亥 戊子 -")), _src("阴阳小会", 161),
        rule="same days; valued 凶 because they are 月建/月厌 days and half of them 阴阳不足 days in the same text",
        correction=_F21 + " This reading follows the contradiction, not a printed valuation.",
        group="阴阳会", reading="F-21: 凶", default=False,
    ),
)


# 阴阳不足之辰 (L169–207): “以下几日，虽遇天德、月德、玉堂、生气、黄道吉星值日也不可用，阴阳不足之辰也。
# 忌兴造、嫁娶、上官赴任、入宅迁移、出行、交易、合药问病，百事不宜。”
_BUZU_MEANING = "忌兴造、嫁娶、上官赴任、入宅迁移、出行、交易、合药问病，百事不宜"
_BUZU_SECTION = "阴阳不足之辰"
_BUZU_ROWS = (
    # name, line, 12 months ('|'-separated), printed text, correction, spellings
    ("行狠", 171, "- | - | 甲申 | 乙未 | - | - | - | - | 庚寅 | 辛丑 | - | -", "三月甲申日、四月乙未、九月庚寅、十月辛丑", "", ()),
    ("了戾", 173, "- | - | 丙申 | 丁未 | - | - | - | - | 壬寅 | 癸丑 | - | -", "三月丙申、四月丁未、九月壬寅、十月癸丑", "", ()),
    ("孤辰", 175, "- | - | 戊申 庚申 壬申 | 己未 辛未 癸未 | - | - | - | - | 甲寅 丙寅 戊寅 | 乙丑 丁丑 己丑 | - | -",
     "孤服：三月戊申、庚申、壬申；四月己未、辛未、癸未；九月甲寅、丙寅、戊寅；十月乙丑、丁丑、己丑",
     "Printed “孤服”; the standard name is 孤辰 (服/辰 misprint) (digest F-18).", ("孤服",)),
    ("单阴", 177, "- | - | 戊辰 | - | - | - | - | - | - | - | - | -", "三月戊辰",
     "三月戊辰 is also printed as 阴阳小会 (L161) (digest F-21).", ()),
    ("纯阴", 179, "- | - | - | - | - | - | - | - | - | 己亥 | - | -", "十月己亥",
     "十月己亥 is also printed as 阴阳小会 (L161) (digest F-21).", ()),
    ("孤阳", 181, "- | - | - | - | - | - | - | - | 戊戌 | - | - | -", "九月戊戌",
     "九月戊戌 is also printed as 阴阳小会 (L161) (digest F-21).", ()),
    ("岁薄", 183, "- | - | - | 丙午 戊午 | - | - | - | - | - | 壬子 戊子 | - | -", "四月丙午、戊午；十月壬子、戊子", "", ()),
    ("逐阵", 185, "- | - | - | - | - | 丙午 戊午 | - | - | - | - | - | 壬子 戊子", "六月丙午、戊午；十二月壬子、戊子",
     "六月戊午 is also a 阴阳不将 day (L145); the veto wins — the full book: 「惟六月戊午为逐阵不可用」 (digest F-47, external).", ()),
    ("阴阳交破", 187, "- | - | - | 癸亥 | - | - | - | - | - | 丁巳 | - | -", "四月癸亥，十月丁巳", "", ()),
    ("阴阳击冲", 189, "- | - | - | - | 壬子 | - | - | - | - | - | 丙午 | -", "五月壬子，十一月丙午", "", ()),
    ("阳破阴冲", 191, "- | - | - | - | - | 癸丑 | - | - | - | - | - | 丁未", "六月癸丑，十二月丁未", "", ()),
    ("阴位", 193, "- | - | 庚辰 | - | - | - | - | - | 甲戌 | - | - | -", "三月庚辰，九月甲戌", "", ()),
    ("阴道冲阳", 195, "- | 己卯 | - | - | - | - | - | 己酉 | - | - | - | -", "二月己卯，八月己酉", "", ()),
    ("三阴", 197, "辛酉 | - | - | - | - | - | 乙卯 | - | - | - | - | -", "正月辛酉，七月乙卯", "", ()),
    ("阳错", 199, "甲寅 | 乙卯 | 甲辰 | 丁巳 己巳 | - | 丁未 己未 | 庚申 | 辛酉 | 庚戌 | 癸亥 | - | 癸丑",
     "正月甲寅，二月乙卯，三月甲辰，四月丁巳、己巳，六月丁未、己未，七月庚申，八月辛酉，九月庚戌，十月癸亥，十二月癸丑",
     "The explanation of L163 (月宿 positions) cannot be computed from the text; the list of L199 is used "
     "(digest F-50). Its branches are the 月建 (阳建).", ()),
    ("阴错", 201, "庚戌 | 辛酉 | 庚申 | 丁未 己未 | - | 丁巳 己巳 | 甲辰 | 乙卯 | 甲寅 | 癸丑 | - | 癸亥",
     "正月庚戌，二月辛酉，三月庚申，四月丁未、己未，六月丁巳、己巳，七月甲辰，八月乙卯，九月甲寅，十月癸丑，十二月癸亥",
     "The explanation of L165 (月宿 positions) cannot be computed from the text; the list of L201 is used "
     "(digest F-50). Its branches are the 月厌 (阴建).", ()),
    ("阴阳俱错", 203, "- | - | - | - | 丙午 | - | - | - | - | - | 壬子 | -", "五月丙午，十一月壬子", "", ()),
    ("绝阴", 205, "- | - | - | 戊辰 | - | - | - | - | - | - | - | -", "四月戊辰", "", ()),
    ("绝阳", 207, "- | - | - | - | - | - | - | - | - | 戊戌 | - | -", "十月戊戌", "", ()),
)

_BUZU = tuple(
    DayGod(
        name, BAD, MonthPillar(_pillars(table)), _src(_BUZU_SECTION, line),
        rule=f"“{printed}” — “阴阳不足之辰也 … 百事不宜” (L169)",
        meaning=_BUZU_MEANING, spellings=spellings, correction=correction, veto=True, group="阴阳不足",
    )
    for name, line, table, printed, correction, spellings in _BUZU_ROWS
)

# 阴阳不将 (L135–157). Seed 001 states only “月建为阳建，正月起寅，顺行十二辰，月厌为阴建，正月起戌，逆行十二辰”
# and prints twelve lists. The default reading generates the lists (digest §2.E, from the full book's 卷四 rule
# 「厌前干配厌后支者为阴阳不将」, 「春冬己不将、秋夏戊不将」): branches = the five after 月厌 (月厌 + 1 … + 5); stems =
# the four of 甲乙丙丁庚辛壬癸 in the half circle before 月厌 on the 24 mountains, plus 戊 (months 4–9) or
# 己 (months 10–3); every valid 干支 of those.
_BUJIANG_GENERATED = _pillars(
    "丙寅 丁卯 丙子 丁丑 己卯 丁亥 己丑 庚寅 辛卯 己亥 庚子 辛丑 辛亥"
    " | 乙丑 丙寅 乙亥 丙子 丁丑 丙戌 丁亥 己丑 庚寅 己亥 庚子 庚戌"
    " | 甲子 乙丑 甲戌 乙亥 丙子 丁丑 乙酉 丙戌 丁亥 己丑 丁酉 己亥 己酉"
    " | 甲子 甲戌 乙亥 丙子 甲申 乙酉 丙戌 丁亥 戊子 丙申 丁酉 戊戌 戊申"
    " | 癸酉 甲戌 乙亥 癸未 甲申 乙酉 丙戌 乙未 丙申 戊戌 戊申 癸亥"
    " | 壬申 癸酉 甲戌 壬午 癸未 甲申 乙酉 甲午 乙未 戊戌 戊申 戊午 壬戌"
    " | 壬申 癸酉 壬午 癸未 甲申 乙酉 癸巳 甲午 乙未 乙巳 戊申 戊午"
    " | 戊辰 辛未 壬申 辛巳 壬午 癸未 甲申 壬辰 癸巳 甲午 甲辰 戊申 戊午"
    " | 戊辰 庚午 辛未 庚辰 辛巳 壬午 癸未 辛卯 壬辰 癸巳 癸卯 戊午"
    " | 己巳 庚午 己卯 庚辰 辛巳 壬午 庚寅 辛卯 壬辰 癸巳 壬寅 癸卯"
    " | 丁卯 己巳 丁丑 己卯 庚辰 辛巳 己丑 庚寅 辛卯 壬辰 辛丑 壬寅 丁巳"
    " | 丙寅 丁卯 丙子 丁丑 己卯 庚辰 己丑 庚寅 辛卯 庚子 辛丑 丙辰"
)
# As printed (L135–157), in the printed order; only 四月 “戍戌” (not a 干支) is read 戊戌.
_BUJIANG_PRINTED = _pillars(
    "辛亥 辛丑 辛卯 庚子 庚寅 己亥 己丑 己卯 丁亥 丁丑 丁卯 丙子 丙寅"
    " | 庚戌 庚子 庚寅 己亥 己丑 丁亥 丁丑 丙戌 丙子 丙寅 乙亥 乙丑"
    " | 己酉 己亥 己丑 丁酉 丁亥 丁丑 丙戌 丙子 乙亥 乙丑 甲戌 甲子"
    " | 丁酉 丁亥 丙申 丙戌 丙子 乙酉 乙亥 甲申 甲戌 甲子 戊申 戊戌 戊子"
    " | 丙申 丙戌 乙未 乙酉 乙亥 甲申 甲戌 戊申 戊戌 癸未 癸酉 癸亥"
    " | 乙未 乙酉 甲午 甲申 甲戌 戊午 戊戌 癸未 癸酉 壬午 壬申 壬戌"
    " | 乙巳 乙未 乙酉 甲午 甲申 戊午 戊申 癸巳 癸未 癸酉 壬午 壬申"
    " | 甲辰 甲午 甲申 戊辰 戊午 戊申 癸巳 癸未 壬辰 壬午 壬申 辛巳 辛未 庚辰 庚午"
    " | 甲子 庚午 壬午 戊午 癸巳 辛巳 辛未 癸未 辛卯 己卯 癸卯 丙午 乙卯"
    " | 癸卯 癸巳 壬寅 壬辰 壬午 辛卯 辛巳 庚寅 庚辰 庚午 己卯 己巳"
    " | 壬寅 壬辰 辛丑 辛卯 辛巳 庚寅 庚辰 己丑 己卯 己巳 丁丑 丁卯 丁巳"
    " | 辛丑 辛卯 庚子 庚寅 庚辰 己丑 己卯 丁丑 丁卯 丙子 丙寅 丙辰"
)
_BUJIANG_RULE = "“月建为阳建，正月起寅，顺行十二辰，月厌为阴建，正月起戌，逆行十二辰” and twelve printed lists (L135–157)"
_BUJIANG_DIFF = (
    "Generated lists differ from the print in five months: 三月 adds 乙酉 (F-07); 四月 printed “戍戌” = 戊戌 "
    "(F-06, also fixed in the printed reading); 六月 adds 戊申 (F-08); 八月 drops 庚辰 庚午 (F-09); 九月 drops 甲子 "
    "己卯 丙午 乙卯 and adds 戊辰 庚辰 壬辰 (F-10). 六月戊午 is also 逐阵 (阴阳不足), which vetoes it (F-47)."
)

_BUJIANG = (
    DayGod(
        "阴阳不将", GOOD, MonthPillar(_BUJIANG_GENERATED), _src("阴阳不将", 135),
        rule=_BUJIANG_RULE + "; lists generated by the full book's rule 「厌前干配厌后支者为阴阳不将」 (external, "
        "digest §2.E): the five branches after 月厌 × the four stems before it, plus 戊 (months 4–9) or 己 "
        "(months 10–3).",
        spellings=("不将",), correction=_BUJIANG_DIFF, reading="generated (default)", default=True,
    ),
    DayGod(
        "阴阳不将", GOOD, MonthPillar(_BUJIANG_PRINTED), _src("阴阳不将", 135),
        rule=_BUJIANG_RULE + "; the lists as printed.",
        spellings=("不将",), correction=_BUJIANG_DIFF, reading="001 as printed", default=False,
    ),
)


# --- month-independent day gods ---------------------------------------------------------------------------------

_FIXED = (
    DayGod(
        "天恩", GOOD,
        AnyPillar("甲子 乙丑 丙寅 丁卯 戊辰 己卯 庚辰 辛巳 壬午 癸未 己酉 庚戌 辛亥 壬子 癸丑"), _src("天恩", 219),
        rule="“甲子至戊辰五天，己卯至癸未五天，己酉至癸丑五天，共一十五天为天恩大吉日”; 用日法 L513 “天恩、天赦日为次吉”",
    ),
    DayGod(
        "宝日", GOOD, AnyPillar("甲午 乙巳 丙辰 丙戌 丁丑 丁未 戊申 己酉 庚子 辛亥 壬寅 癸卯"), _src("宝义制专伐日", 249),
        rule="“母生子曰宝 … 宝日者干生子也” (the stem's 五行 generates the branch's)",
        correction="Seed 001 gives 宝日 no explicit valuation; 吉 as the harmonious 母生子 relation.",
        group="宝义制专伐日",
    ),
    DayGod(
        "义日", GOOD, AnyPillar("甲子 乙亥 丙寅 丁卯 戊午 己巳 庚辰 庚戌 辛丑 辛未 壬申 癸酉"), _src("宝义制专伐日", 249),
        rule="“子生母早曰义 … 义日者支生干也” (the branch's 五行 generates the stem's)",
        correction="Printed “子生母早曰义”; 早 is extraneous (digest F-57). No explicit valuation; 吉 as 子生母.",
        group="宝义制专伐日",
    ),
    DayGod(
        "制日", GOOD, AnyPillar("甲辰 甲戌 乙丑 乙未 丙申 丁酉 戊子 己亥 庚寅 辛卯 壬午 癸巳"), _src("宝义制专伐日", 249),
        rule="“母胜子曰制 … 制日者干克子也，其日利行军” (the stem's 五行 overcomes the branch's)",
        meaning="其日利行军", group="宝义制专伐日",
    ),
    DayGod(
        "伐日", BAD, AnyPillar("甲申 乙酉 丙子 丁亥 戊寅 己卯 庚午 辛巳 壬辰 壬戌 癸丑 癸未"), _src("宝义制专伐日", 249),
        rule="“子胜母曰困 … 伐日者支克干也” (the branch's 五行 overcomes the stem's)",
        meaning="其日忌攻讨征伐出军掠地", aliases=_aka("困", "宝义制专伐日", 249, note="子胜母曰困 … 伐日者支克干也"),
        group="宝义制专伐日",
    ),
    DayGod(
        "专日", BAD, AnyPillar("甲寅 乙卯 丙午 丁巳 戊辰 戊戌 己丑 己未 庚申 辛酉 壬子 癸亥"), _src("宝义制专伐日", 249),
        rule="“子母相得曰专 … 专日者干支五行相同也”",
        meaning="其日忌出军", group="宝义制专伐日",
    ),
    DayGod(
        "八专", BAD, AnyPillar("丁未 己未 庚申 甲寅 癸丑"), _src("八专", 251),
        rule="“丁未、己未、庚申、甲寅、癸丑，此五日”", meaning="忌出军嫁娶",
    ),
    DayGod(
        "无禄", BAD, AnyPillar("甲辰 乙巳 庚辰 辛巳 丙申 戊戌 丁亥 己丑 壬申 癸亥"), _src("无禄", 253),
        rule="“甲辰、乙巳、庚辰、辛巳、丙申、戊戌、丁亥、己丑、壬申、癸亥，此十日禄皆落空。又曰十恶大败日”",
        aliases=_aka("十恶大败", "无禄", 253, note="又曰十恶大败日"),
        correction="上吉日 (L549) includes 甲辰 and 七圣日 (L551) includes 庚辰 辛巳 甲辰 乙巳 戊戌 己丑 — 无禄 days in "
        "吉 lists; nothing changed, both shown (digest F-49).",
    ),
    DayGod(
        "重日", MIXED, AnyBranch("巳亥"), _src("重日（五合、五离、除神）", 255),
        rule="“重日者巳亥二日也”",
        meaning="忌为凶事者，恐重犯也；利为吉事者，宜再见也",
    ),
    DayGod(
        "五合", GOOD, AnyBranch("寅卯"), _src("重日（五合、五离、除神）", 255),
        rule="“五合者月内良辰也 … 寅卯日也”", meaning="宜结婚、会亲友、立卷交易",
    ),
    DayGod(
        "五离", BAD, AnyBranch("申酉"), _src("重日（五合、五离、除神）", 255),
        rule="“五离者，月中离神也 … 申酉日是也”", meaning="忌结婚姻、会亲友、作交关、立契券",
    ),
    DayGod(
        "除神", GOOD, AnyBranch("申酉"), _src("重日（五合、五离、除神）", 255),
        rule="“申酉日也为除神”",
        correction="Seed 001 gives 除神 no valuation; 吉 (a 神 that removes, named beside 五合 in the heading).",
    ),
    DayGod(
        "鸣吠", GOOD,
        AnyPillar("庚午 壬申 癸酉 壬午 甲申 乙酉 庚寅 丙申 丁酉 壬寅 丙午 己酉 庚申 辛酉"),
        _src("鸣犬日（鸣吠对日）", 261),
        rule="“鸣犬者五性安葬之辰 … 庚午、壬申、癸酉、壬午、甲申、乙酉、庚寅、丙申、丁酉、壬寅、丙午、己酉、庚申、辛酉是也”",
        meaning="用之者得金鸡鸣，玉犬吠，上下相呼，亡灵安稳，子孙富昌",
        aliases=_aka("鸣犬日", "鸣犬日（鸣吠对日）", 261), spellings=("鸣犬",),
        correction="The heading writes 鸣犬 (犬 for 吠); the 安葬 宜 list (L429) and 鸣吠对 write 鸣吠 (digest F-41).",
    ),
    DayGod(
        "鸣吠对", GOOD, AnyPillar("丙寅 丁卯 丙子 辛卯 甲午 庚子 癸卯 壬子 甲寅 乙卯"), _src("鸣犬日（鸣吠对日）", 261),
        rule="“鸣吠对日者 … 丙寅、丁卯、丙子、辛卯、甲午、庚子、癸卯、壬子、甲寅、乙卯是也”",
        meaning="用之破土斩草也", spellings=("鸣吠对日",),
    ),
    DayGod(
        "上吉日", GOOD,
        AnyPillar("辛未 壬申 癸酉 己卯 壬午 甲申 壬寅 甲辰 丙午 己酉 庚戌 丙辰 己未 庚申 辛酉"), _src("上吉日", 549),
        rule="“辛未、壬申、癸酉、己卯、壬午、甲申、壬寅、甲辰、丙午、己酉、庚戌、丙辰、己未、庚申、辛酉，此十五日”",
        correction="Includes 甲辰, a 无禄 day (digest F-49); kept.",
    ),
    DayGod(
        "七圣日", GOOD,
        AnyPillar("丙寅 丁卯 戊辰 己巳 壬申 癸酉 甲戌 乙亥 丙子 丁丑 庚辰 辛巳 甲申 乙酉 戊子 己丑 庚寅 辛卯 甲午 乙未 "
                  "戊戌 己亥 壬寅 癸卯 甲辰 乙巳 戊申 己酉 庚戌 壬子 癸丑 甲寅 乙卯 戊午 己未 庚申 辛酉"),
        _src("七圣日", 551),
        rule="“… 此三十七日。七圣者，黄帝、元女、文王、周公、孔子、天老、董仲舒”",
        correction="Includes six 无禄 days (庚辰 辛巳 甲辰 乙巳 戊戌 己丑) (digest F-49); kept.",
    ),
)


# --- gods keyed to solar terms, lunar days, the year, or periods ------------------------------------------------

_QI_WANGWANG_PRINTED = (
    "立春后七日，惊蛰后十四日，清明后二十一日，立夏后八日，芒种后十六日，小暑后二十四日，立秋后九日，白露后十八日，"
    "寒露后二十七日，立冬后十日，大雪后二十日，小寒后三十日"
)
_QI_WANGWANG_NOTE = (
    "Counting is not stated (digest F-45). Month 12 (小寒 + 30 or + 29) usually falls on or after the next 立春, "
    "so the evaluator must look at the previous month's 节 as well as the current one. No 宜/忌 in seed 001; the "
    "activity lists use 往亡 (L327), not 气往亡."
)

_TIMED = (
    DayGod(
        "气往亡", BAD, DaysAfterJie((7, 14, 21, 8, 16, 24, 9, 18, 27, 10, 20, 30)), _src("气往亡", 329),
        rule=f"“{_QI_WANGWANG_PRINTED}”: 节 day + N",
        correction=_QI_WANGWANG_NOTE + " This reading counts N days after the 节 day (节 + N).",
        reading="节 + N", default=True,
    ),
    DayGod(
        "气往亡", BAD, DaysAfterJie((6, 13, 20, 7, 15, 23, 8, 17, 26, 9, 19, 29)), _src("气往亡", 329),
        rule=f"“{_QI_WANGWANG_PRINTED}”: the 节 day counted as day 1 (节 + N − 1)",
        correction=_QI_WANGWANG_NOTE + " This reading counts the 节 day as the first day (节 + N − 1), as some "
        "almanac libraries do.",
        reading="节 + N − 1", default=False,
    ),
    DayGod(
        "月忌日", BAD, LunarDays((5, 14, 23)), _src("月忌日", 333),
        rule="“初五、十四、二十三” (lunar days)", meaning="凡事避之",
    ),
    DayGod(
        "上朔", BAD, YearStemPillar(("癸亥", "己巳", "乙亥", "辛巳", "丁亥", "癸巳", "己亥", "乙巳", "辛亥", "丁巳")),
        _src("上朔", 331),
        rule="Seed 001 prints only the 忌; the table by year stem is the usual 通书 rule: 甲年癸亥，乙年己巳，丙年乙亥，"
        "丁年辛巳，戊年丁亥，己年癸巳，庚年己亥，辛年乙巳，壬年辛亥，癸年丁巳",
        meaning="忌宴会，嫁娶，远行，上官",
        correction="EXTERNAL AND UNVERIFIED: seed 001 gives no table for 上朔 (digest F-24); the rule above comes from "
        "common 通书 usage and almanac libraries, not from any seed. Shown, never counted: a verdict must rest on "
        "a seed's rule.",
        reading="通书 table (not in the seeds)",
        default=False,
    ),
    DayGod(
        "土王用事", BAD, Computed("tuwang_yongshi"), _src("兴造动土（修造民）", 419),
        rule="五行用事 L19 “土于四立之前各旺一十八日”; the 兴造动土 忌 list (L419) has “土王用事后”",
        correction="The activity list writes 土王用事后 (= from the start of the period, i.e. during it).",
        spellings=("土王用事后",),
    ),
    DayGod(
        "寅日", BAD, AnyBranch("寅"), _src("祭祀", 371, note="百忌日 L547: 寅不祭祀"),
        rule="The 祭祀 忌 list has “寅日”; 百忌日 (L547) “寅不祭祀”", group="日支",
    ),
    DayGod(
        "亥日", BAD, AnyBranch("亥"), _src("嫁娶", 407, note="百忌日 L547: 亥不嫁娶"),
        rule="The 嫁娶 忌 list has “亥日”; 百忌日 (L547) “亥不嫁娶”", group="日支",
    ),
)

# L573 “九仙，吉：十三，日光仙；十五，月光仙；…；廿二地藏仙；…” — (lunar day, name, the words as printed).
_JIUXIAN_DAYS = (
    (13, "日光仙", "十三，日光仙"), (15, "月光仙", "十五，月光仙"), (16, "金玉仙", "十六，金玉仙"),
    (18, "天德仙", "十八，天德仙"), (21, "继国仙", "廿一，继国仙"), (22, "地藏仙", "廿二地藏仙"),
    (24, "送福仙", "廿四送福仙"), (25, "大善仙", "廿五大善仙"), (26, "大吉仙", "廿六大吉仙"),
)
_JIUXIAN = tuple(
    DayGod(
        name, GOOD, LunarDays((day,)), _src("九仙", 573),
        rule=f"“九仙，吉” … “{printed}” (lunar day {day})", group="九仙",
    )
    for day, name, printed in _JIUXIAN_DAYS
)


# L575 “六神，凶：十四大祸神；十七灭门神；十九天凶神；二十地凶神；廿三丧门神；廿七吊客神” — the last line of seed 001,
# missing from the digest. Lunar days, like 九仙 (the 丧门/吊客 here are not the year gods 丧门/吊客 of L65/L69).
_LIUSHEN_DAYS = (
    (14, "大祸神", "十四大祸神"), (17, "灭门神", "十七灭门神"), (19, "天凶神", "十九天凶神"),
    (20, "地凶神", "二十地凶神"), (23, "丧门神", "廿三丧门神"), (27, "吊客神", "廿七吊客神"),
)
_LIUSHEN = tuple(
    DayGod(
        name, BAD, LunarDays((day,)), _src("六神", 575),
        rule=f"“六神，凶” … “{printed}” (lunar day {day})", group="六神",
        correction="Printed on the last line of seed 001 (L575); the digest's catalogue omits the 六神.",
    )
    for day, name, printed in _LIUSHEN_DAYS
)


DAY_GODS: tuple[DayGod, ...] = (
    _JIANCHU + _JIANCHU_SUB + _MONTH_BRANCH + _MONTH_STEM + _SEASONAL + _YONGRI + _TIANGOU + _MONTH_PILLAR + _HUI
    + _BUZU + _BUJIANG + _FIXED + _TIMED + _JIUXIAN + _LIUSHEN
)


# --- what each Computed evaluator must compute ----------------------------------------------------------------
# Seasons are 节气 seasons (春 = months 1–3 …); the year is the 立春 year; "day" is the civil day (CST).

COMPUTED_EVALUATORS: dict[str, str] = {
    "tuwang_yongshi": (
        "土王用事 (五行用事 L19 “土于四立之前各旺一十八日”): true on the TUWANG_DAYS (18) civil days immediately "
        "before the civil day of 立春, 立夏, 立秋 and 立冬, i.e. 四立 − 18 … 四立 − 1; the 四立 day itself belongs to "
        "the new season. (The conventional almanac start, the sun at 27°/117°/207°/297°, can differ by a day; not "
        "used.)"
    ),
    "mucang": (
        "母仓 (L225 “春亥子，夏寅卯，秋辰戌丑未，冬申酉，土王后巳午”): if tuwang_yongshi is true for the day, the day "
        "branch is in MUCANG_TUWANG (巳午); otherwise the day branch is in MUCANG_BY_SEASON[month − 1] "
        "(春亥子 夏寅卯 秋辰戌丑未 冬申酉). During 土王 the seasonal set does not apply."
    ),
    "bang_sifei": (
        "傍四废 (用日法 L519 “傍四废亦凶，或支或干无气也”): exactly one of (day stem in SIFEI_STEMS[month − 1], day "
        "branch in SIFEI_BRANCHES[month − 1]) holds — 春 庚辛/申酉, 夏 壬癸/亥子, 秋 甲乙/寅卯, 冬 丙丁/巳午. When both "
        "hold the day is 正四废 (the 四废 entry), not 傍四废. E.g. in spring 庚子 and 甲申 are 傍四废, 庚申 is 正四废."
    ),
    "tiande_siwei_branch": (
        "天德, 通书 reading (L209; digest F-46): months 1,3,4,6,7,9,10,12: the day stem equals the default 天德 "
        "entry's MonthStem value (丁 壬 辛 甲 癸 丙 乙 庚); months 2,5,8,11: the day branch equals "
        "TIANDE_SIWEI_BRANCH[month − 1] (二月坤→申, 五月乾→亥, 八月艮→寅, 十一月巽→巳)."
    ),
    "suipo": (
        "岁破 day (用日法 L517 “日冲岁亦大凶”; L49 “岁破，太岁所冲之辰也”): the day branch is the year branch + 6 "
        "(mod 12), the year by 立春."
    ),
}
