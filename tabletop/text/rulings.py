"""The rulings a game's text cites (``S3: …``, ``… (H12)``, ``(D21: …)``, ``(…, D21)``): the
``rules`` command and the docs name them, so a reader can look a ruling up; a player who reads
what an option decides or what a tally asks needs the words alone."""

from __future__ import annotations

import re

_RULING = r"[A-Z]\d{1,2}(?:[/–-][A-Z]?\d{1,2})*"
_LEADING = re.compile(rf"^{_RULING}:\s+")
_OPENING = re.compile(rf"\({_RULING}:\s+")
_BRACKETED = re.compile(rf"\s*\({_RULING}\)")
_CLOSING = re.compile(rf"[,;]\s*{_RULING}\)")


def for_players(text: str) -> str:
    """``text`` without the rulings it cites; a sentence that began with one begins with a
    capital letter."""
    if _LEADING.match(text):
        text = _LEADING.sub("", text, count=1)
        text = text[:1].upper() + text[1:]
    return _CLOSING.sub(")", _BRACKETED.sub("", _OPENING.sub("(", text)))
