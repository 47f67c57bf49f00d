"""The account of a board: what one place sees of a game, as face-neutral data that the
terminal and the web page both draw.

A game writes it once (its ``text/board.py``, which its ``board_account()`` hands over: the
``HasBoard`` capability) from the place's observation: sections of rows, each row a label,
values in words, the pictures it shows and the acts that act on it. Every sentence in it is
already in the reader's language and in the players' words; the notation (what a person types)
travels only in ``Act.words``, shown where typing is offered. The host draws it
(``tabletop.cli.board``, ``tabletop.web.board``); a game keeps only its pictures (glyphs for
the terminal, SVG for the web) and its layout hints (a section's ``layout``, its styles).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, cast, runtime_checkable

from tabletop.events import Event
from tabletop.plugin import Advice, Game, HasBoard, Observation, words

if TYPE_CHECKING:
    from markupsafe import Markup

MARKS = frozenset({"", "new", "moved", "was", "used", "best", "doubled", "you", "down"})
"""How a picture stands out: came since the chapter began, moved, where it was, spent, the
best, doubled, one's own, face down."""

LAYOUTS = frozenset({"facts", "line", "grid", "panels", "table", "text"})
"""``facts``: a label and its values a row; ``line``: the rows side by side, each a slot of
pictures with a caption (a room of cards, a pool of dice); ``grid``: the rows as cells of
``columns`` columns (a ring of spaces), in the order given; ``panels``: each row a box with its
label as heading (a player); ``table``: the rows under ``head``; ``text``: lines to read."""

TONES = frozenset({"", "muted", "good", "bad", "strong", "you", "end"})


@dataclass(frozen=True, slots=True)
class Picture:
    """Something drawn: ``kind`` and ``id`` say what to the game's pictures (``card``/``9H``,
    ``die``/``skull``); ``name`` says it in words (what a screen reader and a plain terminal
    read). The host draws ``meter`` itself (``id`` is ``"value/top"``)."""

    kind: str
    id: str
    name: str
    mark: str = ""
    note: str = ""
    """A word on it: how many (``×3``), where it came from."""
    act: Act | None = None
    """Tapping the picture takes this act (a card to bid on, where it lies)."""


@dataclass(frozen=True, slots=True)
class Act:
    """A legal action this place may take now, on the thing it acts on: its number in the
    decision (what a form sends), ``words`` (what a person would type: the notation, shown
    only where typing is), ``said`` (the act in words) with its pictures. ``source``: the
    companion it acts with, when a board first picks a companion (a row with ``key``), then
    what it acts on."""

    index: int
    words: str
    said: str
    pictures: tuple[Picture, ...] = ()
    source: str = ""
    detail: str = ""
    """A short line under the act: what it does there (``defeats 3``)."""


@dataclass(frozen=True, slots=True)
class Count:
    """One thing a composer picks by count, up to ``most``; ``id`` is its word in the
    notation, ``group`` the part of the composer it belongs to (a level)."""

    id: str
    picture: Picture
    most: int
    group: str = ""


@dataclass(frozen=True, slots=True)
class Compose:
    """A move that takes any number of things, picked by count: the page writes the move in
    the notation (``verb`` then the counted words) and sends it typed, which the table checks
    like any other; the terminal types it."""

    verb: str
    title: str
    go: str
    counts: tuple[Count, ...]
    groups: tuple[str, ...] = ()
    source: str = ""
    writes: tuple[int, ...] = ()
    """The offered moves it writes (their numbers), which the board then shows no button for."""


@dataclass(frozen=True, slots=True)
class Row:
    label: str = ""
    values: tuple[str, ...] = ()
    pictures: tuple[Picture, ...] = ()
    acts: tuple[Act, ...] = ()
    """The row is the control: one act makes it one tap, more open its ways."""
    tone: str = ""
    key: str = ""
    """A companion to pick before what it acts on (``Act.source`` names it)."""
    more: tuple[str, ...] = ()
    """Longer words about the row, told to whoever asks for them by the name of its picture (a
    terminal's ``help NAME``) rather than drawn: a hero's every ability, where the row says one
    line."""


@dataclass(frozen=True, slots=True)
class Section:
    name: str
    title: str = ""
    rows: tuple[Row, ...] = ()
    layout: str = "facts"
    columns: int = 0
    head: tuple[str, ...] = ()
    note: str = ""
    acts: tuple[Act, ...] = ()
    """Acts of no row: buttons under the section."""
    composers: tuple[Compose, ...] = ()


@dataclass(frozen=True, slots=True)
class Board:
    sections: tuple[Section, ...]
    prompt: str = ""
    """What to do now, in words, when the board itself asks (the host says whose turn)."""


@dataclass(frozen=True, slots=True)
class Move:
    """A legal action as the table offers it to this place: its number in the decision, the
    event and the words a player would type for it."""

    index: int
    event: Event
    words: str


Moves = Sequence[Move]


@dataclass(frozen=True, slots=True)
class Grid:
    """Where each outcome of one kind sits when it is picked among many (a deck's cards): a row
    of ``cells`` per ``rows`` label (a suit, a colour), a column per ``columns`` label (a rank,
    a number), each in the order the players know; a cell holds an outcome's value, or "" where
    the deck has no such card."""

    rows: tuple[str, ...]
    columns: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]


@runtime_checkable
class Grids(Protocol):
    """A board account's optional part: the outcomes of ``kind`` laid out as a grid (``None``
    for a kind picked from a list, as dice faces are)."""

    def grid(self, kind: str) -> Grid | None:
        ...


@runtime_checkable
class BoardAccount(Protocol):
    def board(self, observation: Observation, moves: Moves = (),
              before: Observation | None = None) -> Board:
        """The board of one place from its observation alone. With ``moves`` (the decision
        this place owes) every move is an act on the row it acts on, or in a section's
        acts; ``before``: what the same eyes saw when the chapter going on began, so what
        changed is marked."""
        ...

    def advice(self, advice: Advice) -> Section:
        """The advice as the player reads it."""
        ...

    def act(self, move: Move) -> Act:
        """A legal action in words, for a list of actions (the fix page, what a board left
        unplaced)."""
        ...

    def outcome(self, kind: str, value: str) -> Picture:
        """One thing the table may reveal (a card, a die face, a hero)."""
        ...


@runtime_checkable
class Glyphs(Protocol):
    """A game's pictures as the terminal draws them (``HasGlyphs``)."""

    def glyph(self, picture: Picture) -> tuple[str, str]:
        """A picture as a few characters and the Rich style they are drawn in (``9♥`` in red);
        its name is read where no glyph says enough."""
        ...


@runtime_checkable
class WebPictures(Protocol):
    """A game's pictures as a web page draws them (``HasWebPictures``)."""

    CSS: str
    """The game's own styles (its layout hints), served with the host's in one stylesheet. A
    picture's ``--motion`` says how it arrives when the board changes (``roll``: a die; ``turn``,
    the default: a card; ``none``)."""
    PREFIX: str
    """The game's class prefix: a board section ``room`` is styled as ``.<prefix>-room``."""

    def picture(self, picture: Picture, where: str) -> Markup:
        """``picture`` drawn as an image named by its name; ``where``: the section it stands
        in (its size there), ``act`` in a button's face, ``pick`` in the table's picker,
        ``count`` in a composer."""
        ...


def part(loaded: object, protocol: Any, game: Game[Any]) -> Any:
    """A game's part of a face as its capability hands it over, checked against what the face
    asks of it (``protocol``: a runtime checkable protocol, which the type checker will not
    take as a type)."""
    if not isinstance(loaded, protocol):
        raise TypeError(f"{game.meta.id}: {loaded!r} lacks what {protocol.__name__} asks for")
    return loaded


class PlainBoard:
    """The board of a game that writes none (no ``HasBoard``): what the whole table may know,
    a fact a row as the observation names it, and every move in the words a player types."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game

    def board(self, observation: Observation, moves: Moves = (),
              before: Observation | None = None) -> Board:
        rows = tuple(Row(label=key.replace("_", " "), values=(_plain(value),))
                     for key, value in observation.items() if key not in ("seat", "advise"))
        return Board((Section("seen", rows=rows),
                      Section("moves", acts=tuple(self.act(move) for move in moves))))

    def advice(self, advice: Advice) -> Section:
        best = "" if advice.best is None else words(self.game, advice.best)
        return Section("advice", rows=(Row(values=(best,)),), layout="text")

    def act(self, move: Move) -> Act:
        return Act(move.index, move.words, move.words)

    def outcome(self, kind: str, value: str) -> Picture:
        return Picture(kind, value, value)


def _plain(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(_plain(item) for item in value)
    return "" if value is None else str(value)


def board_account(game: Game[Any]) -> BoardAccount:
    """The game's board writer (``HasBoard``), else the plain one."""
    if isinstance(game, HasBoard):
        return cast(BoardAccount, part(game.board_account(), BoardAccount, game))
    return PlainBoard(game)


def outcome_grid(game: Game[Any], kind: str) -> Grid | None:
    """Where the outcomes of ``kind`` sit, if the game lays them out as a grid."""
    told = board_account(game)
    return told.grid(kind) if isinstance(told, Grids) else None


def acts_of(board: Board) -> list[Act]:
    """Every act a board holds, wherever it stands."""
    found: list[Act] = []
    for section in board.sections:
        found += section.acts
        for row in section.rows:
            found += row.acts
            found += [p.act for p in row.pictures if p.act is not None]
    return found


def composed(board: Board) -> set[int]:
    """The moves a board's counted pickers write (such a move needs no button of its own)."""
    return {index for section in board.sections for c in section.composers
            for index in c.writes}


def sentences(board: Board) -> list[str]:
    """Every piece of text a board says to a reader (the conformance check reads them)."""
    said: list[str] = [board.prompt] if board.prompt else []
    for section in board.sections:
        said += [section.title, section.note, *section.head]
        for row in section.rows:
            said += [row.label, *row.values, *(p.name for p in row.pictures)]
            said += [x for act in row.acts for x in (act.said, act.detail)]
        said += [x for act in section.acts for x in (act.said, act.detail)]
        said += [x for c in section.composers for x in (c.title, c.go, *c.groups)]
    return [line for line in said if line]


def said(game: Game[Any], event: Event) -> str:
    """An action as the players say it, in the reader's language (``you chose the rum card``
    is told with these words, never with what a person types)."""
    return board_account(game).act(Move(0, event, words(game, event))).said
