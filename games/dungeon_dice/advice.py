"""Advice for the delver: exact odds at the regroup, the model's line within a level.

At the regroup the advice compares retiring with seeking the next level by the programme in
``odds`` (the chance to clear the next level is exact; the expected XP looks as many levels
ahead as the time given allows, and says so when that is not to the end of the delve). Within
a level it names the move of the model's best line, looking as many levels ahead as the time
allows (the odds bot looks at this level only, so that a seeded game plays the same on every
machine, and spends the cheapest of equal lines). Where the model has none (no line clears the
level; choosing a hero, forming the party) it names what the basic bot would do, as a rule of
thumb.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from games.dungeon_dice import bots, notation, odds, rules
from games.dungeon_dice.components import LAST_LEVEL
from games.dungeon_dice.state import DDState
from tabletop.events import Event
from tabletop.i18n import decimal, t
from tabletop.plugin import Advice, Decision

ALTERNATIVES = 3  # the next best moves shown with their values

# Time kept back from the budget for what follows the search (the screen, the transcript).
MARGIN = 0.02


def clear_line(found: odds.Odds) -> str:
    return t("dd_odds_clear", level=found.next_level, percent=decimal(100 * found.clear))


def xp_line(found: odds.Odds) -> str:
    if found.exact:
        return t("dd_odds_xp", retire=decimal(found.retire), go_on=decimal(found.go_on))
    return t("dd_odds_xp_ahead", retire=decimal(found.retire), go_on=decimal(found.go_on),
             levels=found.last - found.next_level + 1)


def odds_data(found: odds.Odds) -> dict[str, Any]:
    return {"clear_next": found.clear, "retire_xp": found.retire, "continue_xp": found.go_on,
            "best": found.best, "next_level": found.next_level,
            "levels_ahead": found.last - found.next_level + 1, "exact": found.exact}


def advise(state: DDState, seat: int, seconds: float) -> Advice:
    decision = rules.awaiting(state)
    if not isinstance(decision, Decision) or decision.player != seat:
        return nothing()
    if state.stage == "regroup" and state.level < LAST_LEVEL:
        return at_regroup(state, decision.actions, seconds)
    ranked, levels = odds.deepest_moves(state, max(0.0, seconds - MARGIN))
    if not ranked:
        return rule_of_thumb(state)
    (move, value), others = ranked[0], ranked[1:1 + ALTERNATIVES]
    line = notation.notation(move)
    exact = state.level + levels > LAST_LEVEL
    head = t("dd_odds_move_end" if exact else "dd_odds_move", action=line, levels=levels)
    parts = [Text(head, style="bold"), Text(t("dd_odds_worth", value=decimal(value, 2)))]
    if others:
        parts.append(Text(t("dd_odds_others"), style="dim"))
        parts += [Text(f"  {notation.notation(e)}: {decimal(v, 2)}", style="dim")
                  for e, v in others]
    alternatives = [{"move": notation.notation(e), "expected_xp": v} for e, v in others]
    return Advice(best=move, view=Group(*parts),
                  data={"best": line, "rule_of_thumb": False, "expected_xp": value,
                        "levels_ahead": levels, "alternatives": alternatives},
                  exact=exact)


def nothing() -> Advice:
    return Advice(best=None, view=Text(t("dd_odds_none")), data={"best": None})


def at_regroup(state: DDState, actions: tuple[Event, ...], seconds: float) -> Advice:
    found = odds.odds(state, seconds=max(0.0, seconds - MARGIN))
    best = next(a for a in actions if a.kind == found.best)
    advice = t("dd_odds_seek" if found.best == "seek" else "dd_odds_retire")
    view = Group(Text(clear_line(found)), Text(xp_line(found)), Text(advice, style="bold"))
    return Advice(best=best, view=view, data=odds_data(found), exact=found.exact)


def rule_of_thumb(state: DDState) -> Advice:
    best = bots.choose(state)
    line = notation.notation(best)
    return Advice(best=best, view=Text(t("dd_odds_rule", action=line)),
                  data={"best": line, "rule_of_thumb": True}, exact=False)


def regroup_line(state: DDState) -> RenderableType | None:
    """The screen's odds at the regroup: the chance to clear the next level and the expected
    XP of retiring and of going on, looking one level ahead (the same on every machine, and
    as cheap as the chance alone; ``hint`` looks deeper)."""
    if state.stage != "regroup" or state.level >= LAST_LEVEL:
        return None
    found = odds.odds(state, levels=1)
    return Group(Text(clear_line(found)), Text(xp_line(found)))
