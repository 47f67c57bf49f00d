"""The interactive loop shared by ``play``, ``table`` and ``resume``.

Every accepted event is committed by the session before the next prompt; quitting, Ctrl-C,
end of input and a killed process all leave a game that ``tabletop resume`` continues.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
from rich.console import Console, RenderableType
from rich.control import Control
from rich.rule import Rule
from rich.segment import ControlType, Segment
from rich.table import Table as RichTable
from rich.text import Text

from tabletop import narration
from tabletop.board import board_account
from tabletop.cli.board import asked_rows, board_screen, more_about
from tabletop.cli.numbers import whole
from tabletop.cli.render import error_line, page_over, score_table
from tabletop.cli.thinking import thinking
from tabletop.cli.told import Told, said
from tabletop.events import BadInput, TabletopError
from tabletop.plugin import Decision, Game, rules_text, words
from tabletop.session import story
from tabletop.session.account import Account, account
from tabletop.session.answers import Typed
from tabletop.session.driver import SCREEN_SECONDS
from tabletop.session.session import Session, make_options
from tabletop.session.table import CHOOSING, DEVICE, Change, Fixed, Place, Table
from tabletop.store.faults import StoreFault
from tabletop.text.i18n import t
from tabletop.text.shown import shown_name

HELP = {"help", "h", "?", "hilfe"}
UNDO = {"undo", "u", "zurück", "zurueck"}
QUIT = {"quit", "q", "exit", "save", "beenden", "speichern", "ende"}
SCORE = {"score", "wertung", "punkte"}
LOG = {"log", "protokoll"}
RULES = {"rules", "regeln"}
FIX = {"fix", "korrigiere", "korrektur"}
HINT = {"hint", "tipp", "tip", "rat"}


class Quit(Exception):
    pass


def read(con: Console, prompt: str, *, secret: bool = False) -> str:
    """A line from the player; a secret one is not echoed at a real terminal."""
    try:
        return con.input(Text(prompt + " › ", style="bold"),
                         password=secret and sys.stdin.isatty())
    except (EOFError, KeyboardInterrupt):
        con.print()
        raise Quit from None


def drop_typed_ahead() -> None:
    """Forget keys typed while a bot played (issue #22): they were meant for a screen the
    player had not seen yet. At a real terminal only."""
    try:
        import termios

        if sys.stdin.isatty():
            termios.tcflush(sys.stdin.fileno(), termios.TCIFLUSH)
    except (ImportError, OSError, ValueError):
        pass  # not a POSIX terminal: nothing was kept to drop


ERASE_SCROLLBACK = "\x1b[3J"
"""Erases the terminal's scrollback (xterm's ``E3``, as ``clear`` sends it)."""


class _EraseScrollback(Control):
    def __init__(self) -> None:
        # A control segment: Rich writes it to a terminal only, never into a file or pipe.
        self.segment = Segment(ERASE_SCROLLBACK, None, [(ControlType.CLEAR,)])


def wipe(con: Console) -> None:
    """Clear the screen and the scrollback, so the next player can't scroll back to what the
    last one saw (issue #13); on a terminal only."""
    con.control(Control.clear(), Control.home(), _EraseScrollback())


def hand_over(con: Console, player: str, heading: RenderableType | None = None) -> None:
    """Clear the screen and wait until the named player has the device: only Enter on an
    empty line goes on (``quit`` leaves, the game kept). Anything else typed here was meant
    for a screen not shown yet (a move typed early): it is refused in one line, never played,
    and at a real terminal never echoed, so the next player doesn't read it. ``heading`` is
    shown above, on the cleared screen."""
    wipe(con)
    if heading is not None:
        con.print(heading)
    con.print(Text(t("msg_hand_over", player=shown_name(player)), style="bold"))
    enter_only(con, "", t("msg_hand_over_wait", player=shown_name(player)),
               secret=sys.stdin.isatty())


def enter_only(con: Console, prompt: str, refusal: str, *, secret: bool = False) -> None:
    """Wait for Enter on an empty line; a quit word or the end of input leaves (``Quit``);
    any other line gets ``refusal`` and is asked again: nothing typed here is a move."""
    shown = Text(prompt + " › ", style="bold") if prompt else ""
    while True:
        try:
            text = con.input(shown, password=secret)
        except (EOFError, KeyboardInterrupt):
            con.print()
            raise Quit from None
        if not text.strip():
            return
        if text.strip().lower() in QUIT:
            raise Quit
        error_line(con, refusal)


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


def show_help(con: Console, acc: Account, game: Game[Any]) -> None:
    grid = RichTable(title=t("help_title"), title_justify="left", show_header=False, box=None)
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for command, key in acc.help:
        grid.add_row(command, t(key))
    if asked_rows(board_account(game).board(acc.observation)):
        grid.add_row(t("word_help") + " NAME", t("help_more"))
    # The host's own words in the reader's language (issue #14); the others work too.
    grid.add_row(t("word_undo"), t(acc.tools.undo_help))
    if acc.tools.fix:
        grid.add_row(t("word_fix") + " N …", t("help_fix"))
    if acc.tools.hints:
        grid.add_row(t("word_hint"), t("help_hint"))
    for word in ("log", "score", "rules", "quit", "help"):
        grid.add_row(t(f"word_{word}"), t(f"help_{word}"))
    grid.add_row(t("word_enter"), t("help_enter"))  # the way back to the board
    con.print(grid)


def told_change(con: Console, table: Table, place: Place, change: Change) -> None:
    """What undo or a correction did, as the table says it to this place."""
    style = "green" if isinstance(change, Fixed) and change.failed is None else "yellow"
    for line in table.said(change, place):
        con.print(Text(narration.render(line), style=style))


def _fix(table: Table, place: Place, con: Console, rest: str) -> None:
    number_text, _, entry = rest.strip().partition(" ")
    number = whole(number_text)  # "²" is a digit to str.isdigit, but no number
    if number is None or not entry.strip():
        raise BadInput("err_fix_syntax")
    told_change(con, table, place, table.fix(place, number, Typed(entry)))


MOST_HINT_SECONDS = 60
"""The longest a hint asked for inside a game may think: the table is waiting."""

SECONDS = re.compile(r"\d{1,4}(?:[.,]\d{1,3})?")


def hint_seconds(word: str, rest: str) -> float | None:
    """``hint 3`` (or ``tipp 2,5``) asks the hint to think that many seconds (issue #15: the
    number was read as a move); a bare ``hint`` thinks the usual time."""
    text = rest.strip()
    if not text:
        return None
    value = float(text.replace(",", ".")) if SECONDS.fullmatch(text) else None
    if value is None or not 0 < value <= MOST_HINT_SECONDS:
        raise BadInput("err_seconds_range", option=word, high=MOST_HINT_SECONDS,
                       value=text[:12])
    return value


REDRAW = "redraw"
"""What ``_command`` says when the board must be drawn again: the rules were shown over it."""


def _command(table: Table, place: Place, con: Console, text: str) -> bool | str:
    """Handle a host command; False when ``text`` is a move for the game, ``REDRAW`` when
    the board must be drawn again."""
    word, _, rest = text.strip().partition(" ")
    word = word.lower()
    acc = account(table, place)
    if word in HELP and not rest:
        show_help(con, acc, table.game)
    elif word in HELP:
        con.print(more_about(table.game, acc.observation, rest))
    elif word in UNDO and not rest:
        if acc.tools.undo == "msg_nothing_to_undo":
            con.print(Text(t("msg_nothing_to_undo"), style="dim"))
        else:
            told_change(con, table, place, table.undo(place))
    elif word in QUIT and not rest:
        raise Quit
    elif word in SCORE and not rest:
        con.print(score_table(acc.sheet))
    elif word in LOG and not rest:
        show_log(con, table, place)
    elif word in RULES and not rest:
        options = make_options(table.game, table.session.record.options)
        from rich.markdown import Markdown  # Markdown and Pygments load when rules are read

        rules = Markdown(rules_text(table.game, options))
        # At a terminal in the pager, as the ``rules`` verb shows them: quitting it goes back
        # to the game, and the board is drawn again under whatever the pager left.
        if page_over(con, rules):
            return REDRAW
        con.print(rules)
    elif word in FIX:
        _fix(table, place, con, rest)
    elif word in HINT:
        from tabletop.cli import advisors  # the search and its verbs load when a hint is asked

        advisors.hint_command(con, table, place, hint_seconds(word, rest))
    else:
        return False
    return True


MAX_CHOICES = 24


def choices(names: Sequence[str], width: int = 80) -> Text:
    """The legal actions as the words to type, so nobody has to guess the notation; a game
    with more choices than a line lists says them itself, with patterns. Lines break between
    the entries, never inside one (issue #22: ``play JC`` / ``bare``)."""
    head = t("msg_choices") + " "
    line = Text(head, style="bold")
    used = cell_len(head)
    for number, name in enumerate(fitting(list(names), MAX_CHOICES)):
        piece = ("" if number == 0 else " · ") + name
        # A line keeps room for the " ·" that ends it, so the dot never wraps alone.
        if number and used + cell_len(piece) + 2 > width:
            line.append(" ·\n", style="dim")
            piece, used = "  " + name, 0
        line.append(piece, style="dim")
        used += cell_len(piece)
    return line


def fitting(names: list[str], most: int) -> list[str]:
    """At most ``most`` of ``names``, every kind (first word) kept: a long list of bids must
    not push 'pass' off its end. Kinds take turns at the places; a kind cut short ends with
    "…" (issue #14: every kind of legal choice is on the list)."""
    if len(names) <= most:
        return names
    kinds: dict[str, list[str]] = {}
    for name in names:
        kinds.setdefault(name.split(" ", 1)[0], []).append(name)
    taken = dict.fromkeys(kinds, 0)
    places = max(most, len(kinds))
    while sum(taken.values()) < places:
        for kind, members in kinds.items():
            if taken[kind] < len(members) and sum(taken.values()) < places:
                taken[kind] += 1
    shown: list[str] = []
    for kind, members in kinds.items():
        shown += members[:taken[kind]] + (["…"] if taken[kind] < len(members) else [])
    return shown


def report_end(con: Console, table: Table) -> None:
    """How the game ended, as the table says it in every face: the score sheet above already
    ends with the outcome; then, for a solo deal, how far the score was from its best."""
    end = table.end()
    if end is None:
        return
    if end.pending:  # worked out in the background since the deal began: not long now
        thinking(con, t("thinking_deal_best"), lambda stop: table.wait_for_best(stop),
                 delay=0)
        end = table.end()
        assert end is not None
    for line in end.lines()[1:]:
        con.print(Text(narration.render(line), style="bold"))


def end_confirmed(con: Console, table: Table, place: Place) -> bool:
    """At the table the entry that ended the game may have been mistyped: the players confirm
    the end (Enter, or leaving: the game is stored as it ended), or type a command (``undo``
    and ``fix`` take it back); False after a command (issue #13)."""
    end = account(table, place).end
    assert end is not None
    try:
        text = read(con, t("msg_confirm_end", outcome=narration.render(end.lines()[0])))
        if not text.strip():
            table.confirm_end(place)
            return True
        if not _command(table, place, con, text):
            error_line(con, t("err_game_ended"))
    except Quit:
        table.confirm_end(place)
        return True
    except StoreFault:
        raise
    except TabletopError as exc:
        error_line(con, exc.message())
    return False


def board(table: Table, acc: Account) -> RenderableType:
    """The screen of a place: what it may see, drawn by the game's view, with the advice the
    observation asks for (searched before drawing, never while)."""
    advice = table.screen_advice(acc.place, SCREEN_SECONDS)
    return board_screen(table.game, acc.observation, advice)


def _height(con: Console, parts: Sequence[RenderableType]) -> int:
    options = con.options
    return sum(len(con.render_lines(part, options, pad=False)) for part in parts)


def screen(con: Console, told: Told, parts: list[RenderableType]) -> None:
    """The screen before a prompt: the board, what happened, what may be typed. What happened
    goes under the board when it fits a real terminal with it; else a bot's turn is told in
    short (issue #22: a bot's delve pushed the board off), and what still doesn't fit comes
    first, so the decider sees the whole board. Only what the bots did may wait for Enter,
    once, before the board: never a person's own move (a delve stopped at every deep
    level, since a dungeon roll and its dragons made five lines)."""
    lines = told.lines
    if lines and con.is_terminal:
        room = con.height - _height(con, parts) - 2  # the rule above, the prompt below
        if _height(con, lines) > room and told.bots:
            done, after = told.short()
            if _height(con, done + after) > room:
                for line in done:
                    con.print(line)
                read(con, t("msg_see_board"))
                done = []
            lines = done + after
        if _height(con, lines) > room:
            for line in lines:
                con.print(line)
            lines = []
    told.clear()
    con.print(Rule(style="dim"))
    con.print(parts[0])
    for line in lines:
        con.print(line)
    for part in parts[1:]:
        con.print(part)


def run(session: Session, con: Console, *, take_over: bool = False) -> int:
    """Play until the game is over or the players leave; returns the exit code. The record
    chooses the answerers: its bots, and at the table the people deal.

    The game is claimed for this window while it is played, so another window opening it
    is told (``take_over``: take it from a window that is gone); a fault of the store ends
    the run with its one line, everything committed before it kept (issue #13)."""
    store, game_id = session.store, session.game_id
    if store is None or game_id is None:
        return _play(session, con)
    if not store.claims.holds(game_id):  # a game started here was claimed as it was stored
        store.claims.claim(game_id, session.revision, take_over=take_over)
    try:
        return _play(session, con)
    finally:
        store.claims.release(game_id)


def _play(session: Session, con: Console) -> int:
    store, game_id = session.store, session.game_id
    table = Table(session)
    # A game just started here shows what was dealt with it; nothing else of it is stored.
    fresh, session.fresh = session.fresh, False
    opening = range(len(session.events)) if fresh else range(0)
    if store is not None and game_id is not None:
        # A game of own devices resumed here keeps the choices made ahead on the phones.
        table = Table(session, pending={} if fresh else store.log.pending(game_id),
                      keep=session.keep_pending)
    table.solve_ahead()  # a solo deal's best, ready by its end
    players = session.record.players
    shown = -1
    told = Told(table)
    for index in opening:
        told.add(index)
    holder: int | None = None  # who was handed the device for a secret choice
    try:
        while True:
            for index in table.advance():
                told.add(index)
            place = Place(DEVICE, ready=holder)
            acc = account(table, place)
            if acc.owed.over:
                if shown != len(session.events):
                    screen(con, told, [board(table, acc), score_table(acc.sheet)])
                    shown = len(session.events)
                if acc.confirm_end:
                    before = list(session.events)
                    if not end_confirmed(con, table, place):
                        if session.events != before:
                            shown = -1
                        continue
                report_end(con, table)
                con.print(Text(t("msg_game_over"), style="bold"))
                return 0
            if acc.handing_over is not None:
                hand_over(con, players[acc.handing_over])
                holder = acc.handing_over
            elif not acc.secret:
                holder = None
            if place.ready != holder:
                place = Place(DEVICE, ready=holder)
                acc = account(table, place)
            if shown != len(session.events):
                parts = [board(table, acc)]
                if isinstance(acc.offer, Decision):
                    parts.append(choices(acc.choices, con.width))
                screen(con, told, parts)
                shown = len(session.events)
            if acc.prompt is not None:
                prompt = narration.render(acc.prompt)
            else:
                prompt = shown_name(players[next(iter(acc.owed.seats(CHOOSING)), 0)])
            if told.bots:
                drop_typed_ahead()
                told.bots = False
            text = read(con, prompt, secret=acc.secret)
            before = list(session.events)
            try:
                handled = not text.strip() or _command(table, place, con, text)
                if handled:
                    # An empty line asks for the screen again; a command that changed the log
                    # (``fix`` keeps its length, issue #14) changed what the screen shows.
                    if handled == REDRAW or not text.strip() or session.events != before:
                        shown = -1
                    continue
                for index in table.answer(place, Typed(text)):
                    told.add(index)
                if acc.private is not None and account(table, place).private != acc.private:
                    wipe(con)  # the next player must not see what was chosen
                    holder = None
            except StoreFault:
                raise  # not a mistyped move: asking again would not help
            except TabletopError as exc:
                error_line(con, exc.message())
    except Quit:
        if session.game_id is not None:
            con.print(Text(t("msg_saved", id=session.game_id), style="bold"))
        return 0
