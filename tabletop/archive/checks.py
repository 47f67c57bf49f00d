"""What a record read from a file must be before it is stored or replayed (issue #13).

Its JSON within bounds (depth, integers SQLite can hold, text of a sensible length and made of
characters), a date every screen can show, names a person may have, a game that replays by its
rules, and, when it says a seed dealt it, exactly the chance outcomes that seed deals: a game
played on one seed and relabelled with another would otherwise top the other's leaderboard.
"""

from __future__ import annotations

import json
import math
import re
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from tabletop import registry
from tabletop.archive import tallying
from tabletop.events import BadInput, Record, TabletopError, challenge_key
from tabletop.plugin import Chance, Game, HasBots
from tabletop.records import schema
from tabletop.records.json_stream import BadShape
from tabletop.session.dealers import RandomDealer
from tabletop.session.session import Session, result_json
from tabletop.store.imports import Checked
from tabletop.text import i18n
from tabletop.text.names import clean_name, record_names
from tabletop.text.why import field_name, validation_what

MAX_DEPTH = 32
"""Nesting a record may have: a real one needs about 8."""

MAX_TEXT = 4096
"""Characters one text in a record may have (names have their own, shorter limit)."""

MAX_RECORD = 4 * 1024 * 1024
"""Characters one record may take in a file: a few hundred times a long game."""

INT_LOW, INT_HIGH = -(2**63), 2**63 - 1  # what SQLite's INTEGER holds
YEARS = (1970, 9998)  # a date every screen can turn into local time and back
UID = re.compile(r"[0-9A-Za-z-]{1,64}")
SURROGATE = re.compile("[\ud800-\udfff]")


class Refused(BadInput):
    """A record that may not be kept, for a reason other than its rules (they say
    ``err_record_event``)."""


class UnknownGame(BadInput):
    def __init__(self, game: str) -> None:
        super().__init__("err_unknown_game_kind", game=game)
        self.game = game


def clip(text: str, most: int = 60) -> str:
    """Text from a file as a message may echo it: printable, and cut after ``most``."""
    cut = text if len(text) <= most else text[:most] + "…"
    return "".join(c if c.isprintable() else c.encode("unicode_escape", "backslashreplace")
                   .decode("ascii") for c in cut)


def shortened(text: str, most: int = 300) -> str:
    """A message that may quote a file at length (a rule's reason naming the value it got):
    printable, and cut in the middle, so its start and its explanation at the end remain."""
    if len(text) > most:
        text = text[:most // 2] + " … " + text[-(most // 2):]
    return clip(text, most + 3)


def check_json(value: Any) -> None:
    """JSON values a record may hold: raise ``Refused`` naming the first one out of bounds."""
    if not _fine(value):
        _locate(value)


def _fine(value: Any) -> bool:
    """Whether every value is within bounds: one quick pass over containers, their scalars
    checked in place (most records hold a few thousand values)."""
    if not isinstance(value, dict | list):
        return _fine_scalar(value)
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth >= MAX_DEPTH:
            return False
        if type(item) is dict:
            for key in item:
                if len(key) > MAX_TEXT or (not key.isascii() and SURROGATE.search(key)):
                    return False
            inners = item.values()
        else:
            inners = item
        for inner in inners:
            kind = type(inner)
            if kind is str:
                if len(inner) > MAX_TEXT or (not inner.isascii() and SURROGATE.search(inner)):
                    return False
            elif kind is dict or kind is list:
                stack.append((inner, depth + 1))
            elif not _fine_scalar(inner):
                return False
    return True


def _fine_scalar(item: Any) -> bool:
    if isinstance(item, str):
        return len(item) <= MAX_TEXT and not SURROGATE.search(item)
    if isinstance(item, bool) or item is None:
        return True
    if isinstance(item, int):
        return INT_LOW <= item <= INT_HIGH
    return not isinstance(item, float) or math.isfinite(item)


def _locate(value: Any) -> None:
    """Find the value out of bounds again, this time keeping track of where it is (the
    walk above doesn't, to stay quick on the many records that are fine)."""
    stack: list[tuple[Any, int, str]] = [(value, 0, "")]
    while stack:
        item, depth, where = stack.pop()
        at = clip(where or ".")
        if isinstance(item, str):
            if len(item) > MAX_TEXT:
                raise Refused("err_json_text_long", where=at, most=MAX_TEXT)
            if SURROGATE.search(item):
                raise Refused("err_json_surrogate", where=at)
        elif isinstance(item, bool) or item is None:
            continue
        elif (isinstance(item, int) and not INT_LOW <= item <= INT_HIGH) or \
                (isinstance(item, float) and not math.isfinite(item)):
            raise Refused("err_json_number", where=at)
        elif isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                raise Refused("err_json_deep", where=at, most=MAX_DEPTH)
            items = item.items() if isinstance(item, dict) else enumerate(item)
            for key, inner in items:
                inner_at = f"{where}.{key}" if where else str(key)
                stack.append((inner, depth + 1, inner_at))
                if isinstance(key, str):
                    stack.append((key, depth + 1, inner_at))
    raise AssertionError("check_json found a value _locate does not")


def parse_record(raw: Any, where: str = "") -> Record:
    """The record a file holds, with its names as they are kept; ``where`` says which part of
    the file it is (``records.3``) in the message about a part of the wrong shape."""
    check_json(raw)
    raw = schema.readable(raw)
    try:
        record = Record.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = field_name(first["loc"], where)
        raise BadShape(clip(loc), validation_what(first)) from None
    check_date(record.created)
    if not UID.fullmatch(record.uid):
        raise Refused("err_record_uid", uid=clip(record.uid))
    return record


def check_date(stamp: str) -> None:
    """An ISO 8601 date and time between 1970 and 9998 (with or without its offset), so
    turning it into UTC or local time can't overflow on any screen."""
    try:
        moment = datetime.fromisoformat(stamp)
        utc = moment.astimezone(UTC)
        moment.astimezone()
    except (ValueError, OverflowError, OSError):
        raise Refused("err_record_date", date=clip(stamp)) from None
    if not YEARS[0] <= utc.year <= YEARS[1]:
        raise Refused("err_record_date", date=clip(stamp))


def clean_names(record: Record) -> Record:
    """The record with each seat's name as the names module keeps it, or ``Refused``."""
    for seat, name in enumerate(record.players, 1):
        try:
            clean_name(name)
        except BadInput as exc:
            raise Refused("err_record_name", seat=seat, reason=exc.message()) from None
    try:  # each name passed alone: now the seats together, as --player and --bot are checked
        names = record_names(record.players, set(record.bots))
    except BadInput as exc:
        raise Refused("err_record_seats", reason=exc.message()) from None
    return record if names == record.players else record.model_copy(update={"players": names})


def check_seats(game: Game[Any], record: Record) -> None:
    """The bots sit in real seats and play strategies the game has."""
    known = game.strategies() if isinstance(game, HasBots) else {}
    for seat in record.bots:
        if not 0 <= seat < len(record.players):
            raise BadInput("err_import_bot_seat", seat=seat)
    for seat, name in record.strategies.items():
        if seat not in record.bots or name not in known:
            raise BadInput("err_unknown_strategy", game=game.meta.titles[i18n.language()],
                           strategy=clip(name), known=", ".join(known) or "–")


def check_challenge(record: Record) -> None:
    """A game joins a challenge only if it was dealt by that challenge's seed and rules."""
    if record.challenge is not None and (
            record.seed is None or record.challenge != challenge_key(record.seed, record.options,
                                                                 record.dealer)):
        raise BadInput("err_import_challenge", challenge=clip(record.challenge))


def check_deal(session: Session) -> None:
    """A record that names a seed holds, chance event by chance event, exactly the outcomes
    that seed deals. A record of a game the app dealt has the dealer's own events; one that
    groups them otherwise (a room of four cards in one entry, as a transcript writes it,
    where the dealer turns them one by one) is played again beside the dealer."""
    seed = session.record.seed
    if seed is None:
        return
    game, dealer, chances = session.game, RandomDealer(seed, session.record.dealer), 0
    for index, event in enumerate(session.events):
        if event.is_chance:
            awaiting = game.awaiting(session.states[index])
            dealt = dealer.deal(awaiting, chances) if isinstance(awaiting, Chance) else None
            chances += 1
            if dealt is None or dealt.kind != event.kind or _plain(dealt.data) != event.data:
                _dealt_alongside(session, seed)
                return


def _plain(data: dict[str, Any]) -> Any:
    return json.loads(json.dumps(data))


def _dealt_alongside(session: Session, seed: int) -> None:
    """Play the record's decisions again with the dealer's own chance events and compare the
    outcomes in order; ``Refused`` names the first entry that differs."""
    game, dealer = session.game, RandomDealer(seed, session.record.dealer)
    state, chances = session.states[0], 0
    for number, event in enumerate(session.events, 1):
        try:
            if not event.is_chance:
                state = game.turn(state, event)
                continue
            left = event.data.get("values") if set(event.data) == {"values"} else None
            if not isinstance(left, list) or not left:
                raise Refused("err_record_deal", number=number, seed=seed)
            while left:
                awaiting = game.awaiting(state)
                if not isinstance(awaiting, Chance) or awaiting.kind != event.kind:
                    raise Refused("err_record_deal", number=number, seed=seed)
                dealt = dealer.deal(awaiting, chances)
                chances += 1
                values = _plain(dealt.data)["values"]
                if left[:len(values)] != values:
                    raise Refused("err_record_deal", number=number, seed=seed)
                left = left[len(values):]
                state = game.turn(state, dealt)
        except TabletopError:
            raise Refused("err_record_deal", number=number, seed=seed) from None


def replayed(game: Game[Any], record: Record) -> Session:
    """The record folded by its game's rules, its seats, challenge and deal checked."""
    check_seats(game, record)
    check_challenge(record)
    session = Session.from_record(game, record)
    check_deal(session)
    return session


def checked(record: Record) -> Checked:
    """A parsed record made ready for the store: names cleaned, replayed, with its status and
    result. Raises ``UnknownGame``, ``Refused``, or another ``BadInput`` (it doesn't replay)."""
    try:
        game = registry.get(record.game)
    except BadInput:
        raise UnknownGame(clip(record.game)) from None
    record = clean_names(record)
    if record.mode == tallying.MODE:  # a game played without the app: scored from its answers
        check_seats(game, record)
        check_challenge(record)
        status, result = tallying.kept(game, record)
        return record, status, result
    session = replayed(game, record)
    if not session.over:
        return record, "playing", None
    sheet = game.score(session.state)
    return record, sheet.status, result_json(sheet)
