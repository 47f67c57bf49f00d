"""H7: hiring Black Jack in the standard game (3-4 players)."""

from __future__ import annotations

from games.halunken.rules.state import HState
from tabletop.events import Event

from .helpers import act, decision, illegal, offered, play_until, start, table

HANDS = {0: ["g7", "r5"], 1: ["r7", "y7", "g6", "p8"], 2: ["g8", "y2"]}


def bidding(starter: int = 0, players: int = 3,
            hands: dict[int, list[str]] | None = None) -> HState:
    return table(players, captains=[0, 4, 8, 11][:players], variant="standard", bj=12,
                 phase="bid", starter=starter, hands=HANDS if hands is None else hands)


def test_h7_bid_must_beat_by_value_then_colour() -> None:
    """004: "When it is your turn to bid you may pass or better the previous bid." (H7: a higher
    value, or the same value in a higher-ranked colour)"""
    state = bidding()
    assert offered(state) == [("bid", "r5"), ("bid", "g7"), ("pass", None)]
    state = act(state, 0, "bid", card="g7")
    assert state.bid == (0, "g7")
    # Ben may bid y7 (same value, higher colour) or p8 (higher value), not r7 or g6.
    assert offered(state) == [("bid", "p8"), ("bid", "y7"), ("pass", None)]
    assert illegal(state, Event(1, "bid", {"card": "r7"})) == "hs_err_bid_too_low"
    assert illegal(state, Event(1, "bid", {"card": "g6"})) == "hs_err_bid_too_low"
    assert illegal(state, Event(1, "bid", {"card": "g13"})) == "hs_err_card_not_held"
    state = act(state, 1, "bid", card="y7")
    assert offered(state) == [("bid", "g8"), ("pass", None)]
    assert illegal(state, Event(2, "bid", {"card": "y2"})) == "hs_err_bid_too_low"
    state = act(state, 2, "pass")
    # Every player had his one bid: Ben pays y7 into the harbour and hires Black Jack.
    assert state.phase == "choose"
    assert state.controller == 1
    assert state.harbour == ("y7",)
    assert state.hands == (("r5", "g7"), ("r7", "p8", "g6"), ("g8", "y2"))


def test_h7_one_bid_each_highest_bidder_pays() -> None:
    """004: "Bidding goes around the table and each player may only bid one card. The player
    with the highest bid "pays" by placing the scoundrel card he bid with face up in the harbour.
    He can then move Black Jack this round, once the captains have moved." """
    state = bidding(starter=1)
    assert decision(state).player == 1
    state = act(state, 1, "bid", card="g6")
    state = act(state, 2, "bid", card="g8")
    assert decision(state).player == 0
    state = act(state, 0, "pass")
    # Ben does not get a second bid.
    assert state.phase == "choose" and state.controller == 2
    assert state.harbour == ("g8",) and "g6" in state.hands[1]
    assert illegal(state, Event(1, "bid", {"card": "p8"})) == "err_not_your_turn"


def test_h7_nobody_bids() -> None:
    """004: "If no-one bids for Black Jack, he moves at the end of the round and can rob
    players" """
    state = bidding()
    for seat in (0, 1, 2):
        state = act(state, seat, "pass")
    assert state.phase == "choose" and state.controller is None and state.harbour == ()


def test_h7_a_player_without_cards_can_only_pass() -> None:
    """004: "each player in turn can try to hire Black Jack for the rest of the round by bidding
    one of his Scoundrel cards." """
    state = bidding(hands={1: ["y1"]})
    assert offered(state) == [("pass", None)]


def test_h7_bidding_starts_with_last_controller() -> None:
    """004: "In the first round, bidding starts with the player who drew the most valuable
    Scoundrel card. In subsequent rounds, bidding starts with the player who controlled Black
    Jack in the previous round." """
    state = start([0, 4, 8], ["y5", "g13", "r4"], bj=12)
    assert state.round == 0 and decision(state).player == 1
    state = act(state, 1, "pass")
    state = act(state, 2, "bid", card="r4")
    state = act(state, 0, "pass")
    assert state.controller == 2
    state = play_until(state, lambda s: s.round == 1, seed=1)
    assert state.phase == "bid" and state.controller is None
    assert decision(state).player == 2
    # Round 2: Cem passes, Ana hires him; round 3 opens with Ana.
    state = act(state, 2, "pass")
    card = next(a.data["card"] for a in decision(state).actions if a.kind == "bid")
    state = act(state, 0, "bid", card=card)
    state = act(state, 1, "pass")
    assert state.controller == 0
    state = play_until(state, lambda s: s.round == 2, seed=2)
    assert decision(state).player == 0


def test_h7_nobody_hired_in_round_one_highest_card_opens_again() -> None:
    """004: "If no-one hires Black Jack in the first round, then bidding starts in the
    following round with whoever drew the most valuable Scoundrel card at the beginning of the
    game." """
    state = start([0, 4, 8], ["y5", "g13", "r4"], bj=12)
    for seat in (1, 2, 0):
        state = act(state, seat, "pass")
    state = play_until(state, lambda s: s.round == 1, seed=1)
    assert state.phase == "bid" and decision(state).player == 1
