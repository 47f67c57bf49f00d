"""H8 Black Jack's move and robbery when hired, H9 when nobody hired him, H10 a captain landing
on him. Spaces are the code's 0-based indices."""

from __future__ import annotations

from games.halunken.rules.components import BJ_MOVES
from tabletop.events import Event

from .helpers import act, chance, choose, decision, illegal, jack_turns, offered, table


def test_h8_black_jack_moves_after_the_captains_with_his_own_cards() -> None:
    """004: "Once everyone has moved, it is Black Jack's go. The player who has hired him for
    this round turns over the top card in Black Jack's Movement card pile then moves Black Jack
    this number of spaces clockwise." """
    state = table(3, captains=[0, 2, 9], variant="standard", bj=5, controller=1,
                  harbour=["y1"])
    state = choose(state, "1", "2", "3")
    assert state.captains == (1, 4, 12)
    now = chance(state)
    assert now.kind == "jack" and now.outcomes == BJ_MOVES
    assert illegal(state, Event(1, "move", {"card": "4"})) == "hs_err_reveal_first"
    assert illegal(state, Event("chance", "jack", {"values": ["13"]})) == \
        "hs_err_cannot_be_revealed"
    state = jack_turns(state, "12")
    assert state.bj == 3  # 5 + 12 = 17 -> 3; he passed Cem (12) and Ana (1) without cards
    assert "12" not in state.bj_deck and len(state.bj_deck) == 11
    assert state.round == 1 and state.phase == "bid"


def test_h8_black_jack_robs_in_overtaking_order_with_the_controllers_count_changing_in_between(
) -> None:
    """004: "The player who controls Black Jack steals one card from each of the players whose
    pieces Black Jack overtakes -- unless, of course, the person whose piece is overtaken has
    fewer cards than the player who controls Black Jack." and "Because Black Jack robs players
    in the order in which he overtakes them, he may not always be able to rob everyone he
    passes." """
    # Everybody stands still (1, 1 and 2, 2) at dives without cards. Ana hires him (2 cards);
    # he passes Ben (3 cards) and then Cem (2 cards).
    hands = {0: ["y1", "y2"], 1: ["g2", "g3", "g4"], 2: ["p3", "p4"], 3: ["r4", "r5", "r6"]}
    state = table(4, captains=[10, 2, 4, 12], variant="standard", bj=0, controller=0,
                  hands=hands)
    state = jack_turns(choose(state, "1", "1", "2", "2"), "5")
    assert state.bj == 5
    now = decision(state)
    assert now.player == 0
    assert offered(state) == [("take", "g2"), ("take", "g3"), ("take", "g4")]
    state = act(state, 0, "take", card="g4")
    # Ana now holds 3 cards, Cem only 2: Cem is not robbed.
    assert state.round == 1 and state.phase == "bid"
    assert state.hands == (("g4", "y1", "y2"), ("g2", "g3"), ("p3", "p4"), ("r4", "r5", "r6"))

    # The same with Cem holding 3 cards: after Ben he is robbed too.
    hands[2] = ["p3", "p4", "p5"]
    state = table(4, captains=[10, 2, 4, 12], variant="standard", bj=0, controller=0,
                  hands=hands)
    state = jack_turns(choose(state, "1", "1", "2", "2"), "5")
    state = act(state, 0, "take", card="g2")
    assert decision(state).player == 0
    assert offered(state) == [("take", "p3"), ("take", "p4"), ("take", "p5")]
    state = act(state, 0, "take", card="p5")
    assert state.hands[0] == ("p5", "g2", "y1", "y2")
    assert state.hands[3] == ("r4", "r5", "r6")  # Dora was not overtaken
    assert state.round == 1


def test_h8_fewer_cards_than_the_controller_are_safe() -> None:
    """004: "unless, of course, the person whose piece is overtaken has fewer cards than the
    player who controls Black Jack." """
    hands = {0: ["y1", "y2", "y3"], 1: ["g2", "g3"], 2: ["p3", "p4", "p5"], 3: ["r4"]}
    state = table(4, captains=[10, 2, 4, 12], variant="standard", bj=0, controller=0,
                  hands=hands)
    state = jack_turns(choose(state, "1", "1", "2", "2"), "5")
    # Ben (2 < 3) is skipped; Cem (3) is robbed.
    assert decision(state).player == 0
    assert offered(state) == [("take", "p3"), ("take", "p4"), ("take", "p5")]


def test_h8_landing_on_held_space_moves_on() -> None:
    """004: "If Black Jack lands on an occupied space, he moves onto the next free space."
    (H8: the captains passed that way are overtaken too; his controller is not robbed)"""
    # Black Jack (4) from 0 would land on Ben (4); Cem holds 5, so he ends on 6.
    hands = {0: ["y1"], 1: ["g2", "g3"], 2: ["p3", "p4"], 3: ["r4", "r5"]}
    state = table(4, captains=[2, 4, 5, 9], variant="standard", bj=0, controller=0,
                  hands=hands)
    state = jack_turns(choose(state, "1", "1", "2", "2"), "4")
    assert state.bj == 6
    # Ana herself (2) is passed but not robbed; then Ben, then Cem (passed on the way on).
    assert decision(state).player == 0
    assert offered(state) == [("take", "g2"), ("take", "g3")]
    state = act(state, 0, "take", card="g3")
    assert offered(state) == [("take", "p3"), ("take", "p4")]
    state = act(state, 0, "take", card="p4")
    assert state.hands == (("p4", "g3", "y1"), ("g2",), ("p3",), ("r4", "r5"))
    assert state.round == 1 and state.bj == 6


def test_h8_he_never_ends_on_a_captain() -> None:
    """004: "If Black Jack lands on an occupied space, he moves onto the next free space." """
    state = table(3, captains=[3, 4, 5], variant="standard", bj=0, controller=0)
    state = jack_turns(choose(state, "1", "1", "1"), "3")
    assert state.bj == 6


def test_h9_unhired_black_jack_robs_everyone_victim_chooses() -> None:
    """004: "If no-one has made a bid for Black Jack at the beginning of a round, a Movement
    card is turned over and Black Jack is moved. He then steals one card from every player whom
    he overtakes, irrespective of whether they have fewer cards than Black Jack. However,
    players can choose which card to discard. The stolen cards are put in the harbour." """
    # All three stand (4, 4, 4). He passes Ana (1 card), Ben (3 cards) and Cem (no cards).
    state = table(3, captains=[3, 5, 6], variant="standard", bj=0,
                  hands={0: ["y1"], 1: ["r15", "g13", "y12"]}, harbour=["p14", "p3"])
    state = jack_turns(choose(state, "4", "4", "4"), "7")
    assert state.bj == 7
    now = decision(state)
    assert now.player == 0 and offered(state) == [("give", "y1")]
    assert illegal(state, Event(1, "give", {"card": "r15"})) == "err_not_your_turn"
    state = act(state, 0, "give", card="y1")
    now = decision(state)
    assert now.player == 1
    assert offered(state) == [("give", "r15"), ("give", "g13"), ("give", "y12")]
    assert illegal(state, Event(1, "give", {"card": "y1"})) == "hs_err_card_not_held"
    state = act(state, 1, "give", card="y12")
    # Cem has nothing to give; the round is over.
    assert state.round == 1
    assert state.hands == ((), ("r15", "g13"), ())
    assert sorted(state.harbour) == ["p14", "p3", "y1", "y12"]


def test_h10_captain_landing_on_black_jack_takes_from_harbour() -> None:
    """004: "If a player's piece lands on a space occupied by Black Jack, first of all he takes
    the top Scoundrel card as usual. Then he steals a Scoundrel card of his choice from Black
    Jack's pile in the harbour, even if Black Jack has fewer Scoundrel cards than he does.
    Finally Black Jack is moved onto the next free space." """
    # Ben hired Black Jack (on 5). Ana (3) lands there; Ben and Cem stand (1, 1).
    state = table(3, captains=[2, 6, 9], variant="standard", bj=5, controller=1,
                  up={5: "g3"}, hands={0: ["y2", "y3", "y4"]}, harbour=["r15", "y1"])
    state = choose(state, "3", "1", "1")
    assert state.hands[0] == ("g3", "y2", "y3", "y4")  # the top card first
    now = decision(state)
    assert now.player == 0
    assert offered(state) == [("take", "r15"), ("take", "y1")]
    assert illegal(state, Event(0, "take", {"card": "y12"})) == "hs_err_not_in_harbour"
    assert state.bj == 5
    state = act(state, 0, "take", card="r15")
    assert state.harbour == ("y1",)
    assert state.hands[0] == ("r15", "g3", "y2", "y3", "y4")
    # Black Jack goes to the next free space: 6 is Ben's, so 7.
    assert state.bj == 7
    assert chance(state).kind == "jack"


def test_h10_empty_harbour_black_jack_still_moves_aside() -> None:
    """004: "Finally Black Jack is moved onto the next free space." """
    state = table(3, captains=[2, 9, 11], variant="standard", bj=5)
    state = choose(state, "3", "1", "1")
    assert state.bj == 6 and state.captains[0] == 5
    assert chance(state).kind == "jack"
