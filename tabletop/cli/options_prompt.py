"""The rule-set options offered at a terminal before the first move of ``play`` and ``table``:
shown as typed with their words beside them, changed one ``key=value`` at a time and shown
again with what changed marked, until Enter on an empty line starts the game (issue #14: one
change started the game at once, with no second change and no look at the result)."""

from __future__ import annotations

from typing import Any

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tabletop.cli.render import error_line
from tabletop.cli.rule_options import explain_options, is_help
from tabletop.events import BadInput
from tabletop.plugin import Game
from tabletop.session.session import chosen_options, parse_option_pairs, settable
from tabletop.text.i18n import t
from tabletop.text.labels import options_in_words


def options_grid(options: BaseModel, start: BaseModel) -> Table:
    """Each option as typed (``key=value``, the first thing on its line, so it can be typed
    again) and in words; an option that differs from ``start`` is marked as changed."""
    fields = type(options).model_fields
    before = settable(start)
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    for name, value in settable(options).items():
        words = Text(options_in_words(fields, {name: value}), style="dim")
        changed = before.get(name) != value
        if changed:
            words.append("  ← " + t("options_changed"), style="bold")
        grid.add_row(Text(f"{name}={value}", style="bold" if changed else "dim"), words)
    return grid


def ask(con: Console, game: Game[Any], options: BaseModel, verb: str = "play") -> BaseModel:
    """The options the players settle on. Each accepted change shows them again and asks again;
    a bad line is one error and changes nothing; end of input or Ctrl-C leaves (exit 0)."""
    start = current = options
    con.print(options_grid(current, start))
    while True:
        try:
            text = con.input(Text(t("msg_ask_options") + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            con.print()
            raise typer.Exit(0) from None
        if not text.strip():
            return current
        if is_help(text):
            con.print(explain_options(game, current, verb))
            continue
        try:
            # What the app keeps (``settable`` leaves it out) is no person's to type.
            values = {**settable(current), **parse_option_pairs(text.split())}
            current = chosen_options(game, values)
        except BadInput as exc:
            error_line(con, exc.message())
            continue
        con.print(options_grid(current, start))
