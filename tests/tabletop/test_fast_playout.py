"""simulate's fast path (issue #15): a game whose fast model plays whole games (``FastPlayout``)
is simulated through it when every seat's bot has a fast form, and each game ends exactly as
the hotseat game of its seed played through the rules does, for every game and fast bot."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop import registry
from tabletop.plugin import FastPlayout, HasBots, HasFastModel
from tabletop.session.session import make_options
from tabletop.session.simulate import _Plan, _seat_names, play_fast, play_one


def fast_bots() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for game_id, game in registry.games().items():
        model = game.fast_model() if isinstance(game, HasFastModel) else None
        if isinstance(game, HasBots) and isinstance(model, FastPlayout):
            found += [(game_id, name) for name in model.fast_strategies()]
    return found


def test_scoundrel_random_has_a_fast_form() -> None:
    assert ("scoundrel", "random") in fast_bots()


@pytest.mark.parametrize(("game_id", "strategy"), fast_bots())
def test_the_fast_path_plays_the_hotseat_game(game_id: str, strategy: str) -> None:
    game: Any = registry.get(game_id)
    model = game.fast_model()
    assert strategy in game.strategies()  # a fast form of a bot the game has
    options = make_options(game, {})
    seats = (strategy,) * game.meta.min_players
    plan = _Plan(game_id, seats, _seat_names(seats), 300, options.model_dump())
    slow = [game.strategies()[strategy]] * len(seats)
    quick = [model.fast_strategies()[strategy]] * len(seats)
    for index in range(40):
        assert (play_fast(model, options, plan, quick, index)
                == play_one(game, options, plan, slow, index)), index
