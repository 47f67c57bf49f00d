"""Pig's one bot, which is also its advice (bank a turn worth 20), and its fast model."""


from collections.abc import Mapping, Sequence

from tabletop.events import Event
from tabletop.plugin import Advice, Decision, Stop, Strategy

from ..rules.turn import PigState, awaiting, turn, winner

HOLD_AT = 20


def sensible(state: PigState, seat: int) -> Event:
    return Event(seat, "hold" if state.total >= HOLD_AT else "roll")


STRATEGIES: Mapping[str, Strategy] = {"hold20": lambda state, seat, rng: sensible(state, seat)}


def advise(state: PigState, seat: int, seconds: float, stop: Stop | None = None) -> Advice:
    # A rule of thumb searches nothing: it answers at once, stopped or not.
    best = sensible(state, seat)
    return Advice(best, {"hold_at": HOLD_AT, "total": state.total, "best": best.kind})


class PigModel:
    """Pig's fast model is trivial: a state is already a small hashable position."""

    def load(self, state: PigState) -> PigState | None:
        return None if winner(state) is not None else state

    def legal(self, position: PigState) -> Sequence[Event]:
        now = awaiting(position)
        return now.actions if isinstance(now, Decision) else ()

    def play(self, position: PigState, event: Event) -> PigState | None:
        return self.load(turn(position, event))
