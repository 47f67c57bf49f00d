"""Helpers shared by the CLI tests: invoking the app, reading the store, folding records."""

from __future__ import annotations

import json
import re
import sqlite3
import tempfile
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from typer.testing import CliRunner, Result

from games.scoundrel import GAME
from games.scoundrel.rules.state import ScoundrelState
from tabletop.cli.app import app
from tabletop.events import EventModel, Record
from tabletop.plugin import Chance, Decision, Game
from tabletop.session.dealers import RandomDealer
from tabletop.session.playout import play_on
from tabletop.session.session import Session


def invoke(*args: str, input: str | None = None) -> Result:
    """Run ``tabletop ARGS`` in-process; exceptions stay in ``result.exception``."""
    return CliRunner().invoke(app, list(args), input=input)


def moves(*lines: str) -> str:
    """Input text: one typed line each."""
    return "".join(f"{line}\n" for line in lines)


def game_id(result: Result) -> int:
    """The ID announced by ``play`` / ``table`` ("New game 3 · ...")."""
    found = re.search(r"New game (\d+)", result.output)
    assert found, result.output
    return int(found.group(1))


def assert_ok(result: Result) -> None:
    assert result.exit_code == 0, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output


def assert_one_error(result: Result, code: int, *fragments: str) -> str:
    """Exit ``code``, no traceback, exactly one ``✗`` line on stderr; returns that line."""
    assert result.exit_code == code, result.output
    assert isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("✗ "), lines
    assert result.stdout.strip() == "", result.stdout
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def assert_exit(result: Result, code: int, *texts: str) -> None:
    """Exit ``code``, no traceback, and every one of ``texts`` somewhere in the output."""
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    for text in texts:
        assert text in result.output, result.output


def error_lines(output: str) -> list[str]:
    """Every error line, from its ``✗`` on (typed input is not echoed, so a prompt precedes it)."""
    return [line[line.index("✗"):].rstrip() for line in output.splitlines() if "✗" in line]


def db_path(home: Path) -> Path:
    return home / "tabletop.db"


def stored_events(home: Path, gid: int) -> list[tuple[Any, str, Any]]:
    """The committed events of game ``gid``, read straight from the SQLite file."""
    conn = sqlite3.connect(db_path(home))
    try:
        rows = conn.execute("SELECT actor, kind, data FROM events WHERE game_id = ? ORDER BY seq",
                            (gid,)).fetchall()
    finally:
        conn.close()
    return [(json.loads(actor), kind, json.loads(data)) for actor, kind, data in rows]


def decisions(events: list[tuple[Any, str, Any]]) -> list[tuple[Any, str, Any]]:
    return [event for event in events if event[0] != "chance"]


def export(gid: int, path: Path) -> dict[str, Any]:
    """``tabletop export ID FILE --with-seed`` and the JSON it wrote: the games here are
    often unfinished, and their record holds its seed only when asked (issue #37)."""
    result = invoke("export", str(gid), str(path), "--with-seed")
    assert_ok(result)
    assert f"Wrote {path}" in result.output.replace("\n", "")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def fold(record: dict[str, Any]) -> ScoundrelState:
    """The state a record stands for, folded with the rules (no CLI involved)."""
    session = Session.from_record(GAME, Record.model_validate(record))
    state: ScoundrelState = session.state
    return state


def notation(record: dict[str, Any]) -> list[str]:
    return [GAME.notation(event) for event in Record.model_validate(record).event_list()]


# ---- dungeon dice ------------------------------------------------------------------------
# Imports stay inside the helpers so that the lines above are untouched.


def dd_record(home: Path, gid: int) -> Record:
    """Game ``gid`` as the store holds it."""
    from tabletop.store.database import Store

    store = Store(db_path(home))
    try:
        return store.log.load(gid)
    finally:
        store.close()


def dd_session(record: Record | dict[str, Any]) -> Session:
    """A dungeon dice record folded with the rules (no CLI involved)."""
    from games.dungeon_dice import GAME as DD_GAME

    if isinstance(record, dict):
        record = Record.model_validate(record)
    return Session.from_record(DD_GAME, record)


def dd_state(home: Path, gid: int) -> Any:
    """The current ``DDState`` of stored game ``gid``."""
    return dd_session(dd_record(home, gid)).state


def dd_lines(record: Record, actor: int | str | None = None) -> list[str]:
    """The notation of every event of ``record`` (only ``actor``'s when given)."""
    from games.dungeon_dice import GAME as DD_GAME

    return [DD_GAME.notation(event) for event in record.event_list()
            if actor is None or event.actor == actor]


# ---- halunken und spelunken --------------------------------------------------------------
# Imports stay inside the helpers so that the lines above are untouched.


def hs_session(record: Record | dict[str, Any]) -> Session:
    """A Halunken record folded with the rules (no CLI involved)."""
    from games.halunken import GAME as HS_GAME

    if isinstance(record, dict):
        record = Record.model_validate(record)
    return Session.from_record(HS_GAME, record)


def hs_state(home: Path, gid: int) -> Any:
    """The current ``HState`` of stored game ``gid``."""
    return hs_session(dd_record(home, gid)).state


def hs_lines(record: Record, actor: int | str | None = None) -> list[str]:
    """The notation of every event of ``record`` (only ``actor``'s when given)."""
    from games.halunken import GAME as HS_GAME

    return [HS_GAME.notation(event) for event in record.event_list()
            if actor is None or event.actor == actor]


def hs_script(seed: int, players: list[str], bots: int = 0, *,
              options: dict[str, Any] | None = None, typed: Any = None,
              limit: int = 5000) -> tuple[list[str], Session]:
    """What the humans of a hotseat game type when every human plays as the bot would.

    The game is simulated as ``play`` runs it: the same seeded dealer (the n-th chance event
    depends on the seed and n only), the bots for the last ``bots`` seats. ``typed(state,
    event)`` may give the lines for a human's decision (its last line must be that decision,
    lines before it may be commands or mistakes); by default the notation of the event. With
    two humans or more an empty line answers the hand-over screen, shown whenever the device
    goes to another player for a secret choice (one player's secret choices in a row, Black
    Jack's card and their own, need one hand-over). Returns the lines and the session; a game
    longer than ``limit`` events fails the calling test instead of running on for ever.
    """
    from games.halunken import GAME as HS_GAME
    from tabletop.plugin import Over
    from tabletop.session.driver import Bot

    opts = HS_GAME.meta.options.model_validate(options or {})
    humans = len(players) - bots
    session = Session.start(HS_GAME, opts, players, mode="play", seed=seed, store=None,
                            bots=list(range(humans, len(players))))
    dealer = RandomDealer(seed)
    lines: list[str] = []
    holder: int | None = None  # who holds the device for secret choices
    while True:
        now = HS_GAME.awaiting(session.state)
        if isinstance(now, Over):
            return lines, session
        if len(session.events) >= limit:
            tail = [HS_GAME.notation(e) for e in session.events[-6:]]
            raise AssertionError(f"no end after {limit} events: ... {tail}")
        if isinstance(now, Chance):
            session.apply(dealer.deal(now, session.chance_count))
            continue
        assert isinstance(now, Decision)
        # what the app's bot in that seat would do
        event = Bot(next(iter(HS_GAME.strategies().values()))).decide(session, now)
        if now.player < humans:
            if now.secret and humans > 1 and holder != now.player:
                lines.append("")
                holder = now.player
            if not now.secret:
                holder = None
            said = typed(session.state, event) if typed else [HS_GAME.notation(event)]
            assert HS_GAME.parse(session.state, said[-1]) == event, (said, event)
            lines.extend(said)
        session.apply(event)
        after = HS_GAME.awaiting(session.state)
        if not (isinstance(after, Decision) and after.secret and after.player == holder):
            holder = None


def hs_h6(cards: list[str]) -> int:
    """H6 worked out independently of the code under test: the sum of the card values, and
    every card of the colour held most counted twice (on a tie, the best such colour)."""
    values = [int(card[1:]) for card in cards]
    by_colour: dict[str, list[int]] = {}
    for card, points in zip(cards, values, strict=True):
        by_colour.setdefault(card[0], []).append(points)
    most = max((len(v) for v in by_colour.values()), default=0)
    bonus = max((sum(v) for v in by_colour.values() if len(v) == most), default=0)
    return sum(values) + bonus


def score_json(game: str, *args: str) -> dict[str, Any]:
    """``tabletop GAME score ARGS --json``: it must succeed quietly; its parsed output."""
    result = invoke(game, "score", *args, "--json")
    assert_ok(result)
    assert result.stderr == ""
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def player_flags(*specs: str) -> list[str]:
    """``--player SPEC`` for each spec."""
    return [arg for spec in specs for arg in ("--player", spec)]


def skip_disk_waits(monkeypatch: Any) -> None:
    """Let the store commit without waiting for the disk: a killed game losing nothing is
    tested elsewhere, and games of bots commit a hundred times."""
    from tabletop.store.database import Store

    original = Store.__init__

    def init(self: Store, path: Path | None = None) -> None:
        original(self, path)
        self.conn.execute("PRAGMA synchronous = OFF")

    monkeypatch.setattr(Store, "__init__", init)


@cache
def empty_store() -> bytes:
    """The bytes of a new store, made once: each test's store starts as a copy."""
    from tabletop.store.database import Store

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "tabletop.db"
        Store(path).close()
        return path.read_bytes()


def open_store(home: Path) -> Any:
    """The store of ``home`` for setting a test up, made from the empty one if missing."""
    from tabletop.store.database import Store

    path = db_path(home)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(empty_store())
    return Store(path)


def store_records(home: Path, records: tuple[Record, ...]) -> list[dict[str, Any]]:
    """Put ``records`` into the store of ``home`` as an import would, each with the status and
    result its score sheet gives; the results, in order."""
    from tabletop import registry
    from tabletop.session.session import result_json

    kept = []
    for record in records:
        game = registry.get(record.game)
        sheet = game.score(Session.from_record(game, record).state)
        kept.append((record, sheet.status, result_json(sheet)))
    store = open_store(home)
    try:
        store.imports.records(kept)
    finally:
        store.close()
    return [result for _, _, result in kept]


def dealt_game(game: Game[Any], players: list[str], seed: int, *,
               options: BaseModel | None = None, bots: list[int] | None = None,
               strategies: Mapping[int, str] | None = None,
               stop: Callable[[Session], bool] | None = None) -> Session:
    """A game as ``play`` deals it (the same seeded dealer): a bot seat moves as the app's bot
    in that seat would, any other seat takes the first listed action; until the game is over
    or ``stop(session)`` says so."""
    session = Session.start(game, options or game.meta.options(), players, mode="play",
                            seed=seed, store=None, bots=bots or [],
                            strategies=dict(strategies or {}))
    return play_on(session, seed, lambda _state, now, _step: now.actions[0], stop=stop,
                   limit=5000)


def record_of(session: Session, cut: int = 0) -> Record:
    """The session's record as the store keeps it, without its last ``cut`` events."""
    events = session.events[:len(session.events) - cut]
    return session.record.model_copy(
        update={"events": [EventModel(**e.to_json()) for e in events]})


# ---- a whole Scoundrel deal typed ---------------------------------------------------------
# Imports stay inside the helpers so that the lines above are untouched.


def lines_to_the_end(seed: int, typed: list[str], options: dict[str, Any] | None = None
                     ) -> list[str]:
    """The first lines of ``typed`` that play Scoundrel's deal ``seed`` to its end, as ``play``
    and ``challenge`` read them (a refused line is used up too): the screens after a game
    (its end, a hand-over) take only Enter, so a test types no line more than the game reads."""
    from contextlib import suppress

    from tabletop.events import TabletopError
    from tabletop.session.answers import Typed
    from tabletop.session.table import DEVICE, Place, Table

    session = Session.start(GAME, GAME.meta.options.model_validate(options or {}), ["P1"],
                            mode="play", seed=seed, store=None)
    table = Table(session)
    table.advance()
    for used, line in enumerate(typed):
        if session.over:
            return typed[:used]
        with suppress(TabletopError):  # a refused line is read all the same
            table.answer(Place(DEVICE), Typed(line))
    assert session.over, "more lines needed to end the deal"
    return typed
