"""Who sits at a game started from the command line: names, bots and their strategies, and the
rule-set options typed with ``--option``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop import i18n
from tabletop.cli.common import UsageProblem
from tabletop.cli.your_name import your_name
from tabletop.events import BadInput
from tabletop.play.session import chosen_options, parse_option_pairs
from tabletop.plugin import Game, HasBots
from tabletop.text.names import default_name, seat_names


def options_for(game: Game[Any], pairs: list[str] | None) -> Any:
    try:
        return chosen_options(game, parse_option_pairs(pairs or []))
    except BadInput as exc:
        raise UsageProblem(exc) from None


def default_players(game: Game[Any], given: list[str] | None, *,
                    ask: bool = False) -> list[str]:
    """The names given, else the seats' own: a game played alone is kept under the name this
    machine remembers (asked for once at a terminal when ``ask``)."""
    players = checked_names(given or [])
    if not players:
        players = [your_name(ask=ask)] if game.meta.min_players <= 1 else [
            default_name(i) for i in range(game.meta.min_players)]
    if not game.meta.min_players <= len(players) <= game.meta.max_players:
        raise UsageProblem(BadInput("err_players_count", game=game.meta.titles[i18n.language()],
                                    low=game.meta.min_players, high=game.meta.max_players,
                                    count=len(players)))
    return players


def checked_names(people: list[str], bots: list[str] | None = None) -> list[str]:
    """Names given on the command line, as they are kept (see ``tabletop.text.names``)."""
    try:
        return seat_names(people, bots or [])
    except BadInput as exc:
        raise UsageProblem(exc) from None


def seating(game: Game[Any], player: list[str] | None,
            bot: list[str] | None) -> tuple[list[str], list[int], dict[int, str]]:
    """The players' names, the seats the app plays, and each bot's strategy.

    A bot is written ``Name`` or ``Name=strategy``; a name that is a strategy's name picks it.
    """
    if bot and not isinstance(game, HasBots):
        raise UsageProblem(BadInput("err_no_bots", game=game.meta.titles[i18n.language()]))
    table: Mapping[str, Any] = game.strategies() if bot and isinstance(game, HasBots) else {}
    humans = list(player or []) if (player or bot) else default_players(game, None, ask=True)
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
