"""What a player's name may be: printable text of a sensible length, written one way.

A name is data everywhere (never markup); here it is also kept from holding control
characters, invisible characters, or being two names that only look different.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from tabletop.events import BadInput
from tabletop.store import person_key

MAX_NAME = 32


def clean_name(text: str) -> str:
    """The name as it will be kept (NFC, spaces collapsed) or ``BadInput`` saying why not."""
    name = " ".join(unicodedata.normalize("NFC", text).split())
    if not name:
        raise BadInput("err_name_empty")
    if len(name) > MAX_NAME:
        raise BadInput("err_name_long", most=MAX_NAME)
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn") for c in name):
        raise BadInput("err_name_unprintable", name=name.encode("unicode_escape").decode())
    return name


def distinct_names(names: Iterable[str]) -> list[str]:
    """The names of one game's seats: each clean, and no person twice."""
    seen: dict[str, str] = {}
    kept = []
    for text in names:
        name = clean_name(text)
        key = person_key(name)
        if key in seen:
            raise BadInput("err_name_twice", name=name)
        seen[key] = name
        kept.append(name)
    return kept
