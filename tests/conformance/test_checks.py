"""The checks of ``test_data.py`` catch what they are there for: each runs on a Pig that breaks
one promise and must fail (the random games are Pig's own, since only how the game speaks
about them changes)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from pig.game import Pig
from pig.play.bots import PigModel
from pig.rules.turn import PigState, awaiting

from tabletop.events import Event
from tabletop.plugin import Advice, Awaiting, Decision, Line

from . import test_data
from .cases import all_games


class Untuplable(Pig):
    def observe(self, state: PigState, seat: int | None) -> dict[str, Any]:
        return {**super().observe(state, seat), "scores": state.scores}


class Nameless(Pig):
    def observe(self, state: PigState, seat: int | None) -> dict[str, Any]:
        return {k: v for k, v in super().observe(state, seat).items() if k != "seat"}


class Secret(Pig):
    """Pig with its decisions made behind a screen: the others see the turn total, so they
    can tell whether a player held."""

    @staticmethod
    def awaiting(state: PigState) -> Awaiting:
        now = awaiting(state)
        return Decision(now.player, now.actions, secret=True) if isinstance(
            now, Decision) else now


class Telling(Secret):
    """... and it even says what was chosen."""


class Discreet(Secret):
    """... though the narration tells only that a choice was made."""

    def narrate(self, before: PigState, event: Event, after: PigState) -> list[Line]:
        if event.is_chance:
            return super().narrate(before, event, after)
        return [Line("pig_n_roll", {"player": before.players[before.seat]})]


class Silent(Pig):
    def narrate(self, before: PigState, event: Event, after: PigState) -> list[Line]:
        return [] if event.kind == "hold" else super().narrate(before, event, after)


class Untranslated(Pig):
    def narrate(self, before: PigState, event: Event, after: PigState) -> list[Line]:
        return [Line("pig_no_such_key")]


class BadParams(Pig):
    def narrate(self, before: PigState, event: Event, after: PigState) -> list[Line]:
        return [Line("pig_n_roll", {"player": (before.seat,)})]


class NoHold(PigModel):
    def legal(self, position: PigState) -> Sequence[Event]:
        return [e for e in super().legal(position) if e.kind != "hold"]


class Forgetful(PigModel):
    def play(self, position: PigState, event: Event) -> PigState | None:
        after = super().play(position, event)
        return None if after is None else PigState(after.players, after.target)


class WrongModel(Pig):
    model: type[PigModel] = NoHold

    def fast_model(self) -> PigModel:
        return self.model()


class ForgetfulModel(WrongModel):
    model = Forgetful


class Hasty(Pig):
    def advise(self, state: PigState, seat: int, seconds: float) -> Advice:
        return Advice(Event(seat, "hold"), {"best": "hold", "hold_at": 0})


class Unjsonable(Pig):
    def advise(self, state: PigState, seat: int, seconds: float) -> Advice:
        return Advice(Event(seat, "roll"), {"best": "roll", "hold_at": {1, 2}})


BROKEN: list[tuple[type[Pig], Callable[..., None], str]] = [
    (Untuplable, test_data.test_observations_are_json, "not JSON at .scores"),
    (Nameless, test_data.test_observations_are_json, "no 'seat'"),
    (Telling, test_data.test_secret_choices_change_no_other_observation, "narration tells"),
    (Discreet, test_data.test_secret_choices_change_no_other_observation, "sees the difference"),
    (Silent, test_data.test_every_event_narrates_in_both_languages, "never narrated: .'hold'"),
    (Untranslated, test_data.test_every_event_narrates_in_both_languages, "lacks a language"),
    (BadParams, test_data.test_every_event_narrates_in_both_languages, "not JSON"),
    (WrongModel, test_data.test_fast_model_agrees_with_the_rules, "legal actions"),
    (ForgetfulModel, test_data.test_fast_model_agrees_with_the_rules, "Event"),
    (Hasty, test_data.test_advice_is_data_and_advises_a_listed_action, "advised"),
    (Unjsonable, test_data.test_advice_is_data_and_advises_a_listed_action, "not JSON"),
]


@pytest.fixture
def as_pig(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Pig], None]]:
    yield lambda game: monkeypatch.setitem(all_games(), "pig", game)


@pytest.mark.parametrize(("broken", "check", "says"), BROKEN,
                         ids=[broken.__name__ for broken, _, _ in BROKEN])
def test_a_broken_pig_fails_the_check(broken: type[Pig], check: Callable[..., None], says: str,
                                      as_pig: Callable[[Pig], None]) -> None:
    as_pig(broken())
    with pytest.raises(AssertionError, match=says):
        check("pig", 2)

