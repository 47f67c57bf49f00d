"""``tabletop scoundrel score``: tallies that can't be true are refused (issue #13).

The rules: `000_29c9095678974fbe.txt`, `001_73f1761368d9ff15.txt`; S1: health starts at 20 and
never goes above it, the monsters are 2 to 14 (the ace); S8: the game is lost when health
reaches 0 or below, so the fatal blow falls on at least 1 health and takes at most 14: the
lowest health is 1 - 14 = -13. S9: on a loss the monsters left in the dungeon are subtracted,
with the option ``death_penalty=dungeon_and_room`` the room's unplayed monsters too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from games.scoundrel.rules.tally import LOWEST_HEALTH
from tabletop.store.database import Store
from tabletop.web.app import create_app
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    db_path,
    error_lines,
    invoke,
    moves,
    score_json,
)
from tests.cli.test_tally_support import stored_games

SCORE = ("scoundrel", "score")


def total(data: dict[str, object]) -> object:
    players = data["players"]
    assert isinstance(players, list)
    return players[0]["total"]


def test_the_lowest_health_of_s8() -> None:
    assert LOWEST_HEALTH == 1 - 14 == -13


@pytest.mark.parametrize(("args", "english", "german"), [
    (("--result", "lost", "--health", "-999999"), "After a loss health is -13 or more",
     "Nach einer Niederlage sind die Lebenspunkte mindestens -13"),
    (("--result", "lost", "--health", "-14"), "After a loss health is -13 or more",
     "mindestens -13"),
    (("--health", "-14"), "After a loss health is -13 or more", "mindestens -13"),
    (("--result", "won", "--health", "21"), "After a win health is between 1 and 20.",
     "Nach einem Sieg liegen die Lebenspunkte zwischen 1 und 20."),
    (("--result", "lost", "--health", "1"), "After a loss health is 0 or below.",
     "Nach einer Niederlage sind die Lebenspunkte 0 oder weniger."),
    (("--result", "won", "--health", "0"), "After a win health is between 1 and 20.",
     "zwischen 1 und 20"),
    (("--result", "won", "--health", "9" * 1500), "After a win health is between 1 and 20.",
     "zwischen 1 und 20"),
    (("--result", "lost", "--health", "9" * 5000), "An answer has at most 2000 characters.",
     "Eine Antwort hat höchstens 2000 Zeichen."),
    (("--result", "lost", "--health", "minus 3"), "Health must be a whole number",
     "Lebenspunkte müssen eine ganze Zahl sein"),
])
def test_health_that_cant_be_true_is_refused(home: Path, args: tuple[str, ...], english: str,
                                             german: str) -> None:
    """issue #13: ``--result lost --health -999999`` was accepted. Refused before anything
    is asked, in one line, in both languages; nothing kept."""
    assert_one_error(invoke(*SCORE, *args, "--json"), 2, english)
    assert_one_error(invoke(*SCORE, *args, "--lang", "de", input="won\n"), 2, german)
    assert stored_games(home) == 0


def test_the_extremes_are_accepted(home: Path) -> None:
    assert total(score_json("scoundrel", "--result", "lost", "--health", "-13",
                            "--monsters", "AS", "--no-save")) == -13 - 14
    assert total(score_json("scoundrel", "--result", "won", "--health", "20", "--last", "10H",
                            "--no-save")) == 30


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


def test_death_penalty_dungeon_and_room_counts_the_room(home: Path) -> None:
    """S9 option: the room's unplayed monsters count too (asked as --room)."""
    lost = ("--result", "lost", "--health", "-2", "--monsters", "KS")
    data = score_json("scoundrel", *lost, "--room", "QC 2S", "--option",
                      "death_penalty=dungeon_and_room", "--no-save")
    assert total(data) == -2 - 13 - 12 - 2
    assert data["players"][0]["breakdown"][1]["label"] == \
        "monsters left in the dungeon and room: 2♠ Q♣ K♠"
    # under the default rules the room's monsters don't count (nor is the room asked)
    assert total(score_json("scoundrel", *lost, "--room", "QC 2S", "--no-save")) == -2 - 13
    result = invoke(*SCORE, "-o", "death_penalty=dungeon_and_room", input=moves(
        "lost", "-2", "KS", "QC 2S"))
    assert_ok(result)
    assert "Monsters left unplayed in the room" in result.output
    assert "-29" in result.output.split("Total")[1]


@pytest.mark.parametrize(("room", "message"), [
    ("QC 2S 3S 4S", "At most 3 monsters are left unplayed in the room in which you died."),
    ("KS", "K♠ is named twice."),
    ("5H", "5♥ is not a monster."),
])
def test_a_room_that_cant_be_true(home: Path, room: str, message: str) -> None:
    assert_one_error(invoke(*SCORE, "--result", "lost", "--health", "-2", "--monsters", "KS",
                            "--room", room, "-o", "death_penalty=dungeon_and_room", "--json"),
                     2, message)


def test_an_unknown_option_is_refused(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--result", "won", "--health", "3", "-o", "death=none"), 2,
                     "Unknown option 'death'")
    assert_one_error(invoke(*SCORE, "--result", "won", "--health", "3", "-o",
                            "death_penalty=nowhere"), 2, "death_penalty=nowhere is not allowed")


def test_a_won_solo_game_names_its_player(home: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """issue #13: a won solo game's JSON had ``"name": ""``; the name is the one ``play``
    gives (the user's, else the catalogue's), or ``--player``."""
    won = ("--result", "won", "--health", "12", "--no-save")
    monkeypatch.setenv("USER", "ana")
    data = score_json("scoundrel", *won)
    assert (data["players"][0]["name"], data["winners"]) == ("ana", ["ana"])
    data = score_json("scoundrel", *won, "--player", "  Bo   Li ")
    assert (data["players"][0]["name"], data["winners"]) == ("Bo Li", ["Bo Li"])
    monkeypatch.delenv("USER")
    # Nobody named, no login name: the default name is the same in every language (issue #14)
    assert score_json("scoundrel", *won)["players"][0]["name"] == "P1"
    result = invoke(*SCORE, *won, "--json", "--lang", "de")
    assert json.loads(result.stdout)["players"][0]["name"] == "P1"


def test_a_name_nobody_may_have_is_refused(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--result", "won", "--health", "3", "--player",
                            "Ana\x1b[2J"), 2, "A name may not hold control")
    assert stored_games(home) == 0


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
