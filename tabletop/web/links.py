"""The links that let a device into a game, kept in the store so a restart keeps them.

A link is a long random token in the address. Its role says what the device may do:
``seat`` plays one seat (own devices), ``device`` plays every person's seat of a hotseat or
table game, ``watch`` sees what the whole table sees. Tokens are never in cookies alone, so
another site cannot act for a seat. A seat's link is marked when its page is first opened (its
player has joined), and a finished game names the game its people play next ("play again").
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.events import IllegalAction, now_stamp
from tabletop.play.table import DEVICE as DEVICE
from tabletop.play.table import SEAT as SEAT
from tabletop.play.table import WATCH as WATCH
from tabletop.play.table import Place
from tabletop.store.database import Store

if TYPE_CHECKING:
    from tabletop.play.session import Session

TOKEN_BYTES = 24  # 192 bits: guessing one is out of reach


@dataclass(frozen=True, slots=True)
class Link:
    token: str
    game_id: int
    seat: int | None
    role: str
    opened: bool = False  # its page was opened once: its player has joined

    def place(self, ready: int | None = None) -> Place:
        """Where this link's device asks the table from."""
        return Place(self.role, self.seat, ready if self.role == DEVICE else None)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def plausible(token: str) -> bool:
    """A token's shape, checked before the store is asked."""
    return 20 <= len(token) <= 64 and all(c.isalnum() or c in "-_" for c in token)


class Links:
    def __init__(self, store: Store) -> None:
        self.store = store

    def make(self, game_id: int, role: str, seat: int | None = None) -> Link:
        link = Link(new_token(), game_id, seat, role)
        with self.store.transaction():
            self.store.conn.execute(
                "INSERT INTO web_links (token, game_id, seat, role, created)"
                " VALUES (?, ?, ?, ?, ?)", (link.token, game_id, seat, role, now_stamp()))
        return link

    def continued(self, game_id: int) -> Link:
        """A device link for a stored game continued in the browser ("Continue this game on
        this device"). Refused while another window that still runs plays it (one window at
        a time), and while a game of own phones is played: it would go on as this device's
        hotseat game, its phones none the wiser."""
        row = self.store.row(game_id)  # an unknown id is refused before a link is made
        if row.mode == "devices" and row.status == "playing":
            raise IllegalAction("web_err_continue_devices", id=game_id)
        holder = self.store.holder(game_id)
        if holder is not None and self.store.open_elsewhere(game_id):
            raise IllegalAction("web_err_continue_elsewhere", id=game_id, pid=holder.pid,
                                host=holder.host, since=holder.since())
        return self.make(game_id, DEVICE)

    def find(self, token: str) -> Link | None:
        if not plausible(token):
            return None
        with self.store.lock:
            row = self.store.conn.execute(
                "SELECT game_id, seat, role, opened FROM web_links WHERE token = ?",
                (token,)).fetchone()
        return None if row is None else Link(token, row[0], row[1], row[2], row[3] is not None)

    def of_game(self, game_id: int) -> list[Link]:
        with self.store.lock:
            rows = self.store.conn.execute(
                "SELECT token, seat, role, opened FROM web_links WHERE game_id = ?"
                " ORDER BY seat IS NULL, seat, rowid", (game_id,)).fetchall()
        return [Link(token, game_id, seat, role, opened is not None)
                for token, seat, role, opened in rows]

    def open(self, link: Link) -> bool:
        """Mark a seat's link as opened (its player has joined); whether it was the first
        time."""
        if link.opened or link.role != SEAT:
            return False
        with self.store.transaction():
            marked = self.store.conn.execute(
                "UPDATE web_links SET opened = ? WHERE token = ? AND opened IS NULL",
                (now_stamp(), link.token)).rowcount
        return marked > 0

    def at(self, game_id: int, role: str, seat: int | None) -> Link:
        """The link of a place in a game: the first made for it, else a new one (a game
        continued on a device has no device link until one is asked for)."""
        found = next((link for link in self.of_game(game_id)
                      if link.role == role and link.seat == seat), None)
        return found if found is not None else self.make(game_id, role, seat)

    def successor(self, link: Link) -> Link | None:
        """The link of ``link``'s place in the game played after its game, if there is one."""
        next_id = self.next_game(link.game_id)
        return None if next_id is None else self.at(next_id, link.role, link.seat)

    def opening(self, session: Session) -> Link:
        """Links for a game just started: on own devices one per person's seat and a
        watching link for the one who made it (returned), else one device for everyone."""
        assert session.game_id is not None
        if session.record.mode != "devices":
            return self.make(session.game_id, DEVICE)
        for seat in range(len(session.record.players)):
            if seat not in session.record.bots:
                self.make(session.game_id, SEAT, seat)
        return self.make(session.game_id, WATCH)

    def next_game(self, game_id: int) -> int | None:
        """The game started after this one with the same people and options, if any."""
        with self.store.lock:
            row = self.store.conn.execute(
                "SELECT next_id FROM web_next WHERE game_id = ?", (game_id,)).fetchone()
        return None if row is None else int(row[0])

    def follow(self, game_id: int, next_id: int) -> None:
        with self.store.transaction():
            self.store.conn.execute("INSERT INTO web_next (game_id, next_id) VALUES (?, ?)",
                                    (game_id, next_id))

    def mark(self, game_id: int) -> str:
        """What the pages of a game show besides the game itself, in a few characters: how
        many seats have joined and the game after it. A page whose mark differs is drawn
        again, as when the game moves on."""
        with self.store.lock:
            joined, following = self.store.conn.execute(
                "SELECT (SELECT count(*) FROM web_links WHERE game_id = ? AND role = 'seat'"
                " AND opened IS NOT NULL), (SELECT next_id FROM web_next WHERE game_id = ?)",
                (game_id, game_id)).fetchone()
        return f"~{joined}" + (f">{following}" if following is not None else "")

    def host_key(self) -> str:
        """The key of the host pages, made once per store."""
        with self.store.transaction():
            row = self.store.conn.execute("SELECT key FROM web_host").fetchone()
            if row is not None:
                return str(row[0])
            key = new_token()
            self.store.conn.execute("INSERT INTO web_host (key) VALUES (?)", (key,))
            return key
