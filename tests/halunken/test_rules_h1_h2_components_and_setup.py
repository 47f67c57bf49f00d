"""H1 components and H2 setup, also the introductory game's setup without Black Jack."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from games.halunken import GAME
from games.halunken.rules.components import (
    BJ_MOVES,
    CARDS_PER_DIVE,
    COLOURS,
    DECK,
    DECK_SET,
    DIVES,
    MOVES,
    ROUNDS,
    rank,
)
from games.halunken.rules.options import HalunkenOptions
from games.halunken.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Chance

from .helpers import act, chance, decision, illegal, new_game, reveal, start


def test_h1_deck_has_42_cards_with_the_right_values() -> None:
    """004: "42 Scoundrel cards in 4 colours: 9 red (numbered 4 to 11 & 15), 10 purple
    (numbered 3 to 11 & 14), 11 grey (numbered 2 to 11 & 13), 12 yellow (numbered 1 to 12)"."""
    assert len(DECK) == len(DECK_SET) == 42
    by_colour: dict[str, set[int]] = {}
    for card in DECK:
        by_colour.setdefault(card[0], set()).add(int(card[1:]))
    assert by_colour == {
        "r": {*range(4, 12), 15},
        "p": {*range(3, 12), 14},
        "g": {*range(2, 12), 13},
        "y": set(range(1, 13)),
    }
    assert Counter(card[0] for card in DECK) == {"r": 9, "p": 10, "g": 11, "y": 12}


def test_h1_board_movement_cards_and_rounds() -> None:
    """004: "There are 14 dives arranged in a circle"; "8 Movement cards (labelled 1 to 7 and
    "rum")"; "1 set of 12 Movement cards (numbered 1 to 12) for Black Jack"; "The game lasts 8
    rounds"."""
    assert DIVES == 14
    assert MOVES == ("1", "2", "3", "4", "5", "6", "7", "rum")
    assert tuple(str(n) for n in range(1, 13)) == BJ_MOVES
    assert ROUNDS == 8
    assert CARDS_PER_DIVE == 3


def test_h1_colour_rank_yellow_grey_purple_red() -> None:
    """004: "the colour of the cards counts, yellow being worth the most, followed by grey,
    purple and then red"."""
    assert COLOURS == "rpgy"
    assert rank("y7") > rank("g7") > rank("p7") > rank("r7")
    assert rank("r8") > rank("y7")  # the value counts first


def test_h1_three_or_four_players_two_only_with_the_variant() -> None:
    """004: "The game may be played with 3 or 4 players. A tactical variant for two players
    can be found at the end of the rules." """
    assert (GAME.meta.min_players, GAME.meta.max_players) == (2, 4)
    two = new_game(2, variant="intro")
    assert two.two_player and two.with_black_jack  # two players always play with Black Jack
    assert two.bj_deck == MOVES  # "take an unused set of 8 players' Movement cards"
    assert new_game(3).bj_deck == BJ_MOVES
    assert new_game(4, variant="intro").bj_deck == ()
    with pytest.raises(ValidationError):
        HalunkenOptions(variant="expert")  # type: ignore[arg-type,unused-ignore]


def test_h2_three_cards_face_down_on_each_dive() -> None:
    """004: "The 42 Scoundrel cards are shuffled and 3 are placed face down on each dive." """
    state = new_game(4)
    assert state.down == (3,) * DIVES
    assert state.up == (None,) * DIVES
    assert state.unseen == DECK_SET
    assert state.phase == "place"
    assert all(not hand for hand in state.hands)


def test_h2_setup_in_seating_order_then_all_dives_turned() -> None:
    """004: "Each player places his captain piece on any unoccupied square in front of a dive.
    He takes the top Scoundrel card from that dive and places it face up on the table in front
    of him. Lastly the top Scoundrel card on each dive is turned face up, so that there are now
    14 Scoundrel cards ready to be collected." """
    state = new_game(3)
    first = decision(state)
    assert first.player == 0
    assert [a.data["space"] for a in first.actions] == list(range(DIVES))
    assert illegal(state, Event(1, "place", {"space": 3})) == "err_not_your_turn"
    state = act(state, 0, "place", space=4)
    # The card he takes is revealed before anyone else places.
    now = chance(state)
    assert now.kind == "card" and now.params["dive"] == 5 and len(now.outcomes) == 42
    state = reveal(state, "y5")
    assert state.hands[0] == ("y5",) and state.down[4] == 2 and state.initial[0] == "y5"
    second = decision(state)
    assert second.player == 1
    assert 4 not in [a.data["space"] for a in second.actions]
    assert illegal(state, Event(1, "place", {"space": 4})) == "hs_err_space_taken"
    state = reveal(act(state, 1, "place", space=9), "g13")
    state = reveal(act(state, 2, "place", space=0), "r4")
    # No card of a dive is turned before every captain has taken his.
    assert state.up == (None,) * DIVES
    flipped = []
    while isinstance(awaiting(state), Chance):
        dive = chance(state).params["dive"] - 1
        card = sorted(state.unseen)[0]
        assert illegal(state, Event("chance", "card", {"values": ["y5"]})) == \
            "hs_err_cannot_be_revealed"
        state = reveal(state, card)
        flipped.append(dive)
        assert state.up[dive] == card
    assert sorted(flipped) == list(range(DIVES))
    assert all(card is not None for card in state.up)
    assert state.down == tuple(1 if d in (0, 4, 9) else 2 for d in range(DIVES))
    assert len(state.unseen) == sum(state.down) == 42 - 3 - 14


def test_h2_lowest_card_places_black_jack_highest_starts_bidding() -> None:
    """004: "The player who draws the lowest value Scoundrel card at the beginning of the game
    places the Black Jack piece on any unoccupied space. The player who draws the highest value
    Scoundrel card at the beginning of the game starts the bidding"."""
    state = start([4, 9, 0], ["y5", "g13", "r4"])
    assert state.phase == "black_jack"
    placing = decision(state)
    assert placing.player == 2  # r4 is lowest
    assert sorted(a.data["space"] for a in placing.actions) == \
        [s for s in range(DIVES) if s not in (0, 4, 9)]
    assert illegal(state, Event(2, "jack", {"space": 9})) == "hs_err_space_taken"
    assert illegal(state, Event(0, "jack", {"space": 7})) == "err_not_your_turn"
    state = act(state, 2, "jack", space=7)
    assert state.bj == 7
    assert state.phase == "bid"
    assert state.starter == 1 and decision(state).player == 1  # g13 is highest


@pytest.mark.parametrize(("initial", "low", "high"), [
    (["y7", "g7", "r7"], 2, 0),
    (["p9", "y9", "g9", "r9"], 3, 1),
    (["g3", "p3", "y12"], 1, 2),
    (["r11", "y11", "y1"], 2, 1),
])
def test_h2_ties_by_colour_rank(initial: list[str], low: int, high: int) -> None:
    """004: "If several players tie for the highest value Scoundrel card then the colour of the
    cards counts, yellow being worth the most, followed by grey, purple and then red. This order
    also applies if there is a tie for the least valuable card." """
    spaces = [1, 4, 8, 11][:len(initial)]
    state = start(spaces, initial)
    assert decision(state).player == low
    state = act(state, low, "jack", space=13)
    assert state.starter == high and decision(state).player == high


def test_h2_two_players_also_place_black_jack() -> None:
    """004 (two-player variant): "This variant follows the rules for the standard game"."""
    state = start([2, 9], ["y3", "p3"], variant="intro")
    assert state.phase == "black_jack" and decision(state).player == 1
    state = act(state, 1, "jack", space=5)
    assert state.phase == "bid" and decision(state).player == 0


def test_introductory_setup_has_no_black_jack_and_no_bidding() -> None:
    """004: "The Black Jack piece and the 12 Black Jack Movement cards are not needed and should
    be removed from the game." """
    state = start([0, 5, 10], ["r4", "y12", "g2"], variant="intro")
    assert state.phase == "choose"
    assert state.bj is None and state.bj_deck == () and state.harbour == ()
    now = decision(state)
    assert now.player == 0 and now.secret
    assert {a.kind for a in now.actions} == {"move"}
