"""Issue #25: ``tabletop review ID`` on the terminal and as JSON; its figures are kept with the
game; what cannot be reviewed is refused in one line."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.cli.support import assert_ok, assert_one_error, game_id, invoke


def bots_game(*args: str) -> int:
    result = invoke(*args)
    assert_ok(result)
    return game_id(result)


def test_a_halunken_review_names_each_captain_with_a_figure_and_is_kept(home: Path) -> None:
    number = bots_game("halunken", "play", "--seed", "2", "--bot", "Ann", "--bot", "[red]Bo",
                       "--bot", "Cy=strong")
    result = invoke("review", str(number), "--no-pager")
    assert_ok(result)
    text = result.stdout
    assert f"Review of game {number}: Halunken und Spelunken" in text
    for name in ("Ann", "[red]Bo", "Cy"):  # a name is data: "[red]" shows as typed
        assert any(line.startswith(f"{name}: ") for line in text.splitlines()), text
    assert "Luck:" in text and "Kept with the game" in text
    rows = sqlite3.connect(home / "tabletop.db").execute(
        "SELECT seat, decisions, valued, given_up, unit FROM reviews WHERE game_id = ?"
        " ORDER BY seat", (number,)).fetchall()
    assert [r[0] for r in rows] == [0, 1, 2]
    assert all(r[1] >= r[2] > 0 and r[3] >= 0 and r[4] == "unit_points" for r in rows)


def test_the_json_review_has_each_persons_figure_costliest_decisions_and_luck(home: Path) -> None:
    number = bots_game("dungeon-dice", "play", "--seed", "3", "--bot", "Ann=odds", "--bot", "Bo")
    result = invoke("review", str(number), "--json")
    assert_ok(result)
    found = json.loads(result.stdout)
    assert found["id"] == number and found["unit"] == "unit_xp"
    people = found["people"]
    assert [p["player"] for p in people] == ["Ann", "Bo"]
    for person in people:
        assert person["decisions"] >= person["valued"] > 0
        assert len(person["costliest"]) <= 3
        for costly in person["costliest"]:
            assert costly["given_up"] > 0 and costly["best_value"] > costly["played_value"]
        assert person["luck"] and all(item["said"].startswith("Delve ") for item in person["luck"])
    given = [c["given_up"] for c in people[1]["costliest"]]
    assert given == sorted(given, reverse=True)


def test_a_scoundrel_review_tells_the_deals_best_and_its_luck_in_german(home: Path) -> None:
    number = bots_game("scoundrel", "play", "--seed", "7", "--bot", "Bo")
    result = invoke("review", str(number), "--no-pager", "--lang", "de")
    assert_ok(result)
    assert "Mit allen Karten bekannt" in result.stdout
    assert "Glück:" in result.stdout


def test_a_game_in_progress_a_tally_and_an_unknown_game_are_refused(home: Path) -> None:
    started = invoke("scoundrel", "play", "--seed", "3", "--player", "Ann", input="1\n")
    number = game_id(started)
    assert_one_error(invoke("review", str(number)), 1, "not finished", f"resume {number}")
    tallied = invoke("dungeon-dice", "score", "--player", "Ana: xp=12", "--player", "Ben: xp=3")
    assert_ok(tallied)
    assert_one_error(invoke("review", "2"), 1, "tallied without the app")
    assert_one_error(invoke("review", "99"), 1)
    assert_one_error(invoke("review", "abc"), 2)


def test_stats_follow_each_persons_reviewed_play_over_time(home: Path) -> None:
    """A review's figures are kept with the game: stats gathers them per person and game, in
    the terminal and in its JSON (what a valued decision gave up, and the luck a game)."""
    numbers = [bots_game("halunken", "play", "--seed", str(seed), "--bot", "Ann", "--bot", "Bo")
               for seed in (2, 3)]
    for number in numbers:
        assert_ok(invoke("review", str(number), "--json"))
    found = json.loads(invoke("stats", "--json").stdout)["reviews"]
    assert [(r["player"], r["reviewed"]) for r in found] == [("Ann", 2), ("Bo", 2)]
    for line in found:
        given = [point["given_up_per_decision"] for point in line["over_time"]]
        assert len(given) == 2 and all(value >= 0 for value in given)
        assert line["given_up_per_decision"] == pytest.approx(line["given_up"] / line["valued"],
                                                              abs=1e-3)
    text = invoke("stats").stdout
    assert "Reviewed play: Halunken und Spelunken" in text and "Given up a decision" in text
