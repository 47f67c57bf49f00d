"""S3 (weapons), S4 (fighting) and S5 (potions), with the examples of 000."""

from __future__ import annotations

from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, awaiting, weapon_can_fight, weapon_limit
from tabletop.events import Event
from tabletop.plugin import Decision

from .helpers import illegal, play, reveal, start


def listed(state: ScoundrelState) -> list[Event]:
    now = awaiting(state)
    assert isinstance(now, Decision)
    return list(now.actions)


# --- S3: weapons ----------------------------------------------------------------------------


def test_s3_weapon_needs_strictly_lower() -> None:
    """002_1fb84a41f10de15f.txt: 'Danach darf sie nur noch Monster besiegen, deren Wert strikt
    kleiner als der des zuletzt mit ihr besiegten Monsters ist. Gleiche Werte sind nicht
    erlaubt.'"""
    state = play(play(start("7D", "KS", "KC", "QS"), "7D"), "KS")
    assert state.health == 14
    assert state.slain == ("KS",)
    assert not weapon_can_fight(state, "KC")
    assert weapon_can_fight(state, "QS")
    fight = Event(SEAT, "play", {"card": "KC", "with": "weapon"})
    assert illegal(state, fight) == "sc_err_weapon_cannot_fight"
    # Played without saying how, the equal monster is fought barehanded; the weapon stays.
    after = play(state, "KC")
    assert after.health == 14 - 13
    assert after.weapon == "7D"
    assert after.slain == ("KS",)
    assert "KC" in after.discard


def test_s3_option_lower_or_equal() -> None:
    """001_73f1761368d9ff15.txt: 'the Weapon can then only be used to slay Monsters of a lower
    value (less than equal) than the previous Monster it had slain.'"""
    state = start("7D", "KS", "KC", "QS", weapon_rule="lower_or_equal")
    state = play(play(state, "7D"), "KS")
    assert weapon_can_fight(state, "KC")
    assert weapon_can_fight(state, "QS")
    assert not weapon_can_fight(state, "AS")
    after = play(state, "KC", "weapon")
    assert after.health == 14 - 6
    assert after.slain == ("KS", "KC")


def test_s3_option_lower_or_equal_still_refuses_higher() -> None:
    """001_73f1761368d9ff15.txt: 'a lower value (less than equal)' - a higher one never."""
    state = start("7D", "QS", "KC", "2H", weapon_rule="lower_or_equal")
    state = play(play(state, "7D"), "QS")
    fight = Event(SEAT, "play", {"card": "KC", "with": "weapon"})
    assert illegal(state, fight) == "sc_err_weapon_cannot_fight"


def test_s3_fresh_weapon_fights_any_monster() -> None:
    """002_1fb84a41f10de15f.txt: 'Eine neue Waffe kann jedes Monster bekämpfen.'"""
    state = play(start("2D", "AS", "3C", "4H"), "2D")
    assert weapon_limit(state) is None
    assert weapon_can_fight(state, "AS")
    state = play(state, "AS")
    assert state.health == 20 - 12
    assert state.slain == ("AS",)


def test_s3_limit_follows_the_last_monster_slain() -> None:
    """000_29c9095678974fbe.txt: 'nur noch benutzt werden, um Monster mit einem niedrigeren Wert
    als dem des vorigen Monsters zu besiegen, für das die Waffe zuletzt benutzt wurde.'"""
    state = play(play(play(start("8D", "JC", "5C", "6S"), "8D"), "JC"), "5C")
    assert state.slain == ("JC", "5C")
    assert weapon_limit(state) == 5
    state = reveal(state, "4C", "2H", "3H")
    assert not weapon_can_fight(state, "6S")
    assert weapon_can_fight(state, "4C")


def test_s3_barehanded_fight_does_not_change_the_limit() -> None:
    """000_29c9095678974fbe.txt: 'Falls man ein Monster mit Fäusten bekämpft, zieht man seinen
    vollen Wert von den Lebenspunkten ab und bewegt das Monster auf den Ablagestapel.'"""
    state = play(play(start("8D", "JC", "5C", "6S"), "8D"), "JC")
    state = play(state, "5C", "bare")
    assert state.slain == ("JC",)
    assert weapon_limit(state) == 11
    assert "5C" in state.discard


def test_s3_new_weapon_discards_old_weapon_and_its_monsters() -> None:
    """002_1fb84a41f10de15f.txt: 'Lege die bisherige Waffe und alle darauf gestapelten Monster
    ab. Du darfst die alte Waffe nicht stattdessen behalten.'"""
    state = play(play(start("7D", "KS", "2D", "5H"), "7D"), "KS")
    state = play(state, "2D")
    assert state.weapon == "2D"
    assert state.slain == ()
    assert {"7D", "KS"} <= set(state.discard)
    assert weapon_limit(state) is None  # the new weapon is fresh
    assert weapon_can_fight(state, "AS")


def test_s3_weapon_is_binding_it_can_only_be_equipped() -> None:
    """000_29c9095678974fbe.txt: 'Alle Waffen in Halunke sind bindend, heißt wenn man eine
    auswählt, muss man sie ausrüsten'."""
    state = start("7D", "KS", "5H", "9C")
    for how in ("bare", "weapon"):
        event = Event(SEAT, "play", {"card": "7D", "with": how})
        assert illegal(state, event) == "sc_err_not_monster"
    assert play(state, "7D").weapon == "7D"
    assert [e for e in listed(state) if e.data.get("card") == "7D"] == [
        Event(SEAT, "play", {"card": "7D"})
    ]


# --- S4: fighting ---------------------------------------------------------------------------


def test_s4_barehanded_allowed_with_weapon() -> None:
    """002_1fb84a41f10de15f.txt: 'Du darfst auch mit bloßen Händen kämpfen, wenn du eine Waffe
    hast.'"""
    state = play(start("7D", "KS", "5H", "9C"), "7D")
    assert Event(SEAT, "play", {"card": "KS", "with": "bare"}) in listed(state)
    state = play(state, "KS", "bare")
    assert state.health == 7
    assert state.weapon == "7D"
    assert state.slain == ()
    assert "KS" in state.discard


def test_s4_barehanded_without_weapon_costs_full_value() -> None:
    """001_73f1761368d9ff15.txt: 'If you choose to fight the Monster barehanded, its full value is
    subtracted from your health and the card discarded.'"""
    state = play(start("7D", "KS", "5H", "9C"), "9C")
    assert state.health == 11
    assert state.discard == ("9C",)


def test_s4_weapon_damage_is_the_difference() -> None:
    """001_73f1761368d9ff15.txt: 'The Weapon's value is subtracted from the Monster's value and any
    remaining value from your health.'"""
    state = play(play(start("7D", "KS", "5H", "9C"), "7D"), "KS")
    assert state.health == 14
    assert state.slain == ("KS",)
    assert "KS" not in state.discard


def test_s4_weapon_without_weapon_is_illegal() -> None:
    """000_29c9095678974fbe.txt: 'mit einer auusgerüsteten Waffe bekämpfen' (there must be one)."""
    state = start("7D", "KS", "5H", "9C")
    event = Event(SEAT, "play", {"card": "KS", "with": "weapon"})
    assert illegal(state, event) == "sc_err_no_weapon"


def test_s4_illegal_move_leaves_state_unchanged() -> None:
    """002_1fb84a41f10de15f.txt: 'Gleiche Werte sind nicht erlaubt.' (refused, nothing happens)"""
    state = play(play(start("7D", "KS", "KC", "QS"), "7D"), "KS")
    before = repr(state)
    illegal(state, Event(SEAT, "play", {"card": "KC", "with": "weapon"}))
    assert repr(state) == before


def test_example_000_weapon_5_vs_monster_3_no_damage() -> None:
    """000_29c9095678974fbe.txt: 'Falls man eine 5 Waffe hat und ein 3 Monster darauf legt, nimmt
    man keinen Schaden (3 - 5 < 0).'"""
    state = play(play(start("5D", "3C", "JC", "2H"), "5D"), "3C")
    assert state.health == 20
    assert state.slain == ("3C",)


def test_example_000_weapon_5_vs_jack_six_damage() -> None:
    """000_29c9095678974fbe.txt: 'Falls man eine 5 Waffe hat und ein Bube Monster darauf legt,
    nimmt man 6 Schaden (11 - 5 = 6).'"""
    state = play(play(start("5D", "3C", "JC", "2H"), "5D"), "JC")
    assert state.health == 14
    assert state.slain == ("JC",)


def test_example_000_weapon_5_after_queen_may_fight_a_6() -> None:
    """000_29c9095678974fbe.txt: 'Falls man mit einer 5 Waffe ein Dame Monster bekämpft hat und
    dann ein 6 Monster bekämpfen möchte, kann man dafür diese 5 Waffe benutzen, da 6 weniger als
    12 (Dame) ist.'"""
    state = play(play(start("5D", "QS", "6C", "2H"), "5D"), "QS")
    assert state.health == 13
    assert weapon_can_fight(state, "6C")
    state = play(state, "6C", "weapon")
    assert state.health == 12
    assert state.slain == ("QS", "6C")


def test_example_000_after_a_6_the_queen_is_fought_barehanded_weapon_kept() -> None:
    """000_29c9095678974fbe.txt: 'Hat man mit einer 5 Waffe ein 6 Monster bekämpft und möchte dann
    ein Dame Monster bekämpfen, muss man dieses mit Fäusten besiegen, da 12 (Dame) größer als 6
    ist. Trotzdem bleibt die Waffe erhalten'."""
    state = play(play(start("5D", "QS", "6C", "2H"), "5D"), "6C")
    assert state.health == 19
    assert not weapon_can_fight(state, "QS")
    assert illegal(state, Event(SEAT, "play", {"card": "QS", "with": "weapon"})) == (
        "sc_err_weapon_cannot_fight"
    )
    state = play(state, "QS")
    assert state.health == 7
    assert state.weapon == "5D"
    assert state.slain == ("6C",)
    assert weapon_limit(state) == 6


# --- S5: potions ----------------------------------------------------------------------------


def test_s5_potion_heals_capped_at_20() -> None:
    """000_29c9095678974fbe.txt: 'Die Lebenspunkte können 20 nicht überschreiten'."""
    state = play(start("9H", "KS", "5H", "9C", health=16), "9H")
    assert state.health == 20
    assert state.discard == ("9H",)


def test_s5_second_potion_in_turn_does_not_heal_even_after_damage() -> None:
    """002_1fb84a41f10de15f.txt: 'Nimmst du danach im selben Raum eine 5♥, heilt sie dich nicht —
    auch wenn du dazwischen durch einen Kampf Schaden erlitten hast.'"""
    state = play(start("9H", "KS", "5H", "9C", health=16), "9H")
    state = play(state, "KS")
    assert state.health == 7
    state = play(state, "5H")
    assert state.health == 7
    assert "5H" in state.discard


def test_s5_first_potion_at_full_health_uses_up_the_turns_potion() -> None:
    """000_29c9095678974fbe.txt: 'Hat man einen Trank gezogen, werden alle weiteren einfach
    abgelegt.'"""
    state = play(start("5H", "9C", "9H", "2C"), "5H")
    assert state.health == 20
    state = play(play(state, "9C"), "9H")
    assert state.health == 11
