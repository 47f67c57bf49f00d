"""The 44 cards of Scoundrel (S1): codes, values, kinds, and reading them in any notation."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from tabletop.events import BadInput
from tabletop.typed import parse_many

Kind = Literal["monster", "weapon", "potion"]

SUITS = "CSDH"
RANK_CODES = {11: "J", 12: "Q", 13: "K", 14: "A"}
SYMBOLS = {"C": "♣", "S": "♠", "D": "♦", "H": "♥"}
KIND_OF_SUIT: dict[str, Kind] = {"C": "monster", "S": "monster", "D": "weapon", "H": "potion"}
MAX_HEALTH = 20


def code(value: int, suit: str) -> str:
    return f"{RANK_CODES.get(value, str(value))}{suit}"


def _build_deck() -> tuple[str, ...]:
    # S1: monsters are every club and spade 2..A; red cards only 2..10.
    cards = [code(v, s) for s in "CS" for v in range(2, 15)]
    cards += [code(v, s) for s in "DH" for v in range(2, 11)]
    return tuple(cards)


DECK: tuple[str, ...] = _build_deck()
DECK_SET = frozenset(DECK)
VALUE: dict[str, int] = {c: (int(c[:-1]) if c[:-1].isdigit() else
                            {v: k for k, v in RANK_CODES.items()}[c[:-1]]) for c in DECK}
KIND: dict[str, Kind] = {c: KIND_OF_SUIT[c[-1]] for c in DECK}
ORDER = {c: i for i, c in enumerate(DECK)}
LOWEST_HEALTH = 1 - max(VALUE[c] for c in DECK if KIND[c] == "monster")
"""The least health a game ends with (S9): the blow that kills falls on at least 1 health, and
no monster is worth more than the ace (S1)."""


def value(card: str) -> int:
    return VALUE[card]


def kind(card: str) -> Kind:
    return KIND[card]


def is_monster(card: str) -> bool:
    return KIND[card] == "monster"


def pretty(card: str) -> str:
    """``K♠``: the way the card looks on the table."""
    return f"{card[:-1]}{SYMBOLS[card[-1]]}"


def sort_cards(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=ORDER.__getitem__)


_RANK_WORDS = {
    "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "t": 10,
    "j": 11, "q": 12, "k": 13, "a": 14,
    # German initials (issue #28): Bube, Dame; König and Ass share K and A with English.
    "b": 11, "d": 12,
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "jack": 11, "queen": 12, "king": 13, "ace": 14,
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "zehn": 10, "bube": 11, "dame": 12, "könig": 13, "koenig": 13, "ass": 14, "as": 14,
}
_SUIT_WORDS = {
    "c": "C", "s": "S", "d": "D", "h": "H",
    "♣": "C", "♠": "S", "♦": "D", "♥": "H", "♧": "C", "♤": "S", "♢": "D", "♡": "H",
    "club": "C", "clubs": "C", "spade": "S", "spades": "S",
    "diamond": "D", "diamonds": "D", "heart": "H", "hearts": "H",
    "kreuz": "C", "pik": "S", "karo": "D", "herz": "H",
}
# A rank comes first and the suit last, so "DD" is the Dame of diamonds, never two suits.
_COMPACT = re.compile(r"^(10|[2-9tjqkabd])\s*([cdhs♣♠♦♥♧♤♢♡])$")
_FILLER = {"of", "von", "-"}


def parse_card(text: str) -> str:
    """A card from ``KS``, ``K♠``, ``k s``, ``10d``, ``TD``, ``king of spades`` or ``Pik König``.

    Raises ``BadInput`` for text that names no card, and for cards Scoundrel removes (S1).
    """
    raw = text.strip().lower()
    m = _COMPACT.match(raw)
    if m:
        card = code(_RANK_WORDS[m.group(1)], _SUIT_WORDS[m.group(2)])
    else:
        words = [w for w in re.split(r"[\s\-]+", raw) if w and w not in _FILLER]
        readings = _readings(words)
        if len(readings) > 1:
            # No such text today ("d" is the only letter that is both); a suit letter added
            # later must not make a card a guess.
            first, second = sorted(readings)[:2]
            raise BadInput("sc_err_card_ambiguous", text=text.strip(), first=pretty(first),
                           second=pretty(second))
        if not readings:
            raise BadInput("sc_err_not_a_card", text=text.strip())
        card = readings.pop()
    if card not in DECK_SET:
        raise BadInput("sc_err_removed_card", card=pretty(card))
    return card


def _readings(words: list[str]) -> set[str]:
    """The cards two words can name, one the rank and the other the suit: "d" is the Dame
    as well as diamonds, so "Pik D" is the queen of spades and "D 7" the seven of diamonds."""
    if len(words) != 2:
        return set()
    return {code(_RANK_WORDS[rank], _SUIT_WORDS[suit])
            for rank, suit in (words, words[::-1])
            if rank in _RANK_WORDS and suit in _SUIT_WORDS}


def parse_cards(text: str) -> list[str]:
    """Several cards separated by spaces or commas; words like ``Pik König`` stay together."""
    return parse_many(text, parse_card)
