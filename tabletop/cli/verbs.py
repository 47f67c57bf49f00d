"""The verbs every game gets: ``play``, ``table``, ``score``, ``replay``, ``rules`` (and
``challenge`` or ``match``, ``hint``, ``solve``, ``simulate`` where the game can)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table as RichTable
from rich.text import Text
from typer.core import TyperGroup

from tabletop import i18n
from tabletop.cli import advisors, loop, tally, together
from tabletop.cli.common import BotOpt, JsonOpt, OptionOpt, PagerOpt, PlayerOpt
from tabletop.cli.numbers import SEEDS
from tabletop.cli.render import console, error_line, json_text, paged, score_table
from tabletop.cli.rule_options import example_words, explain_options, is_help
from tabletop.cli.seats import default_players, options_for, seating
from tabletop.events import BadInput
from tabletop.i18n import t
from tabletop.play.dealers import new_seed
from tabletop.play.session import Session, chosen_options, parse_option_pairs, settable
from tabletop.play.table import WATCH, Place, Table
from tabletop.play.transcript import replay_file
from tabletop.plugin import Game
from tabletop.store.database import Store
from tabletop.text.labels import options_in_words


def start_game(game: Game[Any], option: list[str] | None, player: list[str] | None,
               bot: list[str] | None, *, mode: str, seed: int | None) -> None:
    options = options_for(game, option)
    if not option and sys.stdin.isatty():
        options = ask_options(game, options, mode)
    players, bots, strategies = seating(game, player, bot)
    session = Session.start(game, options, players, mode=mode, seed=seed, store=Store(),
                            bots=bots, strategies=strategies, opened=True)
    con = console()
    title = game.meta.titles[i18n.language()]
    con.print(Text(t("msg_new_game", id=session.game_id, title=title, seed=seed)
                   if mode == "play" else
                   t("msg_new_table_game", id=session.game_id, title=title), style="bold"))
    raise typer.Exit(loop.run(session, con))


def ask_options(game: Game[Any], options: Any, verb: str = "play") -> Any:
    """At a real terminal, offer the rule-set options before the first card; ``?`` or ``help``
    explains each (issue #14)."""
    con = console()
    # as typed, since they are typed here, and in words beside them (issue #28)
    fields = type(options).model_fields
    current = RichTable.grid(padding=(0, 2))
    current.add_column(no_wrap=True)
    current.add_column(overflow="fold")
    for name, value in settable(options).items():
        current.add_row(f"{name}={value}", options_in_words(fields, {name: value}))
    con.print(current, style="dim")
    while True:
        try:
            text = con.input(Text(t("msg_ask_options") + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            raise typer.Exit(0) from None
        if not text.strip():
            return options
        if is_help(text):
            con.print(explain_options(game, options, verb))
            continue
        try:
            # What the app keeps (``settable`` leaves it out) is no person's to type.
            values = {**settable(options), **parse_option_pairs(text.split())}
            return chosen_options(game, values)
        except BadInput as exc:
            error_line(con, exc.message())


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
        start_game(game, option, player, bot, mode="play",
                   seed=new_seed() if seed is None else seed)

    @sub.command("table")
    def table(option: OptionOpt = None, player: PlayerOpt = None, bot: BotOpt = None) -> None:
        """At the table: you turn the cards and roll the dice, the app keeps the books."""
        start_game(game, option, player, bot, mode="table", seed=None)

    tally.register(sub, game)

    @sub.command("replay")
    def replay(file: Annotated[Path, typer.Argument(
                   help="A transcript or exported record.", metavar="FILE")],
               as_json: JsonOpt = False, player: PlayerOpt = None) -> None:
        """Replay a transcript (one event per line) or an exported JSON record."""
        session = replay_file(game, file, default_players(game, player))
        if as_json:
            typer.echo(json_text(game.summary(session.state)))
            return
        con = console()
        con.print(loop.board(Table(session), Place(WATCH)))
        con.print(score_table(game.score(session.state)))

    @sub.command("rules")
    def rules(option: OptionOpt = None, pager: PagerOpt = True) -> None:
        """The rules in short, with the active options."""
        from rich.markdown import Markdown  # with Pygments: only for the rules (issue #26)

        text = game.rules_text(options_for(game, option))
        with paged(pager) as con:
            con.print(Markdown(text))

    together.register(sub, game)
    advisors.register(sub, game)
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
    from tabletop.play import registry

    return typer.main.get_group(game_app(registry.get(game_id)))
