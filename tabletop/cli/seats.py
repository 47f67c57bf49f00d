"""Who sits at a game started from the command line: names, bots and their strategies, and the
rule-set options typed with ``--option``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.cli.common import UsageProblem
from tabletop.cli.your_name import login_name, remembered_name, who_plays, your_name
from tabletop.events import BadInput
from tabletop.plugin import Game, HasBots
from tabletop.session.session import chosen_options, parse_option_pairs
from tabletop.text import i18n
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
    meta = game.meta
    if not players and ask and meta.max_players > 1:
        alone = [remembered_name() or login_name()] if meta.min_players <= 1 else []
        players = who_plays(meta.min_players, meta.max_players, alone or [
            default_name(i) for i in range(meta.min_players)])
    if not players:
        players = [your_name(ask=ask)] if meta.min_players <= 1 else [
            default_name(i) for i in range(meta.min_players)]
    if (refused := meta.seats_refusal(len(players))) is not None:
        raise UsageProblem(refused)
    return players


def checked_names(people: list[str], bots: list[str] | None = None) -> list[str]:
    """Names given on the command line, as they are kept (see ``tabletop.text.names``)."""
    try:
        return seat_names(people, bots or [])
    except BadInput as exc:
        raise UsageProblem(exc) from None


def read_bots(game: Game[Any], specs: list[str] | None) -> list[tuple[str, str | None]]:
    """Each ``--bot NAME[=BOT]`` as a seat's name and its bot (None: the game's default, its
    first), the same in ``play``, ``table``, ``match`` and ``simulate``. A name alone that is a
    bot's name picks that bot; a bot the game does not have is refused, naming those it has."""
    if specs and not isinstance(game, HasBots):
        raise UsageProblem(BadInput("err_no_bots", game=game.meta.titles[i18n.language()]))
    table: Mapping[str, Any] = game.strategies() if specs and isinstance(game, HasBots) else {}
    found: list[tuple[str, str | None]] = []
    for spec in specs or []:
        name, _, strategy = spec.partition("=")
        name = name.strip() or spec
        strategy = strategy.strip() or (name if name in table else "")
        if strategy and strategy not in table:
            raise UsageProblem(BadInput(
                "err_unknown_strategy", game=game.meta.titles[i18n.language()],
                strategy=strategy, known=", ".join(table)))
        found.append((name, strategy or None))
    return found


def seating(game: Game[Any], player: list[str] | None,
            bot: list[str] | None) -> tuple[list[str], list[int], dict[int, str]]:
    """The players' names, the seats the app plays, and each bot's strategy (``read_bots``)."""
    bots = read_bots(game, bot)
    humans = list(player or []) if (player or bot) else default_players(game, None, ask=True)
    strategies = {len(humans) + index: strategy
                  for index, (_, strategy) in enumerate(bots) if strategy is not None}
    players = default_players(game, checked_names(humans, [name for name, _ in bots]))
    return players, list(range(len(humans), len(players))), strategies
