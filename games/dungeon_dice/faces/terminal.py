"""The shared screen of a dungeon dice game, drawn from an observation (everything is public)
and, at the regroup, from the odds the host fetched as advice."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from games.dungeon_dice.faces.terminal_advice import advice, regroup_odds
from games.dungeon_dice.rules.components import localize
from games.dungeon_dice.text.advice import at_regroup
from tabletop.i18n import catalogue, t, tn
from tabletop.plugin import Advice, Observation
from tabletop.text.shown import shown_name

__all__ = ["advice", "board"]

STYLE = {"goblin": "green", "skeleton": "white", "ooze": "magenta", "chest": "yellow",
         "potion": "cyan", "dragon": "bold red"}


def faces(counts: Mapping[str, int]) -> Text:
    line = Text()
    for face, n in counts.items():
        if n:
            if line:
                line.append("  ")
            line.append(f"{t('dd_face_' + face)} ×{n}", style=STYLE.get(face, "bold"))
    return line or Text(t("dd_none"), style="dim")


def hero_name(player: Mapping[str, Any]) -> str:
    if player["hero"] is None:
        return "–"
    if player.get("legendary"):
        return f"{t('dd_hero_' + player['hero_name'])} ({t('dd_side_legendary')})"
    side = t("dd_side_master" if player["master"] else "dd_side_novice")
    return f"{t('dd_hero_' + player['hero_name'])} ({side})"


def tokens_text(player: Mapping[str, Any]) -> str:
    held = [f"{t('dd_token_' + tok)} ×{n}" for tok, n in player["tokens"].items()]
    return ", ".join(held) or t("dd_none")


def outcome(delve: Mapping[str, Any]) -> str:
    return t(f"dd_outcome_{delve['outcome']}", level=delve["level"])


def players_table(obs: Observation) -> Table:
    table = Table(show_edge=False, pad_edge=False, padding=(0, 1))
    table.add_column(t("dd_col_player"), overflow="fold", max_width=12)
    table.add_column(t("dd_col_hero"), overflow="fold", max_width=22)
    table.add_column(t("dd_col_xp"), justify="right")
    table.add_column(t("dd_col_tokens"), justify="right")
    table.add_column(t("dd_col_score"), justify="right")
    table.add_column(t("dd_col_delves"), overflow="fold", max_width=28)
    for index, player in enumerate(obs["players"]):
        marker = "▶ " if index == obs["delver"] and obs["stage"] != "over" else ""
        table.add_row(Text(marker + shown_name(player["name"])), hero_name(player),
                      str(player["xp"]), str(player["token_count"]), str(player["score"]),
                      ", ".join(outcome(d) for d in player["delves"]) or "–")
    return table


def heroes_table(obs: Observation) -> Table:
    """The heroes still free, with what they do, so a player can choose."""
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    for hero in obs["free_heroes"]:
        table.add_row(localize(f"hero {hero}"), t(f"dd_hero_{hero}") + ": " + pitch(hero))
    return table


def pitch(hero: str) -> str:
    """A line of what the hero does, for choosing one."""
    key = f"dd_hero_line_{hero}"
    return t(key) if key in catalogue() else t(f"dd_specialty_{hero}:novice")


def stage_line(obs: Observation) -> str:
    """What is awaited, in the words typed; the forming choices of the Scout and Loeg
    Yllavyre and the Archaeologist's discard said as theirs (D18, D20)."""
    rolls = obs.get("pending") or {}
    if rolls.get("treasures") and not rolls.get("party"):
        # A draw comes before a dungeon roll (the Archaeologist's, as his party is formed).
        line = t("dd_chance_treasure", count=rolls["treasures"])
        return line + tn("dd_stage_then_dungeon", rolls["dungeon"]) if rolls.get("dungeon") \
            else line
    if rolls.get("party") or rolls.get("dungeon"):
        # The dice the prompt asks for, in its words: after the Mercenary's reroll the screen
        # said the level's dungeon die while the prompt read a party die (issue #28).
        if not rolls.get("party"):
            return tn("dd_chance_dungeon", rolls["dungeon"])
        line = tn("dd_chance_party", rolls["party"])
        return line + tn("dd_stage_then_dungeon", rolls["dungeon"]) if rolls.get("dungeon") \
            else line
    if obs.get("discards"):
        return tn("dd_stage_discard", obs["discards"])
    if obs["stage"] == "mulligan" and obs.get("scouted"):
        return t("dd_stage_scout")
    if obs["stage"] == "mulligan" and obs["players"][obs["delver"]]["hero"] == "loeg-yllavyre":
        return t("dd_stage_loeg")
    return t(f"dd_stage_{obs['stage']}", count=obs["dragon_needs"])


def board(observation: Observation, advice: Advice | None = None) -> RenderableType:
    """The table; at the regroup, the odds of going on when the advice brings them."""
    obs = observation
    parts: list[RenderableType] = [players_table(obs)]
    if obs["stage"] == "hero":
        parts += [heroes_table(obs), Text(t("dd_stage_hero"), style="bold")]
        return Group(*parts)
    if obs["stage"] == "over":
        parts.append(Text(t("dd_stage_over"), style="bold"))
        return Group(*parts)
    if obs["stage"] == "final":  # D18: the Archaeologist discards before the count
        me = obs["players"][obs["delver"]]
        parts += [Text(f"{shown_name(me['name'])}: {tokens_text(me)}"),
                  Text(tn("dd_final_discard", obs["discards"]), style="bold")]
        return Group(*parts)
    me = obs["players"][obs["delver"]]
    spent = obs["ultimate_used"]
    title = Text(f"{shown_name(me['name'])} · {hero_name(me)} · ", style="bold")
    title.append(t("dd_delve", number=obs["delve"]))
    title.append(" · ")
    title.append(t("dd_ultimate_spent" if spent else "dd_ultimate_ready"),
                 style="dim" if spent else "green")
    if obs.get("refreshes"):  # D17, D20: when a spent ultimate comes back
        title.append(" · " + t(f"dd_refreshes_{obs['refreshes']}"), style="dim")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    level, last = obs["level"], obs["last_level"]
    if level:
        bar = Text("█" * level, style="bold") + Text("░" * (last - level), style="dim")
        grid.add_row(t("dd_level"), bar + Text(f" {level}/{last}"))
    grid.add_row(t("dd_party"), faces(obs["party"]))
    grid.add_row(t("dd_graveyard"), str(obs["graveyard"]))
    if any(obs["allies"].values()):
        grid.add_row(t("dd_allies"), faces(obs["allies"]) +
                     Text(f"  ({t('dd_allies_note')})", style="dim"))
    if obs.get("lair_allies"):
        grid.add_row(t("dd_allies"), Text(tn("dd_lair_allies", obs["lair_allies"])))
    grid.add_row(t("dd_dungeon"), faces(obs["dungeon"]))
    wakes = obs.get("dragon_at") or 3
    grid.add_row(t("dd_lair"), Text(tn("dd_lair_count", obs["lair"]),
                                    style="bold red" if obs["lair"] >= wakes else ""))
    if wakes != 3:
        grid.add_row("", Text(t("dd_dragon_at", count=wakes), style="dim"))
    if obs.get("scouted"):
        grid.add_row(t("dd_scouted"), faces(obs["scouted"]))
    for number, level_dice in enumerate(obs.get("preset") or [], start=1):
        if any(level_dice.values()):
            grid.add_row(t("dd_preset", level=number), faces(level_dice))
    if obs.get("berserk"):
        grid.add_row("", Text(t("dd_berserk_note"), style="bold"))
    pool = obs["dungeon_pool"]
    grid.add_row("", Text(tn("dd_pool_dice", pool), style="dim"))
    grid.add_row(t("dd_treasure"), tokens_text(me))
    bag = obs["bag_total"]
    grid.add_row("", Text(tn("dd_pool_tokens", bag), style="dim"))
    if obs["ultimate"] is not None:
        grid.add_row(t("dd_hero"), Text(t(f"dd_specialty_{obs['ultimate']}"), style="dim"))
        grid.add_row("", Text(t(f"dd_ultimate_{obs['ultimate']}"), style="dim"))
    grid.add_row(t("dd_stage"), Text(stage_line(obs), style="bold"))
    if obs["advise"] and advice is not None and at_regroup(advice.data):
        grid.add_row("", Group(*regroup_odds(advice.data)))
    parts += [title, grid]
    return Group(*parts)
