"""Helpers shared by the dungeon dice rule tests: new games, set-up levels, rolls and moves."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import pytest

from games.dungeon_dice.rules.components import (
    DICE,
    LEVEL_FACES,
    PARTY_FACES,
    TOKEN_COUNTS,
    TOKENS,
    counts,
)
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import settle, setup, turn
from tabletop.events import CHANCE, Event, IllegalAction


def game(*heroes: str, deal: bool = False) -> DDState:
    """A new game of ``len(heroes)`` players who chose ``heroes`` in seating order: the first
    delve waits for its seven party dice."""
    names = [f"P{i + 1}" for i in range(len(heroes) or 1)]
    options = DungeonDiceOptions(heroes="deal" if deal else "choose", edition=LATEST_EDITION)
    state = settle(setup(options, names))
    for seat, hero in enumerate(heroes):
        state = turn(state, Event(seat, "hero", {"hero": hero}))
    return state


def party(state: DDState, *faces: str) -> DDState:
    """The chance event: party dice rolled showing ``faces``."""
    return turn(state, Event(CHANCE, "party", {"values": list(faces)}))


def dungeon(state: DDState, *faces: str) -> DDState:
    """The chance event: dungeon dice rolled showing ``faces``."""
    return turn(state, Event(CHANCE, "dungeon", {"values": list(faces)}))


def draw(state: DDState, token: str) -> DDState:
    """The chance event: ``token`` drawn from the treasure pool."""
    return turn(state, Event(CHANCE, "treasure", {"values": [token]}))


def act(state: DDState, kind: str, **data: Any) -> DDState:
    """The delver's decision ``kind`` with ``data`` (``with_`` stands for the key ``with``)."""
    if "with_" in data:
        data["with"] = data.pop("with_")
    return turn(state, Event(state.delver, kind, data))


def fight(state: DDState, source: str, target: str, extra: str | None = None) -> DDState:
    data: dict[str, Any] = {"with": source, "target": target}
    if extra is not None:
        data["extra"] = extra
    return turn(state, Event(state.delver, "fight", data))


def illegal(state: DDState, event: Event) -> str:
    """The key of the ``IllegalAction`` that ``event`` raises in ``state``."""
    with pytest.raises(IllegalAction) as info:
        turn(state, event)
    return info.value.key


def tokens_of(names: Iterable[str]) -> tuple[int, ...]:
    return counts(names, TOKENS)


def at(hero: str | None = "knight", *, party: Iterable[str] = (), dungeon: Iterable[str] = (),
       lair: int = 0, level: int = 1, xp: int = 0, tokens: Iterable[str] = (),
       graveyard: int | None = None, allies: Iterable[str] = (), pool: Iterable[int] | None = None,
       ultimate_used: bool = False, others: int = 0, stage: str = "monsters") -> DDState:
    """A delve of the first player (``hero``, ``xp``, ``tokens``) at ``level`` with the
    ``party`` dice and the ``dungeon`` dice on the level, ``lair`` dice in the dragon's lair;
    the graveyard holds the rest of the seven party dice unless said. ``others`` more players
    sit after the delver. The state is settled: with no monsters it moves on to the loot, the
    dragon or the regroup."""
    heroes = [hero or "knight", *("spellsword", "minstrel", "occultist", "crusader")[:others]]
    base = game(*heroes)
    party_n = counts(party, PARTY_FACES)
    held = tokens_of(tokens)
    if pool is None:
        pool = tuple(n - h for n, h in zip(TOKEN_COUNTS, held, strict=True))
    seats = list(base.seats)
    seats[0] = replace(seats[0], hero=hero, xp=xp, tokens=held)
    state = replace(base, seats=tuple(seats), pool=tuple(pool), stage=Stage(stage),
                    level=level,
                    party=party_n,
                    graveyard=DICE - sum(party_n) if graveyard is None else graveyard,
                    dungeon=counts(dungeon, LEVEL_FACES), lair=lair,
                    allies=counts(allies, PARTY_FACES), ultimate_used=ultimate_used,
                    roll_party=0, roll_dungeon=0)
    assert state.dungeon_pool >= 0
    return settle(state)


def level_count(state: DDState, name: str) -> int:
    return state.dungeon[LEVEL_FACES.index(name)]


def party_count(state: DDState, name: str) -> int:
    return state.party[PARTY_FACES.index(name)]


def token_count(state: DDState, name: str, seat: int = 0) -> int:
    return state.seats[seat].tokens[TOKENS.index(name)]


def pool_count(state: DDState, name: str) -> int:
    return state.pool[TOKENS.index(name)]
