"""Where a rule comes from: a seed file and a section (or line) of it — and how a reader is told so.

The seed files are the site's base texts (../shared/seeds). Their first lines name the book and volume:

    000_….txt  選擇求真卷八 (L1), 卷九 (L347), 卷十 (L733)   — 《选择求真》, by line
    001_….txt  协纪辨方书摘要                                — 《协纪辨方书》摘要
    002_….txt  钦定协纪辨方书卷八                            — 《协纪辨方书》卷八
    003_….txt  卷三十五　附录：推测时刻、男女九宫……          — 《协纪辨方书》卷三十五 附录

`SEED_BOOKS` is the one home of that knowledge; `citation()` turns a rule's source into the words a reader
understands (book · volume · section · line, e.g. 《协纪辨方书》卷三十五 附录 · 杂用宜忌 · L979), and
`cite_in_text()` does the same for the seed codes written inside the engine's sentences (“（001 L529）”). The
`L` numbers are the lines of the site's base text, as `Source.line`.

Languages: "zh-hans" (the engine's own script), "zh-hant" and "en". The book and volume come from the table in
each; the section is the engine's text, in simplified characters — a page in traditional characters converts
the whole citation with its own converter (almanac.web.i18n: the core has none).
"""

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

SEED_QIUZHEN = "000_730fc850645c58d9.txt"  # 選擇求真 卷八–十
SEED_XIEJI_SUMMARY = "001_05e524af85a5a64b.txt"  # 协纪辨方书 摘要
SEED_XIEJI_JUAN8 = "002_b6fadfdee89ff112.txt"  # 协纪辨方书 卷八
SEED_XIEJI_APPENDIX = "003_50e88f566c4c21ff.txt"  # 协纪辨方书 卷三十五 附录
SEED_PREFIXES = frozenset(seed[:3] for seed in (SEED_QIUZHEN, SEED_XIEJI_SUMMARY, SEED_XIEJI_JUAN8, SEED_XIEJI_APPENDIX))

LANGUAGES = ("zh-hans", "zh-hant", "en")


class Volume(NamedTuple):
    first_line: int  # the seed line where the volume begins
    names: tuple[str, str, str]  # zh-hans, zh-hant, en ("" for a seed that is not a volume)


class Book(NamedTuple):
    titles: tuple[str, str, str]  # zh-hans, zh-hant, en
    volumes: tuple[Volume, ...]  # in line order; a line belongs to the last volume that begins at or before it


_XIEJI = ("《协纪辨方书》", "《協紀辨方書》", "Xieji Bianfang Shu")

SEED_BOOKS: dict[str, Book] = {
    # 選擇求真卷八 (L1, 辨偽論), 卷九 (L347, 兇神義例), 卷十 (L733): the file's own headings.
    "000": Book(("《选择求真》", "《選擇求真》", "Xuanze Qiuzhen"), (
        Volume(1, ("卷八", "卷八", "vol. 8")),
        Volume(347, ("卷九", "卷九", "vol. 9")),
        Volume(733, ("卷十", "卷十", "vol. 10")),
    )),
    # ●协纪辨方书摘要 (L1): a digest of the book's rules, not one of its volumes.
    "001": Book(_XIEJI, (Volume(1, ("摘要", "摘要", "summary")),)),
    # 钦定协纪辨方书卷八 (L1).
    "002": Book(_XIEJI, (Volume(1, ("卷八", "卷八", "vol. 8")),)),
    # 卷三十五　附录 (L1).
    "003": Book(_XIEJI, (Volume(1, ("卷三十五 附录", "卷三十五 附錄", "vol. 35, appendix")),)),
}


def _index(language: str | None) -> int:
    """0 simplified, 1 traditional, 2 English, for any of the site's language codes (zh-hant, zh_TW, en-gb …)."""
    code = (language or "zh-hans").lower().replace("_", "-")
    if code.startswith(("zh-hant", "zh-tw", "zh-hk", "zh-mo")):
        return 1
    if code == "en" or code.startswith("en-"):
        return 2
    return 0


def book_of(seed: str, line: int | None = None, language: str = "zh-hans") -> str:
    """The book and volume of a seed (a file name or its three-digit id) at a line: '《选择求真》卷九'."""
    book = SEED_BOOKS.get(seed[:3])
    if book is None:
        return ""
    i = _index(language)
    volume = book.volumes[0]
    for candidate in book.volumes:
        if line is not None and candidate.first_line <= line:
            volume = candidate
    if line is None and len(book.volumes) > 1:  # no line: the book alone (the volume is unknown)
        return book.titles[i]
    joiner = ", " if i == 2 else ""
    return f"{book.titles[i]}{joiner}{volume.names[i]}"


# Section names as the rules write them, cleaned of what the book and volume already say: 选择求真's
# "卷八 辨伪论 · 辩横天朱雀" (the volume), 卷八's "¶3 三元九星" (the file's paragraph numbers).
_SECTION_PREFIX = re.compile(r"^(?:卷[一二三四五六七八九十]+\s*)|^¶\d+\s*")


def _section(text: str, line: int | None) -> str:
    """The section without the volume (when the line gives it) or the file's paragraph number."""
    text = text.strip()
    if line is None:
        return re.sub(r"^¶\d+\s*", "", text).strip(" ·")
    return _SECTION_PREFIX.sub("", text).strip(" ·")


def _one(seed: str, section: str, line: int | None, language: str) -> str:
    parts = [book_of(seed, line, language), _section(section, line)]
    if line is not None:
        parts.append(f"L{line}")
    return " · ".join(p for p in parts if p)


# "<seed file> <section> L<line>" (Source.__str__), several joined by ", " or "; ".
_SEED_FILE = r"\d{3}_[0-9a-f]{6,}\.txt"
_SPLIT = re.compile(r"[,;，；]\s*(?=" + _SEED_FILE + ")")
_PART = re.compile(r"^(?P<seed>" + _SEED_FILE + r")\s*(?P<section>.*?)(?:\s+L(?P<line>\d+))?\s*$")


@lru_cache(maxsize=8192)
def _citation_text(text: str, language: str) -> str:
    i = _index(language)
    cited = []
    for part in _SPLIT.split(text.strip()):
        match = _PART.match(part.strip())
        if match is None or match["seed"][:3] not in SEED_BOOKS:
            continue  # not a seed (e.g. "not in seeds 000–003: …"): the rule's own text says so
        line = int(match["line"]) if match["line"] else None
        cited.append(_one(match["seed"], match["section"], line, language))
    return ("; " if i == 2 else "；").join(dict.fromkeys(cited))


def citation(source, language: str = "zh-hans") -> str:
    """A rule's source as a reader reads it: '《协纪辨方书》卷三十五 附录 · 杂用宜忌·起工架马吉日 · L927'.

    `source`: a Source, its dict ({seed, section, line}), or its text ("<seed file> <section> L<line>", several
    joined by ", " or "; "). Parts that cite no seed are left out; "" when nothing is cited."""
    if not source:
        return ""
    if isinstance(source, Source):
        return _one(source.seed, source.section, source.line, language)
    if isinstance(source, dict):
        return _one(source.get("seed", ""), source.get("section", ""), source.get("line"), language)
    return _citation_text(str(source), language)


# Seed codes inside the engine's sentences and the editors' notes: "（001 L529：…）", "000 L581",
# "001 §兴造动土 L415", "001 用时法 L531", "000《選擇求真》卷八 …", "000、002、003 均无", "003:787", "种子 001" (the word
# "seed" goes with the code).
_CODE = re.compile(
    r"(?<![0-9A-Za-z_.\-:/])(?:种子\s*|[Ss]eed\s+)?(?P<seed>00[0-3])"
    r"(?:(?P<colon>:(?P<colon_line>\d+))"
    r"|(?P<book>(?=\s*《))"
    r"|\s*§\s*(?P<section>[^\sL；;，,、）)]+)(?:\s+L(?P<sline>\d+))?"
    r"|\s+(?P<word>[\u4e00-\u9fff][^\s（）()：:，。；“”、]*)\s+L(?P<wline>\d+)"
    r"|(?:\s*¶\d+)?\s+L(?P<line>\d+)"
    r")?(?![0-9A-Za-z_\-])"
)


def _replace(match: re.Match, language: str) -> str:
    seed = match["seed"]
    if match["book"] is not None:  # the code is followed by the book's own title: the title suffices
        return ""
    line_text = match["colon_line"] or match["sline"] or match["wline"] or match["line"]
    line = int(line_text) if line_text else None
    book = book_of(seed, line, language)
    if match["section"] or match["word"]:  # "001 §土符 L321", "001 用时法 L531"
        return f"{book} · {match['section'] or match['word']}" + (f" · L{line}" if line is not None else "")
    return f"{book} L{line}" if line is not None else book


@lru_cache(maxsize=16384)
def cite_in_text(text: str, language: str = "zh-hans") -> str:
    """The seed codes written inside a sentence replaced by the book and volume they stand for:
    '天刑黑道，亦无贵人禄马（001 L529）' → '天刑黑道，亦无贵人禄马（《协纪辨方书》摘要 L529）'."""
    if not text or not _CODE.search(text):
        return text
    text = _CODE.sub(lambda m: _replace(m, language), text)
    return text.replace("§", "")


def has_seed_code(text: str) -> bool:
    """Whether a text names a seed by its code or file name (what pages must not show)."""
    return bool(text) and (bool(re.search(_SEED_FILE, text)) or bool(_CODE.search(text)))


@dataclass(frozen=True, slots=True)
class Source:
    seed: str
    section: str
    line: int | None = None
    note: str = ""

    def as_dict(self) -> dict:
        data = {"seed": self.seed, "section": self.section}
        if self.line is not None:
            data["line"] = self.line
        if self.note:
            data["note"] = self.note
        data["citation"] = citation(self)
        return data

    def __str__(self) -> str:
        where = f"{self.seed} {self.section}"
        return f"{where} L{self.line}" if self.line is not None else where


@dataclass(frozen=True, slots=True)
class Alias:
    """Another name the seeds give a god, and the line where they give it (e.g. 大时 is also 咸池: 001 L277).

    Only real other names: a spelling (traditional characters, 异体, a name printed with or without 日) is not an
    alias — tables keep those apart (`spellings`), for matching names only.
    """

    name: str
    source: Source


def aliases(names: str, source: Source) -> tuple[Alias, ...]:
    """The names (separated by spaces) that one seed line gives as other names of a god."""
    return tuple(Alias(name, source) for name in names.split())
