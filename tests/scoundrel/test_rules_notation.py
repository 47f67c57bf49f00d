"""The notation: cards in any spelling, transcript lines, German words, and round trips."""

from __future__ import annotations

import pytest

from games.scoundrel.rules.components import parse_card, parse_cards
from games.scoundrel.rules.notation import notation, parse
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, awaiting, setup, turn
from tabletop.events import CHANCE, BadInput, Event
from tabletop.plugin import Decision

from .helpers import RUN, start

ROOM = Event(CHANCE, "room", {"values": ["7D", "KS", "5H", "9C"]})


def bad(state: ScoundrelState, text: str) -> str:
    with pytest.raises(BadInput) as info:
        parse(state, text)
    return info.value.key


@pytest.mark.parametrize(
    "text",
    ["KS", "ks", "K♠", "k s", "K ♠", "king of spades", "King of Spades", "Pik König", "pik koenig",
     "König Pik", "k♤"],
)
def test_notation_card_spellings_king_of_spades(text: str) -> None:
    """002_1fb84a41f10de15f.txt: 'K♠' (the card as printed; typed in any common spelling)."""
    assert parse_card(text) == "KS"


@pytest.mark.parametrize(
    ("text", "card"),
    [("10d", "10D"), ("TD", "10D"), ("10 ♦", "10D"), ("Karo Zehn", "10D"), ("ace of clubs", "AC"),
     ("Kreuz Ass", "AC"), ("Herz neun", "9H"), ("9♥", "9H"), ("Pik Dame", "QS"),
     ("Kreuz Bube", "JC"), ("2c", "2C")],
)
def test_notation_card_spellings(text: str, card: str) -> None:
    """000_29c9095678974fbe.txt: 'Bube ist 11, Dame ist 12, König ist 13, und Ass ist 14'."""
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "KX", "1S", "11C", "king", "pik", "king queen of spades"])
def test_notation_not_a_card(text: str) -> None:
    """002_1fb84a41f10de15f.txt: 'Nimm ein normales Kartenspiel mit 52 Karten.' (nothing else)"""
    with pytest.raises(BadInput) as info:
        parse_card(text)
    assert info.value.key == "sc_err_not_a_card"


def test_notation_several_cards_keep_word_pairs_together() -> None:
    """002_1fb84a41f10de15f.txt: '7♦, K♠, 5♥ und 9♣' (a room in mixed notation)."""
    assert parse_cards("7♦ Pik König, 5h neun kreuz") == ["7D", "KS", "5H", "9C"]
    assert parse_cards("seven of diamonds king of spades 5H 9C") == ["7D", "KS", "5H", "9C"]


def test_notation_room_line() -> None:
    """002_1fb84a41f10de15f.txt: 'einen Raum mit 7♦, K♠, 5♥ und 9♣'."""
    state = setup(ScoundrelOptions())
    assert parse(state, "room 7D KS 5H 9C") == ROOM
    assert parse(state, "Raum 7♦ Pik König 5♥ 9♣") == ROOM
    assert parse(state, "raum sieben karo, k♠ 5h 9c") == ROOM


def test_notation_room_without_the_word_while_cards_are_awaited() -> None:
    """000_29c9095678974fbe.txt: 'deckt man Karten vom Kerker-Deck auf' (typed as they appear)."""
    state = setup(ScoundrelOptions())
    assert parse(state, "7D KS 5H 9C") == ROOM
    assert parse(state, "7D") == Event(CHANCE, "room", {"values": ["7D"]})


def test_notation_play_lines() -> None:
    """001_73f1761368d9ff15.txt: 'You may either fight it barehanded or with an equipped Weapon.'"""
    state = start("7D", "KS", "5H", "9C")
    assert parse(state, "play 9C bare") == Event(SEAT, "play", {"card": "9C", "with": "bare"})
    assert parse(state, "play 9C weapon") == Event(SEAT, "play", {"card": "9C", "with": "weapon"})
    assert parse(state, "play 9C") == Event(SEAT, "play", {"card": "9C"})
    assert parse(state, "9C bare") == Event(SEAT, "play", {"card": "9C", "with": "bare"})
    assert parse(state, "play king of spades") == Event(SEAT, "play", {"card": "KS"})


def test_notation_german_words() -> None:
    """000_29c9095678974fbe.txt: 'kann man es entweder mit Fäusten oder mit einer ausgerüsteten
    Waffe bekämpfen' / 'Man kann aus einem Raum fliehen'."""
    state = start("7D", "KS", "5H", "9C")
    assert parse(state, "spiele Pik König faust") == Event(
        SEAT, "play", {"card": "KS", "with": "bare"})
    assert parse(state, "spiele Pik König Fäuste") == Event(
        SEAT, "play", {"card": "KS", "with": "bare"})
    assert parse(state, "spiele Kreuz neun waffe") == Event(
        SEAT, "play", {"card": "9C", "with": "weapon"})
    assert parse(state, "nimm 5h") == Event(SEAT, "play", {"card": "5H"})
    for word in ("fliehen", "Flucht", "flieh"):
        assert parse(state, word) == RUN


def test_notation_run() -> None:
    """001_73f1761368d9ff15.txt: 'You may Run from the Room if you wish.'"""
    state = start("7D", "KS", "5H", "9C")
    # S6: the room goes under shuffled (a run of a record made before carries no mark).
    assert parse(state, "run") == Event(SEAT, "run", {"shuffled": True}) == RUN
    assert parse(state, " RUN ") == RUN
    assert parse(state, "r") == RUN
    assert notation(Event(SEAT, "run")) == notation(RUN) == "run"


def test_notation_pick_by_position() -> None:
    """002_1fb84a41f10de15f.txt: '1. Spielen 7♦ 2. Spielen K♠ 3. Spielen 5♥' (by position)."""
    state = start("7D", "KS", "5H", "9C")
    assert parse(state, "1") == Event(SEAT, "play", {"card": "7D"})
    assert parse(state, "4") == Event(SEAT, "play", {"card": "9C"})
    assert parse(state, "play 2 bare") == Event(SEAT, "play", {"card": "KS", "with": "bare"})
    assert parse(state, "spiele 2 waffe") == Event(SEAT, "play", {"card": "KS", "with": "weapon"})
    assert bad(state, "5") == "sc_err_no_such_position"
    assert bad(state, "0") == "sc_err_no_such_position"
    state = turn(state, parse(state, "1"))
    # A card keeps its number while the others are played (issue #22): typing 1 then 2 plays
    # the cards numbered 1 and 2 when the room was dealt.
    assert parse(state, "2") == Event(SEAT, "play", {"card": "KS"})
    assert parse(state, "4") == Event(SEAT, "play", {"card": "9C"})
    assert bad(state, "1") == "sc_err_position_played"
    assert bad(state, "5") == "sc_err_no_such_position"


def test_notation_bad_input() -> None:
    """002_1fb84a41f10de15f.txt: 'Wähle, wie du kämpfst' (only monsters are fought)."""
    state = start("7D", "KS", "5H", "9C")
    assert bad(state, "") == "err_empty_input"
    assert bad(state, "   ") == "err_empty_input"
    assert bad(state, "play") == "sc_err_play_what"
    assert bad(state, "play 7D bare") == "sc_err_with_not_monster"
    assert bad(state, "play 5H waffe") == "sc_err_with_not_monster"
    assert bad(state, "play xyz") == "sc_err_not_a_card"
    fresh = setup(ScoundrelOptions())
    assert bad(fresh, "room") == "sc_err_no_cards"
    assert bad(fresh, "room KH") == "sc_err_removed_card"
    assert bad(fresh, "hello world") == "sc_err_not_a_card"


@pytest.mark.parametrize(
    ("text", "line"),
    [("room 7D KS 5H 9C", "room 7D KS 5H 9C"), ("raum 7♦ Pik König 5h 9c", "room 7D KS 5H 9C"),
     ("2C", "room 2C")],
)
def test_notation_round_trip_room(text: str, line: str) -> None:
    """000_29c9095678974fbe.txt: 'bis 4 Karten offen vor einem liegen' (a transcript line)."""
    state = setup(ScoundrelOptions())
    event = parse(state, text)
    assert notation(event) == line
    assert parse(state, notation(event)) == event


@pytest.mark.parametrize(
    ("text", "line"),
    [("play 9C bare", "play 9C bare"), ("spiele Pik König faust", "play KS bare"),
     ("spiele 2 waffe", "play KS weapon"), ("1", "play 7D"), ("fliehen", "run"), ("run", "run"),
     ("p 5♥", "play 5H")],
)
def test_notation_round_trip_decisions(text: str, line: str) -> None:
    """001_73f1761368d9ff15.txt: 'one by one, you must face 3 of the four cards' (one line each)."""
    state = start("7D", "KS", "5H", "9C")
    event = parse(state, text)
    assert notation(event) == line
    assert parse(state, notation(event)) == event


def test_notation_every_listed_action_round_trips() -> None:
    """002_1fb84a41f10de15f.txt: 'Wähle, wie du kämpfst: mit bloßen Händen oder mit einer
    geeigneten ausgerüsteten Waffe.'"""
    state = turn(start("7D", "KS", "5H", "9C"), Event(SEAT, "play", {"card": "7D"}))
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert Event(SEAT, "play", {"card": "KS", "with": "bare"}) in now.actions
    for event in now.actions:
        assert parse(state, notation(event)) == event


def test_notation_parsed_event_applies() -> None:
    """002_1fb84a41f10de15f.txt: 'Mit bloßen Händen K♠ 13 Schaden: 13 · Lebenspunkte: 20 → 7'."""
    state = turn(start("7D", "KS", "5H", "9C"), Event(SEAT, "play", {"card": "7D"}))
    state = turn(state, parse(state, "spiele Pik König faust"))
    assert state.health == 7
    assert state.weapon == "7D"
