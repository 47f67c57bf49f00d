"""Scoundrel bots: the expectimax search of advice.py, a player who looks only at the room in
front of it (greedy) and a random one."""

from __future__ import annotations

import random
from collections.abc import Mapping

from games.scoundrel.play.advice import analyse
from games.scoundrel.play.engine import RUN
from games.scoundrel.play.fast_model import Position, legal_moves, load, move_of, play_move
from games.scoundrel.rules import turn as rules
from games.scoundrel.rules.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Decision, Strategy

# The expectimax bot looks one refill beyond the current room: deeper costs some twenty times
# more for a few points. Its bound is in work, not in seconds, so a seeded game is decided
# alike on any machine; the positions bound only holds off a rare room with many ways to
# refill (one refill takes a few hundred to a few thousand positions).
EXPECTIMAX_DEPTH = 1
EXPECTIMAX_NODES = 20_000
# The bot plays to win: a won game counts this much more than its score. The advice ranks by
# the expected score alone, which trades a chance to win for a smaller loss; with this bonus
# the bot won 34.8 % of seeds 0-599 where the expected score alone won 27.2 % (bonuses of 80
# and 300 won 33.2 % and 31.2 %: past a point it no longer cares how far a loss falls short).
EXPECTIMAX_WIN_BONUS = 20.0


def _actions(state: ScoundrelState) -> tuple[Event, ...]:
    awaiting = rules.awaiting(state)
    if not isinstance(awaiting, Decision):
        raise ValueError("no decision is awaited")
    return awaiting.actions


def expectimax(state: ScoundrelState, seat: int, rng: random.Random) -> Event:
    """The action advice.py ranks first, searched EXPECTIMAX_DEPTH refills ahead within
    EXPECTIMAX_NODES positions, a win worth EXPECTIMAX_WIN_BONUS more than its score."""
    analysis = analyse(state, seconds=None, max_nodes=EXPECTIMAX_NODES,
                       max_depth=EXPECTIMAX_DEPTH, win_bonus=EXPECTIMAX_WIN_BONUS)
    if analysis is None:
        raise ValueError("no decision is awaited")
    return analysis.ranked[0].event


def greedy(state: ScoundrelState, seat: int, rng: random.Random) -> Event:
    """The best way through the room in front of it, no further: each way to finish the turn
    is judged by the advice's estimate of the final score (``search_estimate``), without
    looking at the cards the next room may bring. Among the actions after which the turn can
    be survived (all of them when none can): a lethal line is never taken while a safe one is
    legal, and a free kill with the weapon beats one that costs health."""
    actions = _actions(state)
    position = load(state)
    analysis = analyse(state, seconds=None, max_depth=0)
    assert analysis is not None  # a decision is awaited: _actions said so
    for ranked in analysis.ranked:
        if _survives(position, move_of(ranked.event, position.cap)):
            return ranked.event
    return analysis.ranked[0].event if analysis.ranked else actions[0]


def _survives(position: Position, move: int) -> bool:
    """Whether some way to finish the turn after ``move`` keeps the player alive."""
    if move == RUN:
        return True
    after = play_move(position, move)
    if after.health <= 0 or not after.played or after.over:
        return after.health > 0
    return any(_survives(after, m) for m in legal_moves(after) if m != RUN)


def uniform(state: ScoundrelState, seat: int, rng: random.Random) -> Event:
    """Any legal action, uniformly at random from ``rng``."""
    return rng.choice(_actions(state))


STRATEGIES: Mapping[str, Strategy] = {"expectimax": expectimax, "greedy": greedy,
                                      "random": uniform}
