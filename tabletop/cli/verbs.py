"""The verbs every game gets: ``play``, ``table``, ``score``, ``replay``, ``rules`` (and
``challenge`` or ``match``, ``hint``, ``solve``, ``simulate`` where the game can).

Only what the help shows is made here; a verb imports what it does when it runs (the session,
the store, the search, Rich), so a game's help starts as fast as its plugin loads (issue #26)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from tabletop.cli import advisor_commands, tally_command, together_commands
from tabletop.cli.common import BotOpt, JsonOpt, OptionOpt, PagerOpt, PlayerOpt
from tabletop.cli.file_command import FileCommand
from tabletop.cli.numbers import SEEDS
from tabletop.cli.rule_options import example_words
from tabletop.plugin import Game, Tallies, rules_text, summary
from tabletop.text import i18n


def game_app(game: Game[Any]) -> typer.Typer:
    title = game.meta.titles.get("en", game.meta.id)
    sub = typer.Typer(name=game.meta.id, cls=game_group(game), rich_markup_mode=None,
                      help=f"{title}: play, keep the books at the table, tally, replay.",
                      no_args_is_help=True)

    @sub.command("play")
    def play(seed: Annotated[int | None, typer.Option(
                 help="Deal from this seed.", parser=SEEDS.parser("--seed"), metavar="N",
                 show_default=False)] = None,
             option: OptionOpt = None, player: PlayerOpt = None, bot: BotOpt = None) -> None:
        """Hotseat: the app deals and rolls."""
        from tabletop.cli.start import start_game

        start_game(game, option, player, bot, mode="play", seed=seed)

    @sub.command("table")
    def table(option: OptionOpt = None, player: PlayerOpt = None, bot: BotOpt = None) -> None:
        """At the table: you turn the cards and roll the dice, the app keeps the books."""
        from tabletop.cli.start import start_game

        start_game(game, option, player, bot, mode="table", seed=None)

    if isinstance(game, Tallies):
        tally_command.register(sub, game)

    @sub.command("replay", cls=FileCommand)
    def replay(file: Annotated[Path, typer.Argument(
                   help="A transcript or exported record.", metavar="FILE")],
               as_json: JsonOpt = False, player: PlayerOpt = None,
               pager: PagerOpt = True) -> None:
        """Replay a transcript (one event per line) or an exported JSON record."""
        from tabletop.archive.transcript import replay_file
        from tabletop.cli import loop
        from tabletop.cli.render import json_text, paged, score_table
        from tabletop.cli.seats import checked_names, default_players
        from tabletop.session.account import account
        from tabletop.session.table import WATCH, Place, Table

        given = checked_names(player or [])  # a bad name is refused before the file is read
        session = replay_file(game, file, lambda: default_players(game, given),
                              given=bool(given))
        if as_json:
            typer.echo(json_text(summary(game, session.state)))
            return
        table = Table(session)
        watching = account(table, Place(WATCH))
        with paged(pager) as con:
            con.print(loop.board(table, watching))
            con.print(score_table(watching.sheet))

    @sub.command("rules")
    def rules(option: OptionOpt = None, pager: PagerOpt = True) -> None:
        """The rules in short, with the active options."""
        from rich.markdown import Markdown  # with Pygments: only for the rules (issue #26)

        from tabletop.cli.render import paged
        from tabletop.cli.seats import options_for

        text = rules_text(game, options_for(game, option))
        with paged(pager) as con:
            con.print(Markdown(text))

    together_commands.register(sub, game)
    advisor_commands.register(sub, game)
    return sub


def game_group(game: Game[Any]) -> type[TyperGroup]:
    """A group that remembers its game's titles, so its help can name it in either language,
    and one of its options, for the help's example of ``--option``."""

    class GameGroup(TyperGroup):
        game_title = property(lambda self: game.meta.titles[i18n.language()])
        option_example = property(lambda self: example_words(game.meta.options))

    return GameGroup


def game_command(game_id: str) -> Any:
    """The Click group of one game (its plugin imported now); the one-line error for a name
    that is no game."""
    from tabletop import registry

    return typer.main.get_group(game_app(registry.get(game_id)))
