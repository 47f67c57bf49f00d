"""The compact engine plays the same game as the rules of record, and a seed deals its deck."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from games.scoundrel.play import engine
from games.scoundrel.rules.components import DECK, MAX_HEALTH, ORDER
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.score import score
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import awaiting, setup, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, Over
from tabletop.session.dealers import RandomDealer
from tests.scoundrel.helpers import deck_for_seed, under_for_seed

MAX_STEPS = 400
options_st = st.builds(
    ScoundrelOptions,
    weapon_rule=st.sampled_from(["lower", "lower_or_equal"]),
    death_penalty=st.sampled_from(["dungeon", "dungeon_and_room"]),
)


def engine_move(action: Event) -> int:
    if action.kind == "run":
        return engine.RUN
    card = ORDER[action.data["card"]]
    return card | engine.BARE if action.data.get("with") == "bare" else card


def deal_top(state: ScoundrelState, now: Chance, deck: list[str]) -> Event:
    """The card a dealer who knows the deck turns: unseen cards in deck order; a fled room's as
    the engine lays them under when it is given none of a seed's orders (room order)."""
    if now.deck:
        card = min(now.outcomes, key=deck.index)
    else:
        card = state.batches[0][0]
        assert card in now.outcomes
    return Event(CHANCE, "room", {"values": [card]})


def play_both(deck: list[str], options: ScoundrelOptions, rnd: random.Random,
              *, immortal: bool = False) -> None:
    """Play one random game with both; after every step both must agree."""
    state = setup(options)
    fast = engine.new_game(deck, options)
    for _ in range(MAX_STEPS):
        now = awaiting(state)
        if isinstance(now, Chance):
            state = turn(state, deal_top(state, now, deck))
            continue
        assert state.room == tuple(DECK[c] for c in fast.room)
        assert state.health == fast.health
        if isinstance(now, Over):
            assert engine.is_over(fast)
            assert engine.score(fast) == score(state).players[0].total
            return
        assert isinstance(now, Decision)
        assert not engine.is_over(fast)
        assert engine.score(fast) is None
        assert [engine_move(a) for a in now.actions] == engine.legal_moves(fast)
        action = rnd.choice(now.actions)
        state = turn(state, action)
        engine.apply(fast, engine_move(action))
        if immortal and fast.health > 0 and fast.room and fast.health < 15:
            # Keep the walk alive to reach the run-away cards at the bottom of the dungeon.
            state, fast.health = replace(state, health=MAX_HEALTH), MAX_HEALTH
    raise AssertionError("no end")


@settings(max_examples=80, deadline=None)
@given(deck=st.permutations(DECK), options=options_st, rnd=st.randoms(use_true_random=False))
def test_engine_and_rules_agree_on_random_games(deck: list[str], options: ScoundrelOptions,
                                                rnd: random.Random) -> None:
    """Same legal moves in the same order, same room and health each step, same final score."""
    play_both(deck, options, rnd)


@settings(max_examples=25, deadline=None)
@given(deck=st.permutations(DECK), options=options_st, rnd=st.randoms(use_true_random=False))
def test_engine_and_rules_agree_through_the_whole_dungeon(deck: list[str],
                                                          options: ScoundrelOptions,
                                                          rnd: random.Random) -> None:
    """With health topped up the walk reaches the run-away cards: they come back as the engine
    laid them under."""
    play_both(deck, options, rnd, immortal=True)


def test_engine_accepts_a_short_deck() -> None:
    state = engine.new_game(["7D", "KS", "5H", "9C", "2C"], ScoundrelOptions())
    assert [DECK[c] for c in state.room] == ["7D", "KS", "5H", "9C"]
    for move in (ORDER["7D"], ORDER["KS"], ORDER["5H"]):
        engine.apply(state, move)
    assert state.health == 20 - (13 - 7) + 5
    assert [DECK[c] for c in state.room] == ["9C", "2C"]
    engine.apply(state, ORDER["9C"] | engine.BARE)
    engine.apply(state, ORDER["2C"])
    assert engine.score(state) == 19 - 9  # 2C below K♠ on the 7♦: no damage


def test_move_text_is_the_transcript_notation() -> None:
    assert engine.move_text(ORDER["KS"]) == "play KS"
    assert engine.move_text(ORDER["9C"] | engine.BARE) == "play 9C bare"
    assert engine.move_text(engine.RUN) == "run"


def dealt_with_runs(seed: int) -> tuple[list[str], list[str]]:
    """A hotseat game (RandomDealer) that runs whenever it may and otherwise plays the first
    card, health topped up: what was dealt, and what a deck with runs put under would deal."""
    dealer, state = RandomDealer(seed), setup(ScoundrelOptions())
    queue = deque(deck_for_seed(seed))
    under, runs = under_for_seed(seed), 0
    dealt, expected, chances = [], [], 0
    while not isinstance(now := awaiting(state), Over):
        if isinstance(now, Chance):
            event = dealer.deal(now, chances)
            chances += 1
            dealt += event.data["values"]
            expected += [queue.popleft() for _ in event.data["values"]]
        else:
            assert isinstance(now, Decision)
            event = now.actions[-1] if now.actions[-1].kind == "run" else now.actions[0]
            if event.kind == "run":
                # Under the bottom, in the order the seed's dealer turns them again (S6).
                queue.extend(DECK[c] for c in under([ORDER[c] for c in state.room], runs))
                runs += 1
        state = replace(turn(state, event), health=MAX_HEALTH)
    return dealt, expected


def test_a_seed_deals_its_deck_in_order_also_after_runs() -> None:
    """The engine's ``seeded_under`` is the order a seed's dealer turns fled rooms again (S6),
    so the solver plays a seed's deal as a hotseat game deals it."""
    for seed in (0, 1, 5, 123):
        dealt, expected = dealt_with_runs(seed)
        assert dealt[:44] == list(deck_for_seed(seed))
        assert len(dealt) > 44  # the run-away rooms came back
        assert dealt == expected
