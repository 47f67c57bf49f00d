"""The best score of a Scoundrel deal when the whole deck order is known (S1-S10, scored as S9).

A depth-first branch and bound over turns. A node is the start of a turn: the dungeon still to
come (top first, fled rooms under it in room order), the card carried over, health, the weapon
and what it may still fight, and whether the last room was fled. From a node every way to play
the turn (which three cards in which order, weapon or bare) is enumerated and identical ends are
merged, so the many orders that lead to the same next turn are searched once. Nodes are memoised
(exact values, or upper bounds when a bound cut them short), children are tried in a greedy
order so a good line is found first, and a node is cut when even the best score still thinkable
from it (see ``_upper_bound``) cannot beat the best line found so far.

The search runs twice at most. First only wins count: any win beats any loss, and a line that
wins keeps winning, with no less health at the end, from more health or a better weapon, so a
node beaten that way by one that could not beat the best line is cut too (``_dominated``,
``_pareto``). Losses do not have that property (more health can mean surviving a monster only
to die later by a bigger one), so a deal without a win is searched again for its best loss."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.scoundrel.components import DECK, MAX_HEALTH
from games.scoundrel.engine import (
    BARE,
    FRESH,
    KINDS,
    MONSTER,
    POTION,
    RUN,
    VALUES,
    WEAPON,
    apply,
    card_ids,
    deck_for_seed,
    move_text,
    new_game_ids,
)
from games.scoundrel.options import ScoundrelOptions

__all__ = ["Solution", "deck_for_seed", "solve", "solve_seed", "transcript"]

ROOM_SIZE = 4
PLAYS_PER_TURN = 3
CHECK_EVERY = 512  # nodes between two looks at the clock


@dataclass(frozen=True, slots=True)
class Solution:
    """``line``: the moves as transcript lines, room lines included (``replay`` reads them)."""

    best_score: int
    exact: bool
    line: list[str]
    nodes: int = 0
    seconds: float = 0.0


class _Timeout(Exception):
    pass


Moves = tuple[int, ...]
# The end of a turn that goes on: (card carried over or -1, health, weapon value, weapon cap).
TurnEnd = tuple[int, int, int, int]


@dataclass(slots=True)
class _Stats:
    """What the bound needs of the cards still to play (room and dungeon)."""

    potions: int  # the sum of the potions' values: the most they can still heal
    best_potion: int
    weapons: tuple[int, ...]  # values, highest first
    monsters: tuple[int, ...]  # values, highest first


class _Search:
    def __init__(self, options: ScoundrelOptions, deadline: float | None,
                 clock: Callable[[], float], *, only_wins: bool) -> None:
        self.or_equal = 1 if options.weapon_rule == "lower_or_equal" else 0
        self.room_penalty = options.death_penalty == "dungeon_and_room"
        self.deadline = deadline
        self.clock = clock
        self.table: dict[tuple[bytes, int], tuple[int, bool]] = {}
        self.stats: dict[tuple[bytes, int], _Stats] = {}
        # (potions' sum, best potion, least cost of the monsters, of the three costliest)
        self.costs: dict[tuple[bytes, int, int, int], tuple[int, int, int, int]] = {}
        self.failed: dict[tuple[bytes, int], list[tuple[int, int, int, bool]]] = {}
        # only_wins: as if a line scoring 0 were known, so that only wins (above 0) count.
        self.best = 0 if only_wins else -(10**9)
        self.best_line: list[int] = []
        self.loss_best = -(10**9)
        self.loss_line: list[int] = []
        self.path: list[Moves] = []
        self.nodes = 0

    # --- the bound ---------------------------------------------------------------------

    def _stats(self, dungeon: bytes, carry: int) -> _Stats:
        key = (dungeon, carry)
        found = self.stats.get(key)
        if found is not None:
            return found
        cards = list(dungeon) + ([carry] if carry >= 0 else [])
        potions = [VALUES[c] for c in cards if KINDS[c] == POTION]
        weapons = [VALUES[c] for c in cards if KINDS[c] == WEAPON]
        monsters = sorted((VALUES[c] for c in cards if KINDS[c] == MONSTER), reverse=True)
        stats = _Stats(sum(potions), max(potions, default=0),
                       tuple(sorted(weapons, reverse=True)), tuple(monsters))
        self.stats[key] = stats
        return stats

    def _upper_bound(self, dungeon: bytes, carry: int, health: int, weapon: int,
                     cap: int) -> int:
        """No line from here scores more. Every monster left costs at least its value above the
        best weapon that could fight it (fought, or counted in the dungeon on a loss): under
        ``lower`` a weapon slays each value at most once, so the second monster of a value
        meets at best the second weapon. Potions heal at most their values. A win then ends
        at most at that health (20 + a potion as the bonus); a loss scores at most that too,
        except that (under the default ``death_penalty``) up to three monsters may lie
        unplayed in the room at the end, costing nothing."""
        key = (dungeon, carry, weapon, cap)
        found = self.costs.get(key)
        if found is None:
            stats = self._stats(dungeon, carry)
            costs = sorted(self._costs(stats, weapon, cap), reverse=True)
            found = (stats.potions, stats.best_potion, sum(costs),
                     sum(costs[:PLAYS_PER_TURN]))
            self.costs[key] = found
        potions, best_potion, cost, spared = found
        reach = health + potions - cost
        if reach >= MAX_HEALTH:
            return MAX_HEALTH + best_potion
        if reach >= 1:
            return reach
        if not self.room_penalty:
            reach += spared
        return min(0, reach)

    def _costs(self, stats: _Stats, weapon: int, cap: int) -> list[int]:
        """The least each monster left can cost."""
        if self.or_equal:
            top = max(weapon if cap else 0, stats.weapons[0] if stats.weapons else 0)
            return [m - top for m in stats.monsters if m > top]
        costs = []
        previous, copy = 0, 0
        with_current = _merge(stats.weapons, weapon)
        for m in stats.monsters:
            copy = copy + 1 if m == previous else 0
            previous = m
            arms = stats.weapons if m >= cap else with_current
            best = arms[copy] if copy < len(arms) else 0
            if m > best:
                costs.append(m - best)
        return costs

    # --- one turn ------------------------------------------------------------------------

    def _turn(self, room: list[int], rest: bytes, health: int, weapon: int,
              cap: int) -> tuple[int | None, Moves, dict[TurnEnd, Moves]]:
        """Every way to play this turn: the best game end reached within it (score and moves),
        and each distinct way the turn can end with the game going on (with one move list)."""
        or_equal, room_penalty = self.or_equal, self.room_penalty
        dungeon_left = sum(VALUES[c] for c in rest if KINDS[c] == MONSTER)
        plays = min(PLAYS_PER_TURN, len(room))
        ends: dict[TurnEnd, Moves] = {}
        best: list[int | None] = [None]
        best_moves: list[Moves] = [()]

        def finish(score: int, moves: Moves) -> None:
            if best[0] is None or score > best[0]:
                best[0], best_moves[0] = score, moves

        seen: set[tuple[tuple[int, ...], int, int, int, bool]] = set()

        def step(left: tuple[int, ...], health: int, weapon: int, cap: int, healed: bool,
                 moves: Moves) -> None:
            last_play = len(moves) + 1 == plays
            for i, card in enumerate(left):
                others = left[:i] + left[i + 1:]
                value, what = VALUES[card], KINDS[card]
                options: tuple[tuple[int, int, int, int, bool], ...]
                if what == WEAPON:
                    options = ((card, health, value, FRESH, healed),)
                elif what == POTION:
                    healed_to = health if healed else min(MAX_HEALTH, health + value)
                    options = ((card, healed_to, weapon, cap, True),)
                elif value < cap:
                    hit = value - weapon if value > weapon else 0
                    options = ((card, health - hit, weapon, value + or_equal, healed),
                               (card | BARE, health - value, weapon, cap, healed))
                else:
                    options = ((card, health - value, weapon, cap, healed),)
                for move, h, w, c, p in options:
                    if h <= 0:
                        lost = dungeon_left
                        if room_penalty:
                            lost += sum(VALUES[x] for x in others if KINDS[x] == MONSTER)
                        finish(h - lost, (*moves, move))
                    elif not others and not rest:
                        bonus = value if what == POTION and h == MAX_HEALTH else 0
                        finish(h + bonus, (*moves, move))
                    elif last_play or not others:
                        end = (others[0] if others else -1, h, w, c)
                        if end not in ends:
                            ends[end] = (*moves, move)
                    else:
                        # Other orders of the same cards often meet here: go on once.
                        middle = (others, h, w, c, p)
                        if middle not in seen:
                            seen.add(middle)
                            step(others, h, w, c, p, (*moves, move))

        step(tuple(room), health, weapon, cap, False, ())
        return best[0], best_moves[0], ends

    # --- the search ----------------------------------------------------------------------

    def _record(self, score: int, moves: Moves) -> None:
        if score > self.best:
            self.best = score
            self.best_line = self._line(moves)
        elif score > self.loss_best:
            # Kept aside for a deal that turns out unwinnable (or a search cut short).
            self.loss_best = score
            self.loss_line = self._line(moves)

    def _line(self, moves: Moves) -> list[int]:
        return [m for turn in self.path for m in turn] + list(moves)

    def node(self, dungeon: bytes, carry: int, health: int, weapon: int, cap: int,
             ran_last: bool) -> tuple[int, bool]:
        """The best score from the start of a turn: (value, exact). Not exact: an upper bound
        no higher than the best score found when it was computed."""
        key = (dungeon, ((((carry + 1) * 32 + health) * 16 + weapon) * 16 + cap) * 2 + ran_last)
        known = self.table.get(key)
        if known is not None and (known[1] or known[0] <= self.best):
            return known
        self.nodes += 1
        if self.deadline is not None and self.nodes % CHECK_EVERY == 0 \
                and self.clock() > self.deadline:
            raise _Timeout
        bound = self._upper_bound(dungeon, carry, health, weapon, cap)
        if bound <= self.best:
            self.table[key] = (bound, False)
            return bound, False
        position = (dungeon, carry)
        if self.best >= 0 and self._dominated(position, health, weapon, cap, ran_last):
            return self.best, False
        need = ROOM_SIZE - (carry >= 0)
        room = ([carry] if carry >= 0 else []) + list(dungeon[:need])
        rest = dungeon[need:]
        value, exact_value, loose = self._children(room, rest, health, weapon, cap, ran_last)
        result = (max(value, loose), exact_value >= loose)
        self.table[key] = result
        if self.best >= 0 and result[0] <= self.best:
            self._failed(position, health, weapon, cap, ran_last)
        return result

    def _dominated(self, position: tuple[bytes, int], health: int, weapon: int, cap: int,
                   ran_last: bool) -> bool:
        """Once a win is known only wins matter, and a win stays a win with more health, a
        better weapon, a weapon that may fight more, or a run still allowed: a node no better
        than one that could not beat the best line cannot either."""
        for h, w, c, r in self.failed.get(position, ()):
            if health <= h and weapon <= w and cap <= c and ran_last >= r:
                return True
        return False

    def _failed(self, position: tuple[bytes, int], health: int, weapon: int, cap: int,
                ran_last: bool) -> None:
        records = self.failed.setdefault(position, [])
        records[:] = [(h, w, c, r) for h, w, c, r in records
                      if not (h <= health and w <= weapon and c <= cap and r >= ran_last)]
        records.append((health, weapon, cap, ran_last))

    def _children(self, room: list[int], rest: bytes, health: int, weapon: int, cap: int,
                  ran_last: bool) -> tuple[int, int, int]:
        """Search every way on; (best value, best exact value, best upper bound of a cut)."""
        done, done_moves, ends = self._turn(room, rest, health, weapon, cap)
        best_exact = loose = -(10**9)
        if done is not None:
            self._record(done, done_moves)
            best_exact = done
        if self.best >= 0:
            ends = _pareto(ends)
        bound = self._upper_bound
        order = sorted(ends.items(), reverse=True, key=lambda item: (
            bound(rest, item[0][0], item[0][1], item[0][2], item[0][3]), _promise(item)))
        children: list[tuple[Moves, bytes, int, int, int, int, bool]] = [
            (moves, rest, end[0], end[1], end[2], end[3], False) for end, moves in order]
        if len(room) == ROOM_SIZE and rest and not ran_last:
            # S6: the room goes under in room order; tried after the greedy first line.
            fled = (RUN,), rest + bytes(room), -1, health, weapon, cap, True
            children.insert(min(1, len(children)), fled)
        for moves, dungeon, carry, h, w, c, ran in children:
            self.path.append(moves)
            value, exact = self.node(dungeon, carry, h, w, c, ran)
            self.path.pop()
            if exact:
                best_exact = max(best_exact, value)
            else:
                loose = max(loose, value)
        return max(best_exact, loose), best_exact, loose


def _pareto(ends: dict[TurnEnd, Moves]) -> dict[TurnEnd, Moves]:
    """The ends no other end with the same card carried over beats in health, weapon and cap:
    where only wins count, a beaten end cannot win more than the one beating it."""
    kept: dict[TurnEnd, Moves] = {}
    front: list[TurnEnd] = []
    # Best health first: an end can only be beaten by one already kept.
    for end in sorted(ends, reverse=True, key=lambda e: (e[1], e[2], e[3])):
        carry, _, weapon, cap = end
        if not any(c == carry and w >= weapon and k >= cap for c, _, w, k in front):
            front.append(end)
            kept[end] = ends[end]
    return kept


def _merge(weapons: tuple[int, ...], weapon: int) -> tuple[int, ...]:
    return tuple(sorted((*weapons, weapon), reverse=True))


def _promise(item: tuple[TurnEnd, Moves]) -> tuple[int, int]:
    """Greedy order: more health first, then a stronger weapon that may fight more."""
    (_, health, weapon, cap), _ = item
    return health * 2 + weapon + min(cap, weapon + 5), -len(item[1])


def solve(deck: Sequence[str], options: ScoundrelOptions, time_limit: float | None = None,
          *, clock: Callable[[], float] = time.perf_counter) -> Solution:
    """The best score of ``deck`` (top first; a shorter deck of any of the 44 cards is fine)
    and a line that scores it. With ``time_limit`` (seconds of ``clock``) the best line found
    by then, and ``exact`` False if the search was cut short. Without one a hard deal may take
    long. ``clock=time.process_time`` counts only this process's own time (benchmarks on a
    shared machine)."""
    start = clock()
    if not deck:
        return Solution(MAX_HEALTH, True, [])  # nothing to play: won at full health
    deadline = None if time_limit is None else start + time_limit
    ids = bytes(card_ids(deck))
    # First only wins count (any win beats any loss), which lets more health or a better
    # weapon stand in for less (see ``_dominated``).
    wins = _Search(options, deadline, clock, only_wins=True)
    exact = _run(wins, ids)
    best, line, nodes = wins.best, wins.best_line, wins.nodes
    if not line:
        # No win found: the loss that scores best, starting from the best loss seen so far.
        best, line = wins.loss_best, wins.loss_line
        if exact:
            losses = _Search(options, deadline, clock, only_wins=False)
            losses.best, losses.best_line = best, line
            exact = _run(losses, ids)
            best, line, nodes = losses.best, losses.best_line, nodes + losses.nodes
    return Solution(best, exact, transcript(deck, options, line), nodes, clock() - start)


def _run(search: _Search, deck: bytes) -> bool:
    """Search from the first turn; False if the clock stopped it."""
    try:
        search.node(deck, -1, MAX_HEALTH, 0, 0, False)
    except _Timeout:
        return False
    finally:
        search.path.clear()
    return True


def solve_seed(seed: int, options: ScoundrelOptions | None = None,
               time_limit: float | None = None, *,
               clock: Callable[[], float] = time.perf_counter) -> Solution:
    """``solve`` for the deal of a hotseat game with ``seed``."""
    return solve(deck_for_seed(seed), options or ScoundrelOptions(), time_limit, clock=clock)


def transcript(deck: Sequence[str], options: ScoundrelOptions, moves: Sequence[int]) -> list[str]:
    """The transcript lines of a game of ``deck`` played with ``moves``: each room line (the
    cards turned, in order) before the move it allows."""
    state = new_game_ids(card_ids(deck), options)
    lines = [_room_line(state.room)] if state.room else []
    for move in moves:
        kept = [] if move == RUN else [c for c in state.room if c != move & (BARE - 1)]
        apply(state, move)
        lines.append(move_text(move))
        if len(state.room) > len(kept):
            lines.append(_room_line(state.room[len(kept):]))
    return lines


def _room_line(cards: Sequence[int]) -> str:
    return "room " + " ".join(DECK[c] for c in cards)
