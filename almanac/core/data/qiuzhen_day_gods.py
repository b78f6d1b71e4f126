"""Day gods that another seed's lists name and only 选择求真 (seed 000) defines.

Seed 003's 事类总集 names 火星 among the 忌 of 成造船只 (L875 “忌火星天贼伏断正四废执破日”) and defines it nowhere;
seed 000 keeps 日家火星日 as the one day fire that has reason (L787 “火星有三十余种，内惟…日家火星日为有理”) and gives
its rule (L825–L833). It speaks only to the activities whose lists name it: its own 按 says it is no 凶日 by itself
(L833 “按火星非凶日也 … 否则虽遇其日无妨”), so it does not grade the day (rules.catalogue.GRADING_GODS).
"""

from almanac.core.rules.model import BAD, DayGod, MonthPillar
from almanac.core.sources import SEED_QIUZHEN, Source

# 火星日 (000 L829 例, L831): “其法将六十甲子，顺布九宫，数至七赤兑位，即其日为火星也。四孟月从乾宫起甲子顺数，四仲月
# 从兑宫起甲子，四季月从艮宫起甲子，俱顺行九宫” (the 例's verse, L829: “四孟甲子乾顺程，仲月兑宫甲子离，季在艮宫顺数去，
# 日临兑位是火星”). 顺 = palace 1 → 9; 乾 6, 兑 7, 艮 8. The day pillars on 兑 7:
_MENG = "乙丑 甲戌 癸未 壬辰 辛丑 庚戌 己未"  # 甲子 on 乾 6: the pillars 1, 10, 19 … of the cycle
_ZHONG = "甲子 癸酉 壬午 辛卯 庚子 己酉 戊午"  # 甲子 on 兑 7: the pillars 0, 9, 18 …
_JI = "壬申 辛巳 庚寅 己亥 戊申 丁巳"  # 甲子 on 艮 8: the pillars 8, 17, 26 …
# 节气 months 1 寅 … 12 丑: 四孟 寅巳申亥 (1, 4, 7, 10), 四仲 卯午酉子, 四季 辰未戌丑.
HUOXING_PILLARS: tuple[str, ...] = (_MENG, _ZHONG, _JI) * 4

QIUZHEN_DAY_GODS: tuple[DayGod, ...] = (
    DayGod(
        "火星日", BAD, MonthPillar(HUOXING_PILLARS), Source(SEED_QIUZHEN, "火星日", 831, note="例 L829; 按 L833"),
        rule="“其法将六十甲子，顺布九宫，数至七赤兑位，即其日为火星也。四孟月从乾宫起甲子顺数，四仲月从兑宫起甲子，"
        "四季月从艮宫起甲子，俱顺行九宫”",
        meaning="忌起造与占盖，不忌安葬，有制不忌 (L831); 按火星非凶日也，或其方既叠诸凶，而又值火星日方忌 (L833)",
        spellings=("火星",),
    ),
)
