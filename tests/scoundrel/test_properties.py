"""Random games (hypothesis): the card flow, health and the legal-action list stay consistent."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from games.scoundrel.rules.components import DECK, DECK_SET, MAX_HEALTH, VALUE, is_monster, kind
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.score import score
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import (
    SEAT,
    awaiting,
    needs_cards,
    next_cards,
    run_refusal,
    setup,
    status,
    turn,
)
from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.plugin import Chance, Decision, Over

from .helpers import RUN

# Every step plays a card, reveals at least one, or runs (never twice in a row): 44 plays,
# at most 44 + 4 * runs reveals and fewer than 44 runs stay far below this bound.
MAX_STEPS = 400

options_st = st.builds(
    ScoundrelOptions,
    weapon_rule=st.sampled_from(["lower", "lower_or_equal"]),
    death_penalty=st.sampled_from(["dungeon", "dungeon_and_room"]),
)


def places(state: ScoundrelState) -> Counter[str]:
    cards: Counter[str] = Counter(state.unseen)
    for batch in state.batches:
        cards.update(batch)
    cards.update(state.room)
    if state.weapon is not None:
        cards[state.weapon] += 1
    cards.update(state.slain)
    cards.update(state.discard)
    return cards


def check_invariants(state: ScoundrelState) -> None:
    """S1: all 44 cards in exactly one place; health in range; S10: no order in the dungeon."""
    assert places(state) == Counter(DECK)
    assert isinstance(state.unseen, frozenset)
    assert all(isinstance(b, tuple) and b for b in state.batches)
    assert state.health <= MAX_HEALTH
    assert len(state.room) <= 4
    assert 0 <= state.played < 3
    assert state.weapon is None or kind(state.weapon) == "weapon"
    assert all(is_monster(c) for c in state.slain)
    assert state.weapon is not None or not state.slain
    # S3: the monsters on a weapon were slain in strictly falling order (or not rising).
    values = [VALUE[c] for c in state.slain]
    if state.options.weapon_rule == "lower":
        assert all(a > b for a, b in pairwise(values))
    else:
        assert all(a >= b for a, b in pairwise(values))
    now = status(state)
    if now == "playing":
        assert state.health > 0
    elif now == "lost":
        assert state.health <= 0
    else:
        assert now == "won"
        assert state.health > 0
        assert not state.room and state.dungeon_size == 0


def check_score(state: ScoundrelState) -> None:
    """S9 on the finished game."""
    sheet = score(state)
    total = sheet.players[0].total
    assert sheet.status == status(state)
    if sheet.status == "won":
        bonus = 0
        last = state.last_played
        if state.health == MAX_HEALTH and last is not None and kind(last) == "potion":
            bonus = VALUE[last]
        assert total == state.health + bonus
    else:
        counted = set(state.dungeon_cards())
        if state.options.death_penalty == "dungeon_and_room":
            counted |= set(state.room)
        assert total == state.health - sum(VALUE[c] for c in counted if is_monster(c))


def apply(state: ScoundrelState, event: Event) -> ScoundrelState:
    """``turn`` that must not touch its inputs."""
    before_state, before_event = repr(state), repr(event)
    after = turn(state, event)
    assert repr(state) == before_state
    assert repr(event) == before_event
    check_invariants(after)
    return after


def refused(state: ScoundrelState, event: Event) -> bool:
    before = repr(state)
    try:
        turn(state, event)
    except IllegalAction:
        assert repr(state) == before
        return True
    return False


def check_decision(state: ScoundrelState, now: Decision) -> None:
    """Every listed action applies; the listed run agrees with the rules; others are refused."""
    assert now.actions
    for action in now.actions:
        apply(state, action)
    assert (RUN in now.actions) == (run_refusal(state) is None)
    if RUN not in now.actions:
        assert refused(state, RUN)
    for card in state.room:
        # Playing any room card without saying how is always allowed.
        assert Event(SEAT, "play", {"card": card}) in now.actions
        if is_monster(card):
            apply(state, Event(SEAT, "play", {"card": card, "with": "bare"}))  # S4
        else:
            assert refused(state, Event(SEAT, "play", {"card": card, "with": "bare"}))
    for card in sorted(DECK_SET - set(state.room))[:3]:
        assert refused(state, Event(SEAT, "play", {"card": card}))
    assert refused(state, Event(CHANCE, "room", {"values": [sorted(DECK_SET)[0]]}))


def check_chance(state: ScoundrelState, now: Chance) -> None:
    """Every outcome can be turned; no other card can."""
    need = now.params["count"]
    assert need == needs_cards(state) > 0
    assert set(now.outcomes) == next_cards(state)
    for card in now.outcomes:
        apply(state, Event(CHANCE, "room", {"values": [card]}))
    for card in sorted(DECK_SET - set(now.outcomes))[:5]:
        assert refused(state, Event(CHANCE, "room", {"values": [card]}))
    assert refused(state, RUN)


def draw(state: ScoundrelState, now: Chance, rnd: random.Random) -> Event:
    """One card, or all the room needs in a row (crossing into the run-away cards if needed)."""
    if rnd.random() < 0.4:
        return Event(CHANCE, "room", {"values": [rnd.choice(now.outcomes)]})
    queue: list[str] = []
    for pile in (state.unseen, *state.batches):
        cards = sorted(pile)
        rnd.shuffle(cards)
        queue += cards
    return Event(CHANCE, "room", {"values": queue[: now.params["count"]]})


def play_game(options: ScoundrelOptions, rnd: random.Random, *, immortal: bool = False,
              thorough: bool = True) -> ScoundrelState:
    state = setup(options)
    check_invariants(state)
    for _ in range(MAX_STEPS):
        now = awaiting(state)
        if isinstance(now, Over):
            assert status(state) in ("won", "lost")
            check_score(state)
            return state
        if isinstance(now, Chance):
            if thorough:
                check_chance(state, now)
            event = draw(state, now, rnd)
        else:
            assert isinstance(now, Decision)
            if thorough:
                check_decision(state, now)
            event = rnd.choice(now.actions)
        state = apply(state, event)
        if immortal and status(state) == "playing" and state.health < 15:
            # Keep the walk alive to reach the end of the dungeon (a monster does at most 14).
            state = replace(state, health=MAX_HEALTH)
    raise AssertionError(f"the game did not end within {MAX_STEPS} steps")


@settings(max_examples=60, deadline=None)
@given(options=options_st, rnd=st.randoms(use_true_random=False))
def test_random_games_keep_every_invariant(options: ScoundrelOptions,
                                           rnd: random.Random) -> None:
    """S1/S8/S10: cards conserved, health <= 20 and > 0 while playing, every game ends."""
    play_game(options, rnd)


@settings(max_examples=40, deadline=None)
@given(options=options_st, rnd=st.randoms(use_true_random=False))
def test_random_walks_through_the_whole_dungeon_are_won(options: ScoundrelOptions,
                                                        rnd: random.Random) -> None:
    """S6/S7/S8: with health topped up, every walk empties the dungeon (run-away cards come back)
    and ends won with every card played."""
    state = play_game(options, rnd, immortal=True)
    assert status(state) == "won"
    assert state.dungeon_size == 0
    assert state.room == ()
    assert state.batches == ()
