"""The games the web face has open: one driver a game, shared by every device in it.

A request runs on a worker thread; a game's lock makes two phones acting at the same moment
take turns, and the version a page was drawn at makes the second one hear that the game moved
on instead of acting on a screen it never saw. Listeners (the pages' event streams) hear of
every change.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from tabletop import registry
from tabletop.driver import Ahead, Driver, bot_seats
from tabletop.events import CHANCE, BadInput, Event, IllegalAction
from tabletop.plugin import Chance, Decision, Over
from tabletop.session import Session
from tabletop.store import Store
from tabletop.web.links import DEVICE, SEAT, WATCH, Link, Links

Offer = Decision | Chance


def version_of(session: Session, hidden: Collection[int] = ()) -> str:
    """Names the position a page was drawn at: the log's length and its last entry; of a
    secret choice not yet revealed (``hidden``) only who made it, as the choices are few and
    a hash of each is quickly made."""
    events = session.events
    last = events[-1].to_json() if events else None
    if len(events) - 1 in hidden:
        last = {"actor": events[-1].actor, "secret": True}
    digest = hashlib.blake2s(json.dumps(last, sort_keys=True).encode(), digest_size=4)
    return f"{len(session.events)}-{digest.hexdigest()}"


def offer_digest(offer: Decision) -> str:
    """Names the choices of a secret decision: simultaneous secret choices don't depend on one
    another, so one made on a page drawn before another seat's was logged still stands if
    the choices offered are the same."""
    data = [offer.player, [event.to_json() for event in offer.actions]]
    return hashlib.blake2s(json.dumps(data, sort_keys=True).encode(), digest_size=6).hexdigest()


class Stale(IllegalAction):
    """The page was drawn before the game moved on."""


@dataclass
class Table:
    game_id: int
    driver: Driver
    phones: dict[int, Ahead] = field(default_factory=dict)
    lock: threading.RLock = field(default_factory=threading.RLock)

    @property
    def session(self) -> Session:
        return self.driver.session

    @property
    def version(self) -> str:
        return version_of(self.session, self.driver.hidden())

    def waiting(self) -> dict[int, Event]:
        return {seat: phone.pending for seat, phone in self.phones.items()
                if phone.pending is not None}

    def offer(self, link: Link, ready: int | None = None) -> Offer | None:
        """What this link's device may answer now: the decision awaited (or, on a phone of
        its own, the seat's secret choice ahead of its turn); at the table, what is revealed.
        A hotseat device is first handed to the player of a secret choice (``ready``)."""
        driver = self.driver
        awaiting = driver.awaiting()
        if link.role == WATCH or isinstance(awaiting, Over):
            return None
        if link.role == DEVICE:
            if isinstance(awaiting, Chance):
                return awaiting if driver.at_table else None
            if not driver.is_person(awaiting.player) or self.handing_over(ready):
                return None
            return awaiting
        assert link.seat is not None
        if isinstance(awaiting, Decision) and awaiting.player == link.seat:
            return awaiting
        phone = self.phones.get(link.seat)
        if phone is not None and phone.pending is None:
            return driver.ahead(link.seat)
        return None

    def may_undo(self, link: Link) -> bool:
        """The hotseat or table device takes back the last entry it may; a phone only its
        own last choice."""
        index = self.driver.undoable()
        if index is None or link.role == WATCH:
            return False
        return link.role == DEVICE or self.session.events[index].actor == link.seat

    def handing_over(self, ready: int | None) -> bool:
        """A hotseat device shows a secret choice only once its player said they hold it."""
        driver = self.driver
        awaiting = driver.awaiting()
        return (isinstance(awaiting, Decision) and awaiting.secret and not driver.at_table
                and driver.people > 1 and ready != awaiting.player)

    def viewer(self, link: Link, ready: int | None = None) -> int | None:
        """Whose eyes the page has: a seat's own; a hotseat device the awaited player's
        (not before the hand-over of a secret choice); else the whole table."""
        if link.role == SEAT:
            return link.seat
        awaiting = self.driver.awaiting()
        if (link.role == DEVICE and isinstance(awaiting, Decision) and not self.driver.at_table
                and self.driver.is_person(awaiting.player) and not self.handing_over(ready)):
            return awaiting.player
        return None


def chance_event(chance: Chance, counts: Sequence[int]) -> Event:
    """What the table revealed, from how many of each outcome they tapped."""
    if len(counts) != len(chance.outcomes) or any(c < 0 for c in counts):
        raise BadInput("web_err_picks")
    if sum(counts) != chance.count:
        raise BadInput("web_err_pick_count", count=chance.count, picked=sum(counts))
    for index, count in enumerate(counts):
        if count > most_of(chance, index):
            raise BadInput("web_err_pick_too_many", outcome=chance.outcomes[index],
                           most=most_of(chance, index))
    values = [value for value, count in zip(chance.outcomes, counts, strict=True)
              for _ in range(count)]
    return Event(CHANCE, chance.kind, {"values": values})


def most_of(chance: Chance, index: int) -> int:
    """How many of one outcome a reveal may hold: what is left of it in a bag, one of a card,
    any number of a die face."""
    if chance.weights is not None:
        return chance.weights[index] if chance.distinct else chance.count
    return 1 if chance.distinct else chance.count


class Hub:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.links = Links(store)
        self._tables: dict[int, Table] = {}
        self._lock = threading.Lock()
        self._listeners: dict[int, set[asyncio.Queue[str]]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None

    # -- the games --------------------------------------------------------------------------

    def table(self, game_id: int) -> Table:
        """The open game, loaded from the store the first time, and again in place when
        another face (the terminal) has moved it since. The check is made under the game's
        lock: while a device's answer is being stored the log and the store differ by it."""
        with self._lock:
            table = self._tables.get(game_id)
            if table is None:
                table = self._tables[game_id] = self._load(game_id)
                return table
        with table.lock:
            if self.links.events_stored(game_id) != len(table.session.events):
                fresh = self._load(game_id)
                table.driver, table.phones = fresh.driver, fresh.phones
        return table

    def _load(self, game_id: int) -> Table:
        record = self.store.load(game_id)
        game = registry.get(record.game)
        session = Session.from_record(game, record, store=self.store, game_id=game_id)
        driver = Driver.for_session(session)
        phones: dict[int, Ahead] = {}
        pending = self.links.pending(game_id)
        own = {link.seat for link in self.links.of_game(game_id)
               if link.role == SEAT and link.seat is not None}
        seats = dict(driver.seats)
        for seat in own - set(seats):
            phones[seat] = Ahead(pending.get(seat))
            seats[seat] = phones[seat]
        driver.seats = seats
        table = Table(game_id, driver, phones)
        with table.lock:
            driver.advance()  # as the terminal does on resuming: the bots and the dealer go on
            self._settle(table)
        return table

    def start(self, session: Session, *, own_devices: bool) -> Link:
        """Links for a game just started: one per person's seat on their own devices (and a
        watching link for the one who made it), else one device for everyone."""
        assert session.game_id is not None
        if not own_devices:
            return self.links.make(session.game_id, DEVICE)
        people = [seat for seat in range(len(session.record.players))
                  if seat not in bot_seats(session)]
        for seat in people:
            self.links.make(session.game_id, SEAT, seat)
        return self.links.make(session.game_id, WATCH)

    def open(self, game_id: int) -> Link:
        """A device link for a stored game (continued in the browser)."""
        self.store.load(game_id)  # an unknown id is refused before a link is made
        return self.links.make(game_id, DEVICE)

    # -- acting -----------------------------------------------------------------------------

    def act(self, link: Link, version: str, pick: Callable[[Offer], Event],
            ready: int | None = None, offered: str | None = None) -> list[int]:
        """Apply what a device chose from what it was offered at ``version`` (a secret choice:
        or from the same choices, named by ``offered``); the bots and the dealer then play
        on. The log indices applied."""
        table = self.table(link.game_id)
        with table.lock:
            offer = table.offer(link, ready)
            if not (isinstance(offer, Decision) and offer.secret and offered is not None
                    and offered == offer_digest(offer)):
                self._fresh(table, version)
            if offer is None:
                raise IllegalAction("web_err_not_now")
            event = pick(offer)
            driver = table.driver
            awaiting = driver.awaiting()
            applied: list[int] = []
            if isinstance(offer, Decision) and offer != awaiting:
                # A secret choice made ahead of this seat's turn waits for it.
                table.phones[offer.player].pending = event
            else:
                applied.append(driver.submit(event))
            applied += driver.advance()
            self._settle(table)
        self.notify(link.game_id)
        return applied

    def undo(self, link: Link, version: str) -> Event | None:
        table = self.table(link.game_id)
        with table.lock:
            self._fresh(table, version)
            if not table.may_undo(link):
                raise IllegalAction("web_err_no_undo")
            dropped = table.driver.undo()
            for phone in table.phones.values():
                phone.pending = None
            table.driver.advance()
            self._settle(table)
        self.notify(link.game_id)
        return dropped

    def fix(self, link: Link, version: str, number: int,
            pick: Callable[[Offer], Event]) -> tuple[int, str] | None:
        """Correct entry ``number`` at the table (see ``Driver.fix``)."""
        table = self.table(link.game_id)
        with table.lock:
            self._fresh(table, version)
            driver = table.driver
            if link.role != DEVICE or not driver.at_table:
                raise IllegalAction("web_err_no_fix")
            session = driver.session
            if not 1 <= number <= len(session.events):
                raise BadInput("err_no_such_entry", number=number, count=len(session.events))
            offer = driver.game.awaiting(session.states[number - 1])
            if isinstance(offer, Over):
                raise BadInput("err_no_such_entry", number=number, count=len(session.events))
            dropped = driver.fix(number, pick(offer))
            driver.advance()
            self._settle(table)
        self.notify(link.game_id)
        return dropped

    def _fresh(self, table: Table, version: str) -> None:
        if version != table.version:
            raise Stale("web_err_stale")

    def _settle(self, table: Table) -> None:
        """Keep the store's waiting choices as the phones hold them (a restart keeps them)."""
        if table.phones:
            self.links.keep_pending(table.game_id, table.waiting())

    # -- listening --------------------------------------------------------------------------

    def listen(self, game_id: int) -> asyncio.Queue[str]:
        queue: asyncio.Queue[str] = asyncio.Queue(maxsize=16)
        self._listeners.setdefault(game_id, set()).add(queue)
        return queue

    def unlisten(self, game_id: int, queue: asyncio.Queue[str]) -> None:
        self._listeners.get(game_id, set()).discard(queue)

    def notify(self, game_id: int) -> None:
        """Tell every page of the game (from any thread) that it moved on."""
        loop = self.loop
        if loop is None:
            return
        version = self.table(game_id).version
        for queue in list(self._listeners.get(game_id, ())):
            loop.call_soon_threadsafe(_offer, queue, version)


def _offer(queue: asyncio.Queue[str], version: str) -> None:
    if queue.full():  # a page that stopped reading only needs the newest version
        queue.get_nowait()
    queue.put_nowait(version)
