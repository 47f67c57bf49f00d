"""Events and records (the errors every game raises are ``tabletop.text.errors``, named here too).

An event is anything that happens: a player's decision or a chance outcome (a card turned,
dice rolled). A game is its log: folding the events over the start state gives the state.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from tabletop.text.errors import BadInput as BadInput
from tabletop.text.errors import IllegalAction as IllegalAction
from tabletop.text.errors import TabletopError as TabletopError

CHANCE: Literal["chance"] = "chance"

Actor = int | Literal["chance"]


@dataclass(frozen=True, slots=True)
class Event:
    """``actor`` is a seat number or ``"chance"``; ``data`` holds only JSON values."""

    actor: Actor
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE

    def to_json(self) -> dict[str, Any]:
        return {"actor": self.actor, "kind": self.kind, "data": self.data}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Event:
        return cls(actor=raw["actor"], kind=raw["kind"], data=dict(raw.get("data") or {}))


def now_stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class EventModel(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    actor: int | Literal["chance"]
    kind: str
    data: dict[str, Any] = Field(default_factory=dict)


DealerEdition = Literal[1, 2]
"""The dealer editions there are (``tabletop.session.dealers``)."""


class Record(BaseModel):
    """Everything needed to rebuild a game: the file format of ``export`` and ``replay --json``."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    format: Literal["tabletop-record"] = "tabletop-record"
    uid: str = Field(default_factory=lambda: uuid.uuid4().hex)  # the same game on every machine
    created: str = Field(default_factory=now_stamp)
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    players: list[str]
    seed: int | None = None
    # The dealer edition that dealt it (``tabletop.session.dealers.DEALER``): files and stores from
    # before editions were kept were all dealt by the first.
    dealer: DealerEdition = Field(1, description=(
        "The dealer edition that dealt the game from its seed (missing: 1)."))
    # How it is played: one device passed around ("play"), each person on a device of their
    # own ("devices"), at the table with real cards and dice, a replayed file, or tallied.
    mode: Literal["play", "devices", "table", "replay", "tally"] = "play"
    bots: list[int] = Field(default_factory=list)  # seats the app plays
    strategies: dict[int, str] = Field(default_factory=dict)  # a bot seat's strategy, if named
    challenge: str | None = None  # the same-deal challenge it was played in: challenge_key
    events: list[EventModel] = Field(default_factory=list)
    # A game played without the app (mode "tally"): no events, the answers its score was
    # tallied from (the texts as typed, by tally field), so it is scored again when shown.
    tally: dict[str, str | list[str]] | None = None

    @model_validator(mode="before")
    @classmethod
    def _without_version(cls, data: Any) -> Any:
        # An exported file says the version of its format (``tabletop.records.schema`` writes it and
        # checks it on import). A record of versions 1 and 2 also said a plugin version, "1" in
        # every game and read by nothing: it reads as it always did.
        if isinstance(data, dict) and ("schema_version" in data or "plugin_version" in data):
            return {key: value for key, value in data.items()
                    if key not in ("schema_version", "plugin_version")}
        return data

    @model_serializer(mode="wrap")
    def _tally_only_when_tallied(self, handler: SerializerFunctionWrapHandler) -> Any:
        # A played game's file stays as it was before tallies were kept.
        data = handler(self)
        if isinstance(data, dict) and data.get("tally") is None:
            data.pop("tally", None)
        return data

    def event_list(self) -> list[Event]:
        return [Event(e.actor, e.kind, dict(e.data)) for e in self.events]


def challenge_key(seed: int, options: dict[str, Any], dealer: int) -> str:
    """Games of one challenge share the deal and the rules they were played under (the same
    on every machine, so an imported game joins its challenge's leaderboard). The seed deals
    another deal in another dealer edition: a challenge of the first edition keeps its key."""
    edition = "" if dealer == 1 else f"{dealer}:"
    return f"{seed}:{edition}{json.dumps(options, sort_keys=True)}"


class RecordSet(BaseModel):
    """Several records in one file: ``export --all``."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    format: Literal["tabletop-records"] = "tabletop-records"
    records: list[Record]



S = TypeVar("S")


def fold(start: S, events: Iterable[Event], turn: Callable[[S, Event], S]) -> S:
    """Apply the events one after another; an event that no longer applies raises."""
    state = start
    for event in events:
        state = turn(state, event)
    return state
