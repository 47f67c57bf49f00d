"""The interactive loop shared by ``play``, ``table`` and ``resume``.

Every accepted event is committed by the session before the next prompt; quitting, Ctrl-C,
end of input and a killed process all leave a game that ``tabletop resume`` continues.
"""

from __future__ import annotations

import sys
from typing import Any

from rich.console import Console
from rich.markdown import Markdown
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from tabletop.cli import advisors
from tabletop.cli.render import error_line, score_table
from tabletop.dealers import RandomDealer
from tabletop.events import BadInput, IllegalAction, TabletopError
from tabletop.i18n import t
from tabletop.plugin import Chance, Decision, Over, best_for_deal, has_advice
from tabletop.session import Session, make_options

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


def hidden_events(session: Session, table_mode: bool) -> set[int]:
    """Secret choices not yet revealed: the trailing run of secret decisions while another
    secret decision is awaited. At the table nothing is secret: the cards lie on the table."""
    now = session.game.awaiting(session.state)
    if table_mode or not (isinstance(now, Decision) and now.secret):
        return set()
    hidden: set[int] = set()
    for index in range(len(session.events) - 1, -1, -1):
        before = session.game.awaiting(session.states[index])
        if not (isinstance(before, Decision) and before.secret):
            break
        hidden.add(index)
    return hidden


def entry(session: Session, index: int, hidden: set[int]) -> str:
    return t("log_secret") if index in hidden else session.game.notation(session.events[index])


def hand_over(con: Console, player: str) -> None:
    """Clear the screen and wait until the named player has the device."""
    con.clear()
    con.print(Text(t("msg_hand_over", player=player), style="bold"))
    try:
        con.input("")
    except (EOFError, KeyboardInterrupt):
        con.print()
        raise Quit from None


def show_log(con: Console, session: Session, table_mode: bool) -> None:
    table = Table(title=t("log_title"), title_justify="left", show_header=False, box=None)
    table.add_column(justify="right", style="dim")
    table.add_column()
    hidden = hidden_events(session, table_mode)
    for index, event in enumerate(session.events):
        who = "·" if event.is_chance else session.record.players[int(event.actor)]
        table.add_row(str(index + 1), f"{who}: {entry(session, index, hidden)}")
    con.print(table if session.events else Text(t("log_empty"), style="dim"))


def show_help(con: Console, session: Session, table_mode: bool) -> None:
    table = Table(title=t("help_title"), title_justify="left", show_header=False, box=None)
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    for command, key in session.game.commands_help(session.state):
        table.add_row(command, t(key))
    table.add_row("undo", t("help_undo_table" if table_mode else "help_undo_play"))
    if table_mode:
        table.add_row("fix N …", t("help_fix"))
    if has_advice(session.game):
        table.add_row("hint", t("help_hint"))
    for command, key in (("log", "help_log"), ("score", "help_score"),
                         ("rules", "help_rules"), ("quit", "help_quit"), ("help", "help_help")):
        table.add_row(command, t(key))
    con.print(table)


def _fix(session: Session, con: Console, rest: str) -> None:
    number_text, _, entry = rest.strip().partition(" ")
    if not number_text.isdigit() or not entry.strip():
        raise BadInput("err_fix_syntax")
    number = int(number_text)
    if not 1 <= number <= len(session.events):
        raise BadInput("err_no_such_entry", number=number, count=len(session.events))
    event = session.game.parse(session.states[number - 1], entry)
    dropped = session.correct(number, event)
    if dropped is None:
        con.print(Text(t("msg_fixed", number=number), style="green"))
    else:
        con.print(Text(t("msg_fix_dropped", number=dropped[0], reason=dropped[1]),
                       style="yellow"))


def _command(session: Session, con: Console, text: str, table_mode: bool) -> bool:
    """Handle a host command; False when ``text`` is a move for the game."""
    word, _, rest = text.strip().partition(" ")
    word = word.lower()
    if word in HELP and not rest:
        show_help(con, session, table_mode)
    elif word in UNDO and not rest:
        hidden = hidden_events(session, table_mode)
        taken = [i for i, e in enumerate(session.events)
                 if table_mode or not (e.is_chance or e.actor in session.record.bots)]
        label = entry(session, taken[-1], hidden) if taken else ""
        if session.undo(decisions_only=not table_mode) and taken:
            con.print(Text(t("msg_undone", entry=label), style="yellow"))
        else:
            con.print(Text(t("msg_nothing_to_undo"), style="dim"))
    elif word in QUIT and not rest:
        raise Quit
    elif word in SCORE and not rest:
        con.print(score_table(session.game.score(session.state)))
    elif word in LOG and not rest:
        show_log(con, session, table_mode)
    elif word in RULES and not rest:
        options = make_options(session.game, session.record.options)
        con.print(Markdown(session.game.rules_text(options)))
    elif word in FIX and table_mode:
        _fix(session, con, rest)
    elif word in HINT and not rest:
        advisors.hint_command(con, session.game, session.state)
    else:
        return False
    return True


MAX_CHOICES = 24


def flush(con: Console, dealt: list[str]) -> None:
    """Say what the dealer revealed since the last time anything was shown."""
    if dealt:
        con.print(Text(t("msg_dealt", entry=" · ".join(dealt)), style="dim"))
        dealt.clear()


def choices(game: Any, awaiting: Decision) -> Text:
    """The legal actions as the words to type, so nobody has to guess the notation."""
    names = list(dict.fromkeys(game.notation(action) for action in awaiting.actions))
    shown = names[:MAX_CHOICES] + (["…"] if len(names) > MAX_CHOICES else [])
    line = Text(t("msg_choices") + " ", style="bold")
    line.append(" · ".join(shown), style="dim")
    return line


DEAL_SECONDS = 3.0
"""How long the end of a game may wait for the best score of its deal (else: the best found)."""


def report_deal(session: Session, con: Console, table_mode: bool) -> None:
    """A dealt solo game ends by saying how far the score was from the best for that deal."""
    seed = session.record.seed
    if table_mode or seed is None or len(session.record.players) != 1:
        return
    options = make_options(session.game, session.record.options)
    best = best_for_deal(session.game, options, seed, DEAL_SECONDS)
    score = session.game.score(session.state).players[0].total
    if best is None or score is None:
        return
    value, exact = best
    if not exact:
        con.print(Text(t("deal_best_found", best=value, score=score), style="dim"))
    elif score >= value:
        con.print(Text(t("deal_best_reached", best=value), style="green"))
    else:
        con.print(Text(t("deal_best", best=value, score=score, gap=value - score), style="bold"))


def run(session: Session, con: Console, *, table_mode: bool) -> int:
    """Play until the game is over or the players leave; returns the exit code."""
    game = session.game
    dealer = RandomDealer(session.record.seed or 0)
    shown = -1
    dealt: list[str] = []
    humans = len(session.record.players) - len(session.record.bots)
    holder: int | None = None  # who was handed the device for a secret choice
    try:
        while True:
            awaiting: Any = game.awaiting(session.state)
            if isinstance(awaiting, Over):
                con.print(Rule(style="dim"))
                con.print(game.view(session.state, None))
                con.print(score_table(game.score(session.state)))
                report_deal(session, con, table_mode)
                con.print(Text(t("msg_game_over"), style="bold"))
                return 0
            if isinstance(awaiting, Chance) and not table_mode:
                event = dealer.deal(awaiting, session.chance_count)
                session.apply(event)
                dealt.append(game.notation(event))
                continue
            if isinstance(awaiting, Decision) and awaiting.player in session.record.bots:
                event = session.bot_move(awaiting.player)
                session.apply(event)
                flush(con, dealt)
                con.print(Text(t("msg_bot_move", player=session.record.players[awaiting.player],
                                 entry=game.notation(event)), style="cyan"))
                continue
            secret = isinstance(awaiting, Decision) and awaiting.secret and not table_mode
            if secret and humans > 1 and holder != awaiting.player:
                hand_over(con, session.record.players[awaiting.player])
                holder = awaiting.player
            if not secret:
                holder = None
            if shown != len(session.events):
                con.print(Rule(style="dim"))
                flush(con, dealt)
                viewer = awaiting.player if isinstance(awaiting, Decision) else None
                con.print(game.view(session.state, viewer))
                if isinstance(awaiting, Decision):
                    con.print(choices(game, awaiting))
                shown = len(session.events)
            if isinstance(awaiting, Chance):
                prompt = t(awaiting.what, **dict(awaiting.params))
            else:
                prompt = session.record.players[awaiting.player]
            text = read(con, prompt, secret=secret)
            try:
                if not text.strip() or _command(session, con, text, table_mode):
                    if not text.strip():
                        shown = -1
                    continue
                event = game.parse(session.state, text)
                if isinstance(awaiting, Decision) and event.actor != awaiting.player \
                        and not event.is_chance:
                    raise IllegalAction("err_not_your_turn")
                session.apply(event)
                after = game.awaiting(session.state)
                if secret and humans > 1 and not (isinstance(after, Decision) and after.secret
                                                  and after.player == holder):
                    con.clear()  # the next player must not see what was chosen
                    holder = None
            except TabletopError as exc:
                error_line(con, exc.message())
    except Quit:
        if session.game_id is not None:
            con.print(Text(t("msg_saved", id=session.game_id), style="bold"))
        return 0
