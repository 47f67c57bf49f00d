"""Usage errors (exit 2), data errors (exit 1), host verbs: one readable line, no traceback."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tabletop import __version__

from .support import (
    assert_exit,
    assert_ok,
    assert_one_error,
    db_path,
    invoke,
    moves,
    stored_events,
)

PLAY = ("scoundrel", "play", "--seed", "5", "--player", "Ana")


@pytest.mark.parametrize("verb", [("scoundrel", "play"), ("scoundrel", "table"),
                                  ("scoundrel", "rules")])
@pytest.mark.parametrize(("option", "message"), [
    ("weapon_rule=bogus", "Option weapon_rule=bogus is not allowed"),
    ("death_penalty=everything", "Option death_penalty=everything is not allowed"),
    ("nope=1", "Unknown option 'nope'; options are: weapon_rule, death_penalty."),
    ("weapon_rule", "Options are written key=value, not 'weapon_rule'."),
])
def test_bad_options_exit_2_with_one_line(home: Path, verb: tuple[str, ...], option: str,
                                          message: str) -> None:
    result = invoke(*verb, "--option", option, input=moves("quit"))
    assert_one_error(result, 2, message)
    assert not db_path(home).exists()  # no game was started


def test_the_allowed_values_are_named(home: Path) -> None:
    line = assert_one_error(invoke(*PLAY, "-o", "weapon_rule=bogus"), 2)
    assert "lower" in line
    assert "lower_or_equal" in line


@pytest.mark.parametrize("args", [
    ("--lang", "xx", "games"),
    ("games", "--lang", "xx"),
    ("scoundrel", "play", "--lang", "xx"),
    ("scoundrel", "score", "--lang", "xx", "--json"),
    ("history", "--lang", "fr"),
])
def test_an_unknown_language_exits_2(home: Path, args: tuple[str, ...]) -> None:
    assert_one_error(invoke(*args, input=""), 2, "--lang", "en, de")


def test_too_many_players_exit_2(home: Path) -> None:
    result = invoke("scoundrel", "play", "--player", "Ana", "--player", "Bo")
    assert_one_error(result, 2, "Players for Scoundrel: 1 to 1, not 2.")


def test_an_unknown_game_is_a_usage_error(home: Path) -> None:
    assert_exit(invoke("chess", "play"), 2, "chess")


def test_games_lists_scoundrel(home: Path) -> None:
    result = invoke("games")
    assert_ok(result)
    assert "Games" in result.output
    row = next(line for line in result.output.splitlines() if "scoundrel" in line)
    assert "Scoundrel" in row
    assert "1" in row
    german = invoke("--lang", "de", "games")
    assert_ok(german)
    assert "Spiele" in german.output
    assert "scoundrel" in german.output


def test_version(home: Path) -> None:
    result = invoke("--version")
    assert_ok(result)
    assert result.output.strip() == f"tabletop {__version__}"


def test_rules_show_the_chosen_option(home: Path) -> None:
    result = invoke("scoundrel", "rules")
    assert_ok(result)
    assert "strictly lower than" in result.output
    result = invoke("scoundrel", "rules", "--option", "weapon_rule=lower_or_equal")
    assert_ok(result)
    assert "lower than or equal to" in result.output
    german = invoke("scoundrel", "rules", "--lang", "de")
    assert_ok(german)
    assert "Regeln" in german.output


def test_resume_of_an_unknown_game_exits_1(home: Path) -> None:
    assert_one_error(invoke("resume", "999"), 1, "There is no saved game with ID 999.")
    assert_ok(invoke(*PLAY, input=moves("quit")))
    assert_one_error(invoke("resume", "999"), 1, "There is no saved game with ID 999.")
    assert_one_error(invoke("export", "999", "x.json"), 1, "There is no saved game with ID 999.")
    assert not Path("x.json").exists()


def test_resume_with_no_unfinished_game(home: Path) -> None:
    result = invoke("resume", input="")
    assert_ok(result)
    assert "There is no unfinished game." in result.output


def test_resume_with_a_bad_pick(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("quit")))
    assert_exit(invoke("resume", input=moves("abc")), 2, "✗ There is no saved game with ID abc.")


def test_empty_history(home: Path) -> None:
    result = invoke("history")
    assert_ok(result)
    assert "No games yet." in result.output


def test_export_to_a_missing_folder_exits_1(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("quit")))
    assert_one_error(invoke("export", "1", "no/such/folder/x.json", "--with-seed"), 1,
                     "x.json")


def junk_database(home: Path) -> bytes:
    home.mkdir(parents=True, exist_ok=True)
    junk = b"this is not a database, just some text that happens to be here. " * 40
    db_path(home).write_bytes(junk)
    return junk


@pytest.mark.parametrize("args", [
    ("history",),
    ("resume", "1"),
    ("resume",),
    ("export", "1", "x.json"),
    ("scoundrel", "play", "--seed", "5"),
    ("scoundrel", "table"),
])
def test_a_damaged_database_is_one_line_and_left_alone(home: Path, args: tuple[str, ...]) -> None:
    junk = junk_database(home)
    line = assert_one_error(invoke(*args, input=moves("quit")), 1, "damaged")
    assert str(db_path(home)) in line
    assert db_path(home).read_bytes() == junk


def test_a_database_from_a_newer_tabletop_is_refused_untouched(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    conn = sqlite3.connect(db_path(home))
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = db_path(home).read_bytes()
    assert_one_error(invoke("history"), 1, "newer tabletop")
    assert_one_error(invoke("resume", "1", input=moves("quit")), 1, "newer tabletop")
    assert db_path(home).read_bytes() == before


def test_tabletop_home_that_is_a_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = Path("blocker")
    blocker.write_text("a file, not a folder\n", encoding="utf-8")
    monkeypatch.setenv("TABLETOP_HOME", str(blocker / "inside"))
    # issue #28: said to be no folder, not a damaged store
    assert_one_error(invoke("history"), 1, "blocker is not a folder. Set TABLETOP_HOME")


def test_damaged_rows_are_one_line(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    conn = sqlite3.connect(db_path(home))
    conn.execute("UPDATE games SET players = 'not json' WHERE id = 1")
    conn.commit()
    conn.close()
    assert_one_error(invoke("resume", "1", input=moves("quit")), 1, "damaged")
    assert_one_error(invoke("history"), 1, "damaged")


def test_a_stored_event_that_no_longer_applies(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    conn = sqlite3.connect(db_path(home))
    conn.execute("""UPDATE events SET data = '{"card": "AS"}' WHERE game_id = 1 AND seq = 4""")
    conn.commit()
    conn.close()
    result = invoke("resume", "1", input=moves("quit"))
    assert_one_error(result, 1, "Entry 5 of the saved game no longer applies", "A♠")
    assert len(stored_events(home, 1)) == 5  # nothing was dropped
