"""Expectimax advice: the best next action from what the player knows, and its expected score.

The search sees only what a player at the table sees (S10): the never-seen cards as a bag in
unknown order, then each run-away room as a bag of its own, in the order they went under. Each
bag deals uniformly at random, one after the other, which is exactly what ``rules.next_cards``
offers the dealer. The search itself is ``search`` (with the estimate at its horizon in
``search_estimate`` and the refills in ``search_draws``); here it is started from a rules state
and deepened.

Iterative deepening raises the depth until the tree is solved to the end (the answer is then
exact) or the budget runs out; the last depth finished is the answer, and it says how deep
that was. The budget is work, positions searched (``max_nodes``), so an answer is the same on
any machine; a time budget is turned into positions at a rate a modest machine keeps
(``NODES_PER_SECOND``), and the clock is only a cap: on a busy machine the search stops at the
time given (plus at most the current room, depth 0, which is always finished) and says it
searched less. The answer is data (``Advice``): the view draws it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games.scoundrel.play.engine import BARE, CARD, RUN
from games.scoundrel.play.fast_model import Position, load, move_of
from games.scoundrel.play.search import Budget, Search
from games.scoundrel.play.search_positions import ALIKE, Node, alike
from games.scoundrel.rules import notation
from games.scoundrel.rules import turn as rules
from games.scoundrel.rules.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Advice, Decision, Over, Stop

DEFAULT_SECONDS = 0.15
MAX_DEPTH = 16  # more refills than any game has left: reaching it means the search was exact
# Positions searched per second of a time budget: what a modest machine keeps up (a quiet
# core does about twice as many), so the clock rarely has to cut a search.
NODES_PER_SECOND = 50_000


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
    stopped: str | None = None  # the budget that ended the search: "nodes", "clock" or None


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


def nodes_for(seconds: float) -> int:
    """The positions a time budget buys (at least the current room's)."""
    return max(1, int(seconds * NODES_PER_SECOND))


def analyse(state: ScoundrelState, seconds: float | None = DEFAULT_SECONDS,
            max_nodes: int | None = None, max_depth: int = MAX_DEPTH,
            win_bonus: float = 0.0, stop: Stop | None = None) -> Analysis | None:
    """Rank the awaited decision's actions by expected final score; None when none is awaited.

    ``max_nodes`` bounds the positions searched (None: as many as ``seconds`` buy, see
    ``nodes_for``; None for both: no bound), ``max_depth`` the refills looked ahead;
    ``seconds`` also caps the wall time. The deepest depth finished within them is used.
    ``win_bonus`` is added to every won game's score (0: the expected score itself, as the
    advice ranks; a bot playing to win weighs a win more). ``stop``, once set, ends the search
    as a spent budget does: the deepest depth finished is the answer.
    """
    awaiting = rules.awaiting(state)
    if not isinstance(awaiting, Decision):
        return None
    started = time.perf_counter()
    if max_nodes is None and seconds is not None:
        max_nodes = nodes_for(seconds)
    position = load(state)
    search = Search(or_equal=position.or_equal, room_penalty=position.room_penalty,
                    deadline=None if seconds is None else started + seconds,
                    max_nodes=max_nodes, sampler=random.Random, win_bonus=win_bonus,
                    stop=stop)
    root = root_node(position, search)
    choices = _distinct(awaiting.actions, position)
    values, exact, depth = _deepen(search, root, choices, max_depth)
    order = sorted(range(len(choices)), key=lambda i: -values[i])  # stable: ties keep rules' order
    ranked = tuple(Ranked(choices[i][0], values[i]) for i in order)
    return Analysis(ranked, exact, depth, search.nodes, time.perf_counter() - started,
                    None if exact else search.stopped)


def _deepen(search: Search, root: Node, choices: list[tuple[Event, int]],
             max_depth: int) -> tuple[list[float], bool, int]:
    """Iterative deepening: the values of the deepest depth finished within the budgets,
    whether they are exact, and that depth. A depth is tried while budget is left: no
    forecast of its cost decides for the clock."""
    best: tuple[list[float], bool, int] | None = None
    for depth in range(max_depth + 1):
        try:
            values = _search_depth(search, root, choices, depth)
        except Budget:
            break
        best = (values, not search.cut, depth)
        if best[1]:
            break
    if best is None:  # even depth 0 did not fit: an answer beats none, so finish it
        stopped, search.deadline, search.max_nodes = search.stopped, None, None
        search.stop = None
        best = (_search_depth(search, root, choices, 0), not search.cut, 0)
        search.stopped = stopped
    return best


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


# --- the advice as data -------------------------------------------------------------------------

ALTERNATIVES = 3


def advise(state: ScoundrelState, seconds: float = DEFAULT_SECONDS,
           stop: Stop | None = None) -> Advice:
    """The best next action for the player, with its expected final score and alternatives
    (the best found so far once ``stop`` is set)."""
    analysis = analyse(state, seconds, stop=stop)
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
