"""Reading a game from a file: a transcript (one event per line) or an exported JSON record."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.events import BadInput, Record, TabletopError
from tabletop.i18n import speaking, t
from tabletop.play.dealers import TableDealer
from tabletop.play.driver import Driver
from tabletop.play.session import Session, parse_option_pairs, written_options
from tabletop.plugin import Game
from tabletop.records.checks import (
    MAX_RECORD,
    Refused,
    clean_names,
    clip,
    parse_record,
    replayed,
    shortened,
)
from tabletop.records.files import read_text, shown
from tabletop.records.json_stream import JsonReader, records
from tabletop.text.terms import said


def load_record(text: str, path: Path) -> Record:
    """One exported record (an ``export --all`` file of one game will do), within the bounds
    an import keeps (see ``record_checks``)."""
    reader = JsonReader(_pieces(text), MAX_RECORD)
    try:
        found = [(where, raw) for where, raw in records(reader, bare=True)]
        if len(found) != 1:
            raise BadInput("err_several_records", path=shown(path), count=len(found))
        return clean_names(parse_record(found[0][1], found[0][0]))
    except Refused as exc:
        raise BadInput("err_file_refused", path=shown(path), reason=exc.message()) from None
    except BadInput as exc:
        if exc.key == "err_several_records":
            raise
        raise BadInput("err_file_damaged", path=shown(path),
                       reason=exc.message().rstrip(".")) from None


def _pieces(text: str) -> Callable[[int], str]:
    """``read(size)`` over text already in memory."""
    at = 0

    def read(size: int) -> str:
        nonlocal at
        piece = text[at:at + size]
        at += len(piece)
        return piece

    return read


TABLE = TableDealer()


def replay_transcript(game: Game[Any], text: str, players: list[str]) -> Session:
    """Fold a transcript; a malformed or illegal line raises ``err_line`` naming it. The
    transcript speaks for every seat and reveals every card or die, as at the table."""
    options: dict[str, Any] = {}
    session: Session | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            if line.split()[0].lower() == "options":
                if session is not None and session.events:
                    raise BadInput("err_options_late")
                options.update(parse_option_pairs(_words(line)[1:]))
                written_options(game, options)
                session = None
                continue
            if session is None:
                session = Session.start(game, written_options(game, options), players,
                                        mode="replay", seed=None, store=None)
            # A transcript is written in the notation, whatever language reads it: a
            # letter may mean another thing in German (Halunken's g is gelb there, issue #14).
            with speaking("en"):
                event = game.parse(session.state, line)
            Driver(session, TABLE).submit(event)
        except TabletopError as exc:
            raise BadInput("err_line", number=number, reason=echoed(exc)) from None
    if session is None:
        session = Session.start(game, written_options(game, options), players, mode="replay",
                                seed=None, store=None)
    return session


def _words(line: str) -> list[str]:
    """A line's words as a shell splits them (quotes keep spaces in a value)."""
    try:
        return shlex.split(line)
    except ValueError:  # an open quotation mark, or a backslash at the end
        raise BadInput("err_transcript_quote") from None


def echoed(exc: TabletopError) -> str:
    """The error's message with any text from the file in it cut short and made printable:
    a line of a hundred thousand characters is not repeated whole."""
    params = {key: clip(value) if isinstance(value, str) else said(value)
              for key, value in exc.params.items()}
    return t(exc.key, **params)


def replay_file(game: Game[Any], path: Path, players: list[str]) -> Session:
    """A transcript or an exported record (``-``: standard input), folded; a record gets the
    checks an import makes (``record_checks``)."""
    text = read_text(path)
    if not text.lstrip().startswith("{"):
        return replay_transcript(game, text, players)
    record = load_record(text, path)
    if record.game != game.meta.id:
        raise BadInput("err_wrong_game", found=clip(record.game), wanted=game.meta.id)
    try:
        return replayed(game, record)
    except BadInput as exc:
        if exc.key == "err_record_event":
            raise BadInput("err_record_event", number=exc.params["number"],
                           reason=shortened(str(exc.params["reason"]))) from None
        raise BadInput("err_file_refused", path=shown(path),
                       reason=shortened(exc.message())) from None
