"""Every way to play one Scoundrel turn, as health transforms that do not depend on health.

A turn's plays (which cards of the room, in which order, weapon or bare) change health only by
damage and at most one heal (S5), so what a way of playing does to health ``h`` is

    after = min(top, h + delta), alive while h > threshold and after > 0

(``threshold``: the damage taken before the heal; ``top``: 20 less the damage after it). That
does not depend on ``h``, so the plays of a room are enumerated once per room and weapon and
cached, however many dungeons, healths and fled rooms the search meets them with.
"""

from __future__ import annotations

from typing import NamedTuple

from games.scoundrel.components import MAX_HEALTH
from games.scoundrel.engine import BARE, FRESH, KINDS, MONSTER, POTION, VALUES, WEAPON

PLAYS_PER_TURN = 3
# The card carried into the next room, to order the ways on: potions, then weapons, then
# monsters, each the biggest first; none last (index -1).
CARRY_RANK = (*(KINDS[c] * 20 + VALUES[c] for c in range(len(KINDS))), -1)

Moves = tuple[int, ...]


class Play(NamedTuple):
    """A way to play a turn after which the game goes on."""

    carry: int  # the card left in the room for the next turn, -1 for none
    weapon: int
    cap: int
    threshold: int
    top: int
    delta: int
    played: int  # the cards played, as bits
    moves: Moves


class Finish(NamedTuple):
    """A way to play the last turn: every card played."""

    threshold: int
    top: int
    delta: int
    last_potion: int  # the value of the card played last if a potion (S9 bonus), else 0
    moves: Moves


def health_after(h: int, threshold: int, top: int, delta: int) -> int:
    """Health after a transform, or 0 or less if it kills."""
    if h <= threshold:
        return 0
    after = h + delta
    return top if after > top else after


def finish_score(h: int, finish: Finish) -> int:
    """The score of a won game (S9), or 0 if the last turn kills."""
    after = health_after(h, finish.threshold, finish.top, finish.delta)
    if after == MAX_HEALTH and finish.last_potion:
        return MAX_HEALTH + finish.last_potion
    return max(after, 0)


# A way on from a concrete health: (card carried, health, weapon, cap, cards played, moves).
End = tuple[int, int, int, int, int, Moves]


# A blow that can kill: (threshold, top, delta) of the turn before it, its damage, the room's
# monsters left unplayed that count against the loss.
Blow = tuple[int, int, int, int, int]
# The best score of dying within a turn, not counting the monsters under the room, and its moves.
Death = tuple[int, Moves]


class TurnCache:
    """The plays of each (room, weapon, cap, last turn) met, computed once; and, for the best
    loss, the ways to die in a room."""

    def __init__(self, or_equal: int, room_penalty: bool = False) -> None:
        self.or_equal = or_equal
        self.room_penalty = room_penalty
        self.table: dict[tuple[tuple[int, ...], int, int, bool],
                         tuple[list[Play], list[Finish]]] = {}
        self.every: dict[tuple[tuple[int, ...], int, int, bool],
                         tuple[list[Play], list[Finish]]] = {}
        self.blows: dict[tuple[tuple[int, ...], int, int], dict[Blow, Moves]] = {}
        self.death_table: dict[tuple[tuple[int, ...], int, int, int], Death | None] = {}
        self.ends_table: dict[tuple[tuple[int, ...], int, int, bool, int], list[End]] = {}

    def ends(self, room: tuple[int, ...], weapon: int, cap: int, last: bool,
             health: int) -> list[End]:
        """The plays of ``plays`` from ``health`` that survive, as the turn leaves them: of
        those alike but for health only the one with the most, and none another beats; the
        likeliest to go far first: the most health, then the best weapon and cap, then the
        card carried (a potion, a weapon, the biggest monster)."""
        key = (room, weapon, cap, last, health)
        found = self.ends_table.get(key)
        if found is None:
            best: dict[tuple[int, int, int], tuple[int, Play]] = {}
            for play in self.plays(room, weapon, cap, last)[0]:
                h = health_after(health, play.threshold, play.top, play.delta)
                alike = (play.carry, play.weapon, play.cap)
                if h > 0 and (alike not in best or best[alike][0] < h):
                    best[alike] = h, play
            found = []
            for (carry, w, c), (h, play) in sorted(best.items(), key=lambda e: -e[1][0]):
                if not any(e[0] == carry and e[1] >= h and e[2] >= w and e[3] >= c
                           for e in found):
                    found.append((carry, h, w, c, play.played, play.moves))
            found.sort(key=lambda e: (e[1], e[2], e[3], CARRY_RANK[e[0]]), reverse=True)
            self.ends_table[key] = found
        return found

    def death(self, room: tuple[int, ...], weapon: int, cap: int, health: int) -> Death | None:
        """The best way to die within this turn from ``health`` (S8, S9), None if none does."""
        key = (room, weapon, cap, health)
        if key in self.death_table:
            return self.death_table[key]
        blows = self.blows.get(key[:3])
        if blows is None:
            blows = self.blows[key[:3]] = _blows(room, weapon, cap, self.or_equal,
                                                  self.room_penalty)
        found: Death | None = None
        for (threshold, top, delta, hit, spared), moves in blows.items():
            alive = health_after(health, threshold, top, delta)
            if 0 < alive <= hit and (found is None or alive - hit - spared > found[0]):
                found = (alive - hit - spared, moves)
        self.death_table[key] = found
        return found

    def plays(self, room: tuple[int, ...], weapon: int, cap: int,
              last: bool) -> tuple[list[Play], list[Finish]]:
        """``last``: the dungeon is empty, so a room of three or fewer ends the game."""
        key = (room, weapon, cap, last)
        found = self.table.get(key)
        if found is None:
            plays, finishes = self.every_play(room, weapon, cap, last)
            found = self.table[key] = _front(plays), finishes
        return found

    def every_play(self, room: tuple[int, ...], weapon: int, cap: int,
                   last: bool) -> tuple[list[Play], list[Finish]]:
        """``plays`` with the beaten ones too: a loss may be better from less health."""
        key = (room, weapon, cap, last)
        found = self.every.get(key)
        if found is None:
            found = self.every[key] = _enumerate(room, weapon, cap, last, self.or_equal)
        return found


def _enumerate(room: tuple[int, ...], weapon: int, cap: int, last: bool,
               or_equal: int) -> tuple[list[Play], list[Finish]]:
    plays_left = min(PLAYS_PER_TURN, len(room))
    ends: dict[tuple[int, int, int, int, int, int], tuple[int, Moves]] = {}
    finishes: dict[tuple[int, int, int, int], Moves] = {}

    def step(left: tuple[int, ...], weapon: int, cap: int, before: int, heal: int,
             after: int, healed: bool, moves: Moves, played: int) -> None:
        # before/after: the damage taken before/after the heal of the turn (``heal``).
        # Written out rather than through ``_options``: this is the solver's inner loop.
        final_play = len(moves) + 1 == plays_left
        for i, card in enumerate(left):
            others = left[:i] + left[i + 1:]
            value, kind = VALUES[card], KINDS[card]
            now = played | 1 << card
            if kind == MONSTER:
                ways: tuple[tuple[int, int, int], ...]
                if value < cap:
                    hit = value - weapon if value > weapon else 0
                    ways = ((card, value + or_equal, hit), (card | BARE, cap, value))
                else:
                    ways = ((card, cap, value),)
                for move, c, hit in ways:
                    if healed:
                        _next(others, weapon, c, before, heal, after + hit, True,
                              (*moves, move), now, 0, final_play)
                    else:
                        _next(others, weapon, c, before + hit, heal, after, False,
                              (*moves, move), now, 0, final_play)
            elif kind == WEAPON:
                _next(others, value, FRESH, before, heal, after, healed, (*moves, card), now,
                      0, final_play)
            else:
                _next(others, weapon, cap, before, heal if healed else value, after, True,
                      (*moves, card), now, value, final_play)

    def _next(others: tuple[int, ...], weapon: int, cap: int, before: int, heal: int,
              after: int, healed: bool, moves: Moves, played: int, potion: int,
              final_play: bool) -> None:
        if not others and last:
            finishes.setdefault((*_shape(before, heal, after, healed), potion), moves)
        elif final_play or not others:
            end = (others[0] if others else -1, weapon, cap, *_shape(before, heal, after, healed))
            if end not in ends:
                ends[end] = played, moves
        else:
            step(others, weapon, cap, before, heal, after, healed, moves, played)

    step(room, weapon, cap, 0, 0, 0, False, (), 0)
    plays = [Play(*end, played, moves) for end, (played, moves) in ends.items()]
    return plays, [Finish(*end, moves) for end, moves in finishes.items()]


Option = tuple[int, int, int, int, int, int, bool]
"""A card played, and the turn after it: (move, weapon, cap, before, heal, after, healed)."""


def _options(card: int, weapon: int, cap: int, before: int, heal: int, after: int,
             healed: bool, or_equal: int) -> list[tuple[Option, int]]:
    """The ways to play ``card`` in a turn so far, each with the damage it does: a weapon is
    taken up, a potion heals (the first of a turn only), a monster is fought with the weapon
    where it may fight it (S3/S4) and barehanded always."""
    value, kind = VALUES[card], KINDS[card]
    if kind == WEAPON:
        return [((card, value, FRESH, before, heal, after, healed), 0)]
    if kind == POTION:
        return [((card, weapon, cap, before, heal if healed else value, after, True), 0)]
    if value < cap:
        hit = value - weapon if value > weapon else 0
        return [(_damage(card, weapon, value + or_equal, before, heal, after, healed, hit), hit),
                (_damage(card | BARE, weapon, cap, before, heal, after, healed, value), value)]
    return [(_damage(card, weapon, cap, before, heal, after, healed, value), value)]


def _damage(move: int, weapon: int, cap: int, before: int, heal: int, after: int,
            healed: bool, hit: int) -> Option:
    if healed:
        return move, weapon, cap, before, heal, after + hit, True
    return move, weapon, cap, before + hit, heal, after, False


def _shape(before: int, heal: int, after: int, healed: bool) -> tuple[int, int, int]:
    """(threshold, top, delta) of a turn's damage and heal."""
    if not healed:
        return before, MAX_HEALTH, -before
    return before, MAX_HEALTH - after, heal - before - after


def _front(plays: list[Play]) -> list[Play]:
    """The plays no other play beats from every health: with the same card carried over, a
    weapon at least as good and a transform at least as kind, nothing can be worse (a
    better weapon or more health never loses a win), so only the rest need searching."""
    kept: list[Play] = []
    by_carry: dict[int, list[Play]] = {}
    for play in sorted(plays, key=lambda p: (-p.delta, -p.top, p.threshold, -p.weapon,
                                             -p.cap)):
        alike = by_carry.setdefault(play.carry, [])
        if not any(_beats(other, play) for other in alike):
            alike.append(play)
            kept.append(play)
    return kept


def _beats(a: Play, b: Play) -> bool:
    return (a.carry == b.carry and a.weapon >= b.weapon and a.cap >= b.cap
            and a.threshold <= b.threshold and a.top >= b.top and a.delta >= b.delta)


def _blows(room: tuple[int, ...], weapon: int, cap: int, or_equal: int,
           room_penalty: bool) -> dict[Blow, Moves]:
    """Each play of a monster that can kill, as the shape of the turn before it (a health
    transform), the damage it does and the room's monsters left unplayed (counted against a
    loss under ``dungeon_and_room``), with the moves to it."""
    plays_left = min(PLAYS_PER_TURN, len(room))
    blows: dict[Blow, Moves] = {}
    seen: set[tuple[tuple[int, ...], int, int, int, int, int, bool]] = set()

    def step(left: tuple[int, ...], weapon: int, cap: int, before: int, heal: int,
             after: int, healed: bool, moves: Moves) -> None:
        final_play = len(moves) + 1 == plays_left
        for i, card in enumerate(left):
            others = left[:i] + left[i + 1:]
            played = _options(card, weapon, cap, before, heal, after, healed, or_equal)
            if KINDS[card] == MONSTER:
                spared = sum(VALUES[c] for c in others if KINDS[c] == MONSTER) \
                    if room_penalty else 0
                shape = _shape(before, heal, after, healed)
                for option, hit in played:
                    if hit:  # a fight that does no damage cannot kill
                        blows.setdefault((*shape, hit, spared), (*moves, option[0]))
            options = [option for option, _ in played]
            if final_play or not others:
                continue
            for move, w, c, b, p, a, h in options:
                if (others, w, c, b, p, a, h) not in seen:
                    seen.add((others, w, c, b, p, a, h))
                    step(others, w, c, b, p, a, h, (*moves, move))

    step(room, weapon, cap, 0, 0, 0, False, ())
    return blows
