"""The links that let a device into a game, kept in the store so a restart keeps them.

A link is a long random token in the address. Its role says what the device may do:
``seat`` plays one seat (own devices), ``device`` plays every person's seat of a hotseat or
table game, ``watch`` sees what the whole table sees. Tokens are never in cookies alone, so
another site cannot act for a seat. A seat's link is marked when its page is first opened (its
player has joined), and a finished game names the game its people play next ("play again").

A seat also knows its device (issue #37, ``tabletop.web.seats``): the one that joined first,
later the one that acted for it last. Another device that opens the link is noted until the
seat next acts, and the host may show a joined seat's link again until the same. The store
keeps them (``store.links``, tabletop/store/web_links.py); what they let a device do is here.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.events import IllegalAction
from tabletop.session.table import DEVICE as DEVICE
from tabletop.session.table import SEAT as SEAT
from tabletop.session.table import WATCH as WATCH
from tabletop.session.table import Place
from tabletop.store.database import Store
from tabletop.store.web_links import LinkRow

if TYPE_CHECKING:
    from tabletop.session.session import Session

TOKEN_BYTES = 24  # 192 bits: guessing one is out of reach


@dataclass(frozen=True, slots=True)
class Link:
    token: str
    game_id: int
    seat: int | None
    role: str
    opened: bool = False  # its page was opened once: its player has joined
    elsewhere: bool = False  # another device opened it since the seat last acted
    shown: bool = False  # joined, and its link shown again on the host's page

    def place(self, ready: int | None = None) -> Place:
        """Where this link's device asks the table from."""
        return Place(self.role, self.seat, ready if self.role == DEVICE else None)


def _link(row: LinkRow) -> Link:
    return Link(*row)


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
        self.store.links.add(link.token, game_id, role, seat)
        return link

    def continued(self, game_id: int) -> Link:
        """A device link for a stored game continued in the browser ("Continue this game on
        this device"). Refused while another window that still runs plays it (one window at
        a time), and while a game of own phones is played: it would go on as this device's
        hotseat game, its phones none the wiser."""
        row = self.store.results.row(game_id)  # an unknown id is refused before a link is made
        if row.mode == "devices" and row.status == "playing":
            raise IllegalAction("web_err_continue_devices", id=game_id)
        holder = self.store.claims.holder(game_id)
        if holder is not None and self.store.claims.open_elsewhere(game_id):
            raise IllegalAction("web_err_continue_elsewhere", id=game_id, pid=holder.pid,
                                host=holder.host, since=holder.since())
        return self.make(game_id, DEVICE)

    def find(self, token: str) -> Link | None:
        if not plausible(token):
            return None
        row = self.store.links.find(token)
        return None if row is None else _link(row)

    def of_game(self, game_id: int) -> list[Link]:
        return [_link(row) for row in self.store.links.of_game(game_id)]

    def open(self, link: Link, device: str) -> bool:
        """A seat's page opened (or drawn again) on ``device``: the first time its player has
        joined, and the first device is the seat's; another device is noted (until the seat
        next acts), and a device new to the seat hides a link the host showed again. Whether
        the game's pages must be told."""
        if link.role != SEAT:
            return False
        return self.store.links.opened(link.token, device)

    def acted(self, link: Link, device: str) -> bool:
        """The seat answered from ``device``: the first to act has it, so that device is the
        seat's from now on, and the note of another device and a link shown again go.
        Whether anything changed."""
        if link.role != SEAT:
            return False
        return self.store.links.acted(link.token, device)

    def show(self, game_id: int, seat: int, shown: bool) -> bool:
        """The host shows a joined seat's link again (``shown``) or hides it; whether it
        changed. A seat not joined yet has its link shown anyway."""
        return self.store.links.show(game_id, seat, shown)

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
        return self.store.links.next_game(game_id)

    def follow(self, game_id: int, next_id: int) -> None:
        self.store.links.follow(game_id, next_id)

    def mark(self, game_id: int) -> str:
        """What the pages of a game show besides the game itself, in a few characters: how
        many seats have joined, the seats opened on another device (``@``) and those whose
        link the host showed again (``*``), and the game after it. A page whose mark differs
        is drawn again, as when the game moves on."""
        links = [link for link in self.of_game(game_id) if link.role == SEAT]
        elsewhere = ".".join(str(link.seat) for link in links if link.elsewhere)
        shown = ".".join(str(link.seat) for link in links if link.shown)
        following = self.next_game(game_id)
        return (f"~{sum(link.opened for link in links)}"
                + (f"@{elsewhere}" if elsewhere else "") + (f"*{shown}" if shown else "")
                + (f">{following}" if following is not None else ""))

    def host_key(self) -> str:
        """The key of the host pages, made once per store."""
        return self.store.links.host_key(new_token)
