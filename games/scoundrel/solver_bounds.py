"""An upper bound on the score of a win from a position, for cutting the solver's search.

It depends only on which cards are left (a bit mask: the order they come in, fled rooms
included, is ignored, so one value serves every order of the same cards), the weapon and
its cap; health adds to it. See ``WinBound.score``.
"""

from __future__ import annotations

from games.scoundrel.components import MAX_HEALTH
from games.scoundrel.engine import KINDS, MONSTER, POTION, VALUES, WEAPON

PLAYS_PER_TURN = 3


def mask_of(cards: bytes | list[int] | tuple[int, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def _kind_mask(kind: int) -> int:
    return mask_of([c for c in range(len(KINDS)) if KINDS[c] == kind])


MONSTERS, WEAPONS, POTIONS = _kind_mask(MONSTER), _kind_mask(WEAPON), _kind_mask(POTION)


class WinBound:
    """``score``: no win from here scores more (0: no win is possible)."""

    def __init__(self, or_equal: int) -> None:
        self.or_equal = or_equal
        # Each part depends on a few cards only, so it is kept apart and met again under
        # other masks (the bound is asked for far more masks than there are parts).
        self.table: dict[tuple[int, int, int], tuple[int, int, int]] = {}
        self.potions: dict[tuple[int, int], tuple[int, int]] = {}
        self.weapons: dict[int, tuple[int, int]] = {}
        self.monsters: dict[int, tuple[int, ...]] = {}
        self.costs: dict[tuple[int, int, int, int, int, int], int] = {}

    def score(self, mask: int, health: int, weapon: int, cap: int) -> int:
        """Every monster left costs at least its value above the best weapon that could
        fight it, and the potions heal at most their values, one a turn (S5); health never
        passes 20, and 20 at the end scores 20 plus the best potion left at most (S9)."""
        reach = self.reach(mask, health, weapon, cap)
        return reach if reach > 0 else 0

    def reach(self, mask: int, health: int, weapon: int, cap: int) -> int:
        """``score`` for any end, a loss too, under ``death_penalty=dungeon_and_room``: health
        less the monsters not yet played only grows, by a heal or a weapon's blow (S4, S5), and
        a loss scores what it has come to when health runs out (S9). Below 1 it is no win."""
        key = (mask, weapon, cap)
        found = self.table.get(key)
        if found is None:
            found = self._parts(mask, weapon, cap)
            self.table[key] = found
        heal, best_potion, cost = found
        reach = health + heal - cost
        return MAX_HEALTH + best_potion if reach >= MAX_HEALTH else reach

    def _parts(self, mask: int, weapon: int, cap: int) -> tuple[int, int, int]:
        # A turn plays three cards and heals once (S5); a fled turn heals nothing.
        turns = -(-mask.bit_count() // PLAYS_PER_TURN)
        potions = (mask & POTIONS, turns)
        heal = self.potions.get(potions)
        if heal is None:
            values = sorted((VALUES[c] for c in cards_of(potions[0])), reverse=True)
            heal = self.potions[potions] = (sum(values[:turns]), values[0] if values else 0)
        weapons = self.weapons.get(mask & WEAPONS)
        if weapons is None:
            values = sorted((VALUES[c] for c in cards_of(mask & WEAPONS)), reverse=True)
            values += [0, 0]
            weapons = self.weapons[mask & WEAPONS] = (values[0], values[1])
        return heal[0], heal[1], self._cost(mask & MONSTERS, weapons, weapon, cap)

    def _cost(self, monsters: int, weapons: tuple[int, int], weapon: int, cap: int) -> int:
        """The least the monsters left can cost. Under ``lower`` a weapon slays each value
        at most once, so the second monster of a value meets at best the second weapon."""
        first, second = weapons
        if self.or_equal:
            # One weapon may slay every monster, in falling order.
            first = max(first, weapon if cap else 0)
            key = (monsters, first, 0, 0, 0, 0)
        else:
            key = (monsters, first, second, weapon, cap, 0)
        found = self.costs.get(key)
        if found is not None:
            return found
        values = self.monsters.get(monsters)
        if values is None:
            values = self.monsters[monsters] = tuple(
                sorted((VALUES[c] for c in cards_of(monsters)), reverse=True))
        if self.or_equal:
            found = sum(m - first for m in values if m > first)
        else:
            arms = sorted((first, second, weapon), reverse=True)
            found = 0
            previous = copy = 0
            for m in values:
                copy = copy + 1 if m == previous else 0
                previous = m
                best = (arms[copy] if m < cap else weapons[copy]) if copy < 2 else 0
                if m > best:
                    found += m - best
        self.costs[key] = found
        return found
