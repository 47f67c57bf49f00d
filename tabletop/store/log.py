"""A game's log: its row, its seats and one committed row per accepted event, its revision,
and the secret choices made ahead of their turn (``store.log``).

Every event is committed before the next prompt, so a killed process loses nothing. Every
write of a game's log or of its choices made ahead names the revision of the game it read and
bumps it (``_owned``): one made after another window wrote the game is refused (issue #37).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from tabletop.events import BadInput, Event, EventModel, Record, now_stamp
from tabletop.store import claims, columns
from tabletop.store.columns import MAX_INTEGER
from tabletop.store.faults import GameMovedOn, StoreFault
from tabletop.store.matches import Match
from tabletop.store.repository import Repository, locked
from tabletop.text.names import person_key

Finished = tuple[str, dict[str, Any]]
"""A game's final status and result."""


def _event(seq: int, actor: Any, kind: Any, data: Any) -> EventModel:
    return EventModel(actor=columns.parsed(actor, f"events.actor[{seq}]"),
                      kind=columns.text(kind, f"events.kind[{seq}]"),
                      data=columns.mapping(data, f"events.data[{seq}]"))


class GameLog(Repository):
    def create(self, record: Record, *, match_id: int | None = None) -> int:
        with self.store.transaction():
            return self.write(record, match_id=match_id)

    def begin(self, record: Record, opening: list[Event], *, match_id: int | None = None,
              new_match: Match | None = None, claim: bool = False,
              finished: Finished | None = None,
              lang: str | None = None) -> tuple[int, int | None, int]:
        """Start a game: its row, its seats, the events dealt before anyone decides (the
        ``opening``), the claim of this window (``claim``) and a new match it opens, all in
        one transaction, so a start the store refuses leaves nothing behind (issue #28: an
        empty "playing" game, or a match with no game). The game's id, its match's, and its
        revision (every later write names it: see ``_owned``). ``lang``: the language it was
        started in, which it resumes in."""
        token = claims.new_token() if claim else None
        try:
            with self.store.transaction():
                if new_match is not None:
                    match_id = self.store.matches.write(new_match)
                game_id = self.write(record, match_id=match_id, lang=lang)
                for seq, event in enumerate(opening):
                    self._insert(game_id, seq, event)
                if finished is not None:
                    self.store.results.end(game_id, *finished)
                # The log is where events go (a store without one refuses the start).
                self.conn.execute("SELECT count(*) FROM events WHERE game_id = ?", (game_id,))
                if token is not None:
                    self.store.claims.take(game_id, token)
                revision = self.stored_revision(game_id)
        except BaseException as exc:
            if token is not None:
                claims.let_go(token)
            if isinstance(exc, StoreFault) and exc.key == "err_store_full":
                # Nothing of it was kept: there is nothing to resume.
                raise StoreFault("err_store_full_start", **exc.params) from None
            raise
        if token is not None:
            self.store.claims.mine[game_id] = token
        return game_id, match_id, revision

    def write(self, record: Record, *, match_id: int | None = None,
              updated: str | None = None, batch: int | None = None,
              lang: str | None = None) -> int:
        """A game's row, its seats and its events, in the caller's transaction."""
        cur = self.conn.execute(
            "INSERT INTO games (game, options, players, seed, dealer, mode, bots, strategies,"
            " uid, challenge, match_id, created, updated, import_batch, lang)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (record.game, json.dumps(record.options),
             json.dumps(record.players), record.seed, record.dealer, record.mode,
             json.dumps(record.bots), json.dumps(record.strategies), record.uid,
             record.challenge, match_id, record.created, updated or now_stamp(), batch, lang))
        game_id = cur.lastrowid
        assert game_id is not None
        for seat, name in enumerate(record.players):
            self.conn.execute(
                "INSERT OR IGNORE INTO players (name, key, created) VALUES (?, ?, ?)",
                (name, person_key(name), now_stamp()))
            self.conn.execute(
                "INSERT INTO seats (game_id, seat, player_id, bot)"
                " VALUES (?, ?, (SELECT id FROM players WHERE key = ?), ?)",
                (game_id, seat, person_key(name), seat in record.bots))
        for seq, event in enumerate(record.event_list()):
            self._insert(game_id, seq, event)
        return game_id

    def _insert(self, game_id: int, seq: int, event: Event) -> None:
        self.conn.execute(
            "INSERT INTO events (game_id, seq, actor, kind, data) VALUES (?, ?, ?, ?, ?)",
            (game_id, seq, json.dumps(event.actor), event.kind, json.dumps(event.data)))

    def append(self, game_id: int, seq: int, event: Event,
               finished: Finished | None = None, *, revision: int) -> int:
        """Commit one accepted event as entry ``seq`` (durable once this returns); ``finished``
        gives the final status and result when this event ended the game, in the same
        transaction. Written only at the ``revision`` the writer read (``_owned``); the
        game's revision after it."""
        with self.store.transaction():
            revision = self._owned(game_id, revision)
            try:
                self._insert(game_id, seq, event)
            except sqlite3.IntegrityError:
                raise GameMovedOn("err_game_moved_on", id=game_id) from None
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now_stamp(), game_id))
            if finished is not None:
                self.store.results.end(game_id, *finished)
            return revision

    def truncate(self, game_id: int, keep: int, *, revision: int, then: Sequence[Event] = (),
                 finished: Finished | None = None) -> int:
        """Drop every event from position ``keep`` on (undo), and put ``then`` in their place
        (a correction: the entry corrected and the later ones that still apply), ending the
        game with ``finished`` if they end it; one transaction, written only at the
        ``revision`` the writer read (``_owned``: entries another window added are never
        dropped). The game's revision after it."""
        with self.store.transaction():
            revision = self._owned(game_id, revision)
            self.store.results.reopen(game_id)
            self.conn.execute("DELETE FROM events WHERE game_id = ? AND seq >= ?", (game_id, keep))
            self.store.caches.forget_review(game_id)
            self.conn.execute("UPDATE games SET updated = ?, status = 'playing', result = NULL"
                              " WHERE id = ?", (now_stamp(), game_id))
            for seq, event in enumerate(then, keep):
                self._insert(game_id, seq, event)
            if finished is not None:
                self.store.results.end(game_id, *finished)
            return revision

    def finish(self, game_id: int, status: str, result: dict[str, Any], *,
               revision: int) -> int:
        """Write a game's end, at the ``revision`` the writer read; the revision after it."""
        with self.store.transaction():
            revision = self._owned(game_id, revision)
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now_stamp(), game_id))
            self.store.results.end(game_id, status, result)
            return revision

    @locked
    def pending(self, game_id: int) -> dict[int, Event]:
        """The secret choices made ahead of their turn on a seat's own device, waiting."""
        rows = self.conn.execute(
            "SELECT seat, actor, kind, data FROM choices_ahead WHERE game_id = ?",
            (game_id,)).fetchall()
        try:
            return {int(seat): Event(json.loads(actor), str(kind), json.loads(data))
                    for seat, actor, kind, data in rows}
        except (ValueError, TypeError) as exc:
            raise self.store.damaged(exc, game_id) from None

    def keep_pending(self, game_id: int, waiting: dict[int, Event], *, revision: int) -> int:
        """Make the waiting choices of a game exactly ``waiting`` (a restart keeps them), at
        the ``revision`` the writer read, like every write of the game; the revision after."""
        with self.store.transaction():
            revision = self._owned(game_id, revision)
            self.conn.execute("DELETE FROM choices_ahead WHERE game_id = ?", (game_id,))
            for seat, event in waiting.items():
                self.conn.execute(
                    "INSERT INTO choices_ahead (game_id, seat, actor, kind, data)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, json.dumps(event.actor), event.kind, json.dumps(event.data)))
            return revision

    @locked
    def revision(self, game_id: int) -> int:
        """The game's revision in the store now: another window may have written it since
        this one read it."""
        return self.stored_revision(game_id)

    def stored_revision(self, game_id: int) -> int:
        """``revision`` inside the caller's transaction (or lock)."""
        row = self.conn.execute("SELECT revision FROM games WHERE id = ?",
                                (game_id if 0 < game_id <= MAX_INTEGER else 0,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_game", id=game_id)
        try:
            return columns.integer(row[0], "games.revision")
        except columns.Shape as exc:
            raise self.store.damaged(exc, game_id) from None

    def load(self, game_id: int) -> Record:
        return self.load_at(game_id)[0]

    def load_at(self, game_id: int) -> tuple[Record, int]:
        """A game's record and the revision it was read at, read together (one read
        transaction: another program's write lands before it or after it, never between)."""
        with self.store.reading():
            return self._load(game_id), self.stored_revision(game_id)

    def _load(self, game_id: int) -> Record:
        if not 0 < game_id <= MAX_INTEGER:
            raise BadInput("err_no_such_game", id=game_id)
        row = self.conn.execute(
            "SELECT game, options, players, seed, mode, bots, strategies, uid,"
            " created, challenge, result, dealer FROM games"
            " WHERE id = ? AND import_batch IS NULL",
            (game_id,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_game", id=game_id)
        events = self.conn.execute(
            "SELECT seq, actor, kind, data FROM events WHERE game_id = ? ORDER BY seq",
            (game_id,)).fetchall()
        try:
            # A tallied game keeps the answers it was scored from with its result.
            result = json.loads(row[10]) if row[4] == "tally" and row[10] else None
            tally = result.get("tally") if isinstance(result, dict) else None
            return Record(game=row[0], options=columns.mapping(row[1], "games.options"),
                          players=columns.names(row[2], "games.players"), seed=row[3],
                          dealer=row[11], mode=row[4], bots=columns.seats(row[5], "games.bots"),
                          strategies=columns.mapping(row[6], "games.strategies"), uid=row[7],
                          created=row[8], challenge=row[9], tally=tally,
                          events=[_event(*columns) for columns in events])
        except (ValueError, TypeError, RecursionError) as exc:
            raise self.store.damaged(exc, game_id) from None

    def _owned(self, game_id: int, revision: int) -> int:
        """Inside a write of a game's log or choices made ahead: no other window holds the
        game (took it over from this one, or has it open while this one never claimed it),
        and its revision is still the ``revision`` the writer read, never mind how many
        events the log holds (an undo and another move leave that as it was). The game's
        revision after this write, bumped here: one compare-and-set for every writer."""
        mine = self.store.claims.mine.get(game_id)
        holder = self.store.claims.holder(game_id)
        if holder is not None and holder.token != mine:
            if mine is not None:
                raise GameMovedOn("err_game_taken_over", id=game_id)
            if holder.live():
                raise GameMovedOn("err_game_open_elsewhere", id=game_id, pid=holder.pid,
                                  host=holder.host, since=holder.since())
        moved = self.conn.execute(
            "UPDATE games SET revision = revision + 1 WHERE id = ? AND revision = ?",
            (game_id, revision)).rowcount
        if moved != 1:
            raise GameMovedOn("err_game_moved_on", id=game_id)
        return revision + 1
