"""``history`` on the newcomer's 80-column screen: each game's players and scores read as
``Ana 31, Cy (bot) 83``, wrapping between one player and the next, never inside one (it said
"Cy / (bot) / 83" over three lines); every game says how it was played (hotseat, own devices,
table, tallied, match, challenge), and so does ``show`` (a challenge game said "hotseat");
``stats --versus`` names each game's ID, for ``show``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tabletop import registry
from tabletop.events import Record, challenge_key
from tabletop.session.dealers import DEALER
from tabletop.store.matches import Match

from .support import assert_ok, invoke, open_store, score_json

FOUR = ["Ana", "Cy", "Bo Lee", "Dee"]  # Cy, Bo Lee and Dee are bots
TOTALS = [31, 83, 7, 120]
WAYS = {"en": {"play": "hotseat", "devices": "own devices", "table": "table",
               "tally": "tallied", "match": "match", "challenge": "challenge"},
        "de": {"play": "Hotseat", "devices": "eigene Geräte", "table": "Tisch",
               "tally": "abgerechnet", "match": "Turnier", "challenge": "Herausforderung"}}


def finished(store: Any, record: Record, totals: list[int], match_id: int | None = None) -> int:
    game_id: int = store.log.create(record, match_id=match_id)
    players = [{"name": name, "total": total}
               for name, total in zip(record.players, totals, strict=True)]
    winner = record.players[totals.index(max(totals))]
    store.log.finish(game_id, "over", {"status": "over", "winners": [winner], "players": players},
                 revision=0)
    return game_id


@pytest.fixture
def ways(home: Path) -> dict[str, int]:
    """A finished game of each way of playing; their IDs by way."""
    ids = {"tally": score_json("scoundrel", "--result", "won", "--health", "5",
                               "--player", "Ana")["id"]}
    solo = registry.get("scoundrel").meta.options().model_dump()
    store = open_store(home)
    try:
        for mode in ("play", "devices", "table"):
            record = Record(game="dungeon-dice", players=FOUR, bots=[1, 2, 3], mode=mode)
            ids[mode] = finished(store, record, TOTALS)
        match = store.matches.create(Match("dungeon-dice", FOUR, [1, 2, 3], {}, {}, 2, None))
        ids["match"] = finished(store, Record(game="dungeon-dice", players=FOUR,
                                              bots=[1, 2, 3]), TOTALS, match)
        ids["challenge"] = finished(store, Record(
            game="scoundrel", players=["Ana"], seed=7, options=solo,
            challenge=challenge_key(7, solo, DEALER)), [-12])
    finally:
        store.close()
    return ids


def rows(screen: str) -> dict[int, list[str]]:
    """Each row of a drawn table by its ID (the first column): its cells, each cell's lines
    joined by a line break."""
    found: dict[int, list[list[str]]] = {}
    current: list[list[str]] | None = None
    for line in screen.splitlines():
        if not line.startswith("│"):
            continue
        cells = [cell.strip() for cell in line.strip("│").split("│")]
        if cells[0]:
            current = found.setdefault(int(cells[0]), [[] for _ in cells])
        assert current is not None, line
        for column, cell in enumerate(cells):
            if cell:
                current[column].append(cell)
    return {key: ["\n".join(lines) for lines in cells] for key, cells in found.items()}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_history_says_how_each_game_was_played(ways: dict[str, int], lang: str) -> None:
    result = invoke("history", "--lang", lang)
    assert_ok(result)
    listed = rows(result.stdout)
    for way, game_id in ways.items():
        game_cell = listed[game_id][2]
        assert game_cell.split("\n")[-1] == WAYS[lang][way], (way, game_cell)
        # said once: not again in the result
        assert WAYS[lang][way] not in listed[game_id][-1], listed[game_id]


@pytest.mark.parametrize("width", [60, 80, 100])
def test_history_breaks_between_players_never_inside_one(ways: dict[str, int], width: int,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(width))
    result = invoke("history")
    assert_ok(result)
    for game_id in (ways["play"], ways["table"], ways["match"]):
        players = next(cell for cell in rows(result.stdout)[game_id]
                       if cell.startswith("Ana"))
        assert players.replace("\n", " ") == "Ana 31, Cy (bot) 83, Bo Lee (bot) 7, Dee (bot) 120"
        # every person's entry whole on one line, a comma after all but the last
        entries = [entry for line in players.split("\n")
                   for entry in re.findall(r"[^,]+,?", line)]
        assert [entry.strip() for entry in entries] == [
            "Ana 31,", "Cy (bot) 83,", "Bo Lee (bot) 7,", "Dee (bot) 120"], players


def test_a_wide_screen_gives_the_way_a_column_and_each_game_one_line(
        ways: dict[str, int], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    result = invoke("history")
    assert_ok(result)
    header = next(line for line in result.stdout.splitlines() if "Players" in line)
    assert "┃ Mode " in header
    row = rows(result.stdout)[ways["match"]]
    assert "match" in row and "Ana 31, Cy (bot) 83, Bo Lee (bot) 7, Dee (bot) 120" in row


@pytest.mark.parametrize("lang", ["en", "de"])
def test_show_says_how_the_game_was_played(ways: dict[str, int], lang: str) -> None:
    for way in ("challenge", "match", "devices", "play", "tally"):
        result = invoke("show", str(ways[way]), "--lang", lang)
        assert_ok(result)
        assert result.stdout.split("\n")[0].endswith(f"({WAYS[lang][way]})"), (way, result.stdout)


def test_versus_names_each_games_id(ways: dict[str, int]) -> None:
    result = invoke("stats", "--player", "Ana", "--versus", "Cy")
    assert_ok(result)
    listed = rows(result.stdout)
    assert {ways[way] for way in ("play", "devices", "table", "match")} <= set(listed)
    assert listed[ways["play"]][2:4] == ["31", "83"]  # Ana's score, then Cy's
    assert "┃ ID ┃" in result.stdout
