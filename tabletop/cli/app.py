"""``tabletop``: host verbs, and play / table / score / replay / rules for every game."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text
from typer.core import TyperGroup

from tabletop import __version__, i18n, registry
from tabletop.cli import advisors, loop, records, serve, tally, together
from tabletop.cli.common import (
    BotOpt,
    JsonOpt,
    LangOpt,
    OptionOpt,
    PlayerOpt,
    UsageProblem,
    default_players,
    options_for,
    seating,
)
from tabletop.cli.group import HostGroup
from tabletop.cli.numbers import IDS, SEEDS, shown, whole
from tabletop.cli.render import console, error_line, json_text, score_table
from tabletop.dealers import new_seed
from tabletop.driver import Driver
from tabletop.events import BadInput
from tabletop.i18n import t
from tabletop.plugin import Game
from tabletop.session import Session, chosen_options, parse_option_pairs, settable
from tabletop.store import Store
from tabletop.transcript import replay_file


def start_game(game: Game[Any], option: list[str] | None, player: list[str] | None,
               bot: list[str] | None, *, mode: str, seed: int | None) -> None:
    options = options_for(game, option)
    if not option and sys.stdin.isatty():
        options = ask_options(game, options)
    players, bots, strategies = seating(game, player, bot)
    session = Session.start(game, options, players, mode=mode, seed=seed, store=Store(),
                            bots=bots, strategies=strategies)
    con = console()
    title = game.meta.titles[i18n.language()]
    con.print(Text(t("msg_new_game", id=session.game_id, title=title, seed=seed)
                   if mode == "play" else
                   t("msg_new_table_game", id=session.game_id, title=title), style="bold"))
    raise typer.Exit(loop.run(session, con))


def ask_options(game: Game[Any], options: Any) -> Any:
    """At a real terminal, offer the rule-set options before the first card."""
    con = console()
    current = " ".join(f"{k}={v}" for k, v in settable(options).items())
    con.print(Text(current, style="dim"))
    while True:
        try:
            text = con.input(Text(t("msg_ask_options") + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            raise typer.Exit(0) from None
        if not text.strip():
            return options
        try:
            # What the app keeps (``settable`` leaves it out) is no person's to type.
            values = {**settable(options), **parse_option_pairs(text.split())}
            return chosen_options(game, values)
        except BadInput as exc:
            error_line(con, exc.message())


def game_app(game: Game[Any]) -> typer.Typer:
    title = game.meta.titles.get("en", game.meta.id)
    sub = typer.Typer(help=f"{title}: play, keep the books at the table, tally, replay.",
                      no_args_is_help=True)

    @sub.command("play")
    def play(seed: Annotated[int | None, typer.Option(
                 help="Deal from this seed.", parser=SEEDS.parser("--seed"))] = None,
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
    def replay(file: Annotated[Path, typer.Argument(help="A transcript or exported record.")],
               as_json: JsonOpt = False, player: PlayerOpt = None) -> None:
        """Replay a transcript (one event per line) or an exported JSON record."""
        session = replay_file(game, file, default_players(game, player))
        if as_json:
            typer.echo(json_text(game.summary(session.state)))
            return
        con = console()
        con.print(loop.board(Driver.for_session(session), None))
        con.print(score_table(game.score(session.state)))

    @sub.command("rules")
    def rules(option: OptionOpt = None) -> None:
        """The rules in short, with the active options."""
        console().print(Markdown(game.rules_text(options_for(game, option))))

    together.register(sub, game)
    advisors.register(sub, game)
    return sub


def game_group(game: Game[Any]) -> type[TyperGroup]:
    """A group that remembers its game's titles, so its help can name it in either language."""

    class GameGroup(TyperGroup):
        game_title = property(lambda self: game.meta.titles[i18n.language()])

    return GameGroup


def version_callback(value: bool) -> None:
    if value:
        typer.echo(t("version", version=__version__))
        raise typer.Exit()


def build_app() -> typer.Typer:
    app = typer.Typer(name="tabletop", help="Companions for tabletop games.",
                      no_args_is_help=True, cls=HostGroup, add_completion=False,
                      pretty_exceptions_enable=False)

    @app.callback()
    def root(lang: LangOpt = None,
             version: Annotated[bool, typer.Option(
                 "--version", callback=version_callback, is_eager=True,
                 help="Show the version and exit.")] = False) -> None:
        """Companions for tabletop games: hotseat, at the table, score tallies."""
        # HostGroup has set the language from --lang, wherever it stands on the line; this
        # --lang is the one every command and group borrows.

    @app.command("games")
    def games_cmd() -> None:
        """List the games."""
        table = Table(title=t("games_title"), title_justify="left")
        table.add_column("")
        table.add_column(t("col_game"))
        table.add_column(t("col_players_range"), justify="right")
        for game in registry.games().values():
            meta = game.meta
            players = (str(meta.min_players) if meta.min_players == meta.max_players
                       else f"{meta.min_players}-{meta.max_players}")
            table.add_row(meta.id, meta.titles[i18n.language()], players)
        console().print(table)

    @app.command("resume")
    def resume(game_id: Annotated[int | None, typer.Argument(
                   help="The game's ID.", parser=IDS.parser("ID"))] = None,
               take_over: Annotated[bool, typer.Option(
                   "--take-over", help="Take the game from a window that is gone.")] = False,
               ) -> None:
        """Continue an unfinished game (without an ID: choose from the list)."""
        store = Store()
        con = console()
        if game_id is None:
            rows = store.games(unfinished=True)
            if not rows:
                con.print(t("err_no_unfinished"))
                return
            con.print(records.games_table(rows, t("unfinished_title")))
            # The most recent game nobody has open: the one in another window stays there.
            first = next((r for r in rows if not store.open_elsewhere(r.id)), rows[0])
            try:
                text = con.input(Text(t("msg_pick_game", id=first.id) + " › ", style="bold"))
            except EOFError:
                text = ""  # piped input without an answer: the most recent game
            except KeyboardInterrupt:
                con.print()
                return
            picked = whole(text)
            if text.strip() and picked is None:
                raise UsageProblem(BadInput("err_no_such_game", id=shown(text.strip())))
            game_id = first.id if picked is None else picked
        record = store.load(game_id)
        game = registry.get(record.game)
        session = Session.from_record(game, record, store=store, game_id=game_id)
        if session.over and not Driver.for_session(session).at_table:
            # A table game that ended may be reopened to take a mistyped last entry back.
            raise BadInput("err_game_finished", id=game_id)
        con.print(Text(t("msg_resumed", id=game_id, title=game.meta.titles[i18n.language()],
                         count=len(session.events)), style="bold"))
        code = loop.run(session, con, take_over=take_over)
        match_id = store.row(game_id).match_id
        if session.over and match_id is not None:
            if len(store.games(match_id=match_id)) < store.match(match_id).planned:
                together.show_standings(store, match_id, con)
            code = together.run_match(store, match_id, con)  # the match goes on
        raise typer.Exit(code)

    records.register(app)
    serve.register(app)

    for game_plugin in registry.games().values():
        app.add_typer(game_app(game_plugin), name=game_plugin.meta.id,
                      cls=game_group(game_plugin))
    return app


app = build_app()


def main() -> None:
    app()
