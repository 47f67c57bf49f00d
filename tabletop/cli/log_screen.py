"""What ``show`` and the play loop draw alike: a place's board and the log of a game, loaded
without the play loop (its prompts, its thinking line), so ``show`` starts fast (issue #41)."""

from __future__ import annotations

from rich.console import Console, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from tabletop.cli.board import board_screen
from tabletop.cli.told import said
from tabletop.plugin import words
from tabletop.session import story
from tabletop.session.account import Account
from tabletop.session.driver import SCREEN_SECONDS
from tabletop.session.table import Place, Table
from tabletop.text.i18n import t
from tabletop.text.shown import shown_name


def show_log(con: Console, table: Table, place: Place) -> None:
    """Every entry with its number (``fix N`` names it), the words that replay it, and what
    it did; each chapter of the story (a round, a level, a room) under its heading, as the
    web's log pages it."""
    grid = RichTable(title=t("log_title"), title_justify="left", show_header=False, box=None)
    grid.add_column(justify="right", style="dim")
    grid.add_column(overflow="fold")
    headings = {part.start: story.heading(part) for part in story.parts(table.driver)}
    for entry in table.log(place):
        event = entry.event
        if entry.number - 1 in headings:
            grid.add_row("", Text(headings[entry.number - 1], style="bold underline"))
        who = "·" if event.is_chance else shown_name(table.players[int(event.actor)])
        typed = t("log_secret") if entry.secret else words(table.game, event)
        cell = Text(f"{who}: {typed}")
        for line in said(table, entry.number - 1):
            cell.append(f"\n  {line}", style="dim")
        grid.add_row(str(entry.number), cell)
    con.print(grid if table.session.events else Text(t("log_empty"), style="dim"))


def board(table: Table, acc: Account) -> RenderableType:
    """The screen of a place: what it may see, drawn by the game's view, with the advice the
    observation asks for (searched before drawing, never while)."""
    advice = table.screen_advice(acc.place, SCREEN_SECONDS)
    return board_screen(table.game, acc.observation, advice)
