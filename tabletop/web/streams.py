"""The pages' event streams (Server-Sent Events): every open page of a game hears, from any
thread, that the game moved on, and draws itself again."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from tabletop.plugin import Stop

T = TypeVar("T")


class Streams:
    def __init__(self) -> None:
        self._listeners: dict[int, set[asyncio.Queue[str]]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None

    def listen(self, game_id: int) -> asyncio.Queue[str]:
        queue: asyncio.Queue[str] = asyncio.Queue(maxsize=16)
        self._listeners.setdefault(game_id, set()).add(queue)
        return queue

    def unlisten(self, game_id: int, queue: asyncio.Queue[str]) -> None:
        self._listeners.get(game_id, set()).discard(queue)

    def tell(self, game_id: int, version: Callable[[], str]) -> None:
        """Tell every page of the game the ``version`` it shows now (asked only when there is
        a loop to tell it on)."""
        loop = self.loop
        if loop is None:
            return
        now = version()
        for queue in list(self._listeners.get(game_id, ())):
            loop.call_soon_threadsafe(_offer, queue, now)


def _offer(queue: asyncio.Queue[str], version: str) -> None:
    if queue.full():  # a page that stopped reading only needs the newest version
        queue.get_nowait()
    queue.put_nowait(version)


class Thinking:
    """The hints being searched, by the link that asked: a second tap cuts one short."""

    def __init__(self) -> None:
        self._stops: dict[str, Stop] = {}

    def run(self, token: str, think: Callable[[Stop], T]) -> T:
        stop = Stop()
        self._stops[token] = stop
        try:
            return think(stop)
        finally:
            if self._stops.get(token) is stop:
                del self._stops[token]

    def __bool__(self) -> bool:
        """A hint is being searched."""
        return bool(self._stops)

    def stop(self, token: str) -> bool:
        """Cut short the hint ``token`` waits for: it answers with the best found so far.
        False when none is being searched."""
        stop = self._stops.get(token)
        if stop is not None:
            stop.set()
        return stop is not None
