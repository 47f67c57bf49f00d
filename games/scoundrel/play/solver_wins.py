"""Can a Scoundrel deal be won with a score of at least ``k``? A depth-first boolean search.

A node is the start of a turn: the dungeon still to come (top first, fled rooms under it in the
order they will be turned again), the card carried over, health, the weapon, its cap, whether
the last room was fled and how many rooms were (S6: a seeded dealer's order for a fled room
depends on how many went before). Only wins count here, and a win stays a win, with no less
health at the end, from more health, a weapon at least as strong with a cap at least as high, or
a run still allowed. So the memo is kept per (dungeon, card carried, rooms fled) as two sets of
records: states that reached a score (with the line), which every state at least as good reaches
too, and states with a score no win from them passes (a failed question returns the best bound
it met below ``k``: fail-soft), which holds for every state at most as good, whatever ``k`` is
asked later.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import TypeAlias

from games.scoundrel.play.engine import FRESH, KINDS, RUN, VALUES, Under
from games.scoundrel.play.solver_bounds import MONSTERS, VALUE_SUMS, WinBound, mask_of
from games.scoundrel.play.solver_turns import Moves, Turn, TurnCache
from games.scoundrel.rules.components import MAX_HEALTH

ROOM_SIZE = 4
CHECK_EVERY = 1024  # nodes between two looks at the clock
NONE = -(10**6)  # below every score: nothing found yet
CLUBS, SPADES = (1 << 13) - 1, 13  # the bits of the clubs in a mask, where the spades begin
# Each card as the first card of its kind and value: spades as clubs.
ALIKE = bytes(next(d for d in range(len(KINDS)) if KINDS[d] == KINDS[c] and VALUES[d] == VALUES[c])
              for c in range(256) if c < len(KINDS)) + bytes(range(len(KINDS), 256))

# A line of play from a node: the moves of its first turn and the line after it (a linked
# list, so that lines found share their tails).
Line: TypeAlias = tuple[Moves, "Line"] | None
Position = tuple[bytes, int, int]
# (health, weapon, cap, ran last, most): no win scores more from any state at most as good.
Failure = tuple[int, int, int, int, int]
# (health, weapon, cap, ran last, score, line): the line scores at least that from any state
# at least as good.
Success = tuple[int, int, int, int, int, Line]
# What ``test`` finds: (score, line) for a win, (the most any win could score, None) if none.
Result = tuple[int, Line]
# The arguments of ``test`` for a child but ``k``, the moves that lead to it and its bound
# (``WinBound.reach``), which ``best`` would otherwise look up again.
Child = tuple[bytes, int, int, int, int, int, int, int, Moves, int]


class Timeout(Exception):
    """The clock or the node budget ran out."""


class WinSearch:
    def __init__(self, or_equal: int, deadline: float | None = None,
                 clock: Callable[[], float] | None = None, under: Under | None = None,
                 max_nodes: int | None = None, *, losses: bool = False) -> None:
        """``losses``: scores of 0 or less may be asked for too, the best loss, under
        ``death_penalty=dungeon_and_room`` only: there a loss scores health less every monster
        not yet played, which more health or a better weapon never lowers (``WinBound.reach``),
        so the memo's dominance holds for losses as for wins."""
        self.under = under
        self.max_nodes = max_nodes  # a bound in work: the same on any machine
        self.losses = losses
        self.turns = TurnCache(or_equal, room_penalty=True)
        self.bound = WinBound(or_equal)
        self.deadline = deadline
        self.clock = clock
        self.failures: dict[Position, list[Failure]] = {}
        self.successes: dict[Position, list[Success]] = {}
        self.nodes = 0
        self.checkpoint = 1  # the node at which to look at the clock and the budget next

    def test(self, dungeon: bytes, carry: int, mask: int, health: int, weapon: int, cap: int,
             ran: int, runs: int, k: int) -> Result:
        """A line from this node winning with a score of at least ``k``, with a score it
        reaches at least; or, if there is none, (a score no win from here passes, None).
        ``mask``: the cards of dungeon and carry; ``runs``: the rooms fled so far."""
        most = (self.bound.reach if self.losses or k <= 0 else self.bound.score)(
            mask, health, weapon, cap)
        if most < k:
            return most, None
        return self._test(dungeon, carry, mask, health, weapon, cap, ran, runs, k)

    def _test(self, dungeon: bytes, carry: int, mask: int, health: int, weapon: int, cap: int,
              ran: int, runs: int, k: int) -> Result:
        """``test`` for a node whose bound reaches ``k`` (a way on is tested only then)."""
        # A monster plays as any other of its value: failures, which hold no moves, are kept
        # for the dungeon as values, so that a way and the same with the other suit meet.
        alike = (dungeon.translate(ALIKE), ALIKE[carry], runs)  # ALIKE[-1]: no card carried
        records = self.failures.get(alike)
        if records is not None:
            for h, w, c, r, most in records:
                if most < k and h >= health and w >= weapon and c >= cap and r <= ran:
                    return most, None
        position = (dungeon, carry, runs)
        wins = self.successes.get(position)
        if wins is not None:
            for h, w, c, r, score, line in wins:
                if score >= k and h <= health and w <= weapon and c <= cap and r >= ran:
                    return score, line
        self.nodes += 1
        if self.nodes >= self.checkpoint:
            self._checkpoint()
        found = self._expand(dungeon, carry, mask, health, weapon, cap, ran, runs, k)
        if found[1] is None:
            self._failed(alike, health, weapon, cap, ran, found[0])
        elif wins is None:
            self.successes[position] = [(health, weapon, cap, ran, found[0], found[1])]
        else:
            wins.append((health, weapon, cap, ran, found[0], found[1]))
        return found

    def best(self, dungeon: bytes, carry: int, mask: int, health: int, weapon: int, cap: int,
             ran: int, runs: int, alpha: int, reach: int | None = None) -> Result:
        """With ``losses``: the best score from this node and its line if it passes
        ``alpha``; else (a score no line from here passes, at most ``alpha``, None). One
        search whose bar rises with each line found: the best loss of a deal, below 1, lies
        anywhere down to -150, and questions one score at a time searched the same lines
        again for each. It shares the memo with ``test``: an exact score is kept as a line
        that reaches it and as a score no line passes. ``reach``: the node's bound, if
        known."""
        if reach is None:
            reach = self.bound.reach(mask, health, weapon, cap)
        upper = reach
        alike = (dungeon.translate(ALIKE), ALIKE[carry], runs)
        for h, w, c, r, most in self.failures.get(alike, ()):
            if most < upper and h >= health and w >= weapon and c >= cap and r <= ran:
                upper = most
        if upper <= alpha:
            return upper, None
        position = (dungeon, carry, runs)
        found, line = NONE, None
        for h, w, c, r, score, known in self.successes.get(position, ()):
            if score > found and h <= health and w <= weapon and c <= cap and r >= ran:
                found, line = score, known
        if found >= upper:
            return found, line
        self.nodes += 1
        if self.nodes >= self.checkpoint:
            self._checkpoint()
        bar = max(alpha, found)
        score, better = self._best_expand(dungeon, carry, mask, health, weapon, cap, ran,
                                          runs, bar, upper, reach)
        if better is not None and score > bar:
            found, line = score, better
        elif found > alpha:
            score = found  # nothing passes the line already known: it is the best
        else:
            self._failed(alike, health, weapon, cap, ran, min(score, upper))
            return min(score, upper), None
        self._failed(alike, health, weapon, cap, ran, found)
        self.successes.setdefault(position, []).append((health, weapon, cap, ran, found, line))
        return found, line

    def _best_expand(self, dungeon: bytes, carry: int, mask: int, health: int, weapon: int,
                     cap: int, ran: int, runs: int, bar: int, upper: int,
                     reach: int) -> Result:
        """``best`` of a node not in the memo, against ``bar``; ``upper``: no line passes;
        ``reach``: its bound (the bound of fleeing the room too)."""
        need = ROOM_SIZE - (carry >= 0)
        room = ((carry,) if carry >= 0 else ()) + tuple(dungeon[:need])
        rest = dungeon[need:]
        turn = self.turns.turn(room, weapon, cap, not rest, health)
        found: Result = self._death(turn, room, mask)
        if turn.finish is not None and turn.finish[0] > found[0]:
            found = turn.finish[0], (turn.finish[1], None)
        if found[0] >= upper:
            return found
        most = NONE  # the most the ways on not searched to the end could pass
        if found[0] > bar:
            bar = found[0]
        children, most = self._children(turn, rest, mask, runs, bar + 1)
        if len(room) == ROOM_SIZE and rest and not ran:
            under = room if self.under is None else self.under(room, runs)
            children.append((rest + bytes(under), -1, mask, health, weapon, cap, 1,
                             0 if self.under is None else runs + 1, (RUN,), reach))
        for child in children:
            promise = child[9]
            if promise <= bar:
                if promise > most:
                    most = promise
                continue
            score, line = self.best(child[0], child[1], child[2], child[3], child[4],
                                    child[5], child[6], child[7], bar, promise)
            if line is not None and score > bar:
                found, bar = (score, (child[8], line)), score
                if score >= upper:
                    break
            elif score > most:
                most = score
        return found if found[0] >= most else (most, None)

    def _checkpoint(self) -> None:
        """Every ``CHECK_EVERY`` nodes a look at the clock, and the node budget."""
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Timeout
        if self.clock is not None and self.deadline is not None \
                and self.clock() > self.deadline:
            raise Timeout
        self.checkpoint = self.nodes + CHECK_EVERY
        if self.max_nodes is not None:
            self.checkpoint = min(self.checkpoint, self.max_nodes + 1)

    def _failed(self, position: Position, health: int, weapon: int, cap: int, ran: int,
                most: int) -> None:
        records = self.failures.setdefault(position, [])
        # Drop the records this one covers.
        records[:] = [(h, w, c, r, m) for h, w, c, r, m in records
                      if not (m >= most and h <= health and w <= weapon and c <= cap
                              and r >= ran)]
        records.append((health, weapon, cap, ran, most))

    def _expand(self, dungeon: bytes, carry: int, mask: int, health: int, weapon: int,
                cap: int, ran: int, runs: int, k: int) -> Result:
        """Fail-soft: on failure, the best score any way on could still reach, so that the
        memo (and the caller) learns more than "less than k". With ``losses`` that is a
        loss's score too, also when a win was asked for: a deal without a win then knows
        from its last question for a win where to ask for its best loss."""
        need = ROOM_SIZE - (carry >= 0)
        room = ((carry,) if carry >= 0 else ()) + tuple(dungeon[:need])
        rest = dungeon[need:]
        signed = self.losses or k <= 0
        most = NONE if signed else 0  # 0: no win, and a loss scores no more
        turn = self.turns.turn(room, weapon, cap, not rest, health)
        if turn.finish is not None:  # the last room, played through alive
            score = turn.finish[0]
            if score >= k:
                return score, (turn.finish[1], None)
            if score > most:
                most = score
        if k <= 0:
            death = self._death(turn, room, mask)
            if death[0] >= k:
                return death
            most = max(most, death[0])
        children, cut = self._children(turn, rest, mask, runs, k)
        if cut > most:
            most = cut
        if len(room) == ROOM_SIZE and rest and not ran:
            # S6: the room goes under; tried last, a line that plays it being the likelier.
            # Without a dealer's order the rooms fled so far change nothing: not counted.
            if self.under is None:
                children.append((rest + bytes(room), -1, mask, health, weapon, cap, 1, 0,
                                 (RUN,), 0))
            else:
                children.append((rest + bytes(self.under(room, runs)), -1, mask, health,
                                 weapon, cap, 1, runs + 1, (RUN,), 0))
        for child in children:
            score, line = self._test(child[0], child[1], child[2], child[3], child[4],
                                     child[5], child[6], child[7], k)
            if line is not None:
                return score, (child[8], line)
            if score > most:
                most = score
        if signed and k > 0 and most <= 0:
            # No win from here: the best loss is the bound to give back, and dying in this
            # room is one (below 1, so no answer to a question for a win).
            most = max(most, self._death(turn, room, mask)[0])
        return most, None

    def _death(self, turn: Turn, room: tuple[int, ...], mask: int) -> Result:
        """The best way to die in this room, or (NONE, None) if none does."""
        death = turn.death
        if death is None:
            return NONE, None
        return death[0] - self._monsters(mask & ~mask_of(room) & MONSTERS), (death[1], None)

    def _children(self, turn: Turn, rest: bytes, mask: int, runs: int,
                  k: int) -> tuple[list[Child], int]:
        """The ways on that survive and may still reach ``k``, the most promising first, of
        those with the same card carried only the ones no other beats; and the best bound of
        the others. A weapon that may fight every monster left is as good as fresh, one that
        may fight none as none: such ways are the same (and meet in the memo)."""
        signed = self.losses or k <= 0
        floor = NONE if signed else 0  # ``WinBound.score`` says 0 for no win at all
        table = self.bound.table  # ``WinBound.reach`` written out: asked for every way on
        scored = []
        cut = floor
        for carry, h, w, c, played, moves in turn.ends:
            left = mask & ~played
            if w:
                # The values of the monsters left, as bits (value v at bit v - 2).
                values = (left | left >> SPADES) & CLUBS
                if not values or (values & -values).bit_length() + 1 >= c:
                    w = c = 0
                elif values.bit_length() + 1 < c:
                    c = FRESH
            parts = table.get((left, w, c))
            if parts is None:
                parts = self.bound.parts(left, w, c)
            promise = h + parts[0]
            if promise >= MAX_HEALTH:
                promise = MAX_HEALTH + parts[1]
            elif promise < floor:
                promise = floor
            if promise >= k:
                scored.append((promise, h, w, c, carry, left, moves))
            elif promise > cut:
                cut = promise
        if len(scored) > 1:
            scored.sort(key=itemgetter(0), reverse=True)  # stable: in the order of ``ends``
        kept: list[Child] = []
        for promise, h, w, c, carry, left, moves in scored:
            # A beaten way cannot reach more than the way beating it: its bound is covered.
            for other in kept:
                if other[1] == carry and other[3] >= h and other[4] >= w and other[5] >= c:
                    break
            else:
                kept.append((rest, carry, left, h, w, c, 0, runs, moves, promise))
        return kept, cut

    def _monsters(self, monsters: int) -> int:
        """The sum of the values of the monsters in a mask: what a loss leaves unplayed."""
        return VALUE_SUMS[monsters & CLUBS] + VALUE_SUMS[monsters >> SPADES & CLUBS]
