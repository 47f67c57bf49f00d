"""The immutable state of one Scoundrel game: exactly what a player at the table knows."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.scoundrel.rules.options import ScoundrelOptions


class Status(StrEnum):
    """Where a game stands (S8); the values are those stored and printed (``replay --json``)."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class ScoundrelState:
    options: ScoundrelOptions
    player: str
    health: int
    # The dungeon as the table knows it: never-seen cards (order unknown), then each batch of
    # run-away cards in the order the batches went under. Inside a batch the cards are kept in
    # room order; they went under unordered (S6), so at the table any order is legal.
    unseen: frozenset[str]
    batches: tuple[tuple[str, ...], ...]
    room: tuple[str, ...]
    played: int  # cards played from the current room (a turn ends after 3)
    potion_used: bool  # S5: the first potion of a turn heals, later ones don't
    weapon: str | None
    slain: tuple[str, ...]  # monsters on the weapon, the last one slain last
    discard: tuple[str, ...]
    ran_last: bool  # S6: the previous room was fled
    last_played: str | None
    # Per batch: it went under shuffled (S6), and a seeded dealer draws its cards at random.
    # A run in a record made before carries no such mark: the app dealt those cards back in
    # room order then, and so it does when the record is played again.
    shuffled: tuple[bool, ...] = ()
    # The places in the room (from 0, as it was filled) of the cards played this turn: a card
    # keeps its number while the others are played (issue #22: typing 1 then 3 meant the
    # cards numbered 1 and 3 when the room was dealt).
    gaps: tuple[int, ...] = ()

    def places(self) -> list[int]:
        """Each room card's place (from 0), in room order."""
        return [place for place in range(len(self.room) + len(self.gaps))
                if place not in self.gaps][:len(self.room)]

    @property
    def dungeon_size(self) -> int:
        return len(self.unseen) + sum(len(b) for b in self.batches)

    def dungeon_cards(self) -> frozenset[str]:
        return self.unseen.union(*self.batches)

    @property
    def next_batch_shuffled(self) -> bool:
        return bool(self.shuffled) and self.shuffled[0]
