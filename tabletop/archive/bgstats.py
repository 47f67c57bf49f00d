"""Finished games as plays for BG Stats, the logging app many groups keep (issue #25).

BG Stats takes a play pushed to it as one JSON object in a link,
``https://app.bgstatsapp.com/createPlay.html?data=<the JSON, URL-encoded>`` (the app opens
it; ``bgstats://app.bgstatsapp.com/createPlay.html`` is the same link for the app alone). Its
fields, as other apps that push plays write them: ``sourceName`` (the sending app),
``sourcePlayId`` (the play's id in that app: the same id again updates the play instead of
adding one), ``playDate`` (``YYYY-MM-DD HH:MM:SS``), ``durationMin``, ``game`` (``name``,
``sourceGameId``, ``bggId``, ``highestWins``, ``noPoints``, ``cooperative``) and ``players``
(``name``, ``sourcePlayerId``, ``score``, ``winner``, ``startPlayer``).

The play's id is the game's ``uid``, the same on every machine it was exported to; a person's
is their name as statistics count it, so BG Stats matches them once and then knows them.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any
from urllib.parse import quote

from tabletop.archive import tallying
from tabletop.events import Record
from tabletop.plugin import Decision, Game
from tabletop.session.session import Session
from tabletop.text.names import person, person_key

SOURCE_NAME = "tabletop"
PUSH = "https://app.bgstatsapp.com/createPlay.html?data="
LONGEST_MINUTES = 12 * 60
"""A game whose first and last entries lie further apart was left and resumed: its time from
start to end is no playing time, and the play goes without one."""


def start_seat(game: Game[Any], record: Record) -> int | None:
    """The seat that made the first open decision (a secret choice several seats owe at
    once tells no start player); None for a tally, which has no log."""
    if record.mode == tallying.MODE:
        return None
    session = Session.from_record(game, record)
    for state in session.states:
        waiting = game.awaiting(state)
        if isinstance(waiting, Decision) and not waiting.secret:
            return waiting.player
    return None


def play_date(stamp: str) -> str | None:
    """A stored time in the local time of this machine, as BG Stats writes dates."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M:%S")
    except (ValueError, OverflowError, OSError):
        return None


def minutes(record: Record, updated: str) -> int | None:
    """From the first entry to the last; None for a tally (played without the app), an
    import (its last change is not kept) or a game left and resumed."""
    if record.mode == tallying.MODE:
        return None
    try:
        seconds = (datetime.fromisoformat(updated)
                   - datetime.fromisoformat(record.created)).total_seconds()
    except (ValueError, OverflowError, TypeError):
        return None
    if not 0 < seconds <= LONGEST_MINUTES * 60:
        return None
    return max(1, round(seconds / 60))


def play(game: Game[Any], record: Record, status: str, result: dict[str, Any], updated: str,
         *, title: str, start: int | None) -> dict[str, Any]:
    """The play BG Stats is sent for a finished game."""
    winners = set(result.get("winners") or [])
    totals = {seat: entry.get("total")
              for seat, entry in enumerate(result.get("players") or [])}
    solo = len(record.players) == 1
    players = []
    for seat, name in enumerate(record.players):
        entry: dict[str, Any] = {"name": person(name),
                                 "sourcePlayerId": person_key(person(name)),
                                 "winner": status == "won" if solo else name in winners,
                                 "startPlayer": seat == start}
        total = totals.get(seat)
        if isinstance(total, int) and not isinstance(total, bool):
            entry["score"] = total
        players.append(entry)
    found: dict[str, Any] = {"sourceName": SOURCE_NAME, "sourcePlayId": record.uid}
    date = play_date(record.created)
    if date is not None:
        found["playDate"] = date
    duration = minutes(record, updated)
    if duration is not None:
        found["durationMin"] = duration
    described: dict[str, Any] = {"name": title, "sourceGameId": record.game,
                                 "highestWins": True, "noPoints": False, "cooperative": False}
    if game.meta.bgg_id is not None:
        described["bggId"] = game.meta.bgg_id
    found["game"] = described
    found["players"] = players
    return found


def push_link(found: dict[str, Any]) -> str:
    """The link that hands a play to BG Stats."""
    return PUSH + quote(json.dumps(found, ensure_ascii=False, separators=(",", ":")), safe="")
