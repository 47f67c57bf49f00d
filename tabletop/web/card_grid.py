"""A deck's cards in a grid as its game sorts them (issue #40): the table's picker, the fix
page and a tally draw the same grid, a row a suit and a column a rank (``tabletop.board.Grid``
says where each card sits), never a list sorted as text."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from markupsafe import Markup

from tabletop.board import Grid
from tabletop.web.templating import macro


@dataclass(frozen=True, slots=True)
class Face:
    """A card to tap: its number among the outcomes offered, its value, its face drawn, its
    name (what a screen reader says of the cell) and whether it is ticked."""

    index: int
    value: str
    face: Markup
    name: str
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class Cell:
    """A face at its place (1-based lines as a wide screen lays it out: the labels take the
    first line and column), or an empty place."""

    row: int
    column: int
    face: Face | None


def placed(grid: Grid, faces: Iterable[Face]) -> tuple[list[Cell], list[Face]]:
    """Every place of the grid with its face, empty where no face is; and the faces the grid
    has no place for (still offered, under it)."""
    left = {face.value: face for face in faces}
    cells = [Cell(row + 2, column + 2, left.pop(value, None) if value else None)
             for row, line in enumerate(grid.cells) for column, value in enumerate(line)]
    return cells, list(left.values())


def ticked(grid: Grid, faces: Sequence[Face], name: str, several: bool) -> Markup:
    """The grid as boxes to tick (``several``) or one card to choose, sent as ``name`` with
    the card's value; the faces it has no place for are left out."""
    cells, _ = placed(grid, faces)
    drawn: Markup = macro("macros/card_grid.html", "ticked")(grid, cells, name, several)
    return drawn
