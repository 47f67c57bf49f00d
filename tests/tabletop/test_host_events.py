"""tabletop.events: events, records and errors that carry a catalogue key."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from tabletop.events import (
    CHANCE,
    BadInput,
    Event,
    EventModel,
    IllegalAction,
    Record,
    TabletopError,
    fold,
)
from tabletop.text import i18n


def test_event_json_round_trip() -> None:
    for event in [Event(CHANCE, "room", {"values": ["7D", "KS"]}), Event(0, "run"),
                  Event(2, "play", {"card": "KS", "with": "bare"})]:
        raw = json.loads(json.dumps(event.to_json()))
        assert Event.from_json(raw) == event
        assert EventModel(**raw).model_dump() == event.to_json()


def test_event_is_chance() -> None:
    assert Event(CHANCE, "room").is_chance
    assert not Event(0, "run").is_chance
    assert Event.from_json({"actor": 1, "kind": "run"}) == Event(1, "run", {})


def test_record_round_trip_and_strictness() -> None:
    record = Record(game="scoundrel", players=["Ada"], seed=3,
                    events=[EventModel(actor=CHANCE, kind="room", data={"values": ["7D"]}),
                            EventModel(actor=0, kind="play", data={"card": "7D"})])
    again = Record.model_validate_json(record.model_dump_json())
    assert again == record
    assert again.event_list() == [Event(CHANCE, "room", {"values": ["7D"]}),
                                  Event(0, "play", {"card": "7D"})]
    assert json.loads(record.model_dump_json())["format"] == "tabletop-record"
    with pytest.raises(ValidationError):
        Record.model_validate({**record.model_dump(), "surprise": 1})
    with pytest.raises(ValidationError):
        Record.model_validate({**record.model_dump(), "mode": "other"})
    with pytest.raises(ValidationError):
        EventModel.model_validate({"actor": "someone", "kind": "x"})


def test_fold() -> None:
    def turn(state: tuple[str, ...], event: Event) -> tuple[str, ...]:
        if event.kind == "bad":
            raise IllegalAction("err_unknown_action", kind=event.kind)
        return (*state, event.kind)

    events = [Event(0, "a"), Event(0, "b")]
    assert fold((), events, turn) == ("a", "b")
    assert fold((), [], turn) == ()
    with pytest.raises(IllegalAction):
        fold((), [*events, Event(0, "bad")], turn)


def test_errors_carry_key_and_params() -> None:
    error = BadInput("err_line", number=4, reason="nope")
    assert isinstance(error, TabletopError)
    assert (error.key, error.params) == ("err_line", {"number": 4, "reason": "nope"})
    assert str(error) == error.message() == "Line 4: nope"
    i18n.set_language("de")
    assert str(error) == "Zeile 4: nope"
    assert issubclass(IllegalAction, TabletopError)
    assert not issubclass(IllegalAction, BadInput)
