"""Reading what a person typed, for every game and face alike: a small number (a count, a seat,
a position) and several items written in a row."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from tabletop.text.errors import BadInput

T = TypeVar("T")


def small_number(text: str, most_digits: int = 6) -> int | None:
    """A count or position typed by a person: ASCII digits, few of them (``int`` takes ``²``
    and ``٣`` and, past 4,300 digits, raises), else ``None``."""
    if text.isascii() and text.isdigit() and len(text) <= most_digits:
        return int(text)
    return None


def parse_many(text: str, parse_one: Callable[[str], T], longest: int = 3) -> list[T]:
    """Several items in a row, each written as one word or a few (``Pik König``, ``king of
    spades``, ``gelb 12``): the shortest reading that parses wins. An item that parses in no
    reading is reported with the error of its first word alone."""
    tokens = [tok for tok in text.replace(",", " ").replace(";", " ").split() if tok]
    items: list[T] = []
    i = 0
    while i < len(tokens):
        first: BadInput | None = None
        for length in range(1, min(longest, len(tokens) - i) + 1):
            try:
                items.append(parse_one(" ".join(tokens[i:i + length])))
            except BadInput as exc:
                first = first or exc
                continue
            i += length
            break
        else:
            assert first is not None
            raise first
    return items
