"""Seed 003 (协纪辨方书 卷三十五 附录): the tables of data/appendix_days.py and the activities of
data/activities_appendix.py against the lines that print them, the appendix's worked examples (digest
§18 W2–W25, W31–W32, D6–D11, D17–D18, A6), and the name bookkeeping.

The original lines used are quoted below exactly as printed (1-based line numbers, as `grep -n`
prints them). The tables are parsed from these quotes, so the comparisons run without the seeds;
when the seeds are present (../shared/seeds beside the repository; tests/seeds.py) every quote is also
checked against its line.
"""

import re
from functools import cache

import pytest

from almanac.core.calendar.ganzhi import BRANCHES, STEMS, ganzhi_from_name
from almanac.core.data import activities_appendix as acts
from almanac.core.data import appendix_days as t
from almanac.core.data.day_basics import MANSION_SEVEN_LUMINARIES, MANSIONS
from almanac.core.rules.model import (
    BAD,
    GOOD,
    AnyBranch,
    AnyPillar,
    AnyStem,
    Computed,
    DayGod,
    LunarDays,
    MonthPillar,
)
from tests.seeds import required_seeds_dir

S001 = "001_05e524af85a5a64b.txt"
S003 = "003_50e88f566c4c21ff.txt"

S003_LINES: dict[int, str] = {
    579: "一日，在足大指二日，在外踝三日，在股内四日，在腰五日，在口六日，在手七日，在内踝八日，在腕九日，在尻十日，在腰背十一日，在鼻柱十二日，在发际十三日，在牙齿十四日，在胃脘十五日，在遍身十六日，在胸十七日，在气冲十八日。",  # noqa: E501
    583: "在股内十九日，在足二十日，在内踝二十一日，在手小指二十二日，在外踝二十三日，在肝及足二十四日，在手阳明二十五日，在足阳明二十六日，在胸二十七日，在膝二十八日，在阴二十九日，在膝胫三十日，在足趺。",  # noqa: E501
    591: "甲日在头乙日在项丙日在肩背丁日在胸胁戊日在腹己日在背庚日在膝辛日在脾壬日在肾癸日在足子日在目丑日在耳。寅日在胸卯日在鼻辰日在腰巳日在手午日在心腹未日在足申日在头一云在肩腰酉日在背一云在胫戌日在头一云在咽喉亥日在项。",  # noqa: E501
    603: "右皆人神所在不宜鍼灸见类经今时宪书止载逐日人神具录于此。",
    611: "通书曰一日，十一日，二十一日，正东二日，十二日，二十二日东南三日，十三日，二十三日，正南四日，十四日，二十四日西南五日，十五日，二十五日，正西六日，十六日，二十六日西北七日，十七日，二十七日，正北八日，十八日。",  # noqa: E501
    615: "二十八日东北九日，十九日，二十九日中方，十日，二十日，三十日在天。",
    627: "历例曰长星者正月初七二月初四三月初一四月初九五月十五六月初十七月初八八月初二初五九月初三初四十月初一十一月十二十二月初九是也。",  # noqa: E501
    631: "短星者正月二十一二月十九三月十六四月二十五五月二十五六月二十七月二十二八月十八十九九月十六十七十月十四十一月二十二十二月二十五日是也。其日忌开市纳财立券交易裁衣。",  # noqa: E501
    643: "如正月建寅寅中有甲以甲遁得庚午自寅一震三辰一巳一午一共得七数故七日为长星也。二月建卯卯中有乙以乙遁得庚辰自卯之震三并辰一共四数故四日为长星也。三月建辰辰中寄乙就乙仍遁得庚辰止得一数故一日为长星也。",  # noqa: E501
    647: "四月建巳用丁遁得庚戌自巳之巽四历午未申酉戌共九数也。午不用离九者以巳用巽四故也。五月建午用丙遁得庚寅为丙火长生之位故向前得庚子自离九历未申酉戌亥子得一十五也。六月建未就丁遁得庚戌自未申历酉之兑七至戌共得一十也。",  # noqa: E501
    651: "用兑七者以六月为金气伏藏之时故用西方之卦也。七月建申申中有庚为同体又以秋冬用辛故不用遁辰而用旺辰之酉自申至酉之兑七共得八数也。八月建酉酉中有辛故即得兑七也。",  # noqa: E501
    655: "今为二日五日合之亦得七九月建戌就辛遁得庚子辛丑自戌至子得三自戌至丑得四也。不用宫数者以戌尚西方之令未，至于乾也。十月建亥用癸遁得辛酉为干支同体故用壬遁得辛亥止得一也。十一月建子用壬遁得辛亥故自子之坎一至亥得十二也。",  # noqa: E501
    659: "十二月建丑就癸遁得辛酉自丑至酉得九也。不用宫数与九月同短星者丙丁也。以月建内所寄之干用五子元遁得丙丁者自建辰向前数之春夏至丙则止秋冬至丁则止其本节所当之卦则取其宫数其馀辰则一辰当一得数于朔实二十九内减之馀数是也。",  # noqa: E501
    663: "如正月用甲遁得丙寅寅为艮八以减二十九馀二十一日为短星也。二月用乙遁得丙戌自卯之震三至戌得十以减二十九馀十九也。三月就乙遁得丙子自辰一历巽四至子得十三以减二十九馀十六也。",  # noqa: E501
    667: "四月用丁遁得丙午为干支同体故即用本宫之巽四以减二十九馀二十五也。五月用丙遁得丙申自午至申之坤二共四以减二十九馀二十五也。六月就丁遁得丙午为干支同体故即用旺辰得午之离九以减二十九馀二十也。",  # noqa: E501
    671: "七月用庚遁得丁丑自申之坤二历酉戌亥子丑得七以减二十九馀二十二也。八月用辛遁得丙申丁酉自兑七至申得十八至酉得十九也。不以减二十九者以其在十六以后也。",  # noqa: E501
    675: "九月就辛遁得丙申丁酉自戌至申得十一至酉得十二不用宫数与长星同以减二十九馀十八十七也。今为十六日十七日未知孰是十月用癸遁得丁巳自亥之乾六至巳得十二以减二十九馀十七也。",  # noqa: E501
    679: "今为十四日未知孰是大抵长星应在十五以前短星应在十六以后恐传者误也。十一月用壬遁得丙午以子丑之月水旺火寒又为丙火胎养之位故复用也。自子之坎一至午得七以减二十九馀二十二也。",  # noqa: E501
    683: "十二月就癸遁得丙辰自丑至辰得四以减二十九馀二十五也。不用宫数与长星同。",
    687: "邵泰衢曰明原以长星为金短星为火非也。不知此生于月也。十五以前月光渐长而曰长十六以后月轮渐缺而曰短正七月者春秋之始也。故长于初七初八之上弦短于二十一二十二之下弦也。长，至于望之十五者长也。",  # noqa: E501
    695: "十五之前初六十一十四无长星十五之后二十七二十六二十三无短星正相应也。短星皆在下半月不应有十四也。按明原以长星为金短星为火考原依其说曲为迁就仍不能尽合邵泰衢以为生乎月又无理解顾相传已久存其名而阙其义可也。",  # noqa: E501
    711: "凡祀灶择六癸日",
    713: "凡祭祀灶神，宜选择六癸日（或按旧例忌六癸日，此据通书旧文存录）。",
    719: "每月宜用三日四日八日九日十日十一日十三日十四日十五日二十二日二十三日二十六日二十七日及申酉亥子日不宜伏社建破平收日。",  # noqa: E501
    723: "按百忌日所忌用事凡万年书通书所有及沐浴宜申酉亥子日不宜伏社日已入宜忌卷内原文附载于此。",
    851: "论归火与竖造同日惟推吉时家主先移祖先福神香火入宅俗谓先过香火俟毕工后再择吉日同家眷从吉方入宅如竖造之日不先移香火入宅必待山向年月得利方可入宅归火若竖造之日虽吉或犯归忌九丑又须别择。",  # noqa: E501
    875: "凡入山伐木起工架马定磉扇架与竖造宅舍同凡成造船只日与竖造宅舍吉日同忌火星天贼伏断正四废执破日。",
    879: "凡盖船篷日忌天火天贼八风破日",
    883: "凡新船下水日与出行日同宜天德月德天德合月德合要安平定成日忌触水龙日。",
    887: "凡合寿木宜木建日正月庚寅二月辛卯三月戊辰四月己巳五月壬午六月癸未七月庚申八月辛酉九月戊戌十月己亥十一月壬子十二月癸丑及四废日本命纳音生旺日忌本命日本命对冲日建日破日重日日辰纳音克本命纳音日。",  # noqa: E501
    891: "凡甃砌生坟亦如葬事选择年月要开山立向不犯年月家凶煞更得吉神，盖照山向却可用事若作印堂土堆惟择吉日不问山向吉凶开圹砌金井宜四废日旬中空亡月日及本命纳音有气月日。",  # noqa: E501
    895: "凡金井下砖日择日与葬日同",
    903: "凡嫁娶吉日宜不将天德月德天德合月德合母仓黄道上吉次吉月恩益后续世戊寅己卯人民合日又日辰合吉虽无不将亦可用不必拘也。",  # noqa: E501
    907: "凡月忌日不忌嫁娶辛亥年十一月初五日辛卯壬子年十二月初五日乙卯嫁娶用之亦多略举此事以祛俗忌。",
    915: "凡封拜施恩事出于上百无忌惟择吉时",
    931: "正月，辛未乙未壬午丙午（外）癸酉丁酉丁丑癸丑二月，戊寅庚寅己巳（外）丙寅甲寅丁丑癸丑。",
    935: "三月、己巳甲申。",
    939: "四月，（外）丁丑丙戌丙午庚午丙子庚子。",
    943: "五月、乙亥己亥（外）辛亥。",
    947: "六月，乙亥甲申庚申（外）癸酉丁酉辛亥。",
    951: "七月，戊子壬子（外）丙子庚子戊辰丙辰。",
    955: "八月，乙亥己亥庚寅戊寅甲申戊申庚申（外）戊辰壬。",
    959: "辰丙辰辛亥丙寅",
    963: "九月、癸卯（外）辛卯。",
    967: "十月，壬午辛未乙未（外）庚午丁未。",
    971: "十一月，庚寅戊寅（外）乙丑丁丑癸丑甲寅。",
    975: "十二月，戊寅己卯乙卯己巳（外）丙寅甲寅。",
    979: "起工通用吉日，己巳辛未甲戌乙亥戊寅己卯壬午甲申乙酉戊子庚寅乙未己亥壬寅癸卯丙午戊申己酉壬子乙卯己未庚申辛酉成开日。",  # noqa: E501
    983: "架马吉方，宜天德月德月空三奇帝星并诸吉方架马凶方，忌年家三煞独火官符月飞宫州县官符月流财小儿煞惟坐宫修方不出火避宅忌之定磉扇架吉日。",  # noqa: E501
    987: "正月、丁酉丙午癸丑。",
    991: "二月，乙丑丙寅乙亥戊寅癸未庚寅己亥癸丑甲寅。",
    995: "己未",
    999: "三月，甲子甲申戊子丁酉庚子壬子。",
    1003: "四月、甲子庚午庚子丙午癸丑。",
    1007: "五月，丙寅戊辰辛未甲戌戊寅癸未庚寅甲寅丙辰。",
    1011: "己未",
    1015: "六月，丙寅乙亥戊寅甲申甲寅庚申。",
    1019: "七月，甲子戊辰辛未戊子庚子壬子丙辰。",
    1023: "八月，乙丑丙寅戊寅庚寅己亥癸丑丙辰。",
    1027: "九月、庚午己卯壬午癸卯丙午。",
    1031: "十月，甲子庚午辛未壬午戊子乙未庚子壬子丙辰。",
    1035: "辛酉",
    1039: "十一月，丙寅戊寅甲申庚寅戊申甲寅丙辰庚申十二月，甲子丙寅己巳戊寅甲申戊子庚子壬子甲寅。",
    1043: "庚申",
    1047: "定磉扇架通吉日，甲子乙丑丙寅戊寅己巳庚午辛未甲戌乙亥戊寅己卯辛巳壬午癸未甲申丁亥戊子己丑庚寅癸巳乙未丁酉戊戌己亥庚子壬寅癸卯丙午戊申己酉壬子癸丑甲寅乙卯丙辰丁巳己未庚申辛酉又宜天德月德黄道并诸吉神值日亦可通用忌正四废天贼建破日。",  # noqa: E501
    1055: "正月、戊寅。",
    1059: "二月，乙亥丙寅癸丑戊寅甲申辛未甲寅己未三月，己巳甲申（外）丙子甲子庚子壬子。",
    1063: "四月、癸丑乙卯庚申。",
    1067: "五月，丙寅己巳辛未戊寅甲寅庚寅壬辰癸未己未。",
    1071: "乙卯",
    1075: "六月，丙寅戊寅甲寅辛亥甲申庚申。",
    1079: "七月、壬子丙辰庚申。",
    1083: "八月，丙寅庚寅戊寅壬子庚申乙亥。",
    1087: "九月、己未丙午辛卯。",
    1091: "十月、辛未乙未庚子丁未壬子。",
    1095: "十一月，丙寅戊寅甲申戊申庚申甲寅庚寅。",
    1099: "十二月，丙寅己巳戊寅甲申甲寅庚申。",
    1107: "宜甲子乙丑辛未癸酉甲戌壬午甲申乙酉戊子己丑辛卯癸巳乙未己亥庚子壬寅戊申壬子甲寅丙辰戊午又宜天德月德满成开日。",  # noqa: E501
    1115: "正月、癸酉（外）丁酉。",
    1119: "二月、甲申己亥甲寅。",
    1123: "三月、癸酉（外）丁酉。",
    1127: "四月、甲子（外）庚午。",
    1131: "五月、辛未。",
    1135: "六月、甲申甲寅（外）庚申。",
    1139: "七月、庚子壬子。",
    1143: "八月、乙丑（外）乙亥。",
    1147: "九月、（外）庚午丙午。",
    1151: "十月，甲子辛未庚子乙未（外）庚午。",
    1155: "十一月、甲寅。",
    1159: "十二月，甲子甲申甲寅庚子（外）庚申。",
    1167: "大月从下数至上逆行小月从上数至下顺行白字大吉，丫字损畜，人字损人。",
    1175: "春秋二季用心危毕张四宿值日属太阴吉。",
    1179: "夏冬二季用房虚昴星四宿值日属太阳吉。",
    1183: "又宜天德月德天恩福生黄道建除满成开日。",
    1187: "忌伏断天贼正四废天地空亡六壬空亡又忌旬中空亡截路空亡时。",
    1195: "正月、丁酉（外）癸酉。",
    1199: "二月，癸未乙亥辛亥（外）甲申丁未己未。",
    1203: "三月、丁酉（外）癸酉甲申。",
    1207: "四月，戊午（外）甲子丁丑庚午。",
    1211: "五月，癸未壬寅辛亥丙辰（外）丙寅辛未戊寅甲辰甲。",
    1215: "寅己未",
    1219: "六月，乙亥丁酉癸未壬寅辛亥（外）丙寅庚申甲申甲。",
    1223: "寅",
    1227: "七月，丙辰（外）戊辰甲子丙子庚子。",
    1231: "八月，乙亥庚寅壬寅辛亥丙辰（外）乙丑壬辰丁巳九月，戊午（外）庚午辛卯癸卯丙午壬午。",
    1235: "十月，丁酉丙辰戊午（外）甲子庚午辛未乙未丁未十一月，庚寅。",
    1239: "十二月，（外）丙寅戊寅甲申甲寅庚申。",
    1247: "养子宜天德月德天德合月德合黄道益后续世纳婿宜与嫁娶日同。",
    1255: "宜甲子己巳庚午甲戌乙亥丙子庚辰壬午癸未庚寅庚子日牛黄经又有戊辰戊午己未辛酉日又宜戊己庚辛壬癸日初一初五初六十二十三十五日。",  # noqa: E501
    1257: "通用宜甲子、己巳、庚午、甲戌、乙亥、丙子、庚辰、壬午、癸未、庚寅、庚子日；《牛黄经》又有戊辰、戊午、己未、辛酉日；此外又宜戊、己、庚、辛、壬、癸六干日，以及每月初一、初五、初六、十二、十三、十五日。",  # noqa: E501
    1263: "正月、庚寅。",
    1267: "二月、（外）戊寅。",
    1271: "三月、己巳。",
    1275: "四月、庚午壬午。",
    1279: "五月，己巳壬辰（外）乙未丙辰。",
    1283: "六月、庚申（外）甲申乙未。",
    1287: "七月、戊申庚申。",
    1291: "八月、（外）乙丑。",
    1295: "九月、甲戌。",
    1299: "十月、甲子丙子庚子壬子。",
    1303: "十一月、乙亥庚寅。",
    1307: "十二月，（外）乙丑丙寅戊寅甲寅。",
    1315: "宜甲子丁卯辛未乙亥己卯甲申戊子辛卯壬辰庚子壬寅乙巳壬子天德月德忌戊寅庚寅戊午天贼四废。",
    1323: "正月，丁卯乙亥己卯（外）庚午。",
    1327: "二月、辛未（外）丁未己未。",
    1331: "三月、丁卯己卯甲申己巳。",
    1335: "四月，甲子戊子庚子（外）庚午。",
    1339: "五月、辛未壬辰（外）丙辰。",
    1343: "六月，辛未乙亥甲申（外）庚申。",
    1347: "七月，甲子辛未丙子戊子庚子壬子。",
    1351: "八月，壬辰（外）乙丑甲戌丙辰。",
    1355: "九月、（外）辛酉。",
    1359: "十月，甲子辛未庚子壬子（外）庚午乙未。",
    1363: "十一月、辛未乙亥壬辰。",
    1367: "十二月，甲子戊子庚子（外）丙寅甲寅。",
    1375: "正月，癸酉癸卯甲寅丁卯庚午壬午丙午。",
    1379: "二月、甲寅乙巳戊寅庚寅。",
    1383: "三月、丁卯癸卯乙巳甲申戊申。",
    1387: "四月，丁卯庚午壬午癸卯甲子丙子。",
    1391: "五月，乙未丁未戊寅甲寅乙巳庚午壬午庚寅六月，甲寅乙未甲申戊申癸酉庚寅戊寅。",
    1395: "七月、甲子丙子癸酉乙未。",
    1399: "八月、甲申戊申乙巳。",
    1403: "九月、庚午癸酉壬午丙午。",
    1407: "十月，甲子庚子癸酉壬午丁未乙未。",
    1411: "十一月、戊寅庚寅甲寅。",
    1415: "十二月，乙卯戊申甲寅庚寅戊寅甲申乙巳。",
    1423: "宜生命六甲旬空月日忌生命建破魁罡年又宜本命纳音生旺有气日忌入墓日安寿木宜天德月德月空方忌三煞方。",
    1427: "子午卯酉生命忌子午卯酉年",
    1431: "寅申巳亥生命忌寅申巳亥年",
    1435: "辰戌丑未生命忌辰戌丑未年",
    1439: "水土命宜申酉亥子戌月日忌辰月辰日",
    1443: "金命宜巳午未申酉月日忌丑月丑日",
    1447: "木命宜亥子丑寅卯月日忌未月未日",
    1451: "火命宜寅卯辰巳午月日忌戌月戌日",
    1455: "寅午戌命忌寅午辰方申子辰命忌申酉戌方。",
    1459: "巳酉丑命忌巳午未方亥卯未命忌亥子丑方。",
    1467: "正月、庚午己卯壬午。",
    1471: "二月、庚午壬午甲午丙午。",
    1475: "三月、壬申甲申。",
    1479: "四月、甲子乙丑庚午壬午辛卯。",
    1483: "五月、乙丑壬寅癸丑甲寅。",
    1487: "六月，丁卯壬申甲申辛卯丙申癸卯乙卯。",
    1491: "七月，甲子丁卯己卯壬午辛卯癸卯丙午乙卯八月，乙卯壬辰戊辰癸丑。",
    1495: "九月，庚午壬午辛卯癸卯丙午乙卯丁卯。",
    1499: "十月，甲子丁卯庚午辛未己卯辛卯乙卯丙午十一月，壬申甲申乙未丙申。",
    1503: "十二月、壬申甲申丙申壬寅甲寅。",
    1511: "子日（甲庚），丑日（乙辛），寅日（乙癸），卯日（丙壬）辰日（丁甲），巳日（乙庚），午日（丁癸），未日（乙辛）申日（甲癸），酉日（丁壬），戌日（庚壬），亥日（乙辛）",  # noqa: E501
    1519: "甲子（申酉），乙丑（日出），丙寅（亥子），丁卯（寅卯午），戊辰（己申），己巳（巳午申），庚午（辰巳），辛未（己午丑未），壬申（未申亥），癸酉（辰申），甲戌（日入），乙亥（酉亥），丙子（日出），丁丑（寅卯）。",  # noqa: E501
    1521: "甲子日宜申时、酉时，乙丑日宜日出卯时，丙寅日宜亥时、子时，丁卯日宜寅时、卯时、午时，戊辰日宜巳时〔底本巳误作己，下同〕、申时，己巳日宜巳时、午时、申时，庚午日宜辰时、巳时，辛未日宜巳时、午时、丑时、未时，壬申日宜未时、申时、亥时，癸酉日宜辰时、申时，甲戌日宜日入酉时，乙亥日宜酉时、亥时，丙子日宜日出卯时，丁丑日宜寅时、卯时。",  # noqa: E501
    1523: "戊寅（辰巳），己卯（己申），庚辰（己申），辛巳（己未丑），壬午（己未），癸未（丑未），甲申（酉亥），乙酉（申酉），丙戌（戌亥），丁亥（己未），戊子（寅申），己丑（丑未），庚寅（丑申），辛卯（丑未），壬辰（日入）。",  # noqa: E501
    1525: "戊寅日宜辰时、巳时，己卯日宜巳时、申时，庚辰日宜巳时、申时，辛巳日宜巳时、未时、丑时，壬午日宜巳时、未时，癸未日宜丑时、未时，甲申日宜酉时、亥时，乙酉日宜申时、酉时，丙戌日宜戌时、亥时，丁亥日宜巳时、未时，戊子日宜寅时、申时，己丑日宜丑时、未时，庚寅日宜丑时、申时，辛卯日宜丑时、未时，壬辰日宜日入酉时。",  # noqa: E501
    1527: "癸巳（丑未），甲午（己未），乙未（日入），丙申（日出），丁酉（寅卯辰），戊戌（己申），己亥（己申），庚子（戌亥），辛丑（丑寅），壬寅（亥子），癸卯（丑未），甲辰（寅申），乙巳（亥子），丙午（寅卯），丁未（亥子）。",  # noqa: E501
    1529: "癸巳日宜丑时、未时，甲午日宜巳时、未时，乙未日宜日入酉时，丙申日宜日出卯时，丁酉日宜寅时、卯时、辰时，戊戌日宜巳时、申时，己亥日宜巳时、申时，庚子日宜戌时、亥时，辛丑日宜丑时、寅时，壬寅日宜亥时、子时，癸卯日宜丑时、未时，甲辰日宜寅时、申时，乙巳日宜亥时、子时，丙午日宜寅时、卯时，丁未日宜亥时、子时。",  # noqa: E501
    1531: "戊申（寅申），己酉（己申），庚戌（己申），辛亥（己未），壬子（辰戌），癸丑（丑未），甲寅（寅申酉），乙卯（申酉），丙辰（己亥），丁巳（亥子），戊午（己申），己未（午申），庚申（辰巳），辛酉（寅申），壬戌（丑寅）。",  # noqa: E501
    1533: "戊申日宜寅时、申时，己酉日宜巳时、申时，庚戌日宜巳时、申时，辛亥日宜巳时、未时，壬子日宜辰时、戌时，癸丑日宜丑时、未时，甲寅日宜寅时、申时、酉时，乙卯日宜申时、酉时，丙辰日宜巳时、亥时，丁巳日宜亥时、子时，戊午日宜巳时、申时，己未日宜午时、申时，庚申日宜辰时、巳时，辛酉日宜寅时、申时，壬戌日宜丑时、寅时。",  # noqa: E501
    1535: "癸亥（己申）。",
    1537: "癸亥日宜巳时、申时。",
    1543: "成服宜甲子己巳乙酉庚寅丁酉丙午癸丑戊午庚申鸣吠日鸣吠对日忌重复建破日。",
    1551: "正月，乙酉庚寅丙午丁酉癸丑戊午。",
    1555: "二月、甲子庚寅丙午庚申癸丑。",
    1559: "三月，甲子乙酉庚寅丁酉丙午癸丑。",
    1563: "四月，甲子乙酉庚寅丁酉庚申癸丑戊午。",
    1567: "五月、乙酉庚寅庚申。",
    1571: "六月，甲子乙酉庚寅丁酉丙午庚申。",
    1575: "七月，甲子乙酉丙午丁酉癸丑戊午。",
    1579: "八月、甲子庚寅庚申戊午。",
    1583: "九月，甲子乙酉庚寅丁酉丙午庚申戊子。",
    1587: "十月，甲子庚寅丁酉丙午乙酉庚申戊子。",
    1591: "十一月、甲子乙酉庚寅丁酉庚申。",
    1595: "十二月，甲子乙酉丁酉丙午庚申戊午。",
    1599: "除服宜壬申丙子甲申辛卯丙申庚子丙午戊午己酉辛亥壬子乙卯己未庚申除日忌建破日。",
    1607: "正月，辛卯乙卯（外）丁卯癸卯己卯。",
    1611: "二月、戊辰庚辰壬辰丙辰。",
    1615: "三月、辛巳癸巳乙巳丁巳。",
    1619: "四月、庚午壬午甲午戊午。",
    1623: "五月、乙未己未（外）辛未。",
    1627: "六月、壬申甲申丙申庚申。",
    1631: "七月，己酉（外）癸酉丁酉乙酉辛酉。",
    1635: "八月、甲戌丙戌戊戌庚戌壬戌。",
    1639: "九月，辛亥（外）乙亥癸亥丁亥。",
    1643: "十月，丙子庚子（外）甲子戊子。",
    1647: "十一月、乙丑丁丑己丑辛丑。",
    1651: "十二月，戊寅（外）丙寅庚寅壬寅甲寅。",
    1667: "其论专取吉时则至不得已而通其变亦可见术数之不拘也。至其选定吉日世亦不甚遵信如入殓成服各有礼制不问阴阳也。牛栏马枋事本相同无须别择也。",  # noqa: E501
    1671: "若门光星大月起寅小月起卯，按日顺数上旬越戌下旬越辰东西为吉南损畜北损人虽有例可推而实无义可解略之而索隐或以为奇录之而习见自呈其陋观者当自知辨也。",  # noqa: E501
}

# Seed 001 lines this file leans on.
S001_LINES: dict[int, str] = {
    9: "后天八卦方位：离南坎北，震东兑西，巽东南，坤西南，乾西北，艮东北。",
    105: "建除十二神：建、除、满、平、定、执、破、危、成、收、开、闭。从月建日开始为建日。",
    333: "月忌日：初五、十四、二十三，凡事避之。",
    513: "日干为君，支为臣，与月令同气，或与月三合，或月建相生，及天德、岁德、月德为上吉，三德合日，天恩、天赦日为次吉。",  # noqa: E501
}

MONTHS = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月")
_MONTH_RE = re.compile("(十一月|十二月|正月|二月|三月|四月|五月|六月|七月|八月|九月|十月)")
_PILLAR_RE = re.compile("[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]")
_DIGITS = "一二三四五六七八九"
_NUMBER_RE = re.compile("初[一二三四五六七八九十]|[二三]?十[一二三四五六七八九]?|[一二三四五六七八九]")


@cache
def seed_lines(seed: str) -> list[str]:
    return (required_seeds_dir() / seed).read_text(encoding="utf-8").splitlines()


def day_number(text: str) -> int:
    """初一 … 三十 (also 十一, 二十五 …) → 1 … 30."""
    text = text.removeprefix("初")
    if "十" not in text:
        return _DIGITS.index(text) + 1
    tens, _, ones = text.partition("十")
    return (_DIGITS.index(tens) + 1 if tens else 1) * 10 + (_DIGITS.index(ones) + 1 if ones else 0)


def day_numbers(text: str) -> tuple[int, ...]:
    return tuple(day_number(n) for n in _NUMBER_RE.findall(text))


def joined(*lines: int) -> str:
    text = "".join(S003_LINES[n] for n in lines)
    for mark in "。，、 ":
        text = text.replace(mark, "")
    return text


def by_month(*lines: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Parse monthly lists “正月，辛未乙未（外）癸酉…二月，…” into (main, 外) rows of 12."""
    parts = _MONTH_RE.split(joined(*lines))
    main, wai = [""] * 12, [""] * 12
    for i in range(1, len(parts), 2):
        month = MONTHS.index(parts[i])
        first, _, second = parts[i + 1].partition("（外）")
        main[month] = " ".join(_PILLAR_RE.findall(first))
        wai[month] = " ".join(_PILLAR_RE.findall(second))
    return tuple(main), tuple(wai)


def pillars(text: str) -> str:
    return " ".join(_PILLAR_RE.findall(text))


def god(name: str, reading: str | None = None) -> DayGod:
    found = [g for g in t.APPENDIX_DAY_GODS if g.name == name and (reading is None or g.reading == reading)]
    assert len(found) == 1, (name, reading, found)
    return found[0]


def activity(name: str):
    found = [a for a in acts.ACTIVITIES_003 if a.name == name]
    assert len(found) == 1, name
    return found[0]


# --- the quotes are the seeds' -----------------------------------------------------------------

@pytest.mark.parametrize("line", sorted(S003_LINES))
def test_quote_is_seed_003_line(line):
    assert seed_lines(S003)[line - 1] == S003_LINES[line]


@pytest.mark.parametrize("line", sorted(S001_LINES))
def test_quote_is_seed_001_line(line):
    assert S001_LINES[line] in seed_lines(S001)[line - 1]


def test_quoted_lines_are_original_text_not_translation():
    # The translation lines read “正月宜…”, “…日宜…时”; the originals never do (except 1257, 1521–1537,
    # 713, quoted on purpose as translation).
    translation = {713, 1257, 1521, 1525, 1529, 1533, 1537}
    for n, text in S003_LINES.items():
        if n not in translation:
            assert "此外又宜" not in text and "外补宜" not in text and not re.search("日宜.时", text), n


# --- 三、逐日人神所在 ---------------------------------------------------------------------------------

def test_renshen_by_lunar_day_as_printed():
    text = joined(579, 583)  # “一日，在足大指二日，在外踝…十八日。” + “在股内十九日…三十日，在足趺。”
    pairs = re.findall("([一二三四五六七八九十]+)日在([^一二三四五六七八九十]+)", text)
    assert {day_number(n): part for n, part in pairs} == t.RENSHEN_BY_LUNAR_DAY
    assert len(pairs) == 30 and t.RENSHEN_BY_LUNAR_DAY_SOURCE.line == 579


def test_renshen_by_stem_and_branch_as_printed():
    text = joined(591)
    entries = re.findall("([甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥])日在(.+?)(?=[甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥]日在|$)", text)
    assert len(entries) == 22
    main = {k: v.split("一云在")[0] for k, v in entries}
    alt = {k: v.split("一云在")[1] for k, v in entries if "一云在" in v}
    assert {k: main[k] for k in STEMS} == t.RENSHEN_BY_STEM
    assert {k: main[k] for k in BRANCHES} == t.RENSHEN_BY_BRANCH
    assert alt == t.RENSHEN_BY_BRANCH_ALTERNATIVE
    assert t.RENSHEN_BY_STEM_SOURCE.line == t.RENSHEN_BY_BRANCH_SOURCE.line == 591


def test_renshen_examples():
    # digest D6
    assert t.RENSHEN_BY_LUNAR_DAY[1] == "足大指" and t.RENSHEN_BY_LUNAR_DAY[15] == "遍身"
    assert t.RENSHEN_BY_LUNAR_DAY[30] == "足趺"
    assert t.RENSHEN_BY_STEM["甲"] == "头"
    assert t.RENSHEN_BY_BRANCH["申"] == "头" and t.RENSHEN_BY_BRANCH_ALTERNATIVE["申"] == "肩腰"
    assert t.renshen(1, "甲", "子") == {"lunar_day": "足大指", "stem": "头", "branch": "目", "branch_alternative": ""}
    # L591 “申日在头一云在肩腰酉日在背一云在胫戌日在头一云在咽喉”: the day's other reading, where given
    assert [t.renshen(1, "甲", b)["branch_alternative"] for b in "申酉戌亥"] == ["肩腰", "胫", "咽喉", ""]
    assert t.RENSHEN_USE in S003_LINES[603] and "鍼灸" in t.RENSHEN_USE


# --- 四、太白逐日游方 -----------------------------------------------------------------------------

def test_taibai_as_printed():
    text = joined(611, 615).removeprefix("通书曰")
    parts = re.split("(正东|东南|正南|西南|正西|西北|正北|东北|中方|在天)", text)
    parsed = {}
    for i in range(1, len(parts), 2):
        for n in parts[i - 1].split("日"):
            if n:
                parsed[day_number(n)] = parts[i]
    assert parsed == t.TAIBAI_BY_LUNAR_DAY
    assert len(parsed) == 30


def test_taibai_examples_and_palaces():
    # digest D7
    assert t.TAIBAI_BY_LUNAR_DAY[1] == "正东" and t.TAIBAI_BY_LUNAR_DAY[9] == "中方"
    assert t.TAIBAI_BY_LUNAR_DAY[10] == "在天" and t.TAIBAI_BY_LUNAR_DAY[28] == "东北"
    # palaces by seed 001's 后天八卦方位 (L9): 离南坎北，震东兑西，巽东南，坤西南，乾西北，艮东北
    line = S001_LINES[9]
    for direction, palace in t.TAIBAI_PALACE.items():
        if palace in "中" or not palace:
            continue
        assert palace + direction[-1] in line or palace + direction in line, direction


# --- 五、长星短星 -------------------------------------------------------------------------------

def month_days(line: int, head: str) -> dict[int, tuple[int, ...]]:
    text = joined(line).split(head, 1)[1].split("是也", 1)[0]
    parts = _MONTH_RE.split(text)
    return {MONTHS.index(parts[i]) + 1: day_numbers(parts[i + 1]) for i in range(1, len(parts), 2)}


def test_changxing_as_printed():
    assert month_days(627, "长星者") == t.CHANGXING_DAYS


def test_duanxing_as_printed():
    assert month_days(631, "短星者") == t.DUANXING_DAYS
    assert t.CHANGXING_TABOO_TEXT in S003_LINES[631]


def test_long_stars_before_the_full_moon_and_short_after_it_except_the_disputed_one():
    # 邵泰衢 (L687, L695): 长 by the 15th, 短 from the 16th; “短星皆在下半月不应有十四也”.
    assert all(d <= 15 for days in t.CHANGXING_DAYS.values() for d in days)
    late = {m: days for m, days in t.DUANXING_DAYS.items() if any(d < 16 for d in days)}
    assert late == {10: (14,)}
    assert all(d >= 16 for days in t.DUANXING_DAYS_KAOYUAN.values() for d in days)


# 考原's derivation, month by month, as the text counts it (L643–L683): the 辰 passed and the number
# each scores (a palace number for the trigram, else 1). Digest W2–W25.
CHANGXING_COUNT = {
    1: "寅1 卯3 辰1 巳1 午1",  # “自寅一震三辰一巳一午一共得七数”
    2: "卯3 辰1",  # “自卯之震三并辰一共四数”
    3: "辰1",  # “止得一数”
    4: "巳4 午1 未1 申1 酉1 戌1",  # “自巳之巽四历午未申酉戌共九数”
    5: "午9 未1 申1 酉1 戌1 亥1 子1",  # “自离九历未申酉戌亥子得一十五”
    6: "未1 申1 酉7 戌1",  # “自未申历酉之兑七至戌共得一十”
    7: "申1 酉7",  # “自申至酉之兑七共得八数”
    9: "戌1 亥1 子1",  # “自戌至子得三” (and 至丑得四)
    10: "亥1",  # “止得一也”
    11: "子1 丑1 寅1 卯1 辰1 巳1 午1 未1 申1 酉1 戌1 亥1",  # “自子之坎一至亥得十二”
    12: "丑1 寅1 卯1 辰1 巳1 午1 未1 申1 酉1",  # “自丑至酉得九”
}
DUANXING_COUNT = {
    1: "寅8",  # “寅为艮八以减二十九馀二十一”
    2: "卯3 辰1 巳1 午1 未1 申1 酉1 戌1",  # “自卯之震三至戌得十以减二十九馀十九”
    4: "巳4",  # “即用本宫之巽四以减二十九馀二十五”
    5: "午1 未1 申2",  # “自午至申之坤二共四”
    6: "午9",  # “即用旺辰得午之离九以减二十九馀二十”
    7: "申2 酉1 戌1 亥1 子1 丑1",  # “自申之坤二历酉戌亥子丑得七”
    11: "子1 丑1 寅1 卯1 辰1 巳1 午1",  # “自子之坎一至午得七”
    12: "丑1 寅1 卯1 辰1",  # “自丑至辰得四”
}


def total(steps: str) -> int:
    return sum(int(step[1:]) for step in steps.split())


def test_kaoyuan_long_star_counts():
    for month, steps in CHANGXING_COUNT.items():
        expected = t.CHANGXING_DAYS[month][0]
        assert total(steps) == expected, month
    assert total(CHANGXING_COUNT[9]) + 1 == t.CHANGXING_DAYS[9][1]  # 至丑得四
    # 八月: “酉中有辛故即得兑七也。今为二日五日合之亦得七” (L651, L655)
    assert sum(t.CHANGXING_DAYS[8]) == 7
    assert "共得七数故七日为长星也" in S003_LINES[643] and "今为二日五日合之亦得七" in S003_LINES[655]


def test_kaoyuan_short_star_counts():
    for month, steps in DUANXING_COUNT.items():
        assert 29 - total(steps) == t.DUANXING_DAYS[month][0], month
    # 八月 not subtracted: from 酉 (兑七) on to 申 = 18, to 酉 = 19 (L671 “不以减二十九者以其在十六以后也”)
    assert 7 + 11 == 18 and 7 + 12 == 19 and t.DUANXING_DAYS[8] == (18, 19)
    # 九月: 戌→申 11, →酉 12 → 18, 17 (考原) against 16, 17 (通书) — “未知孰是” (L675)
    assert (29 - 11, 29 - 12) == (18, 17) and t.DUANXING_DAYS[9] == (16, 17)
    assert set(t.DUANXING_DAYS_KAOYUAN[9]) == {17, 18}
    # 十月: 亥 (乾六) + 子…巳 (6) = 12 → 17 (考原) against 14 (通书)
    assert 29 - (6 + 6) == 17 and t.DUANXING_DAYS[10] == (14,) and t.DUANXING_DAYS_KAOYUAN[10] == (17,)
    assert "未知孰是" in S003_LINES[675] and "今为十四日未知孰是" in S003_LINES[679]
    assert {m: d for m, d in t.DUANXING_DAYS_KAOYUAN.items() if d != t.DUANXING_DAYS[m]} == {9: (17, 18), 10: (17,)}


def test_kaoyuan_march_short_star_is_inconsistent_in_the_text():
    # L663: “自辰一历巽四至子得十三以减二十九馀十六也” — the 辰 it names add to 12, not 13 (digest T8);
    # the table's 16 is kept.
    assert "自辰一历巽四至子得十三以减二十九馀十六也" in S003_LINES[663]
    assert total("辰1 巳4 午1 未1 申1 酉1 戌1 亥1 子1") == 12
    assert 29 - 13 == t.DUANXING_DAYS[3][0] == 16


def test_long_and_short_star_gods():
    chang, duan = god("长星"), god("短星", "历例")
    assert chang.kind == duan.kind == BAD and chang.match == Computed("changxing")
    assert duan.match == Computed("duanxing") and duan.default
    kaoyuan = god("短星", "考原")
    assert kaoyuan.match == Computed("duanxing_kaoyuan") and not kaoyuan.default
    for name in ("开市", "纳财", "立券交易", "裁衣"):
        assert activity(name).bad == ("长星", "短星")


# --- 七、祀灶日 / 八、洗头日 ---------------------------------------------------------------------

def test_sizao():
    assert S003_LINES[711] == "凡祀灶择六癸日"
    chosen = god("祀灶日", "原文：择六癸日")
    assert chosen.kind == GOOD and chosen.match == AnyStem("癸") and chosen.default
    # the other reading exists only in the translation (L713) and is not the default
    other = god("祀灶日", "译文：旧例忌六癸日")
    assert other.kind == BAD and not other.default and other.rule in S003_LINES[713]
    assert "忌" not in S003_LINES[711]
    assert activity("祀灶").good == ("祀灶日",)
    # only the six 癸 days (digest D10)
    six = [gz for gz in (f"{s}{b}" for s in STEMS for b in BRANCHES) if gz[0] == "癸" and ganzhi_ok(gz)]
    assert six == ["癸丑", "癸卯", "癸巳", "癸未", "癸酉", "癸亥"]


def ganzhi_ok(name: str) -> bool:
    return STEMS.index(name[0]) % 2 == BRANCHES.index(name[1]) % 2


def test_xitou_as_printed():
    text = joined(719)
    good_part, _, bad_part = text.partition("不宜")
    days_part, _, branches_part = good_part.removeprefix("每月宜用").partition("及")
    assert tuple(day_number(n) for n in days_part.split("日") if n) == t.XITOU_LUNAR_DAYS
    assert branches_part.removesuffix("日") == t.XITOU_BRANCHES
    assert bad_part == "伏社建破平收日" and t.XITOU_BAD_OFFICERS == "建破平收"
    assert god("洗头日").match == LunarDays(t.XITOU_LUNAR_DAYS)
    assert god("申酉亥子日").match == AnyBranch("申酉亥子")
    xitou = activity("洗头")
    assert set(xitou.good) == {"洗头日", "申酉亥子日"}
    assert set(xitou.bad) == {"伏日", "社日", "建日", "破日", "平日", "收日"}
    # the 按 (L723) repeats 沐浴宜申酉亥子日不宜伏社日
    assert "沐浴宜申酉亥子日不宜伏社日" in S003_LINES[723]


def test_fu_and_she_days_are_computed_with_documented_rules():
    assert god("伏日", "初伏中伏末伏三日").match == Computed("sanfu")
    assert god("伏日", "三伏期间").match == Computed("sanfu_period") and not god("伏日", "三伏期间").default
    assert god("社日").match == Computed("sheri")
    for name in ("sanfu", "sanfu_period", "sheri"):
        assert "庚" in t.COMPUTED_EVALUATORS[name] or "戊" in t.COMPUTED_EVALUATORS[name], name
    assert "夏至" in t.COMPUTED_EVALUATORS["sanfu"] and "立秋" in t.COMPUTED_EVALUATORS["sanfu"]
    assert "立春" in t.COMPUTED_EVALUATORS["sheri"] and "立秋" in t.COMPUTED_EVALUATORS["sheri"]


# --- 十二、杂用宜忌: the monthly lists -----------------------------------------------------------

MONTHLY = [
    # (main table, 外 table or None, original lines)
    (t.QIGONG_JIAMA, t.QIGONG_JIAMA_WAI, range(931, 976, 4)),
    (t.DINGSANG_SHANJIA, None, range(987, 1044, 4)),
    (t.XIUCHU, t.XIUCHU_WAI, range(1055, 1100, 4)),
    (t.ZAOMEN_MONTHLY, t.ZAOMEN_MONTHLY_WAI, range(1115, 1160, 4)),
    (t.SUHUI_MONTHLY, t.SUHUI_MONTHLY_WAI, range(1195, 1240, 4)),
    (t.NIULAN_MONTHLY, t.NIULAN_MONTHLY_WAI, range(1263, 1308, 4)),
    (t.MAFANG_MONTHLY, t.MAFANG_MONTHLY_WAI, range(1323, 1368, 4)),
    (t.YANGCAN, None, range(1375, 1416, 4)),
    (t.ZHANCAO, None, range(1467, 1504, 4)),
    (t.CHENGFU_MONTHLY, None, range(1551, 1596, 4)),
    (t.CHUFU_MONTHLY, t.CHUFU_MONTHLY_WAI, range(1607, 1652, 4)),
]


@pytest.mark.parametrize("main, wai, lines", MONTHLY, ids=lambda x: None if isinstance(x, range) else "")
def test_monthly_list_as_printed(main, wai, lines):
    parsed_main, parsed_wai = by_month(*lines)
    assert main == parsed_main
    if wai is None:
        assert not any(parsed_wai)
    else:
        assert wai == parsed_wai


def test_monthly_lists_split_over_a_line_break():
    # 八月 起工架马 “…（外）戊辰壬。” / “辰丙辰辛亥丙寅”; 五月 塑绘 “…甲辰甲” / “寅己未”
    assert t.QIGONG_JIAMA_WAI[7] == "戊辰 壬辰 丙辰 辛亥 丙寅"
    assert t.SUHUI_MONTHLY_WAI[4] == "丙寅 辛未 戊寅 甲辰 甲寅 己未"
    assert t.SUHUI_MONTHLY_WAI[5] == "丙寅 庚申 甲申 甲寅"
    assert t.DINGSANG_SHANJIA[1].endswith("甲寅 己未") and t.XIUCHU[4].endswith("己未 乙卯")


def test_month_lists_are_valid_and_without_repeats():
    tables = [m for m, _, _ in MONTHLY] + [w for _, w, _ in MONTHLY if w is not None]
    for table in tables:
        assert len(table) == 12
        for cell in table:
            days = cell.split()
            assert len(days) == len(set(days))
            assert all(ganzhi_ok(d) for d in days)


def test_chufu_days_are_chu_days_so_months_are_jieqi_months():
    # digest D18: every 逐月除服 day is a 除日 of its 月建 (正月 卯 …).
    for month in range(12):
        for day in (t.CHUFU_MONTHLY[month] + " " + t.CHUFU_MONTHLY_WAI[month]).split():
            assert BRANCHES.index(day[1]) == (month + 2 + 1) % 12, (month + 1, day)


def test_mujian_days_are_the_months_jian_with_wood_nayin():
    # 事类总集 L887 (digest D11): 正月庚寅 … 十二月癸丑.
    text = joined(887).split("宜木建日", 1)[1]
    parts = _MONTH_RE.split(text)
    parsed = tuple(_PILLAR_RE.findall(parts[i + 1])[0] for i in range(1, len(parts), 2))
    assert parsed == t.MUJIAN
    for month, day in enumerate(t.MUJIAN):
        assert BRANCHES.index(day[1]) == (month + 2) % 12  # the month's 建
        assert ganzhi_from_name(day).nayin.element == "木"
    assert god("木建日").match == MonthPillar(t.MUJIAN)


# --- 十二、杂用宜忌: the lists for every month --------------------------------------------------

def test_qigong_tongyong_as_printed():
    text = joined(979)
    assert pillars(text) == t.QIGONG_TONGYONG and len(t.QIGONG_TONGYONG.split()) == 23
    assert text.endswith("成开日")
    assert set(activity("起工架马").good) >= {"起工通用吉日", "成日", "开日", "起工架马吉日", "起工架马吉日（外）"}


def test_dingsang_tong_drops_the_repeated_wuyin():
    printed = _PILLAR_RE.findall(S003_LINES[1047])
    assert len(printed) == 39 and printed.count("戊寅") == 2 and printed.index("戊寅") == 3
    assert printed[2:5] == ["丙寅", "戊寅", "己巳"]  # out of 60-cycle order: digest T13
    distinct = list(dict.fromkeys(printed))
    assert t.DINGSANG_SHANJIA_TONG.split() == [d for i, d in enumerate(printed) if i != 3]
    assert set(distinct) == set(t.DINGSANG_SHANJIA_TONG.split()) and len(distinct) == 38
    assert "T13" in god("定磉扇架通吉日").correction


def test_zaomen_niulan_mafang_chengfu_chufu_as_printed():
    assert pillars(S003_LINES[1107].split("又宜")[0]) == t.ZAOMEN
    niulan = S003_LINES[1255]
    assert pillars(niulan.split("日牛黄经")[0]) == t.NIULAN
    assert pillars(niulan.split("牛黄经又有")[1].split("日")[0]) == t.NIULAN_NIUHUANGJING
    assert niulan.split("又宜")[1].split("日")[0] == t.NIULAN_STEMS
    # “初一初五初六十二十三十五日”, read as the translation (L1257) lists them
    assert "初一初五初六十二十三十五日" in niulan
    assert "初一、初五、初六、十二、十三、十五日" in S003_LINES[1257]
    assert day_numbers("初一、初五、初六、十二、十三、十五") == t.NIULAN_LUNAR_DAYS
    mafang = S003_LINES[1315]
    assert pillars(mafang.split("天德")[0]) == t.MAFANG
    assert pillars(mafang.split("忌")[1]) == t.MAFANG_BAD
    assert pillars(S003_LINES[1543].split("鸣吠")[0]) == t.CHENGFU
    assert pillars(S003_LINES[1599].split("除日")[0]) == t.CHUFU


def test_suhui_mansions():
    assert "春秋二季用心危毕张四宿值日属太阴吉" in S003_LINES[1175]
    assert "夏冬二季用房虚昴星四宿值日属太阳吉" in S003_LINES[1179]
    # 属太阴 / 属太阳: the mansions of 月 (Monday) and 日 (Sunday) in the 二十八宿 cycle
    assert all(MANSION_SEVEN_LUMINARIES[MANSIONS.index(m)] == "月" for m in t.SUHUI_MANSIONS["春秋"])
    assert all(MANSION_SEVEN_LUMINARIES[MANSIONS.index(m)] == "日" for m in t.SUHUI_MANSIONS["夏冬"])
    name = t.SUHUI_MANSION_EVALUATOR
    spring, summer, autumn, winter = name.split(":")[1].split("/")
    assert spring == autumn == t.SUHUI_MANSIONS["春秋"] and summer == winter == t.SUHUI_MANSIONS["夏冬"]
    assert god("塑绘神像吉宿").match == Computed(name)


# --- 门光星 ------------------------------------------------------------------------------------

def test_menguang_follows_the_an():
    assert "大月起寅小月起卯" in S003_LINES[1671] and "上旬越戌下旬越辰东西为吉南损畜北损人" in S003_LINES[1671]
    assert t.menguang_branch(1, 30) == "寅" and t.menguang_branch(1, 29) == "卯"
    assert t.menguang_branch(9, 30) == "亥"  # 戌 skipped in the 上旬
    assert t.menguang_branch(20, 30) == "戌"  # not skipped in the 中旬
    assert t.menguang_branch(26, 30) == "巳"  # 辰 skipped in the 下旬


def test_menguang_table_of_the_digest():
    # digest §12.5 and A6
    big = {"白": (1, 2, 3, 7, 8, 12, 13, 14, 18, 19, 20, 24, 25, 29, 30), "丫": (4, 5, 6, 15, 16, 17, 26, 27, 28),
           "人": (9, 10, 11, 21, 22, 23)}
    small = {"白": (1, 2, 6, 7, 11, 12, 13, 17, 18, 19, 23, 24, 28, 29), "丫": (3, 4, 5, 14, 15, 16, 25, 26, 27),
             "人": (8, 9, 10, 20, 21, 22)}
    for mark, days in big.items():
        assert tuple(d for d in range(1, 31) if t.menguang_mark(d, 30) == mark) == days
    for mark, days in small.items():
        assert tuple(d for d in range(1, 30) if t.menguang_mark(d, 29) == mark) == days
    assert t.menguang_mark(4, 30) == "丫" and t.menguang_mark(8, 29) == "人"


def test_menguang_two_descriptions_agree():
    # L1167: 大月 read bottom-up, 小月 top-down, one column: 小月 day d = 大月 day 31 − d
    assert "大月从下数至上逆行小月从上数至下顺行" in S003_LINES[1167]
    assert all(t.menguang_mark(d, 29) == t.menguang_mark(31 - d, 30) for d in range(1, 30))


def test_menguang_is_shown_not_counted():
    for mark, kind in (("白", GOOD), ("丫", BAD), ("人", BAD)):
        g = god(f"门光星（{mark}）")
        assert g.kind == kind and g.rejected and g.match == Computed(f"menguang:{mark}")
    assert "实无义可解" in S003_LINES[1671]
    assert not any(n.startswith("门光星") for n in acts.referenced_names())


# --- 入棺 / 入殓 hours ---------------------------------------------------------------------------

def test_ruguan_hours_as_printed():
    parsed = dict(re.findall("([子丑寅卯辰巳午未申酉戌亥])日（(..)）", S003_LINES[1511]))
    assert parsed == t.RUGUAN_HOURS_BY_BRANCH and len(parsed) == 12


def test_rulian_hours_as_printed_and_corrected():
    printed = dict(re.findall(f"({_PILLAR_RE.pattern})（([^）]*)）", joined(1519, 1523, 1527, 1531, 1535)))
    assert printed == t.RULIAN_HOURS_PRINTED and len(printed) == 60
    assert sum("己" in h for h in printed.values()) == 16  # digest T16
    # the translation (L1521 …) gives every hour, 日出 = 卯, 日入 = 酉, with 巳 where 己 is printed
    translation = joined(1521, 1525, 1529, 1533, 1537).replace("〔底本巳误作己下同〕", "")
    for day, hours in re.findall(f"({_PILLAR_RE.pattern})日宜(.+?)(?={_PILLAR_RE.pattern}日宜|$)", translation):
        read = tuple(re.findall("(日出|日入|[子丑寅卯辰巳午未申酉戌亥])(?:卯|酉)?时", hours))
        assert read == t.RULIAN_HOURS_BY_DAY[day], day
    # digest D17
    assert t.RULIAN_HOURS_BY_DAY["戊辰"] == ("巳", "申") and t.RULIAN_HOURS_BY_DAY["甲寅"] == ("寅", "申", "酉")
    assert t.RULIAN_HOURS_BY_DAY["癸亥"] == ("巳", "申") and t.RULIAN_HOURS_BY_DAY["乙丑"] == ("日出",)


# --- the gods: rules quoted from their lines, matchers well formed -----------------------------

@pytest.mark.parametrize("g", t.APPENDIX_DAY_GODS, ids=lambda g: f"{g.name}-{g.reading}")
def test_god_rule_is_quoted_from_its_line(g):
    assert g.source.seed == S003 and g.kind in (GOOD, BAD)
    line = S003_LINES.get(g.source.line)
    if line is None:
        line = seed_lines(S003)[g.source.line - 1]
    for fragment in g.rule.split("…"):
        assert fragment in line.replace("，", "") or fragment in line, (g.name, fragment)


def test_god_matchers():
    for g in t.APPENDIX_DAY_GODS:
        m = g.match
        if isinstance(m, MonthPillar):
            assert len(m.values) == 12 and all(ganzhi_ok(d) for cell in m.values for d in cell.split())
        elif isinstance(m, AnyPillar):
            days = m.pillars.split()
            assert days and len(days) == len(set(days)) and all(ganzhi_ok(d) for d in days)
        elif isinstance(m, AnyStem):
            assert m.stems and set(m.stems) <= set(STEMS)
        elif isinstance(m, AnyBranch):
            assert m.branches and set(m.branches) <= set(BRANCHES)
        elif isinstance(m, LunarDays):
            assert all(1 <= d <= 30 for d in m.days)
        else:
            assert isinstance(m, Computed), g.name


def test_every_computed_matcher_is_documented_and_every_rule_used():
    used = {g.match.evaluator for g in t.APPENDIX_DAY_GODS if isinstance(g.match, Computed)}
    assert used == set(t.COMPUTED_EVALUATORS)
    assert all(len(rule) > 40 for rule in t.COMPUTED_EVALUATORS.values())


def test_names_and_readings_are_unique():
    keys = [(g.name, g.reading) for g in t.APPENDIX_DAY_GODS]
    assert len(keys) == len(set(keys))
    for name in {g.name for g in t.APPENDIX_DAY_GODS}:
        same = [g for g in t.APPENDIX_DAY_GODS if g.name == name]
        assert sum(g.default for g in same) == 1, name  # exactly one reading counts


def test_benming_tables_as_printed():
    for line, elements in ((1439, "水土"), (1443, "金"), (1447, "木"), (1451, "火")):
        text = S003_LINES[line]
        good, bad = text.split("宜")[1].split("月日忌")
        for element in elements:
            assert t.BENMING_NAYIN_YOUQI[element] == good
            assert bad == f"{t.BENMING_NAYIN_RUMU[element]}月{t.BENMING_NAYIN_RUMU[element]}日"
    for line, group in zip((1427, 1431, 1435), t.BENMING_YEAR_GROUPS):
        assert S003_LINES[line] == f"{group}生命忌{group}年"


# --- activities -------------------------------------------------------------------------------

_VOCABULARY = sorted(
    {*acts.NAMES_NEEDED_FROM_001, *acts.NAME_NORMALISATION, *acts.NAMES_NOT_IN_SEEDS, "重", "复"} - {"次吉"},
    key=len, reverse=True,
)
_OFFICERS = "建除满平定执破危成收开闭"


def names_in(run: str) -> set[str]:
    """Split a printed run like “天德月德天德合要安平定成日” into catalogue names."""
    found, i = set(), 0
    while i < len(run):
        if run.startswith("次吉", i):
            found.update(acts.NAME_NORMALISATION["次吉"].split())
            i += 2
            continue
        word = next((w for w in _VOCABULARY if run.startswith(w, i)), None)
        if word is not None:
            found.add({"重": "重日", "复": "复日"}.get(word, acts.NAME_NORMALISATION.get(word, word)))
            i += len(word)
        elif run[i] in _OFFICERS:
            found.add(run[i] + "日")
            i += 1
        elif run[i] in "日。":
            i += 1
        else:
            raise AssertionError(f"unknown name at {run[i:]!r}")
    return found


def evaluated_bad(name: str) -> set[str]:
    a = activity(name)
    return set(a.bad) | set(acts.ACTIVITY_UNDEFINED_NAMES.get(name, ()))


def test_activity_lists_against_the_text():
    between = lambda line, a, b: S003_LINES[line].split(a, 1)[1].split(b, 1)[0]  # noqa: E731
    own = {g.name for g in t.APPENDIX_DAY_GODS}
    cases = [
        # activity, names the text gives for good / bad (printed runs), appendix-defined gods expected too
        ("定磉扇架", between(1047, "又宜", "并诸吉神"), between(1047, "忌", "日"), {"定磉扇架吉日", "定磉扇架通吉日"}),
        ("造门", between(1107, "又宜", "日"), "", {"造门吉日", "逐月造门吉日", "逐月造门吉日（外）"}),
        ("塑绘神像开光", S003_LINES[1183].removeprefix("又宜").removesuffix("。"),
         between(1187, "忌", "又忌"), {"塑绘神像吉宿", "逐月塑绘神像吉日", "逐月塑绘神像吉日（外）"}),
        ("养子", between(1247, "养子宜", "纳婿"), "", set()),
        ("作马枋", between(1315, "壬子", "忌"), between(1315, "戊午", "。"),
         {"作马枋吉日", "逐月作马枋吉日", "逐月作马枋吉日（外）"}),
        ("成服", between(1543, "庚申", "忌"), between(1543, "忌", "。"), {"成服吉日", "逐月成服吉日"}),
        ("除服", between(1599, "庚申", "忌"), between(1599, "忌", "。"), {"除服吉日", "逐月除服吉日", "逐月除服吉日（外）"}),
        ("成造船只", "", between(875, "吉日同忌", "。"), set()),
        ("盖船篷", "", S003_LINES[879].split("忌")[1], set()),
        ("新船下水", between(883, "同宜", "忌"), between(883, "忌", "。"), set()),
        ("嫁娶（事类总集）", between(903, "吉日宜", "戊寅己卯"), "", {"人民合日"}),
        ("归火", "", between(851, "或犯", "又须"), set()),
        ("起工架马", S003_LINES[979].split("辛酉")[1], "", {"起工架马吉日", "起工架马吉日（外）", "起工通用吉日"}),
    ]
    for name, good_run, bad_run, appendix_good in cases:
        a = activity(name)
        assert set(a.good) == names_in(good_run) | appendix_good, name
        expected_bad = names_in(bad_run) | ({"作马枋忌日"} if name == "作马枋" else set())
        assert evaluated_bad(name) == expected_bad, name
        assert set(a.good) - own <= acts.NAMES_NEEDED_FROM_001


def test_hejoumu_and_shengfen():
    hj = activity("合寿木")
    assert set(hj.good) == {"木建日", "四废", "本命纳音有气日"}
    assert set(hj.bad) == {"本命日", "本命对冲日", "建日", "破日", "重日", "纳音克本命日", "本命纳音入墓日"}
    assert acts.GOOD_CANCELS_BAD["合寿木"] == (("木建日", "建日"),)
    sf = activity("作生坟")
    assert set(sf.good) == {"生命旬空日", "本命纳音有气日", "四废"}
    assert set(sf.bad) == {"生坟忌年", "本命纳音入墓日"}
    for line, fragment in ((887, "及四废日本命纳音生旺日忌本命日本命对冲日建日破日重日日辰纳音克本命纳音日"),
                           (891, "开圹砌金井宜四废日旬中空亡月日及本命纳音有气月日"),
                           (1423, "宜生命六甲旬空月日忌生命建破魁罡年又宜本命纳音生旺有气日忌入墓日")):
        assert fragment in S003_LINES[line]


def test_nawu_is_as_jiaqu():
    assert "纳婿宜与嫁娶日同" in S003_LINES[1247]
    assert activity("纳婿").good == activity("嫁娶（事类总集）").good
    assert acts.ACTIVITY_SAME_AS["纳婿"] == "嫁娶"


def test_same_as_rules_are_the_texts():
    assert "凡入山伐木起工架马定磉扇架与竖造宅舍同凡成造船只日与竖造宅舍吉日同" in S003_LINES[875]
    assert "凡新船下水日与出行日同" in S003_LINES[883] and "凡金井下砖日择日与葬日同" in S003_LINES[895]
    for name in ("入山伐木", "起工架马", "定磉扇架", "成造船只"):
        assert acts.ACTIVITY_SAME_AS[name] == "竖造宅舍"
    assert acts.ACTIVITY_SAME_AS["新船下水"] == "出行" and acts.ACTIVITY_SAME_AS["金井下砖"] == "安葬"


def test_yueji_does_not_bar_marriage():
    # 事类总集 L907 (digest W31, W32): “凡月忌日不忌嫁娶辛亥年十一月初五日辛卯壬子年十二月初五日乙卯…”;
    # both examples fall on 初五, one of seed 001's 月忌日 (L333: 初五、十四、二十三).
    text = S003_LINES[907]
    assert text.startswith("凡月忌日不忌嫁娶")
    examples = re.findall("(..)年(十[一二]月)初(.)日(..)", text)
    assert examples == [("辛亥", "十一月", "五", "辛卯"), ("壬子", "十二月", "五", "乙卯")]
    yueji = day_numbers(S001_LINES[333].split("：")[1].split("，")[0])
    assert yueji == (5, 14, 23) and all(day_number(d) in yueji for _, _, d, _ in examples)
    for name in ("嫁娶", "嫁娶（事类总集）", "纳婿"):
        assert "月忌日" in acts.ACTIVITY_EXEMPTIONS[name]
    assert all("月忌日" not in a.bad for a in acts.ACTIVITIES_003)


def test_fengbai_only_the_hour():
    assert "百无忌惟择吉时" in S003_LINES[915]
    assert acts.ACTIVITY_EXEMPTIONS["封拜施恩"] == frozenset({"*"})


def test_activities_are_unique_and_sourced():
    names = [a.name for a in acts.ACTIVITIES_003]
    assert len(names) == len(set(names))
    for a in acts.ACTIVITIES_003:
        assert a.source.seed == S003 and a.source.line
        line = S003_LINES.get(a.source.line) or seed_lines(S003)[a.source.line - 1]
        assert line.strip()
    # seed 001's activities keep their names; ours must not collide with them
    assert "嫁娶" not in names


# --- names ------------------------------------------------------------------------------------

def test_every_referenced_name_is_defined_here_or_needed_from_001():
    own = {g.name for g in t.APPENDIX_DAY_GODS if not g.rejected}
    referenced = acts.referenced_names()
    needed = acts.NAMES_NEEDED_FROM_001 | acts.NAMES_NEEDED_FROM_000
    assert referenced <= own | needed, referenced - own - needed
    assert needed <= referenced  # nothing listed for nothing
    assert not own & acts.NAMES_NEEDED_FROM_001
    assert not referenced & set(acts.NAMES_NOT_IN_SEEDS)


def test_names_needed_from_001_are_in_seed_001():
    text = "\n".join(seed_lines(S001))
    officers = S001_LINES[105].split("：")[1].split("。")[0].split("、")
    for name in acts.NAMES_NEEDED_FROM_001:
        if name.endswith("日") and name[0] in officers and len(name) == 2:
            continue  # 建日 … 开日: seed 001 §建除十二神 (L105)
        assert name in text, name


def test_names_not_in_seeds_are_not_in_seed_001_and_are_printed():
    text = "\n".join(seed_lines(S001))
    for name in acts.NAMES_NOT_IN_SEEDS:
        assert name not in text, name
    # 火星 (L875) is no longer among them: 001 names 火星 only as a direction to repair (L493 “要大兴，修火星”, L497
    # “火星乃三合旺方，即打头火也”), but 000 defines the day 火星日 (L825–L833; tests/core/test_undefined_gods.py).
    lines = [n for n, line in enumerate(seed_lines(S001), 1) if "火星" in line]
    assert lines == [493, 497] and "火星乃三合旺方，即打头火也" in seed_lines(S001)[496]
    assert "火星" not in acts.NAMES_NOT_IN_SEEDS and acts.NAME_NORMALISATION["火星"] == "火星日"
    for activity_name, names in acts.ACTIVITY_UNDEFINED_NAMES.items():
        printed = activity(activity_name).printed_bad
        assert all(n in printed for n in names) and set(names) <= set(acts.NAMES_NOT_IN_SEEDS)


def test_normalisations_come_from_seed_001():
    assert "上吉日：" in "".join(seed_lines(S001)) and "次吉" in S001_LINES[513]
    assert acts.NAME_NORMALISATION["次吉"].split() == ["天德合", "月德合", "天恩", "天赦"]
    text = "\n".join(seed_lines(S001))
    assert "灾煞（天狱、天火）" in text and "八风（触水龙）" in text and "鸣犬日（鸣吠对日）" in text


# --- 事类总集, rule by rule --------------------------------------------------------------------

def test_shilei_rules_cover_the_section():
    assert [r.id for r in acts.SHILEI_RULES] == [f"R{i}" for i in range(1, 29)]
    lines = [r.source.line for r in acts.SHILEI_RULES]
    assert lines == sorted(lines) and lines[0] == 795 and lines[-1] == 919
    for rule in (*acts.SHILEI_RULES, *acts.ZAYONG_RULES):
        assert rule.encoded in ("yes", "partly", "no") and rule.how
        if rule.encoded != "no":
            assert rule.day_rule or rule.id in ("Z3", "Z8", "Z9", "R28"), rule.id  # Z3 Z8 Z9 R28: hour rules


@pytest.mark.parametrize("rule", (*acts.SHILEI_RULES, *acts.ZAYONG_RULES), ids=lambda r: r.id)
def test_shilei_quotes_are_on_their_lines(rule):
    line = S003_LINES.get(rule.source.line) or seed_lines(S003)[rule.source.line - 1]
    assert rule.quote in line


def test_encoded_day_rules_point_at_real_activities():
    known = {a.name for a in acts.ACTIVITIES_003} | set(acts.ACTIVITY_SAME_AS) | set(acts.ACTIVITY_EXEMPTIONS)
    for rule in acts.SHILEI_RULES:
        if rule.day_rule and rule.encoded in ("yes", "partly") and rule.id != "R23":
            assert any(name in known for name in rule.applies_to), rule.id
