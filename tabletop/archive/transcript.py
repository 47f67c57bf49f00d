"""Reading a game from a file: a transcript (one event per line) or an exported JSON record."""

from __future__ import annotations

import json
import math
import shlex
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tabletop.archive.checks import (
    MAX_RECORD,
    Refused,
    clean_names,
    clip,
    parse_record,
    replayed,
    shortened,
)
from tabletop.events import BadInput, Record, TabletopError
from tabletop.plugin import Game
from tabletop.records.files import read_text, shown
from tabletop.records.json_stream import JsonReader, records
from tabletop.session.dealers import TableDealer
from tabletop.session.driver import Driver
from tabletop.session.session import Session, parse_option_pairs, written_options
from tabletop.text.i18n import speaking, t
from tabletop.text.names import default_name, distinct_names
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

PLAYERS = "players"
"""The directive naming the seats in order (``players Ana Ben "Cy Lee"``), written by the app
at the head of a transcript so that it replays without ``--player`` (issue: a game of three
read as one of two, and failed on a line that gave no clue why)."""


class LineRefused(BadInput):
    """A transcript line that does not apply: its number kept, to compare how far a reading with
    another number of seats gets."""

    def __init__(self, number: int, reason: str) -> None:
        super().__init__("err_line", number=number, reason=reason)
        self.number = number


def replay_transcript(game: Game[Any], text: str, players: list[str], *,
                      given: bool = True, options: Mapping[str, Any] | None = None) -> Session:
    """Fold a transcript; a malformed or illegal line raises ``err_line`` naming it. The
    transcript speaks for every seat and reveals every card or die, as at the table.

    ``players`` are the seats when ``given`` (named on the command line) or when the file has no
    ``players`` line; otherwise the file's line names them. When a line fails and the seats were
    not the file's, the error says which other number of seats would read past it. ``options``
    are the rule set before any ``options`` line."""
    named = None if given else named_players(game, text)
    try:
        return _fold(game, text, named or players, options)
    except LineRefused as exc:
        if named is not None:
            raise
        count = _seats_that_read_on(game, text, len(players), exc.number, options)
        if count is None:
            raise
        raise BadInput("err_line_seats", number=exc.number, reason=exc.params["reason"],
                       count=count) from None


def _fold(game: Game[Any], text: str, players: list[str],
          preset: Mapping[str, Any] | None = None) -> Session:
    options: dict[str, Any] = dict(preset or {})
    session: Session | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            first = line.split()[0].lower()
            if first == PLAYERS:
                if session is not None and session.events:
                    raise BadInput("err_players_late")
                continue  # read before the fold (``named_players``)
            if first == "options":
                if session is not None and session.events:
                    raise BadInput("err_options_late")
                options.update(parse_option_pairs(_directive(raw)[1:]))
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
            raise LineRefused(number, echoed(exc)) from None
    if session is None:
        session = Session.start(game, written_options(game, options), players, mode="replay",
                                seed=None, store=None)
    return session


def named_players(game: Game[Any], text: str) -> list[str] | None:
    """The seats the transcript's ``players`` line names (the last one, as for options), checked
    as names typed at ``--player`` are; ``None`` without such a line."""
    found: tuple[int, list[str]] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if words and words[0].lower() == PLAYERS:
            try:
                found = (number, _directive(raw)[1:])
            except BadInput as exc:
                raise LineRefused(number, echoed(exc)) from None
    if found is None:
        return None
    number, names = found
    try:
        names = distinct_names(names)
        if (refused := game.meta.seats_refusal(len(names))) is not None:
            raise refused
    except BadInput as exc:
        raise LineRefused(number, echoed(exc)) from None
    return names


def _seats_that_read_on(game: Game[Any], text: str, tried: int, failed: int,
                        options: Mapping[str, Any] | None) -> int | None:
    """Another number of seats with which the transcript reads past line ``failed`` (the one
    that reads furthest), or ``None``: then the seats are not what is wrong."""
    best: tuple[float, int] | None = None
    for count in range(max(game.meta.min_players, 1), game.meta.max_players + 1):
        if count == tried:
            continue
        try:
            _fold(game, text, [default_name(seat) for seat in range(count)], options)
            reached = math.inf
        except LineRefused as exc:
            reached = exc.number
        except TabletopError:
            continue
        if reached > failed and (best is None or reached > best[0]):
            best = (reached, count)
    return None if best is None else best[1]


def _directive(raw: str) -> list[str]:
    """An ``options`` or ``players`` line's words: quotes keep spaces, and a ``#`` inside them,
    in a value or a name; a ``#`` outside them starts a comment."""
    try:
        return shlex.split(raw, comments=True)
    except ValueError:  # an open quotation mark, or a backslash at the end
        raise BadInput("err_transcript_quote") from None


def echoed(exc: TabletopError) -> str:
    """The error's message with any text from the file in it cut short and made printable:
    a line of a hundred thousand characters is not repeated whole."""
    params = {key: clip(value) if isinstance(value, str) else said(value)
              for key, value in exc.params.items()}
    return t(exc.key, **params)


def replay_file(game: Game[Any], path: Path, players: list[str] | Callable[[], list[str]], *,
                given: bool = True) -> Session:
    """A transcript, an exported record or a game as ``show --json`` prints it (``-``: standard
    input), folded; a record gets the checks an import makes (``record_checks``). ``players``
    and ``given`` as for ``replay_transcript``: a record and a shown game name their own.
    ``players`` may be a function, called only for a transcript once the file was read: the
    default seats may read the store, which a file refused must not make."""
    text = read_text(path)
    if not text.lstrip().startswith("{"):
        seats = players() if callable(players) else players
        return replay_transcript(game, text, seats, given=given)
    shown_game = shown_transcript(text, path)
    if shown_game is not None:
        found, seats, options, log = shown_game
        if found != game.meta.id:
            raise BadInput("err_wrong_game", found=clip(found), wanted=game.meta.id)
        # the log alone is folded, so a line's number is its entry's in ``show``
        return replay_transcript(game, log, seats, options=options)
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


def shown_transcript(text: str,
                     path: Path) -> tuple[str, list[str], dict[str, Any], str] | None:
    """A game as ``show --json`` prints it (its players, options and log in the notation): its
    game, seats, options and log as transcript lines; ``None`` for any other JSON (a record is
    read as one)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not whole JSON, or too deep for it: the record
        return None                       # reader says where it breaks
    if not isinstance(data, dict) or "log" not in data or "events" in data:
        return None
    game, players, options, log = (data.get(key) for key in ("game", "players", "options", "log"))
    if not (isinstance(game, str) and isinstance(options, dict) and isinstance(log, list)
            and isinstance(players, list) and all(isinstance(p, str) for p in players)
            and all(isinstance(line, str) and "\n" not in line for line in log)):
        raise BadInput("err_file_damaged", path=shown(path), reason=t("err_shown_fields"))
    if data.get("tally") is not None:
        raise BadInput("err_shown_tally", path=shown(path))
    return game, distinct_names(players), options, "\n".join(log)
