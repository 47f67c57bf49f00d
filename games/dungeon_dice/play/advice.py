"""Advice for the delver: exact odds at the regroup, the model's line within a level.

At the regroup the advice compares retiring with seeking the next level by the programme in
``search`` (the chance to clear the next level is exact; the expected XP looks as many levels
ahead as the budget allows, and says so when that is not to the end of the delve). Within a
level it names the move of the model's best line, looking as many levels ahead as the budget
allows (the odds bot looks at this level only and spends the cheapest of equal lines). Where
the model has none (no line clears the level, nor does a reroll or a Town Portal help;
choosing a hero, forming the party) it names what the basic bot would do, as a rule of thumb.

D22: the search models the heroes of ``odds_kit.MODELLED``; for every other hero the regroup
is estimated by playing the next level out with the rules and the rule of thumb under the same
work budget (``search_sampled``, ``playouts`` in the data: the screen says it is an estimate),
and within a level the rule of thumb decides, said as such.

The budget is work, positions searched (``advise_within``), so that an answer is the same on
every machine; ``advise`` turns the seconds a player gives into work and caps it by the clock,
so that the answer comes within about twice the time given, the best found by then; a stop
(Ctrl-C, a second tap) set meanwhile ends the search at once the same way, looked at as often
as the clock (``odds_solver.Budget``, one for each search, handed down). A first
look cut short within a level ranks the moves it valued (``partial``), at the regroup it
estimates the odds from the rolls searched, or falls back on the rule of thumb (``searched``:
the share of the next level's rolls searched).

The advice is data (``text/board_advice`` says it for both faces): at the regroup
``clear_next``, ``next_level``, ``retire_xp``, ``continue_xp``, ``levels_ahead``, ``exact``
and ``best`` (``seek`` or ``retire``); within a level ``best`` (the move's notation),
``expected_xp``, ``levels_ahead`` and the next best ``alternatives`` (each its ``move``,
``event`` and ``expected_xp``); a rule of thumb says ``rule_of_thumb``.
"""

from __future__ import annotations

import gc
import time
from typing import Any

from games.dungeon_dice.play import bots
from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play import search_sampled as odds_sampled
from games.dungeon_dice.play.search_kit import MODELLED
from games.dungeon_dice.rules import notation
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.components import LAST_LEVEL
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Advice, Decision, Stop

ALTERNATIVES = 3  # the next best moves shown with their values

# The search's pace (positions searched a CPU second: 100,000 to 125,000 measured here on the
# dearest regroups, less what the screen needs): a budget in seconds becomes this much work, so
# that the same hint gives the same answer on every machine; the clock only caps it, at CAP
# budgets, when the machine is slower (loaded). A hint of no time still searches FLOOR.
POSITIONS_PER_SECOND = 80_000
FLOOR = 4_000
CAP = 1.8
# Below this share of the next level's rolls searched, an estimate of the odds is too rough
# to decide by: the rule of thumb decides.
MIN_SHARE = 0.25


def odds_data(found: odds.Odds) -> dict[str, Any]:
    return {"clear_next": found.clear, "retire_xp": found.retire, "continue_xp": found.go_on,
            "best": found.best, "next_level": found.next_level,
            "levels_ahead": found.last - found.next_level + 1, "exact": found.exact}


def advise(state: DDState, seat: int, seconds: float, stop: Stop | None = None) -> Advice:
    """The advice within ``seconds``: that many seconds' work (``POSITIONS_PER_SECOND``),
    capped by the clock at ``CAP`` times the budget; the best found so far once ``stop`` is
    set."""
    odds.trim()  # a memo at its bound is dropped before the clock starts, not within
    work = max(FLOOR, round(seconds * POSITIONS_PER_SECOND))
    deadline = time.perf_counter() + CAP * work / POSITIONS_PER_SECOND
    # The search makes no cycles; a full collection over the memo's millions of entries in the
    # middle of it cost up to 0.3 s (the regroup's worst, issue #24). It runs after instead.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return advise_within(state, seat, work, deadline, stop)
    finally:
        if collecting:
            gc.enable()


def advise_within(state: DDState, seat: int, work: int | None,
                  deadline: float | None = None, stop: Stop | None = None) -> Advice:
    """The advice searching at most ``work`` positions (None: no bound) and, when given,
    until ``deadline`` (a ``perf_counter`` time) or ``stop`` at the latest: the best found
    by then."""
    decision = rules.awaiting(state)
    if not isinstance(decision, Decision) or decision.player != seat:
        return nothing()
    modelled = state.seat.hero in MODELLED
    if state.discards:  # D18: the Archaeologist's discard comes first, even at the regroup
        return rule_of_thumb(state)
    if state.stage == Stage.REGROUP and state.level < LAST_LEVEL:
        if not modelled:
            return sampled(state, decision.actions, work, stop)
        return at_regroup(state, decision.actions, odds.Budget(work, deadline, stop))
    if not modelled:  # D22: no exact line for this hero; the rule of thumb, said so
        return rule_of_thumb(state)
    ranked, levels, complete = odds.deepest_moves(state, odds.Budget(work, deadline, stop))
    if not ranked:
        return rule_of_thumb(state)
    (move, value), others = ranked[0], ranked[1:1 + ALTERNATIVES]
    # Each runner-up keeps its event too, so a face can say it in words as it says the best
    # (issue #28: the web page listed them in notation).
    alternatives = [{"move": notation.notation(e), "event": e.to_json(), "expected_xp": v}
                    for e, v in others]
    data: dict[str, Any] = {"best": notation.notation(move), "rule_of_thumb": False,
                            "expected_xp": value, "levels_ahead": levels,
                            "alternatives": alternatives}
    if not complete:
        data["partial"] = True  # not every move was valued in the time given
    return Advice(best=move, data=data,
                  exact=complete and state.level + levels > LAST_LEVEL)


def nothing() -> Advice:
    return Advice(best=None, data={"best": None})


def at_regroup(state: DDState, actions: tuple[Event, ...], budget: odds.Budget) -> Advice:
    found = odds.odds(state, budget=budget)
    if found.share < 1.0:
        # The first look was cut short: an estimate decides when it rests on enough rolls,
        # and the screen says it is no exact answer (a rule of thumb).
        estimated = found.share >= MIN_SHARE
        kind = found.best if estimated else bots.choose(state).kind
        best = next(a for a in actions if a.kind == kind)
        return Advice(best=best, data={"best": notation.notation(best),
                                       "rule_of_thumb": not estimated, "estimated": estimated,
                                       "searched": found.share}, exact=False)
    best = next(a for a in actions if a.kind == found.best)
    return Advice(best=best, data=odds_data(found), exact=found.exact)


def sampled(state: DDState, actions: tuple[Event, ...], work: int | None,
            stop: Stop | None = None) -> Advice:
    """D22: the regroup of a hero the exact search does not model, estimated by playing the
    next level out (``search_sampled``); the screen says how many times."""
    found = odds_sampled.regroup(state, work, stop)
    best = next(a for a in actions if a.kind == found.best)
    return Advice(best=best, data={
        "best": found.best, "clear_next": found.clear, "retire_xp": found.retire,
        "continue_xp": found.go_on, "next_level": found.next_level, "levels_ahead": 1,
        "exact": False, "playouts": found.playouts}, exact=False)


def rule_of_thumb(state: DDState) -> Advice:
    best = bots.choose(state)
    return Advice(best=best, data={"best": notation.notation(best), "rule_of_thumb": True},
                  exact=False)
