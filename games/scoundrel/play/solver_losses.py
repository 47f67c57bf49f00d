"""The best loss of a Scoundrel deal that cannot be won: a depth-first branch and bound.

Only for deals the win search proved unwinnable, so every line loses and scores health less the
monsters left (S9). A node is the start of a turn; every way to play the turn is enumerated and
identical ends merged, nodes are memoised (exact values, or upper bounds when the bound cut them
short) and a node is cut when the best score still thinkable from it (``_upper_bound``) cannot
beat the best line found so far. Under the default ``death_penalty=dungeon`` losses are not
monotone in health (the monsters left in the room at the end cost nothing, and more health can
mean surviving a blow only to fight them), so no dominance is used here. Under
``dungeon_and_room`` they are, and the win search finds the best loss (``solver_wins``); this
search is then only the reference the benchmark compares it with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.scoundrel.play.engine import KINDS, MONSTER, POTION, RUN, VALUES, WEAPON, Under
from games.scoundrel.play.solver_turns import TurnCache, finish_score, health_after
from games.scoundrel.play.solver_wins import Timeout
from games.scoundrel.rules.options import ScoundrelOptions

ROOM_SIZE = 4
PLAYS_PER_TURN = 3
CHECK_EVERY = 512  # nodes between two looks at the clock

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


class LossSearch:
    def __init__(self, options: ScoundrelOptions, deadline: float | None,
                 clock: Callable[[], float], under: Under | None = None,
                 max_nodes: int | None = None) -> None:
        self.under = under
        self.max_nodes = max_nodes
        self.or_equal = 1 if options.weapon_rule == "lower_or_equal" else 0
        self.room_penalty = options.death_penalty == "dungeon_and_room"
        self.deadline = deadline
        self.clock = clock
        self.turns = TurnCache(self.or_equal, self.room_penalty)
        self.table: dict[tuple[bytes, int, int], tuple[int, bool]] = {}
        self.stats: dict[tuple[bytes, int], _Stats] = {}
        # (potions' sum, best potion, least cost of the monsters, of the three costliest)
        self.costs: dict[tuple[bytes, int, int, int], tuple[int, int, int, int]] = {}
        self.best = -(10**9)
        self.best_line: list[int] = []
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
        at most at that health; a loss scores at most that too, except that (under the
        default ``death_penalty``) up to three monsters may lie unplayed in the room at the
        end, costing nothing. And no loss scores more than 0."""
        key = (dungeon, carry, weapon, cap)
        found = self.costs.get(key)
        if found is None:
            stats = self._stats(dungeon, carry)
            costs = sorted(self._costs(stats, weapon, cap), reverse=True)
            found = (stats.potions, stats.best_potion, sum(costs),
                     sum(costs[:PLAYS_PER_TURN]))
            self.costs[key] = found
        potions, _, cost, spared = found
        reach = health + potions - cost
        if not self.room_penalty:
            reach += spared
        # The deal has no win, so no line from here wins either: once a loss scoring 0 (the
        # most a loss can) is found, every node is cut.
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
        and each distinct way the turn can end with the game going on (with one move list).
        The ways are enumerated once per room and weapon (``TurnCache``), as health
        transforms."""
        cards = tuple(room)
        plays, finishes = self.turns.every_play(cards, weapon, cap, not rest)
        best: int | None = None
        best_moves: Moves = ()
        death = self.turns.death(cards, weapon, cap, health)
        if death is not None:
            best, best_moves = death[0] - sum(VALUES[c] for c in rest if KINDS[c] == MONSTER), \
                death[1]
        for finish in finishes:
            score = finish_score(health, finish)
            if score > 0 and (best is None or score > best):
                best, best_moves = score, finish.moves
        ends: dict[TurnEnd, Moves] = {}
        for play in plays:
            h = health_after(health, play.threshold, play.top, play.delta)
            if h > 0:
                ends.setdefault((play.carry, h, play.weapon, play.cap), play.moves)
        return best, best_moves, ends

    # --- the search ----------------------------------------------------------------------

    def _record(self, score: int, moves: Moves) -> None:
        if score > self.best:
            self.best = score
            self.best_line = self._line(moves)

    def _line(self, moves: Moves) -> list[int]:
        return [m for turn in self.path for m in turn] + list(moves)

    def node(self, dungeon: bytes, carry: int, health: int, weapon: int, cap: int,
             ran_last: bool, runs: int = 0) -> tuple[int, bool]:
        """The best score from the start of a turn: (value, exact). Not exact: an upper bound
        no higher than the best score found when it was computed. ``runs``: the rooms fled so
        far (S6: a seeded dealer's order for a fled room depends on it)."""
        key = (dungeon, ((((carry + 1) * 32 + health) * 16 + weapon) * 16 + cap) * 2 + ran_last,
               runs)
        known = self.table.get(key)
        if known is not None and (known[1] or known[0] <= self.best):
            return known
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Timeout
        if self.deadline is not None and self.nodes % CHECK_EVERY == 0 \
                and self.clock() > self.deadline:
            raise Timeout
        bound = self._upper_bound(dungeon, carry, health, weapon, cap)
        if bound <= self.best:
            self.table[key] = (bound, False)
            return bound, False
        need = ROOM_SIZE - (carry >= 0)
        room = ([carry] if carry >= 0 else []) + list(dungeon[:need])
        rest = dungeon[need:]
        value, exact_value, loose = self._children(room, rest, health, weapon, cap, ran_last,
                                                   runs)
        result = (max(value, loose), exact_value >= loose)
        self.table[key] = result
        return result

    def _children(self, room: list[int], rest: bytes, health: int, weapon: int, cap: int,
                  ran_last: bool, runs: int) -> tuple[int, int, int]:
        """Search every way on; (best value, best exact value, best upper bound of a cut)."""
        done, done_moves, ends = self._turn(room, rest, health, weapon, cap)
        best_exact = loose = -(10**9)
        if done is not None:
            self._record(done, done_moves)
            best_exact = done
        bound = self._upper_bound
        order = sorted(ends.items(), reverse=True, key=lambda item: (
            bound(rest, item[0][0], item[0][1], item[0][2], item[0][3]), _promise(item)))
        children: list[tuple[Moves, bytes, int, int, int, int, bool, int]] = [
            (moves, rest, end[0], end[1], end[2], end[3], False, runs) for end, moves in order]
        if len(room) == ROOM_SIZE and rest and not ran_last:
            # S6: the room goes under; tried after the greedy first line.
            under = room if self.under is None else self.under(room, runs)
            fled = (RUN,), rest + bytes(under), -1, health, weapon, cap, True, runs + 1
            children.insert(min(1, len(children)), fled)
        for moves, dungeon, carry, h, w, c, ran, fled_rooms in children:
            self.path.append(moves)
            value, exact = self.node(dungeon, carry, h, w, c, ran, fled_rooms)
            self.path.pop()
            if exact:
                best_exact = max(best_exact, value)
            else:
                loose = max(loose, value)
        return max(best_exact, loose), best_exact, loose


def _merge(weapons: tuple[int, ...], weapon: int) -> tuple[int, ...]:
    return tuple(sorted((*weapons, weapon), reverse=True))


def _promise(item: tuple[TurnEnd, Moves]) -> tuple[int, int]:
    """Greedy order: more health first, then a stronger weapon that may fight more."""
    (_, health, weapon, cap), _ = item
    return health * 2 + weapon + min(cap, weapon + 5), -len(item[1])
