"""What every command shares: common options, language, and errors as one readable line."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping
from typing import Annotated, Any

import typer

from tabletop import i18n
from tabletop.events import BadInput, TabletopError
from tabletop.files import shown
from tabletop.i18n import t
from tabletop.names import clean_name, seat_names
from tabletop.plugin import Game, HasBots
from tabletop.session import chosen_options, parse_option_pairs
from tabletop.store import home
from tabletop.store_faults import fault

LangOpt = Annotated[str | None, typer.Option("--lang", help="Language: en or de.")]
OptionOpt = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="A rule-set option, key=value (repeatable).")]
PlayerOpt = Annotated[list[str] | None, typer.Option(
    "--player", "-p", help="A player's name (repeat for each seat).")]
BotOpt = Annotated[list[str] | None, typer.Option(
    "--bot", help="A seat the app plays: Name or Name=bot (repeatable).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]

OK, FAILED, USAGE = 0, 1, 2


class UsageProblem(Exception):
    """A user error on the command line itself (exit code 2)."""

    def __init__(self, error: TabletopError) -> None:
        super().__init__(error.key)
        self.error = error


def failure(exc: BaseException) -> tuple[int, str | None] | None:
    """The exit code and the one line to show for an error a user can cause (``None``: a bug,
    whose traceback is worth seeing). The one place that decides the exit codes: 1 when the
    game, its rules, a file or the store refuse; 2 when the command line itself is wrong."""
    if isinstance(exc, UsageProblem):
        return USAGE, exc.error.message()
    if isinstance(exc, FileNotFoundError):  # a path named on the command line
        return USAGE, t("err_file_missing", path=shown(str(exc.filename or exc.args[0])))
    if isinstance(exc, TabletopError):
        return FAILED, exc.message()
    if isinstance(exc, OSError) and not isinstance(exc, BrokenPipeError):
        # A file named on the command line that the system refuses (a name too long, a
        # folder without rights), met outside the checks that name it more precisely.
        where = shown(exc.filename) if isinstance(exc.filename, str) else "?"
        return FAILED, t("err_os", path=where, reason=exc.strerror or type(exc).__name__)
    if isinstance(exc, sqlite3.Error):  # met outside the store's guard: still its one line
        return FAILED, fault(exc, home() / "tabletop.db").message()
    if isinstance(exc, typer.Abort):
        return FAILED, None
    if isinstance(exc, typer.TyperException):  # Click's own errors, usage errors exit 2
        ctx = getattr(exc, "ctx", None)
        if type(exc).__name__ == "NoArgsIsHelpError":  # the help was printed: no error line
            return exc.exit_code, None
        where = ctx.command_path if ctx is not None else "tabletop"
        return exc.exit_code, f"{exc.format_message()} ({t('see_help', command=where)})"
    return None


def use_lang(lang: str | None) -> None:
    if lang is not None:
        if lang not in i18n.LANGUAGES:
            raise UsageProblem(BadInput("err_bad_option", option="--lang", value=lang,
                                        reason="en, de"))
        i18n.set_language(lang)


def options_for(game: Game[Any], pairs: list[str] | None) -> Any:
    try:
        return chosen_options(game, parse_option_pairs(pairs or []))
    except BadInput as exc:
        raise UsageProblem(exc) from None


def default_players(game: Game[Any], given: list[str] | None) -> list[str]:
    players = checked_names(given or [])
    if not players:
        players = [login_name()] if game.meta.min_players <= 1 else [
            f"{t('default_player')} {i + 1}" for i in range(game.meta.min_players)]
    if not game.meta.min_players <= len(players) <= game.meta.max_players:
        raise UsageProblem(BadInput("err_players_count", game=game.meta.titles[i18n.language()],
                                    low=game.meta.min_players, high=game.meta.max_players,
                                    count=len(players)))
    return players


def checked_names(people: list[str], bots: list[str] | None = None) -> list[str]:
    """Names given on the command line, as they are kept (see ``tabletop.names``)."""
    try:
        return seat_names(people, bots or [])
    except BadInput as exc:
        raise UsageProblem(exc) from None


def login_name() -> str:
    """The user's login name, if it may be a player's name, for a game played alone."""
    try:
        return clean_name(os.environ.get("USER") or t("default_player"))
    except BadInput:
        return t("default_player")


def seating(game: Game[Any], player: list[str] | None,
            bot: list[str] | None) -> tuple[list[str], list[int], dict[int, str]]:
    """The players' names, the seats the app plays, and each bot's strategy.

    A bot is written ``Name`` or ``Name=strategy``; a name that is a strategy's name picks it.
    """
    if bot and not isinstance(game, HasBots):
        raise UsageProblem(BadInput("err_no_bots", game=game.meta.titles[i18n.language()]))
    table: Mapping[str, Any] = game.strategies() if bot and isinstance(game, HasBots) else {}
    humans = list(player or []) if (player or bot) else default_players(game, None)
    names, strategies = [], {}
    for index, spec in enumerate(bot or []):
        name, _, strategy = spec.partition("=")
        name = name.strip() or spec
        strategy = strategy.strip() or (name if name in table else "")
        if strategy:
            if strategy not in table:
                raise UsageProblem(BadInput(
                    "err_unknown_strategy", game=game.meta.titles[i18n.language()],
                    strategy=strategy, known=", ".join(table)))
            strategies[len(humans) + index] = strategy
        names.append(name)
    players = default_players(game, checked_names(humans, names))
    return players, list(range(len(humans), len(players))), strategies
