"""A dealt game's seed deals its hidden cards again (``play --seed N``), so it shows nowhere
before the game has ended (issue #37, "seats you can trust"): not in ``show``, ``history
--json`` or the line that starts a game, and ``export`` writes it only when told to. A
finished game's seed shows as before (a replay needs it), and a challenge's stays: it is the
deal's public name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.events import challenge_key
from tabletop.session.dealers import DEALER

from .support import assert_ok, assert_one_error, invoke, moves
from .test_records import dd, fresh, json_out, put, simulated


@pytest.fixture
def games(home: Path) -> None:
    """1: finished (seed 3); 2 and 3: unfinished (seeds 4 and 6); 4: an unfinished challenge
    (seed 8)."""
    challenge = simulated("scoundrel", 8, ("Ann",), cut=30)
    challenge = challenge.model_copy(update={
        "challenge": challenge_key(8, challenge.options, DEALER)})
    assert put(home, fresh(dd(3), 1), fresh(dd(4, ("Ann", "Cy"), cut=7), 2),
               fresh(dd(6, ("Bo", "Cy"), cut=5), 3), fresh(challenge, 4)) == [1, 2, 3, 4]


def listed() -> dict[int, dict[str, object]]:
    return {game["id"]: game for game in json_out("history")}


@pytest.mark.usefixtures("games")
def test_history_and_show_hide_an_unfinished_games_seed() -> None:
    rows = listed()
    assert [(rows[i]["seed"], rows[i]["seed_hidden"]) for i in (1, 2, 3, 4)] == [
        (3, False), (None, True), (None, True), (8, False)]
    shown = invoke("show", "2")
    assert_ok(shown)
    assert "Options: defaults · seed: hidden until the game ends" in shown.output
    german = invoke("show", "2", "--lang", "de")
    assert "Seed: verborgen bis Spielende" in german.output
    data = json.loads(invoke("show", "2", "--json").stdout)
    assert (data["seed"], data["seed_hidden"]) == (None, True)
    assert "seed: 3" in invoke("show", "1").output
    assert json.loads(invoke("show", "1", "--json").stdout)["seed"] == 3
    assert "seed: 8" in invoke("show", "4").output  # a challenge's deal is public


@pytest.mark.usefixtures("games")
def test_export_writes_an_unfinished_games_seed_only_when_told(tmp_path: Path) -> None:
    """An unfinished game moved to another machine goes on with the same deal only by its
    seed, so the export is refused rather than written without it; ``--with-seed`` writes
    it (test_records: the moved game goes on there)."""
    path = tmp_path / "out.json"
    assert_one_error(invoke("export", "2", str(path)), 1, "Game 2 is not over", "--with-seed")
    assert_one_error(invoke("export", "2", "-"), 1, "Game 2 is not over")
    german = invoke("export", "2", str(path), "--lang", "de")
    assert_one_error(german, 1, "Spiel 2 ist nicht zu Ende", "--with-seed")
    assert_one_error(invoke("export", "--all", str(path)), 1, "Games 2, 3 are not over",
                     "--with-seed")
    assert not path.exists()
    for game_id, seed in ((1, 3), (4, 8)):  # finished; a challenge
        assert_ok(invoke("export", str(game_id), str(path), "--force"))
        assert json.loads(path.read_text(encoding="utf-8"))["seed"] == seed
    assert_ok(invoke("export", "2", str(path), "--force", "--with-seed"))
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == 4
    assert_ok(invoke("export", "--all", str(path), "--force", "--with-seed"))
    seeds = [r["seed"] for r in json.loads(path.read_text(encoding="utf-8"))["records"]]
    assert seeds == [3, 4, 6, 8]


def test_a_new_deal_does_not_say_its_seed_until_the_end(home: Path) -> None:
    """The start line named the seed the app drew: anyone at the screen could deal the hidden
    cards again in another terminal. A seed typed with --seed is known already."""
    started = invoke("scoundrel", "play", "--player", "Ann", input=moves("quit"))
    assert_ok(started)
    assert started.output.startswith("New game 1 · Scoundrel · a new deal\n")
    assert "seed" not in started.output.lower()
    assert "hidden until the game ends" in invoke("show", "1").output
    chosen = invoke("scoundrel", "play", "--seed", "5", "--player", "Ann", input=moves("quit"))
    assert chosen.output.startswith("New game 2 · Scoundrel · seed 5")
    german = invoke("scoundrel", "play", "--player", "Ann", "--lang", "de", input=moves("quit"))
    assert german.output.startswith("Neues Spiel 3 · Scoundrel · neu gemischt\n")
