"""The shared screen of a dungeon dice game: everything is public, nothing to hide."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from games.dungeon_dice import rules, ultimates
from games.dungeon_dice.advice import regroup_line
from games.dungeon_dice.components import (
    LAST_LEVEL,
    LEVEL_FACES,
    MASTER_NAME,
    PARTY_FACES,
    TOKENS,
)
from games.dungeon_dice.score import player_score
from games.dungeon_dice.state import DDState, Seat
from tabletop.i18n import t

STYLE = {"goblin": "green", "skeleton": "white", "ooze": "magenta", "chest": "yellow",
         "potion": "cyan", "dragon": "bold red"}


def faces(numbers: tuple[int, ...], names: tuple[str, ...]) -> Text:
    line = Text()
    for face, n in zip(names, numbers, strict=True):
        if n:
            if line:
                line.append("  ")
            line.append(f"{t('dd_face_' + face)} ×{n}", style=STYLE.get(face, "bold"))
    return line or Text(t("dd_none"), style="dim")


def hero_name(seat: Seat) -> str:
    if seat.hero is None:
        return "–"
    name = MASTER_NAME[seat.hero] if seat.master else seat.hero
    side = t("dd_side_master" if seat.master else "dd_side_novice")
    return f"{t('dd_hero_' + name)} ({side})"


def tokens_text(seat: Seat) -> str:
    held = [f"{t('dd_token_' + tok)} ×{n}" for tok, n in zip(TOKENS, seat.tokens, strict=True)
            if n]
    return ", ".join(held) or t("dd_none")


def outcome(entry: str) -> str:
    kind, _, level = entry.partition(":")
    return t(f"dd_outcome_{kind}", level=level)


def players_table(state: DDState) -> Table:
    table = Table(show_edge=False, pad_edge=False, padding=(0, 1))
    table.add_column(t("dd_col_player"), overflow="fold", max_width=12)
    table.add_column(t("dd_col_hero"), overflow="fold", max_width=22)
    table.add_column(t("dd_col_xp"), justify="right")
    table.add_column(t("dd_col_tokens"), justify="right")
    table.add_column(t("dd_col_score"), justify="right")
    table.add_column(t("dd_col_delves"), overflow="fold", max_width=28)
    for index, seat in enumerate(state.seats):
        score = player_score(seat.name, seat.xp, seat.tokens)
        marker = "▶ " if index == state.delver and state.stage != "over" else ""
        table.add_row(marker + seat.name, hero_name(seat), str(seat.xp), str(sum(seat.tokens)),
                      str(score.total), ", ".join(outcome(d) for d in seat.delves) or "–")
    return table


def heroes_table(state: DDState) -> Table:
    """The heroes still free, with what they do, so a player can choose."""
    table = Table(show_header=False, box=None, padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    for hero in rules.free_heroes(state):
        table.add_row(f"{hero}", t(f"dd_hero_{hero}") + ": " +
                      t(f"dd_specialty_{hero}:novice"))
    return table


def view(state: DDState, viewer: int | None = None) -> RenderableType:
    parts: list[RenderableType] = [players_table(state)]
    if state.stage == "hero":
        parts += [heroes_table(state), Text(t("dd_stage_hero"), style="bold")]
        return Group(*parts)
    if state.stage == "over":
        parts.append(Text(t("dd_stage_over"), style="bold"))
        return Group(*parts)
    seat = state.seat
    title = Text(f"{seat.name} · {hero_name(seat)} · ", style="bold")
    title.append(t("dd_delve", number=state.round + 1))
    title.append(" · ")
    title.append(t("dd_ultimate_spent" if state.ultimate_used else "dd_ultimate_ready"),
                 style="dim" if state.ultimate_used else "green")
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    if state.level:
        bar = Text("█" * state.level, style="bold") + Text("░" * (LAST_LEVEL - state.level),
                                                           style="dim")
        grid.add_row(t("dd_level"), bar + Text(f" {state.level}/{LAST_LEVEL}"))
    grid.add_row(t("dd_party"), faces(state.party, PARTY_FACES))
    grid.add_row(t("dd_graveyard"), str(state.graveyard))
    if sum(state.allies):
        grid.add_row(t("dd_allies"), faces(state.allies, PARTY_FACES) +
                     Text(f"  ({t('dd_allies_note')})", style="dim"))
    grid.add_row(t("dd_dungeon"), faces(state.dungeon, LEVEL_FACES))
    grid.add_row(t("dd_lair"), Text(t("dd_lair_count", count=state.lair),
                                    style="bold red" if state.lair >= 3 else ""))
    grid.add_row("", Text(t("dd_pool_dice", count=state.dungeon_pool), style="dim"))
    grid.add_row(t("dd_treasure"), tokens_text(seat))
    grid.add_row("", Text(t("dd_pool_tokens", count=sum(state.pool)), style="dim"))
    what = ultimates.kind(state)
    if seat.hero is not None:
        grid.add_row(t("dd_hero"), Text(t(f"dd_specialty_{what}"), style="dim"))
        grid.add_row("", Text(t(f"dd_ultimate_{what}"), style="dim"))
    grid.add_row(t("dd_stage"), Text(t(f"dd_stage_{state.stage}"), style="bold"))
    odds = regroup_line(state)  # public: the delver's party, lair, treasure and hero
    if odds is not None:
        grid.add_row("", odds)
    parts += [title, grid]
    return Group(*parts)

