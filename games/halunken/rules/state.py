"""The immutable state of a Halunken und Spelunken game.

The dives are known as the table knows them: how many cards lie face down on each and which
card is face up on top; a face-down card becomes known only when it is turned or taken.
What still has to happen in a round is a queue of steps, each a small tuple.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.halunken.rules.options import HalunkenOptions

Step = tuple[str | int, ...]


class Phase(StrEnum):
    """Where a game is; the values are what ``summary`` and the screens have always shown."""

    PLACE = "place"  # the captains are placed (H2)
    BLACK_JACK = "black_jack"  # the lowest first card places Black Jack (H2)
    BID = "bid"  # hiring Black Jack (H7, H12)
    CHOOSE = "choose"  # movement cards chosen in secret (H3)
    RESOLVE = "resolve"  # the cards are revealed and the round plays out (H4-H10)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class HState:
    options: HalunkenOptions
    players: tuple[str, ...]
    phase: Phase
    round: int  # 0..7
    unseen: frozenset[str]  # cards not seen yet: face down on the dives
    down: tuple[int, ...]  # face-down cards per dive
    up: tuple[str | None, ...]  # the face-up top card per dive
    captains: tuple[int | None, ...]  # each seat's space
    hands: tuple[tuple[str, ...], ...]
    used: tuple[tuple[str, ...], ...]  # movement cards already played, per seat
    chosen: tuple[str | None, ...]  # this round's secret movement cards
    moves: tuple[int | None, ...]  # this round's spaces to move (None: cancelled)
    initial: tuple[str | None, ...]  # each seat's first card (Black Jack's setup, bidding)
    bj: int | None  # Black Jack's space (None in the introductory game)
    bj_deck: tuple[str, ...]  # his movement cards not used yet
    bj_card: str | None  # his card this round, once chosen or turned
    harbour: tuple[str, ...]
    controller: int | None  # who hired Black Jack this round (at the end: the last round)
    starter: int  # who opens the bidding
    bid: tuple[int, str] | None  # the standing bid: (seat, card)
    bid_turn: int
    bids_made: tuple[bool, ...]  # who has had their turn to bid (3-4 players: one each)
    queue: tuple[Step, ...]  # what is left to resolve this round, first step first
    earlier: tuple[tuple[int, ...], ...] = ()  # a match: each seat's scores of games played
    # What the last event did, in order, as plain records (``narrate`` tells them): a reveal
    # may set off a whole round of moves, takes and pushes within one event.
    told: tuple[Step, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def two_player(self) -> bool:
        return len(self.players) == 2

    @property
    def with_black_jack(self) -> bool:
        return self.two_player or self.options.variant == "standard"
