"""The 42 scoundrel cards, the 14 dives and the movement cards of Halunken und Spelunken (H1)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from tabletop.events import BadInput
from tabletop.text.i18n import language
from tabletop.typed import parse_many, small_number

DIVES = 14
CARDS_PER_DIVE = 3
ROUNDS = 8
RUM = "rum"
MOVES = ("1", "2", "3", "4", "5", "6", "7", RUM)  # each captain's movement cards
BJ_MOVES = tuple(str(n) for n in range(1, 13))  # Black Jack's deck in the standard game
CAPTAIN_MOST = len(MOVES) - 1  # the highest card a captain moves by

# Colour rank for ties, lowest first: red < purple < grey < yellow (H1).
COLOURS = "rpgy"
VALUES = {"r": (*range(4, 12), 15), "p": (*range(3, 12), 14), "g": (*range(2, 12), 13),
          "y": tuple(range(1, 13))}
DECK: tuple[str, ...] = tuple(f"{c}{v}" for c in COLOURS for v in VALUES[c])
DECK_SET = frozenset(DECK)

LETTERS = {"en": {"r": "r", "p": "p", "g": "g", "y": "y"},
           "de": {"r": "r", "p": "l", "g": "gr", "y": "ge"}}
"""The colour letters each language shows (issue #14): German rot, lila, grau, gelb."""

_COLOUR_WORDS = {
    "r": "r", "red": "r", "rot": "r", "p": "p", "purple": "p", "l": "p", "lila": "p",
    "violett": "p", "grey": "g", "gray": "g", "gr": "g", "grau": "g", "y": "y", "yellow": "y",
    "ge": "y", "gelb": "y",
}
# The one letter both languages use: a German player's g is gelb, an English player's grey.
_G = {"en": "g", "de": "y"}
# ASCII digits and no sign: ``y-3`` is no card, not y3 (issue #13)
_COMPACT = re.compile(r"^([a-zäöü]+)\s*([0-9]{1,2})$")
_REVERSED = re.compile(r"^([0-9]{1,2})\s*([a-zäöü]+)$")


def colour(card: str) -> str:
    return card[0]


def value(card: str) -> int:
    return int(card[1:])


def rank(card: str) -> tuple[int, int]:
    """A bid or an initial card beats another by value, then by colour (H2, H7)."""
    return value(card), COLOURS.index(colour(card))


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=lambda c: (COLOURS.index(colour(c)), value(c))))


def shown(card: str) -> str:
    """A card as the reader writes it: ``y12`` in English, ``ge12`` in German (anything else,
    a movement card, as it is)."""
    letter = LETTERS[language()].get(card[:1])
    return card if letter is None or not card[1:].isdigit() else f"{letter}{card[1:]}"


class Shown(str):
    """Card codes in a message's parameters (one, or several between spaces), written with the
    reader's letters when the message is formatted: an error may be raised in one context and
    read in another, and a score sheet is kept as data (JSON keeps the codes)."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return format(" ".join(shown(card) for card in str.__str__(self).split(" ")), spec)


def colour_word(word: str) -> str | None:
    """The colour a letter or word names, in either language; ``g`` in the reader's."""
    if word == "g":
        return _G[language()]
    return _COLOUR_WORDS.get(word)


def parse_card(text: str) -> str:
    """``y12``, ``Y 12``, ``yellow 12``, ``gelb12``, ``ge12``, ``12 gelb``; ``g12`` is grey
    12 in English and gelb 12 in German."""
    raw = text.strip().lower()
    match = _COMPACT.match(raw) or _REVERSED.match(raw)
    if match is None:
        raise BadInput("hs_err_not_a_card", text=text.strip())
    word, number = match.groups() if match.re is _COMPACT else match.groups()[::-1]
    letter = colour_word(word)
    if letter is None:
        raise BadInput("hs_err_not_a_card", text=text.strip())
    card = f"{letter}{int(number)}"
    if card not in DECK_SET:
        raise BadInput("hs_err_no_such_card", card=Shown(card))
    return card


def parse_cards(text: str) -> list[str]:
    return parse_many(text, parse_card, longest=2)


def move_value(card: str) -> int:
    return 0 if card == RUM else int(card)


def parse_move(text: str, most: int = 12) -> str:
    """A movement card: a captain's run to 7, Black Jack's to 12 (``most``), or rum."""
    word = text.strip().lower()
    if word in ("rum", "r"):
        return RUM
    number = small_number(word, 2)
    if number is not None and 1 <= number <= most:
        return str(number)
    raise BadInput("hs_err_not_a_move", text=text.strip()[:12], most=most)


def initials(names: Sequence[str]) -> list[str]:
    """Short marks for the captains: first letters, made unique with digits."""
    marks: list[str] = []
    for index, name in enumerate(names):
        mark = (name[:2] or f"P{index + 1}").title()
        marks.append(mark if mark not in marks else f"{mark[0]}{index + 1}")
    return marks
