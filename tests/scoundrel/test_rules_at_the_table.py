"""Scoundrel at the table, the players turning the cards and typing them, by the rules (issue
#41: typed at the session's table as ``tabletop scoundrel table`` reads the lines, not through
the command line, whose smoke tests are test_cli_table.py).

The worked example of 002_1fb84a41f10de15f.txt: 20 health, no weapon, a room 7♦ K♠ 5♥ 9♣. Equip
the 7♦, fight the king with it (13 - 7 = 6 damage: 14), drink the 5♥: 19 health, 9♣ stays. S1:
red faces and red aces are removed; S6: the cards run away from go under the dungeon, after the
cards not seen yet, and nobody runs from two rooms in a row.
"""

from __future__ import annotations

from games.scoundrel import GAME
from games.scoundrel.rules.state import ScoundrelState
from tabletop.session.session import Session
from tests.replays import session_record, typed


def table(*lines: str) -> tuple[Session, list[str]]:
    return typed(GAME, ["Ana"], lines)


def notation(session: Session) -> list[str]:
    return [GAME.notation(event) for event in session_record(session).event_list()]


def state(session: Session) -> ScoundrelState:
    now: ScoundrelState = session.state
    return now


def test_worked_example_002() -> None:
    session, errors = table("7D KS 5H 9C", "1", "KS", "5H")
    assert errors == []
    assert session.record.mode == "table" and session.record.seed is None
    assert notation(session) == ["room 7D KS 5H 9C", "play 7D", "play KS", "play 5H"]
    now = state(session)
    assert (now.health, now.room, now.weapon, now.slain) == (19, ("9C",), "7D", ("KS",))


def test_a_card_already_seen_is_refused_and_changes_nothing() -> None:
    session, errors = table("7D KS 5H 9C", "1", "KS", "5H", "7D", "9c", "room 2C 2C", "QH")
    assert errors == [
        "7♦ was already seen in this game; it cannot be turned over.",
        "9♣ was already seen in this game; it cannot be turned over.",
        "2♣ was already seen in this game; it cannot be turned over.",
        "Q♥ is not in the Scoundrel deck (red faces and red aces are removed).",
    ]
    assert len(session.events) == 4
    now = state(session)
    assert (now.health, now.room, now.dungeon_size) == (19, ("9C",), 40)


def test_german_card_names_are_accepted() -> None:
    session, errors = table("7D Pik König 5H Kreuz 9", "Karo 7", "k s", "spiele Herz fünf")
    assert errors == []
    assert notation(session) == ["room 7D KS 5H 9C", "play 7D", "play KS", "play 5H"]
    assert state(session).health == 19


def test_cards_may_be_typed_a_few_at_a_time() -> None:
    session, errors = table("7D KS", "room 5♥ 9♣")
    assert errors == []
    assert notation(session) == ["room 7D KS", "room 5H 9C"]


def test_s6_running_at_the_table() -> None:
    session, errors = table("2C 3C 4C 5C", "run", "2C", "6C 7C 8C 9C", "run")
    assert errors == [
        "2♣ went under the dungeon; it comes only after the cards not seen yet.",
        "You cannot run from two rooms in a row.",
    ]
    now = state(session)
    # 40 cards left: 36 never seen, 4 run away from
    assert (now.dungeon_size, len(now.unseen)) == (40, 36)
    assert notation(session) == ["room 2C 3C 4C 5C", "run", "room 6C 7C 8C 9C"]
