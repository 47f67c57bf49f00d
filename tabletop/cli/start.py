"""Starting a game from the command line (``<game> play`` and ``table``): the rule-set options
offered at a terminal, the seats, the session and its loop. Loaded when a game starts, not with
a game's help (``tabletop.cli.verbs``; issue #26: start-up)."""

from __future__ import annotations

import sys
from typing import Any

import typer
from rich.text import Text

from tabletop.cli import loop
from tabletop.cli.render import console
from tabletop.cli.seats import options_for, seating
from tabletop.plugin import Game
from tabletop.session.dealers import new_seed
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.text import i18n
from tabletop.text.i18n import t


def start_game(game: Game[Any], option: list[str] | None, player: list[str] | None,
               bot: list[str] | None, *, mode: str, seed: int | None) -> None:
    """A new game in the terminal: ``seed`` the one typed with --seed (None: a new deal, or
    the people deal at the table)."""
    options = options_for(game, option)
    # Who plays first (a name asked once), then the rules: a card typed after the options
    # must not be taken for a name.
    players, bots, strategies = seating(game, player, bot)
    if not option and sys.stdin.isatty():
        options = ask_options(game, options, mode)
    # A seed deals the game's hidden cards again: one the app drew is not shown until the
    # game has ended (``show``), one typed with --seed is known already.
    chosen = seed is not None
    if mode == "play" and seed is None:
        seed = new_seed()
    session = Session.start(game, options, players, mode=mode, seed=seed, store=Store(),
                            bots=bots, strategies=strategies, opened=True)
    con = console()
    title = game.meta.titles[i18n.language()]
    if mode != "play":
        said = t("msg_new_table_game", id=session.game_id, title=title)
    elif chosen:
        said = t("msg_new_game", id=session.game_id, title=title, seed=seed)
    else:
        said = t("msg_new_game_dealt", id=session.game_id, title=title)
    con.print(Text(said, style="bold"))
    raise typer.Exit(loop.run(session, con))


def ask_options(game: Game[Any], options: Any, verb: str = "play") -> Any:
    """At a real terminal, offer the rule-set options before the first card (issue #14)."""
    from tabletop.cli import options_prompt

    return options_prompt.ask(console(), game, options, verb)
