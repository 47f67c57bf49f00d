"""The web face's tables (``store.links``): the links that let a device into a game, the
device each seat was opened on, the game played after each, and the key of the host pages.
What a link may do and how its token looks are the web's (tabletop/web/links.py); this keeps
them, so a restart of the server keeps them too."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.events import now_stamp
from tabletop.store.repository import Repository, locked

LinkRow = tuple[str, int, int | None, str, bool, bool, bool]
"""A link as kept: its token, game, seat, role, and whether its page was opened, another
device opened it since its seat last acted, and the host shows it again."""

_SELECT = ("SELECT l.token, l.game_id, l.seat, l.role, l.opened IS NOT NULL,"
           " d.elsewhere IS NOT NULL, d.shown IS NOT NULL FROM web_links l"
           " LEFT JOIN web_seat_devices d ON d.token = l.token")


def _row(row: tuple[str, int, int | None, str, int, int, int]) -> LinkRow:
    token, game_id, seat, role, opened, elsewhere, shown = row
    return token, game_id, seat, role, bool(opened), bool(elsewhere), bool(shown)


class WebLinks(Repository):
    def add(self, token: str, game_id: int, role: str, seat: int | None) -> None:
        with self.store.transaction():
            self.conn.execute(
                "INSERT INTO web_links (token, game_id, seat, role, created)"
                " VALUES (?, ?, ?, ?, ?)", (token, game_id, seat, role, now_stamp()))

    @locked
    def find(self, token: str) -> LinkRow | None:
        row = self.conn.execute(_SELECT + " WHERE l.token = ?", (token,)).fetchone()
        return None if row is None else _row(row)

    @locked
    def of_game(self, game_id: int) -> list[LinkRow]:
        """A game's links, by seat (the seatless last), each place's first link first."""
        rows = self.conn.execute(
            _SELECT + " WHERE l.game_id = ? ORDER BY l.seat IS NULL, l.seat, l.rowid",
            (game_id,)).fetchall()
        return [_row(row) for row in rows]

    def opened(self, token: str, device: str) -> bool:
        """A seat's page opened on ``device``: the first time its player has joined, and the
        first device is the seat's; another device is noted (until the seat next acts), and
        a device new to the seat hides a link the host showed again. Whether anything the
        pages show changed."""
        with self.store.transaction():
            joined = self.conn.execute(
                "UPDATE web_links SET opened = ? WHERE token = ? AND opened IS NULL",
                (now_stamp(), token)).rowcount > 0
            known = self.conn.execute(
                "SELECT device, elsewhere, shown FROM web_seat_devices WHERE token = ?",
                (token,)).fetchone()
            if known is None:
                self.conn.execute("INSERT INTO web_seat_devices (token, device) VALUES (?, ?)",
                                  (token, device))
                return joined
            seat_device, elsewhere, shown = known
            new = elsewhere is None or (shown is not None and device != elsewhere)
            if device == seat_device or not new:
                return joined  # its own device, or one already noted: as it was
            self.conn.execute("UPDATE web_seat_devices SET elsewhere = coalesce(elsewhere, ?),"
                              " shown = NULL WHERE token = ?", (device, token))
        return True

    def acted(self, token: str, device: str) -> bool:
        """The seat answered from ``device``: it is the seat's device from now on, and the
        note of another device and a link shown again go. Whether anything changed."""
        with self.store.transaction():
            return self.conn.execute(
                "INSERT INTO web_seat_devices (token, device) VALUES (?, ?)"
                " ON CONFLICT (token) DO UPDATE SET device = excluded.device, elsewhere = NULL,"
                " shown = NULL WHERE device != excluded.device OR elsewhere IS NOT NULL"
                " OR shown IS NOT NULL", (token, device)).rowcount > 0

    def show(self, game_id: int, seat: int, shown: bool) -> bool:
        """Mark a joined seat's link shown again (``shown``) or hidden; whether it changed."""
        with self.store.transaction():
            return self.conn.execute(
                "UPDATE web_seat_devices SET shown = ? WHERE (shown IS NULL) = ? AND token IN"
                " (SELECT token FROM web_links WHERE game_id = ? AND role = 'seat' AND seat = ?)",
                (now_stamp() if shown else None, shown, game_id, seat)).rowcount > 0

    @locked
    def next_game(self, game_id: int) -> int | None:
        """The game started after this one with the same people and options, if any."""
        row = self.conn.execute(
            "SELECT next_id FROM web_next WHERE game_id = ?", (game_id,)).fetchone()
        return None if row is None else int(row[0])

    def follow(self, game_id: int, next_id: int) -> None:
        with self.store.transaction():
            self.conn.execute("INSERT INTO web_next (game_id, next_id) VALUES (?, ?)",
                              (game_id, next_id))

    def host_key(self, new_key: Callable[[], str]) -> str:
        """The key of the host pages, made once per store (by ``new_key``)."""
        with self.store.transaction():
            row = self.conn.execute("SELECT key FROM web_host").fetchone()
            if row is not None:
                return str(row[0])
            key = new_key()
            self.conn.execute("INSERT INTO web_host (key) VALUES (?)", (key,))
            return key
