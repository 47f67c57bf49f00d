"""An upper bound on the score of a win from a position, for cutting the solver's search.

It depends only on which cards are left (a bit mask: the order they come in, fled rooms
included, is ignored, so one value serves every order of the same cards), the weapon and
its cap; health adds to it. See ``WinBound.score``.
"""

from __future__ import annotations

from games.scoundrel.play.engine import KINDS, MONSTER, POTION, WEAPON
from games.scoundrel.rules.components import MAX_HEALTH

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
        # The bound is asked again and again for the same cards left (the ways on a room).
        self.table: dict[tuple[int, int, int], tuple[int, int]] = {}

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
        found = self.table.get((mask, weapon, cap))
        if found is None:
            found = self.parts(mask, weapon, cap)
        reach = health + found[0]
        return MAX_HEALTH + found[1] if reach >= MAX_HEALTH else reach

    def parts(self, mask: int, weapon: int, cap: int) -> tuple[int, int]:
        """What ``reach`` adds to health, kept in ``table``: (the most the potions heal less
        the least the monsters cost, the best potion). A turn plays three cards and heals
        once (S5); a fled turn heals nothing. Each value of monster is a bit: ``once`` those
        present once at least, ``twice`` those twice. Under ``lower`` a weapon slays each
        value at most once, so the second monster of a value meets at best the second weapon;
        the weapon held only monsters below its cap."""
        turns = -(-mask.bit_count() // PLAYS_PER_TURN)
        potions = mask >> _POTION_SHIFT & _NINE
        heals = _HEALS[potions]
        first, second = _ARMS[mask >> _WEAPON_SHIFT & _NINE]
        clubs, spades = mask & _THIRTEEN, mask >> _SPADE_SHIFT & _THIRTEEN
        once, twice = clubs | spades, clubs & spades
        # What a set of values costs above a weapon: the sum of those above it less the
        # weapon's value for each. Written out: this is asked for every new set of cards left.
        if self.or_equal:
            # One weapon may slay every monster, in falling order.
            best = first if first > weapon or not cap else weapon
            above = _ABOVE[best]
            higher, again = once & above, twice & above
            cost = (VALUE_SUMS[higher] + VALUE_SUMS[again]
                    - best * (higher.bit_count() + again.bit_count()))
        else:
            # The best two of the weapons to come and the one held, for the monsters below
            # its cap; the weapons to come alone for the others.
            if weapon >= first:
                top, next_ = weapon, first
            else:
                top, next_ = first, (weapon if weapon > second else second)
            below = _BELOW[cap]
            low, low_again = once & below & _ABOVE[top], twice & below & _ABOVE[next_]
            high, high_again = once & ~below & _ABOVE[first], twice & ~below & _ABOVE[second]
            cost = (VALUE_SUMS[low] - top * low.bit_count()
                    + VALUE_SUMS[low_again] - next_ * low_again.bit_count()
                    + VALUE_SUMS[high] - first * high.bit_count()
                    + VALUE_SUMS[high_again] - second * high_again.bit_count())
        found = self.table[mask, weapon, cap] = (heals[turns if turns < len(heals) else -1]
                                                 - cost, _BEST[potions])
        return found


# Sets of values as bits, value v at bit v - 2, as the suits lie in a mask (components.DECK):
# clubs and spades 2 to ace, diamonds and hearts 2 to 10.
LOWEST = 2
_THIRTEEN, _NINE = (1 << 13) - 1, (1 << 9) - 1
_SPADE_SHIFT, _WEAPON_SHIFT, _POTION_SHIFT = 13, 26, 35
assert mask_of([13, 26, 35]) == MONSTERS & (1 << _SPADE_SHIFT) | WEAPONS & (1 << _WEAPON_SHIFT) \
    | POTIONS & (1 << _POTION_SHIFT)


def _values(bits: int) -> list[int]:
    return sorted((b + LOWEST for b in cards_of(bits)), reverse=True)


# For each set of values: their sum; for potions the most the best n of them heal; for
# weapons the best two.
VALUE_SUMS = [sum(_values(bits)) for bits in range(1 << 13)]
_HEALS = [[sum(_values(bits)[:n]) for n in range(bits.bit_count() + 1)] for bits in range(1 << 9)]
_BEST = [(_values(bits) or [0])[0] for bits in range(1 << 9)]
_ARMS = [(*_values(bits), 0, 0)[:2] for bits in range(1 << 9)]


# For each weapon value (0: none) the monster values above it; for each cap those below it.
_ABOVE = [_THIRTEEN >> (arm - 1) << (arm - 1) if arm > 1 else _THIRTEEN for arm in range(16)]
_BELOW = [(1 << cap - LOWEST) - 1 if cap > LOWEST else 0 for cap in range(16)]
