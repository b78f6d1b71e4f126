"""Short English glosses of the almanac's terms, for the English pages (the term itself stays Chinese).

``gloss(term)`` answers for any term the pages show: 建除 officers, 黄道/黑道 gods, the 28 mansions,
grades and verdicts, solar terms, stems, branches and 干支 pillars, elements, 纳音, lunar months and
days, festivals, every activity and every god of the catalogue (day and hour), 彭祖百忌, directions.
A few one-character terms mean different things in different places (平 the officer vs 平 the
verdict, 危 the officer vs 危 the mansion, 阴 yin vs the body part): pass ``kind`` ("officer", "level",
"mansion", "grade", "verdict", "luminary", "body", "sound") to pick; without it the commoner reading wins.

Glosses are translations of the names, not explanations of the rules: the page's reasons cite those.
"""

import re

from almanac.core.api import BRANCHES, LUNAR_MONTH_NAMES, STEMS, ZODIAC, lunar_day_name
from almanac.web.glossary_compass import DIRECTIONAL_GODS, EFFECTS, NINE_STARS, SITTING_PLACES
from almanac.web.i18n import ENGLISH, convert_term, normalize_language, to_simplified

# --- calendar -------------------------------------------------------------------------------------

STEM_PINYIN = ("Jia", "Yi", "Bing", "Ding", "Wu", "Ji", "Geng", "Xin", "Ren", "Gui")
BRANCH_PINYIN = ("Zi", "Chou", "Yin", "Mao", "Chen", "Si", "Wu", "Wei", "Shen", "You", "Xu", "Hai")
ANIMALS = ("Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey", "Rooster", "Dog", "Pig")
ELEMENTS = {"木": "Wood", "火": "Fire", "土": "Earth", "金": "Metal", "水": "Water"}
_STEM_ELEMENTS = ("Wood", "Wood", "Fire", "Fire", "Earth", "Earth", "Metal", "Metal", "Water", "Water")

STEMS_GLOSS = {
    stem: f"{STEM_PINYIN[i]} ({'yang' if i % 2 == 0 else 'yin'} {_STEM_ELEMENTS[i]})" for i, stem in enumerate(STEMS)
}
BRANCHES_GLOSS = {branch: f"{BRANCH_PINYIN[i]} ({ANIMALS[i]})" for i, branch in enumerate(BRANCHES)}
ZODIAC_GLOSS = dict(zip(ZODIAC, ANIMALS))
PILLARS_GLOSS = {
    STEMS[i % 10] + BRANCHES[i % 12]: f"{STEM_PINYIN[i % 10]}{BRANCH_PINYIN[i % 12].lower()} "
    f"({_STEM_ELEMENTS[i % 10]} {ANIMALS[i % 12]})"
    for i in range(60)
}
HOURS_GLOSS = {
    branch + "时": f"{BRANCH_PINYIN[i]} hour ({(2 * i - 1) % 24:02d}:00–{(2 * i + 1) % 24:02d}:00)"
    for i, branch in enumerate(BRANCHES)
}

SOLAR_TERMS = {
    "立春": "Start of Spring", "雨水": "Rain Water", "惊蛰": "Awakening of Insects", "春分": "Spring Equinox",
    "清明": "Pure Brightness (Qingming)", "谷雨": "Grain Rain", "立夏": "Start of Summer", "小满": "Grain Buds",
    "芒种": "Grain in Ear", "夏至": "Summer Solstice", "小暑": "Minor Heat", "大暑": "Major Heat",
    "立秋": "Start of Autumn", "处暑": "End of Heat", "白露": "White Dew", "秋分": "Autumn Equinox",
    "寒露": "Cold Dew", "霜降": "Frost's Descent", "立冬": "Start of Winter", "小雪": "Minor Snow",
    "大雪": "Major Snow", "冬至": "Winter Solstice", "小寒": "Minor Cold", "大寒": "Major Cold",
}

_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th")
LUNAR_MONTHS = {name: f"{_ORDINALS[i]} lunar month" for i, name in enumerate(LUNAR_MONTH_NAMES)}
LUNAR_MONTHS["正月"] = "1st lunar month (Zhengyue)"
LUNAR_MONTHS["冬月"] = "11th lunar month (Winter month)"
LUNAR_MONTHS["腊月"] = "12th lunar month (La month)"
LUNAR_MONTHS.update({"闰" + name: "leap " + gloss for name, gloss in list(LUNAR_MONTHS.items())})


LUNAR_DAYS = {lunar_day_name(d): f"day {d}" for d in range(1, 31)}

WEEKDAYS = {
    "星期一": "Monday", "星期二": "Tuesday", "星期三": "Wednesday", "星期四": "Thursday",
    "星期五": "Friday", "星期六": "Saturday", "星期日": "Sunday",
}

FESTIVALS = {
    "春节": "Spring Festival (Lunar New Year)", "元宵": "Lantern Festival", "龙抬头": "Dragon Raises Its Head",
    "清明": "Qingming (Tomb-Sweeping Day)", "端午": "Dragon Boat Festival", "七夕": "Qixi (Double Seventh)",
    "中元": "Ghost Festival (Zhongyuan)", "中秋": "Mid-Autumn Festival", "重阳": "Double Ninth Festival",
    "寒衣": "Winter Clothing Festival", "冬至": "Winter Solstice", "腊八": "Laba Festival",
    "小年": "Little New Year", "除夕": "New Year's Eve",
}

PUBLIC_HOLIDAYS = {  # as the State Council's notice names them (calendar/public_holidays.py)
    "元旦": "New Year's Day", "春节": "Spring Festival", "清明": "Qingming (Tomb-Sweeping Day)",
    "劳动节": "Labour Day", "端午": "Dragon Boat Festival", "中秋": "Mid-Autumn Festival", "国庆节": "National Day",
    "中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日": "70th anniversary of the victory in the War of Resistance",
}

NAYIN = {
    "海中金": "Gold in the Sea", "炉中火": "Fire in the Furnace", "大林木": "Wood of the Great Forest",
    "路旁土": "Earth by the Road", "剑锋金": "Sword-Edge Metal", "山头火": "Fire on the Mountain",
    "涧下水": "Water in the Ravine", "城头土": "Earth on the City Wall", "白蜡金": "White Wax Metal",
    "杨柳木": "Willow Wood", "泉中水": "Water in the Spring", "屋上土": "Earth on the Roof",
    "霹雳火": "Thunderbolt Fire", "松柏木": "Pine and Cypress Wood", "长流水": "Long-Flowing Water",
    "沙中金": "Gold in the Sand", "山下火": "Fire below the Mountain", "平地木": "Wood of the Plain",
    "壁上土": "Earth on the Wall", "金箔金": "Gold Leaf Metal", "覆灯火": "Lamp Fire",
    "天河水": "Water of the Milky Way", "大驿土": "Earth of the Highway", "钗钏金": "Hairpin and Bracelet Metal",
    "桑柘木": "Mulberry Wood", "大溪水": "Water of the Great Stream", "沙中土": "Earth in the Sand",
    "天上火": "Fire in the Sky", "石榴木": "Pomegranate Wood", "大海水": "Water of the Great Sea",
}

# 旺相休囚死: a stem's strength in the month (the 用日法 reasons).
STRENGTH = {"旺": "prosperous", "相": "supported", "休": "resting", "囚": "imprisoned", "死": "dead"}

DIRECTIONS = {
    "东": "East", "南": "South", "西": "West", "北": "North", "中": "Centre",
    "东北": "Northeast", "东南": "Southeast", "西北": "Northwest", "西南": "Southwest",
    "正东": "Due east", "正南": "Due south", "正西": "Due west", "正北": "Due north",
    "中方": "Centre", "在天": "In the sky (away)",
}
TRIGRAMS = {
    "乾": "Qian (Heaven, NW)", "坤": "Kun (Earth, SW)", "震": "Zhen (Thunder, E)", "巽": "Xun (Wind, SE)",
    "坎": "Kan (Water, N)", "离": "Li (Fire, S)", "艮": "Gen (Mountain, NE)", "兑": "Dui (Lake, W)",
}

# --- the day's basic facts ------------------------------------------------------------------------

# 建除十二神 (the twelve day officers).
OFFICERS = {
    "建": "Establish", "除": "Remove", "满": "Full", "平": "Balance", "定": "Settle", "执": "Hold",
    "破": "Break", "危": "Danger", "成": "Success", "收": "Receive", "开": "Open", "闭": "Close",
}
OFFICER_DAYS = {officer + "日": f"{gloss} day (officer)" for officer, gloss in OFFICERS.items()}

# 黄道/黑道 twelve gods (of the day and of the hour).
HUANGDAO = {
    "黄道": "Yellow Path (auspicious)", "黑道": "Black Path (inauspicious)",
    "青龙": "Azure Dragon", "明堂": "Bright Hall", "天刑": "Heavenly Punishment", "朱雀": "Vermilion Bird",
    "金匮": "Golden Coffer", "天德": "Heavenly Virtue", "白虎": "White Tiger", "玉堂": "Jade Hall",
    "天牢": "Heavenly Prison", "玄武": "Black Tortoise", "司命": "Controller of Fate", "勾陈": "Coiling Snake (Gouchen)",
}

MANSIONS = {
    "角": "Horn", "亢": "Neck", "氐": "Root", "房": "Room", "心": "Heart", "尾": "Tail", "箕": "Winnowing Basket",
    "斗": "Dipper", "牛": "Ox", "女": "Girl", "虚": "Emptiness", "危": "Rooftop", "室": "Encampment", "壁": "Wall",
    "奎": "Legs", "娄": "Bond", "胃": "Stomach", "昴": "Hairy Head", "毕": "Net", "觜": "Turtle Beak",
    "参": "Three Stars", "井": "Well", "鬼": "Ghost", "柳": "Willow", "星": "Star", "张": "Extended Net",
    "翼": "Wings", "轸": "Chariot",
}
# 七曜 of the mansions: the planets named by their element.
LUMINARIES = {
    "日": "Sun", "月": "Moon", "木": "Jupiter", "金": "Venus", "土": "Saturn", "火": "Mars", "水": "Mercury",
}
MANSION_ANIMALS = {
    "蛟": "Flood dragon", "龙": "Dragon", "貉": "Raccoon dog", "兔": "Hare", "狐": "Fox", "虎": "Tiger",
    "豹": "Leopard", "獬": "Xiezhi unicorn", "牛": "Ox", "蝠": "Bat", "鼠": "Rat", "燕": "Swallow", "猪": "Pig",
    "貐": "Yayu beast", "狼": "Wolf", "狗": "Dog", "雉": "Pheasant", "鸡": "Rooster", "乌": "Crow",
    "猴": "Monkey", "猿": "Ape", "犴": "Wild dog", "羊": "Goat", "獐": "River deer", "马": "Horse", "鹿": "Deer",
    "蛇": "Snake", "蚓": "Earthworm",
}
_MANSION_ORDER = "角亢氐房心尾箕斗牛女虚危室壁奎娄胃昴毕觜参井鬼柳星张翼轸"
_MANSION_LUMINARY = "木金土日月火水" * 4
_MANSION_ANIMAL = "蛟龙貉兔狐虎豹獬牛蝠鼠燕猪貐狼狗雉鸡乌猴猿犴羊獐马鹿蛇蚓"
MANSION_FULL = {
    name + _MANSION_LUMINARY[i] + _MANSION_ANIMAL[i]:
    f"{MANSIONS[name]} ({LUMINARIES[_MANSION_LUMINARY[i]]}, {MANSION_ANIMALS[_MANSION_ANIMAL[i]]})"
    for i, name in enumerate(_MANSION_ORDER)
}

GRADES = {
    "上吉": "Very auspicious", "吉": "Auspicious", "平": "Neutral", "凶": "Inauspicious", "大凶": "Very inauspicious",
    "次吉": "Fairly auspicious", "次凶": "Fairly inauspicious", "吉凶": "Mixed (good and bad)",
}
VERDICTS = {"宜": "Favourable", "忌": "Avoid", "平": "Neutral", "吉": "Auspicious", "凶": "Inauspicious"}
# The levels of a sitting mountain's verdict (the compass: 制煞要法, seed 000 L357–L393).
SITTING_LEVELS = {
    "吉": "Auspicious", "平": "Neutral (usable)", "小凶": "Slightly inauspicious", "凶": "Inauspicious",
    "不可": "Not to be used",
}

PENGZU = {
    "甲不开仓": "Jia days: do not open granaries", "乙不栽植": "Yi days: do not plant",
    "丙不修灶": "Bing days: do not repair the stove", "丁不剃头": "Ding days: do not shave the head",
    "戊不受田": "Wu days: do not accept land", "己不破券": "Ji days: do not break contracts",
    "庚不经络": "Geng days: do not warp a loom", "辛不合酱": "Xin days: do not make sauce",
    "壬不决水": "Ren days: do not open dykes", "癸不词讼": "Gui days: do not go to law",
    "子不问卜": "Zi days: do not consult diviners", "丑不冠带": "Chou days: do not hold capping rites",
    "寅不祭祀": "Yin days: do not sacrifice", "卯不穿井": "Mao days: do not dig wells",
    "辰不哭泣": "Chen days: do not weep", "巳不远行": "Si days: do not travel far",
    "午不苫盖": "Wu days: do not thatch roofs", "未不服药": "Wei days: do not take medicine",
    "申不安床": "Shen days: do not set up beds", "酉不会客": "You days: do not receive guests",
    "戌不乞狗": "Xu days: do not take in dogs", "亥不嫁娶": "Hai days: do not marry",
}

# 人神 (the body spirit; acupuncture there is avoided).
BODY = {
    "肩腰": "shoulders and waist", "胫": "shin", "咽喉": "throat",
    "内踝": "inner ankle", "发际": "hairline", "口": "mouth", "外踝": "outer ankle", "尻": "buttocks", "手": "hand",
    "手小指": "little finger", "手阳明": "hand yangming channel", "气冲": "Qichong point (groin)",
    "牙齿": "teeth", "肝及足": "liver and feet", "股内": "inner thigh", "胃脘": "stomach", "胸": "chest",
    "腕": "wrist", "腰": "waist", "腰背": "lower back", "膝": "knee", "膝胫": "knee and shin", "足": "foot",
    "足大指": "big toe", "足趺": "instep", "足阳明": "foot yangming channel", "遍身": "whole body",
    "阴": "genitals", "鼻柱": "bridge of the nose", "乳": "breast", "头": "head", "心": "heart", "耳": "ear",
    "股": "thigh", "腹": "belly", "踝": "ankle", "面": "face", "项": "nape", "目": "eyes", "肩": "shoulder",
    "肩背": "shoulders and back", "肾": "kidneys", "背": "back", "胸胁": "chest and ribs", "脾": "spleen",
    "心腹": "heart and belly", "鼻": "nose",
}

# --- activities (almanac.core.rules.catalogue.ALL_ACTIVITIES, their aliases and groups) -------------

ACTIVITIES = {
    "祭祀": "Sacrifices", "祈福": "Praying for blessings", "求嗣": "Praying for children",
    "入学": "Starting school", "上官赴任": "Taking up office", "结婚姻": "Arranging a marriage",
    "嫁娶": "Wedding", "搬移": "Moving house", "兴造动土": "Building and breaking ground",
    "竖柱上梁": "Raising pillars and the ridge beam", "安葬": "Burial",
    "起工架马": "Starting carpentry (setting up trestles)", "定磉扇架": "Setting plinths and frames",
    "修厨": "Repairing the kitchen", "造门": "Building a gate",
    "塑绘神像开光": "Making or painting a deity image and consecrating it", "养子": "Adopting a son",
    "纳婿": "Taking in a son-in-law", "作牛栏": "Building a cattle pen", "作马枋": "Building a stable",
    "养蚕作茧": "Raising silkworms", "作生坟": "Building one's tomb in life", "合寿木": "Making one's coffin in life",
    "斩草": "Clearing the grave site", "入棺": "Placing in the coffin", "入殓": "Encoffining",
    "成服": "Putting on mourning", "除服": "Taking off mourning", "成造船只": "Building boats",
    "盖船篷": "Roofing a boat", "新船下水": "Launching a new boat",
    "嫁娶（事类总集）": "Wedding (Compendium of Affairs)", "归火": "Bringing the hearth fire into a new home",
    "开市": "Opening a business", "纳财": "Receiving money", "立券交易": "Signing contracts and trading",
    "裁衣": "Cutting cloth for clothes", "祀灶": "Offering to the Kitchen God", "洗头": "Washing the hair",
    # aliases
    "交易": "Trading", "修造民": "Building (commoners)", "先过香火": "Moving the ancestral altar first",
    "入宅归火": "Moving in with the hearth fire", "塑绘神像": "Making or painting deity images",
    "大殓": "Main encoffining", "开光": "Consecrating an image", "开圹": "Opening the grave pit",
    "甃砌生坟": "Lining a tomb built in life", "砌金井": "Lining the grave pit", "立券": "Signing a contract",
    "造船": "Building a boat", "针灸": "Acupuncture and moxibustion",
    # groups
    "丧葬": "Funerals", "事类总集": "Compendium of Affairs", "仕进": "Career", "婚姻": "Marriage",
    "居住": "Dwelling", "杂用宜忌": "Miscellaneous", "祭祀祈福": "Worship and blessings", "营造": "Building",
    "长星短星": "Long and Short Star days",
}

# --- gods of the day (almanac.core.rules.catalogue.ALL_DAY_GODS) ----------------------------------

GODS = {
    # good
    "天德": "Heavenly Virtue", "天德合": "Heavenly Virtue Combination", "月德": "Monthly Virtue",
    "月德合": "Monthly Virtue Combination", "天赦": "Heavenly Pardon", "天愿": "Heavenly Wish",
    "天恩": "Heavenly Grace", "月恩": "Monthly Grace", "四相": "Four Ministers", "时德": "Seasonal Virtue",
    "王日": "King's Day", "官日": "Official's Day", "守日": "Guardian's Day", "相日": "Minister's Day",
    "民日": "People's Day", "三合": "Triple Harmony", "五合": "Five Harmonies", "六合": "Six Harmonies",
    "天喜": "Heavenly Joy", "天马": "Heavenly Horse", "驿马": "Post Horse", "天巫": "Heavenly Shaman",
    "天医": "Heavenly Doctor", "天仓": "Heavenly Granary", "母仓": "Mother Granary", "福德": "Fortune and Virtue",
    "福生": "Birth of Blessings", "圣心": "Sage's Heart", "益后": "Benefiting Descendants",
    "续世": "Continuing Generations", "要安": "Essential Peace", "普护": "Universal Protection",
    "敬安": "Respectful Peace", "玉宇": "Jade Palace", "金堂": "Golden Hall", "五富": "Five Riches",
    "六仪": "Six Ceremonies", "解神": "Relief Spirit", "生气": "Living Breath", "除神": "Removing Spirit",
    "鸣吠": "Crowing and Barking", "鸣吠对": "Crowing and Barking Opposite", "月空": "Month Void",
    "阳德": "Yang Virtue", "阴德": "Yin Virtue", "支德": "Branch Virtue", "岁德": "Year Virtue",
    "岁德合": "Year Virtue Combination", "临日": "Approaching Day", "吉期": "Auspicious Period",
    "兵福": "Military Blessing", "兵宝": "Military Treasure", "兵吉": "Military Luck", "上吉日": "Very auspicious day",
    "七圣日": "Seven Sages Day", "人民合日": "People's Harmony Day", "阴阳不将": "Yin-Yang Unopposed (for weddings)",
    "宝日": "Treasure Day", "义日": "Righteous Day", "制日": "Controlled Day", "专日": "Exclusive Day",
    "伐日": "Attacking Day", "木建日": "Wood Establish day", "社日": "She Day (Earth God's day)",
    "伏日": "Fu Day (dog days)", "亥日": "Hai day (Pig day)", "寅日": "Yin day (Tiger day)",
    "申酉亥子日": "Shen, You, Hai and Zi days", "短星": "Short Star", "长星": "Long Star",
    # bad
    "月建": "Month Establishment", "月破": "Month Breaker", "大耗": "Great Consumption", "小耗": "Small Consumption",
    "四耗": "Four Consumptions", "劫煞": "Robbery Sha", "灾煞": "Calamity Sha", "月煞": "Month Sha",
    "大时": "Great Time", "天吏": "Heavenly Official", "四废": "Four Wastes", "傍四废": "Adjacent Four Wastes",
    "四废荒芜相兼": "Four Wastes with Wasteland", "荒芜": "Wasteland", "往亡": "Going to Death",
    "气往亡": "Going to Death (by solar term)", "归忌": "Return Taboo", "血忌": "Blood Taboo",
    "血支": "Blood Branch", "天贼": "Heavenly Thief", "地囊": "Earth Sack", "土符": "Earth Talisman",
    "土府": "Earth Mansion", "月刑": "Month Punishment", "月害": "Month Harm", "月厌": "Month Aversion",
    "厌对": "Aversion Opposite", "四击": "Four Strikes", "四忌": "Four Taboos", "四穷": "Four Exhaustions",
    "五墓": "Five Tombs", "五离": "Five Separations", "五虚": "Five Voids", "八风": "Eight Winds",
    "八专": "Eight Exclusives", "八龙": "Eight Dragons", "七鸟": "Seven Birds", "九虎": "Nine Tigers",
    "六蛇": "Six Snakes", "九坎": "Nine Pits", "九空": "Nine Voids", "重日": "Double Day", "复日": "Repeat Day",
    "孤辰": "Solitary Hour", "孤阳": "Solitary Yang", "单阴": "Single Yin", "纯阴": "Pure Yin", "三阴": "Triple Yin",
    "绝阳": "Extinct Yang", "绝阴": "Extinct Yin", "阳错": "Yang Error", "阴错": "Yin Error",
    "阴阳俱错": "Yin and Yang Both in Error", "阴阳交破": "Yin and Yang Break Each Other",
    "阴阳击冲": "Yin and Yang Strike and Clash", "阳破阴冲": "Yang Breaks, Yin Clashes",
    "阴道冲阳": "Yin Path Clashes Yang", "逐阵": "Pursuing Array", "行狠": "Acting Cruelly", "了戾": "Perverse",
    "阴位": "Yin Position", "阴阳大会": "Great Meeting of Yin and Yang", "阴阳小会": "Lesser Meeting of Yin and Yang",
    "时阳": "Seasonal Yang", "时阴": "Seasonal Yin", "死气": "Dead Breath", "死神": "Death Spirit",
    "官符": "Official Charm (lawsuits)", "大煞": "Great Sha", "河魁": "Hekui (River Chief)",
    "天罡": "Tiangang (Heavenly Ridge)", "游祸": "Roaming Calamity", "红沙": "Red Sand", "岁薄": "Year Thin",
    "岁破": "Year Breaker", "无禄": "Without Emolument", "月忌日": "Monthly Taboo Day", "上朔": "Upper New Moon",
    "土王用事": "Earth in Command", "兵禁": "Military Prohibition", "小时": "Lesser Time", "天后": "Heavenly Empress",
    "天狗": "Heavenly Dog", "天狗口": "Heavenly Dog's mouth", "天狗头": "Heavenly Dog's head",
    "天狗尾": "Heavenly Dog's tail", "天狗方": "Heavenly Dog's direction", "天狗背": "Heavenly Dog's back",
    "天狗腹": "Heavenly Dog's belly", "天狗足": "Heavenly Dog's feet", "天狗后足": "Heavenly Dog's hind feet",
    # 九仙 (good) and 六神 (bad), by lunar day
    "日光仙": "Sunlight Immortal", "月光仙": "Moonlight Immortal", "大吉仙": "Great Fortune Immortal",
    "大善仙": "Great Goodness Immortal", "天德仙": "Heavenly Virtue Immortal", "继国仙": "Realm-Heir Immortal",
    "送福仙": "Blessing-Bearer Immortal", "金玉仙": "Gold and Jade Immortal", "地藏仙": "Earth Treasury Immortal",
    "大祸神": "Great Calamity Spirit", "灭门神": "House-Ruin Spirit", "天凶神": "Heavenly Evil Spirit",
    "地凶神": "Earthly Evil Spirit", "丧门神": "Mourning Gate Spirit", "吊客神": "Mourning Guest Spirit",
    # 本命 (personal) rules and the activities' own day-lists
    "本命日": "One's birth-year day", "本命对冲日": "Day clashing one's birth year",
    "本命纳音入墓日": "Day one's birth nayin enters its tomb", "本命纳音有气日": "Day one's birth nayin is alive",
    "纳音克本命日": "Day whose nayin overcomes one's birth nayin", "生命旬空日": "Void day of one's birth decade",
    "生坟忌年": "Years to avoid for a tomb built in life", "洗头日": "Hair-washing day",
    "祀灶日": "Kitchen God offering day", "作牛栏吉干": "Good stems for cattle pens",
    "作牛栏吉日": "Good days for cattle pens", "作牛栏吉日数": "Good day numbers for cattle pens",
    "逐月作牛栏吉日": "Month-by-month good days for cattle pens", "作马枋吉日": "Good days for stables",
    "作马枋忌日": "Days to avoid for stables", "逐月作马枋吉日": "Month-by-month good days for stables",
    "修厨吉日": "Good days to repair the kitchen", "养蚕作茧吉日": "Good days for silkworms",
    "塑绘神像吉宿": "Good mansions for deity images", "逐月塑绘神像吉日": "Month-by-month good days for deity images",
    "定磉扇架吉日": "Good days to set plinths and frames",
    "定磉扇架通吉日": "General good days to set plinths and frames", "起工架马吉日": "Good days to start carpentry",
    "起工通用吉日": "General good days to start work", "成服吉日": "Good days to put on mourning",
    "逐月成服吉日": "Month-by-month good days to put on mourning", "除服吉日": "Good days to take off mourning",
    "逐月除服吉日": "Month-by-month good days to take off mourning", "斩草吉日": "Good days to clear the grave site",
    "火星日": "Fire Star day",
    "造门吉日": "Good days to build a gate", "逐月造门吉日": "Month-by-month good days to build a gate",
    # items 选择求真 rejects (shown, never counted)
    "周堂": "Zhoutang (wedding-hall cycle)", "大煞白虎": "Great Sha White Tiger", "天岳": "Heavenly Peak",
    "明星": "Bright Star", "横天朱雀": "Sky-Crossing Vermilion Bird", "红嘴朱雀": "Red-Beaked Vermilion Bird",
    "罗天大退": "Great Retreat of the Sky Net", "门光星": "Gate-Light Star", "雷公": "Thunder Lord",
    "黑星": "Black Star",
    # other names the seeds use (aliases)
    "大败": "Great Defeat", "咸池": "Salty Pool", "十恶大败": "Ten Evils Great Defeat", "致死": "Causing Death",
    "天火": "Heavenly Fire", "地火": "Earthly Fire", "九焦": "Nine Scorches", "招摇": "Swaying Star",
    "天狱": "Heavenly Jail", "刑": "Punishment", "困": "Trapped", "四时天德": "Seasonal Heavenly Virtue",
    "鸣犬": "Barking Dog", "鸣犬日": "Barking Dog day", "鸣吠对日": "Crowing and Barking Opposite day",
    "不将": "Unopposed (Bujiang)", "伏": "Fu (dog days)", "三伏": "Three Fu (dog days)", "三伏日": "Three Fu days",
    "社": "She (Earth God)", "正四废": "True Four Wastes", "荒芜日": "Wasteland day", "触水龙": "Touching the Water Dragon",
    "日冲岁": "Day clashes the year", "土王用事后": "After Earth in Command", "四时": "Four Seasons",
    "五暮": "Five Dusks", "孤服": "Solitary Mourning", "无翘": "Wuqiao (Without Plume)",
    "四废、荒芜相兼日": "Four Wastes with Wasteland day", "旬中空亡月日": "Decade-void months and days",
    "日辰纳音克本命纳音日": "Day whose nayin overcomes one's birth nayin",
    "本命纳音有气月日": "Months and days one's birth nayin is alive",
    "本命纳音生旺日": "Days one's birth nayin is born or flourishing",
    "本命纳音生旺有气日": "Days one's birth nayin is flourishing and alive",
    "生命六甲旬空月日": "Months and days void in one's birth decade",
    # the gods' groups
    "建除": "Twelve day officers", "王官守相民日": "King, Official, Guardian, Minister and People days",
    "宝义制专伐日": "Treasure, Righteous, Controlled, Exclusive and Attacking days",
    "阴阳不足": "Yin-yang deficiency days", "阴阳会": "Yin-yang meeting days", "四忌四穷": "Four Taboos and Four Exhaustions",
    "九仙": "Nine Immortals", "六神": "Six Spirits", "日支": "Day branch", "本命": "Personal (birth year)",
    "用日法": "Method of grading days", "选择求真所辟": "Refuted by Xuanze Qiuzhen",
    "成服除服吉日": "Good days for mourning dress", "塑绘神像开光吉日": "Good days for deity images and consecration",
    "长星短星": "Long and Short Star days",
}

# --- gods of the hour (almanac.core.data.hour_gods) -----------------------------------------------

HOUR_GODS = {
    "天乙贵人": "Heavenly Noble (Tianyi)", "天乙贵人（阳贵）": "Heavenly Noble, yang (Tianyi)",
    "天乙贵人（阴贵）": "Heavenly Noble, yin (Tianyi)", "天官贵人": "Heavenly Official Noble", "福星贵人": "Lucky Star Noble",
    "贵人": "Noble", "喜神": "God of Joy", "日禄": "Day Emolument", "日马": "Day Horse",
    "四大吉时": "Four Great Lucky Hours", "时建": "Hour Establishment", "时破": "Hour Breaker",
    "时刑": "Hour Punishment", "五不遇时": "Five Unmet Hour (hour stem overcomes day stem)",
    "截路空亡": "Road-Blocking Void", "旬中空亡": "Decade Void", "时冲月令": "Hour clashes the month",
    "时冲太岁": "Hour clashes the year (Tai Sui)", "太常": "Grand Constant", "太阴": "Great Yin",
    # other names the seeds use (aliases)
    "时贵人": "Hour Noble", "八禄": "Eight Emoluments", "四煞没时": "Hours the four sha are hidden",
}

# --- 奇门三元 hour charts (almanac.core.rules.qimen; seed 003 L1863–L1943) ---------------------------

QIMEN = {
    "奇门": "Qimen (hidden-stem charts)", "奇门三元": "Qimen in three periods", "奇门遁甲": "Qimen Dunjia",
    "阳遁": "Yang dun (laid out forward)", "阴遁": "Yin dun (laid out backward)",
    "正授": "Zhengshou: the period starts on the term day", "超神": "Chaoshen: the period starts before the term",
    "置闰": "Zhirun: intercalated, the previous term's periods repeated",
    "接气": "Jieqi: the period starts after the term",
    "直符": "Zhifu (chief star)", "值符": "Zhifu (chief star)", "直使": "Zhishi (chief gate)",
    "值使": "Zhishi (chief gate)", "天盘": "Heaven plate", "地盘": "Earth plate", "九星": "Nine stars",
    "八门": "Eight gates", "三奇": "Three Wonders (Yi, Bing, Ding)", "伏吟": "Fuyin (star on its own palace)",
    "反吟": "Fanyin (star on the opposite palace)",
    "天蓬": "Tianpeng star", "天芮": "Tianrui star", "天冲": "Tianchong star", "天辅": "Tianfu star",
    "天禽": "Tianqin star", "天心": "Tianxin star", "天柱": "Tianzhu star", "天任": "Tianren star",
    "天英": "Tianying star",
    "休门": "Rest gate", "生门": "Life gate", "伤门": "Harm gate", "杜门": "Block gate", "景门": "View gate",
    "死门": "Death gate", "惊门": "Fright gate", "开门": "Open gate",
}
# 上元/中元/下元 of a 奇门 block (中元 alone is the festival): only with kind="qimen".
QIMEN_YUAN = {"上元": "Upper period (first 5 days)", "中元": "Middle period (days 6–10)", "下元": "Lower period (days 11–15)"}

# --- 五姓修宅 and 年月神煞 (almanac.core.rules.house_spirits; seed 003 L751–L789, L1679–L1749) ---------

SOUNDS = {  # the five sounds (五音) of 五姓修宅; 角 alone reads as the mansion without kind="sound"
    "宫": "Gong (Earth note)", "商": "Shang (Metal note)", "角": "Jue (Wood note)", "徵": "Zhi (Fire note)",
    "羽": "Yu (Water note)",
}
WUXING_HOUSE = {
    "五姓修宅": "House repair by surname sound", "五姓": "Five surname sounds", "修宅": "House repair",
    "修造": "Building and repair", "不宜": "Unfavourable",
    "大通": "Great Passage", "小通": "Lesser Passage", "大墓": "Great Tomb", "小墓": "Lesser Tomb",
    "气绝": "Breath Cut Off", "害财": "Wealth Harm", "鬼贼": "Ghost Thief",
    **{sound: gloss for sound, gloss in SOUNDS.items() if sound != "角"},
}
YEAR_SPIRITS = {
    "年月神煞": "Year and month spirits", "岁干起例": "Spirits counted from the year stem",
    "官星": "Official Star", "催官": "Hastening Official", "干鬼": "Stem Ghost", "羊刃": "Goat Blade",
    "飞刃": "Flying Blade", "天禄星": "Heavenly Emolument Star", "天禄星本宫卦": "Heavenly Emolument Star's trigram",
    "文昌星": "Literary Star", "魁名星": "Top Rank Star", "天财星": "Heavenly Wealth Star",
    "文魁星": "Literary Chief Star", "天帑星": "Heavenly Treasury Star", "破败五鬼": "Ruin Five Ghosts", "金乌": "Golden Crow (the year branch's six-harmony partner)", "玉兔": "Jade Hare (opposite the Golden Crow)",
    "穿山罗睺": "Mountain-Piercing Rahu", "天禁朱雀": "Heavenly Ban Vermilion Bird", "山家困龙": "Trapped Dragon",
    "独火": "Lone Fire", "都天": "Dutian (Capital of Heaven)", "金神": "Metal Spirit", "水德": "Water Virtue",
    "正官": "Direct Officer", "偏官": "Indirect Officer", "阳刃": "Yang Blade", "干禄": "Stem Emolument",
    "食神禄": "Emolument of the Eating God", "比劫": "Peer and Rob Wealth", "印绶": "Seal (Resource)",
    "伤官": "Hurting Officer",
}

# --- month gods of the compass added for issue 15 item 9 (almanac.core.data.directional_gods), and the flags the
# 利用 (000 L1155) gives 月厌 by the month -------------------------------------------------------------------
COMPASS_MONTH_GODS = {
    "五鬼": "Five Ghosts", "月天赦": "Monthly Heavenly Pardon (direction)", "活天赦": "Flying Heavenly Pardon",
    "飞天独火": "Flying Lone Fire", "月克山家": "Month overcoming the mountain", "飞大将军": "Flying Great General",
    "与月建同方": "on the month's Establishment", "与月破同方": "on the month's Breaker",
    "巳亥月次之": "next in weight (Si and Hai months)", "月三合": "in the month's triple harmony",
    "还宫": "back in its own palace", "还位": "back on its own position",
}

# Words met in parentheses after a name: 修厨吉日（外）, 天乙贵人（阳贵）, 东南 (巽) …
QUALIFIERS = {
    "外": "other list", "牛黄经": "Niuhuang Canon", "白": "white", "黑": "black", "及其六合": "and its six-harmony partner", "阳贵": "yang noble", "阴贵": "yin noble",
    "月": "month", "定方": "fixed direction", "活天赦": "flying reading",
    "事类总集": "Compendium of Affairs",
    **{trigram: f"{gloss.split(' ')[0]} trigram" for trigram, gloss in TRIGRAMS.items()},
}

# A member's marks in the month grid (almanac.core.personal.member_marks) and the vetoes' short names.
PERSONAL_MARKS = {
    "冲本命": "Clashes the birth year", "冲日支": "Clashes the birth-day branch", "害": "Harm", "破": "Break",
    "日冲太岁": "Day clashes the Tai Sui (year)",
    # a member's birth year against the year's 太岁 (almanac.core.rules.personal_verdicts.year_flags)
    "值太岁": "Meets the Tai Sui (one's own year)", "刑太岁": "Punishes the Tai Sui", "害太岁": "Harms the Tai Sui",
    "破太岁": "Breaks the Tai Sui", "禄": "Emolument", "马": "Horse", "贵人": "Noble",
    # the 天乙贵人 of a member's birth-year stem, as the compass page lists them
    "阳贵": "Yang Noble", "阴贵": "Yin Noble",
}

CONCEPTS = {
    "阴": "Yin", "阳": "Yang", "宜": "Favourable", "忌": "Avoid", "吉": "Auspicious", "凶": "Inauspicious",
    "吉凶": "Mixed (good and bad)", "其他": "Other",
    "神煞": "Gods and sha (day spirits)", "干支": "Stems and branches", "天干": "Heavenly stems",
    "地支": "Earthly branches", "生肖": "Zodiac animal", "五行": "Five elements", "纳音": "Nayin (sound element)",
    "节气": "Solar term", "二十八宿": "28 Lunar Mansions", "太岁": "Tai Sui (year star)", "冲": "Clash",
    "煞": "Sha (baleful direction)", "四柱": "Four pillars", "农历": "Lunar calendar", "闰": "Leap (intercalary)",
    "彭祖百忌": "Pengzu's taboos", "人神": "Body spirit (avoid acupuncture there)", "太白": "Taibai (roaming spirit)",
}

_GENERAL_LAYERS = (
    CONCEPTS, ELEMENTS, STRENGTH, DIRECTIONS, TRIGRAMS, MANSION_ANIMALS, ZODIAC_GLOSS, STEMS_GLOSS,
    BRANCHES_GLOSS, PILLARS_GLOSS, HOURS_GLOSS, SOLAR_TERMS, LUNAR_MONTHS, LUNAR_DAYS, WEEKDAYS, NAYIN,
    MANSIONS, MANSION_FULL, OFFICERS, OFFICER_DAYS, HUANGDAO, GRADES, PENGZU, ACTIVITIES, GODS, HOUR_GODS,
    FESTIVALS, WUXING_HOUSE, YEAR_SPIRITS, COMPASS_MONTH_GODS, PERSONAL_MARKS, DIRECTIONAL_GODS, NINE_STARS,
)
GLOSSARY: dict[str, str] = {}
for _layer in _GENERAL_LAYERS:
    GLOSSARY.update(_layer)
# One-character names with more than one reading: the commoner one without a kind.
GLOSSARY.update({"平": "Neutral", "危": "Danger (officer); Rooftop (mansion)", "心": "Heart", "牛": "Ox"})

KINDS: dict[str, dict[str, str]] = {
    "officer": {**OFFICERS, **OFFICER_DAYS},
    "mansion": {**MANSIONS, **MANSION_FULL},
    "grade": GRADES,
    "verdict": VERDICTS,
    "level": SITTING_LEVELS,
    "luminary": LUMINARIES,
    "body": BODY,
    "sound": SOUNDS,
    "holiday": PUBLIC_HOLIDAYS,
    "effect": EFFECTS,
    "at": SITTING_PLACES,
}

_PARENTHESISED = re.compile(r"^(.+?)\s*[（(]([^（）()]+)[）)]$")

GLOSSARY.update(QIMEN)
KINDS["qimen"] = {**QIMEN, **QIMEN_YUAN}


# --- words that are not terms of art: English pages write them in English ---------------------------

# The cities of the sunrise table (almanac.core.api.CITIES), as English writes them.
CITIES = {
    "北京": "Beijing", "上海": "Shanghai", "广州": "Guangzhou", "深圳": "Shenzhen", "天津": "Tianjin",
    "重庆": "Chongqing", "成都": "Chengdu", "武汉": "Wuhan", "西安": "Xi'an", "南京": "Nanjing", "杭州": "Hangzhou",
    "沈阳": "Shenyang", "哈尔滨": "Harbin", "长春": "Changchun", "济南": "Jinan", "郑州": "Zhengzhou",
    "长沙": "Changsha", "福州": "Fuzhou", "厦门": "Xiamen", "昆明": "Kunming", "贵阳": "Guiyang", "南宁": "Nanning",
    "海口": "Haikou", "兰州": "Lanzhou", "西宁": "Xining", "银川": "Yinchuan", "呼和浩特": "Hohhot",
    "乌鲁木齐": "Urumqi", "拉萨": "Lhasa", "太原": "Taiyuan", "石家庄": "Shijiazhuang", "合肥": "Hefei",
    "南昌": "Nanchang", "香港": "Hong Kong", "澳门": "Macau", "台北": "Taipei",
}
# Weekdays, compass directions and cities are everyday words, not terms of the almanac: an English page
# writes them in English only (the `term` filter), where a term keeps its Chinese beside the gloss.
PLAIN_WORDS = {**WEEKDAYS, **DIRECTIONS, **CITIES}
_DIRECTION_AND_TRIGRAM = re.compile(r"^(\S+) [(（](\S)[)）]$")


def plain_english(text: str | None) -> str | None:
    """The English of an everyday word ('星期二' → 'Tuesday', '北' → 'North', '广州' → 'Guangzhou'), also of a
    direction with its trigram ('南 (离)' → 'South (Li)'); None for anything else."""
    if not text:
        return None
    if found := PLAIN_WORDS.get(text):
        return found
    if (match := _DIRECTION_AND_TRIGRAM.match(text)) and match[1] in DIRECTIONS and match[2] in TRIGRAMS:
        return f"{DIRECTIONS[match[1]]} ({TRIGRAMS[match[2]].split(' ')[0]})"
    return None


def label(name, language: str | None, kind: str | None = None) -> str:
    """A term where no markup can go (an attribute, a <title>): the term in the page's script, or in English its
    English alone (a gloss; an everyday word's English; the term itself when there is none)."""
    if not name:
        return ""
    if normalize_language(language) == ENGLISH:
        return plain_english(str(name)) or gloss(str(name), kind) or str(name)
    return convert_term(name, language)


def gloss(term: str | None, kind: str | None = None) -> str | None:
    """The English gloss of an almanac term (simplified Chinese), or None when there is none."""
    if term is None:
        return None
    term = str(term).strip()
    if not term:
        return None
    if kind is not None and (found := KINDS.get(kind, {}).get(term)):
        return found
    if found := GLOSSARY.get(term):
        return found
    if match := _PARENTHESISED.match(term):  # 修厨吉日（外） → "Good days to repair the kitchen (other list)"
        base, inner = match.groups()
        if base_gloss := gloss(base, kind):
            return f"{base_gloss} ({QUALIFIERS.get(inner) or GLOSSARY.get(inner) or inner})"
    if found := _lunar_date_gloss(term) or BODY.get(term) or LUMINARIES.get(term):
        return found
    if "·" in term:  # a member of a group: 盖山黄道·天皇 → "Mountain-Covering Yellow Path: Heavenly Sovereign"
        group, _, member = term.partition("·")
        if (group_gloss := gloss(group)) and (member_gloss := gloss(member, kind)):
            return f"{group_gloss}: {member_gloss}"
    simplified = to_simplified(term)  # a name the seed printed in traditional characters (橫天朱雀)
    return gloss(simplified, kind) if simplified != term else None


def _lunar_date_gloss(text: str) -> str | None:
    """'正月初六' → '1st lunar month (Zhengyue), day 6'; '闰四月十五' likewise."""
    for length in (3, 2):
        month, day = text[:length], text[length:]
        if month in LUNAR_MONTHS and day in LUNAR_DAYS:
            return f"{LUNAR_MONTHS[month]}, {LUNAR_DAYS[day]}"
    return None
