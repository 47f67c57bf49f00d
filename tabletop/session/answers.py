"""What a person chose, as data: a face hands it to the table, which reads it.

A face never parses a move or checks it: it passes the number of a button, the counts of a
tapped reveal or the line typed, and the table turns it into an event against what that place
was offered (after boardgame.io's moves, which arrive as a name and arguments, never as code).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.events import BadInput, Event, IllegalAction
from tabletop.plugin import Chance, Decision, Game


@dataclass(frozen=True, slots=True)
class Pick:
    """The ``index`` of an action offered (a button); of a reveal, the one outcome tapped."""

    index: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """How many of each outcome a reveal holds, in the order of the outcomes offered."""

    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Typed:
    """A line typed in the game's words (the terminal's prompt, the web's typed field)."""

    text: str


Answer = Pick | Reveal | Typed

MOST_TYPED = 200
"""Characters of a typed move: a line of any game's notation is far shorter."""


def event_of(game: Game[Any], state: Any, offer: Decision | Chance, answer: Answer, *,
             dealt: bool = False) -> Event:
    """The event ``answer`` chose from ``offer``; ``state`` is the position it was chosen in
    (a typed line is read there). ``dealt``: the app deals, so nobody reveals chance by
    hand. A typed move that the offer's list leaves out is left to the rules to check."""
    if isinstance(answer, Typed):
        line = answer.text.strip()
        if not line:
            raise BadInput("err_empty_input")
        if len(line) > MOST_TYPED:
            raise BadInput("err_typed_long", most=MOST_TYPED)
        event = game.parse(state, line)
        if event.is_chance != isinstance(offer, Chance):
            if event.is_chance:  # the rules say why nothing is revealed now, where they can
                game.turn(state, event)
            raise IllegalAction("err_dealer_deals" if dealt else "err_typed_not_now")
        return event
    if isinstance(offer, Decision):
        if not isinstance(answer, Pick) or not 0 <= answer.index < len(offer.actions):
            raise BadInput("err_not_a_choice")
        return offer.actions[answer.index]
    if isinstance(answer, Pick):
        if not 0 <= answer.index < len(offer.outcomes):
            raise BadInput("err_not_a_choice")
        return offer.reveal([int(i == answer.index) for i in range(len(offer.outcomes))])
    counts = answer.counts
    if len(counts) < len(offer.outcomes):  # an outcome not given is none of it
        counts += (0,) * (len(offer.outcomes) - len(counts))
    return offer.reveal(counts)
