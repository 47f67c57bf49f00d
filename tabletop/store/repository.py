"""What every part of the store shares: the one connection of ``Store``, its lock and its
transactions. Each concern (a game's log, results, caches, links, claims, matches, imports,
settings) is a small repository over them, reached as an attribute of the store
(``store.log``, ``store.results``...), so its SQL stays beside the tables it keeps."""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec, TypeVar

if TYPE_CHECKING:
    from tabletop.store.database import Store

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R", bound="Repository")


class Repository:
    """One concern's tables, over the store's connection (never a connection of its own: one
    lock and one transaction at a time cover them all)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    @property
    def conn(self) -> sqlite3.Connection:
        return self.store.conn


def locked(method: Callable[Concatenate[R, P], T]) -> Callable[Concatenate[R, P], T]:
    """Reads take their turn with the other threads' transactions (one connection)."""

    @functools.wraps(method)
    def inner(self: R, /, *args: P.args, **kwargs: P.kwargs) -> T:
        with self.store.lock:
            return method(self, *args, **kwargs)

    return inner
