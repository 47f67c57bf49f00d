"""What games came to (``store.results``): their ends, the rows of the history, the people in
them and their ratings (kept by tabletop/store/skills.py in the transaction that ends a game)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tabletop.events import BadInput, Record
from tabletop.store import columns, skills
from tabletop.store.columns import MAX_INTEGER
from tabletop.store.repository import Repository, locked
from tabletop.text.names import person_key


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    game: str
    players: list[str]
    options: dict[str, Any]
    mode: str
    status: str
    result: dict[str, Any] | None
    created: str
    updated: str
    events: int
    seed: int | None = None
    bots: tuple[int, ...] = ()
    challenge: str | None = None
    match_id: int | None = None
    lang: str | None = None


class Results(Repository):
    def save_finished(self, record: Record, status: str, result: dict[str, Any], *,
                      lang: str | None = None) -> int:
        """Keep a game that ended without being played here (a tally): its row and its
        result in one transaction; ``lang``, the language its answers were typed in."""
        with self.store.transaction():
            game_id = self.store.log.write(record, lang=lang)
            self.end(game_id, status, result)
            return game_id

    def end(self, game_id: int, status: str, result: dict[str, Any]) -> None:
        """Write a game's end and rate it, in the caller's transaction (its ``updated`` is
        written first: the ratings follow the order of games' last changes)."""
        self.conn.execute("UPDATE games SET status = ?, result = ? WHERE id = ?",
                          (status, json.dumps(result), game_id))
        skills.rate_game(self.conn, game_id)

    def reopen(self, game_id: int) -> None:
        """Take back a game's rating (an undo reopened it), in the caller's transaction."""
        skills.unrate_game(self.conn, game_id)

    @locked
    def games(self, *, unfinished: bool = False, game: str | None = None,
              player: str | None = None, limit: int | None = None,
              finished: bool = False, challenge: str | None = None,
              match_id: int | None = None, oldest_first: bool = False,
              game_id: int | None = None, mode: str | None = None) -> list[GameRow]:
        query = ("SELECT g.id, g.game, g.players, g.options, g.mode, g.status, g.result,"
                 " g.created, g.updated, (SELECT count(*) FROM events e WHERE e.game_id = g.id),"
                 " g.seed, g.bots, g.challenge, g.match_id, g.lang FROM games g"
                 " WHERE g.import_batch IS NULL")
        params: list[Any] = []
        if unfinished:
            query += " AND g.status = 'playing'"
        if finished:
            query += " AND g.status != 'playing'"
        if game:
            query += " AND g.game = ?"
            params.append(game)
        if player:
            query += (" AND g.id IN (SELECT s.game_id FROM seats s JOIN players p"
                      " ON p.id = s.player_id WHERE p.key = ?)")
            params.append(person_key(player))
        if mode:
            query += " AND g.mode = ?"
            params.append(mode)
        if challenge:
            query += " AND g.challenge = ?"
            params.append(challenge)
        if match_id is not None:
            query += " AND g.match_id = ?"
            params.append(match_id if 0 < match_id <= MAX_INTEGER else 0)
        if game_id is not None:
            query += " AND g.id = ?"
            params.append(game_id if 0 < game_id <= MAX_INTEGER else 0)
        order = "ASC" if oldest_first else "DESC"
        query += f" ORDER BY g.updated {order}, g.id {order}"
        if limit:
            query += " LIMIT ?"
            params.append(min(limit, MAX_INTEGER))
        return [self._game_row(r) for r in self.conn.execute(query, params).fetchall()]

    def _game_row(self, r: Any) -> GameRow:
        try:
            return GameRow(
                id=r[0], game=columns.text(r[1], "games.game"),
                players=columns.names(r[2], "games.players"),
                options=columns.mapping(r[3], "games.options"),
                mode=columns.text(r[4], "games.mode"),
                status=columns.text(r[5], "games.status"),
                result=columns.result(r[6]), created=columns.text(r[7], "games.created"),
                updated=columns.text(r[8], "games.updated"), events=r[9],
                seed=columns.optional_integer(r[10], "games.seed"),
                bots=tuple(columns.seats(r[11], "games.bots")),
                challenge=columns.optional_text(r[12], "games.challenge"),
                match_id=columns.optional_integer(r[13], "games.match_id"),
                lang=columns.optional_text(r[14], "games.lang"))
        except columns.Shape as exc:
            raise self.store.damaged(exc, r[0]) from None

    @locked
    def row(self, game_id: int) -> GameRow:
        rows = self.games(game_id=game_id)
        if not rows:
            raise BadInput("err_no_such_game", id=game_id)
        return rows[0]

    @locked
    def game_ids(self) -> list[int]:
        return [r[0] for r in self.conn.execute(
            "SELECT id FROM games WHERE import_batch IS NULL ORDER BY id")]

    @locked
    def player_name(self, name: str) -> str | None:
        """The name as first written, for a name typed in any case; None if nobody has it."""
        row = self.conn.execute("SELECT name FROM players WHERE key = ?",
                                (person_key(name),)).fetchone()
        return row[0] if row else None

    def ratings(self, *, game: str | None = None,
                player: str | None = None) -> list[skills.Rating]:
        """The current ratings (issue #25); a kind not rated yet since the store had no
        ratings, or since its order changed, is rated from its first game first, once."""
        self.fresh_ratings()
        with self.store.lock:
            return skills.current(self.conn, game=game, player=player)

    def rating_history(self, game: str,
                       players: Iterable[str]) -> dict[str, list[tuple[str, float]]]:
        self.fresh_ratings()
        with self.store.lock:
            return skills.history(self.conn, game, players)

    def fresh_ratings(self) -> None:
        """Rate again, from its first game, each kind whose ratings went stale."""
        with self.store.lock:
            stale = skills.stale_kinds(self.conn)
        for game in stale:
            self.rebuild(game)

    def rebuild(self, game: str) -> None:
        """Rate a kind's games again from its first, in one transaction."""
        with self.store.transaction():
            skills.rebuild(self.conn, game)

    @locked
    def stale_kinds(self) -> list[str]:
        """The kinds whose ratings are rated again when next read."""
        return skills.stale_kinds(self.conn)
