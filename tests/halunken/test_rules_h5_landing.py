"""H5: landing at a dive, landing on another captain (steal, push), push chains."""

from __future__ import annotations

from tabletop.events import Event

from .helpers import act, chance, choose, decision, illegal, offered, reveal, table


def test_h5_landing_takes_the_top_card_and_turns_the_next() -> None:
    """004: "Whenever a player lands on a space outside a dive which contains a scoundrel, he
    takes the top Scoundrel card and places it face up in front of him. If there are still
    Scoundrel cards left in the pile, the next one is then turned face up." """
    state = table(3, captains=[0, 5, 9], up={3: "y12", 7: "g13"}, down={3: 2, 7: 0})
    state = choose(state, "3", "2", "4")
    assert state.hands[0] == ("y12",)
    now = chance(state)
    assert now.kind == "card" and now.params["dive"] == 4 and "y12" not in now.outcomes
    state = reveal(state, "p14")
    assert state.up[3] == "p14" and state.down[3] == 1
    # Ben lands at dive 8, whose pile is now empty: nothing is turned.
    assert state.hands[1] == ("g13",) and state.up[7] is None
    # Cem lands at an empty dive and takes nothing.
    assert state.hands[2] == ()
    assert state.round == 1


def test_h5_landing_on_a_captain_steals_at_equal_counts_and_pushes() -> None:
    """004: "If a player lands on a space occupied by another player, the new occupier takes the
    top Scoundrel card from the dive pile. If he has an equal number or fewer Scoundrel cards
    than the original occupier of the space, then he gets to remove one Scoundrel card of his
    choice from that person's line and put it in his own. Then the original occupier of the
    space is pushed clockwise into the next free space. (The owner of this piece cannot now take
    a Scoundrel card.)" """
    # Ben and Cem cancel (4, 4); Ben stands at dive 6 and takes g3 first, then y9 is turned.
    state = table(3, captains=[2, 5, 10], up={5: "g3", 6: "p14"}, down={5: 1, 6: 1},
                  hands={0: ["y1", "y3"], 1: ["r15", "y2"]})
    state = choose(state, "3", "4", "4")
    assert state.hands[1] == ("r15", "g3", "y2")
    state = reveal(state, "y9")
    # Ana lands on Ben and takes y9 first: 3 cards against Ben's 3.
    assert state.hands[0] == ("y1", "y3", "y9")
    assert state.up[5] is None  # the pile is empty now
    now = decision(state)
    assert now.player == 0
    assert offered(state) == [("take", "r15"), ("take", "g3"), ("take", "y2")]
    assert illegal(state, Event(0, "take", {"card": "y12"})) == "hs_err_card_not_held"
    assert illegal(state, Event(1, "take", {"card": "r15"})) == "err_not_your_turn"
    state = act(state, 0, "take", card="r15")
    assert state.hands[0] == ("r15", "y1", "y3", "y9")
    assert state.hands[1] == ("g3", "y2")
    # Ben is pushed to the next free space (dive 7) and takes nothing there.
    assert state.captains == (5, 6, 10)
    assert state.up[6] == "p14"
    assert state.round == 1


def test_h5_fewer_cards_also_steal() -> None:
    """004: "If he has an equal number or fewer Scoundrel cards than the original occupier of
    the space, then he gets to remove one Scoundrel card of his choice" """
    state = table(3, captains=[2, 5, 10], hands={1: ["r15", "y2"]})
    state = choose(state, "3", "4", "4")
    assert decision(state).player == 0
    state = act(state, 0, "take", card="y2")
    assert state.hands == (("y2",), ("r15",), ())


def test_h5_more_cards_no_steal_but_still_push() -> None:
    """004: "If he has an equal number or fewer Scoundrel cards than the original occupier of
    the space, then he gets to remove one Scoundrel card [...] Then the original occupier of the
    space is pushed clockwise into the next free space." """
    state = table(3, captains=[2, 5, 10], up={6: "g13"}, hands={0: ["y1", "y3"], 1: ["r15"]})
    state = choose(state, "3", "4", "4")
    # Ana holds 2 cards, Ben 1: no steal, but Ben is pushed on (and takes no card there).
    assert state.round == 1 and state.phase == "choose"
    assert state.hands == (("y1", "y3"), ("r15",), ())
    assert state.captains == (5, 6, 10)
    assert state.up[6] == "g13"
    # A captain with no cards cannot be robbed, whatever the counts.
    state = table(3, captains=[2, 5, 10])
    state = choose(state, "3", "4", "4")
    assert state.round == 1 and state.captains == (5, 6, 10)


def test_h5_push_chains() -> None:
    """004: "Then the original occupier of the space is pushed clockwise into the next free
    space." (H5: "A free space has no captain and no Black Jack.")"""
    # Spaces are 0-based indices. Ben and Cem cancel (4, 4). Ana (3) lands on Ben at 5; Ben is
    # pushed past Cem (6), Black Jack (7) and Dora (8) to 9. Dora (6) moves after that.
    state = table(4, captains=[2, 5, 6, 8], variant="standard", bj=7,
                  up={9: "y12"}, hands={1: ["y1", "y2", "y3"]})
    state = choose(state, "3", "4", "4", "6")
    assert decision(state).player == 0
    state = act(state, 0, "take", card="y3")
    assert state.captains == (5, 9, 6, 0)
    assert state.up[9] == "y12" and state.hands[1] == ("y1", "y2")
    assert state.bj == 7
    # After the captains Black Jack's card is turned (not hired this round).
    assert chance(state).kind == "jack"


def test_h5_push_goes_to_the_first_free_space_after_blocked_ones() -> None:
    """004: "Then the original occupier of the space is pushed clockwise into the next free
    space. (The owner of this piece cannot now take a Scoundrel card.)" """
    # Ben and Cem cancel (1, 1). Dora (2) moves first: 7 -> 9, taking g13. Ana (3): 1 -> 4
    # onto Ben (1 card each: she steals). Ben skips Cem (5) and Black Jack (6) and stops at 7,
    # which Dora has left; he takes nothing there.
    state = table(4, captains=[1, 4, 5, 7], variant="standard", bj=6,
                  up={7: "y12", 9: "g13"}, hands={0: ["y1"], 1: ["y2"]})
    state = choose(state, "3", "1", "1", "2")
    assert state.hands[3] == ("g13",)
    state = act(state, 0, "take", card="y2")
    assert state.captains == (4, 7, 5, 9)
    assert state.up[7] == "y12" and state.hands[1] == ()


def test_h5_push_wraps_around_the_ring() -> None:
    """004: "pushed clockwise into the next free space" (14 dives in a circle)"""
    state = table(3, captains=[10, 13, 0], hands={1: ["y1"]})
    state = choose(state, "3", "5", "5")
    state = act(state, 0, "take", card="y1")
    assert state.captains == (13, 1, 0)
