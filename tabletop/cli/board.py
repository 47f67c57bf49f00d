"""The board's account (``tabletop.board``) drawn with Rich: the host lays out every game's
board for an 80-column terminal, with or without colour; the game gives its pictures as
glyphs (``GameMeta.view``). Acts are not drawn: a terminal types its moves, listed under the
board in their words."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any, cast

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from tabletop.board import Board, Glyphs, Picture, Row, Section, board_account, part
from tabletop.events import BadInput
from tabletop.plugin import Advice, Game, HasGlyphs, Observation, words
from tabletop.text.i18n import t

TONE = {"muted": "dim", "good": "green", "bad": "red", "strong": "bold", "you": "bold",
        "end": "bold", "best": "bold", "": ""}
MARK = {"new": "reverse", "moved": "underline", "was": "dim strike", "used": "dim",
        "best": "bold", "doubled": "bold", "you": "bold", "down": "dim", "": ""}
BAR = 20
SCREEN_WIDTH = 80
"""The terminal a board is laid out for (DESIGN: every screen works at 80 columns)."""
LONG_LIST = 12
"""The most lines a list of things to choose from takes before it shows their names only: with
the board's other parts and the prompt it still fits a 24-line terminal."""
GAP = 2
MEASURE = Console(width=SCREEN_WIDTH, file=io.StringIO(), color_system=None)


def foldable(section: Section) -> bool:
    """A list of named things, each with more to tell than its name (a choice of heroes)."""
    return bool(section.rows) and all(
        len(row.pictures) == 1 and row.more and not row.label for row in section.rows)


class NameGlyphs:
    """The glyphs of a game that draws none (no ``HasGlyphs``): a picture is its name."""

    def glyph(self, picture: Picture) -> tuple[str, str]:
        return picture.name, ""


def glyphs_of(game: Game[Any]) -> Glyphs:
    if isinstance(game, HasGlyphs):
        return cast(Glyphs, part(game.glyphs(), Glyphs, game))
    return NameGlyphs()


def meter(shown: Picture) -> Text:
    value, top = (int(x) for x in shown.id.split("/"))
    filled = max(0, min(BAR, value * BAR // max(top, 1)))
    style = "green" if value * 2 > top else "yellow" if value * 4 > top else "red"
    bar = Text("█" * filled, style=style)
    bar.append("░" * (BAR - filled), style="dim")
    bar.append(f" {value}/{top}", style="bold")
    return bar


class Drawer:
    def __init__(self, game: Game[Any]) -> None:
        self.glyphs = glyphs_of(game)

    def picture(self, shown: Picture) -> Text:
        if shown.kind == "meter":
            return meter(shown)
        text, style = self.glyphs.glyph(shown)
        drawn = Text(text, style=" ".join(x for x in (style, MARK[shown.mark]) if x))
        if shown.note:
            drawn.append(f"{shown.note}" if shown.note.startswith("×") else f" {shown.note}",
                         style="dim")
        return drawn

    def pictures(self, row: Row) -> Text:
        return Text(" ").join(self.picture(p) for p in row.pictures)

    def values(self, row: Row, sep: str = "\n") -> Text:
        return Text(sep.join(row.values), style=TONE[row.tone])

    def cell(self, row: Row, sep: str = "\n") -> Text:
        parts = [part for part in (self.pictures(row), self.values(row, sep)) if part.plain]
        return Text("  ").join(parts)

    def section(self, section: Section) -> RenderableType:
        drawn: list[RenderableType] = []
        below = section.layout == "table"  # how a table was found reads after it
        if section.title:
            title = Text(section.title, style="bold underline")
            if section.note and not below:
                title.append(f" ({section.note})", style="dim")
            drawn.append(title)
        elif section.note and not below:
            drawn.append(Text(section.note, style="dim"))
        drawn.append(getattr(self, section.layout)(section))
        if section.note and below:
            drawn.append(Text(section.note, style="dim"))
        return Group(*drawn)

    def facts(self, section: Section) -> Table:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        for row in section.rows:
            # A label may be a player's name: data, never Rich markup ("[/]" is a name too).
            grid.add_row(Text(row.label), self.cell(row))
        return grid

    def line(self, section: Section) -> RenderableType:
        """A row a line: its label, its pictures, its values (a column only where any row
        fills it); pictures alone (a pool of dice) stand side by side, as on the page. A list
        too long for a screen with the rest of the board shows its names only (``folded``)."""
        if self.folds(section):
            return self.folded(section)
        if not any(r.label or r.values for r in section.rows):
            return Text("  ").join(self.pictures(row) for row in section.rows)
        return self.lines(section)

    def folds(self, section: Section) -> bool:
        """Whether ``section`` shows its names only, its rows' words told on asking: when
        they say nothing but their names, or their words would run too long."""
        return (section.layout == "line" and foldable(section)
                and (not any(row.values for row in section.rows)
                     or self.tall(self.lines(section)) > LONG_LIST))

    def lines(self, section: Section) -> Table:
        # Each value a column of its own: what a card is and what playing it does line up
        # down the rows, however wide a rank (``10♦``, ``monster 11``) makes the first.
        width = max((len(r.values) for r in section.rows), default=0)
        columns: list[Callable[[Row], Text]] = [
            lambda row: Text(row.label, style="bold"), self.pictures,
            *(self.value_at(at) for at in range(width))]
        used = [column for column, filled in zip(columns, (
            any(r.label for r in section.rows), any(r.pictures for r in section.rows),
            *(True for _ in range(width))), strict=True) if filled]
        grid = Table.grid(padding=(0, 2))
        for _ in used:
            grid.add_column()
        for row in section.rows:
            grid.add_row(*(column(row) for column in used))
        return grid

    def value_at(self, at: int) -> Callable[[Row], Text]:
        def value(row: Row) -> Text:
            return Text(row.values[at] if at < len(row.values) else "", style=TONE[row.tone])
        return value

    def tall(self, drawn: RenderableType) -> int:
        """How many lines ``drawn`` takes on the screen the board is laid out for."""
        return len(MEASURE.render_lines(drawn, MEASURE.options, pad=False))

    def folded(self, section: Section) -> Group:
        """The rows' pictures in columns, filled downwards as ``ls`` does, and how to ask about
        one: what each row says is told by ``help NAME``, so a long list (26 heroes) fits
        an 80x24 terminal with the board and the prompt."""
        names = [self.pictures(row) for row in section.rows]
        width = max(cell_len(name.plain) for name in names) + GAP
        columns = max(1, min(len(names), (SCREEN_WIDTH + GAP) // width))
        height = -(-len(names) // columns)
        grid = Table.grid(padding=(0, GAP, 0, 0))
        for _ in range(columns):
            grid.add_column(no_wrap=True)
        for top in range(height):
            grid.add_row(*(names[at] for at in range(top, len(names), height)))
        asked = Text(t("board_ask_more", help=t("word_help")), style="dim")
        return Group(grid, asked)

    def grid(self, section: Section) -> Table:
        columns = section.columns or 1
        grid = Table(show_header=False, box=None, padding=(0, 1))
        for _ in range(columns):
            grid.add_column(width=(78 // columns) - 1)  # a full cell wraps between pictures
        cells = [Text(row.label, style="dim") + Text("\n") + self.cell(row) for row in section.rows]
        for start in range(0, len(cells), columns):
            chunk = cells[start:start + columns]
            grid.add_row(*chunk, *[Text("")] * (columns - len(chunk)))
        return grid

    def panels(self, section: Section) -> Table:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(no_wrap=True)
        grid.add_column()
        for row in section.rows:
            grid.add_row(Text(row.label, style=TONE[row.tone] or "bold"), self.cell(row))
        return grid

    def table(self, section: Section) -> Table:
        grid = Table(show_header=bool(section.head), box=None, padding=(0, 1),
                     header_style="bold")
        pictured = any(row.pictures for row in section.rows)  # a column, empty in some rows
        for _ in range(max(len(section.head), 1 + pictured + max(
                (len(r.values) for r in section.rows), default=0))):
            grid.add_column()
        for row in section.rows:
            shown = [Text(row.label, style=TONE[row.tone])]
            if pictured:
                shown.append(self.pictures(row))
            shown += [Text(v, style=TONE[row.tone]) for v in row.values]
            grid.add_row(*shown)
        if section.head:
            for column, head in zip(grid.columns, section.head, strict=False):
                column.header = head
        return grid

    def text(self, section: Section) -> Group:
        return Group(*(Text(" ").join(
            [t for t in (Text(row.label, style="bold"), self.cell(row, " ")) if t.plain])
            for row in section.rows))

    def board(self, board: Board) -> RenderableType:
        parts: list[RenderableType] = [self.section(s) for s in board.sections]
        if board.prompt:
            parts.append(Text(board.prompt, style="bold"))
        return Group(*parts)


def board_text(game: Game[Any], board: Board) -> RenderableType:
    return Drawer(game).board(board)


def section_text(game: Game[Any], section: Section) -> RenderableType:
    return Drawer(game).section(section)


def board_screen(game: Game[Any], observation: Observation,
           advice: Advice | None = None) -> RenderableType:
    """A place's screen from its observation, with the advice under it when given."""
    drawn = Drawer(game)
    parts = [drawn.board(board_account(game).board(observation))]
    if advice is not None:
        parts.append(drawn.section(board_account(game).advice(advice)))
    return Group(*parts)


def advice_text(game: Game[Any], advice: Advice) -> RenderableType:
    """The advice as the board says it, and what to type to play it: the terminal is where
    moves are typed, so it is the one place the advised move's words are shown."""
    drawn = Drawer(game).section(board_account(game).advice(advice))
    if advice.best is None:
        return drawn
    return Group(drawn, Text(t("hint_type", words=words(game, advice.best)), style="dim"))


def _plain(text: str) -> str:
    """A name as typed or as shown, reduced to its letters and digits: ``Tou'lak`` is
    ``toulak``, ``Half-Goblin`` ``halfgoblin``."""
    return "".join(c for c in text.casefold() if c.isalnum())


def asked_rows(board: Board) -> list[Row]:
    """The rows the board has more to tell about than it draws."""
    return [row for section in board.sections for row in section.rows if row.more]


def more_about(game: Game[Any], observation: Observation, asked: str) -> RenderableType:
    """What a listed thing does (``help NAME``), found by its shown name or its id, or the
    start of one when only one starts so; a name fitting none or several is refused."""
    rows = asked_rows(board_account(game).board(observation))
    wanted = _plain(asked)

    def names(row: Row) -> list[str]:
        return [_plain(n) for p in row.pictures for n in (p.name, p.id)]

    found = [row for row in rows if wanted in names(row)] or [
        row for row in rows if wanted and any(n.startswith(wanted) for n in names(row))]
    if not found:
        raise BadInput("err_help_unknown", name=asked.strip()[:40], help=t("word_help"))
    if len(found) > 1:
        raise BadInput("err_help_several", name=asked.strip()[:40],
                       names=" · ".join(row.pictures[0].name for row in found))
    drawer, row = Drawer(game), found[0]
    head = Text.assemble(drawer.pictures(row), "  ", drawer.values(row, "  "))
    return Group(head, *(Padding(Text(line), (0, 0, 0, 2)) for line in row.more))
