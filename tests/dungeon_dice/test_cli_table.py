"""``tabletop dungeon-dice table``: the players roll, type the faces, and the app keeps the books.

At the table the faces rolled (or the token drawn) may be typed on their own; a wrong entry is
one error line, nothing is stored, and the same prompt comes again. ``undo`` takes back the last
entry on its own, a roll too. The smoke tests of the verb: its prompts and screens, undo, fix,
log, resume; what the rules make of the lines typed is tested on the session's table in
test_rules_at_the_table.py (issue #41).
"""

from __future__ import annotations

from pathlib import Path

from games.dungeon_dice.rules.components import PARTY_FACES
from tests.cli.support import (
    assert_ok,
    dd_lines,
    dd_record,
    dd_state,
    error_lines,
    invoke,
    moves,
    stored_events,
)

TABLE = ("dungeon-dice", "table", "--player", "Ana")
PARTY = "fighter fighter cleric mage thief champion scroll"
A_DELVE = ["hero knight", PARTY, "goblin", "fight fighter goblin", "retire"]
A_DELVE_LOG = ["hero knight", f"party {PARTY}", "dungeon goblin", "fight fighter goblin",
               "retire"]


def table(*typed: str, args: tuple[str, ...] = TABLE) -> str:
    """Type ``typed`` at the table, then quit; the output."""
    result = invoke(*args, input=moves(*typed, "quit"))
    assert_ok(result)
    assert result.output.rstrip().endswith(": tabletop resume 1")  # saved, in either language
    return result.output


def log(home: Path) -> list[str]:
    return dd_lines(dd_record(home, 1))


def party(home: Path) -> dict[str, int]:
    counts = dd_state(home, 1).party
    return {face: n for face, n in zip(PARTY_FACES, counts, strict=True) if n}


def test_a_delve_typed_at_the_table(home: Path) -> None:
    out = table(*A_DELVE)
    assert out.startswith("New game 1 · Dungeon dice · at the table")
    assert error_lines(out) == []
    for prompt in ("Ana › ", "Roll 7 party dice › ", "Roll 1 dungeon die › "):
        assert prompt in out, prompt
    assert log(home) == A_DELVE_LOG
    state = dd_state(home, 1)
    ana = state.seats[0]
    assert (ana.hero, ana.xp, ana.delves) == ("knight", 1, ("retired:1",))
    # The second delve waits for its seven party dice.
    assert (state.round, state.stage, state.roll_party) == (1, "form", 7)
    assert out.rstrip().endswith("Roll 7 party dice › Saved. Continue with: tabletop resume 1")


def test_a_knights_scroll_becomes_a_champion(home: Path) -> None:
    out = table("hero knight", PARTY)
    assert party(home) == {"fighter": 2, "cleric": 1, "mage": 1, "thief": 1, "champion": 2}
    screen = out.split("Roll 7 party dice › ")[1]
    assert "Champion×2" in screen  # the count on the die, as on the page
    assert "Scroll" not in screen.split("Hero ")[0]  # the hero's text may mention Scrolls


def test_a_roll_with_the_wrong_number_of_dice_is_one_line_and_changes_nothing(
        home: Path) -> None:
    out = table("hero knight", "fighter fighter", PARTY, "goblin goblin", "goblin")
    assert error_lines(out) == ["✗ Dice in this roll: 7; faces given: 2.",
                                "✗ Dice in this roll: 1; faces given: 2."]
    # One line each, and the same prompt again straight after it.
    assert "› ✗ Dice in this roll: 7; faces given: 2.\nRoll 7 party dice › " in out
    assert "› ✗ Dice in this roll: 1; faces given: 2.\nRoll 1 dungeon die › " in out
    assert log(home) == A_DELVE_LOG[:3]


def test_a_wrong_roll_stores_nothing(home: Path) -> None:
    table("hero knight", "fighter fighter")
    assert [e[1] for e in stored_events(home, 1)] == ["hero"]
    table_again = invoke("resume", "1", input=moves("mage mage mage mage mage mage mage mage",
                                                    "quit"))
    assert_ok(table_again)
    assert error_lines(table_again.output) == ["✗ Dice in this roll: 7; faces given: 8."]
    assert [e[1] for e in stored_events(home, 1)] == ["hero"]


def test_german_words_at_the_table(home: Path) -> None:
    out = table("held ritter", "krieger krieger priester zauberer dieb champion schriftrolle",
                "kobold", "kämpfe krieger kobold", "rückzug",
                args=(*TABLE, "--lang", "de"))
    assert error_lines(out) == []
    assert out.startswith("Neues Spiel 1 · Dungeon-Würfel · am Tisch")
    for text in ("Wirf 7 Gruppenwürfel › ", "Wirf 1 Dungeonwürfel › ", "Gruppe",
                 "Drachenhöhle", "Ritter (Novize)", "Gespeichert. Weiter mit"):
        assert text in out, text
    assert log(home) == A_DELVE_LOG


def test_undo_removes_the_last_entry_even_a_roll(home: Path) -> None:
    out = table("hero knight", PARTY, "goblin", "undo", "skeleton")
    # What was taken back is said as the table was told it, not in notation (issue #28).
    assert "Undone: Dungeon dice rolled: Goblin." in out
    # The same prompt comes back for the roll.
    after_undo = out.split("Undone: Dungeon dice rolled: Goblin.", 1)[1]
    assert "Roll 1 dungeon die › " in after_undo
    assert log(home) == [*A_DELVE_LOG[:2], "dungeon skeleton"]


def test_undo_step_by_step_back_to_the_start(home: Path) -> None:
    out = table("hero knight", PARTY, "goblin", "fight fighter goblin",
                "undo", "undo", "undo", "undo", "undo")
    undone = [line.split("Undone: ", 1)[1].strip() for line in out.splitlines()
              if "Undone: " in line]
    assert undone == ["Fighter defeats Goblin.", "Dungeon dice rolled: Goblin.",
                      "Party dice rolled: Fighter ×2, Cleric, Mage, Thief, Champion, Scroll.",
                      "Ana chooses a hero: Knight."]
    assert "Nothing to undo." in out
    assert stored_events(home, 1) == []
    assert dd_state(home, 1).stage == "hero"


def test_fix_an_earlier_roll(home: Path) -> None:
    out = table(*A_DELVE[:4], "fix 3 skeleton")
    assert "Corrected. Entry 4 no longer applies (There is no Goblin on this level);" in out
    assert log(home) == [*A_DELVE_LOG[:2], "dungeon skeleton"]


def test_log_lists_the_entries(home: Path) -> None:
    out = table(*A_DELVE[:4], "log")
    screen = out.split("Log", 1)[1]
    for number, entry in enumerate(A_DELVE_LOG[:4], 1):
        who = "·" if entry.startswith(("party", "dungeon")) else "Ana"
        assert f"{number}  {who}: {entry}" in screen, entry


def test_resume_a_table_game_keeps_asking_for_the_dice(home: Path) -> None:
    table("hero knight")
    result = invoke("resume", "1", input=moves(PARTY, "goblin", "quit"))
    assert_ok(result)
    assert "Resuming game 1 · Dungeon dice · 1 entries" in result.output
    assert "Roll 7 party dice › " in result.output
    assert log(home) == A_DELVE_LOG[:3]
