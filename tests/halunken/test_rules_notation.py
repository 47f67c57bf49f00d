"""The notation: every event written reads back as the same event; German words; bad input."""

from __future__ import annotations

import pytest

from games.halunken import GAME
from games.halunken.rules.components import parse_card
from games.halunken.rules.notation import notation, parse
from games.halunken.rules.state import HState
from tabletop.events import CHANCE, BadInput, Event

from .helpers import act, choose, jack_turns, new_game, play_out, play_until, start, table


def round_trip(state: HState, event: Event) -> str:
    text = notation(event)
    assert parse(state, text) == event, text
    assert GAME.parse(state, GAME.notation(event)) == event
    return text


@pytest.mark.parametrize(("players", "variant", "seed"), [
    (2, "standard", 1), (3, "standard", 2), (4, "standard", 3), (3, "intro", 4),
    (4, "standard", 5), (2, "standard", 6),
])
def test_notation_round_trips_through_whole_games(players: int, variant: str,
                                                  seed: int) -> None:
    """Every event of a game, written in the notation, is parsed back (with the state before
    it) as the same event."""
    kinds: set[str] = set()

    def watch(before: HState, event: Event, after: HState) -> None:
        round_trip(before, event)
        kinds.add(event.kind)

    play_out(new_game(players, variant), seed=seed, watch=watch)
    assert {"place", "card", "move"} <= kinds


def test_notation_round_trips_for_each_kind() -> None:
    """place, card, jack, bid, pass, move, jack-card, blackjack, rum, take, give, rob."""
    state = new_game(3)
    assert round_trip(state, Event(0, "place", {"space": 13})) == "place 14"
    state = act(state, 0, "place", space=4)
    assert round_trip(state, Event(CHANCE, "card", {"values": ["r15"]})) == "card r15"
    state = start([4, 9, 0], ["y5", "g13", "r4"])
    assert round_trip(state, Event(2, "jack", {"space": 0 + 6})) == "jack 7"
    state = act(state, 2, "jack", space=6)
    assert round_trip(state, Event(1, "bid", {"card": "g13"})) == "bid g13"
    assert round_trip(state, Event(1, "pass")) == "pass"
    for seat in (1, 2, 0):
        state = act(state, seat, "pass")
    assert round_trip(state, Event(0, "move", {"card": "4"})) == "move 4"
    assert round_trip(state, Event(0, "move", {"card": "rum"})) == "move rum"
    state = choose(state, "rum", "1", "1")
    assert round_trip(state, Event(0, "rum", {"value": 5})) == "rum 5"
    state = act(state, 0, "rum", value=5)
    state = play_until(state, lambda s: s.queue[:1] == (("bj_turn",),))
    assert round_trip(state, Event(CHANCE, "jack", {"values": ["12"]})) == "blackjack 12"
    assert round_trip(state, Event(CHANCE, "jack", {"values": ["7"]})) == "blackjack 7"

    two = table(2, captains=[10, 2], variant="standard", bj=5, controller=0,
                hands={0: ["y1", "y2"], 1: ["g2"]}, harbour=["r15"])
    assert round_trip(two, Event(0, "jack_card", {"card": "6"})) == "jack-card 6"
    assert round_trip(two, Event(0, "jack_card", {"card": "rum"})) == "jack-card rum"
    two = choose(two, "1", "3", jack="7")
    assert round_trip(two, Event(1, "rob", {"from": "harbour"})) == "rob harbour"
    assert round_trip(two, Event(1, "rob", {"from": "captain"})) == "rob captain"
    two = act(two, 1, "rob", from_="captain")
    assert round_trip(two, Event(1, "take", {"card": "y2"})) == "take y2"

    robbed = table(3, captains=[3, 5, 6], variant="standard", bj=0, hands={0: ["y1"]})
    robbed = jack_turns(choose(robbed, "4", "4", "4"), "7")
    assert round_trip(robbed, Event(0, "give", {"card": "y1"})) == "give y1"


def test_german_words() -> None:
    """gelb 12, biete, passe, nimm, raube hafen (and the other German words)."""
    state = act(new_game(3), 0, "place", space=4)
    assert parse(state, "gelb 12") == Event(CHANCE, "card", {"values": ["y12"]})
    assert parse(state, "12 gelb") == Event(CHANCE, "card", {"values": ["y12"]})
    assert parse(state, "Rot 15") == Event(CHANCE, "card", {"values": ["r15"]})
    assert parse(state, "card lila 14") == Event(CHANCE, "card", {"values": ["p14"]})
    assert parse(state, "grau13") == Event(CHANCE, "card", {"values": ["g13"]})
    assert parse(new_game(3), "setze 5") == Event(0, "place", {"space": 4})

    bidding = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid",
                    hands={0: ["y12", "r4"]})
    assert parse(bidding, "biete gelb 12") == Event(0, "bid", {"card": "y12"})
    assert parse(bidding, "biete y12") == Event(0, "bid", {"card": "y12"})
    assert parse(bidding, "passe") == Event(0, "pass")
    assert parse(bidding, "y12") == Event(0, "bid", {"card": "y12"})

    choosing = table(3, captains=[0, 4, 8])
    assert parse(choosing, "zug 4") == Event(0, "move", {"card": "4"})
    assert parse(choosing, "4") == Event(0, "move", {"card": "4"})
    assert parse(choosing, "rum") == Event(0, "move", {"card": "rum"})

    two = table(2, captains=[10, 2], variant="standard", bj=5, controller=0,
                hands={0: ["y1", "y2"], 1: ["g2"]}, harbour=["r15"])
    assert parse(two, "jack-karte 6") == Event(0, "jack_card", {"card": "6"})
    two = choose(two, "1", "3", jack="7")
    assert parse(two, "raube hafen") == Event(1, "rob", {"from": "harbour"})
    assert parse(two, "raube kapitän") == Event(1, "rob", {"from": "captain"})
    two = act(two, 1, "rob", from_="captain")
    assert parse(two, "nimm gelb 2") == Event(1, "take", {"card": "y2"})
    assert parse(two, "y2") == Event(1, "take", {"card": "y2"})

    robbed = table(3, captains=[3, 5, 6], variant="standard", bj=0, hands={0: ["y1"]})
    robbed = jack_turns(choose(robbed, "4", "4", "4"), "7")
    assert parse(robbed, "gib gelb 1") == Event(0, "give", {"card": "y1"})


def test_bad_input() -> None:
    """Text that is no card, no space or no command is refused with BadInput."""
    state = act(new_game(3), 0, "place", space=4)
    for text, key in [("purple 16", "hs_err_no_such_card"), ("blau 3", "hs_err_not_a_card"),
                      ("", "err_empty_input")]:
        with pytest.raises(BadInput) as info:
            parse(state, text)
        assert info.value.key == key
    choosing = table(3, captains=[0, 4, 8])
    for text, key in [("card y12", "hs_err_nothing_turned"), ("place 15", "hs_err_space_syntax"),
                      ("move 13", "hs_err_not_a_move"), ("dance", "hs_err_not_a_move"),
                      ("rob ship", "hs_err_rob_syntax"), ("rum x", "hs_err_rum_syntax")]:
        with pytest.raises(BadInput) as info:
            parse(choosing, text)
        assert info.value.key == key, text
    two = table(2, captains=[10, 2], variant="standard", bj=5, controller=0,
                hands={0: ["y1", "y2"], 1: ["g2"]}, harbour=["r15"])
    two = choose(two, "1", "3", jack="7")
    with pytest.raises(BadInput) as info:
        parse(two, "dance")
    assert info.value.key == "hs_err_unknown_command"


def test_a_card_is_a_colour_and_ascii_digits() -> None:
    """``y-3`` was read as y3, and ``y٣`` too: a card's value is written with 0-9 and no sign
    (issue #13)."""
    for text in ("y-3", "y٣", "y²", "3-y"):
        with pytest.raises(BadInput):
            parse_card(text)
    assert parse_card("gelb 3") == parse_card("3 gelb") == "y3"
