"""Lists of whole Scoundrel decks to solve, as text: so the solver can be timed on decks
written out anywhere (another solver's deals) and its scores checked against known ones.

One deck a line, top of the dungeon first, in the project's card notation (``9D KC 7H ...``),
after at most two fields: a label and the expected best score (one field alone is the expected
score). Fields are separated by whitespace; ``#`` starts a comment; blank lines are skipped.

    # label  best  cards
    0        30    9D KC 7H 2C ...
    -4       2S QS 5S ...

Times measured elsewhere for the same decks (``read_times``) are one line a deck in the same
order: the CPU seconds first, then optionally the best score found there.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.scoundrel.rules.components import DECK_SET, parse_card
from tabletop.events import BadInput

__all__ = ["DeckLine", "TimeLine", "read_decks", "read_times"]


@dataclass(frozen=True, slots=True)
class DeckLine:
    label: str  # the line's own label, else its line number
    cards: list[str]
    expected: int | None = None


@dataclass(frozen=True, slots=True)
class TimeLine:
    seconds: float
    score: int | None = None


def read_decks(text: str) -> list[DeckLine]:
    """The decks of ``text``; ValueError naming the line for anything else."""
    decks = []
    for number, fields in _lines(text):
        cards: list[str] = []
        while fields and _card(fields[-1]) is not None:
            cards.insert(0, str(_card(fields.pop())))
        if not cards:
            raise ValueError(f"line {number}: no cards")
        if len(fields) > 2:
            raise ValueError(f"line {number}: {fields[-1]!r} is no card (at most a label and "
                             "a score come before the cards)")
        if len(set(cards)) != len(cards):
            raise ValueError(f"line {number}: a card twice")
        label = fields[0] if len(fields) == 2 else str(number)
        expected = None
        if fields:
            try:
                expected = int(fields[-1])
            except ValueError:
                raise ValueError(f"line {number}: {fields[-1]!r} is no score") from None
        decks.append(DeckLine(label, cards, expected))
    return decks


def read_times(text: str) -> list[TimeLine]:
    """Per-deck times: ``seconds [score]`` a line; ValueError naming the line otherwise."""
    times = []
    for number, fields in _lines(text):
        try:
            seconds = float(fields[0])
            score = int(fields[1]) if len(fields) > 1 else None
        except ValueError:
            raise ValueError(f"line {number}: not 'seconds [score]'") from None
        times.append(TimeLine(seconds, score))
    return times


def _lines(text: str) -> list[tuple[int, list[str]]]:
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        fields = line.split("#", 1)[0].split()
        if fields:
            found.append((number, fields))
    return found


def _card(text: str) -> str | None:
    """The card ``text`` names in the compact notation, or None: numbers are scores, labels."""
    if text.lstrip("-").isdigit():
        return None
    try:
        card = parse_card(text)
    except BadInput:
        return None
    return card if card in DECK_SET else None
