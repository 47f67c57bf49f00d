"""The words of Scoundrel's actions in English and German: what the screens show and a player
types (``notation.parse`` reads both back). The transcript line is the English one with card
codes (``play KS``); German shows a card as it lies on the table (``spiele K♠``), since the
letters C S D H and J Q K A are English initials (issue #14)."""

from __future__ import annotations

from collections.abc import Callable

from games.scoundrel.rules.components import parse_card, pretty
from tabletop.events import BadInput, Event
from tabletop.text.i18n import language

WORDS = {
    "en": {"room": "room", "play": "play", "run": "run", "bare": "bare", "weapon": "weapon"},
    "de": {"room": "raum", "play": "spiele", "run": "fliehen", "bare": "faust",
           "weapon": "waffe"},
}
_CARD: dict[str, Callable[[str], str]] = {"en": str, "de": pretty}
_MEANING = {word: meaning for meaning, word in WORDS["en"].items()}


def spoken(event: Event, lang: str) -> str:
    """``event`` in the words of ``lang``."""
    said, card = WORDS[lang], _CARD[lang]
    if event.kind == "room":
        return " ".join([said["room"], *(card(c) for c in event.data["values"])])
    if event.kind == "run":
        return said["run"]
    line = f"{said['play']} {card(str(event.data['card']))}"
    return f"{line} {said[event.data['with']]}" if "with" in event.data else line


def words(event: Event) -> str:
    """What a player types for ``event`` in the current language."""
    return spoken(event, language())


def said(line: str) -> str:
    """A transcript line (``play KS bare``, as advice names its actions) in the words of the
    current language; a word it does not know stays as written."""
    lang = language()
    return " ".join(_word(token, lang) for token in line.split())


def _word(token: str, lang: str) -> str:
    meaning = _MEANING.get(token)
    if meaning is not None:
        return WORDS[lang][meaning]
    try:
        return _CARD[lang](parse_card(token))
    except BadInput:
        return token
