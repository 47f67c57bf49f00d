"""The strong bot's search board against the rules: in seeded random games of 2, 3 and 4
players, standard and introductory, the board lists the movement cards the rules offer, follows
each choice, and plays every round to the same table as the rules do, given the cards the rules
turned and the choices the board itself makes (H3-H10, H12)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable

import pytest

from games.halunken import GAME
from games.halunken.play import search
from games.halunken.play.fast_model import BoardModel, Position
from games.halunken.play.search_board import NUMBERS, board_of
from games.halunken.rules.components import RUM
from games.halunken.rules.options import LATEST_EDITION
from games.halunken.rules.state import HState
from games.halunken.rules.turn import awaiting, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, HasFastModel, Over

from .helpers import new_game

GAMES = [(players, variant, seed, LATEST_EDITION) for players in (2, 3, 4)
         for variant in ("standard", "intro") for seed in range(10)]
# Two-player records made before H14 turned Black Jack's card after the captains moved.
GAMES += [(2, "standard", seed, 1) for seed in range(4)]
MODEL = BoardModel()


def keys(events: Iterable[Event]) -> set[str]:
    return {json.dumps(e.to_json(), sort_keys=True) for e in events}


def test_the_game_offers_its_search_board_as_the_fast_model() -> None:
    assert isinstance(GAME, HasFastModel)
    assert isinstance(GAME.fast_model(), BoardModel)


@pytest.mark.parametrize(("players", "variant", "seed", "edition"), GAMES)
def test_the_board_agrees_with_the_rules(players: int, variant: str, seed: int,
                                         edition: int) -> None:
    rnd = random.Random(seed)
    state = new_game(players, variant, edition=edition)
    checked = rounds = 0
    while not isinstance(now := awaiting(state), Over):
        position = MODEL.load(state)
        if position is None:
            state = turn(state, _random(now, rnd))
            continue
        assert isinstance(now, Decision) and now.secret
        assert keys(MODEL.legal(position)) == keys(now.actions)
        event = rnd.choice(now.actions)
        after = MODEL.play(position, event)
        checked += 1
        if after is not None:
            state = turn(state, event)
            assert after == MODEL.load(state)
        else:
            state = round_checked(state, event, position, rnd)
            rounds += 1
    assert rounds == 8 and checked >= 8 * players


def _random(now: Chance | Decision | Over, rnd: random.Random) -> Event:
    if isinstance(now, Chance):
        return Event(CHANCE, now.kind, {"values": [rnd.choice(now.outcomes)]})
    assert isinstance(now, Decision)
    return rnd.choice(now.actions)


def round_checked(before: HState, last: Event, position: Position,
                  rnd: random.Random) -> HState:
    """The round revealed by ``last``, played by the rules with random cards turned and the
    board's own choices; then played again on the board from ``position`` with those cards.
    Both must end on the same table. Returns the rules' state after the round."""
    assert last.kind == "move" and isinstance(last.actor, int)  # the hirer picks his first
    cards = list(before.chosen)
    cards[last.actor] = str(last.data["card"])
    hired = before.controller if before.controller is not None else -1
    # H12, H14: with two players Black Jack's card is revealed with the captains'.
    meets = before.two_player and (hired >= 0 or before.options.since_h13_h14)
    flips: list[str] = []
    jack = before.bj_card if meets else None
    rums: dict[int, int] = {}
    jack_rum: int | None = None
    state = turn(before, last)
    while state.round == before.round and not isinstance(now := awaiting(state), Over):
        if isinstance(now, Chance):
            event = _random(now, rnd)
            value = str(event.data["values"][0])
            if now.kind == "jack":
                jack = value
            else:
                flips.append(value)
        else:
            assert isinstance(now, Decision)
            event = _board_choice(state, now, cards, jack if meets else None, rnd)
            if event.kind == "rum" and state.queue[0][0] == "declare":
                rums[now.player] = int(event.data["value"])
            elif event.kind == "rum":
                jack_rum = int(event.data["value"])
        state = turn(state, event)
    sit = search.Situation(before, 0, position.board(), hired)
    scenario = search.Scenario(tuple(cards), jack, list(reversed(flips)))
    board = search.play_round(sit, scenario, cards, rums, jack_rum=jack_rum)
    where = f"round {before.round + 1}: cards {cards}, Black Jack {jack}, turned {flips}"
    assert board.captains == list(state.captains), where
    assert [sorted(h) for h in board.hands] == [sorted(h) for h in state.hands], where
    assert (board.up, board.down) == (list(state.up), list(state.down)), where
    assert sorted(board.harbour) == sorted(state.harbour), where
    assert board.bj == (-1 if state.bj is None else state.bj), where
    assert board.pool == [], where  # every card the rules turned, the board turned too
    return state


def _board_choice(state: HState, now: Decision, cards: list[str | None], meets: str | None,
                  rnd: random.Random) -> Event:
    """The choice the board makes where the rules ask for one: the best card to take, the
    cheapest to give (H9), the better robbery (H12); a rum is declared at random among the
    numbers the board allows too (H3)."""
    head, seat = state.queue[0], now.player
    board = board_of(state)
    offered = {json.dumps(a.data, sort_keys=True): a for a in now.actions}
    if head[0] in ("steal", "harbour"):
        source = state.hands[int(head[2])] if head[0] == "steal" else state.harbour
        return offered[json.dumps({"card": board.best_for(seat, source)})]
    if head[0] == "give":
        return offered[json.dumps({"card": board.cheapest(seat)})]
    if head[0] == "rob_choice":
        return offered[json.dumps({"from": "captain" if board.robs_hirer(seat) else "harbour"})]
    values = sorted(int(a.data["value"]) for a in now.actions)
    if head[0] == "declare":
        assert values == search.free_numbers(cards, seat, meets)
    else:
        taken = {int(c) for c in cards if c is not None and c != RUM}
        assert values == [n for n in NUMBERS if n not in taken]
    return rnd.choice(now.actions)
