"""Pig, the smallest game with the whole plugin protocol: roll one die as often as you like; a 1
loses the turn's points and ends it, another face adds to them; ``hold`` banks them. The first
to reach ``target`` (banked or not) wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop.events import CHANCE, BadInput, Event, IllegalAction
from tabletop.i18n import t
from tabletop.plugin import (
    Advice,
    Awaiting,
    Chance,
    Decision,
    GameMeta,
    Line,
    Over,
    PlayerScore,
    ScoreLine,
    ScoreSheet,
    Stop,
    Strategy,
    TallyField,
    dispatch,
)
from tabletop.text.terms import term

FACES = ("1", "2", "3", "4", "5", "6")
ROLL_WORDS, HOLD_WORDS = {"roll", "r", "würfeln", "wurf", "w"}, {"hold", "h", "halten", "bank"}
DIE_WORDS = {"die", "rolled", "würfel", "gewürfelt"}
HOLD_AT = 20  # the bot's and the advice's rule of thumb: bank a turn worth 20


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


def winner(state: PigState) -> int | None:
    return next((s for s, score in enumerate(state.scores) if score >= state.target), None)


def _hold(state: PigState, event: Event) -> PigState:
    if not state.total:
        raise IllegalAction("pig_err_nothing_to_hold")
    scores = list(state.scores)
    scores[state.seat] += state.total
    seat = state.seat if scores[state.seat] >= state.target else 1 - state.seat
    return replace(state, scores=(scores[0], scores[1]), seat=seat, total=0)


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


DECISIONS = {"roll": lambda state, event: replace(state, rolling=True), "hold": _hold}
CHANCES = {"die": _die}


def awaiting(state: PigState) -> Awaiting:
    if winner(state) is not None:
        return Over()
    if state.rolling:
        return Chance("die", "pig_what_die", FACES, distinct=False)
    hold = (Event(state.seat, "hold"),) if state.total else ()
    return Decision(state.seat, (Event(state.seat, "roll"), *hold))


def turn(state: PigState, event: Event) -> PigState:
    now = awaiting(state)
    if isinstance(now, Decision) and event.actor == now.player and not event.data:
        return dispatch(DECISIONS, state, event)
    if isinstance(now, Chance) and event.is_chance:
        return dispatch(CHANCES, state, event)
    raise IllegalAction("pig_err_not_now")


def sensible(state: PigState, seat: int) -> Event:
    """The bot's move and the advice: bank a turn worth ``HOLD_AT``."""
    return Event(seat, "hold" if state.total >= HOLD_AT else "roll")


class PigModel:
    """Pig's fast model is trivial: a state is already a small hashable position."""

    def load(self, state: PigState) -> PigState | None:
        return None if winner(state) is not None else state

    def legal(self, position: PigState) -> Sequence[Event]:
        now = awaiting(position)
        return now.actions if isinstance(now, Decision) else ()

    def play(self, position: PigState, event: Event) -> PigState | None:
        return self.load(turn(position, event))


def _tally_line(text: str) -> tuple[str, int]:
    name, _, points = text.partition(":")
    if not name.strip() or not points.strip().isdigit():
        raise BadInput("pig_err_tally", text=text)
    return name.strip(), int(points)


class Pig:
    meta = GameMeta(id="pig", titles={"en": "Pig", "de": "Schweinerei"},
                    min_players=2, max_players=2, options=PigOptions,
                    view=__name__.rpartition(".")[0] + ".view",
                    web=__name__.rpartition(".")[0] + ".web",
                    tally_fields=(TallyField("player", "pig_ask_player", _tally_line,
                                             multiple=True),))
    awaiting = staticmethod(awaiting)
    turn = staticmethod(turn)

    def setup(self, options: BaseModel, players: list[str]) -> PigState:
        assert isinstance(options, PigOptions)
        return PigState(tuple(players), options.target)

    def score(self, state: PigState) -> ScoreSheet:
        won = winner(state)
        return ScoreSheet("playing" if won is None else "over", tuple(
            PlayerScore(name, points, (ScoreLine("pig_line_banked", points),))
            for name, points in zip(state.players, state.scores, strict=True)),
            () if won is None else (state.players[won],))

    def observe(self, state: PigState, seat: int | None) -> dict[str, Any]:
        won = winner(state)
        return {"seat": seat, "players": list(state.players), "scores": list(state.scores),
                "target": state.target, "turn": state.seat, "total": state.total,
                "last": state.last, "rolling": state.rolling,
                "winner": None if won is None else state.players[won],
                "advise": won is None and seat == state.seat and not state.rolling}

    def narrate(self, before: PigState, event: Event, after: PigState) -> list[Line]:
        who = before.players[before.seat]
        won = [Line("pig_n_won", {"player": who})] if winner(after) is not None else []
        if event.kind == "roll":
            return [Line("pig_n_roll", {"player": who})]
        if event.kind == "hold":
            return [Line("pig_n_hold", {"player": who, "points": before.total,
                                        "score": after.scores[before.seat]}), *won]
        face = term("pig_die", face=after.last)
        if after.last == 1:
            return [Line("pig_n_bust", {"player": who, "die": face, "lost": before.total,
                                        "next": after.players[after.seat]})]
        total = before.total + (after.last or 0)
        return [Line("pig_n_die", {"player": who, "die": face, "total": total}), *won]

    def parse(self, state: PigState, text: str) -> Event:
        words = text.strip().lower().split()
        if state.rolling and words and words[-1] in FACES and set(words[:-1]) <= DIE_WORDS:
            return Event(CHANCE, "die", {"values": [words[-1]]})
        if not state.rolling and len(words) == 1 and words[0] in ROLL_WORDS | HOLD_WORDS:
            return Event(state.seat, "roll" if words[0] in ROLL_WORDS else "hold")
        raise BadInput("pig_err_parse", text=text.strip())

    def notation(self, event: Event) -> str:
        return f"die {event.data['values'][0]}" if event.is_chance else event.kind

    def summary(self, state: PigState) -> dict[str, Any]:
        return {"status": self.score(state).status, **self.observe(state, None)}

    def commands_help(self, state: PigState) -> list[tuple[str, str]]:
        return [("die 4", "pig_cmd_die")] if state.rolling else [("roll", "pig_cmd_roll"),
                                                                   ("hold", "pig_cmd_hold")]

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, PigOptions)
        return t("pig_rules", target=options.target)

    def tally(self, answers: Mapping[str, Any]) -> ScoreSheet:
        players = tuple(PlayerScore(name, points) for name, points in answers["player"])
        best = max((p.total or 0 for p in players), default=0)
        return ScoreSheet("over", players, tuple(p.name for p in players if p.total == best))

    def strategies(self) -> Mapping[str, Strategy]:
        return {"hold20": lambda state, seat, rng: sensible(state, seat)}

    def advise(self, state: PigState, seat: int, seconds: float,
               stop: Stop | None = None) -> Advice:
        # A rule of thumb searches nothing: it answers at once, stopped or not.
        best = sensible(state, seat)
        return Advice(best, {"hold_at": HOLD_AT, "total": state.total, "best": best.kind})

    def fast_model(self) -> PigModel:
        return PigModel()
