"""The advice's sentences, said once for both faces (issue #27): the terminal and the web view
lay them out, each in its own way, from the advice's data alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.text.i18n import decimal, percent, t, tn


def at_regroup(data: Mapping[str, Any]) -> bool:
    return "clear_next" in data


def regroup_odds(data: Mapping[str, Any]) -> tuple[str, str]:
    """The chance to clear the next level, and the expected XP of retiring and of going on."""
    clear = t("dd_odds_clear", level=data["next_level"], percent=percent(data["clear_next"], 1))
    retire, go_on = decimal(data["retire_xp"]), decimal(data["continue_xp"])
    if data["exact"]:
        return clear, t("dd_odds_xp", retire=retire, go_on=go_on)
    levels = data["levels_ahead"]
    return clear, tn("dd_odds_xp_ahead", levels, retire=retire, go_on=go_on, levels=levels)


def regroup_choice(data: Mapping[str, Any]) -> str:
    """What the advice says to do at the regroup."""
    return t("dd_odds_seek" if data["best"] == "seek" else "dd_odds_retire")


def sampled(data: Mapping[str, Any]) -> str | None:
    """How the odds were estimated, when they were played out rather than searched."""
    return t("dd_odds_sampled", count=data["playouts"]) if data.get("playouts") else None


def searched(data: Mapping[str, Any]) -> str:
    """How much of the next level's rolls a search cut short by its budget looked at."""
    return t("dd_odds_searched", share=percent(data["searched"], 0))


def nothing() -> str:
    return t("dd_odds_none")


def partial(data: Mapping[str, Any]) -> str | None:
    return t("dd_odds_partial") if data.get("partial") else None
