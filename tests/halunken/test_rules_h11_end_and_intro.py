"""H11: the end of the game after 8 rounds; the introductory game (no Black Jack, no bidding)."""

from __future__ import annotations

import pytest

from games.halunken.rules.components import MOVES
from games.halunken.rules.state import HState
from games.halunken.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Over

from .helpers import illegal, new_game, play_out, play_until


@pytest.mark.parametrize("players", [3, 4])
def test_h11_game_ends_after_8_rounds_with_4_black_jack_cards_unused(players: int) -> None:
    """004: "The game ends when the players have played their eight movement cards and Black
    Jack has been moved for the last time. (So four of Black Jack's twelve Movement cards will
    remain face down.)" """
    jack_rounds: list[int] = []

    def watch(before: HState, event: Event, after: HState) -> None:
        if event.is_chance and event.kind == "jack":
            jack_rounds.append(before.round)
            assert before.phase != "over"

    state = play_until(new_game(players), lambda s: s.round == 7 and s.phase == "choose",
                       seed=players, watch=watch)
    # The last round: the captains' moves do not end the game before Black Jack's.
    state = play_until(state, lambda s: s.queue[:1] == (("bj_turn",),) or s.phase == "over",
                       seed=11, watch=watch)
    assert state.phase == "resolve" and not isinstance(awaiting(state), Over)
    state = play_out(state, seed=12, watch=watch)
    assert jack_rounds == list(range(8))
    assert state.round == 8 and state.phase == "over"
    assert len(state.bj_deck) == 4
    assert all(sorted(used) == sorted(MOVES) for used in state.used)
    assert illegal(state, Event(0, "pass")) == "hs_err_game_over"


def test_introductory_game_has_no_black_jack_and_no_bidding() -> None:
    """004: "The Black Jack piece and the 12 Black Jack Movement cards are not needed and should
    be removed from the game." and "The game lasts 8 rounds" """
    kinds: set[str] = set()
    rounds: list[int] = []

    def watch(before: HState, event: Event, after: HState) -> None:
        kinds.add(event.kind)
        assert after.bj is None and after.harbour == () and after.controller is None
        if after.round != before.round:
            rounds.append(after.round)

    state = play_out(new_game(4, variant="intro"), seed=7, watch=watch)
    assert kinds & {"jack", "bid", "pass", "jack_card", "give", "rob"} == set()
    assert {"place", "move", "card"} <= kinds
    assert rounds == list(range(1, 9))
    assert all(sorted(used) == sorted(MOVES) for used in state.used)
    assert state.phase == "over"
