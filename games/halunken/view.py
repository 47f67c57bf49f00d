"""The harbour as one player may see it: the ring of dives, the crews, Black Jack, the harbour.

Cards in front of the players and the movement cards already played are public; a movement
card chosen this round stays hidden from the others until all are revealed (H3).
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from games.halunken.components import COLOURS, DIVES, MOVES, ROUNDS, colour, value
from games.halunken.score import player_score
from games.halunken.state import HState
from tabletop.i18n import t

STYLE = {"r": "bold red", "p": "bold magenta", "g": "bold white", "y": "bold yellow"}
TOP = range(7)  # spaces 1-7 left to right, then 8-14 right to left below: a ring
BOTTOM = range(DIVES - 1, 6, -1)


def card_text(card: str) -> Text:
    return Text(card, style=STYLE[colour(card)])


def initials(state: HState) -> list[str]:
    """Short marks for the captains: first letters, made unique with digits."""
    marks: list[str] = []
    for index, name in enumerate(state.players):
        mark = (name[:2] or f"P{index + 1}").title()
        marks.append(mark if mark not in marks else f"{mark[0]}{index + 1}")
    return marks


def dive_cell(state: HState, space: int, marks: list[str]) -> Text:
    cell = Text(f"{space + 1:>2} ", style="dim")
    top = state.up[space]
    cell.append_text(card_text(top) if top else Text("—", style="dim"))
    cell.append("\n   " + ("▮" * state.down[space] or "·"), style="dim")
    pieces = [marks[i] for i, s in enumerate(state.captains) if s == space]
    if state.bj == space:
        pieces.append("BJ")
    cell.append("\n   " + " ".join(pieces), style="bold cyan")
    return cell


def ring(state: HState) -> Table:
    marks = initials(state)
    table = Table(show_header=False, box=None, padding=(0, 1))
    for _ in range(7):
        table.add_column(width=9, no_wrap=True)
    table.add_row(*(dive_cell(state, s, marks) for s in TOP))
    table.add_row(*([Text("   ↑", style="dim")] + [Text("")] * 5 + [Text("   ↓", style="dim")]))
    table.add_row(*(dive_cell(state, s, marks) for s in BOTTOM))
    return table


def crew(cards: tuple[str, ...], doubled: str | None) -> Text:
    line = Text()
    for c in COLOURS:
        own = [card for card in cards if colour(card) == c]
        if not own:
            continue
        if line:
            line.append("  ")
        line.append(f"{c}:", style=STYLE[c])
        line.append(" ".join(str(value(card)) for card in own), style=STYLE[c])
        if c == doubled:
            line.append("×2", style="bold green")
    return line or Text("–", style="dim")


def chosen_text(state: HState, seat: int, viewer: int | None) -> str:
    card = state.chosen[seat]
    if card is None:
        return ""
    if state.phase == "resolve" or viewer == seat:
        return card
    return "✓"


def players_table(state: HState, viewer: int | None) -> Table:
    table = Table(show_edge=False, pad_edge=False, padding=(0, 1))
    table.add_column(t("hs_col_player"), overflow="fold", max_width=12)
    table.add_column(t("hs_col_space"), justify="right")
    table.add_column(t("hs_col_cards"), overflow="fold", max_width=34)
    table.add_column(t("hs_col_score"), justify="right")
    table.add_column(t("hs_col_moves"), overflow="fold", max_width=10)
    table.add_column(t("hs_col_now"), justify="center")
    marks = initials(state)
    for seat, name in enumerate(state.players):
        score = player_score(name, state.hands[seat], state.earlier[seat])
        space = state.captains[seat]
        left = "".join("R" if m == "rum" else m for m in MOVES if m not in state.used[seat])
        table.add_row(f"{name} ({marks[seat]})", "–" if space is None else str(space + 1),
                      crew(state.hands[seat], score.details["doubled"]), str(score.total),
                      left, chosen_text(state, seat, viewer))
    return table


def jack_line(state: HState) -> Text:
    line = Text(t("hs_black_jack") + ": ", style="bold")
    if state.bj is None:
        line.append(t("hs_bj_not_placed"), style="dim")
        return line
    line.append(t("hs_bj_space", space=state.bj + 1))
    if state.controller is not None:
        line.append(" · " + t("hs_bj_hired_by", player=state.players[state.controller]),
                    style="cyan")
    elif state.phase not in ("bid", "place", "black_jack"):
        line.append(" · " + t("hs_bj_free"), style="yellow")
    line.append(" · " + t("hs_bj_cards_left", count=len(state.bj_deck)), style="dim")
    if state.bid is not None and state.phase == "bid":
        line.append(" · " + t("hs_bid_standing", player=state.players[state.bid[0]],
                              card=state.bid[1]))
    harbour = Text(t("hs_harbour") + ": ", style="bold")
    harbour.append_text(Text(" ").join(card_text(c) for c in state.harbour) if state.harbour
                        else Text("–", style="dim"))
    return line + Text("\n") + harbour


def view(state: HState, viewer: int | None = None) -> RenderableType:
    game_no = len(state.earlier[0]) + 1 if state.earlier else 1
    head = Text(t("hs_round", round=min(state.round + 1, ROUNDS), rounds=ROUNDS), style="bold")
    if state.options.games > 1:
        head.append(" · " + t("hs_game_of", number=game_no, games=state.options.games))
    head.append(" · " + t(f"hs_phase_{state.phase}"), style="dim")
    parts: list[RenderableType] = [head, ring(state), players_table(state, viewer)]
    if state.with_black_jack:
        parts.append(jack_line(state))
    if state.queue:
        parts.append(Text(t("hs_next", step=describe(state, state.queue[0])), style="bold"))
    return Group(*parts)


def describe(state: HState, step: tuple[str | int, ...]) -> str:
    """What happens next, in words, so the table can follow the app step by step."""
    kind = str(step[0])
    names = state.players
    if kind in ("steal", "try_steal"):
        return t("hs_step_steal", thief=names[int(step[1])], victim=names[int(step[2])])
    if kind == "give":
        return t("hs_step_give", player=names[int(step[1])])
    if kind in ("harbour", "try_harbour"):
        return t("hs_step_harbour", player=names[int(step[1])])
    if kind == "rob_choice":
        return t("hs_step_rob", player=names[int(step[1])])
    if kind in ("declare", "declare_bj"):
        return t("hs_step_declare", player=names[int(step[1])])
    if kind == "flip":
        return t("hs_step_flip", dive=int(step[1]) + 1)
    if kind == "take_down":
        return t("hs_step_take", player=names[int(step[1])], dive=int(step[2]) + 1)
    if kind == "bj_turn":
        return t("hs_step_bj")
    return t("hs_step_other")

