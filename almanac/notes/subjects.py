"""What a note can be about, and the check that its subject is a name the engine really uses.

Four kinds of subject:

- ``god``        a 神煞 of the day (including rejected and appendix items), of the hour, or a 黄道/黑道 值神
                 (api.god_names);
- ``activity``   an activity by its catalogue name (api.activity_names);
- ``direction``  a directional god of the compass (api.directional_god_names);
- ``passage``    a line of a seed text, written ``001:169`` (seed prefix 000–003, 1-based line number as
                 ``grep -n`` prints it). ``001 L169`` and ``001#169`` are accepted and normalised.

Names must be exactly the engine's (the marker tag looks notes up by the name the page already has), so an
alias or a near miss is rejected with the name to use instead.
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _

from almanac.core import api


class SubjectKind(models.TextChoices):
    GOD = "god", _("神煞")
    ACTIVITY = "activity", _("事项")
    DIRECTION = "direction", _("方位神煞")
    PASSAGE = "passage", _("原文段落")


# --- engine names (from the core's door) ----------------------------------------------------------

god_names = api.god_names
god_aliases = api.god_aliases
activity_names = api.activity_names
activity_aliases = api.activity_aliases
directional_god_names = api.directional_god_names


# --- seed passages -----------------------------------------------------------------------------

PASSAGE_RE = re.compile(r"(\d{3})(?:\s*[:：#]\s*|\s+|\s*(?=[Ll]))[Ll]?\s*(\d+)")

def seeds_dir() -> Path:
    """shared/seeds beside the project (settings.NOTES_SEEDS_DIR overrides, for tests)."""
    override = getattr(settings, "NOTES_SEEDS_DIR", None)
    return Path(override) if override else Path(settings.BASE_DIR).parent / "shared" / "seeds"


def _known_prefixes() -> frozenset[str]:
    return api.seed_prefixes()


@cache
def _seed_lines(path: str) -> tuple[str, ...]:
    return tuple(Path(path).read_text(encoding="utf-8").splitlines())


def seed_file(prefix: str) -> Path | None:
    directory = seeds_dir()
    if not directory.is_dir():
        return None
    matches = sorted(directory.glob(f"{prefix}_*.txt"))
    return matches[0] if matches else None


def seed_line(prefix: str, line: int) -> str | None:
    """The text of a seed line, or None when the seeds are not on this machine or the line is past the end."""
    path = seed_file(prefix)
    if path is None:
        return None
    lines = _seed_lines(str(path))
    return lines[line - 1] if 1 <= line <= len(lines) else None


def parse_passage(subject: str) -> tuple[str, int] | None:
    match = PASSAGE_RE.fullmatch(subject.strip())
    return (match.group(1), int(match.group(2))) if match else None


def passage_label(subject: str) -> str:
    """``001:169`` → ``《协纪辨方书》摘要 L169`` (the book and volume from the core's one table of them)."""
    parsed = parse_passage(subject)
    if not parsed:
        return subject
    prefix, line = parsed
    return api.cite_in_text(f"{prefix} L{line}")


def _validate_passage(subject: str) -> str:
    parsed = parse_passage(subject)
    if parsed is None:
        raise ValidationError(
            _("原文段落须写作「种子编号:行号」，如「001:169」（种子 000–003，行号从 1 起，同 grep -n）。收到「%(value)s」。"),
            code="passage_format",
            params={"value": subject},
        )
    prefix, line = parsed
    canonical = f"{prefix}:{line}"
    directory = seeds_dir()
    if not directory.is_dir():
        # The seeds are not on this machine: only the form and the prefix can be checked.
        if prefix not in _known_prefixes():
            raise ValidationError(
                _("没有编号为 %(prefix)s 的种子文本（可用：%(known)s）。"),
                code="passage_seed",
                params={"prefix": prefix, "known": "、".join(sorted(_known_prefixes()))},
            )
        if line < 1:
            raise ValidationError(_("行号从 1 起。"), code="passage_line")
        return canonical
    path = seed_file(prefix)
    if path is None:
        available = sorted(p.name[:3] for p in directory.glob("[0-9][0-9][0-9]_*.txt"))
        raise ValidationError(
            _("没有编号为 %(prefix)s 的种子文本（可用：%(known)s）。"),
            code="passage_seed",
            params={"prefix": prefix, "known": "、".join(available)},
        )
    lines = _seed_lines(str(path))
    if not 1 <= line <= len(lines):
        raise ValidationError(
            _("种子 %(prefix)s 只有 %(count)s 行，没有第 %(line)s 行。"),
            code="passage_line",
            params={"prefix": prefix, "count": len(lines), "line": line},
        )
    if not lines[line - 1].strip():
        raise ValidationError(
            _("种子 %(prefix)s 第 %(line)s 行是空行，请引有文字的一行。"),
            code="passage_blank",
            params={"prefix": prefix, "line": line},
        )
    return canonical


# --- the check ---------------------------------------------------------------------------------


def _unknown(kind_label, name: str, names, alias_of: dict[str, str] | None = None) -> ValidationError:
    if alias_of and name in alias_of:
        return ValidationError(
            _("「%(name)s」是别名，引擎用的名字是「%(canonical)s」，请改用它。"),
            code="alias",
            params={"name": name, "canonical": alias_of[name]},
        )
    close = difflib.get_close_matches(name, sorted(names), n=3, cutoff=0.5)
    if close:
        return ValidationError(
            _("引擎中没有名为「%(name)s」的%(kind)s（须与引擎所用名称完全一致）。是否指：%(close)s？"),
            code="unknown_subject",
            params={"name": name, "kind": kind_label, "close": "、".join(close)},
        )
    return ValidationError(
        _("引擎中没有名为「%(name)s」的%(kind)s（须与引擎所用名称完全一致）。"),
        code="unknown_subject",
        params={"name": name, "kind": kind_label},
    )


def validate_subject(kind: str, subject: str) -> str:
    """The subject in canonical form, or ValidationError with a message a curator can act on."""
    name = (subject or "").strip()
    if not name:
        raise ValidationError(_("请填写主题名称。"), code="required")
    if kind == SubjectKind.GOD:
        if name not in god_names():
            raise _unknown(SubjectKind.GOD.label, name, god_names(), god_aliases())
        return name
    if kind == SubjectKind.ACTIVITY:
        if name not in activity_names():
            raise _unknown(SubjectKind.ACTIVITY.label, name, activity_names(), activity_aliases())
        return name
    if kind == SubjectKind.DIRECTION:
        names = directional_god_names()
        if name not in names:
            raise _unknown(SubjectKind.DIRECTION.label, name, names)
        return name
    if kind == SubjectKind.PASSAGE:
        return _validate_passage(name)
    raise ValidationError(_("未知的主题类别「%(kind)s」。"), code="kind", params={"kind": kind})


def subject_label(kind: str, subject: str) -> str:
    """How a subject is shown to a reader."""
    return passage_label(subject) if kind == SubjectKind.PASSAGE else subject


def clear_caches() -> None:
    """Forget the seed lines read so far (tests that point NOTES_SEEDS_DIR elsewhere)."""
    _seed_lines.cache_clear()
