"""Where a rule comes from: a seed file and a section (or line) of it."""

from dataclasses import dataclass

SEED_QIUZHEN = "000_730fc850645c58d9.txt"  # 選擇求真 卷八–十
SEED_XIEJI_SUMMARY = "001_05e524af85a5a64b.txt"  # 协纪辨方书 摘要
SEED_XIEJI_JUAN8 = "002_b6fadfdee89ff112.txt"  # 协纪辨方书 卷八
SEED_XIEJI_APPENDIX = "003_50e88f566c4c21ff.txt"  # 协纪辨方书 卷三十五 附录
SEED_PREFIXES = frozenset(seed[:3] for seed in (SEED_QIUZHEN, SEED_XIEJI_SUMMARY, SEED_XIEJI_JUAN8, SEED_XIEJI_APPENDIX))


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

    def as_dict(self) -> dict:
        return {"name": self.name, "source": self.source.as_dict()}


def aliases(names: str, source: Source) -> tuple[Alias, ...]:
    """The names (separated by spaces) that one seed line gives as other names of a god."""
    return tuple(Alias(name, source) for name in names.split())
