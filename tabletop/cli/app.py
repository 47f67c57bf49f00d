"""``tabletop``: host verbs, and play / table / score / replay / rules for every game."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import datetime
from functools import wraps
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text
from typer.core import TyperGroup

from tabletop import __version__, i18n, registry
from tabletop.cli import loop
from tabletop.cli.group import HostGroup
from tabletop.cli.render import console, error_console, error_line, score_table, sheet_json
from tabletop.dealers import new_seed
from tabletop.events import BadInput, TabletopError
from tabletop.i18n import t
from tabletop.plugin import Game, has_bots
from tabletop.session import Session, make_options, parse_option_pairs
from tabletop.store import Store
from tabletop.transcript import replay_file

F = TypeVar("F", bound=Callable[..., Any])

LangOpt = Annotated[str | None, typer.Option("--lang", help="Language: en or de.")]
OptionOpt = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="A rule-set option, key=value (repeatable).")]
PlayerOpt = Annotated[list[str] | None, typer.Option(
    "--player", "-p", help="A player's name (repeat for each seat).")]
BotOpt = Annotated[list[str] | None, typer.Option(
    "--bot", help="A seat the app plays, by name (repeatable).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]


class UsageProblem(Exception):
    """A user error on the command line itself (exit code 2)."""

    def __init__(self, error: TabletopError) -> None:
        super().__init__(error.key)
        self.error = error


def use_lang(lang: str | None) -> None:
    if lang is not None:
        if lang not in i18n.LANGUAGES:
            raise UsageProblem(BadInput("err_bad_option", option="--lang", value=lang,
                                        reason="en, de"))
        i18n.set_language(lang)


def friendly(func: F) -> F:
    """One readable line and exit code 1 (rules, data) or 2 (usage) instead of a traceback."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except UsageProblem as exc:
            error_line(error_console(), exc.error.message())
            raise typer.Exit(2) from None
        except FileNotFoundError as exc:
            error_line(error_console(), t("err_file_missing", path=exc.args[0]))
            raise typer.Exit(2) from None
        except TabletopError as exc:
            error_line(error_console(), exc.message())
            raise typer.Exit(1) from None

    return wrapper  # type: ignore[return-value]


def options_for(game: Game[Any], pairs: list[str] | None) -> Any:
    try:
        return make_options(game, parse_option_pairs(pairs or []))
    except BadInput as exc:
        raise UsageProblem(exc) from None


def default_players(game: Game[Any], given: list[str] | None) -> list[str]:
    players = list(given or [])
    if not players:
        name = os.environ.get("USER") or t("default_player")
        players = [name] if game.meta.min_players <= 1 else [
            f"{t('default_player')} {i + 1}" for i in range(game.meta.min_players)]
    if not game.meta.min_players <= len(players) <= game.meta.max_players:
        raise UsageProblem(BadInput("err_players_count", game=game.meta.titles[i18n.language()],
                                    low=game.meta.min_players, high=game.meta.max_players,
                                    count=len(players)))
    return players


def start_game(game: Game[Any], option: list[str] | None, player: list[str] | None,
               bot: list[str] | None, *, mode: str, seed: int | None) -> None:
    options = options_for(game, option)
    if not option and sys.stdin.isatty():
        options = ask_options(game, options)
    if bot and not has_bots(game):
        raise UsageProblem(BadInput("err_no_bots", game=game.meta.titles[i18n.language()]))
    humans = list(player or []) if (player or bot) else default_players(game, None)
    players = default_players(game, humans + list(bot or []))
    bots = list(range(len(humans), len(players)))
    session = Session.start(game, options, players, mode=mode, seed=seed, store=Store(),
                            bots=bots)
    con = console()
    title = game.meta.titles[i18n.language()]
    con.print(Text(t("msg_new_game", id=session.game_id, title=title, seed=seed)
                   if mode == "play" else
                   t("msg_new_table_game", id=session.game_id, title=title), style="bold"))
    raise typer.Exit(loop.run(session, con, table_mode=mode == "table"))


def ask_options(game: Game[Any], options: Any) -> Any:
    """At a real terminal, offer the rule-set options before the first card."""
    con = console()
    current = " ".join(f"{k}={v}" for k, v in options.model_dump().items())
    con.print(Text(current, style="dim"))
    while True:
        try:
            text = con.input(Text(t("msg_ask_options") + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            raise typer.Exit(0) from None
        if not text.strip():
            return options
        try:
            values = {**options.model_dump(), **parse_option_pairs(text.split())}
            return make_options(game, values)
        except BadInput as exc:
            error_line(con, exc.message())


def game_app(game: Game[Any]) -> typer.Typer:
    title = game.meta.titles.get("en", game.meta.id)
    sub = typer.Typer(help=f"{title}: play, keep the books at the table, tally, replay.",
                      no_args_is_help=True)

    @sub.command("play")
    @friendly
    def play(seed: Annotated[int | None, typer.Option(help="Deal from this seed.")] = None,
             option: OptionOpt = None, player: PlayerOpt = None, bot: BotOpt = None,
             lang: LangOpt = None) -> None:
        """Hotseat: the app deals and rolls."""
        use_lang(lang)
        start_game(game, option, player, bot, mode="play",
                   seed=new_seed() if seed is None else seed)

    @sub.command("table")
    @friendly
    def table(option: OptionOpt = None, player: PlayerOpt = None, bot: BotOpt = None,
              lang: LangOpt = None) -> None:
        """At the table: you turn the cards and roll the dice, the app keeps the books."""
        use_lang(lang)
        start_game(game, option, player, bot, mode="table", seed=None)

    flags = " ".join(f"--{f.name}" for f in game.meta.tally_fields)

    @sub.command("score", epilog=flags, context_settings={"allow_extra_args": True,
                                                          "ignore_unknown_options": True})
    @friendly
    def score(ctx: typer.Context, as_json: JsonOpt = False, lang: LangOpt = None) -> None:
        """Tally a game played without the app; missing answers are asked for."""
        use_lang(lang)
        answers = tally_answers(game, list(ctx.args), interactive=not as_json
                                or sys.stdin.isatty())
        try:
            sheet = game.tally(answers)
        except BadInput as exc:
            raise UsageProblem(exc) from None
        if as_json:
            typer.echo(json.dumps(sheet_json(sheet), ensure_ascii=False))
        else:
            console().print(score_table(sheet))

    @sub.command("replay")
    @friendly
    def replay(file: Annotated[Path, typer.Argument(help="A transcript or exported record.")],
               as_json: JsonOpt = False, player: PlayerOpt = None, lang: LangOpt = None) -> None:
        """Replay a transcript (one event per line) or an exported JSON record."""
        use_lang(lang)
        session = replay_file(game, file, default_players(game, player))
        if as_json:
            typer.echo(json.dumps(game.summary(session.state), ensure_ascii=False))
            return
        con = console()
        con.print(game.view(session.state, None))
        con.print(score_table(game.score(session.state)))

    @sub.command("rules")
    @friendly
    def rules(option: OptionOpt = None, lang: LangOpt = None) -> None:
        """The rules in short, with the active options."""
        use_lang(lang)
        console().print(Markdown(game.rules_text(options_for(game, option))))

    return sub


def game_group(game: Game[Any]) -> type[TyperGroup]:
    """A group that remembers its game's titles, so its help can name it in either language."""

    class GameGroup(TyperGroup):
        game_title = property(lambda self: game.meta.titles[i18n.language()])

    return GameGroup


def tally_answers(game: Game[Any], args: list[str], *, interactive: bool) -> dict[str, Any]:
    fields = {f.name: f for f in game.meta.tally_fields}
    given: dict[str, list[str]] = {}
    while args:
        flag = args.pop(0)
        name, sep, value = flag.removeprefix("--").partition("=")
        if not flag.startswith("--") or name not in fields:
            raise UsageProblem(BadInput("err_tally_unknown", name=flag,
                                        known=", ".join(f"--{n}" for n in fields)))
        if not sep:
            if not args:
                raise UsageProblem(BadInput("err_tally_missing", name=name,
                                            question=t(fields[name].prompt)))
            value = args.pop(0)
        given.setdefault(name, []).append(value)
    answers: dict[str, Any] = {}
    for name, texts in given.items():  # what was given is checked before anything is asked
        field = fields[name]
        try:
            values = [field.parse(text) for text in (texts if field.multiple else texts[-1:])]
        except BadInput as exc:
            raise UsageProblem(exc) from None
        answers[name] = values if field.multiple else values[0]
    con = console()
    for name, field in fields.items():
        if name in answers or not field.ask(answers):
            continue
        if not interactive:
            if field.default is None:
                raise UsageProblem(BadInput("err_tally_missing", name=name,
                                            question=t(field.prompt)))
            answers[name] = field.parse(field.default)
            continue
        answers[name] = ask_many(con, field) if field.multiple else ask_field(con, field)
    for field in fields.values():  # a repeatable answer is one per player
        count = len(answers.get(field.name) or []) if field.multiple else 0
        if count > game.meta.max_players:
            raise UsageProblem(BadInput(
                "err_players_count", game=game.meta.titles[i18n.language()],
                low=game.meta.min_players, high=game.meta.max_players, count=count))
    return answers


def ask_many(con: Any, field: Any) -> list[Any]:
    """One answer per line until an empty line (or the end of input)."""
    values: list[Any] = []
    while True:
        try:
            text = con.input(Text(t(field.prompt) + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            con.print()
            text = ""
        if not text.strip():
            if values:
                return values
            raise UsageProblem(BadInput("err_tally_missing", name=field.name,
                                        question=t(field.prompt)))
        try:
            values.append(field.parse(text))
        except BadInput as exc:
            error_line(con, exc.message())


def ask_field(con: Any, field: Any) -> Any:
    """Ask until the answer parses; end of input is a usage error naming the flag."""
    while True:
        try:
            text = con.input(Text(t(field.prompt) + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            con.print()
            raise UsageProblem(BadInput("err_tally_missing", name=field.name,
                                        question=t(field.prompt))) from None
        if not text.strip() and field.default is not None:
            text = field.default
        try:
            return field.parse(text)
        except BadInput as exc:
            error_line(con, exc.message())


def version_callback(value: bool) -> None:
    if value:
        typer.echo(t("version", version=__version__))
        raise typer.Exit()


def build_app() -> typer.Typer:
    app = typer.Typer(help="Companions for tabletop games.", no_args_is_help=True, cls=HostGroup,
                      add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def root(lang: LangOpt = None,
             version: Annotated[bool, typer.Option(
                 "--version", callback=version_callback, is_eager=True,
                 help="Show the version and exit.")] = False) -> None:
        """Companions for tabletop games: hotseat, at the table, score tallies."""
        i18n.set_language(i18n.detect_language())
        try:
            use_lang(lang)
        except UsageProblem as exc:
            error_line(error_console(), exc.error.message())
            raise typer.Exit(2) from None

    @app.command("games")
    @friendly
    def games_cmd(lang: LangOpt = None) -> None:
        """List the games."""
        use_lang(lang)
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
    @friendly
    def resume(game_id: Annotated[int | None, typer.Argument(help="The game's ID.")] = None,
               lang: LangOpt = None) -> None:
        """Continue an unfinished game (without an ID: choose from the list)."""
        use_lang(lang)
        store = Store()
        con = console()
        if game_id is None:
            rows = store.games(unfinished=True)
            if not rows:
                con.print(t("err_no_unfinished"))
                return
            con.print(games_table(rows, t("unfinished_title")))
            try:
                text = con.input(Text(t("msg_pick_game", id=rows[0].id) + " › ", style="bold"))
            except EOFError:
                text = ""  # piped input without an answer: the most recent game
            except KeyboardInterrupt:
                con.print()
                return
            if text.strip() and not text.strip().isdigit():
                raise UsageProblem(BadInput("err_no_such_game", id=text.strip()))
            game_id = int(text) if text.strip() else rows[0].id
        record = store.load(game_id)
        game = registry.get(record.game)
        session = Session.from_record(game, record, store=store, game_id=game_id)
        if session.over:
            raise BadInput("err_game_finished", id=game_id)
        con.print(Text(t("msg_resumed", id=game_id, title=game.meta.titles[i18n.language()],
                         count=len(session.events)), style="bold"))
        raise typer.Exit(loop.run(session, con, table_mode=record.mode == "table"))

    @app.command("history")
    @friendly
    def history(game: Annotated[str | None, typer.Option(help="Only this game.")] = None,
                limit: Annotated[int, typer.Option(help="At most this many games.")] = 20,
                lang: LangOpt = None) -> None:
        """Games played, newest first: date, players, options, result."""
        use_lang(lang)
        rows = Store().games(game=game, limit=limit)
        con = console()
        con.print(games_table(rows, t("history_title")) if rows else t("history_empty"))

    @app.command("export")
    @friendly
    def export(game_id: Annotated[int, typer.Argument(help="The game's ID.")],
               output: Annotated[Path | None, typer.Argument(help="The file to write.")] = None,
               lang: LangOpt = None) -> None:
        """Write a game's record as a readable JSON file."""
        use_lang(lang)
        record = Store().load(game_id)
        path = output or Path(f"tabletop-{record.game}-{game_id}.json")
        try:
            path.write_text(record.model_dump_json(indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            raise BadInput("err_file_damaged", path=str(path), reason=exc.strerror) from None
        console().print(t("msg_exported", path=path))

    for game_plugin in registry.games().values():
        app.add_typer(game_app(game_plugin), name=game_plugin.meta.id,
                      cls=game_group(game_plugin))
    return app


def _changed_options(row: Any) -> str:
    """Only the options that differ from the game's defaults: the rest goes without saying."""
    try:
        defaults = registry.get(row.game).meta.options().model_dump()
    except BadInput:
        defaults = {}
    changed = [f"{k}={v}" for k, v in row.options.items() if defaults.get(k) != v]
    return " ".join(changed) or t("options_default")


def _local_time(stamp: str) -> str:
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return stamp


def games_table(rows: list[Any], title: str) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column(t("col_id"), justify="right")
    table.add_column(t("col_date"), no_wrap=True)
    table.add_column(t("col_game"))
    table.add_column(t("col_players"), overflow="fold")
    table.add_column(t("col_options"), overflow="fold")
    table.add_column(t("col_result"), overflow="fold")
    for row in rows:
        if row.result:
            totals = ", ".join(f"{p['total']}" for p in row.result.get("players", []))
            result = f"{t('score_status_' + row.status)} {totals}"
        else:
            result = t("row_unfinished", mode=t("mode_" + row.mode), count=row.events)
        table.add_row(str(row.id), _local_time(row.updated), row.game, ", ".join(row.players),
                      _changed_options(row), result)
    return table


app = build_app()


def main() -> None:
    app()
