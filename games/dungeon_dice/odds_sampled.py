"""The regroup odds of a hero the exact search does not model (D22): the next level played out
by the rules themselves with the rule of thumb, a fixed number of times, and said to be an
estimate. The number of playouts comes from a work budget (events applied), never the clock,
and the dice come from a seeded dealer, so the same position gets the same answer anywhere."""

from __future__ import annotations

from dataclasses import dataclass

from games.dungeon_dice import rules
from games.dungeon_dice.rule_of_thumb import choose
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import Event
from tabletop.play.dealers import RandomDealer
from tabletop.plugin import Chance

EVENTS_PER_PLAYOUT = 25  # about what a level takes: the budget buys this many events a playout
MOST_PLAYOUTS = 400
LEAST_PLAYOUTS = 16
LONGEST = 300  # events one playout may take (a level always ends far sooner)


@dataclass(frozen=True, slots=True)
class Sampled:
    next_level: int
    clear: float  # the share of playouts that cleared the next level
    retire: float  # XP for retiring now
    go_on: float  # mean XP of seeking, then retiring at the next regroup
    playouts: int

    @property
    def best(self) -> str:
        return "seek" if self.go_on > self.retire + 1e-9 else "retire"


def playouts_for(work: int | None) -> int:
    if work is None:
        return MOST_PLAYOUTS
    return max(LEAST_PLAYOUTS, min(MOST_PLAYOUTS, work // EVENTS_PER_PLAYOUT))


def regroup(state: DDState, work: int | None = None) -> Sampled:
    """Seek, play the next level by the rule of thumb, retire at its regroup: the XP that
    gives on average against retiring now."""
    assert state.stage == Stage.REGROUP
    seat, level = state.delver, state.level
    start_xp = state.seat.xp
    count = playouts_for(work)
    cleared, total = 0, 0.0
    for n in range(count):
        dealer = RandomDealer(n)
        now = rules.turn(state, Event(seat, "seek"))
        for step in range(LONGEST):
            same = (now.delver, now.round) == (state.delver, state.round) and \
                now.stage != Stage.OVER
            if not same or (now.stage == Stage.REGROUP and now.level > level):
                break
            pending = rules.awaiting(now)
            move = dealer.deal(pending, step) if isinstance(pending, Chance) else choose(now)
            now = rules.turn(now, move)
        gained = now.seats[seat].xp - start_xp
        if (now.delver, now.round) == (state.delver, state.round) and \
                now.stage == Stage.REGROUP and now.level > level:
            cleared += 1
            gained += now.level  # retiring there
        total += gained
    return Sampled(level + 1, cleared / count, float(level), total / count, count)
