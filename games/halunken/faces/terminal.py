"""The harbour as one seat may see it (its observation): the ring of dives, the crews, Black Jack,
the harbour; and the advice as the player reads it. Drawn from data alone: a chosen movement
card shows only where the observation holds it (its owner's, or all of them once revealed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

import games.halunken.text.advice as said
from games.halunken.rules.components import (
    COLOURS,
    DIVES,
    LETTERS,
    RUM,
    colour,
    initials,
    shown,
    value,
)
from games.halunken.rules.words import counted, words
from tabletop.events import Event
from tabletop.i18n import language, t
from tabletop.plugin import Advice, Observation
from tabletop.text.shown import shown_name

STYLE = {"r": "bold red", "p": "bold magenta", "g": "bold white", "y": "bold yellow"}
TOP = range(7)  # spaces 1-7 left to right, then 8-14 right to left below: a ring
BOTTOM = range(DIVES - 1, 6, -1)


def card_text(card: str) -> Text:
    """A card in the reader's letters (``ge12`` in German), in its colour."""
    return Text(shown(card), style=STYLE[colour(card)])


def dive_cell(seen: Observation, space: int, marks: list[str]) -> Text:
    dive = seen["dives"][space]
    cell = Text(f"{space + 1:>2} ", style="dim")
    top = dive["up"]
    cell.append_text(card_text(top) if top else Text("—", style="dim"))
    cell.append("\n   " + ("▮" * dive["down"] or "·"), style="dim")
    pieces = [marks[i] for i, p in enumerate(seen["players"]) if p["space"] == space]
    jack = seen["black_jack"]
    if jack is not None and jack["space"] == space:
        pieces.append("BJ")
    cell.append("\n   " + " ".join(pieces), style="bold cyan")
    return cell


def ring(seen: Observation, marks: list[str]) -> Table:
    table = Table(show_header=False, box=None, padding=(0, 1))
    for _ in range(7):
        table.add_column(width=9, no_wrap=True)
    table.add_row(*(dive_cell(seen, s, marks) for s in TOP))
    table.add_row(*([Text("   ↑", style="dim")] + [Text("")] * 5 + [Text("   ↓", style="dim")]))
    table.add_row(*(dive_cell(seen, s, marks) for s in BOTTOM))
    return table


def face_up(seen: Observation) -> Text:
    """The fourteen face-up cards in one line, dive 1 first: at the table they are checked
    against the board at a glance (issue #14); an empty dive is a dash."""
    line = Text(t("hs_face_up") + ": ", style="bold")
    for space, dive in enumerate(seen["dives"]):
        if space:
            line.append(" ")
        line.append_text(card_text(dive["up"]) if dive["up"] else Text("–", style="dim"))
    return line


def crew(cards: Sequence[str], doubled: str | None) -> Text:
    line = Text()
    for c in COLOURS:
        own = [card for card in cards if colour(card) == c]
        if not own:
            continue
        if line:
            line.append("  ")
        line.append(f"{LETTERS[language()][c]}:", style=STYLE[c])
        line.append(" ".join(str(value(card)) for card in own), style=STYLE[c])
        if c == doubled:
            line.append("×2", style="bold green")
    return line or Text("–", style="dim")


def chosen_text(player: Mapping[str, Any]) -> str:
    """The movement card chosen this round, where the seat may see it; else only that one
    lies face down."""
    if player["card"] is not None:
        return said.card_name(str(player["card"]))
    return "✓" if player["chosen"] else ""


def moves_text(cards: Sequence[str]) -> str:
    return "".join("R" if m == RUM else m for m in cards)


def players_table(seen: Observation, marks: list[str]) -> Table:
    table = Table(show_edge=False, pad_edge=False, padding=(0, 1))
    table.add_column(t("hs_col_player"), overflow="fold", max_width=12)
    table.add_column(t("hs_col_space"), justify="right")
    table.add_column(t("hs_col_cards"), overflow="fold", max_width=34)
    table.add_column(t("hs_col_score"), justify="right")
    table.add_column(t("hs_col_moves"), overflow="fold", max_width=10)
    table.add_column(t("hs_col_now"), justify="center")
    for seat, player in enumerate(seen["players"]):
        space = player["space"]
        table.add_row(Text(f"{shown_name(player['name'])} ({marks[seat]})"),
                      "–" if space is None else str(space + 1),
                      crew(player["cards"], player["doubled"]), str(player["score"]),
                      moves_text(player["moves_left"]), chosen_text(player))
    return table


def jack_line(seen: Observation) -> Text:
    jack = seen["black_jack"]
    names = [shown_name(p["name"]) for p in seen["players"]]
    line = Text(t("hs_black_jack") + ": ", style="bold")
    if jack["space"] is None:
        line.append(t("hs_bj_not_placed"), style="dim")
        return line
    line.append(t("hs_bj_space", space=jack["space"] + 1))
    if jack["controller"] is not None:
        line.append(" · " + t("hs_bj_hired_by", player=names[jack["controller"]]), style="cyan")
    elif seen["phase"] not in ("bid", "place", "black_jack"):
        line.append(" · " + t("hs_bj_free"), style="yellow")
    line.append(" · " + counted("hs_bj_cards_left", len(jack["left"])), style="dim")
    if jack["bid"] is not None:
        line.append(" · " + t("hs_bid_standing", player=names[jack["bid"]["seat"]],
                              card=shown(jack["bid"]["card"])))
    if jack["used"]:
        # 004: "Black Jack's used Movement cards remain face up next to the board."
        line.append("\n" + t("hs_bj_used", cards=" ".join(said.card_name(m) for m in jack["used"])),
                    style="dim")
    harbour = Text(t("hs_harbour") + ": ", style="bold")
    harbour.append_text(Text(" ").join(card_text(c) for c in seen["harbour"]) if seen["harbour"]
                        else Text("–", style="dim"))
    return line + Text("\n") + harbour


def board(observation: Observation, advice: Advice | None = None) -> RenderableType:
    seen = observation
    marks = initials([shown_name(p["name"]) for p in seen["players"]])
    head = Text(t("hs_round", round=seen["round"], rounds=seen["rounds"]), style="bold")
    if seen["games"] > 1:
        head.append(" · " + t("hs_game_of", number=seen["game"], games=seen["games"]))
    head.append(" · " + t(f"hs_phase_{seen['phase']}"), style="dim")
    parts: list[RenderableType] = [head, ring(seen, marks), face_up(seen),
                                   players_table(seen, marks)]
    if seen["black_jack"] is not None:
        parts.append(jack_line(seen))
    if seen["next"] is not None:
        step = t(seen["next"]["key"], **seen["next"]["params"])
        parts.append(Text(t("hs_next", step=step), style="bold"))
    if advice is not None:
        parts.append(show_advice(advice))
    return Group(*parts)


# ---- advice ------------------------------------------------------------------------------

def show_advice(given: Advice) -> RenderableType:
    """The advice as the player reads it: for a movement card a row per card in hand with what
    it would bring this round; for any other decision the action and its reason."""
    data = given.data
    if data["decision"] is None:
        return Text(t("hs_adv_wait", player=shown_name(data["player"])))
    head = Text(t("hs_adv_title", player=shown_name(data["player"])) + ": ", style="bold")
    if data["decision"] == "move":
        return _moves(head, data)
    # The words to type, as the list of choices shows them (the data keeps the notation).
    head.append(words(Event.from_json(data["event"])))
    return Group(head, Text(said.reason(data)))


advice = show_advice  # the name the host's TerminalView asks for


def _moves(head: Text, data: Mapping[str, Any]) -> RenderableType:
    best = data["best"]
    # The words to type (issue #28: "Play rum." where the loop reads "move rum").
    head.append(words(Event.from_json(data["event"])))
    table = Table(box=box.SIMPLE, padding=(0, 1), pad_edge=False)
    card_heading, *figure_headings = said.headings()
    table.add_column(card_heading)
    for heading in figure_headings:
        table.add_column(heading, justify="right")
    table.add_column("")
    for row in data["cards"]:
        mark = t("hs_adv_best") if row["card"] == best else ""
        table.add_row(said.card_name(row["card"]), *said.figures(row), mark)
    return Group(head, table, *(Text(note, style="dim") for note in said.notes(data)))
