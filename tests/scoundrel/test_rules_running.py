"""S6 (running), S7 (the last room) and S8 (the end of the game)."""

from __future__ import annotations

from dataclasses import replace

from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, awaiting, needs_cards, run_refusal, status, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, Over

from .helpers import RUN, endgame, illegal, play, reveal, start


def can_run(state: ScoundrelState) -> bool:
    now = awaiting(state)
    return isinstance(now, Decision) and RUN in now.actions


# --- S6: running ----------------------------------------------------------------------------


def test_s6_run_puts_the_room_under_the_dungeon_unordered() -> None:
    """000_29c9095678974fbe.txt: 'sammelt man alle vier Karten in einer Bewegung ungeordnet auf und
    legt sie unter den Kerker.'"""
    state = start("7D", "KS", "5H", "9C")
    assert can_run(state)
    state = turn(state, RUN)
    assert state.room == ()
    # Kept in room order: the order a seeded dealer deals it back.
    assert state.batches == (("7D", "KS", "5H", "9C"),)
    assert state.dungeon_size == 44
    assert state.health == 20
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert now.params["count"] == 4


def test_s6_cannot_run_twice_in_a_row() -> None:
    """000_29c9095678974fbe.txt: 'jedoch darf man nicht aus zwei Räumen hintereinander fliehen.'"""
    state = reveal(turn(start("7D", "KS", "5H", "9C"), RUN), "2C", "3C", "4C", "5C")
    assert run_refusal(state) == "sc_err_run_twice"
    assert not can_run(state)
    assert illegal(state, RUN) == "sc_err_run_twice"


def test_s6_cannot_run_after_playing_a_card() -> None:
    """001_73f1761368d9ff15.txt: 'You may Run from the Room if you wish. ... If you choose not to
    avoid the Room, one by one, you must face 3 of the four cards it contains.'"""
    state = play(start("7D", "KS", "5H", "9C"), "7D")
    assert run_refusal(state) == "sc_err_run_played"
    assert not can_run(state)
    assert illegal(state, RUN) == "sc_err_run_played"


def test_s6_may_run_again_after_a_room_was_played() -> None:
    """001_73f1761368d9ff15.txt: 'While you may run from as many Rooms as you want, you may not run
    from two Rooms in a row.'"""
    state = reveal(turn(start("7D", "KS", "5H", "9C"), RUN), "2C", "3C", "4C", "5C")
    state = play(play(play(state, "2C"), "3C"), "4C")
    state = reveal(state, "6C", "7C", "8C")
    assert run_refusal(state) is None
    assert can_run(state)
    state = turn(state, RUN)
    assert state.batches == (("7D", "KS", "5H", "9C"), ("5C", "6C", "7C", "8C"))


def test_s6_run_cards_come_back_only_after_all_unseen_cards() -> None:
    """000_29c9095678974fbe.txt: 'legt sie unter den Kerker' (they are turned again last)."""
    state = endgame(["7D", "KS", "5H", "9C"], ["2C", "3C", "4C", "5C"])
    state = turn(state, RUN)
    event = Event(CHANCE, "room", {"values": ["KS"]})
    assert illegal(state, event) == "sc_err_card_later"
    state = reveal(state, "2C", "3C", "4C", "5C")
    state = play(play(play(state, "2C"), "3C"), "4C")
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert set(now.outcomes) == {"7D", "KS", "5H", "9C"}
    # Inside a batch the order is unknown: any of its cards may come first.
    state = reveal(state, "9C", "KS", "7D")
    assert state.room == ("5C", "9C", "KS", "7D")
    assert state.batches == (("5H",),)


def test_s6_one_reveal_may_cross_from_unseen_into_the_run_cards() -> None:
    """000_29c9095678974fbe.txt: 'deckt man Karten vom Kerker-Deck auf ... bis 4 Karten offen vor
    einem liegen' (the run-away cards are the bottom of the same pile)."""
    state = turn(endgame(["7D", "KS", "5H", "9C"], ["2C", "3C"]), RUN)
    state = reveal(state, "2C", "3C", "KS", "9C")
    assert state.unseen == frozenset()
    assert state.batches == (("7D", "5H"),)


# --- S7: the last room ----------------------------------------------------------------------


def test_s7_no_run_from_a_room_not_full() -> None:
    """000_29c9095678974fbe.txt: 'Man kann aus einem Raum fliehen ... sammelt man alle vier Karten
    ... auf' (a room of fewer than four cannot be fled)."""
    state = endgame(["2C", "3H"])
    assert needs_cards(state) == 0
    assert run_refusal(state) == "sc_err_run_not_full"
    assert not can_run(state)
    assert illegal(state, RUN) == "sc_err_run_not_full"


def test_s7_last_room_must_be_played_out() -> None:
    """002_1fb84a41f10de15f.txt: 'Ist der Dungeon leer, spiele die übrigen Karten zu Ende.'"""
    state = endgame(["9C"], ["2C", "3H", "4D"])
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert now.params["count"] == 3
    state = reveal(state, "2C", "3H", "4D")
    state = play(play(play(state, "4D"), "2C"), "3H")
    assert state.room == ("9C",)
    assert state.dungeon_size == 0
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert now.actions == (Event(SEAT, "play", {"card": "9C"}),)
    state = play(state, "9C")
    assert status(state) == "won"
    assert isinstance(awaiting(state), Over)


def test_s7_full_last_room_is_played_out_card_by_card() -> None:
    """002_1fb84a41f10de15f.txt: 'Ist der Dungeon leer, spiele die übrigen Karten zu Ende.' (even
    after three plays the fourth card is played, no new card is turned)."""
    state = endgame(["2C", "3C", "4C", "5C"])
    state = play(play(play(state, "2C"), "3C"), "4C")
    assert needs_cards(state) == 0
    assert isinstance(awaiting(state), Decision)
    state = play(state, "5C")
    assert status(state) == "won"
    assert state.health == 20 - 14


def test_s7_no_run_from_the_full_last_room() -> None:
    """002_1fb84a41f10de15f.txt: 'Ist der Dungeon leer, spiele die übrigen Karten zu Ende.'
    (RULINGS.md S7: when the dungeon is empty, every card left in the room must be played)."""
    state = endgame(["2C", "3C", "4C", "5C"])
    assert not can_run(state)
    assert illegal(state, RUN).startswith("sc_err_run")


# --- S8: the end ----------------------------------------------------------------------------


def test_s8_health_reaching_exactly_zero_loses() -> None:
    """000_29c9095678974fbe.txt: 'Falls die Lebenspunkte 0 erreicht haben' (the game ends:
    RULINGS.md notes 'unter 20 fallen' means reach 0)."""
    state = play(start("KS", "2C", "3C", "4C", health=13), "KS")
    assert state.health == 0
    assert status(state) == "lost"
    assert isinstance(awaiting(state), Over)


def test_s8_health_below_zero_loses_and_is_kept() -> None:
    """001_73f1761368d9ff15.txt: 'The Game ends when either your life reaches 0'."""
    state = play(start("AS", "2C", "3C", "4C", health=5), "AS")
    assert state.health == -9
    assert status(state) == "lost"


def test_s8_one_health_left_keeps_playing() -> None:
    """001_73f1761368d9ff15.txt: 'The Game ends when either your life reaches 0'."""
    state = play(start("KS", "2C", "3C", "4C", health=14), "KS")
    assert state.health == 1
    assert status(state) == "playing"
    assert isinstance(awaiting(state), Decision)


def test_s8_win_when_every_card_is_played() -> None:
    """001_73f1761368d9ff15.txt: 'or you make your way through the entire Dungeon'."""
    state = endgame(["2C", "3H"], health=5)
    state = play(state, "2C")
    assert status(state) == "playing"
    state = play(state, "3H")
    assert status(state) == "won"
    assert state.health == 6
    assert isinstance(awaiting(state), Over)


def test_s8_not_won_while_run_away_cards_remain() -> None:
    """000_29c9095678974fbe.txt: 'oder wenn man den Weg durch den gesamten Kerker gefunden hat'
    (run-away cards are still in the dungeon)."""
    state = replace(endgame([]), batches=(("2C", "3C", "4C", "5C"),))
    state = replace(state, discard=tuple(c for c in state.discard if c not in state.batches[0]))
    assert status(state) == "playing"
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert set(now.outcomes) == {"2C", "3C", "4C", "5C"}
