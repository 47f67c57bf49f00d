"""The review of a finished game (issue #25): every decision valued by the game's advisor under
one work budget, each person's costliest decisions, and the luck of the cards or dice beside.

The work is the game's (``Reviewer``); here the log is walked, the decisions are handed over one
by one and the answers are gathered per seat. Nothing here draws: faces render a ``Review``.
A game still being played is refused, so no secret of a running game leaks through a review;
the game itself keeps what was never revealed out of its lines and numbers.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any

from tabletop.events import BadInput, Event
from tabletop.plugin import Appraisal, Decision, Luck, Played, Reviewer, words
from tabletop.session import deal_bests
from tabletop.session.dealers import RandomDealer
from tabletop.session.session import Session
from tabletop.store.caches import ReviewFigure
from tabletop.store.database import Store

EFFORT = 0.1
"""The review's budget per decision: the work of a hint of this many seconds (positions
searched, never the clock), two thirds of a hint's, so a whole game is reviewed in seconds."""
COSTLIEST = 3  # the decisions shown per person
PARALLEL_FROM = 60  # decisions: fewer are valued on this process (a worker takes ~0.3 s to start)
RUNS_PER_WORKER = 3  # runs of decisions handed to each worker: the last ones finish together
NOTICEABLE = 0.05  # what a choice must give up, in the game's unit, to count as a slip

Progress = Callable[[int, int], None]
"""Told ``(done, total)`` as the review goes: the faces' progress bar."""


@dataclass(frozen=True, slots=True)
class Costly:
    """One decision that gave something up: its log index, what was played, the appraisal."""

    index: int
    chosen: Event
    appraisal: Appraisal

    def to_json(self, game: Any) -> dict[str, Any]:
        a = self.appraisal
        return {"entry": self.index + 1, "played": game.notation(self.chosen),
                "played_words": words(game, self.chosen), "prefers": game.notation(a.best),
                "prefers_words": words(game, a.best), "played_value": round(a.chosen, 3),
                "best_value": round(a.best_value, 3), "given_up": round(a.given_up, 3),
                "exact": a.exact}


@dataclass(frozen=True, slots=True)
class PersonReview:
    seat: int
    name: str
    bot: bool
    decisions: int  # every decision the seat made
    valued: int  # those the advisor could value
    given_up: float  # expected points (in the unit) the seat's choices gave up, summed
    slips: int  # valued decisions that gave up more than ``NOTICEABLE``
    costliest: tuple[Costly, ...]
    luck: tuple[Luck, ...]

    @property
    def luck_total(self) -> float:
        return sum(item.value for item in self.luck if item.value is not None)


@dataclass(frozen=True, slots=True)
class Review:
    game: str
    unit: str  # the game's catalogue key of its unit (``Reviewer.review_unit``)
    effort: float
    people: tuple[PersonReview, ...]

    def to_json(self, game: Any) -> dict[str, Any]:
        from tabletop.narration import render

        return {"game": self.game, "unit": self.unit, "effort": self.effort, "people": [
            {"seat": p.seat, "player": p.name, "bot": p.bot, "decisions": p.decisions,
             "valued": p.valued, "given_up": round(p.given_up, 3), "slips": p.slips,
             "costliest": [c.to_json(game) for c in p.costliest],
             "luck": [{"value": None if item.value is None else round(item.value, 3),
                       "line": item.line.to_json(), "said": render(item.line)}
                      for item in p.luck],
             "luck_total": round(p.luck_total, 3)} for p in self.people]}


def amount(unit: str, value: float) -> str:
    """``4.2 points`` / ``4,2 Punkte``: an expected value in the game's unit, as faces say it."""
    from tabletop.text.i18n import decimal, t

    text = decimal(value, 1)
    return t(f"{unit}_one" if text in ("1.0", "1,0") else f"{unit}_many", count=text)


def figure_line(person: PersonReview, unit: str) -> str:
    """What a person's choices gave up, as every face says it first."""
    from tabletop.text.i18n import t
    from tabletop.text.shown import shown_name

    name = shown_name(person.name)
    if person.slips:
        return t("review_figure", player=name, lost=amount(unit, person.given_up),
                 decisions=person.decisions, valued=person.valued, slips=person.slips)
    return t("review_figure_clean", player=name, decisions=person.decisions,
             valued=person.valued)


def luck_line(person: PersonReview, unit: str) -> str | None:
    """The person's luck in all, or None where none was measured."""
    from tabletop.text.i18n import t

    if all(item.value is None for item in person.luck):
        return None
    way = t("review_more" if person.luck_total >= 0 else "review_less")
    return t("review_luck_total", worth=amount(unit, abs(person.luck_total)), way=way)


def reviewable(session: Session, game_id: int) -> None:
    """Refuses what cannot be reviewed, in one line: a game without an advisor, a game still
    being played (its secrets are still secret)."""
    if not isinstance(session.game, Reviewer):
        raise BadInput("err_review_no_advisor")
    if not session.over:
        raise BadInput("err_review_unfinished", id=game_id)


def review(session: Session, *, game_id: int = 0, effort: float = EFFORT,
           progress: Progress | None = None, jobs: int | None = None,
           store: Store | None = None) -> Review:
    """Review the finished game of ``session`` (stored as ``game_id``); ``progress`` hears of
    each step. The decisions are valued on ``jobs`` processes (None: one a core) when there
    are enough of them to pay for starting the processes. A solo deal's best kept in
    ``store`` (or the session's) is read, or waited for while the background works it out,
    not solved again."""
    reviewable(session, game_id)
    game = session.game
    assert isinstance(game, Reviewer)
    record, states, events = session.record, session.states, session.events
    decided = [i for i, event in enumerate(events) if not event.is_chance]
    total = len(decided) + 1
    asked = [(i, states[i], int(events[i].actor), events[i]) for i in decided
             if _open(game, states[i])]
    appraisals = _appraised(record.game, asked, effort, jobs, total, progress)
    played = Played(states, events, appraisals)
    if record.mode != "table" and record.seed is not None:
        deal = deal_bests.deal_of(game, record)
        # Kept with the deal, or still being worked out in the background (since the deal
        # began): waited for, as the end screen does, not solved a second time by ``luck``.
        best = None if deal is None else deal_bests.wait(deal, session.store or store)
        played = Played(states, events, appraisals, RandomDealer(record.seed, record.dealer),
                        best)
    luck = game.luck(played, effort)
    if progress:
        progress(total, total)
    people = tuple(_person(seat, name, seat in record.bots, decided, events, appraisals,
                           [item for item in luck if item.seat == seat])
                   for seat, name in enumerate(record.players))
    return Review(record.game, game.review_unit, effort, people)


def _open(game: Any, state: Any) -> bool:
    awaiting = game.awaiting(state)
    return isinstance(awaiting, Decision) and len(awaiting.actions) > 1


Asked = tuple[int, Any, int, Event]  # a decision to value: log index, state, seat, event


def _appraised(game_id: str, asked: list[Asked], effort: float, jobs: int | None,
               total: int, progress: Progress | None) -> dict[int, Appraisal]:
    """Every decision asked about, valued in log order on one process or spread over
    ``jobs`` (in runs of neighbouring decisions, which share the searches' memos)."""
    workers = (os.cpu_count() or 1) if jobs is None else jobs
    found: dict[int, Appraisal] = {}
    if workers <= 1 or len(asked) < PARALLEL_FROM:
        for done, item in enumerate(asked):
            if progress:
                progress(done, total)
            found.update(_value(game_id, [item], effort))
        return found
    size = max(1, -(-len(asked) // (workers * RUNS_PER_WORKER)))
    runs = [asked[at:at + size] for at in range(0, len(asked), size)]
    context = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        futures = [pool.submit(_value, game_id, run, effort) for run in runs]
        done = 0
        for future in as_completed(futures):
            found.update(future.result())
            done += size
            if progress:
                progress(min(done, len(asked)), total)
    return found


def _value(game_id: str, asked: list[Asked], effort: float) -> dict[int, Appraisal]:
    """A run of decisions valued (in a worker process the game is found by its id)."""
    from tabletop import registry

    game = registry.get(game_id)
    assert isinstance(game, Reviewer)
    found: dict[int, Appraisal] = {}
    for index, state, seat, event in asked:
        appraisal = game.appraise(state, seat, event, effort)
        if appraisal is not None:
            found[index] = appraisal
    return found


def figures(found: Review) -> list[ReviewFigure]:
    """One figure a seat, kept with the game so ``stats`` can follow a person over time."""
    return [ReviewFigure(p.seat, p.decisions, p.valued, p.given_up,
                         p.luck_total if any(i.value is not None for i in p.luck) else None,
                         found.unit, found.effort) for p in found.people]


def _person(seat: int, name: str, bot: bool, decided: list[int], events: list[Event],
            appraisals: dict[int, Appraisal], luck: list[Luck]) -> PersonReview:
    mine = [i for i in decided if int(events[i].actor) == seat]
    valued = [i for i in mine if i in appraisals]
    costly = sorted((i for i in valued if appraisals[i].given_up > NOTICEABLE),
                    key=lambda i: (-appraisals[i].given_up, i))
    return PersonReview(
        seat, name, bot, len(mine), len(valued), sum(appraisals[i].given_up for i in valued),
        len(costly), tuple(Costly(i, events[i], appraisals[i]) for i in costly[:COSTLIEST]),
        tuple(luck))
