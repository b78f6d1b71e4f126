"""The shared ground of the serializer: the base of every JSON object, `Reason`, encoding."""

from typing import Any

import msgspec


class _Object(msgspec.Struct, frozen=True, gc=False):
    """A JSON object of the contract (immutable; no cycles, so outside the garbage collector)."""


class Reason(_Object):
    text: str
    source: str


_ENCODER = msgspec.json.Encoder()


def encode_bytes(value: Any) -> bytes:
    """Compact JSON as UTF-8 bytes (characters as they are, keys in the contract's order)."""
    return _ENCODER.encode(value)


def encode(value: Any) -> str:
    """The same as text."""
    return _ENCODER.encode(value).decode()


def to_builtins(value: Any) -> Any:
    """Plain dicts and lists (what the templates read), equal to the JSON."""
    return msgspec.to_builtins(value)
