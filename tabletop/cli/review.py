"""``tabletop review ID``: how well each person played a finished game and how lucky they were
(issue #25), drawn from the host's ``Review``; the figures are kept with the game."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Annotated, Any

import typer
from rich.console import Console, Group, RenderableType
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.text import Text

from tabletop import registry
from tabletop.archive.rows import local_time
from tabletop.board import said
from tabletop.cli.board import board_screen
from tabletop.cli.common import JsonOpt, PagerOpt
from tabletop.cli.numbers import IDS
from tabletop.cli.render import error_console, json_text, paged
from tabletop.events import BadInput
from tabletop.narration import render
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

PROGRESS_AFTER = 0.4  # seconds: a review quicker than this shows no bar at all


def reviewed(game_id: int, store: Store) -> tuple[Session, Review]:
    """The finished game ``game_id`` reviewed, with a progress bar on a terminal when it
    takes more than a moment, and its figures kept with the game."""
    record = store.log.load(game_id)
    if record.mode == "tally":
        raise BadInput("err_review_tallied", id=game_id)
    session = Session.from_record(registry.get(record.game), record)
    with _progress() as told:
        found = review(session, game_id=game_id, progress=told, store=store)
    store.caches.keep_review(game_id, len(session.events), figures(found))
    return session, found


class _progress:
    """A transient bar on standard error, shown once the work has taken ``PROGRESS_AFTER``."""

    def __init__(self) -> None:
        self.console = error_console()
        self.bar: Progress | None = None
        self.task: Any = None
        self.started = time.monotonic()

    def __enter__(self) -> Callable[[int, int], None]:
        return self.told

    def told(self, done: int, total: int) -> None:
        if self.bar is None:
            if not self.console.is_terminal or time.monotonic() - self.started < PROGRESS_AFTER:
                return
            self.bar = Progress(TextColumn(t("review_working")), BarColumn(),
                                MofNCompleteColumn(), console=self.console, transient=True)
            self.bar.start()
            self.task = self.bar.add_task("", total=total)
        self.bar.update(self.task, completed=done, total=total)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()


def review_screen(game_id: int, session: Session, found: Review) -> list[RenderableType]:
    game, record = session.game, session.record
    title = game.meta.titles[i18n.language()]
    parts: list[RenderableType] = [
        Text(t("review_title", id=game_id, title=title, date=local_time(record.created),
               players=", ".join(map(shown_name, record.players))), style="bold"),
        Text(t("review_how", seconds=i18n.decimal(found.effort, 2)), style="dim"), Text()]
    for person in found.people:
        parts += _person(person, found.unit)
    for person in found.people:
        if person.costliest:
            parts.append(Text(t("review_costliest", player=shown_name(person.name)),
                              style="bold underline"))
            for number, costly in enumerate(person.costliest, 1):
                parts += _decision(session, person, costly, number, found.unit)
    parts.append(Text(t("review_kept"), style="dim"))
    return parts


def _person(person: PersonReview, unit: str) -> list[RenderableType]:
    parts: list[RenderableType] = [Text(figure_line(person, unit), style="bold")]
    parts += [Text(f"  » {render(item.line)}") for item in person.luck]
    total = luck_line(person, unit)
    if total is not None:
        parts.append(Text("  " + total, style="italic"))
    parts.append(Text())
    return parts


def _decision(session: Session, person: PersonReview, costly: Costly, number: int,
              unit: str) -> list[RenderableType]:
    game, a = session.game, costly.appraisal
    line = f"{number}. " + t("review_decision", entry=costly.index + 1,
                             played=said(game, costly.chosen), best=said(game, a.best),
                             lost=amount(unit, a.given_up), chosen=i18n.decimal(a.chosen, 1),
                             value=i18n.decimal(a.best_value, 1))
    if not a.exact:
        line += " " + t("review_estimate")
    observation = game.observe(session.states[costly.index], person.seat)
    return [Text(line), board_screen(game, observation), Text()]


def register(app: typer.Typer) -> None:
    @app.command("review")
    def review_cmd(game_id: Annotated[int, typer.Argument(
                       help="The game's ID.", parser=IDS.parser("ID"))],
                   as_json: JsonOpt = False, pager: PagerOpt = True) -> None:
        """How well each person played and how lucky they were."""
        store = Store()
        session, found = reviewed(game_id, store)
        if as_json:
            typer.echo(json_text({"id": game_id, **found.to_json(session.game)}))
            return
        with paged(pager) as con:
            _print(con, review_screen(game_id, session, found))


def _print(con: Console, parts: list[RenderableType]) -> None:
    con.print(Group(*parts))
