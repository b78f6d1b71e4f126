"""The shared ground of the serializer: the base of every JSON object, `Reason`, a source as an object,
fields that hold one of several objects, encoding."""

from typing import Annotated, Any

import msgspec

from almanac.core.memo import memo_point
from almanac.core.sources import Source, citation

# Where the published schema keeps each object (json_schema in __init__.py).
SCHEMA_REF = "#/$defs/{name}"


class _Object(msgspec.Struct, frozen=True, gc=False):
    """A JSON object of the contract (immutable; no cycles, so outside the garbage collector)."""


class _Cited(_Object, frozen=True, gc=False):
    """An object with a raw `source` ("<seed file> <section> L<line>") and its `citation` for a reader
    (almanac.core.sources.citation: '《协纪辨方书》摘要 · 用日法 · L523'), filled in when it is built."""

    def __post_init__(self):
        if not self.citation:
            msgspec.structs.force_setattr(self, "citation", citation(self.source))


class Reason(_Cited):
    text: str
    source: str
    citation: str = ""


class SourceObject(_Object, kw_only=True, omit_defaults=True):
    """A rule's place as an object (the compass, 五姓修宅, the household export): `{seed, section, line[, note],
    citation}`; `line` left out when the place has none."""

    seed: str
    section: str
    line: int | None = None
    note: str = ""
    citation: str


@memo_point("JSON sources", kind="table")  # the rule tables' sources
def source_object(source: Source) -> SourceObject:
    return SourceObject(seed=source.seed, section=source.section, line=source.line, note=source.note,
                        citation=citation(source))


# The Structs that `one_of` fields hold: the schema must describe them even where no field names them.
ONE_OF_STRUCTS: list[type[msgspec.Struct]] = []


def one_of(*structs: type[msgspec.Struct]) -> Any:
    """The type of a value that is one of several objects with no tag key to tell them apart (their keys differ, in
    order too): msgspec's schema only describes unions of tagged Structs, so the field is typed Any for msgspec and
    its schema is written here, an `anyOf` of the objects."""
    ONE_OF_STRUCTS.extend(s for s in structs if s not in ONE_OF_STRUCTS)
    refs = [{"$ref": SCHEMA_REF.format(name=s.__name__)} for s in structs]
    return Annotated[Any, msgspec.Meta(extra_json_schema={"anyOf": refs})]


_ENCODER = msgspec.json.Encoder()


def encode_bytes(value: Any) -> bytes:
    """Compact JSON as UTF-8 bytes (characters as they are, keys in the contract's order)."""
    return _ENCODER.encode(value)


def encode_into(value: Any, buffer: bytearray, offset: int = 0) -> None:
    """The same written into `buffer` from `offset` (-1: its end); the buffer is truncated to the JSON but its
    memory stays, so a loop that reuses one buffer allocates nothing per value."""
    _ENCODER.encode_into(value, buffer, offset)


def encode(value: Any) -> str:
    """The same as text."""
    return _ENCODER.encode(value).decode()


def to_builtins(value: Any) -> Any:
    """Plain dicts and lists (what the templates read), equal to the JSON."""
    return msgspec.to_builtins(value)
