"""H12: the two-player variant. Spaces are the code's 0-based indices."""

from __future__ import annotations

from games.halunken.rules.components import MOVES
from games.halunken.rules.state import HState
from tabletop.events import Event

from .helpers import (
    act,
    chance,
    choose,
    decision,
    illegal,
    jack_turns,
    new_game,
    offered,
    play_out,
    reveal,
    table,
)


def bidding(hands: dict[int, list[str]], starter: int = 0) -> HState:
    return table(2, captains=[0, 7], variant="standard", bj=12, phase="bid", starter=starter,
                 hands=hands)


def test_h12_black_jacks_pile_is_a_spare_set_of_movement_cards() -> None:
    """004: "The usual set of 12 Movement cards used by Black Jack are not needed. Instead, take
    an unused set of 8 players' Movement cards, shuffle them and put them in the harbour." """
    state = new_game(2)
    assert state.bj_deck == MOVES
    end = play_out(state, seed=2)
    assert end.bj_deck == () and end.round == 8
    assert all(sorted(used) == sorted(MOVES) for used in end.used)


def test_h12_two_player_bidding_goes_on_until_a_pass() -> None:
    """004: "Bidding continues in turn until someone passes." """
    state = bidding({0: ["g5", "p9", "r4"], 1: ["y5", "r15"]})
    state = act(state, 0, "bid", card="g5")
    assert decision(state).player == 1
    assert offered(state) == [("bid", "r15"), ("bid", "y5"), ("pass", None)]
    state = act(state, 1, "bid", card="y5")
    assert decision(state).player == 0
    # H12: an equal value may be bid again, so g5 is offered beside p9.
    assert offered(state) == [("bid", "p9"), ("bid", "g5"), ("pass", None)]
    state = act(state, 0, "bid", card="p9")
    state = act(state, 1, "bid", card="r15")
    assert state.phase == "bid" and decision(state).player == 0
    state = act(state, 0, "pass")
    assert state.phase == "choose" and state.controller == 1
    assert state.harbour == ("r15",)
    assert state.hands == (("r4", "p9", "g5"), ("y5",))


def test_h12_first_pass_ends_the_bidding() -> None:
    """004: "Bidding continues in turn until someone passes." """
    state = act(bidding({0: ["g5"], 1: ["y5"]}, starter=1), 1, "pass")
    assert state.phase == "choose" and state.controller is None and state.harbour == ()


def test_h12_two_player_bidding_until_a_pass_equal_bids_allowed() -> None:
    """004: "Bidding continues in turn until someone passes. Each player can also make the
    same bid more than once." """
    state = bidding({0: ["g5", "r4"], 1: ["p5", "y2"]})
    state = act(state, 0, "bid", card="g5")
    assert ("bid", "p5") in offered(state)
    state = act(state, 1, "bid", card="p5")  # an equal bid
    state = act(state, 0, "bid", card="g5")  # the same bid once more
    state = act(state, 1, "pass")
    assert state.controller == 0 and state.harbour == ("g5",)


def test_h12_hirer_picks_black_jacks_card_and_equal_cards_cancel() -> None:
    """004: "The winner of the bidding puts the card he has bid face up in the harbour. Then,
    -- unlike in the rules for 3 or 4 players -- he chooses two Movement cards: one for Black
    Jack from the pile in the harbour and one for himself from his hand." and "It can sometimes
    be an advantage to choose the same value Movement card for Black Jack and your captain, in
    order to stay put and collect a valuable Scoundrel card." """
    state = table(2, captains=[3, 8], variant="standard", bj=0, controller=0,
                  up={3: "y12"}, down={3: 1}, harbour=["p3"])
    now = decision(state)
    assert now.player == 0 and now.secret
    assert offered(state) == [("jack_card", m) for m in MOVES]
    assert illegal(state, Event(0, "jack_card", {"card": "8"})) == "hs_err_move_used"
    assert illegal(state, Event(1, "jack_card", {"card": "3"})) == "err_not_your_turn"
    state = act(state, 0, "jack_card", card="3")
    assert "3" not in state.bj_deck
    assert decision(state).player == 0 and offered(state)[0][0] == "move"
    state = choose(state, "3", "5")
    # Ana's 3 and Black Jack's 3 cancel: she stays put and takes y12 first.
    assert state.hands[0] == ("y12",)
    state = reveal(state, "g13")
    assert state.captains == (3, 13)
    assert state.bj == 0  # Black Jack does not move either
    assert state.round == 1 and state.phase == "bid"
    assert state.used == (("3",), ("5",)) and len(state.bj_deck) == 7


def test_h12_black_jacks_card_cancels_an_equal_card_of_the_opponent() -> None:
    """004: "he chooses two Movement cards [...] (as if he were playing for two players)" and
    "If two or more players have played the same card [...] The affected players don't move
    their pieces this turn" """
    state = table(2, captains=[3, 8], variant="standard", bj=0, controller=0)
    state = choose(state, "2", "4", jack="4")
    assert state.captains == (5, 8) and state.bj == 0
    assert state.round == 1


def test_h12_hirer_moves_both_black_jack_after_the_captains() -> None:
    """004: "Lastly he moves both pieces (Black Jack and his captain) the corresponding number
    of spaces." and "If Black Jack lands on a space occupied by the opponent's captain, he can
    rob the opponent according to the standard rules." """
    state = table(2, captains=[3, 1], variant="standard", bj=0, controller=0,
                  hands={0: ["y1"], 1: ["g2", "g3"]})
    state = choose(state, "1", "2", jack="6")
    # No card is turned for Black Jack: his card was chosen. Ben (3) is overtaken and robbed;
    # Ana (4) is his controller.
    assert state.captains == (4, 3) and state.bj == 6
    assert decision(state).player == 0
    assert offered(state) == [("take", "g2"), ("take", "g3")]
    state = act(state, 0, "take", card="g3")
    assert state.hands == (("g3", "y1"), ("g2",)) and state.round == 1


def test_h12_hirer_declares_black_jacks_rum_before_the_moves() -> None:
    """004: "If someone plays their "rum" card they may choose to move any number of spaces
    between 1 and 7, providing no other player has chosen this number." (Black Jack's card is
    played as if by a third player)"""
    state = table(2, captains=[3, 8], variant="standard", bj=0, controller=0)
    state = choose(state, "2", "5", jack="rum")
    now = decision(state)
    assert now.player == 0
    assert offered(state) == [("rum", n) for n in (1, 3, 4, 6, 7)]
    assert illegal(state, Event(0, "rum", {"value": 5})) == "hs_err_rum_taken"
    state = act(state, 0, "rum", value=7)
    assert state.captains == (5, 13) and state.bj == 7 and state.round == 1


def test_h12_a_captains_rum_cannot_take_black_jacks_number() -> None:
    """004: "If someone plays their "rum" card they may choose to move any number of spaces
    between 1 and 7, providing no other player has chosen this number." (H12: Black Jack's card
    is chosen "as if he were playing for two players")"""
    state = table(2, captains=[3, 8], variant="standard", bj=0, controller=0)
    state = choose(state, "5", "rum", jack="3")
    assert decision(state).player == 1
    assert offered(state) == [("rum", n) for n in (1, 2, 4, 6, 7)]
    assert illegal(state, Event(1, "rum", {"value": 3})) == "hs_err_rum_taken"


def test_h12_opponent_on_black_jack_robs_harbour_or_controller() -> None:
    """004: "However, if an opponent's captain lands on a space occupied by Black Jack, the
    opponent has the choice of either -- as in the standard game -- stealing one of Black
    Jack's Scoundrel cards, or stealing one from the player who controls Black Jack --
    according to the rules of the standard game." """
    def landed() -> HState:
        state = table(2, captains=[10, 2], variant="standard", bj=5, controller=0,
                      hands={0: ["y1", "y2"], 1: ["g2"]}, harbour=["r15"])
        state = choose(state, "1", "3", jack="7")
        assert state.captains == (11, 5)
        assert decision(state).player == 1
        assert offered(state) == [("rob", "harbour"), ("rob", "captain")]
        return state

    robbed = act(landed(), 1, "rob", from_="captain")
    assert offered(robbed) == [("take", "y1"), ("take", "y2")]
    robbed = act(robbed, 1, "take", card="y2")
    assert robbed.hands == (("y1",), ("g2", "y2"))
    assert robbed.harbour == ("r15",)
    # Black Jack stepped aside to 6, then moved 7 to 13 (past Ana, his controller).
    assert robbed.bj == 13 and robbed.round == 1

    harbour = act(landed(), 1, "rob", from_="harbour")
    assert offered(harbour) == [("take", "r15")]
    harbour = act(harbour, 1, "take", card="r15")
    assert harbour.hands == (("y1", "y2"), ("r15", "g2"))
    assert harbour.harbour == () and harbour.bj == 13


def test_h12_robbing_the_controller_follows_the_standard_rules() -> None:
    """004: "or stealing one from the player who controls Black Jack -- according to the rules
    of the standard game." (only with no more cards than the controller)"""
    state = table(2, captains=[10, 2], variant="standard", bj=5, controller=0,
                  hands={0: ["y1"], 1: ["g2", "g3"]}, harbour=["r15"])
    state = choose(state, "1", "3", jack="7")
    state = act(state, 1, "rob", from_="captain")
    assert state.round == 1 and state.hands == (("y1",), ("g2", "g3"))


def test_h12_controller_on_black_jack_takes_from_the_harbour() -> None:
    """004: "If a player's piece lands on a space occupied by Black Jack, first of all he takes
    the top Scoundrel card as usual. Then he steals a Scoundrel card of his choice from Black
    Jack's pile in the harbour" """
    state = table(2, captains=[2, 10], variant="standard", bj=5, controller=0,
                  harbour=["r15"])
    state = choose(state, "3", "1", jack="7")
    assert offered(state) == [("take", "r15")]


def test_h12_nobody_hired_black_jack_card_is_turned_and_robs_everyone() -> None:
    """004: "If no-one hires Black Jack, Black Jack's Movement cards are shuffled. Once both
    players have chosen their Movement cards for this round, the top card on Black Jack's
    movement pile is turned over. The round continues in the usual manner. One of the players
    then moves Black Jack. Scoundrel cards that Black Jack collects or loses are added to or
    removed from his pile in the harbour." """
    state = table(2, captains=[2, 4], variant="standard", bj=0, hands={0: ["y1"], 1: ["g2"]})
    state = choose(state, "1", "1")
    now = chance(state)
    assert now.kind == "jack" and sorted(now.outcomes) == sorted(MOVES)
    state = jack_turns(state, "5")
    assert state.bj == 5
    assert offered(state) == [("give", "y1")]
    state = act(state, 0, "give", card="y1")
    state = act(state, 1, "give", card="g2")
    assert state.harbour == ("g2", "y1") and state.round == 1
