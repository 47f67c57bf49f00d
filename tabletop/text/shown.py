"""A name or a text from a person as it may reach a screen, however it was stored: the part of
``tabletop.text.names`` that the errors and the narration need, apart from the rules on what
a name may be (which raise errors themselves)."""

from __future__ import annotations

import unicodedata

MAX_NAME = 32
UNPRINTABLE = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
CONTROL_PICTURES = {code: chr(0x2400 + code) for code in range(32)} | {0x7F: "\u2421"}
CUT = "…"


def escaped(name: str) -> str:
    """The name with each character it may not hold written as its code (``\\x1b``)."""
    return "".join(char.encode("unicode_escape").decode("ascii")
                   if unicodedata.category(char) in UNPRINTABLE else char for char in name)


def shown_name(name: str, most: int = MAX_NAME) -> str:
    """Any name, however it was stored, as it may reach a screen: controls as visible pictures,
    other characters a name may not hold as �, cut after ``most`` characters."""
    head = name[:most + 1]  # a huge stored name is never read further than this
    text = "".join(_visible(char) for char in head[:most])
    return text + CUT if len(head) > most else text


def _visible(char: str) -> str:
    picture = CONTROL_PICTURES.get(ord(char))
    if picture is not None:
        return picture
    return "\ufffd" if unicodedata.category(char) in UNPRINTABLE else char
