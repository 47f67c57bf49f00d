"""``tabletop``: the root of the command line. Only the root is made here; a verb's command is
built, and its modules and game plugin imported, when the line names it (tabletop.cli.host,
tabletop.cli.verbs), so ``tabletop --help`` and shell completion start as fast as Typer itself
(issue #14, benchmarks/startup.py)."""

from __future__ import annotations

from functools import cache, partial
from typing import Annotated, Any

import typer

from tabletop import __version__, registry
from tabletop.cli.common import LangOpt
from tabletop.cli.group import HostGroup, Loader
from tabletop.text.i18n import t

HOST_VERBS = ("games", "resume", "history", "show", "stats", "export", "import", "review",
              "serve", "config")
"""The host's verbs in the order of the help (tabletop.cli.host makes them; a test checks the
two lists agree)."""


class TabletopGroup(HostGroup):
    def loaders(self) -> dict[str, Loader]:
        found: dict[str, Loader] = {name: partial(_verb, name) for name in HOST_VERBS}
        for game in self.game_names():
            found.setdefault(game, partial(game_command, game))
        return found

    def game_names(self) -> list[str]:
        return registry.names()


@cache
def _verb(name: str) -> Any:
    from tabletop.cli.host import host_command

    return host_command(name)


def game_command(game_id: str) -> Any:
    from tabletop.cli.verbs import game_command as build

    return build(game_id)


def version_callback(value: bool) -> None:
    if value:
        typer.echo(t("version", version=__version__))
        raise typer.Exit()


def build_app() -> typer.Typer:
    app = typer.Typer(name="tabletop", help="Companions for tabletop games.",
                      no_args_is_help=True, cls=TabletopGroup, rich_markup_mode=None,
                      pretty_exceptions_enable=False)

    @app.callback()
    def root(lang: LangOpt = None,
             version: Annotated[bool, typer.Option(
                 "--version", callback=version_callback, is_eager=True,
                 help="Show the version and exit.")] = False) -> None:
        """Companions for tabletop games: hotseat, at the table, score tallies."""
        # HostGroup has set the language from --lang, wherever it stands on the line; this
        # --lang is the one every command and group borrows.

    return app


app = build_app()


def main() -> None:
    app()
