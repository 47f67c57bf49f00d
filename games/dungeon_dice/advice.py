"""Advice for the delver: exact odds at the regroup, the model's line within a level.

At the regroup the advice compares retiring with seeking the next level by the programme in
``odds`` (the chance to clear the next level is exact; the expected XP looks as many levels
ahead as the time given allows, and says so when that is not to the end of the delve). Within
a level it names the move of the model's best line, looking as many levels ahead as the time
allows (the odds bot looks at this level only, so that a seeded game plays the same on every
machine, and spends the cheapest of equal lines). Where the model has none (no line clears the
level; choosing a hero, forming the party) it names what the basic bot would do, as a rule of
thumb.

The advice is data (``view_advice`` draws it): at the regroup ``clear_next``, ``next_level``,
``retire_xp``, ``continue_xp``, ``levels_ahead``, ``exact`` and ``best`` (``seek`` or
``retire``); within a level ``best`` (the move's notation), ``expected_xp``, ``levels_ahead``
and the next best ``alternatives``; a rule of thumb says ``rule_of_thumb``.
"""

from __future__ import annotations

from typing import Any

from games.dungeon_dice import bots, notation, odds, rules
from games.dungeon_dice.components import LAST_LEVEL
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Advice, Decision

ALTERNATIVES = 3  # the next best moves shown with their values

# Time kept back from the budget for what follows the search (the screen, the transcript).
MARGIN = 0.02


def odds_data(found: odds.Odds) -> dict[str, Any]:
    return {"clear_next": found.clear, "retire_xp": found.retire, "continue_xp": found.go_on,
            "best": found.best, "next_level": found.next_level,
            "levels_ahead": found.last - found.next_level + 1, "exact": found.exact}


def advise(state: DDState, seat: int, seconds: float) -> Advice:
    decision = rules.awaiting(state)
    if not isinstance(decision, Decision) or decision.player != seat:
        return nothing()
    if state.stage == Stage.REGROUP and state.level < LAST_LEVEL:
        return at_regroup(state, decision.actions, seconds)
    ranked, levels = odds.deepest_moves(state, max(0.0, seconds - MARGIN))
    if not ranked:
        return rule_of_thumb(state)
    (move, value), others = ranked[0], ranked[1:1 + ALTERNATIVES]
    alternatives = [{"move": notation.notation(e), "expected_xp": v} for e, v in others]
    return Advice(best=move,
                  data={"best": notation.notation(move), "rule_of_thumb": False,
                        "expected_xp": value, "levels_ahead": levels,
                        "alternatives": alternatives},
                  exact=state.level + levels > LAST_LEVEL)


def nothing() -> Advice:
    return Advice(best=None, data={"best": None})


def at_regroup(state: DDState, actions: tuple[Event, ...], seconds: float) -> Advice:
    found = odds.odds(state, seconds=max(0.0, seconds - MARGIN))
    best = next(a for a in actions if a.kind == found.best)
    return Advice(best=best, data=odds_data(found), exact=found.exact)


def rule_of_thumb(state: DDState) -> Advice:
    best = bots.choose(state)
    return Advice(best=best, data={"best": notation.notation(best), "rule_of_thumb": True},
                  exact=False)
