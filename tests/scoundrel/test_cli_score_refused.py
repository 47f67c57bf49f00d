"""``tabletop scoundrel score`` refusing at the terminal (issue #13): one line, exit 2, nothing
kept; an answer refused at a prompt is asked again and the answers before it are kept. Which
answers the rules refuse, and in which words, is tested on the rules in test_rules_s9_tally.py
(issue #41)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.web.app import create_app
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    db_path,
    error_lines,
    invoke,
    moves,
)
from tests.cli.test_tally_support import stored_games

SCORE = ("scoundrel", "score")


@pytest.mark.parametrize(("args", "message"), [
    (("--result", "lost", "--health", "-3", "--monsters", "KS 5H"), "5♥ is not a monster."),
    (("--result", "won", "--health", "12", "--foo"), "No such option: --foo"),
    (("--foo", "1"), "No such option: --foo"),
    (("--result",), "Answer 'won' or 'lost'."),  # Click reads the --json after it as its value
    (("won",), "unexpected extra argument"),
])
def test_bad_answers_exit_2_with_one_line(home: Path, args: tuple[str, ...],
                                         message: str) -> None:
    assert_one_error(invoke(*SCORE, *args, "--json"), 2, message)
    assert stored_games(home) == 0


def test_given_answers_are_refused_before_anything_is_asked(home: Path) -> None:
    """issue #13: ``--result lost --health -999999`` was accepted. Refused in one line in the
    reader's language, the answer typed for the prompt unread; nothing kept."""
    assert_one_error(invoke(*SCORE, "--result", "lost", "--health", "-999999", "--lang", "de",
                            input="won\n"), 2, "mindestens -13")
    assert_one_error(invoke(*SCORE, "--result", "won", "--health", "3", "--player",
                            "Ana\x1b[2J"), 2, "A name may not hold control")
    assert_one_error(invoke(*SCORE, "--result", "won", "--health", "3", "-o", "death=none"), 2,
                     "Unknown option 'death'")
    assert stored_games(home) == 0


def test_interactive_end_of_input_is_a_missing_answer(home: Path) -> None:
    result = invoke(*SCORE, input="won\n")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert error_lines(result.output) == [
        "✗ Missing answer: --health (Health at the end (may be below 0 after a loss))."]


def test_a_bad_prompted_answer_is_asked_again_keeping_the_others(home: Path) -> None:
    """issue #13: a bad answer at a prompt ended the tally and lost the answers before it."""
    result = invoke(*SCORE, input=moves("lost", "-999999", "5", "-3", "maybe", "KS 9C"))
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ After a loss health is -13 or more: the fatal blow falls on at least 1 health, and "
        "no monster is worth more than 14.",
        "✗ After a loss health is 0 or below.",
        "✗ 'maybe' is not a card (try KS, K♠, 10D or Pik König)."]
    assert result.output.count("Did you win or lose?") == 1
    assert result.output.count("Health at the end") == 3
    assert result.output.count("Monsters left in the dungeon") == 2
    assert "-25" in result.output.split("Total")[1]
    assert stored_games(home) == 1


def test_a_prompt_in_german_asks_again(home: Path) -> None:
    result = invoke(*SCORE, "--lang", "de", input=moves("gewonnen", "25", "0", "7"))
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ Nach einem Sieg liegen die Lebenspunkte zwischen 1 und 20.",
        "✗ Nach einem Sieg liegen die Lebenspunkte zwischen 1 und 20."]
    assert "Summe" in result.output


def test_the_room_is_asked_under_dungeon_and_room(home: Path) -> None:
    result = invoke(*SCORE, "-o", "death_penalty=dungeon_and_room", input=moves(
        "lost", "-2", "KS", "QC 2S"))
    assert_ok(result)
    assert "Monsters left unplayed in the room" in result.output
    assert "-29" in result.output.split("Total")[1]


def test_a_won_solo_game_is_kept_under_the_login_name(home: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """issue #13: a won solo game's JSON had ``"name": ""``; the name is the one ``play``
    gives (the user's, else the catalogue's)."""
    monkeypatch.setenv("USER", "ana")
    result = invoke(*SCORE, "--result", "won", "--health", "12", "--no-save", "--json")
    assert_ok(result)
    data = json.loads(result.stdout)
    assert (data["players"][0]["name"], data["winners"]) == ("ana", ["ana"])


def test_the_web_form_takes_the_rule_options(home: Path) -> None:
    """The web's tally reads the same options (S9's death_penalty) and the same bounds."""
    store = Store(db_path(home))
    try:
        with TestClient(create_app(store, hosts=["testserver"]),
                        base_url="http://testserver") as client:
            assert 'name="opt_death_penalty"' in client.get("/tally/scoundrel").text
            lost = {"name": "Ana", "result": "lost", "health": "-2", "monsters": "KS",
                    "room": "QC"}
            counted = client.post("/tally/scoundrel",
                                  data={**lost, "opt_death_penalty": "dungeon_and_room"})
            plain = client.post("/tally/scoundrel", data=lost)
            low = client.post("/tally/scoundrel",
                              data={"name": "Ana", "result": "lost", "health": "-14"})
            wrong = client.post("/tally/scoundrel",
                                data={**lost, "opt_death_penalty": "nowhere"})
    finally:
        store.close()
    assert counted.status_code == plain.status_code == 200
    assert ">-27<" in counted.text and "dungeon and room" in counted.text
    assert ">-15<" in plain.text
    assert low.status_code == wrong.status_code == 400
    assert "After a loss health is -13 or more" in low.text
    assert "death_penalty=nowhere is not allowed" in wrong.text
