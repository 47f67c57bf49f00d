"""Scoundrel's whole games on the engine (``FastPlayout``, issue #15) are the hotseat games of
their seeds: the same cards turned over (the deck's order, S6's fled rooms drawn again as the
seed's dealer draws them), the same moves listed in the same order, the same log length (the
step each bot decision's random source is seeded with) and the same score (S9)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from games.scoundrel import GAME
from games.scoundrel.play.engine import move_text
from games.scoundrel.play.fast_model import MODEL, Dealt
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.events import Event
from tabletop.plugin import Decision, FastPlayout, HasBots
from tabletop.session.dealers import RandomDealer
from tabletop.session.driver import bot_rng
from tabletop.session.playout import playout

OPTIONS = [ScoundrelOptions(weapon_rule=rule, death_penalty=penalty)
           for rule, penalty in (("lower", "dungeon"), ("lower_or_equal", "dungeon_and_room"))]


def pick(lines: Sequence[str], rng: random.Random) -> int:
    """A player who lives long enough for the fled rooms to come back (S6): runs from most
    rooms it may, drinks, arms, then fights the biggest monster its weapon may take."""
    if "run" in lines and rng.random() < 0.8:
        return lines.index("run")

    def rank(line: str) -> tuple[int, int, int]:
        words = line.split()
        card = words[1]
        value = {"J": 11, "Q": 12, "K": 13, "A": 14}.get(card[:-1]) or int(card[:-1] or 0)
        return ({"H": 0, "D": 1}.get(card[-1], 2), len(words), value)

    return min((i for i, line in enumerate(lines) if line != "run"),
               key=lambda i: rank(lines[i]))


def hotseat(options: ScoundrelOptions, seed: int) -> tuple[int, str, int | None]:
    def decide(state: Any, now: Decision, steps: int) -> Event:
        rng = bot_rng(seed, now.player, steps)
        return now.actions[pick([GAME.notation(a) for a in now.actions], rng)]

    run = playout(GAME, GAME.setup(options, ["P"]), seed, decide)
    sheet = GAME.score(run.final)
    return len(run.events), sheet.status, sheet.players[0].total


def fast(options: ScoundrelOptions, seed: int) -> tuple[Dealt, str, int | None]:
    game = MODEL.start(options, ["P"], RandomDealer(seed))
    while (now := MODEL.decision(game)) is not None:
        seat, step, moves = now
        rng = bot_rng(seed, seat, step)
        MODEL.decide(game, moves[pick([move_text(m) for m in moves], rng)])
    sheet = MODEL.final(game)
    return game, sheet.status, sheet.players[0].total


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.weapon_rule}-{o.death_penalty}")
def test_a_seeds_game_on_the_engine_is_its_hotseat_game(options: ScoundrelOptions) -> None:
    came_back = 0
    for seed in range(16):
        game, status, total = fast(options, seed)
        assert (game.events, status, total) == hotseat(options, seed), seed
        came_back += game.events - game.decisions > 44  # a fled room's card turned again
    assert came_back >= 2  # the case the seed's dealer draws among a fled room's cards


def test_the_fast_random_bot_is_the_random_bot() -> None:
    assert isinstance(MODEL, FastPlayout)
    assert isinstance(GAME, HasBots)
    assert set(MODEL.fast_strategies()) <= set(GAME.strategies())
    assert "random" in MODEL.fast_strategies()
