"""Pig's rules: roll one die at will; a 1 loses the turn's points and ends the turn, another face
adds to them; ``hold`` banks them. The first to reach ``target`` (banked or not) wins. A game this
small keeps its setup, moves, what a seat sees and is told, and its score in one file."""


from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop import plugin
from tabletop.events import Event, IllegalAction
from tabletop.plugin import (
    Chance,
    Decision,
    Line,
    Over,
    PlayerScore,
    ScoreLine,
    ScoreSheet,
    replace,
)
from tabletop.text.terms import term

FACES = ("1", "2", "3", "4", "5", "6")


class PigOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    target: int = Field(100, ge=2, le=1000, description="The score that wins (small for tests).")


@dataclass(frozen=True, slots=True)
class PigState:
    players: tuple[str, ...]
    target: int
    scores: tuple[int, int] = (0, 0)
    seat: int = 0  # whose turn it is
    total: int = 0  # this turn's points, not yet banked
    rolling: bool = False  # a die is in the air: chance decides next
    last: int | None = None  # the last face rolled


def setup(options: BaseModel, players: list[str]) -> PigState:
    assert isinstance(options, PigOptions)
    return PigState(tuple(players), options.target)


def winner(state: PigState) -> int | None:
    return next((s for s, score in enumerate(state.scores) if score >= state.target), None)


def _hold(state: PigState, event: Event) -> PigState:
    if not state.total:
        raise IllegalAction("pig_err_nothing_to_hold")
    banked = state.scores[state.seat] + state.total
    scores = (banked, state.scores[1]) if state.seat == 0 else (state.scores[0], banked)
    seat = state.seat if banked >= state.target else 1 - state.seat
    return replace(state, scores=scores, seat=seat, total=0)


def _die(state: PigState, event: Event) -> PigState:
    values = event.data.get("values")
    if not isinstance(values, list) or len(values) != 1 or values[0] not in FACES:
        raise IllegalAction("pig_err_die")
    face = int(values[0])
    if face == 1:
        return replace(state, seat=1 - state.seat, total=0, rolling=False, last=1)
    rolled = replace(state, total=state.total + face, rolling=False, last=face)
    # reaching the target wins at once: no one can stall a game by never holding
    won = state.scores[state.seat] + rolled.total >= state.target
    return _hold(rolled, event) if won else rolled


MOVES = {"roll": lambda state, event: replace(state, rolling=True), "hold": _hold, "die": _die}


def awaiting(state: PigState) -> plugin.Awaiting:
    if winner(state) is not None:
        return Over()
    if state.rolling:
        return Chance("die", "pig_what_die", FACES, distinct=False)
    hold = (Event(state.seat, "hold"),) if state.total else ()
    return Decision(state.seat, (Event(state.seat, "roll"), *hold))


def turn(state: PigState, event: Event) -> PigState:
    # the host has checked whose decision it is; the rules check what may happen now
    over, chance = winner(state) is not None, event.is_chance
    if not over and chance == state.rolling and (chance or not event.data):
        return plugin.dispatch(MOVES, state, event)
    raise IllegalAction("pig_err_not_now")


def score(state: PigState) -> ScoreSheet:
    won = winner(state)
    return ScoreSheet("playing" if won is None else "over", tuple(
        PlayerScore(name, points, (ScoreLine("pig_line_banked", points),))
        for name, points in zip(state.players, state.scores, strict=True)),
        () if won is None else (state.players[won],))


def tally(answers: Mapping[str, Any]) -> ScoreSheet:
    players = tuple(PlayerScore(name, points) for name, points in answers["player"])
    best = max((p.total or 0 for p in players), default=0)
    return ScoreSheet("over", players, tuple(p.name for p in players if p.total == best))


def observe(state: PigState, seat: int | None) -> dict[str, Any]:
    won = winner(state)
    return {"seat": seat, "players": list(state.players), "scores": list(state.scores),
            "target": state.target, "turn": state.seat, "total": state.total,
            "last": state.last, "rolling": state.rolling,
            "winner": None if won is None else state.players[won],
            "advise": won is None and seat == state.seat and not state.rolling}


def narrate(before: PigState, event: Event, after: PigState) -> list[Line]:
    who = {"player": before.players[before.seat]}
    if event.kind == "roll":
        return [Line("pig_n_roll", who)]
    die = term("pig_die", face=after.last)
    if event.kind == "die" and after.last == 1:
        return [Line("pig_n_bust", {**who, "die": die, "lost": before.total,
                                    "next": after.players[after.seat]})]
    said = {"points": before.total, "score": after.scores[before.seat]} if event.kind == "hold" \
        else {"die": die, "total": before.total + (after.last or 0)}
    won = [Line("pig_n_won", who)] if winner(after) is not None else []
    return [Line(f"pig_n_{event.kind}", {**who, **said}), *won]
