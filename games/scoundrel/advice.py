"""Expectimax advice: the best next action from what the player knows, and its expected score.

The search sees only what a player at the table sees (S10): the never-seen cards as a bag in
unknown order, then each run-away room as a bag of its own, in the order they went under. Each
bag deals uniformly at random, one after the other, which is exactly what ``rules.next_cards``
offers the dealer.

Search. Decision nodes take the best action, chance nodes (a room being refilled) average over
the cards that can come. Depth counts refills: depth 0 plays out the current room (every order,
weapon or barehanded, running) and scores each way the turn can end with the estimate below;
depth d looks d refills further. Iterative deepening raises the depth until the tree is solved
to the end (the answer is then exact), the time or node budget runs out (the last complete depth
is kept), or the next depth is predicted to overrun it. A refill with few possible outcomes is
enumerated exactly; one with many is sampled (seeded by the dungeon itself, so every line of
play that meets the same dungeon draws the same rooms: paired comparisons, repeatable answers).
The rules of each play are the engine's (``engine.moves``, ``resolve``, ``turn_over``,
``final_score``), the same the fast model follows, which the tests check against the rules. A
transposition table keys positions by health, the weapon and its cap, the room and the dungeon
as multisets of cards, each card standing for all of its kind and value: 9♠ plays as 9♣.

Estimate at the horizon (a turn boundary, before the refill). What is still to come decides the
game: the monster points M in the room and the dungeon, the potion points P, the weapon points W,
and the current weapon's hold on them, A = what it would take off each monster it may still
fight (min(monster, weapon)). A logistic model gives the share s of the remaining monster points
the player gets through,

    s = 1 / (1 + exp(-(B_CONST + B_HEALTH*health + B_POTIONS*P + B_ABSORBED*A + B_WEAPONS*W
                        + B_MONSTERS*M + B_RAN*[just ran]) / 10)),

and the estimate is -M * (1 - s), the monsters still in the dungeon at death (S9), plus
B_WIN * s * health for the wins. The coefficients are least-squares fits to the final scores of
seeded self-play (about 30,000 turn boundaries). Their signs are those the rules give: health,
potions, weapons and the weapon's hold raise the estimate, monsters and a run just made lower it,
so more health is always better and every monster costs something. The estimate is never used
where the game ends inside the tree: terminal scores are those of score.py.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from games.scoundrel import notation, rules
from games.scoundrel.engine import (
    BARE,
    CARD,
    FIGHT,
    KINDS,
    MONSTER,
    POTION,
    ROOM_SIZE,
    RUN,
    VALUES,
    WEAPON,
    final_score,
    may_run,
    moves,
    resolve,
    turn_over,
)
from games.scoundrel.fast_model import Position, load, move_of
from games.scoundrel.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Advice, Decision, Over

DEFAULT_SECONDS = 0.15
MAX_DEPTH = 16  # more refills than any game has left: reaching it means the search was exact
MONSTER_TOP = max(VALUES)  # the ace
# Each card stands for the first card of its kind and value (9♠ for 9♣), so that a sorted tuple
# of cards is a canonical multiset: positions that differ only in alike cards are one.
ALIKE: tuple[int, ...] = tuple(
    next(i for i in range(len(KINDS)) if (KINDS[i], VALUES[i]) == (KINDS[c], VALUES[c]))
    for c in range(len(KINDS)))

# The estimate's coefficients (see the module docstring), fitted on seeded self-play.
B_CONST = 27.27
B_HEALTH = 1.17
B_POTIONS = 0.414
B_ABSORBED = 0.101
B_WEAPONS = 0.882
B_MONSTERS = -0.508
B_RAN = -3.18
B_WIN = 0.0

EXACT_OUTCOMES = 24  # a refill with at most this many outcomes is enumerated exactly
SAMPLES = (12, 6, 3)  # rooms sampled per refill at 1, 2, 3+ refills from the root
CHECK_EVERY = 128  # nodes between clock checks
FIRST_GROWTH = 8.0  # depth 1 costs about this many times depth 0 (a sampled refill per leaf)
OVERRUN = 3.0  # skip a depth predicted to take this many times the time left


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


class Budget(Exception):
    """The time or node budget ran out in the middle of a depth."""


@dataclass(frozen=True, slots=True)
class Ranked:
    event: Event
    value: float


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every distinct legal action with its value, best first."""

    ranked: tuple[Ranked, ...]
    exact: bool
    depth: int
    nodes: int
    seconds: float


class Search:
    """One search of one position: its tables live as long as the decision."""

    def __init__(self, *, or_equal: int, room_penalty: bool,
                 deadline: float | None, max_nodes: int | None) -> None:
        self.or_equal = or_equal  # S3 option lower_or_equal
        self.room_penalty = room_penalty  # S9 option dungeon_and_room
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.nodes = 0
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
            return float(final_score(health, card, 0))
        played, ran_last = node.played + 1, node.ran_last
        if turn_over(played, len(room)):
            played, potion_used, ran_last = 0, False, False
        return Node(health, weapon, cap, tuple(room), played, potion_used, ran_last, node.pool)

    # --- expectimax --------------------------------------------------------------------------

    def tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise Budget
        if (self.deadline is not None and self.nodes % CHECK_EVERY == 0
                and time.perf_counter() > self.deadline):
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
                draws = sampled_draws(bags, need, SAMPLES[min(level, len(SAMPLES) - 1)])
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
            known = estimate(node, self.pools[node.pool])
            self.estimates[node] = known
        return known


def estimate(node: Node, dungeon: Dungeon) -> float:
    """The expected final score at a turn boundary beyond the horizon (module docstring)."""
    monsters, potions, weapons = dungeon.monster_sum, dungeon.potion_sum, dungeon.weapon_sum
    top = node.cap - 1 if node.weapon else 0  # the strongest monster the weapon may fight
    absorbed = _absorbed(dungeon, node.weapon, top)
    for card in node.room:
        value, what = VALUES[card], KINDS[card]
        if what == MONSTER:
            monsters += value
            if FIGHT[card] < node.cap:
                absorbed += min(value, node.weapon)
        elif what == WEAPON:
            weapons += value
        else:
            potions += value
    z = (B_CONST + B_HEALTH * node.health + B_POTIONS * potions + B_ABSORBED * absorbed
         + B_WEAPONS * weapons + B_MONSTERS * monsters + (B_RAN if node.ran_last else 0.0))
    through = 1.0 / (1.0 + math.exp(min(-z / 10.0, 700.0)))  # 700: math.exp's range
    return -monsters * (1.0 - through) + B_WIN * through * node.health


def _absorbed(dungeon: Dungeon, weapon: int, top: int) -> int:
    """What the current weapon would take off the dungeon's monsters it may still fight (those
    up to ``top``)."""
    if not weapon:
        return 0
    below = min(weapon, top)
    return (dungeon.sum_upto[below]
            + weapon * (dungeon.count_upto[top] - dungeon.count_upto[below]))


# --- drawing from the bags ---------------------------------------------------------------------


def outcome_count(bags: Bags, need: int) -> int:
    """How many different multisets a refill of ``need`` cards can bring."""
    total = 1
    for bag in bags:
        if need <= 0:
            break
        take = min(need, len(bag))
        total *= _multiset_count(bag, take)
        need -= take
    return total


def _multiset_count(bag: tuple[int, ...], take: int) -> int:
    # The coefficient of x**take in the product of (1 + x + ... + x**copies) over the codes.
    poly = [1]
    for copies in Counter(bag).values():
        grown = [0] * (len(poly) + copies)
        for i, a in enumerate(poly):
            for j in range(copies + 1):
                grown[i + j] += a
        poly = grown[:take + 1]
    return poly[take] if take < len(poly) else 0


def exact_draws(bags: Bags, need: int) -> list[tuple[float, tuple[int, ...], Bags]]:
    """Every refill with its probability: each bag deals uniformly until ``need`` are drawn."""
    if need == 0 or not bags:
        return [(1.0, (), bags)]
    first, rest = bags[0], bags[1:]
    take = min(need, len(first))
    found: list[tuple[float, tuple[int, ...], Bags]] = []
    for p, drawn, left in _bag_draws(first, take):
        if left:
            found.append((p, drawn, (left, *rest)))
            continue
        for q, more, after in exact_draws(rest, need - take):
            found.append((p * q, drawn + more, after))
    return found


def _bag_draws(bag: tuple[int, ...], take: int) -> Iterator[tuple[float, tuple[int, ...],
                                                                   tuple[int, ...]]]:
    """Multisets of ``take`` cards from ``bag`` with their hypergeometric probabilities."""
    if take == len(bag):
        yield 1.0, bag, ()
        return
    counts = sorted(Counter(bag).items())
    ways_total = math.comb(len(bag), take)
    for picks in _picks(counts, take):
        ways = 1
        drawn: list[int] = []
        left: list[int] = []
        for (code, copies), k in zip(counts, picks, strict=True):
            ways *= math.comb(copies, k)
            drawn += [code] * k
            left += [code] * (copies - k)
        yield ways / ways_total, tuple(drawn), tuple(left)


def _picks(counts: Sequence[tuple[int, int]], take: int) -> Iterator[tuple[int, ...]]:
    if not counts:
        if take == 0:
            yield ()
        return
    later = sum(c for _, c in counts[1:])  # the codes after the first must supply the rest
    for k in range(max(0, take - later), min(counts[0][1], take) + 1):
        for rest in _picks(counts[1:], take - k):
            yield (k, *rest)


# The seed reads each card as 20 * kind + value, the numbers the search gave cards before it
# played by the engine: every dungeon still draws the rooms it drew, so the advice and the bots
# answer as they did.
SEED_CODE: tuple[int, ...] = tuple(20 * KINDS[c] + VALUES[c] for c in range(len(KINDS)))


def sampled_draws(bags: Bags, need: int, samples: int,
                  ) -> list[tuple[float, tuple[int, ...], Bags]]:
    """``samples`` refills drawn at random, seeded by the bags so equal dungeons draw alike."""
    rng = random.Random(hash((tuple(tuple(SEED_CODE[c] for c in bag) for bag in bags), need)))
    merged: dict[tuple[tuple[int, ...], Bags], int] = {}
    for _ in range(samples):
        drawn: list[int] = []
        rest: list[tuple[int, ...]] = []
        want = need
        for bag in bags:
            take = min(want, len(bag))
            if take == 0:
                rest.append(bag)
                continue
            picked = sorted(rng.sample(range(len(bag)), take))
            drawn += [bag[i] for i in picked]
            left = tuple(c for i, c in enumerate(bag) if i not in picked)
            if left:
                rest.append(left)
            want -= take
        key = (tuple(sorted(drawn)), tuple(rest))
        merged[key] = merged.get(key, 0) + 1
    return [(n / samples, drawn, rest) for (drawn, rest), n in merged.items()]


# --- from the game's state -----------------------------------------------------------------------


def root_node(position: Position, search: Search) -> Node:
    """The fast model's position with alike cards made one and the dungeon as bags (S10)."""
    bags: list[tuple[int, ...]] = []
    if position.unseen:
        bags.append(alike(position.unseen))
    bags += [alike(batch) for batch in position.batches if batch]
    return Node(position.health, position.weapon, position.cap, alike(position.room),
                position.played, position.potion_used, position.ran_last,
                search.intern(tuple(bags)))


def action_of(event: Event, position: Position) -> int:
    move = move_of(event, position.cap)
    return move if move == RUN else ALIKE[move & CARD] | (move & BARE)


def analyse(state: ScoundrelState, seconds: float | None = DEFAULT_SECONDS,
            max_nodes: int | None = None, max_depth: int = MAX_DEPTH) -> Analysis | None:
    """Rank the awaited decision's actions by expected final score; None when none is awaited.

    ``seconds`` bounds the wall time, ``max_nodes`` the positions searched (a bound that does
    not depend on the machine's speed), ``max_depth`` the refills looked ahead; the deepest
    depth finished within all three is used.
    """
    awaiting = rules.awaiting(state)
    if not isinstance(awaiting, Decision):
        return None
    started = time.perf_counter()
    position = load(state)
    search = Search(or_equal=position.or_equal, room_penalty=position.room_penalty,
                    deadline=None if seconds is None else started + seconds,
                    max_nodes=max_nodes)
    root = root_node(position, search)
    choices = _distinct(awaiting.actions, position)
    values, exact, depth = _deepen(search, root, choices, max_depth)
    order = sorted(range(len(choices)), key=lambda i: -values[i])  # stable: ties keep rules' order
    ranked = tuple(Ranked(choices[i][0], values[i]) for i in order)
    return Analysis(ranked, exact, depth, search.nodes, time.perf_counter() - started)


def _deepen(search: Search, root: Node, choices: list[tuple[Event, int]],
            max_depth: int) -> tuple[list[float], bool, int]:
    """Iterative deepening: the values of the deepest depth finished within the budgets,
    whether they are exact, and that depth."""
    best: tuple[list[float], bool, int] | None = None
    seconds_spent: list[float] = []
    nodes_spent: list[float] = []
    for depth in range(max_depth + 1):
        begun, nodes_before = time.perf_counter(), search.nodes
        try:
            values = _search_depth(search, root, choices, depth)
        except Budget:
            break
        best = (values, not search.cut, depth)
        seconds_spent.append(time.perf_counter() - begun)
        nodes_spent.append(search.nodes - nodes_before)
        if best[1] or _budget_spent(search, seconds_spent, nodes_spent):
            break
    if best is None:  # even depth 0 did not fit: an answer beats none, so finish it
        search.deadline, search.max_nodes = None, None
        best = (_search_depth(search, root, choices, 0), not search.cut, 0)
    return best


def _budget_spent(search: Search, seconds_spent: list[float], nodes_spent: list[float]) -> bool:
    if search.deadline is not None and _overruns(seconds_spent,
                                                 search.deadline - time.perf_counter()):
        return True
    return search.max_nodes is not None and _overruns(nodes_spent,
                                                      search.max_nodes - search.nodes)


def _distinct(actions: Sequence[Event], position: Position) -> list[tuple[Event, int]]:
    """The listed actions, one for each different move (9♣ and 9♠ play alike)."""
    seen: set[int] = set()
    found: list[tuple[Event, int]] = []
    for event in actions:
        action = action_of(event, position)
        if action not in seen:
            seen.add(action)
            found.append((event, action))
    return found


def _search_depth(search: Search, root: Node, choices: list[tuple[Event, int]],
                  depth: int) -> list[float]:
    search.table.clear()
    search.cut = False
    search.root_depth = depth
    return [search.child_value(root, action, depth) for _, action in choices]


def _overruns(spent: list[float], left: float) -> bool:
    """Whether the next depth would miss the budget by far, judging by how the last ones grew
    (in seconds or in nodes): starting it would only burn what is left."""
    growth = spent[-1] / max(spent[-2], 1.0e-6) if len(spent) > 1 else FIRST_GROWTH
    return spent[-1] * growth > OVERRUN * left


# --- the advice as data -------------------------------------------------------------------------

ALTERNATIVES = 3


def advise(state: ScoundrelState, seconds: float = DEFAULT_SECONDS) -> Advice:
    """The best next action for the player, with its expected final score and alternatives."""
    analysis = analyse(state, seconds)
    if analysis is None:
        return _no_advice(state)
    return advice_of(analysis)


def advice_of(analysis: Analysis) -> Advice:
    """The analysis as the view draws it: transcript lines and values, and how it was found."""
    best, others = analysis.ranked[0], analysis.ranked[1:1 + ALTERNATIVES]
    data: dict[str, Any] = {
        "best": notation.notation(best.event), "value": best.value,
        "alternatives": [{"action": notation.notation(r.event), "value": r.value}
                         for r in others],
        "exact": analysis.exact, "depth": analysis.depth, "nodes": analysis.nodes,
    }
    return Advice(best=best.event, data=data, exact=analysis.exact)


def _no_advice(state: ScoundrelState) -> Advice:
    """Nothing to choose: the game is over, or cards must be turned over first."""
    reason = "over" if isinstance(rules.awaiting(state), Over) else "chance"
    data: dict[str, Any] = {"best": None, "value": None, "alternatives": [], "exact": True,
                            "depth": 0, "nodes": 0, "reason": reason}
    return Advice(best=None, data=data, exact=True)
