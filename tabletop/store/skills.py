"""Each person's skill at each game, kept in the store (issue #25): the ratings, updated in
the transaction that finishes a game, so ``stats`` reads them and never rates the whole
history again (the arithmetic is tabletop/records/ratings.py's; ``store.results`` reads them).

Games are rated per game kind in the order of their last change (``games.updated``, then
id): the order a from-scratch rating would take, so both agree. A game that arrives out of
that order (an import of older games), an undo of a finished game that others were rated
after, or a store from before ratings, marks its kind ``stale``: the kind is rated again from
its first game once, when it is next read. Everything here runs inside the caller's
transaction on the store's connection.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tabletop.records import ratings as model
from tabletop.records.ratings import Skill
from tabletop.store import columns
from tabletop.text.names import person, person_key


@dataclass(frozen=True, slots=True)
class Rating:
    """A person's rating at a game now, and before the last game that changed it."""

    player: str
    game: str
    mu: float
    sigma: float
    games: int
    mu_before: float
    sigma_before: float

    @property
    def ordinal(self) -> float:
        return model.ordinal(self.mu, self.sigma)

    @property
    def change(self) -> float:
        return self.ordinal - model.ordinal(self.mu_before, self.sigma_before)

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "game": self.game, "rating": round(self.ordinal, 2),
                "change": round(self.change, 2), "mu": round(self.mu, 4),
                "sigma": round(self.sigma, 4), "games": self.games}


@dataclass(frozen=True, slots=True)
class _Seat:
    key: str
    name: str
    place: int


def _seats(result_text: Any) -> list[_Seat] | None:
    """Who took which place, by person; None for a game with nothing to rate (or a row the
    store cannot read: it is reported where it is shown, not here)."""
    try:
        result = columns.result(result_text)
    except columns.Shape:
        return None
    placed = model.placings(result) if result else None
    if placed is None:
        return None
    seats = [_Seat(person_key(person(name)), person(name), place) for name, place in placed]
    if len({seat.key for seat in seats}) != len(seats):
        return None  # one person in two seats plays against nobody
    return seats


def _kind(conn: sqlite3.Connection, game: str) -> tuple[bool, int, tuple[str, int] | None]:
    """(stale, the last sequence number, the (updated, id) of the last game rated)."""
    conn.execute("INSERT OR IGNORE INTO rating_kinds (game) VALUES (?)", (game,))
    stale, seq, updated, last_id = conn.execute(
        "SELECT stale, seq, last_updated, last_id FROM rating_kinds WHERE game = ?",
        (game,)).fetchone()
    return bool(stale), int(seq), None if last_id is None else (str(updated), int(last_id))


def _stale(conn: sqlite3.Connection, game: str) -> None:
    conn.execute("UPDATE rating_kinds SET stale = 1 WHERE game = ?", (game,))


def rate_game(conn: sqlite3.Connection, game_id: int) -> None:
    """Rate a game that has just finished (its result and ``updated`` written)."""
    row = conn.execute("SELECT game, status, result, updated, import_batch FROM games"
                       " WHERE id = ?", (game_id,)).fetchone()
    if row is None or row[1] == "playing" or row[4] is not None:
        return  # an import's game is rated when its whole batch is in
    game, _, result, updated, _ = row
    if conn.execute("SELECT 1 FROM rating_changes WHERE game_id = ?", (game_id,)).fetchone():
        unrate_game(conn, game_id)  # finished again: its new result replaces the old
    stale, seq, last = _kind(conn, game)
    if stale:
        return
    seats = _seats(result)
    if seats is None:
        return
    if last is not None and (str(updated), game_id) < last:
        _stale(conn, game)  # rated after games it came before: the order changed
        return
    before = {seat.key: _current(conn, game, seat.key) for seat in seats}
    after = model.rate([before[seat.key] for seat in seats], [seat.place for seat in seats])
    seq += 1
    for seat, skill in zip(seats, after, strict=True):
        old = before[seat.key]
        conn.execute(
            "INSERT INTO rating_changes (game_id, player, game, seq, mu_before, sigma_before,"
            " mu, sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, seat.key, game, seq, old.mu, old.sigma, skill.mu, skill.sigma))
        conn.execute(
            "INSERT INTO ratings (game, player, name, mu, sigma, games, mu_before, sigma_before,"
            " last_game) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?) ON CONFLICT (game, player) DO UPDATE"
            " SET mu = excluded.mu, sigma = excluded.sigma, games = games + 1,"
            " mu_before = excluded.mu_before, sigma_before = excluded.sigma_before,"
            " last_game = excluded.last_game",
            (game, seat.key, seat.name, skill.mu, skill.sigma, old.mu, old.sigma, game_id))
    conn.execute("UPDATE rating_kinds SET seq = ?, last_updated = ?, last_id = ? WHERE game = ?",
                 (seq, updated, game_id, game))


def _current(conn: sqlite3.Connection, game: str, key: str) -> Skill:
    row = conn.execute("SELECT mu, sigma FROM ratings WHERE game = ? AND player = ?",
                       (game, key)).fetchone()
    return Skill() if row is None else Skill(float(row[0]), float(row[1]))


def unrate_game(conn: sqlite3.Connection, game_id: int) -> None:
    """Take a game's rating back (an undo reopened it). When it was the last game of each of
    its people, their ratings before it are exact; else its kind is rated again when read."""
    changes = conn.execute("SELECT player, game, mu_before, sigma_before FROM rating_changes"
                           " WHERE game_id = ?", (game_id,)).fetchall()
    if not changes:
        return
    game = changes[0][1]
    last = all(conn.execute("SELECT last_game FROM ratings WHERE game = ? AND player = ?",
                            (game, key)).fetchone() == (game_id,) for key, *_ in changes)
    conn.execute("DELETE FROM rating_changes WHERE game_id = ?", (game_id,))
    if not last:
        _stale(conn, game)
        return
    for key, _, mu, sigma in changes:
        earlier = conn.execute(
            "SELECT game_id, mu_before, sigma_before FROM rating_changes WHERE game = ?"
            " AND player = ? ORDER BY seq DESC LIMIT 1", (game, key)).fetchone()
        if earlier is None:
            conn.execute("DELETE FROM ratings WHERE game = ? AND player = ?", (game, key))
        else:
            conn.execute("UPDATE ratings SET mu = ?, sigma = ?, games = games - 1,"
                         " mu_before = ?, sigma_before = ?, last_game = ?"
                         " WHERE game = ? AND player = ?",
                         (mu, sigma, earlier[1], earlier[2], earlier[0], game, key))
    found = conn.execute(
        "SELECT g.updated, g.id FROM rating_changes c JOIN games g ON g.id = c.game_id"
        " WHERE c.game = ? ORDER BY c.seq DESC LIMIT 1", (game,)).fetchone()
    conn.execute("UPDATE rating_kinds SET last_updated = ?, last_id = ? WHERE game = ?",
                 (None, None, game) if found is None else (found[0], found[1], game))


def rate_batch(conn: sqlite3.Connection, ids: Iterable[int]) -> None:
    """Rate the games of an import as it is completed, in the order they were played."""
    for game_id in ids:
        rate_game(conn, game_id)


def stale_kinds(conn: sqlite3.Connection) -> list[str]:
    return [row[0] for row in conn.execute("SELECT game FROM rating_kinds WHERE stale = 1")]


def rebuild(conn: sqlite3.Connection, game: str) -> None:
    """Rate every finished game of a kind from its first (a stale kind, once): skills are
    kept in memory and written at the end, so a long history costs the model's arithmetic and
    one write per change."""
    skills: dict[str, Skill] = {}
    shown: dict[str, str] = {}
    changes: list[tuple[Any, ...]] = []
    last: tuple[str, int] | None = None
    counts: dict[str, int] = {}
    before_last: dict[str, tuple[Skill, int]] = {}
    seq = 0
    for game_id, result, updated in conn.execute(
            "SELECT id, result, updated FROM games WHERE game = ? AND status != 'playing'"
            " AND import_batch IS NULL ORDER BY updated, id", (game,)).fetchall():
        seats = _seats(result)
        if seats is None:
            continue
        before = [skills.get(seat.key, Skill()) for seat in seats]
        after = model.rate(before, [seat.place for seat in seats])
        seq += 1
        for seat, old, new in zip(seats, before, after, strict=True):
            shown.setdefault(seat.key, seat.name)
            skills[seat.key] = new
            counts[seat.key] = counts.get(seat.key, 0) + 1
            before_last[seat.key] = (old, game_id)
            changes.append((game_id, seat.key, game, seq, old.mu, old.sigma, new.mu, new.sigma))
        last = (str(updated), int(game_id))
    conn.execute("DELETE FROM rating_changes WHERE game = ?", (game,))
    conn.execute("DELETE FROM ratings WHERE game = ?", (game,))
    conn.executemany(
        "INSERT INTO rating_changes (game_id, player, game, seq, mu_before, sigma_before, mu,"
        " sigma) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", changes)
    conn.executemany(
        "INSERT INTO ratings (game, player, name, mu, sigma, games, mu_before, sigma_before,"
        " last_game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game, key, shown[key], skill.mu, skill.sigma, counts[key], before_last[key][0].mu,
          before_last[key][0].sigma, before_last[key][1]) for key, skill in skills.items()])
    conn.execute("INSERT OR IGNORE INTO rating_kinds (game) VALUES (?)", (game,))
    conn.execute("UPDATE rating_kinds SET stale = 0, seq = ?, last_updated = ?, last_id = ?"
                 " WHERE game = ?", (seq, *(last or (None, None)), game))


def current(conn: sqlite3.Connection, *, game: str | None = None,
            player: str | None = None) -> list[Rating]:
    """Everyone's rating (or one game's, one person's), the highest first per game."""
    query = ("SELECT name, game, mu, sigma, games, mu_before, sigma_before FROM ratings"
             " WHERE 1 = 1")
    params: list[Any] = []
    if game is not None:
        query += " AND game = ?"
        params.append(game)
    if player is not None:
        query += " AND player = ?"
        params.append(person_key(person(player)))
    found = [Rating(str(r[0]), str(r[1]), float(r[2]), float(r[3]), int(r[4]), float(r[5]),
                    float(r[6])) for r in conn.execute(query, params)]
    return sorted(found, key=lambda r: (r.game, -r.ordinal, r.player.casefold()))


def history(conn: sqlite3.Connection, game: str,
            players: Iterable[str]) -> dict[str, list[tuple[str, float]]]:
    """Each person's rating after each of their rated games, oldest first: (when, rating)."""
    found: dict[str, list[tuple[str, float]]] = {}
    for name in players:
        found[name] = [(str(updated), model.ordinal(mu, sigma)) for updated, mu, sigma in
                       conn.execute(
                           "SELECT g.updated, c.mu, c.sigma FROM rating_changes c JOIN games g"
                           " ON g.id = c.game_id WHERE c.game = ? AND c.player = ?"
                           " ORDER BY c.seq", (game, person_key(person(name))))]
    return found
