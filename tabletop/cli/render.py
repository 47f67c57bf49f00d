"""Rich helpers shared by every verb: consoles, error lines, score sheets, tables, JSON.

Every console the terminal face prints on is made here, and takes no text for markup: a name
such as ``[/]`` or ``[link=…]`` is printed as typed wherever it stands (issue #13). The same
console is the last line of defence for what reaches the screen: a control character that
got into a text (``\\x1b[2J`` in a name stored long ago) is drawn as its picture (␛), and on an
output that can't encode a character (a Windows pipe in cp1252) a plain one stands in for it:
suit letters for ♥ ♦ ♣ ♠, ASCII for boxes and bars, ``?`` for the rest.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.console import Console, ConsoleDimensions, ConsoleOptions, Group, RenderableType
from rich.measure import Measurement
from rich.pager import Pager
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from tabletop.text.i18n import t
from tabletop.text.shown import CONTROL_PICTURES, shown_name

if TYPE_CHECKING:  # the game interface and the records' schema bring pydantic
    from tabletop.plugin import ScoreSheet

# What a terminal obeys instead of showing: controls (the line break is the layout's own),
# direction overrides, and lone surrogates, which no output can encode.
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e"
                    "\u2066-\u2069\ud800-\udfff]")
PLAIN = str.maketrans({
    "♣": "C", "♠": "S", "♦": "D", "♥": "H", "█": "#", "▉": "#", "▊": "#", "▋": "#",
    "▌": "|", "▍": "|", "▎": "|", "▏": "|", "▁": "_", "▂": ".", "▃": "-", "▄": ":",
    "▅": "=", "▆": "+", "▇": "*", "░": ".", "▮": "#", "▶": ">", "›": ">", "»": ">",
    "«": "<", "✓": "v", "✗": "x", "×": "x", "←": "<", "→": ">", "↑": "^", "↓": "v",
    "●": "o", "○": "O", "◆": "*", "□": "#", "▲": "^", "△": "^", "┤": "|", "├": "|",
    "└": "+", "┌": "+", "┐": "+", "┘": "+", "─": "-", "━": "-", "│": "|", "┃": "|",
    "═": "=", "…": ".", "–": "-", "—": "-", "·": ".", "•": "*", "€": "E", "\u2423": "_",
})


def console() -> Console:
    # Made per command so tests that swap stdout (CliRunner) are honoured; Rich itself
    # follows NO_COLOR and the terminal width. Inside ``paged`` it is the pager's console,
    # so whatever a command prints (in helpers too) goes to the one pager.
    return _PAGED.get() or ScreenConsole(file=sys.stdout)


_PAGED: ContextVar[Console | None] = ContextVar("paged_console", default=None)


@contextmanager
def paged(enabled: bool = True) -> Iterator[Console]:
    """A console whose output goes through a pager when it is long output for a person:
    standard output a terminal, ``enabled`` (``--no-pager`` turns it off) and a pager to be
    had ($PAGER, else ``less``; an empty $PAGER or ``cat`` means none). Piped, it prints as
    ever. Used by every report that may outgrow a screen: ``show``, ``history``, ``stats``,
    ``review``, ``rules``, ``replay`` and ``solve`` (issue #14)."""
    con = console()
    command = pager_command() if enabled and _is_tty(sys.stdout) else None
    if command is None or _PAGED.get() is not None:
        yield con
        return
    token = _PAGED.set(con)
    try:
        with con.pager(ShellPager(command), styles=True):
            yield con
    finally:
        _PAGED.reset(token)


def page_over(con: Console, renderable: RenderableType) -> bool:
    """Show ``renderable`` in the pager over the screen, as ``less`` does without ``-X``: on
    the terminal's other screen, so quitting it brings back what was there (a game's board,
    issue: in-game ``rules`` pushed the board off). False, and nothing shown, where there is
    no pager or the output is no terminal."""
    command = pager_command() if con.is_terminal and _is_tty(sys.stdout) else None
    if command is None:
        return False
    with con.pager(ShellPager(command, less_options="R"), styles=True):
        con.print(renderable)
    return True


def _is_tty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # closed, or no real file
        return False


def pager_command() -> list[str] | None:
    """The pager to run: $PAGER as the shell would split it, else ``less``; ``None`` when
    there is none (an empty $PAGER, ``cat``, or no such program)."""
    chosen = os.environ.get("PAGER")
    words = shlex.split(chosen) if chosen is not None else ["less"]
    if not words or words[0] == "cat" or shutil.which(words[0]) is None:
        return None
    return words


class ShellPager(Pager):
    """Runs the pager on the text. ``less`` gets git's options unless $LESS says otherwise:
    it quits at once when the text fits the screen, shows colours, and leaves the text on the
    screen after quitting. ``less_options`` replaces those defaults."""

    def __init__(self, command: list[str], less_options: str = "FRX") -> None:
        self.command = command
        self.less_options = less_options

    def show(self, content: str) -> None:
        encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
        env = {**os.environ}
        env.setdefault("LESS", self.less_options)
        try:
            subprocess.run(self.command, input=content.encode(encoding, "replace"), env=env,
                           check=False)
        except OSError:  # it went away since it was found: print as without a pager
            sys.stdout.write(content)
            sys.stdout.flush()


def error_console() -> Console:
    return ScreenConsole(file=sys.stderr)


MOST_COLUMNS = 200
"""The widest a screen is drawn: no terminal is a million columns wide, and drawing for one took
14 s and 110 MB (issue #28: ``COLUMNS=10000000 tabletop scoundrel rules``); wider than this
only stretches a table's rules and a paragraph's lines past reading."""

MOST_LINES = 1000
"""The tallest a screen is taken to be (``LINES``), for the same reason."""


class ScreenConsole(Console):
    """A console for text from people and files: no markup, no emoji codes, no highlighting,
    and only characters its output can show (see the module's docstring); never wider than
    ``MOST_COLUMNS``, whatever ``COLUMNS`` or the terminal say."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(markup=False, emoji=False, highlight=False, **kwargs)
        self.plain_only = not self.encoding.startswith("utf")

    @property
    def size(self) -> ConsoleDimensions:
        width, height = Console.size.fget(self)  # type: ignore[attr-defined]
        return ConsoleDimensions(max(1, min(width, MOST_COLUMNS)),
                                 max(1, min(height, MOST_LINES)))

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        Console.size.fset(self, new_size)  # type: ignore[attr-defined]

    def render(self, renderable: RenderableType,
               options: ConsoleOptions | None = None) -> Iterable[Segment]:
        for segment in super().render(renderable, options):
            if segment.control is None and segment.text and self.unfit(segment.text):
                yield Segment(self.fit(segment.text), segment.style)
            else:
                yield segment

    def unfit(self, text: str) -> bool:
        if UNSAFE.search(text):
            return True
        if self.plain_only:
            try:
                text.encode(self.encoding)
            except (UnicodeEncodeError, LookupError):
                return True
        return False

    def fit(self, text: str) -> str:
        text = UNSAFE.sub(lambda found: CONTROL_PICTURES.get(ord(found[0]), "\ufffd"), text)
        return "".join(self._plain(char) for char in text) if self.plain_only else text

    def _plain(self, char: str) -> str:
        """The character, if the output can encode it; else one of the same width that it can."""
        try:
            char.encode(self.encoding)
        except (UnicodeEncodeError, LookupError):
            stand_in = char.translate(PLAIN)
            if stand_in == char:
                stand_in = unicodedata.normalize("NFKD", char)[:1]  # é: e
            if stand_in and stand_in.isascii() and stand_in.isprintable():
                return stand_in
            return "?" * cell_len(char)
        return char


def name_text(name: str, style: str = "") -> Text:
    """A player's name as a screen shows it: text (never markup), safe and not too long."""
    return Text(shown_name(name), style=style)


class Flow:
    """Parts one after another, a comma between them, that wrap between parts: a part that
    doesn't fit the line goes on to the next one whole (``Ana 31, Cy (bot) 83`` breaks as
    ``Ana 31,`` / ``Cy (bot) 83``, never inside ``Cy (bot) 83``). A part is a few words (a
    name's words, then ``(bot) 83``); only a part wider than the line breaks, between them.

    Its least width is its widest part's, so a table gives the column that much (``Fitted``):
    but a part wider than ``whole`` cells (a long name) counts as its widest word, rather than
    push every other column off a narrow screen."""

    def __init__(self, parts: Sequence[Sequence[Text]], whole: int = 24) -> None:
        self.parts: list[list[Text]] = []
        for index, words in enumerate(parts):
            words = [word for word in words if word.cell_len]
            if words and index < len(parts) - 1:
                # The comma stays with its part, at the end of a line too.
                words[-1] = words[-1] + ","
            if words:
                self.parts.append(words)
        self.whole = whole

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        if not self.parts:
            return Measurement(0, 0)
        most = sum(map(_spaced, self.parts)) + len(self.parts) - 1
        return Measurement(max(map(self._least, self.parts)), most).clamp(
            max_width=options.max_width)

    def _least(self, words: list[Text]) -> int:
        width = _spaced(words)
        return width if width <= self.whole else max(word.cell_len for word in words)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        width = options.max_width
        lines: list[Text] = []
        line: Text | None = None
        for words in self.parts:
            # A part goes whole onto the line if it fits there, else onto the next; only a part
            # wider than a line goes word by word.
            pieces = [Text(" ").join(words)] if _spaced(words) <= width else words
            for piece in pieces:
                if line is not None and line.cell_len + 1 + piece.cell_len <= width:
                    line = Text(" ").join([line, piece])
                    continue
                if line is not None:
                    lines.append(line)
                line = piece
        if line is not None:
            lines.append(line)
        yield Text("\n").join(lines)


def _spaced(words: Sequence[Text]) -> int:
    """The cells of words with a blank between each two."""
    return sum(word.cell_len for word in words) + max(0, len(words) - 1)


class Fitted:
    """A table built for the width it gets: ``make(level)`` builds it leaving out more of its
    less needed columns the higher ``level`` goes (``levels`` of them, 0 keeps all), and the
    first level whose columns fit is shown. Rich would otherwise narrow every column that may
    wrap until a name breaks mid-word or vanishes (issue #14: usable at 60 columns).

    A column that wraps keeps at least the width of its longest word, so names break only
    between their words; the room left over goes to such columns as far as they can use it."""

    def __init__(self, make: Callable[[int], Table], levels: int) -> None:
        self.make, self.levels = make, max(1, levels)

    def table(self, console: Console, options: ConsoleOptions) -> Table:
        for level in range(self.levels):
            table = self.make(level)
            widths = column_widths(console, options, table)
            if sum(need for need, _ in widths) + frame_width(table) <= options.max_width:
                break
        room = options.max_width - frame_width(table)
        if sum(most for _, most in widths) > room:
            spare = room - sum(need for need, _ in widths)
            if spare >= 0:
                extra = share(spare, [most - need for need, most in widths])
                sizes = [need + more for (need, _), more in zip(widths, extra, strict=True)]
            else:  # too narrow for every word: words fold, but what doesn't wrap stays whole
                sizes = squeezed(room, widths, [c.no_wrap for c in table.columns])
            for column, size in zip(table.columns, sizes, strict=True):
                column.width = max(1, size - padding_width(table))
        return table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Table]:
        yield self.table(console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table(console, options))


def padding_width(table: Table) -> int:
    _top, right, _bottom, left = table.padding
    return int(left + right)


def frame_width(table: Table) -> int:
    """The cells a table's borders take."""
    if table.box is None:
        return 0
    return len(table.columns) + 1 if table.show_edge else len(table.columns) - 1


def column_widths(console: Console, options: ConsoleOptions,
                  table: Table) -> list[tuple[int, int]]:
    """Each column's fewest and most cells, padding included: a column that doesn't wrap is
    as wide as its widest cell, one that wraps needs the width of its longest word."""
    wide = options.update_width(10_000)
    found = []
    for column in table.columns:
        sizes = [Measurement.get(console, wide, cell)
                 for cell in (column.header, *column.cells) if cell != ""]
        most = max((size.maximum for size in sizes), default=1)
        need = most if column.no_wrap else max([size.minimum for size in sizes] + [1])
        if column.max_width is not None:
            need, most = min(need, column.max_width), min(most, column.max_width)
        found.append((need + padding_width(table), most + padding_width(table)))
    return found


def squeezed(room: int, widths: list[tuple[int, int]], fixed: list[bool]) -> list[int]:
    """Sizes for a screen narrower than every column's longest word: the columns that don't
    wrap keep their width, the others share what is left in proportion to their words."""
    kept = sum(need for (need, _), keep in zip(widths, fixed, strict=True) if keep)
    wrapping = [need if not keep else 0 for (need, _), keep in zip(widths, fixed, strict=True)]
    given = share(max(0, room - kept), wrapping)
    return [need if keep else given[index]
            for index, ((need, _), keep) in enumerate(zip(widths, fixed, strict=True))]


def share(spare: int, wants: list[int]) -> list[int]:
    """``spare`` cells handed out in proportion to what each wants, none more than it wants."""
    total = sum(wants)
    if total <= spare:
        return list(wants)
    given = [spare * want // total for want in wants]
    for index in sorted(range(len(wants)), key=lambda i: -wants[i]):
        if sum(given) < spare and given[index] < wants[index]:
            given[index] += 1
    return given


def json_text(data: Any) -> str:
    """``data`` as one line of JSON that standard output can take: as written where it can,
    else with every non-ASCII character escaped (still the same JSON). Every ``--json``
    output goes through here: an object gets its ``schema_version`` (issue #14)."""
    if isinstance(data, dict):
        from tabletop.records import schema

        data = schema.stamped(data)
    text = json.dumps(data, ensure_ascii=False)
    try:
        text.encode(getattr(sys.stdout, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return json.dumps(data, ensure_ascii=True)
    return text


def error_line(con: Console, message: str) -> None:
    # One line, whatever a quoted input held: a line break typed into a value stays visible.
    # A terminal folds it between words (its own wrap would cut a word); a pipe or a file
    # gets it whole, so a script reads one line.
    con.print(Text("✗ " + _one_line(message), style="bold red"), soft_wrap=not con.is_terminal)


def note_line(message: str) -> None:
    """What a command did (the file it wrote), in one line on standard error, as git and gh
    say it: standard output keeps only what a script reads (``export``'s link, or a record
    written to ``-``)."""
    con = error_console()
    con.print(Text(_one_line(message)), soft_wrap=not con.is_terminal)


def _one_line(message: str) -> str:
    return message.replace("\r", "␍").replace("\n", "␊")


def score_table(sheet: ScoreSheet) -> RenderableType:
    # Mid-game a sheet's totals are what the game would score if it ended now: said so.
    title = t("score_title_so_far" if sheet.status == "playing" else "score_title")
    # as wide as its title, which would otherwise wrap over a narrow sheet
    table = Table(title=title, title_justify="left", show_header=False,
                  expand=False, padding=(0, 1), min_width=cell_len(title))
    table.add_column(overflow="fold", max_width=60)
    table.add_column(justify="right", no_wrap=True)
    for index, player in enumerate(sheet.players):
        if index:
            table.add_section()
        if sheet.status == "over":
            status = t("score_winner") if player.name in sheet.winners else ""
        else:
            status = t(f"score_status_{sheet.status}")
        line = name_text(player.name, style="bold")
        if status:
            line.append(" · " + status, style="bold")
        table.add_row(line, "")
        for score_line in player.lines:
            points = "" if score_line.points is None else f"{score_line.points:+d}"
            table.add_row(Text("  " + t(score_line.label, **dict(score_line.params))), points)
        total = "–" if player.total is None else str(player.total)
        table.add_row(Text(t("score_total"), style="bold"), Text(total, style="bold"))
    if sheet.status == "over" and sheet.winners:
        table.caption = Text(t("score_winners", names=", ".join(
            shown_name(name) for name in sheet.winners)))
        table.caption_justify = "left"
        if sheet.tie_break is not None:  # under the table: a caption would wrap at its width
            return Group(table, Text(tie_line(sheet)))
    return table


def tie_line(sheet: ScoreSheet) -> str:
    """What settled a tie for first, in words."""
    from tabletop import narration  # the plugin interface with it: not for history's rows

    assert sheet.tie_break is not None
    return narration.render(sheet.tie_break.line())


def sheet_json(sheet: ScoreSheet) -> dict[str, Any]:
    tie = {} if sheet.tie_break is None else {"tie_break": tie_line(sheet)}
    return {
        "status": sheet.status,
        "winners": list(sheet.winners),
        **tie,
        "players": [
            {"name": p.name, "total": p.total, **dict(p.details),
             "breakdown": [{"label": t(line.label, **dict(line.params)), "points": line.points}
                           for line in p.lines]}
            for p in sheet.players
        ],
    }
