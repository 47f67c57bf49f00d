"""Issue #13, fair play at the table: a mistyped entry that ends a table game can be taken back.

The app asks before a table game ends ("This ends the game: …. Enter to confirm, or
undo/fix"); ``undo`` and ``fix`` work on the game that just ended, and ``tabletop resume ID``
reopens a finished table game for them. The store follows: a finished game made unfinished
again is ``playing`` with no result, and finished again once it ends again.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import registry
from tabletop.plugin import Over
from tabletop.session.answers import Typed
from tabletop.store.database import Store
from tabletop.store.results import GameRow
from tabletop.web.hub import Hub
from tabletop.web.links import DEVICE
from tabletop.web.table_page import main_part

from .support import (
    assert_ok,
    dealt_game,
    error_lines,
    invoke,
    moves,
    open_store,
    record_of,
    stored_events,
)

CONFIRM = "This ends the game: "
SC_TABLE = ("scoundrel", "table", "--player", "Ana")
# 20 health, barehanded: K♠ leaves 7, K♣ kills (7 - 13 = -6); Q♠ instead would leave -5.
KILLING_ROOM = ["KS KC QS QC", "KS"]


def row(home: Path, gid: int = 1) -> GameRow:
    store: Store = open_store(home)
    try:
        return store.results.row(gid)
    finally:
        store.close()


def test_the_killing_card_asks_first_and_undo_takes_it_back(home: Path) -> None:
    result = invoke(*SC_TABLE, input=moves(*KILLING_ROOM, "KC", "undo", "quit"))
    assert_ok(result)
    assert CONFIRM + "Ana · lost, -164. Enter to confirm, or undo/fix › " in result.output
    after = result.output.split(CONFIRM, 1)[1]
    assert "Undone: K♣ barehanded: 13 damage, health 7 → -6" in after
    assert "Game over." not in result.output
    assert "Saved. Continue with: tabletop resume 1" in after
    assert len(stored_events(home, 1)) == 2
    assert (row(home).status, row(home).result) == ("playing", None)


def test_enter_confirms_and_the_game_is_stored_finished(home: Path) -> None:
    result = invoke(*SC_TABLE, input=moves(*KILLING_ROOM, "KC", ""))
    assert_ok(result)
    assert result.output.rstrip().endswith("Game over.")
    assert row(home).status == "lost"


def test_leaving_at_the_question_keeps_the_end(home: Path) -> None:
    """End of input (or quit) at the question: the game stays as it ended."""
    for leave in ((), ("quit",)):
        result = invoke(*SC_TABLE, input=moves(*KILLING_ROOM, "KC", *leave))
        assert_ok(result)
        assert result.output.rstrip().endswith("Game over.")
    assert row(home, 1).status == row(home, 2).status == "lost"


def test_a_move_at_the_question_is_one_line_and_commands_still_work(home: Path) -> None:
    result = invoke(*SC_TABLE, input=moves(*KILLING_ROOM, "KC", "play QS", "log", ""))
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ The game is over: press Enter to confirm, or type undo or fix N …"]
    assert "3  Ana: play KC" in result.output  # the log, at the question
    assert result.output.count(CONFIRM) == 3
    assert row(home).status == "lost"


def test_fix_at_the_question_corrects_the_killing_entry(home: Path) -> None:
    result = invoke(*SC_TABLE, input=moves(*KILLING_ROOM, "KC", "fix 3 play QS", ""))
    assert_ok(result)
    assert "Corrected entry 3" in result.output
    assert CONFIRM + "Ana · lost, -163." in result.output  # the screen is drawn again
    stored = row(home)
    assert stored.status == "lost"
    assert stored.result is not None and stored.result["players"][0]["total"] == -163


def test_resume_reopens_a_finished_table_game_for_undo(home: Path) -> None:
    assert_ok(invoke(*SC_TABLE, input=moves(*KILLING_ROOM, "KC", "")))
    assert row(home).status == "lost"
    result = invoke("resume", "1", input=moves("undo", "QS", "undo", "quit"))
    assert_ok(result)
    assert "Resuming game 1 · Scoundrel · 3 entries" in result.output
    assert result.output.count(CONFIRM) == 2
    assert (row(home).status, row(home).result) == ("playing", None)
    assert len(stored_events(home, 1)) == 2
    # Enter at a reopened game leaves it as it was.
    assert_ok(invoke("resume", "1", input=moves("QC", "")))
    assert row(home).status == "lost"
    assert_ok(invoke("resume", "1", input=moves("")))
    assert (row(home).status, len(stored_events(home, 1))) == ("lost", 3)


def test_a_finished_hotseat_game_opens_read_only(home: Path) -> None:
    """As on the web, a finished game opens to its last screen and result; nothing can be
    answered or taken back (issue #37: the terminal refused it, the web opened it)."""
    assert_ok(invoke("scoundrel", "play", "--seed", "3", "--player", "Ana",
                     input=moves(*["1", "2", "3"] * 50)))
    finished = row(home)
    assert finished.status != "playing"
    result = invoke("resume", "1", input=moves("undo"))
    assert_ok(result)
    assert "Game 1 (Scoundrel) is over; it opens read-only" in result.output
    assert result.output.rstrip().endswith("Game over.")
    assert (row(home).status, row(home).events) == (finished.status, finished.events)


# ---- every game at the table ----------------------------------------------------------------

GAMES = {"scoundrel": ["Ana"], "dungeon-dice": ["Ana", "Ben"], "halunken": ["Ana", "Ben"]}


def one_entry_before_the_end(home: Path, game_id: str, seed: int = 4) -> tuple[str, int]:
    """A table game stored one entry before its end (the entries of a dealt game); the last
    entry's words and the number of entries stored."""
    game = registry.get(game_id)
    session = dealt_game(game, GAMES[game_id], seed)
    assert session.over
    record = record_of(session, cut=1).model_copy(update={"mode": "table", "seed": None})
    store = open_store(home)
    store.log.create(record)
    store.close()
    return game.notation(session.events[-1]), len(session.events) - 1


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_last_entry_of_every_game_can_be_taken_back(home: Path, game_id: str) -> None:
    last, stored = one_entry_before_the_end(home, game_id)
    result = invoke("resume", "1", input=moves(last, "undo", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == []
    assert CONFIRM in result.output and "Undone: " in result.output.split(CONFIRM, 1)[1]
    assert (row(home).status, row(home).result, row(home).events) == ("playing", None, stored)

    result = invoke("resume", "1", input=moves(last, ""))
    assert_ok(result)
    assert result.output.rstrip().endswith("Game over.")
    finished = row(home)
    assert finished.status != "playing" and finished.result is not None
    assert finished.events == stored + 1


def test_the_web_table_offers_undo_on_a_game_just_ended(home: Path) -> None:
    """The same rule on the web face: the table device's page of an ended game has Undo."""
    last, stored = one_entry_before_the_end(home, "scoundrel")
    store = open_store(home)
    try:
        hub = Hub(store)
        link = hub.links.continued(1)
        assert link.role == DEVICE
        table = hub.table(1)
        hub.answer(link, table.version, Typed(last))
        assert isinstance(table.driver.awaiting(), Over)
        assert store.results.row(1).status != "playing"
        assert 'class="undo"' in str(main_part(table, link))
        hub.undo(link, table.version)
        assert (store.results.row(1).status, store.results.row(1).events) == ("playing", stored)
    finally:
        store.close()
