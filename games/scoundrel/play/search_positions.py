"""Positions as the advice's search keys them: the engine's cards with alike ones made one, and
the dungeon as the player knows it (S10), bags of cards with the sums the estimate needs.

A bag is the never-seen cards (any order) or one fled room; the bags come in the order they
are dealt from, never-seen first, then the fled rooms in the order they went under.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from games.scoundrel.play.engine import KINDS, MONSTER, POTION, VALUES, WEAPON

MONSTER_TOP = max(VALUES)  # the ace
# Each card stands for the first card of its kind and value (9♠ for 9♣), so that a sorted tuple
# of cards is a canonical multiset: positions that differ only in alike cards are one.
ALIKE: tuple[int, ...] = tuple(
    next(i for i in range(len(KINDS)) if (KINDS[i], VALUES[i]) == (KINDS[c], VALUES[c]))
    for c in range(len(KINDS)))


def alike(cards: Iterable[int]) -> tuple[int, ...]:
    """The canonical multiset of ``cards``."""
    return tuple(sorted(ALIKE[c] for c in cards))


Bags = tuple[tuple[int, ...], ...]
Refill = tuple[float, tuple[int, ...], int]  # probability, cards drawn, the dungeon left


class Node(NamedTuple):
    """A position as the search keys it; ``pool`` indexes the dungeon's bags in the search."""

    health: int
    weapon: int  # its value; 0: none
    cap: int  # a monster below it may be fought (engine.cap_of)
    room: tuple[int, ...]  # alike cards, sorted
    played: int
    potion_used: bool
    ran_last: bool
    pool: int


@dataclass(frozen=True, slots=True)
class Dungeon:
    """The cards still to come in the dungeon, with the sums the estimate and the score need."""

    bags: Bags
    size: int
    monster_sum: int
    potion_sum: int
    weapon_sum: int
    weapon_count: int
    # monsters of value <= v: how many, and their sum (v = 0..14), for the estimate in O(1)
    count_upto: tuple[int, ...]
    sum_upto: tuple[int, ...]


def make_dungeon(bags: Bags) -> Dungeon:
    cards = [c for bag in bags for c in bag]
    count = [0] * (MONSTER_TOP + 1)
    for c in cards:
        if KINDS[c] == MONSTER:
            count[VALUES[c]] += 1
    count_upto, sum_upto = [0] * (MONSTER_TOP + 1), [0] * (MONSTER_TOP + 1)
    for v in range(1, MONSTER_TOP + 1):
        count_upto[v] = count_upto[v - 1] + count[v]
        sum_upto[v] = sum_upto[v - 1] + v * count[v]
    weapons = [VALUES[c] for c in cards if KINDS[c] == WEAPON]
    return Dungeon(bags=bags, size=len(cards), monster_sum=sum_upto[-1],
                   potion_sum=sum(VALUES[c] for c in cards if KINDS[c] == POTION),
                   weapon_sum=sum(weapons), weapon_count=len(weapons),
                   count_upto=tuple(count_upto), sum_upto=tuple(sum_upto))
