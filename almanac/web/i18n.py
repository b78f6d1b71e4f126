"""Languages of the site: the almanac's own terms per language, and the message catalogues' build.

The engine writes every almanac term (god names, activities, 干支, lunar dates, reasons …) in
simplified Chinese. The page shows them
- zh-hans: as they are;
- zh-hant: converted by OpenCC (config ``s2tw``: the characters of Taiwan's standard, which are also
  those of the Hong Kong and Taiwan almanacs: 為 not 爲, 灶 not 竈, 床 not 牀, 針 not 鍼), with the
  few characters OpenCC reads wrongly in an almanac held fixed (see ``FIXED``);
- en: in Chinese, unchanged (the English gloss is separate: almanac.web.glossary).

UI strings go through Django's gettext; the catalogues are locale/<lang>/LC_MESSAGES/django.po,
compiled to .mo by ``python -m almanac.web.i18n compile`` (scripts/setup runs it; pure Python, no
GNU gettext needed).
"""

import re
import sys
from functools import lru_cache, wraps
from pathlib import Path

import opencc

# s2tw rather than s2t: s2t gives OpenCC's etymological standard (爲 竈 牀 鍼 樑), which no modern
# almanac prints; s2hk gives Hong Kong forms (説 兑 牀) that Taiwan's almanacs do not use; s2twp would
# also swap mainland vocabulary for Taiwan's (软件→軟體), which must not touch classical terms.
OPENCC_CONFIG = "s2tw"

# Characters whose one-to-many conversion OpenCC gets wrong for almanac text (it reads the common
# modern word): the branch 丑 is not 醜 (ugly); the stem 干 (天干, 日干, 吉干) is not 幹/乾; the mansion
# 斗 (斗木獬) is not 鬥 (fight); 凶 (吉凶, 皆凶) is never 兇 (violent); and 冲 (clash: 冲鼠, 日冲岁) is
# written 沖 in the almanacs, not 衝 (OpenCC mixes the two); 克 in the engine's text is always the
# elements' overcoming, 剋 (OpenCC gives 剋 only inside words it knows: 相剋 but 日克月令). Whole words
# may be fixed too: 历例 (the calendar's rule lists) is 曆例, not 歷例.
FIXED = {"丑": "丑", "干": "干", "斗": "斗", "凶": "凶", "冲": "沖", "克": "剋", "历例": "曆例"}
_FIXED_SPLIT = re.compile("(" + "|".join(map(re.escape, sorted(FIXED, key=len, reverse=True))) + ")")

SIMPLIFIED = "zh-hans"
TRADITIONAL = "zh-hant"
ENGLISH = "en"
# Language codes (lower case, '-' or '_') that read traditional characters.
_TRADITIONAL_CODES = ("zh-hant", "zh-tw", "zh-hk", "zh-mo")

LOCALE_DIR = Path(__file__).resolve().parent.parent.parent / "locale"


@lru_cache(maxsize=1)
def _converter() -> opencc.OpenCC:
    return opencc.OpenCC(OPENCC_CONFIG)


@lru_cache(maxsize=1)
def _simplifier() -> opencc.OpenCC:
    return opencc.OpenCC("t2s")


@lru_cache(maxsize=4096)
def to_simplified(text: str) -> str:
    """Traditional → simplified (for looking up a term the seeds printed in traditional characters)."""
    return _simplifier().convert(text) if text else text


@lru_cache(maxsize=16384)
def to_traditional(text: str) -> str:
    """Simplified → traditional Chinese for almanac text (cached: the same terms repeat on every page)."""
    if not text:
        return text
    converter = _converter()
    return "".join(FIXED.get(part) or converter.convert(part) for part in _FIXED_SPLIT.split(text) if part)


@lru_cache(maxsize=256)  # called for nearly every term of a page, with one of a handful of codes
def normalize_language(language_code: str | None) -> str:
    """'zh-hant', 'zh_TW', 'zh-Hant-HK' … → 'zh-hant'; 'en-gb' → 'en'; anything else → 'zh-hans'."""
    code = (language_code or SIMPLIFIED).lower().replace("_", "-")
    if code.startswith(_TRADITIONAL_CODES):
        return TRADITIONAL
    if code == "en" or code.startswith("en-"):
        return ENGLISH
    return SIMPLIFIED


def convert_term(text: str, language_code: str | None) -> str:
    """An almanac term (or any engine text) for a language: traditional for zh-hant, else unchanged.

    In English the term stays in (simplified) Chinese; glossary.gloss() gives the English beside it. Seed codes
    written inside the text ('（001 L529）') become the book and volume they stand for.
    """
    if text is None:
        return ""
    language = normalize_language(language_code)
    text = _cite_in_text(str(text), language)
    return to_traditional(text) if language == TRADITIONAL else text


def _cite_in_text(text: str, language: str) -> str:
    """Seed codes inside engine text ('（001 L529）') → the book and volume, in Chinese on every page: the
    sentence around them is Chinese (almanac.core.sources.cite_in_text)."""
    if "00" not in text:  # no seed code can be in it (the common case: a name)
        return text
    from almanac.core import api  # here, so that compiling the catalogues needs no core

    return api.cite_in_text(text, TRADITIONAL if language == TRADITIONAL else SIMPLIFIED)


_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def memo_for_plain_text(maxsize: int):
    """functools.lru_cache for a pure function of texts and a language code, asked only when every argument is a
    plain str (or None): a SafeString equals and hashes as its str but is not escaped again, so it must never
    share an entry with one; any other argument is computed afresh."""

    def decorate(function):
        remembered = lru_cache(maxsize=maxsize)(function)

        @wraps(function)
        def call(*args):
            for argument in args:
                if argument is not None and type(argument) is not str:
                    return function(*args)
            return remembered(*args)

        call.cache_clear = remembered.cache_clear
        return call

    return decorate


def term_span(text, language_code: str | None):
    """Engine text for a page, as HTML: converted for zh-hant; on an English page in a span naming its language,
    '<span lang="zh-Hans">祭祀</span>', so that the reader and a screen reader meet it as Chinese (in mixed text,
    each Chinese run). Text without a Chinese character (an English reading, a number) comes back as it is."""
    if text is None or text == "":
        return ""
    return _term_span(text, normalize_language(language_code))


@memo_for_plain_text(maxsize=16384)  # a page has hundreds of terms
def _term_span(text, language_code: str | None):
    from django.utils.html import format_html

    text = convert_term(text, language_code)
    if normalize_language(language_code) != ENGLISH or not _CJK.search(text):
        return format_html("{}", text)  # a Chinese page: its lang says it already
    if re.search("[A-Za-z]", text):
        return mark_chinese(text, language_code)  # a sentence with English in it: its Chinese runs marked
    return format_html('<span lang="zh-Hans">{}</span>', text)


# A run of Chinese in mixed text: ideographs with the CJK and general punctuation between them ('用日法',
# '月厌（地火）', '“为次吉”'); spaces and ' · ' separate runs.
_CJK_RUN = re.compile(r"[\u2014\u2018-\u201d\u2026\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+")


_CJK_MARK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")  # ideographs, CJK punctuation


def mark_chinese(text, language_code: str | None = "zh-hans"):
    """Mixed text (an English citation naming a Chinese section, an engine sentence citing in English) with each
    run of Chinese in a span naming its language: 'Xieji Bianfang Shu · <span lang="zh-Hans">用日法</span> · L511'.
    Escaped HTML; the text itself is not converted."""
    from django.utils.html import escape, format_html
    from django.utils.safestring import mark_safe

    if text is None or text == "":
        return ""
    text = str(text)
    lang = "zh-Hant" if normalize_language(language_code) == TRADITIONAL else "zh-Hans"
    out, end = [], 0
    for match in _CJK_RUN.finditer(text):
        if not _CJK_MARK.search(match.group()):
            continue  # general punctuation alone: a dash, quotes, an ellipsis
        out.append(escape(text[end:match.start()]))
        out.append(format_html('<span lang="{}">{}</span>', lang, match.group()))
        end = match.end()
    out.append(escape(text[end:]))
    return mark_safe("".join(out))  # every part escaped above


# --- message catalogues -------------------------------------------------------------------------

def catalogue_paths(locale_dir: Path = LOCALE_DIR) -> list[Path]:
    return sorted(locale_dir.glob("*/LC_MESSAGES/*.po"))


def compiled_bytes(po_path: Path) -> bytes:
    """The .mo file's bytes for a .po file (polib: pure Python, same format as GNU msgfmt)."""
    import tempfile

    import polib

    catalogue = polib.pofile(str(po_path), encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "out.mo"
        catalogue.save_as_mofile(str(target))
        return target.read_bytes()


def compile_catalogues(locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Write each .po's .mo beside it when it is missing or differs; return the files written."""
    written = []
    for po_path in catalogue_paths(locale_dir):
        mo_path = po_path.with_suffix(".mo")
        data = compiled_bytes(po_path)
        if not mo_path.exists() or mo_path.read_bytes() != data:
            mo_path.write_bytes(data)
            written.append(mo_path)
    return written


def _main(argv: list[str]) -> int:
    if argv[1:] != ["compile"]:
        print("usage: python -m almanac.web.i18n compile", file=sys.stderr)
        return 2
    for path in compile_catalogues():
        print(f"compiled {path.relative_to(LOCALE_DIR.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv))
