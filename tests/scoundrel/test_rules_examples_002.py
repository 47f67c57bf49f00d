"""The worked examples of the illustrated how-to-play page 002_1fb84a41f10de15f.txt."""

from __future__ import annotations

import pytest

from games.scoundrel.rules.turn import awaiting, weapon_can_fight, weapon_limit
from tabletop.events import IllegalAction
from tabletop.plugin import Chance

from .helpers import play, reveal, start


def test_example_002_barehanded_king_20_to_7() -> None:
    """002_1fb84a41f10de15f.txt: 'Mit bloßen Händen K♠ 13 Schaden: 13 · Lebenspunkte: 20 → 7'."""
    state = play(start("KS", "7D", "5H", "9C"), "KS")
    assert state.health == 7
    assert "KS" in state.discard


def test_example_002_barehanded_king_even_with_the_7_equipped() -> None:
    """002_1fb84a41f10de15f.txt: 'Du darfst auch mit bloßen Händen kämpfen, wenn du eine Waffe
    hast.' (K♠ barehanded: 20 → 7)"""
    state = play(play(start("7D", "KS", "5H", "9C"), "7D"), "KS", "bare")
    assert state.health == 7
    assert state.weapon == "7D"


def test_example_002_weapon_7_vs_king_20_to_14() -> None:
    """002_1fb84a41f10de15f.txt: 'Mit einer Waffe 7♦ K♠ 13 − 7 = 6 Schaden: 6 · Lebenspunkte:
    20 → 14'."""
    state = play(play(start("7D", "KS", "5H", "9C"), "7D"), "KS")
    assert state.health == 14
    assert state.slain == ("KS",)


def test_example_002_weapon_after_king_takes_10c_then_not_10s() -> None:
    """002_1fb84a41f10de15f.txt: 'Ausgerüstete Waffe 7♦ 1 · K♠ = 13 ✓ Erlaubt 2 · 10♣ ✓ Erlaubt
    3 · 10♠ ✕ Nicht erlaubt'."""
    state = play(play(start("7D", "KS", "10C", "10S"), "7D"), "KS")
    assert weapon_can_fight(state, "10C")
    state = play(state, "10C", "weapon")
    assert state.health == 14 - 3
    assert state.slain == ("KS", "10C")
    assert weapon_limit(state) == 10
    assert not weapon_can_fight(state, "10S")
    state = reveal(state, "2H", "3H", "4H")
    with pytest.raises(IllegalAction) as info:
        play(state, "10S", "weapon")
    assert info.value.key == "sc_err_weapon_cannot_fight"
    state = play(state, "10S")
    assert state.health == 1  # barehanded
    assert state.slain == ("KS", "10C")


def test_example_002_first_potion_16_to_20_second_no_heal() -> None:
    """002_1fb84a41f10de15f.txt: 'Erster Heiltrank 9♥ Lebenspunkte: 16 → 20 ... Zweiter
    Heiltrank im selben Raum 5♥ Lebenspunkte: 20 → 20 · Keine Heilung'."""
    state = play(start("9H", "5H", "KS", "9C", health=16), "9H")
    assert state.health == 20
    state = play(state, "5H")
    assert state.health == 20
    assert state.discard == ("9H", "5H")


def test_example_002_second_potion_no_heal_after_damage_in_between() -> None:
    """002_1fb84a41f10de15f.txt: 'heilt sie dich nicht — auch wenn du dazwischen durch einen Kampf
    Schaden erlitten hast.'"""
    state = play(start("9H", "5H", "9C", "KS", health=16), "9H")
    state = play(play(state, "9C"), "5H")
    assert state.health == 11


def test_example_002_full_room_7d_ks_5h_9c() -> None:
    """002_1fb84a41f10de15f.txt: 'Rüste zuerst die 7♦ aus. Bekämpfe dann den König damit: 13 − 7 =
    6 Schaden, also bleiben 14 Lebenspunkte. Trinke zuletzt die 5♥ und erreiche 19 Lebenspunkte.
    ... Lass die 9♣ für den nächsten Raum liegen und decke drei neue Karten auf. Das zuletzt mit der
    Waffe besiegte Monster hatte den Wert 13, daher darf sie weiterhin die 9♣ bekämpfen.'"""
    state = start("7D", "KS", "5H", "9C")
    assert state.health == 20
    state = play(state, "7D")
    assert state.weapon == "7D"
    assert state.health == 20
    state = play(state, "KS")
    assert state.health == 14
    state = play(state, "5H")
    assert state.health == 19
    assert state.room == ("9C",)
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert now.params["count"] == 3
    assert weapon_limit(state) == 13
    assert weapon_can_fight(state, "9C")
    state = play(reveal(state, "2C", "3H", "4D"), "9C")
    assert state.health == 19 - 2
    assert state.slain == ("KS", "9C")
