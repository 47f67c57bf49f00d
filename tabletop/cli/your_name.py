"""The name a game played alone (or a tally of one) is kept under: asked once at a terminal and
remembered on this machine, as git remembers ``user.name`` (issue #39: a default of "P1" filled
the statistics with P1). ``tabletop config name`` shows or changes it. A game for several asks
who plays, at a terminal, when nobody was named."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TypeVar

import typer
from rich.text import Text

from tabletop.cli.render import console, error_line
from tabletop.store.database import Store, home
from tabletop.text.errors import BadInput
from tabletop.text.i18n import t
from tabletop.text.names import clean_name, default_name, seat_names

T = TypeVar("T")

NAME = "name"
"""The setting's key in the store (``store.settings``)."""


def login_name() -> str:
    """The user's login name, if it may be a player's name; else the first seat's name."""
    try:
        return clean_name(os.environ.get("USER") or default_name(0))
    except BadInput:
        return default_name(0)


def remembered(store: Store) -> str | None:
    """The name kept on this machine, if it is still one a player may have."""
    kept = store.settings.get(NAME)
    try:
        return None if kept is None else clean_name(kept)
    except BadInput:
        return None


def remembered_name() -> str | None:
    """The name this machine keeps, without making a store to look."""
    return remembered(Store()) if (home() / "tabletop.db").exists() else None


def your_name(*, ask: bool) -> str:
    """The remembered name; else, when ``ask`` and someone is at a terminal, the name they
    give (kept for next time); else the login name. Nothing asked, no store is made: a
    ``replay`` leaves no database behind."""
    kept = remembered_name()
    if kept is not None:
        return kept
    if not (ask and at_terminal()):
        return login_name()
    name = ask_name(login_name())
    Store().settings.keep(NAME, name)
    console().print(Text(t("msg_name_kept", name=name), style="dim"))
    return name


def who_plays(low: int, high: int, default: list[str]) -> list[str]:
    """At a terminal, the names of a game's players when none were given (Enter: ``default``):
    a group's names, not P1 and P2, in the statistics."""
    if not at_terminal():
        return default

    def names(text: str) -> list[str]:
        found = seat_names([part for part in text.split(",") if part.strip()], [])
        if not low <= len(found) <= high:
            raise BadInput("err_players_typed", low=low, high=high, count=len(found))
        return found

    return asked(t("msg_ask_players", low=low, high=high, default=", ".join(default)),
                 default, names)


def at_terminal() -> bool:
    return sys.stdin.isatty()


def ask_name(default: str) -> str:
    """Asked until it is a name a player may have; Enter takes ``default``."""
    return asked(t("msg_ask_name", default=default), default, clean_name)


def asked(prompt: str, default: T, read: Callable[[str], T]) -> T:
    """What ``read`` makes of the typed line, asked again (with the reason) until it can;
    Enter or the end of input takes ``default``, Ctrl-C leaves before anything starts."""
    con = console()
    while True:
        try:
            text = con.input(Text(prompt + " › ", style="bold"))
        except EOFError:
            return default
        except KeyboardInterrupt:
            con.print()
            raise typer.Exit(0) from None
        if not text.strip():
            return default
        try:
            return read(text)
        except BadInput as exc:
            error_line(con, exc.message())
