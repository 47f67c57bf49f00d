"""``stats`` with a group's record and ``export --format bgstats`` (issue #25), through the
command line (the web's pages: tests/web/test_group_record_pages.py)."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote

from typer.testing import CliRunner

from tabletop import registry
from tabletop.archive import bgstats
from tabletop.cli.app import app
from tabletop.events import Record
from tabletop.session.playout import play_on
from tabletop.session.session import Session, make_options
from tabletop.store.database import Store

runner = CliRunner()


def tally(store: Store, players: list[str], totals: list[int], winners: list[str],
          game: str = "halunken") -> int:
    record = Record(game=game, options={}, players=players, mode="tally")
    return store.results.save_finished(record, "over", {
        "status": "over", "winners": winners,
        "players": [{"name": n, "total": t} for n, t in zip(players, totals, strict=True)]})


def played(store: Store, game_id: str, players: list[str], seed: int) -> Session:
    game = registry.get(game_id)
    session = Session.start(game, make_options(game, {}), players, mode="play", seed=seed,
                            store=store)
    return play_on(session, seed, lambda _state, now, _step: now.actions[0], limit=5000)


def group(store: Store) -> None:
    tally(store, ["Ann", "Bo"], [10, 5], ["Ann"])
    tally(store, ["Ann", "Bo", "Cy"], [8, 12, 3], ["Bo"])
    tally(store, ["Ann", "Bo"], [9, 4], ["Ann"])


def test_versus_in_the_terminal_and_json() -> None:
    group(Store())
    done = runner.invoke(app, ["stats", "--player", "ann", "--versus", "bo"],
                         env={"COLUMNS": "80", "NO_COLOR": "1"})
    assert done.exit_code == 0, done.output
    assert "Ann vs Bo: Halunken und Spelunken" in done.output
    assert "Games together: 3 · Ann won 2 · Bo won 1" in done.output
    assert "Mean score: Ann 9, Bo 7" in done.output
    assert max(len(line) for line in done.output.splitlines()) <= 80
    found = json.loads(runner.invoke(app, ["stats", "--player", "Ann", "--versus", "Bo",
                                           "--json"]).output)
    assert found["versus"][0]["played"] == 3 and found["versus"][0]["wins"] == [2, 1]


def test_versus_needs_a_player() -> None:
    done = runner.invoke(app, ["stats", "--versus", "Bo"])
    assert done.exit_code == 2
    assert "--player" in done.output and "Traceback" not in done.output


def test_stats_show_ratings_rivals_and_bests() -> None:
    store = Store()
    group(store)
    tally(store, ["Ann"], [12], ["Ann"], game="scoundrel")
    done = runner.invoke(app, ["stats"], env={"COLUMNS": "80", "NO_COLOR": "1"})
    assert done.exit_code == 0, done.output
    for words in ("Halunken und Spelunken: ratings and rivals", "Rival (games)",
                  "Nemesis (losses)", "Bo (3)", "Halunken und Spelunken: rating over time",
                  "Scoundrel: personal bests"):
        assert words in done.output, words
    assert max(len(line) for line in done.output.splitlines()) <= 80
    found = json.loads(runner.invoke(app, ["stats", "--json"]).output)
    assert {r["player"] for r in found["ratings"]} == {"Ann", "Bo", "Cy"}
    ann = next(r for r in found["ratings"] if r["player"] == "Ann")
    assert ann["games"] == 3 and set(ann) >= {"rating", "change", "mu", "sigma"}
    assert found["bests"][0]["best"] == 12 and found["rivals"]


def test_stats_in_german() -> None:
    group(Store())
    done = runner.invoke(app, ["--lang", "de", "stats", "--player", "Ann", "--versus", "Bo"],
                         env={"NO_COLOR": "1"})
    assert "Gemeinsame Spiele: 3 · Ann gewann 2 · Bo gewann 1" in done.output


# --- BG Stats -----------------------------------------------------------------------------------


def test_a_played_game_as_a_bgstats_play(tmp_path: Path) -> None:
    store = Store()
    session = played(store, "halunken", ["Ann", "Bo"], 7)
    assert session.game_id is not None
    path = tmp_path / "play.json"
    done = runner.invoke(app, ["export", str(session.game_id), str(path), "--format",
                               "bgstats"])
    assert done.exit_code == 0, done.output
    found = json.loads(path.read_text())
    # the fields of BG Stats' push format
    assert found["sourceName"] == "tabletop"
    assert found["sourcePlayId"] == session.record.uid
    assert len(found["playDate"]) == 19 and found["playDate"][10] == " "
    assert found["game"] == {"name": "Halunken und Spelunken", "sourceGameId": "halunken",
                             "highestWins": True, "noPoints": False, "cooperative": False}
    sheet = session.game.score(session.state)
    assert [(p["name"], p["score"], p["winner"]) for p in found["players"]] == [
        (p.name, p.total, p.name in sheet.winners) for p in sheet.players]
    assert [p["sourcePlayerId"] for p in found["players"]] == ["ann", "bo"]
    assert sum(p["startPlayer"] for p in found["players"]) == 1
    # the link that adds it carries the same play
    link = next(line for line in done.output.splitlines() if line.startswith("https://"))
    assert link.startswith(bgstats.PUSH)
    assert json.loads(unquote(link[len(bgstats.PUSH):])) == found
    # a second export is the same play (BG Stats updates it instead of adding one)
    again = runner.invoke(app, ["export", str(session.game_id), "-", "--format", "bgstats"])
    assert json.loads(again.output)["sourcePlayId"] == found["sourcePlayId"]


def test_a_tallied_solo_game_as_a_play() -> None:
    store = Store()
    game_id = tally(store, ["Ann"], [12], ["Ann"], game="scoundrel")
    store.conn.execute("UPDATE games SET status = 'won' WHERE id = ?", (game_id,))
    found = json.loads(runner.invoke(app, ["export", str(game_id), "-", "--format",
                                           "bgstats"]).output)
    assert found["game"]["bggId"] == 191095  # boardgamegeek.com/boardgame/191095/scoundrel
    assert "durationMin" not in found  # played without the app: no time kept
    assert found["players"] == [{"name": "Ann", "sourcePlayerId": "ann", "winner": True,
                                 "startPlayer": False, "score": 12}]


def test_export_all_as_plays_skips_unfinished(tmp_path: Path) -> None:
    store = Store()
    group(store)
    game = registry.get("halunken")
    unfinished = Session.start(game, make_options(game, {}), ["Ann", "Bo"], mode="play",
                               seed=1, store=store)
    path = tmp_path / "plays.json"
    done = runner.invoke(app, ["export", "--all", str(path), "--format", "bgstats"])
    assert done.exit_code == 0, done.output
    assert len(json.loads(path.read_text())) == 3
    refused = runner.invoke(app, ["export", str(unfinished.game_id), "--format", "bgstats"])
    assert refused.exit_code == 1 and "not finished" in refused.output
    assert runner.invoke(app, ["export", "1", "--format", "xml"]).exit_code == 2
