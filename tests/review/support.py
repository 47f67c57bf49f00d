"""Finished games made by hand for the review's tests: a start, the decisions a test plans,
the rest played by a game's first bot, chance dealt from a seed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.events import Event, Record
from tabletop.plugin import Chance, Decision, Game, HasBots, Over
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.session.driver import bot_rng
from tabletop.session.session import Session

Plan = Callable[[Any, Decision], Event | None]
"""A test's own choice in a state, or None to leave it to the bot."""


def finished(game: Game[Any], start: Any, players: list[str], plan: Plan, *, seed: int = 1,
             mode: str = "play", limit: int = 5_000) -> Session:
    record = Record(game=game.meta.id, players=players,
                    seed=seed, dealer=DEALER, mode=mode)
    session = Session(game, record, [start], [])
    dealer = RandomDealer(seed)
    assert isinstance(game, HasBots)
    bot = next(iter(game.strategies().values()))
    for step in range(limit):
        awaiting = session.awaiting()
        if isinstance(awaiting, Over):
            return session
        if isinstance(awaiting, Chance):
            event = dealer.deal(awaiting, session.chance_count)
        else:
            assert isinstance(awaiting, Decision)
            event = plan(session.state, awaiting) or bot(
                session.state, awaiting.player, bot_rng(seed, awaiting.player, step))
        session.apply(event)
    raise AssertionError("the game did not end")
