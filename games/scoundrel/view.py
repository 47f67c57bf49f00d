"""What a Scoundrel player sees (S10): counts and faces, never the dungeon's order."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from games.scoundrel.components import MAX_HEALTH, VALUE, kind, pretty
from games.scoundrel.rules import needs_cards, run_refusal, status, weapon_can_fight, weapon_limit
from games.scoundrel.state import ScoundrelState
from tabletop.i18n import t

STYLE = {"monster": "bold red", "weapon": "bold cyan", "potion": "bold green"}
BAR_WIDTH = 20


def card_text(card: str) -> Text:
    return Text(pretty(card), style=STYLE[kind(card)])


def health_bar(health: int) -> Text:
    filled = max(0, min(BAR_WIDTH, health * BAR_WIDTH // MAX_HEALTH))
    style = "green" if health > 10 else "yellow" if health > 5 else "red"
    bar = Text("█" * filled, style=style)
    bar.append("░" * (BAR_WIDTH - filled), style="dim")
    bar.append(f" {health}/{MAX_HEALTH}", style="bold")
    return bar


def _effect(state: ScoundrelState, card: str) -> str:
    what = kind(card)
    if what == "weapon":
        return t("sc_hint_equip")
    if what == "potion":
        if state.potion_used:
            return t("sc_hint_no_heal")
        return t("sc_hint_heal", heal=min(MAX_HEALTH, state.health + VALUE[card]) - state.health)
    if weapon_can_fight(state, card):
        assert state.weapon is not None
        damage = max(0, VALUE[card] - VALUE[state.weapon])
        return t("sc_hint_fight", damage=damage, bare=VALUE[card])
    return t("sc_hint_bare", bare=VALUE[card])


def room_table(state: ScoundrelState) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1))
    for _ in range(3):
        table.add_column()
    for number, card in enumerate(state.room, 1):
        label = Text(t(f"sc_kind_{kind(card)}", value=VALUE[card]))
        table.add_row(Text(f"{number}"), card_text(card) + Text("  ") + label,
                      Text(_effect(state, card), style="dim"))
    return table


def weapon_line(state: ScoundrelState) -> Text:
    if state.weapon is None:
        return Text(t("sc_no_weapon"), style="dim")
    line = card_text(state.weapon)
    for monster in state.slain:
        line.append(" ← ")
        line.append_text(card_text(monster))
    limit = weapon_limit(state)
    if limit is None:
        note = t("sc_weapon_fresh")
    elif state.options.weapon_rule == "lower_or_equal":
        note = t("sc_weapon_upto", limit=limit)
    else:
        note = t("sc_weapon_below", limit=limit)
    line.append(f"  ({note})", style="dim")
    return line


def discard_line(state: ScoundrelState) -> str:
    kinds = [kind(c) for c in state.discard]
    monster_sum = sum(VALUE[c] for c in state.discard if kind(c) == "monster")
    return t("sc_discard_summary", monsters=kinds.count("monster"), monster_sum=monster_sum,
             weapons=kinds.count("weapon"), potions=kinds.count("potion"))


def view(state: ScoundrelState, viewer: int | None = None) -> RenderableType:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    grid.add_row(t("sc_health"), health_bar(state.health))
    grid.add_row(t("sc_weapon"), weapon_line(state))
    under = sum(len(b) for b in state.batches)
    grid.add_row(t("sc_dungeon"), t("sc_dungeon_count", count=state.dungeon_size,
                                     unseen=len(state.unseen), under=under))
    grid.add_row(t("sc_discard"), discard_line(state))
    if status(state) == "playing":
        potion = t("sc_potion_spent") if state.potion_used else t("sc_potion_ready")
        if state.dungeon_size == 0 and state.room:
            turn_text = t("sc_turn_last_room", potion=potion)
        else:
            turn_text = t("sc_turn_state", played=state.played, potion=potion)
        grid.add_row(t("sc_turn"), turn_text)
        if not needs_cards(state):
            refusal = run_refusal(state)
            grid.add_row(t("sc_run"), Text(t("sc_run_ok"), style="green") if refusal is None
                         else Text(t(refusal), style="dim"))
    options = ", ".join(f"{k}={v}" for k, v in state.options.model_dump().items())
    grid.add_row(t("sc_options"), Text(options, style="dim"))
    parts: list[RenderableType] = [grid]
    if state.room:
        parts += [Text(t("sc_room"), style="bold underline"), room_table(state)]
    final = status(state)
    if final != "playing":
        parts.append(Text(t(f"sc_status_{final}"), style="bold"))
    return Group(*parts)
