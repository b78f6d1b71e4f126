"""The rejected folk day gods of 选择求真 (seed 000) against the seed's printed text and worked examples.

Each test quotes the seed line it relies on (as printed, traditional characters) and compares the table
with what is parsed from that line.
"""

import re

import pytest

from almanac.core.calendar.ganzhi import BRANCHES, CYCLE, STEMS, ganzhi_from_name
from almanac.core.data import rejected_day_gods as rdg
from almanac.core.data.rejected_day_gods import (
    COMPUTED_EVALUATORS,
    EVALUATOR_FUNCTIONS,
    GROUP,
    NOT_COMPUTABLE,
    PALACES,
    REJECTED_DAY_GODS,
)
from almanac.core.rules import day_basics
from almanac.core.rules.model import BAD, GOOD, AnyPillar, Computed, LunarDays, MonthBranch
from almanac.core.sources import SEED_QIUZHEN

# Traditional → simplified, for the characters of the cited lines (the seed is printed in traditional).
_PAIRS = (
    "來来 側侧 偽伪 備备 傳传 傷伤 僥侥 儀仪 兇凶 兌兑 兒儿 內内 兩两 凈净 別别 刪删 則则 劉刘 劍剑 動动 勝胜 "
    "勸劝 匱匮 區区 協协 卻却 厭厌 參参 問问 喪丧 單单 嘆叹 嘗尝 嚇吓 嚴严 圖图 執执 報报 墳坟 壓压 壯壮 夾夹 "
    "奪夺 婦妇 孫孙 宮宫 實实 寶宝 將将 專专 尋寻 對对 屢屡 屬属 師师 庫库 廚厨 強强 從从 復复 徵征 惡恶 慚惭 "
    "憲宪 憶忆 應应 懼惧 戲戏 損损 擇择 據据 數数 斷断 時时 曉晓 曬晒 書书 會会 條条 楊杨 業业 極极 欄栏 歲岁 "
    "歷历 歸归 殺杀 氣气 決决 沖冲 況况 滿满 漸渐 潑泼 潤润 災灾 為为 無无 猶犹 獄狱 獨独 產产 異异 當当 疊叠 "
    "發发 盜盗 盡尽 礙碍 祿禄 禍祸 種种 稱称 穩稳 窮穷 竄窜 竅窍 節节 糧粮 紀纪 納纳 紛纷 細细 終终 絕绝 統统 "
    "經经 維维 網网 編编 緩缓 縱纵 總总 義义 聞闻 聳耸 聽听 脈脉 腳脚 臨临 臺台 與与 興兴 舉举 舊旧 華华 萬万 "
    "葉叶 蓋盖 處处 虛虚 號号 術术 補补 裝装 見见 親亲 觀观 觸触 計计 訛讹 訣诀 設设 試试 詩诗 詭诡 詳详 誕诞 "
    "語语 誠诚 誣诬 誤误 說说 課课 調调 談谈 論论 諸诸 謂谓 謬谬 證证 識识 議议 護护 變变 豈岂 豎竖 財财 貧贫 "
    "貴贵 質质 賭赌 賴赖 軍军 載载 輕轻 輝辉 輪轮 轉转 辯辩 進进 過过 運运 違违 遙遥 遠远 遲迟 遷迁 選选 遺遗 "
    "還还 鄉乡 鄭郑 鄰邻 銀银 鋒锋 錄录 錯错 鏡镜 鑲镶 鑾銮 長长 門门 開开 間间 閱阅 關关 陰阴 陳陈 陽阳 隊队 "
    "險险 隱隐 雖虽 雙双 雜杂 雞鸡 離离 難难 靜静 項项 順顺 須须 頭头 類类 顯显 風风 飛飞 養养 馬马 駕驾 駭骇 "
    "騎骑 驗验 驚惊 驛驿 鳳凤 鹵卤 黃黄 齒齿 龍龙 龜龟 溝沟 紅红 羅罗 橫横 時时"
).split()
T2S = str.maketrans({pair[0]: pair[1] for pair in _PAIRS})


def simplified(text: str) -> str:
    return text.translate(T2S)


@pytest.fixture(scope="module")
def seed(seeds_dir) -> list[str]:
    # grep -n numbering: split on newlines only.
    return (seeds_dir / SEED_QIUZHEN).read_text(encoding="utf-8").split("\n")


def line(seed: list[str], number: int) -> str:
    return seed[number - 1]


def cited_lines(god) -> list[int]:
    return [god.source.line, *(int(n) for n in re.findall(r"\bL(\d+)", god.source.note))]


def by_name(name: str):
    return [g for g in REJECTED_DAY_GODS if g.name == name]


def pillars(god) -> list[str]:
    assert isinstance(god.match, AnyPillar)
    return god.match.pillars.split()


# --- every entry ------------------------------------------------------------------------------------

def test_every_entry_is_rejected_grouped_and_from_seed_000():
    assert REJECTED_DAY_GODS
    for god in REJECTED_DAY_GODS:
        assert god.rejected.strip(), god
        assert god.group == GROUP
        assert god.kind in (GOOD, BAD)
        assert god.source.seed == SEED_QIUZHEN and god.source.line


def test_source_line_holds_the_name(seed):
    for god in REJECTED_DAY_GODS:
        printed = line(seed, god.source.line)
        assert simplified(god.name) == god.name, f"{god.name} is not simplified"
        assert god.name in simplified(printed), (god.name, god.source.line, printed)
        for spelling in god.spellings:  # the traditional form, as printed
            assert spelling in printed and simplified(spelling) == god.name, (spelling, god.source.line)
        if simplified(printed) != printed and god.name not in printed:
            assert god.spellings, f"{god.name}: the traditional form belongs in spellings"


def test_quotes_are_the_seed_text(seed):
    # Every 「…」 in rule, meaning and rejected is verbatim (after simplification) in a cited line;
    # “……” marks an elision.
    for god in REJECTED_DAY_GODS:
        text = simplified("\n".join(line(seed, n) for n in cited_lines(god)))
        for field in (god.rule, god.meaning, god.rejected):
            for quote in re.findall(r"「(.*?)」", field):
                for piece in quote.split("……"):
                    assert piece in text, (god.name, piece, cited_lines(god))
        assert "「" in god.rule and "「" in god.rejected, god.name


def test_computed_matchers_are_documented_and_implemented():
    used = {g.match.evaluator for g in REJECTED_DAY_GODS if isinstance(g.match, Computed)}
    assert used == set(COMPUTED_EVALUATORS) == set(EVALUATOR_FUNCTIONS)
    for name, function in EVALUATOR_FUNCTIONS.items():
        assert COMPUTED_EVALUATORS[name].startswith(function.__name__ + "(")


# --- 黄道/黑道 renamed: 明星 黑星 雷公 天岳 (L155) -------------------------------------------------------

def test_renamed_huangdao_gods(seed):
    text = line(seed, 155)
    # 「又如黃道黑道，則又別立名色，曰明星，黑星，雷公與天岳吉兇互異，雷公即青龍，本吉星也，天岳即天牢，本兇星也，
    #  ……歲以天岳為吉，而雷公為兇。」
    assert "黃道黑道，則又別立名色，曰明星，黑星" in text
    identity = dict(re.findall(r"(雷公|天岳)即(青龍|天牢)", text))
    assert identity == {"雷公": "青龍", "天岳": "天牢"}
    folk = {"天岳": re.search("以天岳為(.)", text).group(1), "雷公": re.search("而雷公為(.)", text).group(1)}
    assert folk == {"天岳": "吉", "雷公": "兇"}
    kinds = {"吉": GOOD, "兇": BAD}
    assert by_name("天岳")[0].kind == kinds[folk["天岳"]] and by_name("雷公")[0].kind == kinds[folk["雷公"]]
    assert by_name("明星")[0].kind == GOOD and by_name("黑星")[0].kind == BAD

    real = {"明星": lambda h: h.kind == "黄道", "黑星": lambda h: h.kind == "黑道",
            "雷公": lambda h: h.god == simplified(identity["雷公"]), "天岳": lambda h: h.god == simplified(identity["天岳"])}
    for name, holds in real.items():
        (god,) = by_name(name)
        assert isinstance(god.match, MonthBranch)
        for month in range(1, 13):
            month_branch = (month + 1) % 12
            expected = {BRANCHES[b] for b in range(12) if holds(day_basics.huangdao(b, month_branch))}
            assert set(god.match.values[month - 1]) == expected, (name, month)
    # 寅月 (正月): 青龙 on 子日 (seed 003 天星吉时, 寅申起子), so 雷公 is the 子 day, 天牢 (道+8) the 申 day.
    assert by_name("雷公")[0].match.values[0] == "子"
    assert by_name("天岳")[0].match.values[0] == "申"


# --- 罗天大退 (day L223; hour L229) --------------------------------------------------------------------

LUNAR_DAY = {"初一": 1, "初三": 3, "初五": 5, "初九": 9, "十一": 11, "十二": 12, "十七": 17,
             "廿一": 21, "廿五": 25, "廿七": 27, "廿九": 29}
ANIMAL = dict(zip("鼠牛虎兔龍蛇馬羊猴雞犬豬", BRANCHES))


def test_luotian_datui_day_table_is_the_verse(seed):
    text = line(seed, 223)
    # 「例曰：初一休逢鼠，初三莫遇羊，初五馬頭上，初九問雞鄉。十一勿遇兔，十二虎在旁，十七牛耕地，廿一鼠絕糧。
    #  廿五怕犬吠，廿七虎遭傷，廿九猴作戲，日退最難當。」
    parsed = {}
    for clause in re.split("[，。]", text.removeprefix("例曰：")):
        if clause[:2] in LUNAR_DAY:
            (animal,) = [c for c in clause if c in ANIMAL]
            parsed[LUNAR_DAY[clause[:2]]] = ANIMAL[animal]
    assert parsed == rdg.LUOTIAN_DATUI_DAYS
    assert len(parsed) == 11


def test_luotian_datui_day_evaluator():
    hits = {(i, d) for i in range(60) for d in range(1, 31) if rdg.luotian_datui_day(i, d)}
    assert len(hits) == 11 * 5  # each listed lunar day, with the 5 pillars of its branch
    assert rdg.luotian_datui_day(ganzhi_from_name("甲子").index, 1)
    assert rdg.luotian_datui_day(ganzhi_from_name("庚申").index, 29)
    assert not rdg.luotian_datui_day(ganzhi_from_name("乙丑").index, 1)
    assert not rdg.luotian_datui_day(ganzhi_from_name("甲子").index, 2)
    (god,) = by_name("罗天大退")
    assert god.match == Computed("luotian_datui_day")


def test_luotian_datui_hour_table_is_the_verse(seed):
    text = line(seed, 229)
    # 「例曰：申巳退蛇乙庚猴，丙辛忌豬丁壬牛，戊癸二日共寅巳，事若逢之件件休。」
    assert "申巳退蛇乙庚猴，丙辛忌豬丁壬牛，戊癸二日共寅巳" in text
    printed = {"乙庚": "猴", "丙辛": "豬", "丁壬": "牛"}
    for pair, animal in printed.items():
        assert re.search(pair + "忌?" + animal, text)
        assert rdg.LUOTIAN_DATUI_HOURS[pair] == ANIMAL[animal]
    assert rdg.LUOTIAN_DATUI_HOURS["戊癸"] == "寅巳"
    # 「申巳退蛇」: the one stem pair the verse does not name is 甲己, read for 申巳.
    missing = {STEMS[s] + STEMS[s + 5] for s in range(5)} - set(re.findall("[甲乙丙丁戊己庚辛壬癸]{2}", text))
    assert missing == {"甲己"} and rdg.LUOTIAN_DATUI_HOURS["甲己"] == ANIMAL["蛇"]
    assert rdg.luotian_datui_hour(STEMS.index("己"), BRANCHES.index("巳"))
    assert rdg.luotian_datui_hour(STEMS.index("癸"), BRANCHES.index("寅"))
    assert not rdg.luotian_datui_hour(STEMS.index("甲"), BRANCHES.index("申"))


# --- 大煞白虎 (L293, L295) -----------------------------------------------------------------------------

def test_dasha_baihu_days_are_printed_and_computed(seed):
    # L293 「甲子常將坎上親，九宮順走教君輪，假如戊辰居中五，即是大煞占中庭。」
    assert "甲子常將坎上親，九宮順走" in line(seed, 293) and "戊辰居中五" in line(seed, 293)
    assert rdg.dasha_baihu_palace(ganzhi_from_name("甲子").index) == 1  # 坎
    assert rdg.dasha_baihu_palace(ganzhi_from_name("戊辰").index) == 5  # the worked example
    # L295 「與其甲子起坎，順行九宮，建戊辰、丁 丑、丙戌、乙未、甲辰、癸丑、壬戌七日中中宮，則白虎也。」
    printed = re.search(r"建(.*?)七日中中宮", line(seed, 295)).group(1).replace(" ", "").split("、")
    computed = [g.name for g in CYCLE if rdg.dasha_baihu_palace(g.index) == 5]
    (god,) = by_name("大煞白虎")
    assert printed == computed == pillars(god)
    assert len(printed) == 7


# --- 红嘴朱雀 (L305, L307; examples L313–317) ------------------------------------------------------------

PALACE_CHAR = {"坎": 1, "坤": 2, "震": 3, "巽": 4, "中": 5, "乾": 6, "兌": 7, "艮": 8, "離": 9}


def hongzui(palace: int):
    (god,) = [g for g in by_name("红嘴朱雀") if f"; {PALACES[palace]};" in g.source.note]
    return god


def test_hongzui_zhuque_taboos_are_the_verse(seed):
    text = line(seed, 305)
    # 「例曰：但從震宮起甲子，巽宮乙丑順行裝，行到中宮莫歸火，乾宮一位莫安床。兌上占之莫修井，艮宮莫作僧道房，
    #  離宮大門君莫犯，坎宮水溝大難當。坤宮嫁娶損宅長，震宮修廚新婦亡，巽宮一位管山野，入山伐木定遭殃。」
    clauses = [c for c in re.split("[，。]", text.removeprefix("例曰：")) if c]
    assert clauses[:2] == ["但從震宮起甲子", "巽宮乙丑順行裝"]
    taboo: dict[int, str] = {}
    for clause in clauses[2:]:
        first = clause.removeprefix("行到")[0]
        if first in PALACE_CHAR:
            palace = PALACE_CHAR[first]
            taboo[palace] = clause
        else:  # 「入山伐木定遭殃」 goes on from 巽
            taboo[palace] += "，" + clause
    assert sorted(taboo) == list(range(1, 10))
    for palace, words in taboo.items():
        assert hongzui(palace).meaning == f"「{simplified(words)}」", palace


def test_hongzui_zhuque_days_are_the_procedure_and_the_printed_lists(seed):
    # 甲子 at 震, 乙丑 at 巽, forward (L305).
    assert rdg.hongzui_zhuque_palace(0) == 3 and rdg.hongzui_zhuque_palace(1) == 4
    for palace in range(1, 10):
        assert pillars(hongzui(palace)) == [g.name for g in CYCLE if rdg.hongzui_zhuque_palace(g.index) == palace]
    # The nine entries share out the 60 days.
    every = sorted(p for g in by_name("红嘴朱雀") for p in pillars(g))
    assert every == sorted(g.name for g in CYCLE)
    # L307 「彼如甲子起震到乾，則丁卯丙子乙酉甲午癸卯壬子辛酉七日……到坤則壬申、辛巳、庚寅、己亥、戊申、丁巳六日」
    text = line(seed, 307)
    qian = re.search("到乾，則(.*?)七日", text).group(1)
    kun = re.search("到坤則(.*?)六日", text).group(1).split("、")
    assert [qian[i:i + 2] for i in range(0, len(qian), 2)] == pillars(hongzui(6))
    assert kun == pillars(hongzui(2))


def test_hongzui_zhuque_worked_examples(seed):
    # L313 象吉: 「謂昔人于正月初二日甲申日入宅歸火，未滿一七，遂遭人命」 — 朱雀 in the centre.
    assert "甲申日入宅歸火" in line(seed, 313)
    assert "甲申" in pillars(hongzui(5))
    # L313 葉姓: 「己卯月、辛亥日、壬辰時歸火」, L315 「俗術謂中宮犯朱雀」.
    assert "辛亥日" in line(seed, 313) and "中宮犯朱雀" in line(seed, 315)
    assert rdg.hongzui_zhuque_palace(ganzhi_from_name("辛亥").index) == 5
    # L317 陳姓: 「辛未年、乙未月、壬寅日、癸卯時進宅，占三課非朱雀占中宮乎？」
    assert "壬寅日" in line(seed, 317) and "朱雀占中宮" in line(seed, 317)
    assert rdg.hongzui_zhuque_palace(ganzhi_from_name("壬寅").index) == 5
    # L315 林姓 「庚午日」 is also claimed for the centre but computes to 離 (a misprint; e.g. 庚申 is 中).
    assert "庚午日" in line(seed, 315)
    assert rdg.hongzui_zhuque_palace(ganzhi_from_name("庚午").index) == 9
    assert rdg.hongzui_zhuque_palace(ganzhi_from_name("庚申").index) == 5


# --- 横天朱雀 (L331) and 周堂 (L333) -------------------------------------------------------------------

def test_hengtian_zhuque_days_are_the_verse(seed):
    # L331 「例曰：初一行嫁主再嫁，初九造屋回祿殃，十七埋墳冷退死，廿五移徙人口傷。」
    clauses = [c for c in re.split("[，。]", line(seed, 331).removeprefix("例曰：")) if c]
    numbers = {"初一": 1, "初九": 9, "十七": 17, "廿五": 25}
    parsed = {numbers[c[:2]]: simplified(c) for c in clauses}
    gods = by_name("横天朱雀")
    assert {g.match.days: g.meaning for g in gods if isinstance(g.match, LunarDays)} == {
        (day,): f"「{words}」" for day, words in parsed.items()
    }
    assert len(gods) == 4


def test_zhoutang_follows_the_text(seed):
    text = line(seed, 333)
    # 「其或與周堂大月初一妨夫，小月初一妨婦之意也」「周堂十五大月妨婦，小月妨夫」
    first = dict(re.findall(r"([大小])月初一妨([夫婦])", text))
    fifteenth = re.search(r"周堂十五大月妨([夫婦])，小月妨([夫婦])", text).groups()
    harmed = {(1, 30): first["大"], (1, 29): first["小"], (15, 30): fifteenth[0], (15, 29): fifteenth[1]}
    assert harmed == {(1, 30): "夫", (1, 29): "婦", (15, 30): "婦", (15, 29): "夫"}
    for (day, length), who in harmed.items():
        assert rdg.zhoutang_husband(day, length) == (who == "夫")
        assert rdg.zhoutang_wife(day, length) == (who == "婦")
    for day in set(range(1, 31)) - {1, 15}:
        for length in (29, 30):
            assert not rdg.zhoutang_husband(day, length) and not rdg.zhoutang_wife(day, length)
    with pytest.raises(ValueError):
        rdg.zhoutang_husband(1, 31)
    meanings = {g.match.evaluator: g.meaning for g in by_name("周堂")}
    assert meanings == {"zhoutang_husband": "嫁娶「妨夫」", "zhoutang_wife": "嫁娶「妨妇」"}


# --- 尊星/帝星 day rule (L63): provided for a site view, not a day god ------------------------------------

def test_zunxing_day_palace_follows_the_rule(seed):
    # 「凡冬至后，甲子日尊星起乾，夏至后，甲子日尊星起坎。順行六十日，不入中宮，其對宮為帝星。」
    assert "冬至后，甲子日尊星起乾，夏至后，甲子日尊星起坎。順行六十日，不入中宮" in line(seed, 63)
    assert rdg.zunxing_day_palace(0, True) == 6 and rdg.zunxing_day_palace(0, False) == 1
    assert [rdg.zunxing_day_palace(i, True) for i in range(9)] == [6, 7, 8, 9, 1, 2, 3, 4, 6]
    assert all(rdg.zunxing_day_palace(i, w) != 5 for i in range(60) for w in (True, False))


# --- nothing silently dropped ----------------------------------------------------------------------------

def test_not_computable_rows_name_what_the_line_prints(seed):
    for name, number, why in NOT_COMPUTABLE:
        printed = simplified(line(seed, int(number)))
        assert simplified(name) == name, name
        for part in name.split(" (")[0].split("、"):
            assert part in printed, (part, number, printed[:80])
        assert why.strip()


def _rows(text: str) -> set[str]:
    found = set()
    for letter, first, last in re.findall(r"\b([AV])(\d+)(?:–[AV]?(\d+))?", text):
        found.update(f"{letter}{n}" for n in range(int(first), int(last or first) + 1))
    return found


def test_every_row_of_digest_table_a_is_accounted_for():
    covered = set()
    for god in REJECTED_DAY_GODS:
        covered |= _rows(god.source.note.split(";")[0])
    for _, _, why in NOT_COMPUTABLE:
        covered |= _rows(why.split(":")[0])
    expected = {f"A{n}" for n in range(1, 67)} | {f"V{n}" for n in range(1, 28)}
    assert covered == expected, (sorted(expected - covered), sorted(covered - expected))
