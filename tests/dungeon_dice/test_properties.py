"""Random games (hypothesis): dice and tokens are conserved, XP never falls, every listed action
applies, the notation reads back what it wrote, and every game ends after three delves each."""

from __future__ import annotations

import random
from typing import Literal

from hypothesis import given, settings
from hypothesis import strategies as st

from games.dungeon_dice.play import bots
from games.dungeon_dice.rules.components import DICE, TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.heroes import REFRESHING, SETS
from games.dungeon_dice.rules.notation import notation, parse
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import DELVES, IN_DELVE, awaiting, settle, setup, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, Over

# A delve has at most 10 levels and every level uses up dice, tokens or the ultimate; 12
# delves stay far below this bound.
MAX_STEPS = 5000
NAMES = ["Ana", "Ben", "Cem", "Dora"]


def check_invariants(state: DDState, before: DDState | None) -> None:
    """D1/D2 conservation and XP that never goes down (D13 counts it at the end)."""
    if state.stage in (*IN_DELVE, "form", "mulligan"):
        # D1: the seven party dice are in the party, the graveyard or the dice cup; D24: a
        # hero may delve with more or fewer (the Guild Leader's 8, the Viking's 5).
        assert sum(state.party) + state.graveyard + state.roll_party == state.party_size
    else:
        assert sum(state.party) == state.graveyard == state.roll_party == 0
    # D1: the seven dungeon dice are on the level, in the lair, serving as allies (Loeg
    # Yllavyre's lair dice too), set aside by the Scout, in the dungeon master's pool or
    # being rolled.
    assert min(state.party) >= 0 and min(state.dungeon) >= 0 and min(state.allies) >= 0
    assert state.graveyard >= 0 and state.lair >= 0 and state.lair_allies >= 0
    assert min(state.scouted, default=0) >= 0
    assert all(min(level) >= 0 for level in state.preset)
    assert state.dungeon_pool >= 0
    set_aside = sum(state.scouted) + sum(sum(level) for level in state.preset)
    assert (sum(state.dungeon) + state.lair + sum(state.allies) + state.lair_allies + set_aside
            + state.dungeon_pool + state.roll_dungeon) == DICE
    # D2: every token is in the pool or in exactly one hand.
    for index, limit in enumerate(TOKEN_COUNTS):
        assert state.pool[index] + sum(s.tokens[index] for s in state.seats) == limit, \
            TOKENS[index]
        assert state.pool[index] >= 0
    if before is not None:
        for old, new in zip(before.seats, state.seats, strict=True):
            assert new.xp >= old.xp
            assert len(new.delves) >= len(old.delves)


def check_step(before: DDState, event: Event, after: DDState) -> None:
    """D4: a new level rolls min(level, 7 - lair) dungeon dice; D3/D12: the ultimate is
    offered at most once per delve."""
    if event.kind == "seek":
        assert after.level == before.level + 1
        if not before.preset:  # D18: the Scout's levels 2 and 3 are set, not rolled
            assert after.roll_dungeon == min(after.level, DICE - after.lair), after.seat.hero
    hero = after.seat.hero
    if before.stage in ("form", "mulligan") and after.stage == "monsters":
        if hero != "scout":  # D18: the Scout's level 1 is set, not rolled
            assert (after.level, after.roll_dungeon, after.lair) == (1, 1, 0)
        assert after.ultimate_used == (hero == "cassandra")  # D20: she starts exhausted
    if before.ultimate_used and after.stage in IN_DELVE and after.delver == before.delver \
            and after.round == before.round and hero not in REFRESHING:
        assert after.ultimate_used  # D17: once a delve, unless the hero refreshes
    if after.ultimate_used:
        now = awaiting(after)
        if isinstance(now, Decision):
            assert not [a for a in now.actions if a.kind == "ultimate"
                        or str(a.data.get("with", "")).startswith("hero-")]


def round_trip(state: DDState, event: Event) -> None:
    """The notation of an event reads back as the same event."""
    text = notation(event)
    assert parse(state, text) == event, text


def chance_event(now: Chance, rnd: random.Random) -> Event:
    if now.kind == "treasure":
        return Event(CHANCE, "treasure", {"values": [rnd.choice(now.outcomes)]})
    return Event(CHANCE, now.kind, {"values": [rnd.choice(now.outcomes)
                                               for _ in range(now.count)]})


def pick(now: Decision, rnd: random.Random) -> Event:
    """A random legal action; leaving the delve (flee, retire, Town Portal) only now and then,
    so that the walks go deep enough to meet dragons, masters and full dungeons."""
    stay = [a for a in now.actions
            if a.kind not in ("flee", "retire") and a.data.get("token") != "town-portal"]
    if stay and rnd.random() < 0.9:
        return rnd.choice(stay)
    return rnd.choice(now.actions)


def play(players: int, heroes: Literal["choose", "deal"], rnd: random.Random, *,
         every_action: bool, sets: str = "base", mirror: str = "no") -> DDState:
    options = DungeonDiceOptions(heroes=heroes, edition=LATEST_EDITION, sets=sets,
                                 mirror=mirror)
    state = settle(setup(options, NAMES[:players]))
    check_invariants(state, None)
    for _ in range(MAX_STEPS):
        now = awaiting(state)
        if isinstance(now, Over):
            assert state.stage == "over"
            return state
        if isinstance(now, Chance):
            if now.kind == "treasure":
                held = {TOKENS[i] for i, n in enumerate(state.pool) if n}
                assert set(now.outcomes) == held
                assert now.weights == tuple(state.pool[TOKENS.index(t)] for t in now.outcomes)
            event = chance_event(now, rnd)
        else:
            assert isinstance(now, Decision)
            assert now.player == state.delver
            assert now.actions
            if every_action:
                for action in now.actions:
                    check_invariants(turn(state, action), state)
                    round_trip(state, action)
            event = pick(now, rnd)
        round_trip(state, event)
        after = turn(state, event)
        check_invariants(after, state)
        check_step(state, event, after)
        state = after
    raise AssertionError(f"the game did not end within {MAX_STEPS} steps")


def check_over(state: DDState, players: int, mirror: bool = False) -> None:
    """Each player delved exactly three times (seating order), then the game is over."""
    assert state.stage == "over"
    assert state.round == DELVES
    assert len(state.seats) == players
    for seat in state.seats:
        assert len(seat.delves) == DELVES
        assert seat.hero is not None
        for outcome in seat.delves:
            how, _, level = outcome.partition(":")
            assert how in ("retired", "fled", "portal", "legend")
            assert 1 <= int(level) <= 10
    assert len({s.hero for s in state.seats}) == (1 if mirror else players)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 4), heroes=st.sampled_from(["choose", "deal"]),
       sets=st.sampled_from(sorted(SETS)), mirror=st.sampled_from(["no", "yes"]),
       rnd=st.randoms(use_true_random=False))
def test_random_games_conserve_dice_tokens_and_end_after_three_delves(
        players: int, heroes: Literal["choose", "deal"], sets: str, mirror: str,
        rnd: random.Random) -> None:
    """D1/D2/D3/D13 with every hero set and the mirror (D16-D24): dice and tokens conserved,
    XP never falls, every listed action applies, notation round trips, the game ends after 3
    delves per player."""
    if mirror == "no":
        players = min(players, len(SETS[sets]))  # D16: a hero each
    state = play(players, heroes, rnd, every_action=True, sets=sets, mirror=mirror)
    check_over(state, players, mirror=mirror == "yes")


@settings(max_examples=15, deadline=None)
@given(players=st.integers(1, 4), rnd=st.randoms(use_true_random=False))
def test_bot_games_keep_every_invariant(players: int, rnd: random.Random) -> None:
    """The bot picks legal actions only; its games conserve dice and tokens and end after three
    delves per player (D1/D2/D3)."""
    state = settle(setup(DungeonDiceOptions(), NAMES[:players]))
    for _ in range(MAX_STEPS):
        now = awaiting(state)
        if isinstance(now, Over):
            break
        if isinstance(now, Chance):
            event = chance_event(now, rnd)
        else:
            assert isinstance(now, Decision)
            event = bots.choose(state)
            assert event in now.actions
        after = turn(state, event)
        check_invariants(after, state)
        state = after
    check_over(state, players)
