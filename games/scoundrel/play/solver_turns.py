"""Every way to play one Scoundrel turn: from a concrete health (``TurnCache.turn``, the win
search's: a room is met from a handful of healths only), or as health transforms that do not
depend on health (``TurnCache.plays``, the branch and bound's of ``solver_losses``).

A turn's plays (which cards of the room, in which order, weapon or bare) change health only by
damage and at most one heal (S5), so what a way of playing does to health ``h`` is

    after = min(top, h + delta), alive while h > threshold and after > 0

(``threshold``: the damage taken before the heal; ``top``: 20 less the damage after it). That
does not depend on ``h``, so the plays of a room are enumerated once per room and weapon and
cached, however many dungeons, healths and fled rooms the search meets them with.
"""

from __future__ import annotations

from typing import NamedTuple

from games.scoundrel.play.engine import BARE, FRESH, KINDS, MONSTER, VALUES, WEAPON
from games.scoundrel.rules.components import MAX_HEALTH

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


# The best score of dying within a turn, not counting the monsters under the room, and its moves.
Death = tuple[int, Moves]


class Turn(NamedTuple):
    """A turn from a concrete health: every way on (``TurnCache.ends``), the best way to die
    within it and, in the last room, the best way to end the game alive (score, moves)."""

    ends: list[End]
    death: Death | None
    finish: Death | None


class TurnCache:
    """The ways to play each room met: from a concrete health, for the win search
    (``turn``); as health transforms once per (room, weapon, cap, last turn), for the branch
    and bound of ``solver_losses``, which meets a room from many healths (``plays``)."""

    def __init__(self, or_equal: int, room_penalty: bool = False) -> None:
        self.or_equal = or_equal
        self.room_penalty = room_penalty
        self.table: dict[tuple[tuple[int, ...], int, int, bool],
                         tuple[list[Play], list[Finish]]] = {}
        self.every: dict[tuple[tuple[int, ...], int, int, bool],
                         tuple[list[Play], list[Finish]]] = {}
        self.turns: dict[tuple[tuple[int, ...], int, int, bool, int], Turn] = {}

    def turn(self, room: tuple[int, ...], weapon: int, cap: int, last: bool,
             health: int) -> Turn:
        """The turn from ``health``; ``last``: the dungeon is empty."""
        key = (room, weapon, cap, last, health)
        found = self.turns.get(key)
        if found is None:
            found = self.turns[key] = _turn(room, weapon, cap, last, health, self.or_equal,
                                            self.room_penalty)
        return found

    def ends(self, room: tuple[int, ...], weapon: int, cap: int, last: bool,
             health: int) -> list[End]:
        """The ways on from ``health`` that survive, as the turn leaves them: of those alike
        but for health only the one with the most, and none another beats; the likeliest to
        go far first: the most health, then the best weapon and cap, then the card carried (a
        potion, a weapon, the biggest monster)."""
        return self.turn(room, weapon, cap, last, health).ends

    def death(self, room: tuple[int, ...], weapon: int, cap: int, health: int) -> Death | None:
        """The best way to die within this turn from ``health`` (S8, S9), None if none does.
        (The same whether the dungeon is empty or not: a turn plays three cards either way.)"""
        return self.turn(room, weapon, cap, False, health).death

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
            same = _same_cap(room, weapon, cap)
            if same != cap:
                # The room's plays are those of the same cap, but where the weapon is kept
                # unused: they keep this cap. (A fight sets the cap below ``same``, and a new
                # weapon is never of the held one's value.)
                plays, finishes = self.every_play(room, weapon, same, last)
                plays = [play._replace(cap=cap) if play.weapon == weapon and play.cap == same
                         else play for play in plays]
            else:
                plays, finishes = _enumerate(room, weapon, cap, last, self.or_equal)
            found = self.every[key] = plays, finishes
        return found


def _turn(room: tuple[int, ...], weapon: int, cap: int, last: bool, health: int,
          or_equal: int, room_penalty: bool) -> Turn:
    """Every way to play a room from ``health``, played out card by card: cheaper than
    transforms from a room's first health on, for each is asked for a handful of healths
    only. (Two orders that leave the same cards, health, weapon, cap and heal are rare
    enough not to be worth looking up.) A death scores health less the room's monsters
    left unplayed (under ``dungeon_and_room``)."""
    plays_left = min(PLAYS_PER_TURN, len(room))
    ways: dict[tuple[int, int, int], tuple[int, Moves]] = {}  # (carry, weapon, cap)
    death: Death | None = None
    finish: Death | None = None

    def step(left: tuple[int, ...], h: int, weapon: int, cap: int, healed: bool,
             moves: Moves, spare: int, to_play: int) -> None:
        # A card that does not end the turn. spare: the value of the monsters in ``left``;
        # to_play: the cards this turn still plays. The solver's inner loop: written out.
        nonlocal death
        after_this = ending if to_play == 2 else step
        for i, card in enumerate(left):
            others = left[:i] + left[i + 1:]
            value, kind = VALUES[card], KINDS[card]
            if kind == MONSTER:
                spared = spare - value
                if value < cap:
                    hit = value - weapon if value > weapon else 0
                    options: tuple[tuple[int, int, int], ...] = (
                        (card, h - hit, value + or_equal), (card | BARE, h - value, cap))
                else:
                    options = ((card, h - value, cap),)
                for move, after, c in options:
                    if after <= 0:
                        score = after - spared if room_penalty else after
                        if death is None or score > death[0]:
                            death = score, (*moves, move)
                    else:
                        after_this(others, after, weapon, c, healed, (*moves, move), spared,
                                   to_play - 1)
                continue
            if kind == WEAPON:
                after, w, c = h, value, FRESH
            else:  # a potion: the turn's first heals (S5)
                after = h if healed else h + value
                if after > MAX_HEALTH:
                    after = MAX_HEALTH
                w, c = weapon, cap
            heals = healed or kind != WEAPON
            after_this(others, after, w, c, heals, (*moves, card), spare, to_play - 1)

    def ending(left: tuple[int, ...], h: int, weapon: int, cap: int, healed: bool,
               moves: Moves, spare: int, to_play: int) -> None:
        # The card that ends the turn: of two the other is carried; one alone ends the game
        # in the last room.
        nonlocal death, finish
        pair = len(left) == 2
        done = last and not pair
        for i, card in enumerate(left):
            carry = left[1 - i] if pair else -1
            value, kind = VALUES[card], KINDS[card]
            if kind == MONSTER:
                if value < cap:
                    hit = value - weapon if value > weapon else 0
                    options: tuple[tuple[int, int, int], ...] = (
                        (card, h - hit, value + or_equal), (card | BARE, h - value, cap))
                else:
                    options = ((card, h - value, cap),)
                for move, after, c in options:
                    if after <= 0:
                        score = after - spare + value if room_penalty else after
                        if death is None or score > death[0]:
                            death = score, (*moves, move)
                    elif done:
                        if finish is None or after > finish[0]:
                            finish = after, (*moves, move)
                    else:
                        known = ways.get((carry, weapon, c))
                        if known is None or known[0] < after:
                            ways[carry, weapon, c] = after, (*moves, move)
                continue
            if kind == WEAPON:
                after, w, c, score = h, value, FRESH, h
            else:  # a potion: the turn's first heals (S5)
                after = h if healed else h + value
                if after > MAX_HEALTH:
                    after = MAX_HEALTH
                w, c = weapon, cap
                # S9's bonus: full health and a potion played last.
                score = MAX_HEALTH + value if after == MAX_HEALTH else after
            if done:
                if finish is None or score > finish[0]:
                    finish = score, (*moves, card)
            else:
                known = ways.get((carry, w, c))
                if known is None or known[0] < after:
                    ways[carry, w, c] = after, (*moves, card)

    spare = mask = 0
    for card in room:
        mask |= 1 << card
        if KINDS[card] == MONSTER:
            spare += VALUES[card]
    (ending if plays_left == 1 else step)(room, health, weapon, cap, False, (), spare,
                                           plays_left)
    # The likeliest to go far first; then a way on is beaten only by one before it (with as
    # much health or more), carrying the same card with a weapon and cap at least as good.
    ends: list[End] = []
    for h, w, c, _, carry, moves in sorted(
            [(h, w, c, CARRY_RANK[carry], carry, moves)
             for (carry, w, c), (h, moves) in ways.items()], reverse=True):
        for other in ends:
            if other[0] == carry and other[2] >= w and other[3] >= c:
                break
        else:
            ends.append((carry, h, w, c, mask & ~(1 << carry) if carry >= 0 else mask, moves))
    return Turn(ends, death, finish)


def _same_cap(room: tuple[int, ...], weapon: int, cap: int) -> int:
    """The cap that lets the weapon fight the same monsters of ``room`` as ``cap`` does, the
    same for every cap that does: the least monster value not below ``cap``, else fresh;
    ``cap`` itself if the room has a weapon of the held one's value (not in a game: there is
    one card of each value, but a made-up position may hold it)."""
    same = FRESH
    for card in room:
        if KINDS[card] == MONSTER and cap <= VALUES[card] < same:
            same = VALUES[card]
        elif KINDS[card] == WEAPON and VALUES[card] == weapon:
            return cap
    return same


def _enumerate(room: tuple[int, ...], weapon: int, cap: int, last: bool,
               or_equal: int) -> tuple[list[Play], list[Finish]]:
    """The plays and finishes of a room, as health transforms."""
    plays_left = min(PLAYS_PER_TURN, len(room))
    ends: dict[tuple[int, int, int, int, int, int], tuple[int, Moves]] = {}
    finishes: dict[tuple[int, int, int, int], Moves] = {}

    def step(left: tuple[int, ...], weapon: int, cap: int, before: int, heal: int,
             after: int, healed: bool, moves: Moves, played: int) -> None:
        # before/after: the damage taken before/after the heal of the turn (``heal``).
        final_play = len(moves) + 1 == plays_left
        for i, card in enumerate(left):
            others = left[:i] + left[i + 1:]
            value, kind = VALUES[card], KINDS[card]
            now = played | 1 << card
            ways: tuple[tuple[int, int, int, int, int, int, bool, int], ...]
            if kind == MONSTER:
                if value < cap:
                    hit = value - weapon if value > weapon else 0
                    if healed:
                        ways = ((card, weapon, value + or_equal, before, heal, after + hit,
                                 True, 0),
                                (card | BARE, weapon, cap, before, heal, after + value, True, 0))
                    else:
                        ways = ((card, weapon, value + or_equal, before + hit, heal, after,
                                 False, 0),
                                (card | BARE, weapon, cap, before + value, heal, after, False,
                                 0))
                else:
                    ways = ((card, weapon, cap, before, heal, after + value, True, 0),) \
                        if healed else ((card, weapon, cap, before + value, heal, after, False,
                                         0),)
            elif kind == WEAPON:
                ways = ((card, value, FRESH, before, heal, after, healed, 0),)
            else:
                ways = ((card, weapon, cap, before, heal if healed else value, after, True,
                         value),)
            for move, w, c, b, p, a, h, potion in ways:
                if not others and last:
                    finishes.setdefault((*_shape(b, p, a, h), potion), (*moves, move))
                elif final_play or not others:
                    end = (others[0] if others else -1, w, c, *_shape(b, p, a, h))
                    if end not in ends:
                        ends[end] = now, (*moves, move)
                else:
                    step(others, w, c, b, p, a, h, (*moves, move), now)

    step(room, weapon, cap, 0, 0, 0, False, (), 0)
    plays = [Play(*end, played, moves) for end, (played, moves) in ends.items()]
    return plays, [Finish(*end, moves) for end, moves in finishes.items()]


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
