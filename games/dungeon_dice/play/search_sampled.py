"""The regroup odds of a hero the exact search does not model (D22): the next level played out
by the rules themselves with the rule of thumb, a fixed number of times, and said to be an
estimate. The number of playouts comes from a work budget (events applied), never the clock,
and the dice come from a seeded dealer, so the same position gets the same answer anywhere."""

from __future__ import annotations

from dataclasses import dataclass

from games.dungeon_dice.play.rule_of_thumb import choose
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.score import player_score
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Chance, Stop
from tabletop.session.dealers import RandomDealer

# The budget is work as the exact search counts it (positions searched); one event played
# by the rules and the rule of thumb costs about as much as this many positions (measured:
# about 12,600 events a CPU second against the search's 80,000 positions, with a margin for a
# loaded machine). Playouts go on while the events they applied stay within the budget.
POSITIONS_PER_EVENT = 10
MOST_PLAYOUTS = 400
LEAST_PLAYOUTS = 16
LONGEST = 300  # events one playout may take (a level always ends far sooner)
# What starting and scoring a playout costs, in events: a playout of a level set in advance
# (the Scout's) is three events long, and 267 of them took 0.23 s on a 0.1 s budget.
PLAYOUT_EVENTS = 2


@dataclass(frozen=True, slots=True)
class Sampled:
    next_level: int
    clear: float  # the share of playouts that cleared the next level
    retire: float  # XP for retiring now
    go_on: float  # mean XP of seeking, then retiring at the next regroup
    playouts: int
    may_retire: bool = True  # not in the Berserker's rage (D18): then seeking is the one way

    @property
    def best(self) -> str:
        return "seek" if self.go_on > self.retire + 1e-9 or not self.may_retire else "retire"


def events_for(work: int | None) -> int | None:
    """The events a work budget buys (None: no bound but ``MOST_PLAYOUTS``)."""
    return None if work is None else work // POSITIONS_PER_EVENT


def points(state: DDState, seat: int) -> int:
    """What the seat would score now: XP and treasures, as the exact search counts them (a
    chest's treasure and the dragon's are points, a treasure spent is a point lost)."""
    held = state.seats[seat]
    return player_score(held.name, held.xp, held.tokens, held.hero).total or 0


def regroup(state: DDState, work: int | None = None, stop: Stop | None = None) -> Sampled:
    """Seek, play the next level by the rule of thumb, retire at its regroup: the points
    that gives on average against retiring now (XP = level). ``work`` is the budget
    (positions, as the exact search counts them; None: ``MOST_PLAYOUTS`` playouts); once
    ``stop`` is set, looked at between playouts, the playouts so far (one at least) say it."""
    assert state.stage == Stage.REGROUP
    seat, level = state.delver, state.level
    start = points(state, seat)
    events = events_for(work)
    cleared, total, count, applied = 0, 0.0, 0, 0
    while count < MOST_PLAYOUTS and (count < LEAST_PLAYOUTS or events is None
                                     or applied < events):
        if count and stop is not None and stop.is_set():
            break
        dealer = RandomDealer(count)
        count += 1
        now = rules.turn(state, Event(seat, "seek"))
        applied += 1 + PLAYOUT_EVENTS
        for step in range(LONGEST):
            same = (now.delver, now.round) == (state.delver, state.round) and \
                now.stage != Stage.OVER
            if not same or (now.stage == Stage.REGROUP and now.level > level):
                break
            pending = rules.awaiting(now)
            move = dealer.deal(pending, step) if isinstance(pending, Chance) else choose(now)
            now = rules.turn(now, move)
            applied += 1
        gained = points(now, seat) - start
        if (now.delver, now.round) == (state.delver, state.round) and \
                now.stage == Stage.REGROUP and now.level > level:
            cleared += 1
            gained += now.level  # retiring there
        total += gained
    may_retire = any(a.kind == "retire" for a in legal_actions(state))
    return Sampled(level + 1, cleared / count, float(level), total / count, count, may_retire)
