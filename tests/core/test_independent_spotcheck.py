"""Independent spot-check of the day gods (神煞) and of three activity verdicts against seed 001.

Seed: ../shared/seeds/001_05e524af85a5a64b.txt (协纪辨方书摘要). Everything below is re-derived from the
seed's printed sentences only (line numbers ``Lnnn`` refer to that file); the engine's data tables
(``almanac/core/data/day_gods.py``, ``appendix_days.py``, ``activities*.py``) were deliberately NOT read.
From the engine only these calendar facts are taken as input: the 节 month (``solar_month.number``, the
civil day of a 节 already belongs to the new month), the year pillar (changes at 立春), the lunar day
and the solar-term moments.  The day pillar is recomputed here independently (Julian day number) and
checked against the engine's.

Where the seed is misprinted or ambiguous the reading chosen here is explained in a comment marked
DECISION; ``test_each_decision_is_discriminating`` shows, for every DECISION, a date on which the other
reading would give a different answer, so agreement with the engine is not vacuous.  Besides the three
activities asked for (嫁娶, 安葬, 祭祀) the other eight printed 宜/忌 lists of L367–L431 are checked the same way.

Result at the time of writing: no engine bug found in what is checked here, hence no ``xfail`` marker.  The
one place where the engine's counted reading departs from the printed text (阴阳不将, L135–L157) is pinned
down, with the reasoning, in the tests at the end.  A bug found later belongs there as
``pytest.mark.xfail(strict=True, reason=...)``.
"""

from __future__ import annotations

import datetime as dt
import random
from functools import lru_cache

import pytest

from almanac.core import api

ST = "甲乙丙丁戊己庚辛壬癸"
BR = "子丑寅卯辰巳午未申酉戌亥"
JIAZI = [ST[i % 10] + BR[i % 12] for i in range(60)]

# 五行 of stems and branches (the seed presupposes them; e.g. L241 四废 春庚申辛酉 = metal, L521 寅卯=木).
STEM_EL = dict(zip(ST, "木木火火土土金金水水"))
BRANCH_EL = dict(zip(BR, "水土木木土火火土金金土水"))
GENERATES = {"木": "火", "火": "土", "土": "金", "金": "水", "水": "木"}
OVERCOMES = {"木": "土", "土": "水", "水": "火", "火": "金", "金": "木"}


def b(ch: str) -> int:
    return BR.index(ch)


def split(s: str) -> list[str]:
    """'甲子、乙丑 丙寅' -> ['甲子', '乙丑', '丙寅']"""
    return [x for x in s.replace("、", " ").replace("，", " ").split() if x]


# ---------------------------------------------------------------------------------------------------
# Independent day pillar
# ---------------------------------------------------------------------------------------------------


def day_pillar(d: dt.date) -> str:
    # JDN(2000-01-01) = 2451545 is a 戊午 day (cycle index 54): index = (JDN + 49) mod 60.
    jdn = d.toordinal() + 1721425
    return JIAZI[(jdn + 49) % 60]


# ---------------------------------------------------------------------------------------------------
# Calendar facts taken from the engine (astronomy / lunar calendar are not what is being checked)
# ---------------------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def engine(d: dt.date) -> dict:
    return api.day(d).as_dict()


def in_range(d: dt.date) -> bool:
    return dt.date(1901, 1, 1) <= d <= dt.date(2099, 12, 31)


def jie_dates_before(d: dt.date) -> list[tuple[str, dt.date]]:
    """The 节 that opened d's month and the one before it, as (name, civil date)."""
    out = []
    x = engine(d)
    for _ in range(2):
        ob = x["solar_month"]["opened_by"]
        jd = dt.date.fromisoformat(ob["at"][:10])
        out.append((ob["name"], jd))
        if not in_range(jd - dt.timedelta(days=1)):
            break
        x = engine(jd - dt.timedelta(days=1))
    return out


def is_tuwang(d: dt.date) -> bool:
    """L19 五行用事: 土于四立之前各旺一十八日 — DECISION: the 18 civil days immediately before the
    civil day on which 立春/立夏/立秋/立冬 falls (the 立 day itself belongs to the new season)."""
    for k in range(1, 19):
        if not in_range(d + dt.timedelta(days=k)):
            break
        for t in engine(d + dt.timedelta(days=k))["solar_terms"]:
            if t["name"] in ("立春", "立夏", "立秋", "立冬"):
                return True
    return False


# ---------------------------------------------------------------------------------------------------
# Tables transcribed from the seed (month 1 = 寅月 … 12 = 丑月)
# ---------------------------------------------------------------------------------------------------

JIANCHU = "建除满平定执破危成收开闭"  # L105, 建 = the day whose branch is the 月建
JIANCHU_SUB = {  # L107–L127: the names in brackets after each officer
    "建": ["兵福", "小时", "土府"],
    "除": ["吉期", "兵宝"],
    "满": ["福德", "天巫", "天狗"],
    "平": ["死神"],  # + 天罡 (阳月) / 河魁 (阴月), below
    "定": ["时阴", "官符", "死气"],
    "执": ["支德", "小耗"],
    "破": ["大耗"],
    "危": [],
    "成": ["天医", "天喜"],  # L121 天喜者，日辰与月建相合 (成 is the 三合 of the 建)
    "收": [],  # + 河魁 / 天罡, below
    "开": ["时阳", "生气"],
    "闭": ["血支"],
}

# L209 天德. DECISION: the seed prints 六月申; 申 is a branch among stems and 天德合 (L213) gives 六月己,
# the 五合 partner of 甲 — so 六月 is 甲 (misprint). The 四仲 months print trigrams (坤乾艮巽): these are
# 方位, not days, and L213 says "四仲之月天德居四维" — no 天德 day in 二、五、八、十一月.
TIANDE = {1: "丁", 2: None, 3: "壬", 4: "辛", 5: None, 6: "甲", 7: "癸", 8: None, 9: "丙", 10: "乙", 11: None, 12: "庚"}
TIANDE_HE = {1: "壬", 3: "丁", 4: "丙", 6: "己", 7: "戊", 9: "辛", 10: "庚", 12: "乙"}  # L213
# L211 月德 = 阳干 of the 三合 五行 of the month: 火丙, 水壬, 木甲, 金庚 (keyed by 月建 mod 4).
YUEDE = {2: "丙", 0: "壬", 3: "甲", 1: "庚"}
# L217 月空: 寅午戌月壬，亥卯未月庚，申子辰月丙，巳酉丑月"申". DECISION: 申 is a branch among stems and
# 月空 is the stem clashing 月德 (丙/壬, 甲/庚) — read 甲.
YUEKONG = {2: "壬", 3: "庚", 0: "丙", 1: "甲"}
YUEDE_HE = {1: "辛", 2: "己", 3: "丁", 0: "乙"}  # L215, keyed by month mod 4
TIANYUAN = dict(enumerate(split("甲午 甲戌 乙酉 丙子 丁丑 戊午 甲寅 丙辰 辛卯 戊辰 甲子 癸未"), 1))  # L223 as printed
# L227 月恩 "阳建所生之干": 寅木生丙 … 丑土生金. The seed prints 十二月"亥" — a branch, and 丑(土) generates 金;
# alternation 三月庚/六月辛/九月庚 gives 辛. DECISION: 十二月 = 辛.
YUEEN = dict(enumerate("丙丁庚己戊辛壬癸庚乙甲辛", 1))
SIXIANG = ["丙丁", "戊己", "壬癸", "甲乙"]  # L229 by season
SHIDE = "午辰子寅"  # L231 四时(天德): 春午，夏辰，秋子，冬寅 — the activity lists call it 时德
WANG = "寅巳申亥"
GUAN = "卯午酉子"
SHOU = "酉子卯午"
XIANG = "巳申亥寅"
MIN = "午酉子卯"  # L233
SIJI = "戌丑辰未"  # L235 四击
JIUKONG = {2: "辰", 3: "丑", 0: "戌", 1: "未"}  # L237, by 三合 of the month
SIHAO = ["壬子", "乙卯", "戊午", "辛酉"]  # L241
SIFEI = [["庚申", "辛酉"], ["壬子", "癸亥"], ["甲寅", "乙卯"], ["丙午", "丁巳"]]
SIJI4 = ["甲子", "丙子", "庚子", "壬子"]  # 四忌
SIQIONG = ["乙亥", "丁亥", "辛亥", "癸亥"]  # 四穷
SIFEI_EL = ["金", "水", "木", "火"]  # the element of the 四废 of each season
WUXU = ["巳酉丑", "申子辰", "亥卯未", "寅午戌"]  # L245 五虚, = L521 荒芜
BAFENG = [["丁丑", "己酉"], ["甲申", "甲辰"], ["辛未", "丁未"], ["甲戌", "甲寅"]]  # L247
BAZHUAN = split("丁未、己未、庚申、甲寅、癸丑")  # L251
WULU = split("甲辰、乙巳、庚辰、辛巳、丙申、戊戌、丁亥、己丑、壬申、癸亥")  # L253
JIESHEN = {1: "申", 2: "申", 3: "戌", 4: "戌", 5: "子", 6: "子", 7: "寅", 8: "寅", 9: "辰", 10: "辰", 11: "午", 12: "午"}
# L259 复日 "正七月甲庚，二八月乙辛，四十月丙壬，五十一月丁癸，三九六十二戊己". DECISION: distributive
# (正月甲 七月庚 …, 三九月戊 六十二月己): 复日 repeats the 月建's own stem (寅甲 申庚 卯乙 酉辛 …).
FURI = {1: "甲", 7: "庚", 2: "乙", 8: "辛", 4: "丙", 10: "壬", 5: "丁", 11: "癸", 3: "戊", 9: "戊", 6: "己", 12: "己"}
MINGFEI = split("庚午、壬申、癸酉、壬午、甲申、乙酉、庚寅、丙申、丁酉、壬寅、丙午、己酉、庚申、辛酉")  # L261
MINGFEI_DUI = split("丙寅、丁卯、丙子、辛卯、甲午、庚子、癸卯、壬子、甲寅、乙卯")
# L265 临日; the seed prints 五月"配" — not a branch. Odd months run 午申戌子寅辰 (+2): DECISION 五月 = 戌.
LINRI = dict(enumerate("午亥申丑戌卯子巳寅未辰酉", 1))
YIMA = {2: "申", 0: "寅", 3: "巳", 1: "亥"}  # L267 by 三合 of the month
XING = {"子": "卯", "丑": "戌", "寅": "巳", "卯": "子", "巳": "申", "未": "丑", "申": "寅", "戌": "未",
        "辰": "辰", "午": "午", "酉": "酉", "亥": "亥"}  # L93 岁刑, used by L273 月刑
YUESHA = {2: "丑", 1: "辰", 0: "未", 3: "戌"}  # see 月煞 below
YAOAN = dict(enumerate("寅申卯酉辰戌巳亥午子未丑", 1))  # L293
YUYU = dict(enumerate("卯酉辰戌巳亥午子未丑申寅", 1))  # L295
JINTANG = dict(enumerate("辰戌巳亥午子未丑申寅酉卯", 1))  # L297
JINGAN = dict(enumerate("未丑申寅酉卯戌辰亥巳子午", 1))  # L299
PUHU = dict(enumerate("申寅酉卯戌辰亥巳子午丑未", 1))  # L301
FUSHENG = dict(enumerate("酉卯戌辰亥巳子午丑未寅申", 1))  # L303
SHENGXIN = dict(enumerate("亥巳子午丑未寅申卯酉辰戌", 1))  # L305
YIHOU = dict(enumerate("子午丑未寅申卯酉辰戌巳亥", 1))  # L307
XUSHI = dict(enumerate("丑未寅申卯酉辰戌巳亥午子", 1))  # L309 续世（血忌）
YANGDE = dict(enumerate("戌子寅辰午申戌子寅辰午申", 1))  # L311
# L313 阴德 "正月起酉，逆行六阴辰" and the list prints 九月"己" — a stem; the rule gives 巳. DECISION: 巳.
YINDE = dict(enumerate("酉未巳卯丑亥酉未巳卯丑亥", 1))
BINGJIN = dict(enumerate("寅子戌申午辰寅子戌申午辰", 1))  # L317
DINANG = dict(enumerate([split(x) for x in (  # L319
    "庚子 庚午", "癸未 癸丑", "甲子 甲寅", "己卯 己丑", "戊辰 戊午", "癸未 癸巳",
    "丙寅 丙申", "丁卯 丁巳", "戊辰 戊子", "庚戌 庚子", "辛未 辛酉", "乙酉 乙未")], 1))
TUFU = dict(enumerate("丑巳酉寅午戌卯未亥辰申子", 1))  # L321
DASHA = dict(enumerate("戌巳午未寅卯辰亥子丑申酉", 1))  # L323 (the month 大煞, not the year one of L95)
WANGWANG = dict(enumerate("寅巳申亥卯午酉子辰未戌丑", 1))  # L327 往亡
QIWANGWANG = {"立春": 7, "惊蛰": 14, "清明": 21, "立夏": 8, "芒种": 16, "小暑": 24,  # L329
              "立秋": 9, "白露": 18, "寒露": 27, "立冬": 10, "大雪": 20, "小寒": 30}
SHANGJI = split("辛未、壬申、癸酉、己卯、壬午、甲申、壬寅、甲辰、丙午、己酉、庚戌、丙辰、己未、庚申、辛酉")  # L549
QISHENG = split(  # L551
    "丙寅、丁卯、戊辰、己巳、壬申、癸酉、甲戌、乙亥、丙子、丁丑、庚辰、辛巳、甲申、乙酉、戊子、己丑、庚寅、辛卯、"
    "甲午、乙未、戊戌、己亥、壬寅、癸卯、甲辰、乙巳、戊申、己酉、庚戌、壬子、癸丑、甲寅、乙卯、戊午、己未、庚申、辛酉")
TIANGOU = {  # L557–L571, by season (春夏秋冬); 天狗背 as printed (秋卯)
    "天狗头": "酉午卯子", "天狗尾": "卯子酉午", "天狗口": "申巳寅亥", "天狗腹": "午卯子酉",
    "天狗背": "子酉卯午", "天狗足": "戌未辰丑", "天狗后足": "辰丑戌未", "天狗方": "卯午酉子",
}
JIUXIAN = {13: "日光仙", 15: "月光仙", 16: "金玉仙", 18: "天德仙", 21: "继国仙", 22: "地藏仙",
           24: "送福仙", 25: "大善仙", 26: "大吉仙"}  # L573 (lunar day)
LIUSHEN = {14: "大祸神", 17: "灭门神", 19: "天凶神", 20: "地凶神", 23: "丧门神", 27: "吊客神"}  # L575
DAHUI = {1: "甲戌", 2: "乙酉", 5: "丙午", 6: "丁巳", 7: "庚辰", 8: "辛卯", 11: "壬子", 12: "癸亥"}  # L159
XIAOHUI = {2: "己酉", 3: "戊辰", 4: "己巳", 5: "戊午", 8: "己卯", 9: "戊戌", 10: "己亥", 11: "戊子"}  # L161
SUIDE = dict(zip(ST, "甲庚丙壬戊甲庚丙壬戊"))  # L39
SUIDE_HE = dict(zip(ST, "己乙辛丁癸己乙辛丁癸"))  # L41

# L169–L207 阴阳不足之辰 ("百事不宜"), as printed; month -> days.  The seed prints 孤服 (L175).
_M = {"正": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
      "十一": 11, "十二": 12}
BUZU_TEXT = {
    "行狠": "三月甲申 四月乙未 九月庚寅 十月辛丑",
    "了戾": "三月丙申 四月丁未 九月壬寅 十月癸丑",
    "孤服": "三月戊申 庚申 壬申 四月己未 辛未 癸未 九月甲寅 丙寅 戊寅 十月乙丑 丁丑 己丑",
    "单阴": "三月戊辰",
    "纯阴": "十月己亥",
    "孤阳": "九月戊戌",
    "岁薄": "四月丙午 戊午 十月壬子 戊子",
    "逐阵": "六月丙午 戊午 十二月壬子 戊子",
    "阴阳交破": "四月癸亥 十月丁巳",
    "阴阳击冲": "五月壬子 十一月丙午",
    "阳破阴冲": "六月癸丑 十二月丁未",
    "阴位": "三月庚辰 九月甲戌",
    "阴道冲阳": "二月己卯 八月己酉",
    "三阴": "正月辛酉 七月乙卯",
    "阳错": "正月甲寅 二月乙卯 三月甲辰 四月丁巳 己巳 六月丁未 己未 七月庚申 八月辛酉 九月庚戌 十月癸亥 十二月癸丑",
    "阴错": "正月庚戌 二月辛酉 三月庚申 四月丁未 己未 六月丁巳 己巳 七月甲辰 八月乙卯 九月甲寅 十月癸丑 十二月癸亥",
    "阴阳俱错": "五月丙午 十一月壬子",
    "绝阴": "四月戊辰",
    "绝阳": "十月戊戌",
}


def _parse_buzu(text: str) -> dict[int, set[str]]:
    out: dict[int, set[str]] = {}
    month = 0
    for tok in text.split():
        if "月" in tok:
            mname, gz = tok.split("月")
            month = _M[mname]
        else:
            gz = tok
        out.setdefault(month, set()).add(gz)
    return out


BUZU = {name: _parse_buzu(t) for name, t in BUZU_TEXT.items()}

# Names the engine prints differently from the seed (the equality is checked on the engine's names).
ENGINE_NAME = {"五暮": "五墓", "孤服": "孤辰"}


# ---------------------------------------------------------------------------------------------------
# The independent rules
# ---------------------------------------------------------------------------------------------------


def independent_gods(d: dt.date) -> set[str]:
    e = engine(d)
    m = e["solar_month"]["number"]
    mb = (m + 1) % 12  # 月建 branch index: 正月 寅
    gz = day_pillar(d)
    s, br = gz[0], gz[1]
    bi = b(br)
    season = (m - 1) // 3  # 春 = 正二三月 …
    tri = mb % 4  # 三合 class of the month: 2 寅午戌, 0 申子辰, 3 亥卯未, 1 巳酉丑
    year = e["pillars"]["year"]
    lday = e["lunar"]["day"]
    g: set[str] = set()

    def add(name: str, cond: bool) -> None:
        if cond:
            g.add(name)

    def rev(start: str, step: int = 1) -> str:  # "正月起X，逆行…" (step 1: 十二辰, 3: 四孟/四仲/四季, 2: 六阳辰)
        return BR[(b(start) - step * (m - 1)) % 12]

    # 建除 (L105–L127)
    off = JIANCHU[(bi - mb) % 12]
    g.add(off + "日")
    g.update(JIANCHU_SUB[off])
    # L113 平（阳月天罡、阴月河魁）, L123 收（阳日河魁、阴日天罡）. DECISION: "阳日" = a day of a 阳 month (L13
    # 六阳辰 子寅辰午申戌); read otherwise a 阳 month would have 天罡 on both 平 and 收. So each month has one
    # 天罡 and one 河魁 (寅月: 平巳 天罡, 收亥 河魁).
    yang_month = mb % 2 == 0
    if off == "平":
        g.add("天罡" if yang_month else "河魁")
    if off == "收":
        g.add("河魁" if yang_month else "天罡")

    add("月厌", br == rev("戌"))  # L131 正月在戌，逆行十二辰
    add("厌对", br == rev("辰"))  # L133 正月起辰，逆行十二辰
    add("六仪", br == rev("辰"))  # L133 厌对（六仪…）: same position
    add("天德", s == TIANDE[m])
    add("天德合", s == TIANDE_HE.get(m))
    add("月德", s == YUEDE[tri])
    add("月德合", s == YUEDE_HE[m % 4])
    add("月空", s == YUEKONG[tri])
    add("天恩", JIAZI.index(gz) in (*range(0, 5), *range(15, 20), *range(45, 50)))  # L219
    add("天赦", gz == ["戊寅", "甲午", "戊申", "甲子"][season])  # L221
    add("天愿", gz == TIANYUAN[m])
    # L225 母仓 春亥子，夏寅卯，秋辰戌丑未，冬申酉，土王后巳午. DECISION: during 土王用事 (see is_tuwang) the
    # ruling element is 土, whose mother is 火: 母仓 is 巳午 instead of the season's branches.
    if is_tuwang(d):
        add("母仓", br in "巳午")
    else:
        add("母仓", br in ["亥子", "寅卯", "辰戌丑未", "申酉"][season])
    add("月恩", s == YUEEN[m])
    add("四相", s in SIXIANG[season])
    add("时德", br == SHIDE[season])
    add("王日", br == WANG[season])
    add("官日", br == GUAN[season])
    add("守日", br == SHOU[season])
    add("相日", br == XIANG[season])
    add("民日", br == MIN[season])
    add("四击", br == SIJI[season])
    add("九空", br == JIUKONG[tri])
    # L239 五暮: 正二月乙未，四五月丙戌，七八月辛丑，十月十一月壬辰，四季月戊辰
    add("五墓", gz == {1: "乙未", 2: "乙未", 4: "丙戌", 5: "丙戌", 7: "辛丑", 8: "辛丑",
                      10: "壬辰", 11: "壬辰"}.get(m, "戊辰"))
    add("四耗", gz == SIHAO[season])
    add("四废", gz in SIFEI[season])
    add("四忌", gz == SIJI4[season])
    add("四穷", gz == SIQIONG[season])
    # L241 heading "四耗、四废、四忌、四穷（八龙、七鸟、九虎、六蛇）": four names, no positions. DECISION: they name
    # the 四忌/四穷 days of the four seasons (春 八龙 = 甲子、乙亥; 夏 七鸟; 秋 九虎; 冬 六蛇).
    add(["八龙", "七鸟", "九虎", "六蛇"][season], gz in (SIJI4[season], SIQIONG[season]))
    # L243 九坎: 正月在辰，逆行四季；五月在卯，逆行四仲；九月在寅，逆行四孟
    add("九坎", br == BR[(b("辰卯寅"[(m - 1) // 4]) - 3 * ((m - 1) % 4)) % 12])
    add("五虚", br in WUXU[season])
    add("八风", gz in BAFENG[season])
    # L249 宝义制专伐: 宝 干生支, 义 支生干, 制 干克支, 伐 支克干, 专 干支五行相同
    se, be = STEM_EL[s], BRANCH_EL[br]
    add("宝日", GENERATES[se] == be)
    add("义日", GENERATES[be] == se)
    add("制日", OVERCOMES[se] == be)
    add("伐日", OVERCOMES[be] == se)
    add("专日", se == be)
    add("八专", gz in BAZHUAN)
    add("无禄", gz in WULU)
    add("重日", br in "巳亥")  # L255
    add("五合", br in "寅卯")
    add("五离", br in "申酉")
    add("除神", br in "申酉")
    add("解神", br == JIESHEN[m])
    add("复日", s == FURI[m])
    add("鸣吠", gz in MINGFEI)
    add("鸣吠对", gz in MINGFEI_DUI)
    # L263 三合. DECISION: the other two branches of the month's 三合 (the 月建 itself is the 建日).
    add("三合", bi % 4 == tri and bi != mb)
    add("临日", br == LINRI[m])
    add("驿马", br == YIMA[tri])
    add("天后", br == YIMA[tri])  # L267 与驿马同位
    add("劫煞", br == rev("亥", 3))  # L269 正月起亥，逆行四孟
    add("灾煞", br == BR[(b(rev("亥", 3)) + 1) % 12])  # L87 常居劫煞前一辰
    add("月刑", br == XING[BR[mb]])  # L273 参见岁刑 (L93)
    add("月害", br == rev("巳"))  # L275 正月起巳，逆行十二辰
    add("大时", br == rev("卯", 3))  # L277 正月起卯，逆行四仲
    add("游祸", br == rev("巳", 3))  # L279 正月起巳，逆行四孟
    add("天吏", br == rev("酉", 3))  # L281 正月起酉，逆行四仲 (= L529: 寅午戌月酉 …)
    add("六合", br == rev("亥"))  # L283 正月在亥，逆行十二辰
    add("兵吉", any(br == BR[(b("子") - (m - 1) + k) % 12] for k in range(4)))  # L285
    add("五富", br == BR[(b("亥") + 3 * (m - 1)) % 12])  # L287 三合长生之六合: 正亥 二寅 (三巳 四申 …)
    add("天仓", br == rev("寅"))  # L289
    add("天贼", br == rev("丑"))  # L291
    add("要安", br == YAOAN[m])
    add("玉宇", br == YUYU[m])
    add("金堂", br == JINTANG[m])
    add("敬安", br == JINGAN[m])
    add("普护", br == PUHU[m])
    add("福生", br == FUSHENG[m])
    add("圣心", br == SHENGXIN[m])
    add("益后", br == YIHOU[m])
    add("续世", br == XUSHI[m])
    add("血忌", br == XUSHI[m])  # L309 续世（血忌）: same position
    add("阳德", br == YANGDE[m])
    add("阴德", br == YINDE[m])
    add("天马", br == BR[(b("午") + 2 * (m - 1)) % 12])  # L315 正月起午，顺行六阳辰
    add("兵禁", br == BINGJIN[m])
    add("地囊", gz in DINANG[m])
    add("土符", br == TUFU[m])
    add("大煞", br == DASHA[m])
    add("归忌", br == "丑寅子"[(m - 1) % 3])  # L325 孟月丑，仲月寅，季月子
    add("往亡", br == WANGWANG[m])
    # L329 气往亡 "立春后七日…". DECISION: the civil day N days after the civil day of the 节 (节 + N).
    for name, jd in jie_dates_before(d):
        add("气往亡", d - jd == dt.timedelta(days=QIWANGWANG[name]))
    add("月忌日", lday in (5, 14, 23))  # L333 (lunar days)
    add("上吉日", gz in SHANGJI)
    add("七圣日", gz in QISHENG)
    add("红沙", br == "酉巳丑"[(m - 1) % 3])  # L553 孟月酉，仲月巳，季月丑
    for name, seq in TIANGOU.items():
        add(name, br == seq[season])
    add(JIUXIAN.get(lday, "-"), lday in JIUXIAN)
    add(LIUSHEN.get(lday, "-"), lday in LIUSHEN)
    add("阴阳大会", gz == DAHUI.get(m))
    add("阴阳小会", gz == XIAOHUI.get(m))
    for name, table in BUZU.items():
        add(ENGINE_NAME.get(name, name), gz in table.get(m, ()))
    # 月煞: named in every activity 忌 list (L373…) but never defined in seed 001. DECISION: as the seed says
    # of 劫煞 (L269 "月劫煞与岁劫煞同"), take the month analogue of 岁煞 (L89): 寅午戌丑，巳酉丑辰，申子辰未，
    # 亥卯未戌.
    add("月煞", br == YUESHA[tri])
    # Year gods (year pillar changes at 立春): L39 岁德, L41 岁德合 as day stems; L517 日冲岁 (岁破).
    add("岁德", s == SUIDE[year[0]])
    add("岁德合", s == SUIDE_HE[year[0]])
    add("岁破", bi == (b(year[1]) + 6) % 12)
    # L519 傍四废 "或支或干无气": exactly one of stem / branch in the season's 四废 element (both = 四废).
    add("傍四废", (se == SIFEI_EL[season]) != (be == SIFEI_EL[season]))
    add("荒芜", br in WUXU[season])  # L521
    add("四废荒芜相兼", br == "酉子卯午"[season])  # L523 as printed (branch only)
    # L419 兴造动土 忌 …土王用事后
    add("土王用事", is_tuwang(d))
    # L407 嫁娶 忌 亥日; L371 祭祀 忌 寅日
    add("亥日", br == "亥")
    add("寅日", br == "寅")
    g.discard("-")
    return g


IMPLEMENTED = {
    *(o + "日" for o in JIANCHU), *(n for v in JIANCHU_SUB.values() for n in v), "天罡", "河魁",
    "八龙", "七鸟", "九虎", "六蛇", "月厌", "厌对", "六仪", "天德", "天德合", "月德", "月德合", "月空", "天恩", "天赦", "天愿", "母仓", "月恩", "四相",
    "时德", "王日", "官日", "守日", "相日", "民日", "四击", "九空", "五墓", "四耗", "四废", "四忌", "四穷", "九坎",
    "五虚", "八风", "宝日", "义日", "制日", "伐日", "专日", "八专", "无禄", "重日", "五合", "五离", "除神", "解神",
    "复日", "鸣吠", "鸣吠对", "三合", "临日", "驿马", "天后", "劫煞", "灾煞", "月刑", "月害", "大时", "游祸", "天吏",
    "六合", "兵吉", "五富", "天仓", "天贼", "要安", "玉宇", "金堂", "敬安", "普护", "福生", "圣心", "益后", "续世",
    "血忌", "阳德", "阴德", "天马", "兵禁", "地囊", "土符", "大煞", "归忌", "往亡", "气往亡", "月忌日", "上吉日",
    "七圣日", "红沙", *TIANGOU, *JIUXIAN.values(), *LIUSHEN.values(), "阴阳大会", "阴阳小会",
    *(ENGINE_NAME.get(n, n) for n in BUZU), "月煞", "岁德", "岁德合", "岁破", "傍四废", "荒芜", "四废荒芜相兼",
    "土王用事", "亥日", "寅日",
}
BUZU_NAMES = {ENGINE_NAME.get(n, n) for n in BUZU}


def engine_counted(d: dt.date) -> set[str]:
    return {g["name"] for g in engine(d)["gods"] if g["counted"]} & IMPLEMENTED


# ---------------------------------------------------------------------------------------------------
# The three activities (L367–L433), lists as printed, names mapped to the god names above
# ---------------------------------------------------------------------------------------------------

_SACRIFICE_YI = "天德、月德、天德合、月德合、天赦、天恩、四相、时德、天巫、开日、普护、福生、圣心、益后、续世"
_BUILD_YI = "天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、三合、开日"
ACTIVITIES = {  # name: (line, 宜 list, 忌 list), as printed
    # DECISION: the 天狗 of 祭祀 is the 满日 天狗 of L111 ("其日忌祷祀鬼神"), not the L555 天狗头… family.
    "祭祀": (369, _SACRIFICE_YI, "天狗、寅日"),
    "祈福": (375, _SACRIFICE_YI,  # "宜：与祭祀同"
             "月建、月破、平日、收日、劫煞、灾煞、月煞、月刑、月害、月厌、大时、游祸、天吏、四废"),
    "求嗣": (381, "天德、月德、天德合、月德合、天赦、天愿、月恩、四相、时德、开日、益后、续世",
             "月建、月破、平日、收日、劫煞、灾煞、月煞、刑、月害、月厌、大时、游祸、天吏、四废"),  # 刑 = 月刑
    "入学": (387, "成日、开日", ""),
    "上官赴任": (393, "天德、月德、天德合、月德合、天赦、天愿、天恩、四相、时德、王日、官日、守日、相日、临日、建日、吉期、"
                      "天喜、开日",
                 "月破、平日、收日、满日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、往亡"),
    "结婚姻": (399, "天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、民日、三合、天喜、六合、五合",
               "月建、月破、平日、收日、满日、闭日、劫煞、灾煞、月煞、月刑、月害、月厌、大时、天吏、四废、四忌、四穷、五暮、"
               "五离、八专"),
    # 不将 (= 阴阳不将) is not re-derived here: its printed table L135–L157 is garbled (see the tests at the end).
    "嫁娶": (405, "天德、天德合、月德、月德合、天赦、天愿、三合、天喜、六合、不将",
             "月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月害、月厌、厌对、大时、天吏、四废、四忌、四穷、五暮、往亡、八专、"
             "亥日"),
    "搬移": (411, "天德、天德合、月德、月德合、天赦、天愿、月恩、四相、时德、民日、驿马、天马、成日、开日",
             "月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、归忌、往亡"),
    # "往亡" in these lists is the 往亡 of L327, not the 气往亡 of L329 (a separately named god).
    "兴造动土": (417, _BUILD_YI,  # "土王用事后": the 土王用事 days
                 "月建、土符、月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮、土符、地囊、土王用事后"),
    "竖柱上梁": (423, _BUILD_YI, "月建、月破、平日、收日、闭日、劫煞、灾煞、月煞、月刑、月厌、大时、天吏、四废、五暮"),
    "安葬": (429, "天德、天德合、月德、月德合、天赦、天愿、六合、鸣吠",
             "月建、月破、平日、收日、劫煞、灾煞、月煞、月刑、月厌、月害、四废、四忌、四穷、五暮、复日、重日"),
}
_ALIAS = {"月建": "建日", "月破": "破日", "五暮": "五墓", "刑": "月刑", "土王用事后": "土王用事", "不将": "阴阳不将"}


def activity_lists(name: str) -> tuple[list[str], list[str]]:
    _, yi, ji = ACTIVITIES[name]
    conv = lambda t: list(dict.fromkeys(_ALIAS.get(x, x) for x in split(t)))  # noqa: E731
    return conv(yi), conv(ji)


def weighed_ji(name: str, ji: list[str]) -> list[str]:
    """The printed 忌 list, then the two 忌 the text lays on every activity: 月忌日 “凡事避之” (L333; 嫁娶 is
    exempt, 003 L907 “凡月忌日不忌嫁娶”) and 傍四废 “亦凶… 傍四废吉多可用” (L519)."""
    every = ["傍四废"] if name == "嫁娶" else ["月忌日", "傍四废"]
    return ji + [x for x in every if x not in ji]


CHECKED_ACTIVITIES = ["嫁娶", "安葬", "祭祀"]  # the three asked for; the other eight are checked the same way
SEED_ACTIVITIES = ["祭祀", "祈福", "求嗣", "入学", "上官赴任", "结婚姻", "嫁娶", "搬移", "兴造动土", "竖柱上梁", "安葬"]


def engine_activity(d: dt.date, name: str) -> dict:
    (a,) = [a for a in engine(d)["activities"] if a["name"] == name]
    return a


# ---------------------------------------------------------------------------------------------------
# Sample dates
# ---------------------------------------------------------------------------------------------------

_rng = random.Random(20261129)
_FIRST, _LAST = dt.date(1901, 1, 1), dt.date(2099, 12, 31)
RANDOM_DATES = sorted(_FIRST + dt.timedelta(days=_rng.randrange((_LAST - _FIRST).days + 1)) for _ in range(48))

# kind: "jie" = a 节 falls on this civil day; "eve" = the day before a 节; "tw1" = first 土王用事 day;
# "tw0" = the day before the 土王用事 window; "twN" = last 土王用事 day (= eve of a 立).
TRICKY_DATES = {
    dt.date(2024, 2, 4): "jie",  # 立春 16:27 — already 寅月 and the new year pillar
    dt.date(2024, 2, 3): "twN",
    dt.date(2024, 1, 17): "tw1",
    dt.date(2024, 1, 16): "tw0",
    dt.date(2083, 2, 3): "jie",  # 立春 at 23:59:38: the whole civil day is 寅月
    dt.date(2083, 2, 2): "twN",
    dt.date(1911, 5, 7): "jie",  # 立夏 at 00:00:16
    dt.date(1911, 5, 6): "twN",
    dt.date(2035, 8, 7): "jie",  # 立秋 at 23:54:22
    dt.date(2035, 7, 20): "tw1",
    dt.date(2093, 11, 6): "jie",  # 立冬 at 23:57:29
    dt.date(2093, 10, 18): "tw0",
    dt.date(2093, 10, 19): "tw1",
    dt.date(1948, 3, 5): "jie",  # 惊蛰 at 23:57:52
    dt.date(1948, 3, 4): "eve",
    dt.date(2031, 7, 7): "jie",  # 小暑
    dt.date(2031, 7, 6): "eve",
    dt.date(2031, 7, 19): "example",  # the brief's example
}


def _coverage_dates() -> list[dt.date]:
    """One extra date for every implemented god that the random + tricky sample misses (rare gods such as
    天赦, 阴阳不足 days, 气往亡 …), found by scanning forward from a random date with the independent rules."""
    rng = random.Random(20261130)
    seen: set[str] = set()
    for d in RANDOM_DATES + sorted(TRICKY_DATES):
        seen |= independent_gods(d)
    extra = []
    for god in sorted(IMPLEMENTED - seen):
        if god in seen:
            continue
        d = _FIRST + dt.timedelta(days=rng.randrange(365 * 190))
        for _ in range(5000):
            gods = independent_gods(d)
            if god in gods:
                extra.append(d)
                seen |= gods
                break
            d += dt.timedelta(days=1)
    return sorted(set(extra))


COVERAGE_DATES = _coverage_dates()
ALL_DATES = RANDOM_DATES + sorted(TRICKY_DATES) + COVERAGE_DATES


def _id(d: dt.date) -> str:
    return d.isoformat()


# ---------------------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------------------


def test_sample_size_and_coverage():
    assert len(RANDOM_DATES) >= 40
    assert RANDOM_DATES[0].year < 1930 and RANDOM_DATES[-1].year > 2070
    covered = set().union(*(independent_gods(d) for d in ALL_DATES))
    assert covered == IMPLEMENTED, sorted(IMPLEMENTED - covered)


@pytest.mark.parametrize("d", ALL_DATES, ids=_id)
def test_day_pillar_and_month_convention(d):
    e = engine(d)
    assert e["pillars"]["day"] == day_pillar(d)
    m = e["solar_month"]["number"]
    assert e["solar_month"]["branch"] == BR[(m + 1) % 12] == e["pillars"]["month"][1]
    # L29 五虎遁: the month stem follows from the year stem.
    first = {"甲": "丙", "己": "丙", "乙": "戊", "庚": "戊", "丙": "庚", "辛": "庚", "丁": "壬", "壬": "壬",
             "戊": "甲", "癸": "甲"}[e["pillars"]["year"][0]]
    assert e["pillars"]["month"][0] == ST[(ST.index(first) + m - 1) % 10]
    # The 节 that opened the month falls on or before this civil day (the 节 day belongs to the new month).
    assert dt.date.fromisoformat(e["solar_month"]["opened_by"]["at"][:10]) <= d


@pytest.mark.parametrize("d", sorted(TRICKY_DATES), ids=_id)
def test_tricky_dates_are_what_they_claim(d):
    kind = TRICKY_DATES[d]
    jie_today = [t for t in engine(d)["solar_terms"] if t["jie"]]
    jie_tomorrow = [t for t in engine(d + dt.timedelta(days=1))["solar_terms"] if t["jie"]]
    if kind == "jie":
        assert jie_today and engine(d)["solar_month"]["opened_by"]["name"] == jie_today[0]["name"]
        assert engine(d - dt.timedelta(days=1))["solar_month"]["number"] != engine(d)["solar_month"]["number"]
    elif kind in ("eve", "twN"):
        assert jie_tomorrow and not jie_today
    if kind in ("tw1", "twN"):
        assert is_tuwang(d)
    if kind in ("tw0",):
        assert not is_tuwang(d) and is_tuwang(d + dt.timedelta(days=1))
    if kind == "tw1":
        assert not is_tuwang(d - dt.timedelta(days=1))


@pytest.mark.parametrize("d", ALL_DATES, ids=_id)
def test_counted_day_gods_match_independent_reading(d):
    mine = independent_gods(d)
    theirs = engine_counted(d)
    assert mine == theirs, {"only_independent": sorted(mine - theirs), "only_engine": sorted(theirs - mine)}


@pytest.mark.parametrize("name", SEED_ACTIVITIES)
@pytest.mark.parametrize("d", ALL_DATES, ids=_id)
def test_activity_for_against_are_printed_lists_cap_present_gods(d, name):
    yi, ji = activity_lists(name)
    mine = independent_gods(d)
    a = engine_activity(d, name)
    assert [x for x in a["for"] if x in IMPLEMENTED] == [x for x in yi if x in mine]
    assert [x for x in a["against"] if x in IMPLEMENTED] == [x for x in weighed_ji(name, ji) if x in mine]
    # Nothing outside the printed lists (and the 忌 of every activity) is weighed.
    assert set(a["for"]) <= set(yi) and set(a["against"]) <= set(weighed_ji(name, ji))


@pytest.mark.parametrize("d", ALL_DATES, ids=_id)
def test_po_ri_and_yinyang_buzu_days_are_never_yi(d):
    """L527 破日最凶，必不可犯; L169 阴阳不足之辰 … 百事不宜 (even with 天德、月德 …)."""
    mine = independent_gods(d)
    if "破日" in mine or mine & BUZU_NAMES:
        for a in engine(d)["activities"]:
            assert a["verdict"] != "宜", a


@pytest.mark.parametrize("d", ALL_DATES, ids=_id)
def test_verdict_direction_of_the_three_activities(d):
    """A list with only 宜 gods present is not 忌 unless a day-level 凶 applies; only 忌 gods -> not 宜; none -> 平
    unless a day-level 凶 applies."""
    mine = independent_gods(d)
    day_level = ("破日" in mine or bool(mine & BUZU_NAMES) or "岁破" in mine or "四废荒芜相兼" in mine
                 or "四废" in mine)
    for name in CHECKED_ACTIVITIES:
        a = engine_activity(d, name)
        if a["against"] and not a["for"]:
            assert a["verdict"] == "忌"
        if not a["against"] and not day_level:
            assert a["verdict"] == ("宜" if a["for"] else "平")


# ---------------------------------------------------------------------------------------------------
# 阴阳不将 (L135–L157): checked against the printed table, not re-derived
# ---------------------------------------------------------------------------------------------------

BUJIANG_PRINTED = {  # L135–L157 as printed (四月 "戍戌" read 戊戌; 九月 printed without 、 between most days)
    1: "辛亥 辛丑 辛卯 庚子 庚寅 己亥 己丑 己卯 丁亥 丁丑 丁卯 丙子 丙寅",
    2: "庚戌 庚子 庚寅 己亥 己丑 丁亥 丁丑 丙戌 丙子 丙寅 乙亥 乙丑",
    3: "己酉 己亥 己丑 丁酉 丁亥 丁丑 丙戌 丙子 乙亥 乙丑 甲戌 甲子",
    4: "丁酉 丁亥 丙申 丙戌 丙子 乙酉 乙亥 甲申 甲戌 甲子 戊申 戊戌 戊子",
    5: "丙申 丙戌 乙未 乙酉 乙亥 甲申 甲戌 戊申 戊戌 癸未 癸酉 癸亥",
    6: "乙未 乙酉 甲午 甲申 甲戌 戊午 戊戌 癸未 癸酉 壬午 壬申 壬戌",
    7: "乙巳 乙未 乙酉 甲午 甲申 戊午 戊申 癸巳 癸未 癸酉 壬午 壬申",
    8: "甲辰 甲午 甲申 戊辰 戊午 戊申 癸巳 癸未 壬辰 壬午 壬申 辛巳 辛未 庚辰 庚午",
    9: "甲子 庚午 壬午 戊午 癸巳 辛巳 辛未 癸未 辛卯 己卯 癸卯 丙午 乙卯",
    10: "癸卯 癸巳 壬寅 壬辰 壬午 辛卯 辛巳 庚寅 庚辰 庚午 己卯 己巳",
    11: "壬寅 壬辰 辛丑 辛卯 辛巳 庚寅 庚辰 己丑 己卯 己巳 丁丑 丁卯 丁巳",
    12: "辛丑 辛卯 庚子 庚寅 庚辰 己丑 己卯 丁丑 丁卯 丙子 丙寅 丙辰",
}
# Where the engine's counted reading ("generated") departs from the printed rows (found by this review):
# 三月 +乙酉, 六月 +戊申, 八月 −庚辰 −庚午, 九月 (garbled row) replaced.  Printed rows 1,2,4,5,7,10,11,12 are each
# the full product of their stems × branches with matching 阴阳; rows 3 and 6 are that product minus one day
# and row 8 has a sixth stem (庚) — so the engine's regularisation is consistent with the table's own
# structure, but it is not stated anywhere in the seed. Reported as a judgement call, not a bug.
BUJIANG_ENGINE_DEPARTS = {3: ({"乙酉"}, set()), 6: ({"戊申"}, set()), 8: (set(), {"庚辰", "庚午"})}


@lru_cache(maxsize=2)
def _bujiang_by_month(counted: bool) -> dict[int, set[str]]:
    out: dict[int, set[str]] = {m: set() for m in range(1, 13)}
    d = dt.date(2000, 1, 1)
    for _ in range(12 * 366):
        e = engine(d)
        for g in e["gods"]:
            if g["name"] == "阴阳不将" and g["counted"] == counted:
                out[e["solar_month"]["number"]].add(e["pillars"]["day"])
        d += dt.timedelta(days=1)
    return out


def test_bujiang_printed_reading_is_the_printed_table():
    printed = _bujiang_by_month(counted=False)
    assert printed == {m: set(split(t)) for m, t in BUJIANG_PRINTED.items()}


def test_bujiang_counted_reading_departs_from_print_only_where_documented():
    counted = _bujiang_by_month(counted=True)
    for m, text in BUJIANG_PRINTED.items():
        if m == 9:
            continue
        added, dropped = BUJIANG_ENGINE_DEPARTS.get(m, (set(), set()))
        assert counted[m] == (set(split(text)) | added) - dropped, m
    # The counted rows are all full 阴阳-matched products of 5 stems × 5 branches (the structure of the table).
    for m, days in counted.items():
        stems, branches = {x[0] for x in days}, {x[1] for x in days}
        assert len(stems) == len(branches) == 5, m
        assert days == {s + br for s in stems for br in branches if ST.index(s) % 2 == BR.index(br) % 2}, m


# ---------------------------------------------------------------------------------------------------
# Every DECISION matters: the rejected reading would differ from the engine on some date
# ---------------------------------------------------------------------------------------------------


def _find(pred, start: dt.date, limit: int = 4000) -> dt.date:
    d = start
    for _ in range(limit):
        e = engine(d)
        if pred(e["solar_month"]["number"], day_pillar(d), d):
            return d
        d += dt.timedelta(days=1)
    raise AssertionError("no date found")


_S = dt.date(1990, 1, 1)
# (decision, god, predicate selecting a date, the god's presence under the reading chosen here)
DECISIONS = [
    ("天德 六月 printed 申: read 甲", "天德", lambda m, gz, d: m == 6 and gz[1] == "申" and gz[0] != "甲", False),
    ("天德 六月 printed 申: read 甲", "天德", lambda m, gz, d: m == 6 and gz[0] == "甲", True),
    ("天德 四仲 trigram: no day (not 坤→申)", "天德", lambda m, gz, d: m == 2 and gz[1] == "申", False),
    ("天德 四仲 trigram: no day (not 乾→亥)", "天德", lambda m, gz, d: m == 5 and gz[1] == "亥", False),
    ("月空 巳酉丑月 printed 申: read 甲", "月空", lambda m, gz, d: m == 4 and gz[0] == "甲", True),
    ("月空 巳酉丑月 printed 申: read 甲", "月空", lambda m, gz, d: m == 8 and gz[1] == "申" and gz[0] != "甲", False),
    ("月恩 十二月 printed 亥: read 辛", "月恩", lambda m, gz, d: m == 12 and gz[0] == "辛", True),
    ("月恩 十二月 printed 亥: read 辛", "月恩", lambda m, gz, d: m == 12 and gz[1] == "亥" and gz[0] != "辛", False),
    ("阴德 九月 printed 己: read 巳", "阴德", lambda m, gz, d: m == 9 and gz[1] == "巳", True),
    ("阴德 九月 printed 己: read 巳", "阴德", lambda m, gz, d: m == 9 and gz[0] == "己" and gz[1] != "巳", False),
    ("临日 五月 printed 配: read 戌", "临日", lambda m, gz, d: m == 5 and gz[1] == "戌", True),
    ("复日 distributive (正月甲 only)", "复日", lambda m, gz, d: m == 1 and gz[0] == "庚", False),
    ("复日 distributive (三月戊, not 己)", "复日", lambda m, gz, d: m == 3 and gz[0] == "己", False),
    ("三合 excludes the 月建", "三合", lambda m, gz, d: m == 1 and gz[1] == "寅", False),
    ("平 阳月 天罡", "天罡", lambda m, gz, d: m == 1 and gz[1] == "巳", True),
    ("收 '阳日' = day of a 阳 month: 寅月收亥 河魁", "河魁", lambda m, gz, d: m == 1 and gz[1] == "亥", True),
    ("收 '阳日' = day of a 阳 month: 寅月收亥 河魁", "天罡", lambda m, gz, d: m == 1 and gz[1] == "亥", False),
    ("母仓 during 土王: 巳午 replace the season's", "母仓",
     lambda m, gz, d: m == 12 and gz[1] in "申酉" and is_tuwang(d), False),
    ("母仓 during 土王: 巳午 replace the season's", "母仓",
     lambda m, gz, d: m == 3 and gz[1] == "午" and is_tuwang(d), True),
    ("土王用事: 18 days, not 19", "土王用事",
     lambda m, gz, d: not is_tuwang(d) and is_tuwang(d + dt.timedelta(days=1)), False),
    ("气往亡 = 节 + N (not 节 + N - 1)", "气往亡",
     lambda m, gz, d: any(d - jd == dt.timedelta(days=QIWANGWANG[n] - 1) for n, jd in jie_dates_before(d)), False),
    ("气往亡 = 节 + N (not 节 + N - 1)", "气往亡",
     lambda m, gz, d: any(d - jd == dt.timedelta(days=QIWANGWANG[n]) for n, jd in jie_dates_before(d)), True),
    ("四废荒芜相兼 as printed (branch only), not 四废∩荒芜", "四废荒芜相兼",
     lambda m, gz, d: m <= 3 and gz == "乙酉", True),
    ("四废荒芜相兼 as printed (branch only)", "四废荒芜相兼", lambda m, gz, d: m <= 3 and gz == "辛巳", False),
    ("傍四废: exactly one of 干/支 in the 四废 element", "傍四废", lambda m, gz, d: m <= 3 and gz == "庚申", False),
    ("傍四废: exactly one of 干/支 in the 四废 element", "傍四废", lambda m, gz, d: m <= 3 and gz == "甲申", True),
    ("月煞 = month analogue of 岁煞", "月煞", lambda m, gz, d: m == 1 and gz[1] == "丑", True),
    ("阳错 as printed includes 四月己巳", "阳错", lambda m, gz, d: m == 4 and gz == "己巳", True),
    ("阴错 as printed includes 六月己巳", "阴错", lambda m, gz, d: m == 6 and gz == "己巳", True),
    ("八龙 = 春 四忌/四穷", "八龙", lambda m, gz, d: m <= 3 and gz == "乙亥", True),
    ("祭祀's 天狗 = 满日 天狗 (not 天狗方 …)", "天狗", lambda m, gz, d: m == 1 and gz[1] == "卯", False),
]


@pytest.mark.parametrize("decision, god, pred, present", DECISIONS, ids=[f"{x[0]}|{x[1]}|{x[3]}" for x in DECISIONS])
def test_each_decision_is_discriminating(decision, god, pred, present):
    d = _find(pred, _S)
    assert (god in independent_gods(d)) is present, d
    assert (god in engine_counted(d)) is present, (decision, d)
