"""``tabletop scoundrel challenge`` (everyone plays the same deal) and ``tabletop GAME match``.

Scoundrel's deal for a seed may change, so its games are driven by typing ``1`` (the first
card of the room, always legal) and the tests look at the structure: who played which deal,
which games were made, skipped or resumed, and the leaderboard. Matches are played by bots.
"""

from __future__ import annotations

import io
import re
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from tabletop import registry
from tabletop.cli.together import standings, todays_seed
from tabletop.events import Record, challenge_key
from tabletop.plugin import Chance
from tabletop.session import deal_bests
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.session.session import Session, result_json
from tabletop.store.database import Store
from tabletop.store.matches import Match
from tabletop.store.results import GameRow

from .support import (
    assert_ok,
    assert_one_error,
    db_path,
    dealt_game,
    invoke,
    lines_to_the_end,
    moves,
    open_store,
    record_of,
    skip_disk_waits,
)


def deal(seed: int) -> str:
    """The lines that play deal ``seed`` to its end, first cards first, and no line more:
    the end screen and the hand-over after it take only Enter."""
    return moves(*lines_to_the_end(seed, ["1", "2", "3"] * 50))
SC = ("scoundrel", "challenge")
DD_MATCH = ("dungeon-dice", "match")


@pytest.fixture(autouse=True)
def no_waiting_for_the_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every commit of the store waits for the disk (a killed game loses nothing; that is
    tested elsewhere); here it need not: a game of bots commits a hundred times."""
    skip_disk_waits(monkeypatch)


@pytest.fixture(autouse=True)
def quick_best(monkeypatch: pytest.MonkeyPatch) -> None:
    """The best score of a deal is the solver's business (tested elsewhere): a fixed answer
    here keeps the leaderboard's caption known and the tests quick."""
    monkeypatch.setattr(deal_bests, "best_for_deal", lambda *args, **kwargs: (42, True))


# --- helpers ------------------------------------------------------------------------------------


def read_store(home: Path) -> Store:
    return Store(db_path(home))


@cache
def bot_game(seed: int, players: tuple[str, ...] = ("Ana", "Robo"), cut: int = 0,
             basic: tuple[int, ...] = ()) -> Record:
    """A dungeon dice game of bots, as ``play``/``match`` would store it (``cut``: without its
    last events; ``basic``: the seats that play the basic bot, not the default)."""
    session = dealt_game(registry.get("dungeon-dice"), list(players), seed,
                         bots=list(range(len(players))),
                         strategies=dict.fromkeys(basic, "basic"))
    return record_of(session, cut)


def result_of(record: Record) -> dict[str, Any]:
    game = registry.get(record.game)
    session = Session.from_record(game, record)
    assert session.over
    return result_json(game.score(session.state))


def store_match(home: Path, planned: int, seed: int, games: list[Record]) -> int:
    """A match of Ana and Robo (bots) with ``games`` stored already (finished or not)."""
    store = open_store(home)
    try:
        match_id = store.matches.create(Match("dungeon-dice", ["Ana", "Robo"], [0, 1], {},
                                              {"heroes": "choose"}, planned, seed))
        for record in games:
            game_id = store.log.create(record, match_id=match_id)
            game = registry.get(record.game)
            session = Session.from_record(game, record)
            if session.over:
                sheet = game.score(session.state)
                store.log.finish(game_id, sheet.status, result_json(sheet), revision=0)
        return match_id
    finally:
        store.close()


def fits(output: str, width: int = 80) -> None:
    """Every line within ``width`` columns; typed input is not echoed under the test runner,
    so what follows a prompt (``Ana › ``) is measured on its own."""
    too_wide = [line for line in output.splitlines()
                if cell_len(line.rsplit("› ", 1)[-1]) > width]
    assert not too_wide, "\n".join(too_wide)


def flat(output: str) -> str:
    """The output with every run of blanks and line breaks as one blank (a table's caption
    wraps at the table's width)."""
    return " ".join(output.split())


def table_rows(output: str, title: str) -> list[list[str]]:
    """The body rows of the last table titled ``title``: its cells, stripped."""
    lines = output.splitlines()
    start = max(i for i, line in enumerate(lines) if line.strip().startswith(title))
    found = []
    for line in lines[start + 1:]:
        if line.startswith("└"):
            break
        if line.startswith("│"):
            found.append([cell.strip() for cell in line.strip().strip("│").split("│")])
    return found


def challenge_rows(home: Path) -> list[GameRow]:
    store = read_store(home)
    try:
        return store.results.games(game="scoundrel", oldest_first=True)
    finally:
        store.close()


def solo_total(row: GameRow) -> int:
    assert row.result is not None
    total: int = row.result["players"][0]["total"]
    return total


def events_of(home: Path, game_id: int) -> list[Any]:
    store = read_store(home)
    try:
        return store.log.load(game_id).event_list()
    finally:
        store.close()


# --- challenge ----------------------------------------------------------------------------------


def stored_challenge(home: Path, seed: int, scores: dict[str, tuple[int, str]]) -> None:
    """Finished challenge games with the given (total, status), straight into the store."""
    options = registry.get("scoundrel").meta.options()
    key = challenge_key(seed, options.model_dump(), DEALER)
    store = open_store(home)
    try:
        for name, (total, status) in scores.items():
            record = Record(game="scoundrel", players=[name], seed=seed,
                            options=options.model_dump(), challenge=key)
            game_id = store.log.create(record)
            store.log.finish(game_id, status, {"status": status,
                                           "winners": [name] if status == "won" else [],
                                           "players": [{"name": name, "total": total}]},
                         revision=0)
    finally:
        store.close()


def first_room(seed: int) -> Any:
    """The first room the seeded dealer turns over in Scoundrel: the deal, as far as it shows
    before anybody chooses."""
    game = registry.get("scoundrel")
    state = game.setup(game.meta.options(), ["X"])
    now = game.awaiting(state)
    assert isinstance(now, Chance)
    return RandomDealer(seed).deal(now, 0)


def test_todays_deal_and_the_challenge_key() -> None:
    assert todays_seed(date(2024, 3, 9)) == 20240309
    assert todays_seed(date(1999, 12, 31)) == 19991231
    before = todays_seed(date.today())
    assert todays_seed() in {before, todays_seed(date.today())}  # (unless midnight passed)
    def key(seed: int, options: dict[str, int]) -> str:
        return challenge_key(seed, options, DEALER)

    assert key(7, {"b": 1, "a": 2}) == key(7, {"a": 2, "b": 1})
    assert key(7, {"a": 1}) != key(8, {"a": 1})
    assert key(7, {"a": 1}) != key(7, {"a": 2})


def test_two_players_play_the_same_deal_in_turn(home: Path) -> None:
    # Enter at each hand-over, the deal, Enter under the end screen: each player's turn
    result = invoke(*SC, "--seed", "7", "-p", "Ana", "-p", "Bo",
                    input=(moves("") + deal(7) + moves("")) * 2 + moves(""))
    assert_ok(result)
    out = result.output
    assert out.startswith("Challenge · Scoundrel · deal 7 · Ana, Bo")
    # a hand-over screen before each player and before the leaderboard, in that order, and
    # each player's end screen before the next hand-over
    order = [out.index(text) for text in (
        "Pass the device to Ana — press Enter", "Ana plays deal 7 (game 1).", "Game over",
        "Your result · Enter hands the device on", "Pass the device to Bo — press Enter",
        "Bo plays deal 7 (game 2).", "Pass the device to everyone — press Enter",
        "Leaderboard for deal 7")]
    assert order == sorted(order)
    assert out.count("Your result · Enter hands the device on") == 2
    assert "✗" not in out
    ana, bo = challenge_rows(home)
    assert (ana.players, bo.players) == (["Ana"], ["Bo"])
    assert ana.seed == bo.seed == 7
    assert ana.challenge == bo.challenge == challenge_key(
        7, registry.get("scoundrel").meta.options().model_dump(), DEALER)
    assert ana.status != "playing" and bo.status != "playing"
    # the same deal: the same cards come up, and the same choices make the same game
    ana_events, bo_events = events_of(home, ana.id), events_of(home, bo.id)
    assert ana_events[0] == bo_events[0] == first_room(7)
    assert ana_events == bo_events
    assert ana.status == bo.status
    assert solo_total(ana) == solo_total(bo)
    board = table_rows(out, "Leaderboard for deal 7")
    total = str(solo_total(ana))
    assert sorted(board) == sorted([["1", "Ana", total, ana.status, "1"],
                                    ["1", "Bo", total, bo.status, "2"]])  # a tie: both first
    assert "Best possible score for this deal: 42" in flat(out)
    fits(out)


def test_running_it_again_skips_who_has_played(home: Path) -> None:
    stored_challenge(home, 7, {"Ana": (3, "won"), "Bo": (-20, "lost")})
    again = invoke(*SC, "--seed", "7", "-p", "Ana", "-p", "Bo", input=moves(""))
    assert_ok(again)
    assert "Ana has played this deal already." in again.output
    assert "Bo has played this deal already." in again.output
    assert "plays deal" not in again.output
    assert "Pass the device to Ana" not in again.output
    assert len(challenge_rows(home)) == 2
    assert [row[1] for row in table_rows(again.output, "Leaderboard for deal 7")] == ["Ana", "Bo"]


def test_an_unfinished_game_of_the_challenge_is_resumed(home: Path) -> None:
    stored_challenge(home, 7, {"Ana": (3, "won")})  # Ana has played the deal
    # Bo starts and leaves at once: the challenge pauses
    paused = invoke(*SC, "--seed", "7", "-p", "Ana", "-p", "Bo", input=moves("", "quit"))
    assert_ok(paused)
    assert "Ana has played this deal already." in paused.output
    assert "Bo plays deal 7 (game 2)." in paused.output
    assert "Saved. Continue with: tabletop resume 2" in paused.output
    assert "Challenge paused; the same command with --seed 7 goes on." in paused.output
    assert "Leaderboard" not in paused.output
    assert [r.status == "playing" for r in challenge_rows(home)] == [False, True]
    assert events_of(home, 2)[:1] == [first_room(7)]
    # the same command again: Ana is skipped, Bo's game (not a new one) goes on to the end
    done = invoke(*SC, "--seed", "7", "-p", "Ana", "-p", "Bo",
                  input=moves("") + deal(7) + moves("", ""))
    assert_ok(done)
    assert "Ana has played this deal already." in done.output
    assert "Bo plays deal 7 (game 2)." in done.output
    assert "Pass the device to Ana" not in done.output
    rows = challenge_rows(home)
    assert [r.id for r in rows] == [1, 2]
    assert all(r.status != "playing" for r in rows)
    assert rows[1].seed == 7 and rows[1].challenge == rows[0].challenge
    assert events_of(home, 2)[0] == first_room(7)
    assert {row[1] for row in table_rows(done.output, "Leaderboard for deal 7")} == {"Ana", "Bo"}
    # one player alone: no hand-over screen at all
    alone = invoke(*SC, "--seed", "7", "-p", "Cy", input=moves("quit"))
    assert_ok(alone)
    assert "Pass the device" not in alone.output
    assert "Cy plays deal 7 (game 3)." in alone.output


def test_without_a_seed_it_is_todays_deal(home: Path) -> None:
    before = todays_seed()
    result = invoke(*SC, "-p", "Ana", input=moves("quit"))
    assert_ok(result)
    seed = challenge_rows(home)[0].seed
    assert seed in {before, todays_seed()}
    assert f"Challenge · Scoundrel · deal {seed} · Ana" in result.output
    assert f"Challenge paused; the same command with --seed {seed} goes on." in result.output
    # the same command tomorrow... today: it resumes that very game
    again = invoke(*SC, "-p", "Ana", input=moves("quit"))
    assert_ok(again)
    assert f"Ana plays deal {seed} (game 1)." in again.output
    assert len(challenge_rows(home)) == 1


def test_a_challenge_knows_a_person_whatever_the_case(home: Path) -> None:
    stored_challenge(home, 7, {"Ana": (3, "won")})
    result = invoke(*SC, "--seed", "7", "-p", "ana", input=moves("quit"))
    assert_ok(result)
    assert "has played this deal already" in result.output
    assert len(challenge_rows(home)) == 1


def test_other_rules_are_another_challenge(home: Path) -> None:
    stored_challenge(home, 7, {"Ana": (3, "won")})  # with the default rules
    other = invoke(*SC, "--seed", "7", "-p", "Ana", "-o", "weapon_rule=lower_or_equal",
                   input=moves("quit"))
    assert_ok(other)
    assert "has played this deal already" not in other.output
    assert "Ana plays deal 7 (game 2)." in other.output
    first, second = challenge_rows(home)
    assert first.challenge != second.challenge
    assert second.options["weapon_rule"] == "lower_or_equal"
    # and another seed is another deal
    third = invoke(*SC, "--seed", "8", "-p", "Ana", input=moves("quit"))
    assert "Ana plays deal 8 (game 3)." in third.output
    assert events_of(home, 3)[:1] == [first_room(8)]


def test_the_leaderboard_ranks_the_deals_scores(home: Path) -> None:
    stored_challenge(home, 11, {"Ana": (12, "won"), "Bo": (-40, "lost"), "Cy": (12, "won"),
                                "Dee": (3, "won"), "Eve": (-2, "lost")})
    result = invoke(*SC, "--seed", "11", "-p", "Ana", "-p", "Bo", "-p", "Cy", "-p", "Dee",
                    "-p", "Eve", input=moves(""))
    assert_ok(result)
    board = table_rows(result.output, "Leaderboard for deal 11")
    assert [(place, score) for place, _, score, _, _ in board] == [
        ("1", "12"), ("1", "12"), ("3", "3"), ("4", "-2"), ("5", "-40")]
    assert {name for _, name, *_ in board[:2]} == {"Ana", "Cy"}
    assert [row[1:4] for row in board[2:]] == [["Dee", "3", "won"], ["Eve", "-2", "lost"],
                                               ["Bo", "-40", "lost"]]
    assert "Best possible score for this deal: 42" in flat(result.output)
    fits(result.output)
    # the board is for the deal: whoever played it is on it, whoever plays now
    alone = invoke(*SC, "--seed", "11", "-p", "Bo")
    assert_ok(alone)
    assert len(table_rows(alone.output, "Leaderboard for deal 11")) == 5


def test_the_leaderboard_in_german_and_a_search_cut_short(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stored_challenge(home, 11, {"Ana": (12, "won"), "Bo": (-40, "lost")})
    monkeypatch.setattr(deal_bests, "best_for_deal", lambda *args, **kwargs: (15, False))
    result = invoke(*SC, "--seed", "11", "-p", "Ana", "-p", "Bo", "--lang", "de",
                    input=moves(""))
    assert_ok(result)
    out = result.output
    for text in ("Herausforderung · Scoundrel · Blatt 11 · Ana, Bo",
                 "Ana hat dieses Blatt schon gespielt.", "Bo hat dieses Blatt schon gespielt.",
                 "Gib das Gerät an alle weiter — Enter drücken", "Bestenliste für Blatt 11",
                 "Spieler", "Punkte", "Ergebnis", "gewonnen", "verloren",
                 "Beste gefundene Punktzahl für dieses Blatt (Suche abgebrochen): 15"):
        assert text in flat(out), text
    english = invoke(*SC, "--seed", "11", "-p", "Ana", "-p", "Bo", input=moves(""))
    assert "Best score found for this deal (search cut short): 15" in flat(english.output)


def test_a_challenge_paused_in_german(home: Path) -> None:
    result = invoke(*SC, "--seed", "5", "-p", "Ana", "--lang", "de", input=moves("quit"))
    assert_ok(result)
    for text in ("Herausforderung · Scoundrel · Blatt 5 · Ana", "Ana spielt Blatt 5 (Spiel 1).",
                 "Herausforderung unterbrochen; derselbe Befehl mit --seed 5 macht weiter."):
        assert text in result.output, text


def test_leaving_at_a_hand_over_screen_pauses_the_challenge(home: Path) -> None:
    result = invoke(*SC, "--seed", "7", "-p", "Ana", "-p", "Bo", input="")
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        repr(result.exception)
    assert result.exit_code == 0
    assert "Challenge paused; the same command with --seed 7 goes on." in result.output
    stored_challenge(home, 9, {"Ana": (1, "won"), "Bo": (2, "won")})
    last = invoke(*SC, "--seed", "9", "-p", "Ana", "-p", "Bo", input="")
    assert last.exception is None or isinstance(last.exception, SystemExit), \
        repr(last.exception)
    assert last.exit_code == 0
    assert "Traceback" not in result.output + last.output


@pytest.mark.parametrize(("args", "fragment"), [
    (["-o", "weapon_rule=sharp"], "weapon_rule"),
    (["-o", "nonsense=1"], "nonsense"),
    (["--lang", "fr"], "--lang"),
])
def test_challenge_usage_errors(home: Path, args: list[str], fragment: str) -> None:
    assert_one_error(invoke(*SC, "--seed", "7", "-p", "Ana", *args), 2, fragment)
    assert not db_path(home).exists() or challenge_rows(home) == []


def test_challenge_is_for_solo_games_and_match_for_the_others(home: Path) -> None:
    for args in (["dungeon-dice", "challenge"], ["halunken", "challenge"],
                 ["scoundrel", "match"]):
        result = invoke(*args)
        assert result.exit_code == 2, (args, result.output)
        assert "Traceback" not in result.output
    assert "challenge" in invoke("scoundrel", "--help").output
    assert "match" in invoke("halunken", "--help").output
    assert "match" in invoke("dungeon-dice", "--help").output


# --- match --------------------------------------------------------------------------------------


def test_a_match_of_two_games_adds_the_scores(home: Path) -> None:
    result = invoke(*DD_MATCH, "--games", "2", "--seed", "5", "--bot", "Ana",
                    "--bot", "Robo=basic")
    assert_ok(result)
    out = result.output
    assert out.startswith("Match 1 · Dungeon dice · 2 games · Ana, Robo")
    order = [out.index(text) for text in (
        "Game 1 of 2 (game 1, match 1)", "Standings after 1 of 2 games",
        "Game 2 of 2 (game 2, match 1)", "Standings after 2 of 2 games", "The match is over.")]
    assert order == sorted(order)
    assert out.count("Game over.") == 2
    fits(out)
    store = read_store(home)
    try:
        rows = store.results.games(match_id=1, oldest_first=True)
        match = store.matches.get(1)
    finally:
        store.close()
    assert (match.players, match.bots, match.strategies, match.planned, match.seed) == (
        ["Ana", "Robo"], [0, 1], {1: "basic"}, 2, 5)
    assert [(r.id, r.seed, r.match_id, r.status) for r in rows] == [
        (1, 5, 1, "over"), (2, 6, 1, "over")]
    # the bots play exactly the games of those seeds
    assert [events_of(home, r.id) for r in rows] == [bot_game(5, basic=(1,)).event_list(),
                                                      bot_game(6, basic=(1,)).event_list()]
    first = table_rows(out, "Standings after 1 of 2 games")
    final = table_rows(out, "Standings after 2 of 2 games")
    totals = {name: [p["total"] for r in rows for p in r.result["players"]  # type: ignore[index]
                     if p["name"] == name] for name in ("Ana", "Robo")}
    wins = {name: sum(name in r.result["winners"] for r in rows)  # type: ignore[index]
            for name in ("Ana", "Robo")}
    expected = sorted(("Ana", "Robo"), key=lambda n: (-sum(totals[n]), -wins[n], n))
    assert [row[1] for row in final] == expected
    for place, name, per_game, won, total in final:
        assert per_game == " + ".join(map(str, totals[name]))
        assert (int(won), int(total)) == (wins[name], sum(totals[name]))
        assert place == str(expected.index(name) + 1)
    assert {row[1]: row[4] for row in first} == {n: str(totals[n][0]) for n in totals}


def test_match_resume_plays_the_rest(home: Path) -> None:
    match_id = store_match(home, 2, 10, [bot_game(10), bot_game(11, cut=3)])
    result = invoke(*DD_MATCH, "--resume", str(match_id))
    assert_ok(result)
    out = result.output
    assert "Game 1 of 2" not in out
    assert "Game 2 of 2 (game 2, match 1)" in out
    assert "Standings after 2 of 2 games" in out and "The match is over." in out
    final = {row[1]: row for row in table_rows(out, "Standings after 2 of 2 games")}
    results = [result_of(bot_game(10)), result_of(bot_game(11))]
    for name in ("Ana", "Robo"):
        scores = [p["total"] for r in results for p in r["players"] if p["name"] == name]
        assert final[name][2] == " + ".join(map(str, scores))
        assert final[name][4] == str(sum(scores))
    assert events_of(home, 2) == bot_game(11).event_list()
    # a match that is over only shows its final standings
    again = invoke(*DD_MATCH, "--resume", str(match_id))
    assert_ok(again)
    assert again.output.startswith("Standings after 2 of 2 games")
    assert "Game " not in again.output.split("Standings")[0]
    store = read_store(home)
    try:
        assert len(store.results.games(match_id=match_id)) == 2
    finally:
        store.close()


@pytest.fixture(scope="module")
def resumed_match(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """``tabletop resume 1`` of the first game of a two-game match of bots, left three events
    before its end: the home and the output (run once, looked at by two tests)."""
    home = tmp_path_factory.mktemp("resumed") / "home"
    with pytest.MonkeyPatch.context() as mp:
        for name, value in (("TABLETOP_HOME", str(home)), ("TABLETOP_LANG", "en"),
                            ("NO_COLOR", "1"), ("COLUMNS", "80"), ("LINES", "40")):
            mp.setenv(name, value)
        mp.setattr(deal_bests, "best_for_deal", lambda *args, **kwargs: None)
        skip_disk_waits(mp)
        store_match(home, 2, 20, [bot_game(20, cut=3)])
        result = invoke("resume", "1")
    assert_ok(result)
    return home, result.output


def test_resume_of_a_match_game_goes_on_with_the_match(resumed_match: tuple[Path, str]) -> None:
    home, out = resumed_match
    assert out.startswith("Resuming game 1 · Dungeon dice")
    order = [out.index(text) for text in (
        "Resuming game 1", "Game over.", "Game 2 of 2 (game 2, match 1)",
        "Standings after 2 of 2 games", "The match is over.")]
    assert order == sorted(order)
    store = read_store(home)
    try:
        rows = store.results.games(match_id=1, oldest_first=True)
    finally:
        store.close()
    assert [(r.seed, r.status) for r in rows] == [(20, "over"), (21, "over")]
    assert events_of(home, 1) == bot_game(20).event_list()
    assert events_of(home, 2) == bot_game(21).event_list()
    final = {row[1]: row[4] for row in table_rows(out, "Standings after 2 of 2 games")}
    results = [result_of(bot_game(20)), result_of(bot_game(21))]
    assert final == {name: str(sum(p["total"] for r in results for p in r["players"]
                                   if p["name"] == name)) for name in ("Ana", "Robo")}
    fits(out)


def test_resume_of_a_match_game_shows_the_standings_after_it(
        resumed_match: tuple[Path, str]) -> None:
    _, out = resumed_match
    assert "Standings after 1 of 2 games" in out
    assert out.index("Standings after 1 of 2 games") < out.index("Game 2 of 2")


def test_a_human_leaves_and_the_match_waits(home: Path) -> None:
    result = invoke(*DD_MATCH, "--games", "2", "-p", "Ana", "--bot", "Robo", "--seed", "4",
                    input="")
    assert_ok(result)
    out = result.output
    assert out.startswith("Match 1 · Dungeon dice · 2 games · Ana, Robo")
    assert "Game 1 of 2 (game 1, match 1)" in out
    assert "Saved. Continue with: tabletop resume 1" in out
    assert out.rstrip().endswith(
        "Match paused; continue with: tabletop dungeon-dice match --resume 1")
    again = invoke(*DD_MATCH, "--resume", "1", input=moves("quit"))
    assert_ok(again)
    assert "Game 1 of 2 (game 1, match 1)" in again.output
    assert "Match paused" in again.output
    store = read_store(home)
    try:
        rows = store.results.games()
        match = store.matches.get(1)
    finally:
        store.close()
    assert [(r.id, r.match_id, r.status, r.players, r.bots) for r in rows] == [
        (1, 1, "playing", ["Ana", "Robo"], (1,))]
    assert (match.players, match.bots, match.planned, match.seed) == (["Ana", "Robo"], [1], 2, 4)


def test_a_match_in_german(home: Path) -> None:
    result = invoke(*DD_MATCH, "--games", "3", "-p", "Ana", "--bot", "Robo", "--lang", "de",
                    input="")
    assert_ok(result)
    for text in ("Turnier 1 · Dungeon-Würfel · 3 Spiele · Ana, Robo",
                 "Spiel 1 von 3 (Spiel 1, Turnier 1)",
                 "Turnier unterbrochen; weiter mit: tabletop dungeon-dice match --resume 1"):
        assert text in result.output, text


@pytest.mark.parametrize(("args", "code", "fragment"), [
    (["--games", "0", "--bot", "A", "--bot", "B"], 2, "--games"),
    (["--bot", "A", "--bot", "B=cheater"], 2, "cheater"),
    (["--bot", "A", "--bot", "B", "--bot", "C", "--bot", "D", "--bot", "E"], 2, "not 5"),
    (["--resume", "99"], 1, "There is no match with ID 99."),
    (["--lang", "fr"], 2, "--lang"),
])
def test_match_errors(home: Path, args: list[str], code: int, fragment: str) -> None:
    assert_one_error(invoke(*DD_MATCH, *args), code, fragment)


def test_a_match_resumes_only_in_its_own_game(home: Path) -> None:
    store_match(home, 2, 10, [bot_game(10)])
    assert_one_error(invoke("halunken", "match", "--resume", "1"), 2,
                     "There is no match with ID 1.")


def test_standings_rank_by_total_then_wins_then_name() -> None:
    def row(game_id: int, totals: dict[str, int | None], winners: list[str]) -> GameRow:
        return GameRow(id=game_id, game="dungeon-dice", players=list(totals), options={},
                       mode="play", status="over",
                       result={"status": "over", "winners": winners,
                               "players": [{"name": n, "total": t} for n, t in totals.items()]},
                       created="", updated="", events=1, match_id=1)

    rows = [row(1, {"Cy": 10, "ana": 4, "Bo": 6}, ["Cy"]),
            row(2, {"Cy": 0, "ana": 12, "Bo": 10}, ["ana"]),
            row(3, {"Cy": 6, "ana": None, "Bo": 0}, ["Cy"]),
            GameRow(id=4, game="dungeon-dice", players=["Cy", "ana", "Bo"], options={},
                    mode="play", status="playing", result=None, created="", updated="",
                    events=3, match_id=1)]
    table = standings(registry.get("dungeon-dice"), rows, ["Cy", "ana", "Bo"], 5)
    out = io.StringIO()
    Console(file=out, width=80, color_system=None).print(table)
    text = out.getvalue()
    assert "Standings after 3 of 5 games" in text
    body = table_rows(text, "Standings after 3 of 5 games")
    # all three have 16 points: the wins decide (a game without a total adds 0)
    assert body == [["1", "Cy", "10 + 0 + 6", "2", "16"],
                    ["2", "ana", "4 + 12 + –", "1", "16"],
                    ["3", "Bo", "6 + 10 + 0", "0", "16"]]
    tie = standings(registry.get("dungeon-dice"), [row(1, {"Bo": 3, "ana": 3}, [])],
                    ["Bo", "ana"], 1)
    out = io.StringIO()
    Console(file=out, width=80, color_system=None).print(tie)
    assert [r[1] for r in table_rows(out.getvalue(), "Standings")] == ["ana", "Bo"]
    assert re.search(r"Standings after 1 of 1 games", out.getvalue())
