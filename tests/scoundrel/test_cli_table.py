"""``tabletop scoundrel table``: the players turn the cards and type them; the app keeps the books.
The smoke tests of the verb: its screens, undo, fix, log, resume; what the rules make of the
lines typed is tested on the session's table in test_rules_at_the_table.py (issue #41).

The worked example of 002_1fb84a41f10de15f.txt: 20 health, no weapon, a room 7♦ K♠ 5♥ 9♣. Equip
the 7♦, fight the king with it (13 - 7 = 6 damage: 14), drink the 5♥: 19 health, 9♣ stays.
"""

from __future__ import annotations

from pathlib import Path

from tests.cli.support import (
    assert_ok,
    error_lines,
    export,
    fold,
    invoke,
    moves,
    notation,
    stored_events,
)

TABLE = ("scoundrel", "table", "--player", "Ana")
TURN_OVER = "Turn over cards from the dungeon (4 to go) › "


def test_worked_example_002(home: Path) -> None:
    result = invoke(*TABLE, input=moves("7D KS 5H 9C", "1", "KS", "5H", "quit"))
    assert_ok(result)
    assert "New game 1 · Scoundrel · at the table" in result.output
    assert TURN_OVER in result.output
    assert "14/20" in result.output
    last_screen = result.output.split("Ana › ")[-1]
    assert "19/20" in last_screen
    assert "7♦  may fight monsters below 13" in last_screen
    assert "K♠  slain with it" in last_screen
    assert "9♣" in last_screen
    assert "Turn over cards from the dungeon (3 to go)" in last_screen
    assert error_lines(result.output) == []
    assert "Saved. Continue with: tabletop resume 1" in result.output


def test_undo_at_the_table_removes_the_last_entry_only(home: Path) -> None:
    typed = ["7D KS", "5H 9C", "undo", "undo", "undo", "undo", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    # The narration's first line: what this entry turned over, not the whole room (issue #28).
    assert "Undone: turned over 5♥, 9♣" in result.output
    assert "Undone: the room" not in result.output
    assert "Undone: turned over 7♦, K♠" in result.output
    assert "Nothing to undo." in result.output
    assert stored_events(home, 1) == []

    again = invoke(*TABLE, input=moves("7D KS 5H 9C", "1", "KS", "undo", "log", "quit"))
    assert_ok(again)
    assert "Undone: K♠ on 7♦: 6 damage, health 20 → 14" in again.output
    log = again.output.split("Ana › ")[-2]
    assert "room 7D KS 5H 9C" in log
    assert "Ana: play 7D" in log
    assert "play KS" not in log
    record = export(2, Path("g2.json"))
    assert notation(record) == ["room 7D KS 5H 9C", "play 7D"]
    state = fold(record)
    assert (state.health, state.weapon, state.room) == (20, "7D", ("KS", "5H", "9C"))


def test_undo_of_a_mistyped_card_after_a_turn(home: Path) -> None:
    # The turn is over, the player types the next card, mistypes it, undoes only that entry.
    typed = ["7D KS 5H 9C", "1", "KS", "5H", "2C", "undo", "3C 4C 5C", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert "Undone: turned over 2♣" in result.output
    record = export(1, Path("g.json"))
    assert notation(record)[-1] == "room 3C 4C 5C"
    assert fold(record).room == ("9C", "3C", "4C", "5C")


def test_fix_corrects_an_earlier_entry(home: Path) -> None:
    typed = ["7D KS 5H 9C", "KS", "5H", "fix 1 room 7D KS 5H 8C", "log", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert "Corrected entry 1; every later entry still applies." in result.output
    log = result.output.split("Ana › ")[-2]
    assert "room 7D KS 5H 8C" in log
    assert "9C" not in log
    record = export(1, Path("g.json"))
    assert notation(record) == ["room 7D KS 5H 8C", "play KS", "play 5H"]
    state = fold(record)
    assert (state.health, state.room) == (12, ("7D", "8C"))  # 20 - 13 + 5


def test_fix_of_a_play_entry(home: Path) -> None:
    typed = ["7D KS 5H 9C", "KS", "5H", "fix 2 play 9C", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert "Corrected entry 2" in result.output
    record = export(1, Path("g.json"))
    assert notation(record) == ["room 7D KS 5H 9C", "play 9C", "play 5H"]
    assert fold(record).health == 16  # 20 - 9 + 5


def test_fix_that_breaks_later_entries_drops_them(home: Path) -> None:
    typed = ["7D KS 5H 9C", "1", "KS", "fix 1 room 8D KS 5H 9C", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert "Entry 2 no longer applies" in result.output
    assert "7♦ is not in the room" in result.output
    assert notation(export(1, Path("g.json"))) == ["room 8D KS 5H 9C"]


def test_fix_mistakes_are_one_line_and_change_nothing(home: Path) -> None:
    typed = ["7D KS 5H 9C", "1", "fix", "fix x room 7D", "fix 9 play KS", "fix 1 room 7D ZZ",
             "fix 2 play QC", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    errors = error_lines(result.output)
    assert len(errors) == 5, errors
    assert errors[0] == errors[1] == "✗ Write 'fix N <entry>', e.g. 'fix 3 room 7D KS'."
    assert errors[2] == "✗ There is no entry 9; the log has 2."
    assert "'ZZ' is not a card" in errors[3]
    assert errors[4] == "✗ Q♣ is not in the room."
    assert notation(export(1, Path("g.json"))) == ["room 7D KS 5H 9C", "play 7D"]


def test_the_first_screen_does_not_speak_of_the_last_room(home: Path) -> None:
    result = invoke(*TABLE, input=moves("quit"))
    assert_ok(result)
    assert "44 cards left" in result.output
    assert "last room" not in result.output


def test_help_at_the_table(home: Path) -> None:
    result = invoke(*TABLE, input=moves("help", "quit"))
    assert_ok(result)
    for text in ("What you can type", "7D KS 5H 9C", "fix N", "take back the last entry"):
        assert text in result.output, text


def test_resume_of_a_table_game_stays_at_the_table(home: Path) -> None:
    assert_ok(invoke(*TABLE, input=moves("7D KS 5H 9C", "1", "KS", "5H", "quit")))
    before = export(1, Path("before.json"))
    result = invoke("resume", "1", input=moves("2C 3C 4C", "quit"))
    assert_ok(result)
    assert "Resuming game 1 · Scoundrel · 4 entries" in result.output
    assert "Turn over cards from the dungeon (3 to go) › " in result.output
    after = export(1, Path("after.json"))
    assert after["events"][:4] == before["events"]
    assert notation(after)[-1] == "room 2C 3C 4C"


def test_german_table(home: Path) -> None:
    typed = ["7D KS 5H 9C", "1", "7D", "protokoll", "zurück", "beenden"]
    result = invoke(*TABLE, "--lang", "de", input=moves(*typed))
    assert_ok(result)
    for text in ("Neues Spiel 1", "am Tisch", "Decke Karten vom Dungeon auf (noch 4)", "Leben",
                 "Raum", "Waffe", "Monster 13", "Protokoll", "Zurückgenommen: 7♦ ausgerüstet",
                 "Gespeichert. Weiter mit: tabletop resume 1"):
        assert text in result.output, text
    assert error_lines(result.output) == [
        "✗ 7♦ liegt nicht im Raum."]
    assert "Health" not in result.output


def test_a_dropped_entrys_reason_is_set_inside_the_sentence(home: Path) -> None:
    """The reason a corrected log drops an entry is a sentence of its own: in parentheses it
    loses its full stop ('(7♦ is not in the room);', never '(… room.);'), in German too."""
    typed = ["7D KS 5H 9C", "1", "KS", "fix 1 room 8D KS 5H 9C", "quit"]
    english = invoke(*TABLE, input=moves(*typed)).output
    assert " ".join(english.split()).count(
        "Corrected. Entry 2 no longer applies (7♦ is not in the room); it and the entries "
        "after it were dropped.") == 1
    german = invoke(*TABLE, "--lang", "de", input=moves(*typed[:3], "korrigiere 1 raum 8D KS "
                                                         "5H 9C", "ende")).output
    assert ("Korrigiert. Eintrag 2 passt nicht mehr (7♦ liegt nicht im Raum); er und alle "
            "späteren wurden entfernt.") in " ".join(german.split())
    assert ".)" not in english + german
