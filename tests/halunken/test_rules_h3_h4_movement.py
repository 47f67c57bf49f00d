"""H3 movement cards (secret choice, rum, equal cards cancel) and H4 the order of a round."""

from __future__ import annotations

from games.halunken.rules.components import MOVES
from tabletop.events import Event

from .helpers import act, chance, choose, decision, illegal, offered, reveal, table


def test_h3_choice_is_secret_and_each_card_is_used_once() -> None:
    """004: "At the beginning of each round each player secretly chooses one of his Movement
    cards and puts it face down in front of him." and "The game ends after exactly eight rounds,
    once all the movement cards have been played." """
    state = table(3, captains=[0, 4, 8])
    now = decision(state)
    assert now.player == 0 and now.secret
    assert [a.data["card"] for a in now.actions] == list(MOVES)
    state = act(state, 0, "move", card="2")
    assert decision(state).player == 1
    state = choose(state, "2", "5", "6")
    assert state.round == 1 and state.phase == "choose"
    assert state.used == (("2",), ("5",), ("6",))
    assert "2" not in [a.data["card"] for a in decision(state).actions]
    assert illegal(state, Event(0, "move", {"card": "2"})) == "hs_err_move_used"
    assert illegal(state, Event(0, "move", {"card": "8"})) == "hs_err_move_used"


def test_h3_equal_cards_cancel() -> None:
    """004: "If two or more players have played the same card (number cards or "rum" cards),
    then these cards are put to one side and they don't count. The affected players don't move
    their pieces this turn"."""
    state = table(3, captains=[0, 4, 8])
    state = choose(state, "3", "3", "5")
    assert state.captains == (0, 4, 13)
    assert state.used == (("3",), ("3",), ("5",))  # the cancelled cards are spent too
    state = table(4, captains=[0, 4, 8, 11])
    state = choose(state, "6", "6", "6", "1")
    assert state.captains == (0, 4, 8, 12)


def test_h3_two_rums_cancel() -> None:
    """004: "If two or more players have played the same card (number cards or "rum" cards),
    then these cards are put to one side and they don't count." """
    state = table(3, captains=[0, 4, 8])
    state = choose(state, "rum", "rum", "4")
    # nobody is asked to declare a value; the rums stand still
    assert state.round == 1
    assert state.captains == (0, 4, 12)
    assert state.used == (("rum",), ("rum",), ("4",))


def test_h3_rum_is_declared_after_seeing_the_others() -> None:
    """004: "If one player has played his "rum" card, he looks at his opponents' cards and
    declares which value he chooses for it." and "they may choose to move any number of spaces
    between 1 and 7, providing no other player has chosen this number." """
    state = table(3, captains=[0, 4, 8])
    state = choose(state, "3", "rum", "5")
    now = decision(state)
    assert now.player == 1 and not now.secret
    assert offered(state) == [("rum", n) for n in (1, 2, 4, 6, 7)]
    assert illegal(state, Event(1, "rum", {"value": 8})) == "hs_err_rum_range"
    assert illegal(state, Event(0, "rum", {"value": 4})) == "err_not_your_turn"
    state = act(state, 1, "rum", value=7)
    assert state.captains == (3, 11, 13)
    assert state.used[1] == ("rum",)


def test_h3_rum_cannot_take_a_number_another_played() -> None:
    """004: "If someone plays their "rum" card they may choose to move any number of spaces
    between 1 and 7, providing no other player has chosen this number." (H3: cancelled cards
    included.)"""
    state = choose(table(3, captains=[0, 4, 8]), "3", "5", "rum")
    assert illegal(state, Event(2, "rum", {"value": 3})) == "hs_err_rum_taken"
    assert illegal(state, Event(2, "rum", {"value": 5})) == "hs_err_rum_taken"
    # A and B both chose 3: they cancel each other, but 3 was still chosen.
    state = choose(table(3, captains=[0, 4, 8]), "3", "3", "rum")
    assert offered(state) == [("rum", n) for n in (1, 2, 4, 5, 6, 7)]
    assert illegal(state, Event(2, "rum", {"value": 3})) == "hs_err_rum_taken"
    state = act(state, 2, "rum", value=2)
    assert state.captains == (0, 4, 10)


def test_h3_rum_takes_its_place_in_the_order() -> None:
    """004: "The player who has played the lowest value card goes first, followed by the rest
    of the players in ascending order of cards played." (a rum counts as its declared value)"""
    # Ana (rum as 2) and Ben (3) both head for space 6: the rum moves first and is pushed.
    state = table(3, captains=[4, 3, 10], up={6: "y12"}, hands={0: ["y1"], 1: ["y2", "y3"]})
    state = choose(state, "rum", "3", "1")
    state = act(state, 0, "rum", value=2)
    assert state.hands[0] == ("y1", "y12")
    # Ben lands on Ana: 2 cards each, so he steals.
    assert decision(state).player == 1
    state = act(state, 1, "take", card="y12")
    assert state.captains == (7, 6, 11)


def test_h4_standing_players_take_first_then_lowest_card_moves_first() -> None:
    """004: "First of all, any players who have been unable to move this turn take the top
    Scoundrel card from the dive outside which they are standing. Then the other players move
    their captains." and "The player who has played the lowest value card goes first, followed
    by the rest of the players in ascending order of cards played." """
    # Ana and Ben cancel (2 and 2); Ana stands at dive 6 and takes first. Cem (1) lands there
    # next and gets the card turned up after Ana's. Dora (4) moves last, behind Cem.
    state = table(4, captains=[5, 12, 4, 0], up={5: "g13", 4: "y1"}, down={5: 1},
                  hands={1: ["r4", "r5", "r6"], 2: ["p3", "p4", "p5"]})
    state = choose(state, "2", "2", "1", "4")
    assert state.hands[0] == ("g13",)  # taken before anyone moved
    assert chance(state).params["dive"] == 6  # the next card of dive 6 is turned
    state = reveal(state, "y11")
    # Cem now holds 4 cards, more than Ana (1): no steal; Ana is pushed on and takes nothing.
    assert state.hands[2] == ("p3", "p4", "p5", "y11")
    assert state.captains == (6, 12, 5, 4)
    assert state.round == 1
    assert state.up[4] is None and "y1" in state.hands[3]  # Dora moved 4 to dive 5 last


def test_h4_lowest_card_first_decides_who_gets_a_card() -> None:
    """004: "The player who has played the lowest value card goes first, followed by the rest
    of the players in ascending order of cards played." """
    # Ana (4) and Ben (2) both head for space 5; Ben moves first and takes the card.
    state = table(3, captains=[0, 2, 9], up={4: "r15"}, down={4: 1},
                  hands={0: ["y1", "y2"], 1: ["y3", "y4"]})
    state = choose(state, "4", "2", "1")
    assert state.hands[1] == ("r15", "y3", "y4")
    state = reveal(state, "y9")
    # Ana lands on Ben: she takes y9 (3 cards, as many as Ben) and steals.
    assert decision(state).player == 0
    state = act(state, 0, "take", card="r15")
    assert state.captains[:2] == (4, 5)
    assert state.hands[0] == ("r15", "y1", "y2", "y9")


def test_h4_every_space_counts_and_the_ring_wraps() -> None:
    """004: "The captains move clockwise the number of spaces shown on the Movement cards."
    (H4: counting every space, occupied ones too; 14 dives in a circle)"""
    state = table(3, captains=[11, 12, 13])
    state = choose(state, "5", "6", "7")
    assert state.captains == (2, 4, 6)
