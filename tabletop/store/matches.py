"""Matches: a number of games of one kind played in turn by the same people (``store.matches``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tabletop.events import BadInput, now_stamp
from tabletop.store import columns
from tabletop.store.columns import MAX_INTEGER
from tabletop.store.faults import damaged_row
from tabletop.store.repository import Repository, locked


@dataclass(frozen=True, slots=True)
class Match:
    """A match as kept, or about to be opened with its first game (``id`` 0: not kept yet,
    ``GameLog.begin`` keeps it with the game)."""

    game: str
    players: list[str]
    bots: list[int]
    strategies: dict[int, str]
    options: dict[str, Any]
    planned: int
    seed: int | None
    id: int = 0


class Matches(Repository):
    def create(self, match: Match) -> int:
        """Keep a new match; its id."""
        with self.store.transaction():
            return self.write(match)

    def write(self, match: Match) -> int:
        """``create`` in the caller's transaction."""
        cur = self.conn.execute(
            "INSERT INTO matches (game, players, bots, strategies, options, planned, seed,"
            " created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (match.game, json.dumps(match.players), json.dumps(match.bots),
             json.dumps(match.strategies), json.dumps(match.options), match.planned,
             match.seed, now_stamp()))
        assert cur.lastrowid is not None
        return cur.lastrowid

    @locked
    def get(self, match_id: int) -> Match:
        row = self.conn.execute(
            "SELECT id, game, players, bots, strategies, options, planned, seed FROM matches"
            " WHERE id = ?", (match_id if 0 < match_id <= MAX_INTEGER else 0,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_match", id=match_id)
        try:
            return Match(id=row[0], game=columns.text(row[1], "matches.game"),
                         players=columns.names(row[2], "matches.players"),
                         bots=columns.seats(row[3], "matches.bots"),
                         strategies=columns.seat_strategies(row[4], "matches.strategies"),
                         options=columns.mapping(row[5], "matches.options"),
                         planned=columns.integer(row[6], "matches.planned"),
                         seed=columns.optional_integer(row[7], "matches.seed"))
        except columns.Shape as exc:
            raise damaged_row(self.store.path, "match", match_id, exc.reason()) from None
