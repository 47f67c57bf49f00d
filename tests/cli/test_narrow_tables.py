"""Every table the records verbs print is usable at 60, 80 and 120 columns (issue #14): no line
wider than the screen, every name whole (broken only between its words), every number there.
Before, the stats table's player column shrank to nothing at 60 columns and the names vanished.
"""

from __future__ import annotations

import re
import uuid
from functools import cache
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table

from tabletop import registry
from tabletop.cli.render import Fitted
from tabletop.events import Record
from tabletop.text import i18n
from tabletop.text.shown import shown_name

from .support import assert_ok, dealt_game, invoke, record_of, skip_disk_waits, store_records

WIDTHS = (60, 80, 120)
LONG = "Maximilian von Habsburg-Lothringen"  # cut by the screens after 32 characters
PLAYERS = {
    "dungeon-dice": (LONG, "Bo", "Zoë Ångström"),
    "halunken": ("Ann", "Bartholomäus Kiesewetter", "Cy"),
    "scoundrel": ("Konstantinopel Reisender",),
}


@cache
def records() -> tuple[Record, ...]:
    made = []
    for day, (game_id, players) in enumerate(PLAYERS.items(), 1):
        game = registry.get(game_id)
        bots = [] if game_id == "scoundrel" else list(range(len(players)))
        session = dealt_game(game, list(players), 7, bots=bots)
        made.append(record_of(session).model_copy(update={
            "uid": uuid.uuid4().hex, "created": f"2024-03-{day:02d}T12:00:00+00:00"}))
    return tuple(made)


@pytest.fixture
def stored(home: Path, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """The games in the store; each one's result as the store keeps it."""
    skip_disk_waits(monkeypatch)
    return store_records(home, records())


def at(width: int, monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    monkeypatch.setenv("COLUMNS", str(width))
    result = invoke(*args)
    assert_ok(result)
    fits(result.stdout, width)
    return result.stdout


def fits(output: str, width: int) -> None:
    too_wide = [line for line in output.splitlines() if cell_len(line.rstrip()) > width]
    assert not too_wide, "\n".join(too_wide)


def words_whole(output: str, name: str) -> None:
    """Each word of the name as the screens show it stands whole on some line."""
    for word in shown_name(name).split():
        assert re.search(rf"(?<!\S){re.escape(word)}(?!\S)", output), (word, output)


def number_there(output: str, value: object) -> None:
    """The number whole: no digit, point or decimal comma beside it (the comma after a
    player's score in the history is no part of it)."""
    assert re.search(rf"(?<![\w.,-]){re.escape(str(value))}(?![\w.]|,\d)", output), (
        value, output)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", WIDTHS)
def test_stats_keeps_every_name_and_count(width: int, lang: str, stored: list[dict[str, object]],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    out = at(width, monkeypatch, "stats", "--lang", lang)
    for players in PLAYERS.values():
        for name in players:
            words_whole(out, name)
            first = shown_name(name).split()[0]
            row = next(line for line in out.splitlines() if f"│ {first}" in line)
            cells = [cell.strip() for cell in row.split("│")]
            assert "1" in cells, row  # one game played, by every player here
    assert "│ Ann" in out and "│ Cy" in out


@pytest.mark.parametrize("width", WIDTHS)
def test_history_keeps_every_name_and_score(width: int, stored: list[dict[str, object]],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    out = at(width, monkeypatch, "history")
    for result in stored:
        for seat in result["players"]:  # type: ignore[attr-defined]
            words_whole(out, seat["name"])
            number_there(out, seat["total"])
    for game_id in PLAYERS:
        assert game_id in out
    assert "2024-03-01" in out  # the date stays, its time of day may go


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", WIDTHS)
def test_show_keeps_every_score(width: int, lang: str, stored: list[dict[str, object]],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    for game_id, result in enumerate(stored, 1):
        out = at(width, monkeypatch, "show", str(game_id), "--lang", lang)
        for seat in result["players"]:  # type: ignore[attr-defined]
            words_whole(out, seat["name"])
            number_there(out, seat["total"])


@pytest.mark.parametrize("width", WIDTHS)
def test_a_fitted_table_drops_columns_before_breaking_names(width: int) -> None:
    """The helper every records table uses: the least needed columns go first."""
    names = ["Wolfgang Amadeus Mozart-Salzburg", "Bo"]

    def make(level: int) -> Table:
        table = Table()
        table.add_column("Player", overflow="fold")
        extra = ["Games", "Wins", "Rate", "Best", "Mean", "Median", "Streak", "Trend"]
        for header in extra[:len(extra) - level]:
            table.add_column(header, justify="right", no_wrap=True)
        for index, name in enumerate(names):
            table.add_row(name, *[f"{index}{n}" for n in range(len(extra) - level)])
        return table

    con = Console(width=width, file=None, record=True, color_system=None)
    with con.capture() as captured:
        con.print(Fitted(make, 8))
    out = captured.get()
    fits(out, width)
    for name in names:
        words_whole(out, name)
    assert "Games" in out and "00" in out and "10" in out  # the first columns always stay
    if width == 120:
        assert "Trend" in out


def test_tables_speak_german_at_60_columns(stored: list[dict[str, object]],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    out = at(60, monkeypatch, "history", "--lang", "de")
    assert "Verlauf" in out and "Ergebnis" in out
    i18n.set_language("en")
