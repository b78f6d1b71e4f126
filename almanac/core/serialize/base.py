"""The shared ground of the serializer: the base of every JSON object, `Reason`, encoding."""

from typing import Any

import msgspec

from almanac.core.sources import citation


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
