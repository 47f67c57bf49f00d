"""Replaying as the ``replay`` verb does it, without the command line (issue #41: tests of the
rules and the notation call them, not the CLI): a transcript or a file folded by
``tabletop.archive.transcript``, the position it ends in as ``replay --json`` writes it (the
game's ``summary``), and a refusal in the reader's words. No tests of its own.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from tabletop.archive.transcript import replay_file, replay_transcript
from tabletop.events import BadInput, Record, TabletopError
from tabletop.plugin import Game
from tabletop.records import schema
from tabletop.session.answers import Typed
from tabletop.session.session import Session
from tabletop.session.table import DEVICE, Place, Table
from tabletop.text.names import default_name


def seats(game: Game[Any], players: Sequence[str] | None) -> list[str]:
    """The seats named, else the fewest the game takes under their default names."""
    if players:
        return list(players)
    return [default_name(seat) for seat in range(max(game.meta.min_players, 1))]


def replayed(game: Game[Any], source: str | Path,
             players: Sequence[str] | None = None) -> Session:
    """A transcript's text (or a file: transcript, record, shown game) folded as ``replay``
    folds it; the seats are ``players`` when named, else the file's or the defaults."""
    if isinstance(source, Path):
        return replay_file(game, source, seats(game, players), given=bool(players))
    return replay_transcript(game, source, seats(game, players), given=bool(players))


def position(game: Game[Any], source: str | Path,
             players: Sequence[str] | None = None) -> dict[str, Any]:
    """The position ``replay --json`` writes (without its ``schema_version``)."""
    data: dict[str, Any] = json.loads(json.dumps(
        game.summary(replayed(game, source, players).state)))
    return data


def refused(game: Game[Any], source: str | Path, players: Sequence[str] | None = None) -> str:
    """The one line ``replay`` refuses ``source`` with (without its ``✗``)."""
    with pytest.raises(BadInput) as caught:
        replayed(game, source, players)
    return caught.value.message()


def typed(game: Game[Any], players: Sequence[str], lines: Sequence[str], *,
          mode: str = "table", seed: int | None = None, bots: Sequence[int] = (),
          options: dict[str, Any] | None = None) -> tuple[Session, list[str]]:
    """A game with ``lines`` typed at its one device, read as ``table`` (or ``play --seed``,
    with ``mode`` "play" and a ``seed``; the seats ``bots`` played by the app's bots) reads
    them: the session, and the one line each refused line was refused with (a refused line is
    read all the same, and changes nothing)."""
    session = Session.start(game, game.meta.options.model_validate(options or {}),
                            list(players), mode=mode, seed=seed, store=None, bots=list(bots))
    table = Table(session)
    table.advance()
    refusals: list[str] = []
    for line in lines:
        try:
            table.answer(Place(DEVICE), Typed(line))
        except TabletopError as exc:
            refusals.append(exc.message())
    return session, refusals


def typed_game(game: Game[Any], players: Sequence[str], seed: int, lines: Sequence[str], *,
               options: dict[str, Any] | None = None) -> Session:
    """A game of ``play --seed`` with ``lines`` typed at its one device, read as ``play`` reads
    them (a refused line is read all the same)."""
    return typed(game, players, lines, mode="play", seed=seed, options=options)[0]


def record_file(session: Session | Record, path: Path) -> dict[str, Any]:
    """The session's record written to ``path`` as ``export ID FILE --with-seed`` writes it; the
    JSON written."""
    record = session if isinstance(session, Record) else session_record(session)
    data = schema.exported(record)
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def session_record(session: Session) -> Record:
    """The session's record with its events, as the store keeps it."""
    from tabletop.events import EventModel

    return session.record.model_copy(
        update={"events": [EventModel(**e.to_json()) for e in session.events]})
