"""The advice as the delver reads it, drawn from the advice's data alone (no search runs
here): the odds at the regroup, the best line within a level, or a rule of thumb. A move is
named as the player types it, in their language (the data holds the English notation)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

import games.dungeon_dice.text.advice as words
from games.dungeon_dice.rules.components import localize
from games.dungeon_dice.text.advice import at_regroup
from tabletop.i18n import decimal, t, tn
from tabletop.plugin import Advice


def regroup_odds(data: Mapping[str, Any]) -> list[Text]:
    """The chance to clear the next level and the expected XP of retiring and of going on."""
    return [Text(line) for line in words.regroup_odds(data)]


def advice(advice: Advice) -> RenderableType:
    data = advice.data
    if data.get("best") is None:
        return Text(words.nothing())
    if at_regroup(data):
        sampled = words.sampled(data)
        return Group(*regroup_odds(data), Text(words.regroup_choice(data), style="bold"),
                     *([Text(sampled, style="dim")] if sampled else []))
    if "searched" in data:  # the regroup's first look, cut short by the budget
        head = t("dd_odds_estimate" if data["estimated"] else "dd_odds_rule",
                 action=localize(data["best"]))
        return Group(Text(head, style="bold"), Text(words.searched(data), style="dim"))
    if data.get("rule_of_thumb"):
        return Text(t("dd_odds_rule", action=localize(data["best"])))
    levels = data["levels_ahead"]
    action = localize(data["best"])
    head = t("dd_odds_move_end", action=action) if advice.exact else tn(
        "dd_odds_move", levels, action=action, levels=levels)
    parts = [Text(head, style="bold"),
             Text(t("dd_odds_worth", value=decimal(data["expected_xp"], 2)))]
    others = data.get("alternatives") or []
    if others:
        parts.append(Text(t("dd_odds_others"), style="dim"))
        parts += [Text(f"  {localize(o['move'])}: {decimal(o['expected_xp'], 2)}", style="dim")
                  for o in others]
    if partial := words.partial(data):
        parts.append(Text(partial, style="dim"))
    return Group(*parts)
