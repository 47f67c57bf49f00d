"""The advice's expectimax over what the player knows (S10).

Decision nodes take the best action, chance nodes (a room being refilled) average over the cards
that can come. Depth counts refills: depth 0 plays out the current room (every order, weapon or
barehanded, running) and scores each way the turn can end with the estimate
(``search_estimate``); depth d looks d refills further. A refill with few possible outcomes is
enumerated exactly; one with many is sampled (``search_draws``). The rules of each play are the
engine's (``engine.moves``, ``resolve``, ``turn_over``, ``final_score``), the same the fast
model follows, which the tests check against the rules. A transposition table keys positions
by health, the weapon and its cap, the room and the dungeon as multisets of cards, each card
standing for all of its kind and value: 9♠ plays as 9♣.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from games.scoundrel.play.engine import (
    CARD,
    KINDS,
    MONSTER,
    ROOM_SIZE,
    RUN,
    VALUES,
    final_score,
    may_run,
    moves,
    resolve,
    turn_over,
)
from games.scoundrel.play.search_draws import Sampler, exact_draws, outcome_count, sampled_draws
from games.scoundrel.play.search_estimate import estimate
from games.scoundrel.play.search_positions import Bags, Dungeon, Node, Refill, make_dungeon
from tabletop.plugin import Stop

EXACT_OUTCOMES = 24  # a refill with at most this many outcomes is enumerated exactly
SAMPLES = (12, 6, 3)  # rooms sampled per refill at 1, 2, 3+ refills from the root
# A sample is seeded by the dungeon it is drawn from, so equal dungeons draw alike wherever
# the search meets them (the actions compared then face the same rooms). The seed reads each
# card as 20 * kind + value, the numbers the search gave cards before it played by the engine:
# every dungeon still draws the rooms it drew, so the advice and the bots answer as they did.
SEED_CODE: tuple[int, ...] = tuple(20 * KINDS[c] + VALUES[c] for c in range(len(KINDS)))
CHECK_EVERY = 64  # nodes between clock checks: well under a millisecond


class Budget(Exception):
    """The time or node budget ran out in the middle of a depth, or the search was stopped."""


class Search:
    """One search of one position: its tables live as long as the decision."""

    def __init__(self, *, or_equal: int, room_penalty: bool, deadline: float | None,
                 max_nodes: int | None, sampler: Callable[[int], Sampler],
                 win_bonus: float = 0.0, stop: Stop | None = None) -> None:
        self.or_equal = or_equal  # S3 option lower_or_equal
        self.room_penalty = room_penalty  # S9 option dungeon_and_room
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.stop = stop  # set by a face (Ctrl-C, a second tap): answer with what is found
        self.sampler = sampler  # a seeded random source for a seed: the sampled refills
        self.win_bonus = win_bonus  # added to a won game's score: a bot that plays to win
        self.nodes = 0
        self.stopped: str | None = None  # "clock", "nodes" or "stop": what ended the search
        self.cut = False  # a horizon or a sample was used in this depth: not exact
        self.root_depth = 0
        self.pools: list[Dungeon] = []
        self.pool_ids: dict[Bags, int] = {}
        self.table: dict[tuple[Node, int], float] = {}
        self.refill_cache: dict[tuple[int, int, int], tuple[list[Refill], bool]] = {}
        self.estimates: dict[Node, float] = {}

    # --- positions ---------------------------------------------------------------------------

    def intern(self, bags: Bags) -> int:
        found = self.pool_ids.get(bags)
        if found is None:
            found = len(self.pools)
            self.pools.append(make_dungeon(bags))
            self.pool_ids[bags] = found
        return found

    def needs_refill(self, node: Node) -> bool:
        return node.played == 0 and len(node.room) < ROOM_SIZE and self.pools[node.pool].size > 0

    def actions(self, node: Node) -> list[int]:
        """The engine's moves, once for alike cards (9♣ and 9♠ play alike)."""
        room = tuple(dict.fromkeys(node.room))
        run = may_run(node.played, len(node.room), self.pools[node.pool].size, node.ran_last)
        return moves(room, node.cap, run)

    def apply(self, node: Node, move: int) -> Node | float:
        """The position after ``move``, or the final score when the game ends there."""
        dungeon = self.pools[node.pool]
        if move == RUN:
            bags = (*dungeon.bags, node.room)
            return node._replace(room=(), ran_last=True, pool=self.intern(bags))
        card = move & CARD
        room = list(node.room)
        room.remove(card)
        health, weapon, cap, potion_used = resolve(node.health, node.weapon, node.cap,
                                                   node.potion_used, move, self.or_equal)
        if health <= 0:
            left = dungeon.monster_sum
            if self.room_penalty:
                left += sum(VALUES[c] for c in room if KINDS[c] == MONSTER)
            return float(final_score(health, card, left))
        if not room and not dungeon.size:
            return final_score(health, card, 0) + self.win_bonus
        played, ran_last = node.played + 1, node.ran_last
        if turn_over(played, len(room)):
            played, potion_used, ran_last = 0, False, False
        return Node(health, weapon, cap, tuple(room), played, potion_used, ran_last, node.pool)

    # --- expectimax --------------------------------------------------------------------------

    def tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            self.stopped = "nodes"
            raise Budget
        if self.nodes % CHECK_EVERY:
            return
        if self.deadline is not None and time.perf_counter() > self.deadline:
            self.stopped = "clock"
            raise Budget
        if self.stop is not None and self.stop.is_set():
            self.stopped = "stop"
            raise Budget

    def child_value(self, node: Node, action: int, depth: int) -> float:
        after = self.apply(node, action)
        if isinstance(after, float):
            return after
        if self.needs_refill(after):
            return self.chance(after, depth)
        return self.decide(after, depth)

    def decide(self, node: Node, depth: int) -> float:
        key = (node, depth)
        known = self.table.get(key)
        if known is not None:
            return known
        self.tick()
        best = -math.inf
        for action in self.actions(node):
            value = self.child_value(node, action, depth)
            if value > best:
                best = value
        self.table[key] = best
        return best

    def chance(self, node: Node, depth: int) -> float:
        if depth == 0:
            self.cut = True
            return self.estimate(node)
        key = (node, depth)
        known = self.table.get(key)
        if known is not None:
            return known
        self.tick()
        total = 0.0
        for probability, drawn, pool in self.refills(node, self.root_depth - depth):
            room = tuple(sorted(node.room + drawn))
            child = node._replace(room=room, pool=pool)
            total += probability * self.decide(child, depth - 1)
        self.table[key] = total
        return total

    # --- refills -----------------------------------------------------------------------------

    def refills(self, node: Node, level: int) -> list[Refill]:
        """(probability, cards drawn, dungeon left) for each way the room can be refilled."""
        need = min(ROOM_SIZE - len(node.room), self.pools[node.pool].size)
        key = (node.pool, need, level)
        found = self.refill_cache.get(key)
        if found is None:
            bags = self.pools[node.pool].bags
            sampled = outcome_count(bags, need) > EXACT_OUTCOMES
            if sampled:
                rng = self.sampler(hash((tuple(tuple(SEED_CODE[c] for c in bag)
                                               for bag in bags), need)))
                draws = sampled_draws(bags, need, SAMPLES[min(level, len(SAMPLES) - 1)], rng)
            else:
                draws = exact_draws(bags, need)
            found = ([(p, drawn, self.intern(rest)) for p, drawn, rest in draws], sampled)
            self.refill_cache[key] = found
        if found[1]:
            self.cut = True
        return found[0]

    # --- the estimate ------------------------------------------------------------------------

    def estimate(self, node: Node) -> float:
        known = self.estimates.get(node)
        if known is None:
            known = estimate(node, self.pools[node.pool], self.win_bonus)
            self.estimates[node] = known
        return known
