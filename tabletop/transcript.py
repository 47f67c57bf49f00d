"""Reading a game from a file: a transcript (one event per line) or an exported JSON record."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop.dealers import TableDealer
from tabletop.driver import Driver
from tabletop.events import BadInput, Record, RecordSet, TabletopError
from tabletop.plugin import Game
from tabletop.session import Session, make_options, parse_option_pairs


def read_text(path: Path) -> str:
    if not path.is_file():
        raise FileNotFoundError(path)
    try:
        return path.read_text(encoding="utf-8-sig")  # a byte-order mark is no content
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput("err_file_damaged", path=str(path), reason=str(exc)) from None


def load_record(text: str, path: Path) -> Record:
    """One exported record (an ``export --all`` file of one game will do)."""
    try:
        raw = json.loads(text)
        if isinstance(raw, dict) and raw.get("format") == "tabletop-records":
            records = RecordSet.model_validate(raw).records
            if len(records) != 1:
                raise BadInput("err_several_records", path=str(path), count=len(records))
            return records[0]
        return Record.model_validate(raw)
    except ValidationError as exc:
        raise BadInput("err_file_damaged", path=str(path), reason=first_problem(exc)) from None
    except ValueError as exc:
        raise BadInput("err_file_damaged", path=str(path), reason=str(exc)) from None


def first_problem(exc: ValidationError) -> str:
    """The first thing wrong with a file's content, where it is and what: one line."""
    first = exc.errors()[0]
    return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"


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
                options.update(parse_option_pairs(shlex.split(line)[1:]))
                make_options(game, options)
                session = None
                continue
            if session is None:
                session = Session.start(game, make_options(game, options), players,
                                        mode="replay", seed=None, store=None)
            Driver(session, TABLE).submit(game.parse(session.state, line))
        except TabletopError as exc:
            raise BadInput("err_line", number=number, reason=exc.message()) from None
    if session is None:
        session = Session.start(game, make_options(game, options), players, mode="replay",
                                seed=None, store=None)
    return session


def replay_file(game: Game[Any], path: Path, players: list[str]) -> Session:
    text = read_text(path)
    if text.lstrip().startswith("{"):
        record = load_record(text, path)
        if record.game != game.meta.id:
            raise BadInput("err_wrong_game", found=record.game, wanted=game.meta.id)
        return Session.from_record(game, record)
    return replay_transcript(game, text, players)
