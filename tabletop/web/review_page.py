"""The Review page of a finished game (issue #25): from the history (``/history/{id}/review``)
and from a seat's link once its game is over (``/s/{token}/review``).

A review takes seconds, so it runs in a thread of its own; until it is ready the page shows
how far it has come and reloads itself, filling in. Finished reviews are kept for the game's log
as it is: an undo after the end makes a new one. Everything drawn is the host's ``Review``
(numbers, lines, events) and the game's web view of the board as the player saw it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response

from tabletop import registry
from tabletop.board import board_account, said
from tabletop.events import BadInput, TabletopError
from tabletop.narration import render as render_line
from tabletop.session.review import (
    Costly,
    PersonReview,
    Review,
    amount,
    figure_line,
    figures,
    luck_line,
    review,
)
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.shown import shown_name
from tabletop.typed import small_number
from tabletop.web.access import hub_of, link_of
from tabletop.web.board import board_html
from tabletop.web.layout import message, page
from tabletop.web.templating import render

REFRESH_SECONDS = 1  # how often a page waiting for its review looks again


@dataclass(slots=True)
class Job:
    """One review being made (or made) of a game as its log stands (``events`` long)."""

    events: int
    done: int = 0
    total: int = 1
    session: Session | None = None
    result: Review | None = None
    error: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)


class Reviews:
    """The reviews of this server, made once per game and log."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.jobs: dict[int, Job] = {}
        self.lock = threading.Lock()

    def job(self, game_id: int) -> Job:
        """The game's review, started if it is not under way (a refusal is raised here, in
        the request, so its page says why at once)."""
        record = self.store.log.load(game_id)
        if record.mode == "tally":
            raise BadInput("err_review_tallied", id=game_id)
        session = Session.from_record(registry.get(record.game), record)
        if not session.over:
            raise BadInput("err_review_unfinished", id=game_id)
        with self.lock:
            job = self.jobs.get(game_id)
            if job is None or job.events != len(session.events):
                job = self.jobs[game_id] = Job(len(session.events), session=session)
                threading.Thread(target=self._run, args=(game_id, job), daemon=True,
                                 name=f"review-{game_id}").start()
        return job

    def _run(self, game_id: int, job: Job) -> None:
        assert job.session is not None

        def told(done: int, total: int) -> None:
            job.done, job.total = done, total

        try:
            found = review(job.session, game_id=game_id, progress=told, store=self.store)
            self.store.caches.keep_review(game_id, job.events, figures(found))
            job.result = found
        except TabletopError as exc:
            job.error = exc.message()


def reviews_of(request: Request) -> Reviews:
    found: Reviews = request.app.state.reviews
    return found


async def from_history(request: Request) -> Response:
    text = request.path_params["id"]
    game_id = small_number(text, 18)
    if game_id is None:
        return message(request, t("web_err_game_title"), t("err_no_such_game", id=text),
                       status=404)
    return await _page(request, game_id, back=f"/history/{game_id}", host=True)


async def from_seat(request: Request) -> Response:
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    hub_of(request)  # the seat's game is reviewed from the store, as the history's is
    return await _page(request, link.game_id, back=f"/s/{link.token}", host=False)


async def _page(request: Request, game_id: int, *, back: str, host: bool) -> Response:
    reviews = reviews_of(request)
    try:
        job = await run_in_threadpool(reviews.job, game_id)
    except TabletopError as exc:
        status = 404 if exc.key == "err_no_such_game" else 409
        return message(request, t("web_review_title"), exc.message(), status=status)
    if job.error is not None:
        return message(request, t("web_review_title"), job.error, status=500)
    assert job.session is not None
    game = job.session.game
    title = t("web_review_heading", id=game_id, title=game.meta.titles[i18n.language()])
    if job.result is None:
        body = render("review/waiting.html", title=title, done=job.done, total=job.total)
        response = page(request, title, body, host=host, home=back)
        response.headers["Refresh"] = str(REFRESH_SECONDS)
        return response
    # the statistics show the review over time; a player's phone may not open them
    stats = f"/stats?game={game.meta.id}" if host else None
    return page(request, title, review_body(title, job.session, job.result, back, stats=stats),
                host=host, home=back)


@dataclass(frozen=True, slots=True)
class Decision:
    line: str
    board: Markup


@dataclass(frozen=True, slots=True)
class Person:
    name: str
    figure: str
    luck: list[str]
    total: str | None
    decisions: list[Decision]


def review_body(title: str, session: Session, found: Review, back: str, *,
                stats: str | None = None) -> Markup:
    """The review of each person; ``stats``: the statistics page that shows it over time."""
    return render("review/body.html", title=title, back=back, stats=stats,
                  how=t("review_how", seconds=i18n.decimal(found.effort, 2)),
                  people=[_person(session, person, found.unit) for person in found.people])


def _person(session: Session, person: PersonReview, unit: str) -> Person:
    return Person(name=shown_name(person.name), figure=figure_line(person, unit),
                  luck=[render_line(item.line) for item in person.luck],
                  total=luck_line(person, unit),
                  decisions=[_decision(session, person, c, unit) for c in person.costliest])


def _decision(session: Session, person: PersonReview, costly: Costly, unit: str) -> Decision:
    game, a = session.game, costly.appraisal
    line = t("review_decision", entry=costly.index + 1, played=said(game, costly.chosen),
             best=said(game, a.best), lost=amount(unit, a.given_up),
             chosen=i18n.decimal(a.chosen, 1), value=i18n.decimal(a.best_value, 1))
    if not a.exact:
        line += " " + t("review_estimate")
    board = board_html(game, board_account(game).board(
        game.observe(session.states[costly.index], person.seat)))
    return Decision(line, board)
