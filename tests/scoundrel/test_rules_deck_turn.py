"""S1 (the deck) and S2 (the turn), plus the turn structure as implemented."""

from __future__ import annotations

import pytest

from games.scoundrel.rules.components import DECK, DECK_SET, kind, parse_card, value
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.turn import SEAT, awaiting, needs_cards, setup, status
from tabletop.events import CHANCE, BadInput, Event
from tabletop.plugin import Chance, Decision

from .helpers import illegal, play, reveal, start

# --- S1: the deck ---------------------------------------------------------------------------


def test_s1_deck_has_44_cards() -> None:
    """002_1fb84a41f10de15f.txt: 'Ohne diese acht roten Karten bleiben 44 Karten.'"""
    assert len(DECK) == 44
    assert len(DECK_SET) == 44
    assert setup(ScoundrelOptions()).unseen == DECK_SET


def test_s1_deck_has_26_monsters_9_weapons_9_potions() -> None:
    """002_1fb84a41f10de15f.txt: 'Es gibt 26 Monster, neun Waffen und neun Heiltränke.'"""
    kinds = [kind(card) for card in DECK]
    assert kinds.count("monster") == 26
    assert kinds.count("weapon") == 9
    assert kinds.count("potion") == 9
    assert {c for c in DECK if kind(c) == "monster"} == {
        f"{r}{s}" for s in "CS" for r in [*map(str, range(2, 11)), "J", "Q", "K", "A"]
    }
    assert {c for c in DECK if kind(c) == "weapon"} == {f"{r}D" for r in range(2, 11)}
    assert {c for c in DECK if kind(c) == "potion"} == {f"{r}H" for r in range(2, 11)}


def test_s1_monster_values_faces_and_ace() -> None:
    """000_29c9095678974fbe.txt: '10 ist 10, Bube ist 11, Dame ist 12, König ist 13, und Ass ist
    14'."""
    assert [value(f"{r}C") for r in ["10", "J", "Q", "K", "A"]] == [10, 11, 12, 13, 14]
    assert [value(f"{r}S") for r in ["2", "9", "J", "Q", "K", "A"]] == [2, 9, 11, 12, 13, 14]
    assert value("7D") == 7
    assert value("9H") == 9


@pytest.mark.parametrize("text", ["KH", "QD", "JH", "AD", "AH", "Herz König", "ace of diamonds"])
def test_s1_red_faces_and_red_aces_are_removed(text: str) -> None:
    """000_29c9095678974fbe.txt: 'entferne alle Joker, roten Gesichtskarten und roten Asse'."""
    with pytest.raises(BadInput) as info:
        parse_card(text)
    assert info.value.key == "sc_err_removed_card"


def test_s1_removed_card_cannot_be_turned_over() -> None:
    """002_1fb84a41f10de15f.txt: 'Lege diese Karten beiseite' (K♥ is not in the dungeon)."""
    state = setup(ScoundrelOptions())
    assert illegal(state, Event(CHANCE, "room", {"values": ["KH"]})) == "sc_err_not_a_card"


def test_s1_health_starts_at_20() -> None:
    """000_29c9095678974fbe.txt: 'Schreibe eine 20 auf das Papier, das sind die Lebenspunkte,
    mit denen man startet.'"""
    state = setup(ScoundrelOptions())
    assert state.health == 20
    assert status(state) == "playing"


def test_s1_health_never_above_20() -> None:
    """000_29c9095678974fbe.txt: 'Man kann seine Leben nicht über die 20 Leben heilen'."""
    state = play(start("9H", "2C", "3C", "4C", health=18), "9H")
    assert state.health == 20


# --- S2: the turn ---------------------------------------------------------------------------


def test_s2_room_is_filled_to_four_at_the_start() -> None:
    """000_29c9095678974fbe.txt: 'deckt man Karten vom Kerker-Deck auf, eine nach der anderen, bis
    4 Karten offen vor einem liegen, um einen Raum zu schaffen.'"""
    now = awaiting(setup(ScoundrelOptions()))
    assert isinstance(now, Chance)
    assert now.params["count"] == 4
    assert set(now.outcomes) == DECK_SET


def test_s2_cards_may_be_turned_one_at_a_time() -> None:
    """000_29c9095678974fbe.txt: 'eine nach der anderen, bis 4 Karten offen vor einem liegen'."""
    state = reveal(setup(ScoundrelOptions()), "7D")
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert now.params["count"] == 3
    assert "7D" not in now.outcomes
    state = reveal(reveal(state, "KS"), "5H", "9C")
    assert state.room == ("7D", "KS", "5H", "9C")
    assert isinstance(awaiting(state), Decision)


def test_s2_no_play_before_the_room_is_full() -> None:
    """002_1fb84a41f10de15f.txt: 'Decke Karten vom Dungeon auf, bis vier Karten offen liegen.'"""
    state = reveal(setup(ScoundrelOptions()), "7D", "KS")
    assert illegal(state, Event(SEAT, "play", {"card": "7D"})) == "sc_err_turn_cards_first"
    assert illegal(state, Event(SEAT, "run")) == "sc_err_turn_cards_first"


def test_s2_no_more_than_four_cards_in_a_room() -> None:
    """000_29c9095678974fbe.txt: 'bis 4 Karten offen vor einem liegen'."""
    state = setup(ScoundrelOptions())
    five = Event(CHANCE, "room", {"values": ["7D", "KS", "5H", "9C", "2C"]})
    assert illegal(state, five) == "sc_err_too_many_cards"
    full = start("7D", "KS", "5H", "9C")
    assert illegal(full, Event(CHANCE, "room", {"values": ["2C"]})) == "sc_err_room_full"


def test_s2_play_three_in_any_order_fourth_stays() -> None:
    """002_1fb84a41f10de15f.txt: 'Wähle drei davon und spiele sie einzeln in beliebiger
    Reihenfolge. Die vierte bleibt offen und gehört zum nächsten Raum. Ergänze sie um drei neue
    Karten.'"""
    state = start("7D", "KS", "5H", "9C")
    state = play(state, "9C")  # barehanded: no weapon yet
    state = play(state, "5H")
    state = play(state, "7D")
    assert state.room == ("KS",)
    assert state.health == 20 - 9 + 5
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert dict(now.params) == {"count": 3}
    assert needs_cards(state) == 3


def test_s2_only_room_cards_can_be_played() -> None:
    """002_1fb84a41f10de15f.txt: 'Wähle drei davon' (of the four open room cards)."""
    state = start("7D", "KS", "5H", "9C")
    assert illegal(state, Event(SEAT, "play", {"card": "AS"})) == "sc_err_not_in_room"
    state = play(state, "7D")
    assert illegal(state, Event(SEAT, "play", {"card": "7D"})) == "sc_err_not_in_room"


# --- Turn structure as implemented ----------------------------------------------------------


def test_turn_ends_after_three_plays_and_three_new_cards_join_the_fourth() -> None:
    """000_29c9095678974fbe.txt: 'Hat man 3 Karten auf diese Weisen erledigt (damit nur noch 1
    übrig bleibt), ist der Zug beendet. Die vierte Karte bleibt aufgedeckt liegen um Teil des
    nächsten Raums zu werden.'"""
    state = start("7D", "KS", "5H", "9C")
    for card in ("7D", "KS", "5H"):
        assert state.played == ("7D", "KS", "5H").index(card)
        state = play(state, card)
    assert state.played == 0
    assert state.room == ("9C",)
    assert state.dungeon_size == 40
    assert illegal(state, Event(SEAT, "play", {"card": "9C"})) == "sc_err_turn_cards_first"
    state = reveal(state, "2C", "3H", "4D")
    assert state.room == ("9C", "2C", "3H", "4D")
    assert state.dungeon_size == 37
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert {e.data["card"] for e in now.actions if e.kind == "play"} == set(state.room)


def test_turn_potions_heal_again_in_the_next_turn() -> None:
    """000_29c9095678974fbe.txt: 'Man darf nur einen Trank pro Zug trinken' (one per turn, so the
    next turn's first potion heals again)."""
    state = start("KS", "5H", "2H", "3C")
    state = play(state, "KS")  # 20 -> 7
    state = play(state, "5H")  # 7 -> 12
    state = play(state, "2H")  # second potion of the turn: no heal
    assert state.health == 12
    state = reveal(state, "4H", "2S", "3S")
    state = play(state, "4H")
    assert state.health == 16


def test_turn_game_over_refuses_every_event() -> None:
    """000_29c9095678974fbe.txt: 'Das Spiel endet entweder, wenn die Lebenspunkte [0 erreichen]'."""
    state = play(start("KS", "5H", "2H", "3C", health=13), "KS")
    assert status(state) == "lost"
    assert illegal(state, Event(SEAT, "play", {"card": "5H"})) == "sc_err_game_over"
    assert illegal(state, Event(CHANCE, "room", {"values": ["2C"]})) == "sc_err_game_over"
