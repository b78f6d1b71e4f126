"""English glosses of the compass's year and month spirits (almanac.core.data.directional_gods, read by
almanac.web.glossary.gloss), of how a sitting verdict weighs them and where they stand, and of the nine stars.

Glosses are translations of the names, not explanations of the rules.
"""

DIRECTIONAL_GODS = {
    "丙丁独火": "Bing-Ding Lone Fire", "丧门": "Mourning Gate", "九天朱雀": "Ninth-Heaven Vermilion Bird",
    "九良星": "Nine Good Stars", "伏兵": "Hidden Soldiers", "六害": "Six Harms", "剑锋煞": "Sword-Edge Sha",
    "力士": "Strongman (Lishi)", "北辰帝星": "Pole Star Emperor", "博士": "Scholar (Boshi)", "吊客": "Mourning Guest",
    "周仙罗星": "Zhou Immortal's Net Star", "地官符": "Earthly Official Charm", "地金神": "Earthly Metal Spirit",
    "大将军": "Great General", "大将军还位": "Great General back on its position",
    "大月建": "Greater Month Establishment", "小月建": "Lesser Month Establishment", "大祸": "Great Calamity",
    "天官符": "Heavenly Official Charm", "天道": "Heavenly Path", "天金神": "Heavenly Metal Spirit",
    "太阳": "Sun (Taiyang)", "夹煞都天": "Flanking Dutian", "奏书": "Memorial (Zoushu)", "尊星": "Honoured Star",
    "山家朱雀": "Mountain Vermilion Bird", "岁刑": "Year Punishment", "岁厌": "Year Aversion",
    "岁干合": "Year Stem Combination", "岁支德": "Year Branch Virtue", "岁煞": "Year Sha", "岁禄": "Year Emolument",
    "岁马": "Year Horse", "巡山二十四神煞": "Twenty-four patrolling spirits", "巡山罗喉": "Patrolling Rahu",
    "差方禄马贵人": "Displaced Emolument, Horse and Noble", "帝星": "Emperor Star", "年烛火": "Year Candle Fire",
    "年独火": "Year Lone Fire", "戊己都天": "Wu-Ji Dutian", "撼龙帝星": "Dragon-Shaking Emperor Star",
    "支退": "Branch Retreat", "星马贵人": "Star Horse Noble", "月劫煞": "Month Robbery Sha", "月游火": "Month Roaming Fire",
    "月灾煞": "Month Calamity Sha", "月金匮": "Month Golden Coffer", "月阴府": "Month Yin Mansion",
    "死符": "Death Charm", "浮天空亡": "Floating-Sky Void", "炙退": "Scorching Retreat",
    "玉皇銮驾": "Jade Emperor's Carriage", "畜官": "Livestock Official", "病符": "Sickness Charm",
    "皇天大煞": "August Heaven Great Sha", "盖山黄道": "Mountain-Covering Yellow Path",
    "紫微帝星": "Purple Subtlety Emperor Star", "紫微銮驾": "Purple Subtlety Carriage",
    "罗天大进": "Great Advance of the Sky Net", "群丑": "Crowd of Evils", "蚕命": "Silkworm Fate",
    "蚕官": "Silkworm Official", "蚕室": "Silkworm House", "诸煞会聚": "All Sha Gathered", "豹尾": "Leopard Tail",
    "走马六壬": "Galloping Liuren", "通天大煞": "Sky-Piercing Great Sha", "通天窍": "Sky-Piercing Aperture",
    "都天宝照": "Dutian Treasure Mirror", "都天转运行衙帝星": "Dutian Fortune-Turning Emperor Star",
    "阳贵人": "Yang Noble", "阴贵人": "Yin Noble", "阴府太岁": "Yin Mansion Tai Sui",
    "飞地官符": "Flying Earthly Official Charm", "飞大煞": "Flying Great Sha", "飞天大煞": "Flying Heavenly Great Sha",
    "飞天官符": "Flying Heavenly Official Charm", "飞天禄": "Flying Heavenly Emolument", "飞天马": "Flying Heavenly Horse",
    "飞廉": "Feilian (Flying Fury)", "飞阳贵人": "Flying Yang Noble", "飞阴贵人": "Flying Yin Noble",
    "黄幡": "Yellow Banner", "龙德": "Dragon Virtue", "三煞": "Three Sha", "年克山家": "Year overcoming the mountain",
    "月建": "Month Establishment", "月破": "Month Breaker", "坐山": "Sitting mountain",
    "五鬼独火": "Five Ghosts Lone Fire", "刺史": "Governor (Cishi)", "将星": "General Star", "小儿煞": "Child Sha",
    "岁君": "Year Lord (Tai Sui)", "岁贵人": "Year Noble", "年贵人": "Year Noble", "打头火": "Head-Striking Fire",
    "月太岁一星": "Month Tai Sui star", "月家丙丁火": "Month Bing-Ding Fire", "月打头火": "Month Head-Striking Fire",
    "游天暗曜": "Sky-Roaming Dark Luminary", "真禄": "True Emolument", "真阳贵人": "True Yang Noble",
    "真阴贵人": "True Yin Noble", "真马": "True Horse", "逆小儿": "Reverse Child Sha", "顺小儿煞": "Forward Child Sha",
    "飞天火": "Flying Heavenly Fire", "飞祸": "Flying Calamity", "骑健煞": "Riding Sha",
    "干禄本宫卦": "Stem Emolument's trigram", "正官六合": "Six Harmony of the Direct Officer",
    "羊刃之冲": "Opposite the Goat Blade",
    # the members of a group, written “group·member”
    "天皇": "Heavenly Sovereign", "地皇": "Earthly Sovereign", "紫檀": "Red Sandalwood", "黄罗": "Yellow Gauze",
    "伤亡": "Death and Injury", "刀兵": "Weapons", "吉庆": "Celebration", "吉星": "Lucky Star", "土宿": "Earth Lodge",
    "太鬼煞": "Great Ghost Sha", "旺田": "Thriving Fields", "旺蚕": "Thriving Silkworms", "暗曜": "Dark Luminary",
    "木星": "Jupiter", "水星": "Mercury", "火星": "Mars", "金星": "Venus", "炎曜": "Blazing Luminary",
    "瘟星": "Plague Star", "紫气": "Purple Qi", "荣光": "Glory", "血光": "Bloodshed", "计都": "Ketu",
    "财宝": "Treasure", "镊提": "Nieti", "传送": "Chuansong", "功曹": "Gongcao", "神后": "Shenhou", "胜光": "Shengguang",
}
# How heavily a god weighs on a sitting (sitting verdicts' `effect`), and where it stands (`at`).
EFFECTS = {"轻": "light", "中": "moderate", "重": "heavy", "不可": "not to be used"}
SITTING_PLACES = {"坐": "Sitting on", "向": "Facing"}
NINE_STARS = {
    "一白": "One White", "二黑": "Two Black", "三碧": "Three Jade", "四绿": "Four Green", "五黄": "Five Yellow",
    "六白": "Six White", "七赤": "Seven Red", "八白": "Eight White", "九紫": "Nine Purple",
}
