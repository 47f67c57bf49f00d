"""The engine behind the fast-model protocol plays the same game as the rules, step by step.

The advice searches with the engine's functions from a loaded position, so this is what keeps
the advice on the rules (S2-S9): random games, chance turned over in any order the table may,
and at every step every legal action, checked against ``awaiting`` and ``turn``.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.scoundrel import GAME
from games.scoundrel.play.fast_model import MODEL, Position
from games.scoundrel.rules.components import MAX_HEALTH
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import awaiting, next_cards, setup, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, HasFastModel, Over

OPTIONS = [ScoundrelOptions(weapon_rule=rule, death_penalty=penalty)
           for rule in ("lower", "lower_or_equal") for penalty in ("dungeon", "dungeon_and_room")]
MAX_STEPS = 400


def check_step(state: ScoundrelState, position: Position) -> None:
    """The position of ``state`` lists its decisions and follows each of them as the rules do."""
    now = awaiting(state)
    legal = list(MODEL.legal(position))
    if isinstance(now, Decision):
        assert legal == list(now.actions)
        for action in now.actions:
            assert MODEL.play(position, action) == MODEL.load(turn(state, action)), action
    else:
        assert legal == []
        assert position.over == isinstance(now, Over)
        assert position.needs_cards == isinstance(now, Chance)


def walk(seed: int, options: ScoundrelOptions, *, immortal: bool) -> int:
    """One random game; chance turns over any card the table may turn next. Returns how many
    cards came back from fled rooms."""
    rng = random.Random(seed)
    state = setup(options)
    returned = 0
    for _ in range(MAX_STEPS):
        position = MODEL.load(state)
        check_step(state, position)
        now = awaiting(state)
        if isinstance(now, Over):
            return returned
        if isinstance(now, Chance):
            returned += not state.unseen
            event = Event(CHANCE, "room", {"values": [rng.choice(sorted(next_cards(state)))]})
        else:
            assert isinstance(now, Decision)
            event = rng.choice(now.actions)
        after = turn(state, event)
        assert MODEL.play(position, event) == MODEL.load(after), event
        state = after
        if immortal and 0 < state.health < 15:
            # Kept alive, the walk reaches the fled rooms at the bottom of the dungeon.
            state = replace(state, health=MAX_HEALTH)
    raise AssertionError("no end")


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.weapon_rule}-{o.death_penalty}")
def test_the_fast_model_agrees_with_the_rules_on_random_games(options: ScoundrelOptions) -> None:
    for seed in range(6):
        walk(seed, options, immortal=False)


@pytest.mark.parametrize("seed", range(3))
def test_the_fast_model_agrees_through_the_whole_dungeon(seed: int) -> None:
    assert walk(seed, OPTIONS[seed % len(OPTIONS)], immortal=True) > 0


def test_the_game_offers_its_fast_model() -> None:
    assert isinstance(GAME, HasFastModel)
    assert GAME.fast_model() is MODEL
    start = GAME.setup(GAME.meta.options(), ["P"])
    assert MODEL.load(start).needs_cards
