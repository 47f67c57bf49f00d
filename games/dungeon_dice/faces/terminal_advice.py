"""The advice as the delver reads it, drawn from the advice's data alone (no search runs
here): the odds at the regroup, the best line within a level, or a rule of thumb. A move is
named as the player types it, in their language (the data holds the English notation)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from games.dungeon_dice.rules.components import localize
from tabletop.i18n import decimal, percent, t, tn
from tabletop.plugin import Advice


def at_regroup(data: Mapping[str, Any]) -> bool:
    return "clear_next" in data


def regroup_odds(data: Mapping[str, Any]) -> list[Text]:
    """The chance to clear the next level and the expected XP of retiring and of going on."""
    clear = t("dd_odds_clear", level=data["next_level"], percent=percent(data["clear_next"], 1))
    retire, go_on = decimal(data["retire_xp"]), decimal(data["continue_xp"])
    if data["exact"]:
        xp = t("dd_odds_xp", retire=retire, go_on=go_on)
    else:
        levels = data["levels_ahead"]
        xp = tn("dd_odds_xp_ahead", levels, retire=retire, go_on=go_on, levels=levels)
    return [Text(clear), Text(xp)]


def advice(advice: Advice) -> RenderableType:
    data = advice.data
    if data.get("best") is None:
        return Text(t("dd_odds_none"))
    if at_regroup(data):
        said = t("dd_odds_seek" if data["best"] == "seek" else "dd_odds_retire")
        sampled = [Text(t("dd_odds_sampled", count=data["playouts"]), style="dim")] \
            if data.get("playouts") else []
        return Group(*regroup_odds(data), Text(said, style="bold"), *sampled)
    if "searched" in data:  # the regroup's first look, cut short by the budget
        head = t("dd_odds_estimate" if data["estimated"] else "dd_odds_rule",
                 action=localize(data["best"]))
        share = t("dd_odds_searched", share=percent(data["searched"], 0))
        return Group(Text(head, style="bold"), Text(share, style="dim"))
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
    if data.get("partial"):
        parts.append(Text(t("dd_odds_partial"), style="dim"))
    return Group(*parts)
