"""Dungeon dice at the table, the players rolling and typing the faces, by the rules (issue #41:
typed at the session's table as ``tabletop dungeon-dice table`` reads the lines, not through the
command line, whose smoke tests are test_cli_table.py).

At the table the faces rolled (or the token drawn) may be typed on their own; a wrong entry is
refused and changes nothing. D1, D2: seven party dice, the treasure pool of 36 tokens (3
Elixirs); D12: a Knight's Scrolls become Champions; D9: fleeing scores nothing.
"""

from __future__ import annotations

from typing import Any

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.components import PARTY_FACES
from tabletop.session.session import Session
from tests.cli.support import dd_lines
from tests.replays import session_record, typed

PARTY = "fighter fighter cleric mage thief champion scroll"
A_DELVE = ["hero knight", PARTY, "goblin", "fight fighter goblin", "retire"]
A_DELVE_LOG = ["hero knight", f"party {PARTY}", "dungeon goblin", "fight fighter goblin",
               "retire"]


def table(*lines: str, players: tuple[str, ...] = ("Ana",)) -> tuple[Session, list[str]]:
    return typed(GAME, players, lines)


def log(session: Session) -> list[str]:
    return dd_lines(session_record(session))


def party(session: Session) -> dict[str, int]:
    counts = session.state.party
    return {face: n for face, n in zip(PARTY_FACES, counts, strict=True) if n}


def test_a_delve_typed_at_the_table() -> None:
    session, errors = table(*A_DELVE)
    assert errors == []
    assert log(session) == A_DELVE_LOG
    state: Any = session.state
    ana = state.seats[0]
    assert (ana.hero, ana.xp, ana.delves) == ("knight", 1, ("retired:1",))
    # The second delve waits for its seven party dice.
    assert (state.round, state.stage, state.roll_party) == (1, "form", 7)


def test_d12_a_knights_scroll_becomes_a_champion() -> None:
    session, _ = table("hero knight", PARTY)
    assert party(session) == {"fighter": 2, "cleric": 1, "mage": 1, "thief": 1, "champion": 2}


def test_counted_faces() -> None:
    session, _ = table("hero crusader", "2 fighter cleric mage thief champion scroll",
                       "goblin x1")
    assert log(session)[1:] == [f"party {PARTY}", "dungeon goblin"]
    assert party(session)["scroll"] == 1  # only a Knight turns Scrolls into Champions


def test_a_roll_with_the_wrong_number_of_dice_changes_nothing() -> None:
    session, errors = table("hero knight", "fighter fighter", PARTY, "goblin goblin", "goblin")
    assert errors == ["Dice in this roll: 7; faces given: 2.",
                      "Dice in this roll: 1; faces given: 2."]
    assert log(session) == A_DELVE_LOG[:3]
    session, errors = table("hero knight", "mage mage mage mage mage mage mage mage")
    assert errors == ["Dice in this roll: 7; faces given: 8."]
    assert [e.kind for e in session.events] == ["hero"]


def test_faces_that_these_dice_do_not_have() -> None:
    session, errors = table("hero knight", "fighter fighter cleric mage thief champion dragon",
                            PARTY, "wizard", "fighter", "goblin")
    assert errors == ["'dragon' is not a party die face.",
                      "'wizard' is not a dungeon die face.",
                      "'fighter' is not a dungeon die face."]
    assert log(session) == A_DELVE_LOG[:3]


def test_a_decision_while_dice_wait_to_be_rolled() -> None:
    session, errors = table("hero knight", "fight fighter goblin", "retire")
    assert errors == ["First roll the party dice: 7 to roll."] * 2
    assert log(session) == ["hero knight"]


def test_d2_a_token_that_is_not_in_the_pool_is_refused() -> None:
    # The three Elixirs of the game are drawn, then a fourth is typed.
    session, errors = table("hero knight", PARTY,
                            "chest", "open thief", "elixir",  # level 1: the Thief opens it
                            "seek", "chest chest", "open champion", "elixir", "elixier",
                            "seek", "chest potion potion", "open champion",
                            "elixir", "goblin", "talisman")
    assert errors == ["No Elixir is left in the treasure pool.",
                      "'goblin' is not a treasure token."]
    assert [line for line in log(session) if line.startswith("treasure")] == \
        ["treasure elixir"] * 3 + ["treasure talisman"]
    state: Any = session.state
    assert state.seats[0].token("elixir") == 3
    assert state.seats[0].token("talisman") == 1
    assert sum(state.pool) == 36 - 4


def test_german_face_words_in_an_english_session() -> None:
    session, _ = table("hero knight", "krieger krieger priester magier diebe champion rolle",
                       "kobold", "fight krieger kobold", "retire")
    assert log(session) == A_DELVE_LOG


def test_two_players_cannot_share_a_hero() -> None:
    session, errors = table("hero knight", "hero knight", "hero crusader",
                            players=("Ana", "Ben"))
    assert errors == ["'Knight' is already taken."]
    state: Any = session.state
    assert [s.hero for s in state.seats] == ["knight", "crusader"]
    assert state.delver == 0  # Ana delves first


def test_d9_a_whole_game_at_the_table() -> None:
    session, errors = table("hero knight", "party 7 fighter", "goblin", "flee", "7 mage", "ooze",
                            "flee", "7 thief", "skeleton", "fight thief skeleton", "retire")
    assert errors == []
    state: Any = session.state
    assert state.stage == "over"
    assert state.seats[0].delves == ("fled:1", "fled:1", "retired:1")
    assert state.seats[0].xp == 1
    assert GAME.score(state).winners == ("Ana",)


def test_a_roll_of_the_wrong_kind_says_what_is_awaited() -> None:
    session, errors = table("hero knight", PARTY, f"party {PARTY}", "treasure elixir")
    assert len(errors) == 2
    for line in errors:
        assert "Nothing is being rolled" not in line, line
        assert "dungeon" in line, line
    assert log(session) == A_DELVE_LOG[:2]
