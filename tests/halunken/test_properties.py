"""Random games (hypothesis) with 2-4 players and both variants: every card is in exactly one
place, no dive holds more than 3 cards, every listed action applies, the notation reads back
what it wrote, each movement card is used once and the game ends after 8 rounds."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.halunken.rules.components import BJ_MOVES, CARDS_PER_DIVE, DECK_SET, DIVES, MOVES, ROUNDS
from games.halunken.rules.notation import notation, parse
from games.halunken.rules.state import HState
from games.halunken.rules.turn import awaiting, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, Over

from .helpers import new_game

MAX_EVENTS = 1000  # a game has about 100-150 events


def check_cards(state: HState) -> None:
    """H1/H2: each of the 42 cards is face down (unseen), face up on a dive, in a hand or in
    the harbour, exactly once; no dive holds more than its 3 cards."""
    places: Counter[str] = Counter(state.unseen)
    places.update(card for card in state.up if card is not None)
    for hand in state.hands:
        places.update(hand)
    places.update(state.harbour)
    assert set(places) == DECK_SET
    assert all(n == 1 for n in places.values()), [c for c, n in places.items() if n > 1]
    assert sum(state.down) == len(state.unseen)
    for dive in range(DIVES):
        assert state.down[dive] >= 0
        assert state.down[dive] + (1 if state.up[dive] else 0) <= CARDS_PER_DIVE
    if state.phase == "bid" and state.bid is not None:
        assert state.bid[1] in state.hands[state.bid[0]]  # paid only when bidding closes


def check_pieces(state: HState) -> None:
    """Between steps no two pieces share a space (H5, H8, H10)."""
    if state.queue or state.phase in ("place", "over"):
        return
    pieces = [s for s in state.captains if s is not None]
    if state.bj is not None:
        pieces.append(state.bj)
    assert len(set(pieces)) == len(pieces)
    assert all(0 <= s < DIVES for s in pieces)


def check_moves(state: HState) -> None:
    """H3: each movement card is used once; H11: 8 rounds."""
    assert 0 <= state.round <= ROUNDS
    for seat, used in enumerate(state.used):
        assert len(used) == len(set(used)) == state.round
        assert set(used) <= set(MOVES)
        chosen = state.chosen[seat]
        assert chosen is None or chosen not in used
    assert len(state.bj_deck) == len(set(state.bj_deck))


def check_all_listed_apply(state: HState) -> None:
    """Every listed legal action applies, and so does every listed chance outcome."""
    now = awaiting(state)
    if isinstance(now, Decision):
        assert now.actions
        for action in now.actions:
            assert action.actor == now.player
            turn(state, action)
    elif isinstance(now, Chance):
        assert now.outcomes
        for outcome in now.outcomes:
            turn(state, Event(CHANCE, now.kind, {"values": [outcome]}))


def play_random(players: int, variant: str, seed: int) -> tuple[HState, int, list[int]]:
    rnd = random.Random(seed)
    state = new_game(players, variant)
    rounds_seen = [state.round]
    events = 0
    check_cards(state)
    while not isinstance(now := awaiting(state), Over):
        assert events < MAX_EVENTS
        check_all_listed_apply(state)
        if isinstance(now, Chance):
            event = Event(CHANCE, now.kind, {"values": [rnd.choice(now.outcomes)]})
        else:
            event = rnd.choice(now.actions)
        text = notation(event)
        assert parse(state, text) == event, text
        after = turn(state, event)
        events += 1
        check_cards(after)
        check_pieces(after)
        check_moves(after)
        assert after.round in (state.round, state.round + 1)
        if after.round != rounds_seen[-1]:
            rounds_seen.append(after.round)
        state = after
    return state, events, rounds_seen


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), variant=st.sampled_from(["standard", "intro"]),
       seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_the_rules(players: int, variant: str, seed: int) -> None:
    state, events, rounds_seen = play_random(players, variant, seed)
    assert state.phase == "over"
    # H11: the game ends after exactly 8 rounds.
    assert rounds_seen == list(range(ROUNDS + 1))
    assert events > 0
    # H3: every movement card was used exactly once.
    for used in state.used:
        assert sorted(used) == sorted(MOVES)
    # H11/H12: 4 of Black Jack's 12 cards stay unused; the two-player pile of 8 is used up.
    if players == 2:
        assert state.bj_deck == ()
    elif variant == "standard":
        assert len(state.bj_deck) == 4 and set(state.bj_deck) <= set(BJ_MOVES)
    else:
        assert state.bj is None and state.bj_deck == () and state.harbour == ()
