"""Dealer editions (tabletop.session.dealers): a seed deals one deal per edition, for ever.

New games are dealt by the current edition and say so in their record; a game dealt by an
older edition (every stored or exported game from before editions were kept) replays, has its
deal checked, keeps its challenge and is solved in the edition that dealt it.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from games.scoundrel import GAME
from games.scoundrel.rules.components import DECK
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.archive.checks import Refused, replayed
from tabletop.cli.app import app
from tabletop.events import EventModel, Record, challenge_key
from tabletop.plugin import Decision
from tabletop.records.schema import VERSION
from tabletop.session.dealers import DEALER, EDITIONS, RandomDealer, deck_order
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.store.migrations import MIGRATIONS
from tabletop.text.names import person_key
from tests.scoundrel.helpers import deck_for_seed, under_for_seed

# The first eight cards each edition deals for these seeds. An edition never changes: a change
# to how a seed deals is a new edition, or stored games would no longer replay.
FIRST_CARDS = {
    (1, 0): ["10S", "KC", "3S", "4C", "4S", "6C", "6H", "9C"],
    (1, 7): ["6C", "10S", "7D", "10H", "2S", "3H", "KC", "JS"],
    (1, 123456): ["10S", "6D", "2D", "6S", "5H", "4C", "10C", "9H"],
    (2, 0): ["10C", "AS", "7S", "KS", "8H", "5D", "KC", "3H"],
    (2, 7): ["KC", "2H", "2D", "5C", "8S", "AS", "5H", "7S"],
    (2, 123456): ["10D", "3C", "9C", "10S", "KC", "5H", "3S", "6H"],
}


@pytest.mark.parametrize(("edition", "seed"), sorted(FIRST_CARDS))
def test_each_edition_deals_a_seed_as_it_always_did(edition: int, seed: int) -> None:
    assert deck_order(seed, DECK, edition)[:8] == FIRST_CARDS[edition, seed]
    assert list(deck_for_seed(seed, edition)[:8]) == FIRST_CARDS[edition, seed]


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_edition_keeps_the_deck_order_as_cards_leave(edition: int) -> None:
    whole = deck_order(11, DECK, edition)
    left = [card for index, card in enumerate(whole) if index % 3]
    assert deck_order(11, reversed(left), edition) == left
    assert sorted(whole) == sorted(DECK)


def test_new_games_are_dealt_by_the_current_edition() -> None:
    assert max(EDITIONS) == DEALER
    session = Session.start(GAME, ScoundrelOptions(), ["Ann"], mode="play", seed=7, store=None)
    assert session.record.dealer == DEALER
    Driver.for_session(session).advance()
    assert session.events[0].data["values"] == FIRST_CARDS[DEALER, 7][:1]


def test_a_record_without_an_edition_was_dealt_by_the_first() -> None:
    record = Record.model_validate({"game": "scoundrel", "plugin_version": "1",
                                    "players": ["Ann"], "seed": 7})
    assert record.dealer == 1


def _played(edition: int, seed: int = 7, moves: int = 12) -> Record:
    """A solo game of ``seed`` dealt by ``edition``, the first listed action each time."""
    session = Session.start(GAME, ScoundrelOptions(), ["Ann"], mode="play", seed=seed,
                            store=None)
    session.record.dealer = edition  # type: ignore[assignment]  # a game from an older tabletop
    driver = Driver(session, RandomDealer(seed, edition))
    driver.advance()
    for _ in range(moves):
        decision = GAME.awaiting(session.state)
        if not isinstance(decision, Decision):
            break
        driver.submit(decision.actions[0])
        driver.advance()
    return session.record.model_copy(update={"events": [
        EventModel(actor=e.actor, kind=e.kind, data=e.data) for e in session.events]})


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_game_replays_and_its_deal_checks_in_its_own_edition(edition: int) -> None:
    record = Record.model_validate(_played(edition).model_dump())
    session = replayed(GAME, record)
    assert len(session.events) == len(record.events)
    other = 2 if edition == 1 else 1
    with pytest.raises(Refused):
        replayed(GAME, record.model_copy(update={"dealer": other}))


def test_an_old_export_imports_and_resumes_as_it_was_dealt(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    data = _played(1, moves=3).model_dump(mode="json")
    del data["dealer"]  # written before editions were kept
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(app, ["import", str(path)])
    assert result.exit_code == 0, result.output
    record = Store().log.load(1)
    assert record.dealer == 1
    session = Session.from_record(GAME, record)
    driver = Driver.for_session(session)
    before = len(session.events)
    for _ in range(3):  # the room again down to one card: three more are turned over
        driver.submit(GAME.awaiting(session.state).actions[0])  # type: ignore[union-attr]
        driver.advance()
    assert any(event.is_chance for event in session.events[before:])
    # Every card turned over, before and after the import, comes off the first edition's deck.
    dealt = [card for event in session.events if event.is_chance
             for card in event.data["values"]]
    assert dealt == deck_order(7, DECK, 1)[:len(dealt)]


def test_an_unknown_edition_is_refused_in_one_line(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    data = _played(2).model_dump(mode="json")
    data["dealer"] = 9
    path = tmp_path / "future.json"
    path.write_text(json.dumps({**data, "schema_version": VERSION}), encoding="utf-8")
    result = CliRunner().invoke(app, ["import", str(path)])
    assert result.exit_code == 1
    assert len(result.output.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_a_store_from_before_editions_keeps_its_games_in_the_first(tmp_path: Path) -> None:
    path = tmp_path / "tabletop.db"
    conn = sqlite3.connect(path)
    conn.create_function("person_key", 1, person_key)
    for step, script in enumerate(MIGRATIONS[:4]):  # the schema before dealer editions
        conn.executescript(f"BEGIN;{script};PRAGMA user_version = {step + 1};COMMIT;")
    conn.execute("INSERT INTO games (game, plugin_version, options, players, seed, mode,"
                 " created, updated, uid) VALUES ('scoundrel', '1', '{}', '[\"Ann\"]', 7,"
                 " 'play', '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', 'u1')")
    conn.commit()
    conn.close()
    store = Store(path)
    assert store.log.load(1).dealer == 1
    columns = [row[1] for row in store.conn.execute("PRAGMA table_info(games)")]
    assert "plugin_version" not in columns  # migration 11: kept by no game, read by nothing
    new = store.log.create(Session.start(GAME, ScoundrelOptions(), ["Bo"], mode="play", seed=7,
                                     store=None).record)
    assert store.log.load(new).dealer == DEALER


def test_a_challenge_of_the_first_edition_keeps_its_key() -> None:
    options = {"weapon_rule": "lower"}
    assert challenge_key(5, options, 1) == '5:{"weapon_rule": "lower"}'
    assert challenge_key(5, options, 2) != challenge_key(5, options, 1)


def test_the_solver_solves_the_deal_of_the_records_edition() -> None:
    for edition in EDITIONS:
        first = GAME.solve(ScoundrelOptions(), RandomDealer(3, edition), None, 5.0)
        assert first.line, first
        # The line's first room is that edition's first four cards.
        top = deck_for_seed(3, edition)[:4]
        assert first.line[0].split()[1:] == list(top)
    assert under_for_seed(3, 1)((0, 1, 2, 3), 0) != () and under_for_seed(3, 2)((0, 1, 2, 3), 0)
