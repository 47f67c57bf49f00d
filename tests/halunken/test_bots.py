"""The strong bot: the default seat, legal decisions, whole games for every seat count and
option, better play than the basic bot, and no peeking at what its seat may not know."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import pytest

from games.halunken import GAME
from games.halunken.play import bots
from games.halunken.rules.components import MOVES
from games.halunken.rules.queries import moves_left
from games.halunken.rules.score import player_score
from games.halunken.rules.state import HState
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.playout import playout

from .helpers import new_game

Seen = list[tuple[HState, Decision]]


def play(state: HState, seed: int, seats: tuple[str, ...], seen: Seen | None = None) -> HState:
    """A whole game, seat ``i`` played by the bot ``seats[i]``, chance from a seeded dealer;
    each decision is checked to be listed, and noted in ``seen`` before it is made."""
    table = bots.STRATEGIES

    def decide(now_state: HState, now: Decision, step: int) -> Event:
        if seen is not None:
            seen.append((now_state, now))
        rng = random.Random(f"{seed}:{now.player}:{step}")
        event = table[seats[now.player]](now_state, now.player, rng)
        assert event in now.actions, (event, now.actions)
        return event

    final: HState = playout(GAME, state, seed, decide, limit=2000).final
    return final


@cache
def decisions(players: int, seed: int) -> tuple[tuple[HState, Decision], ...]:
    """The decisions of a game between basic bots (quick to play), for probing the strong one."""
    seen: Seen = []
    play(new_game(players), seed, ("basic",) * players, seen)
    return tuple(seen)


def test_strong_is_the_default_and_basic_is_kept() -> None:
    assert list(bots.STRATEGIES) == ["strong", "basic"]
    assert GAME.strategies() is bots.STRATEGIES


@pytest.mark.parametrize(("players", "variant", "games"), [
    (2, "standard", 1), (2, "intro", 1), (3, "standard", 1), (3, "intro", 1),
    (4, "standard", 1), (4, "intro", 1), (3, "standard", 2)])
def test_strong_bots_finish_games_with_legal_actions(players: int, variant: str,
                                                     games: int) -> None:
    state = play(new_game(players, variant, games), players * 10 + games, ("strong",) * players)
    assert state.phase == "over" and state.round == 8
    for used in state.used:
        assert sorted(used) == sorted(MOVES)  # H3: each movement card once
    assert len(state.earlier[0]) == games - 1


def test_every_decision_of_a_game_is_legal_for_the_strong_bot() -> None:
    """Each decision met in basic bots' games (every kind: place, Black Jack, bids, moves,
    rum, steals, gifts, the two-player robbery) gets one of the listed actions."""
    kinds: set[str] = set()
    for players, seed in ((2, 47), (3, 2), (4, 3)):
        for state, now in decisions(players, seed):
            event = bots.strong(state, now.player, random.Random(seed))
            assert event in now.actions
            kinds.add(str(state.queue[0][0]) if state.queue else now.actions[0].kind)
    assert {"place", "jack", "bid", "move", "jack_card", "steal", "harbour", "give", "declare",
            "declare_bj", "rob_choice"} <= kinds


def test_same_random_source_same_decision() -> None:
    for state, now in decisions(4, 5)[::7]:
        first = bots.strong(state, now.player, random.Random(3))
        assert bots.strong(state, now.player, random.Random(3)) == first


def swapped(state: HState, seat: int) -> list[HState]:
    """The state with ``seat``'s secret card of this round swapped for each other card that
    seat could hold (and, with two players, Black Jack's secret card too)."""
    card = state.chosen[seat]
    out = [replace(state, chosen=tuple(c if i != seat else other
                                       for i, c in enumerate(state.chosen)))
           for other in moves_left(state, seat) if other != card]
    if state.two_player and state.controller == seat and state.bj_card is not None:
        out += [replace(state, bj_card=other, bj_deck=tuple(sorted(
            {*state.bj_deck, state.bj_card} - {other})))
                for other in state.bj_deck]
    return out


def secret_choices() -> Iterator[tuple[HState, Decision, int]]:
    """Decisions about a movement card taken after another seat chose theirs in secret."""
    for players, seed in ((4, 6), (3, 7), (2, 8), (2, 9)):
        for state, now in decisions(players, seed):
            kind = now.actions[0].kind
            if kind not in ("move", "jack_card"):
                continue
            for other in range(players):
                if other != now.player and (state.chosen[other] is not None or
                                            (state.controller == other and state.bj_card)):
                    yield state, now, other


def test_it_never_reads_the_others_secret_cards() -> None:
    """Swapping a secret card another seat chose this round for any card it could hold
    changes nothing in the decision (H3; H12: Black Jack's card chosen by the other)."""
    checked = 0
    for state, now, other in secret_choices():
        expected = bots.strong(state, now.player, random.Random(11))
        for variant in swapped(state, other):
            assert bots.strong(variant, now.player, random.Random(11)) == expected
            checked += 1
    assert checked > 50


def test_it_beats_the_basic_bot() -> None:
    """Mixed tables: half the seats strong (seats chosen per game); the strong seats score
    more on average and win more than their share of games."""
    strong_points, basic_points, wins, games = 0.0, 0.0, 0.0, 0
    for seed in range(24):
        players = (2, 3, 4)[seed % 3]
        chosen = set(random.Random(seed).sample(range(players), max(1, players // 2)))
        seats = tuple("strong" if i in chosen else "basic" for i in range(players))
        state = play(new_game(players), 100 + seed, seats)
        scores = [player_score("", hand).total or 0 for hand in state.hands]
        strong_points += sum(scores[i] for i in chosen) / len(chosen)
        basic_points += sum(s for i, s in enumerate(scores) if i not in chosen) / \
            (players - len(chosen))
        top = max(scores)
        winners = [i for i, s in enumerate(scores) if s == top]
        wins += sum(1 for i in winners if i in chosen) / len(winners)
        games += 1
    assert strong_points / games > basic_points / games + 10
    assert wins / games > 0.6


def test_bids_only_raise() -> None:
    """Two players bid in turn until one passes: the bot never re-bids an equal value, so
    bidding always ends (H12)."""
    for state, now in decisions(2, 10):
        if state.phase != "bid":
            continue
        event = bots.strong(state, now.player, random.Random(1))
        if event.kind == "bid" and state.bid is not None:
            assert int(event.data["card"][1:]) > int(state.bid[1][1:])


def test_strong_takes_the_best_card_when_stealing() -> None:
    for players, seed in ((3, 12), (4, 13)):
        for state, now in decisions(players, seed):
            if not state.queue or state.queue[0][0] != "harbour":
                continue
            event = bots.strong(state, now.player, random.Random(0))
            best = max(bots.worth(state, now.player, a.data["card"]) for a in now.actions)
            assert bots.worth(state, now.player, event.data["card"]) == best

