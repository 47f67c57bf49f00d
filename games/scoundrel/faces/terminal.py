"""What a Scoundrel player sees (S10), drawn from an observation: counts and faces, never the
dungeon's order. The numbers come from ``observe.py``; this module only lays them out."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

import games.scoundrel.text.advice as words
from games.scoundrel.rules.components import kind, pretty
from games.scoundrel.rules.words import said
from games.scoundrel.text.counts import discard_summary, dungeon_count, search_note
from tabletop.i18n import catalogue, t
from tabletop.plugin import Advice, Observation

STYLE = {"monster": "bold red", "weapon": "bold cyan", "potion": "bold green"}
BAR_WIDTH = 20


def card_text(card: str) -> Text:
    return Text(pretty(card), style=STYLE[kind(card)])


def option_words(name: str, chosen: object) -> str:
    """A rule option as the reader reads it, its name and its choice by the keys options.py
    gives them (issue #28: German boards said ``weapon_rule=lower``); one the catalogue does
    not know yet as it is set."""
    label = f"sc_option_{name}"
    if label not in catalogue():
        return f"{name}={chosen}"
    choice = f"{label}_{chosen}"
    return f"{t(label)}: {t(choice) if choice in catalogue() else chosen}"


def health_bar(health: int, top: int) -> Text:
    filled = max(0, min(BAR_WIDTH, health * BAR_WIDTH // top))
    style = "green" if health > 10 else "yellow" if health > 5 else "red"
    bar = Text("█" * filled, style=style)
    bar.append("░" * (BAR_WIDTH - filled), style="dim")
    bar.append(f" {health}/{top}", style="bold")
    return bar


def _effect(entry: dict[str, Any]) -> str:
    params = {k: v for k, v in entry.items() if k not in ("card", "kind", "value", "effect")}
    return t(f"sc_hint_{entry['effect']}", **params)


def room_table(room: list[dict[str, Any]]) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1))
    for _ in range(3):
        table.add_column()
    for entry in room:  # a card keeps its number while the others are played
        label = Text(t(f"sc_kind_{entry['kind']}", value=entry["value"]))
        table.add_row(Text(f"{entry['number']}"), card_text(entry["card"]) + Text("  ") + label,
                      Text(_effect(entry), style="dim"))
    return table


def weapon_line(weapon: dict[str, Any] | None) -> Text:
    if weapon is None:
        return Text(t("sc_no_weapon"), style="dim")
    line = card_text(weapon["card"])
    for monster in weapon["slain"]:
        line.append(" ← ")
        line.append_text(card_text(monster))
    if weapon["fresh"]:
        note = t("sc_weapon_fresh")
    elif weapon["or_equal"]:
        note = t("sc_weapon_upto", limit=weapon["limit"])
    else:
        note = t("sc_weapon_below", limit=weapon["limit"])
    line.append(f"  ({note})", style="dim")
    return line


def board(observation: Observation, advice: Advice | None = None) -> RenderableType:
    seen = observation
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row(t("sc_health"), health_bar(seen["health"], seen["max_health"]))
    grid.add_row(t("sc_weapon"), weapon_line(seen["weapon"]))
    grid.add_row(t("sc_dungeon"), dungeon_count(seen["dungeon"]))
    grid.add_row(t("sc_discard"), discard_summary(seen["discard"]))
    if seen["status"] == "playing":
        turn = seen["turn"]
        potion = t("sc_potion_spent") if turn["potion_used"] else t("sc_potion_ready")
        if turn["last_room"]:
            turn_text = t("sc_turn_last_room", potion=potion)
        else:
            turn_text = t("sc_turn_state", played=turn["played"], potion=potion)
        grid.add_row(t("sc_turn"), turn_text)
    run = seen["run"]
    if run is not None:
        grid.add_row(t("sc_run"), Text(t("sc_run_ok"), style="green") if run["allowed"]
                     else Text(t(run["refusal"]), style="dim"))
    options = "\n".join(option_words(name, value) for name, value in seen["options"].items())
    grid.add_row(t("sc_options"), Text(options, style="dim"))
    parts: list[RenderableType] = [grid]
    if seen["room"]:
        parts += [Text(t("sc_room"), style="bold underline"), room_table(seen["room"])]
    if seen["status"] != "playing":
        parts.append(Text(t(f"sc_status_{seen['status']}"), style="bold"))
    if advice is not None:
        parts.append(_advice(advice))
    return Group(*parts)


def advice(advice: Advice) -> RenderableType:
    return _advice(advice)


def _advice(advice: Advice) -> Text:
    """The advised action and its expected final score, the runners-up, and how it was found;
    or why there is nothing to advise."""
    data = advice.data
    if (reason := words.nothing(data)) is not None:
        return Text(reason)
    shown = words.rows(data)
    labels = [label for label, _, _ in shown]
    actions = [said(action) for _, action, _ in shown]
    values = [value for _, _, value in shown]
    label_width = max(cell_len(x) for x in labels)
    action_width = max(cell_len(x) for x in actions)
    value_width = max(cell_len(x) for x in values)
    lines = [t("sc_advice_header")]
    for label, action, value in zip(labels, actions, values, strict=True):
        lines.append(f"  {label:<{label_width}}  {action:<{action_width}}  {value:>{value_width}}")
    lines.append(search_note(data))
    return Text("\n".join(lines))
