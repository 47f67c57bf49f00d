"""A game's other pages: its log (with fixing at the table: a correction is shown with what it
would drop before it is made) and its rules. Each leads back to its seat."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from tabletop.board import said
from tabletop.events import TabletopError
from tabletop.plugin import rules_text, words
from tabletop.session import story
from tabletop.session.answers import Answer
from tabletop.session.session import make_options
from tabletop.session.table import Fixed, Table
from tabletop.text.i18n import t
from tabletop.text.terms import spoken
from tabletop.web.access import hub_of, is_host, link_of
from tabletop.web.layout import message, page
from tabletop.web.links import Link
from tabletop.web.table_page import offer_form, title
from tabletop.web.templating import render

PICKED = re.compile(r"n|o|c\d{1,3}")  # the fields of a choice (see app.picked)


@dataclass(frozen=True, slots=True)
class Entry:
    """A line of the log: its number, who, the words that replay it, where to fix it."""

    number: int
    who: str
    typed: str
    fix: str | None
    said: list[str]


@dataclass(frozen=True, slots=True)
class PageItem:
    """A chapter's page in the list of pages (``gap``: pages left out before it)."""

    number: int
    heading: str
    href: str
    current: bool
    gap: bool


@dataclass(frozen=True, slots=True)
class Turn:
    href: str
    heading: str


def game_subpage(request: Request, link: Link, name: str, body: Markup, *,
                 status: int = 200) -> HTMLResponse:
    """A page of a game besides the game itself: the way back to its seat first, the brand
    leading there too, and the host's pages on the host's device."""
    return page(request, name, render("game/subpage.html", token=link.token, body=body),
                status=status, host=is_host(request), home=f"/s/{link.token}")


def log_body(table: Table, link: Link, page: int | None = None) -> Markup:
    """One chapter of the story a page (issue #23: the whole game was some 8,400 px on a
    phone): its heading, then its entries in order, each with its number, who, the words that
    replay it and what it did; secret choices not yet revealed stay hidden; at the table each
    entry can be fixed. ``page`` counts the chapters from 1; none (or none such): the last."""
    place = link.place()
    chapters = story.parts(table.driver)
    if not chapters:
        return render("game/log_empty.html")
    number = page if page is not None and 1 <= page <= len(chapters) else len(chapters)
    part = chapters[number - 1]
    entries = []
    for entry in table.log(place)[part.start:part.end]:
        event, index = entry.event, entry.number - 1
        fixable = table.fixable(place, entry.number) is not None
        entries.append(Entry(
            number=entry.number,
            who="·" if event.is_chance else table.players[int(event.actor)],
            typed=t("log_secret") if entry.secret else words(table.game, event),
            fix=f"/s/{link.token}/fix/{entry.number}" if fixable else None,
            said=list(story.said(table.driver, index))))
    return render("game/log_chapter.html", pages=log_pages(link, chapters, number),
                  heading=story.heading(part), start=part.start + 1, entries=entries,
                  turns=log_turns(link, chapters, number))


def _page_href(link: Link, number: int) -> str:
    return f"/s/{link.token}/log?page={number}"


NEAR = 2
"""Pages listed on each side of the one shown (with the first and the last): one row on a
phone, however long the game."""


def log_pages(link: Link, chapters: list[story.Part], number: int) -> Markup:
    """The chapters' pages by number, the one shown marked: the first, the last and those
    near the one shown, gaps marked."""
    listed = [part for part in chapters if part.number in (1, len(chapters))
              or abs(part.number - number) <= NEAR]
    items = [PageItem(number=part.number, heading=story.heading(part),
                      href=_page_href(link, part.number), current=part.number == number,
                      gap=before is not None and part.number > before.number + 1)
             for before, part in zip([None, *listed], listed, strict=False)]
    return render("game/log_pages.html", number=number, count=len(chapters), items=items)


def log_turns(link: Link, chapters: list[story.Part], number: int) -> Markup:
    """The chapters before and after the one shown, by their headings."""
    older = Turn(_page_href(link, number - 1), story.heading(chapters[number - 2])) \
        if number > 1 else None
    newer = Turn(_page_href(link, number + 1), story.heading(chapters[number])) \
        if number < len(chapters) else None
    return render("game/log_turns.html", older=older, newer=newer)


async def subpage(request: Request,
                  draw: Callable[[Table, Link], Markup]) -> Response:
    """A page of the link's game besides the game itself, drawn under the game's lock."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    hub = hub_of(request)

    def drawn() -> tuple[str, Markup]:
        table = hub.table(link.game_id)
        with table.lock:
            return title(table), draw(table, link)

    try:
        name, body = await run_in_threadpool(drawn)
    except TabletopError as exc:
        return message(request, t("web_err_game_title"), exc.message(), status=400)
    return game_subpage(request, link, name, body)


async def log(request: Request) -> Response:
    asked = request.query_params.get("page", "")
    page = int(asked) if asked.isascii() and asked.isdigit() and len(asked) < 6 else None
    return await subpage(request, lambda table, link: render(
        "game/log.html", chapter=log_body(table, link, page)))


async def rules(request: Request) -> Response:
    def draw(table: Table, link: Link) -> Markup:
        options = make_options(table.game, table.session.record.options)
        return render("game/rules.html", rules=rules_html(rules_text(table.game, options)))

    return await subpage(request, draw)


def rules_html(text: str) -> Markup:
    """A rules summary (Markdown written by the game) as HTML; raw HTML in it is not passed."""
    from markdown_it import MarkdownIt

    return Markup(MarkdownIt("commonmark", {"html": False}).enable("table").render(text))


async def fix_form(request: Request, link: Link, number: int,
                   error: str | None = None) -> Response:
    """What entry ``number`` could have been, to choose again (at the table); ``error``: why
    the last choice was not taken."""
    hub = hub_of(request)

    def draw() -> tuple[str, Markup] | None:
        table = hub.table(link.game_id)
        with table.lock:
            offer = table.fixable(link.place(), number)
            if offer is None:
                return None
            was = said(table.game, table.session.events[number - 1])
            form = offer_form(table, offer, f"/s/{link.token}/fix/{number}", None)
            return title(table), render("game/fix_form.html", number=number, error=error,
                                        was=was, form=form)

    drawn = await run_in_threadpool(draw)
    if drawn is None:
        return message(request, t("web_err_game_title"), t("err_fix_table_only"), status=404)
    return game_subpage(request, link, *drawn, status=200 if error is None else 409)


async def fix_preview(request: Request, link: Link, number: int, form: Any,
                      answer: Answer) -> Response:
    """A correction chosen, not yet made: what entry ``number`` becomes and every later entry
    it would drop (the table folds the log again without changing it), then the button that
    makes it with the same answer."""
    hub = hub_of(request)
    version = form.get("v")

    def draw() -> tuple[str, Markup]:
        table = hub.table(link.game_id)
        with table.lock:
            fixed = hub.act(link, lambda table: table.fix_preview(
                link.place(), number, answer,
                version=version if isinstance(version, str) else ""), tell=False)
            return title(table), preview_body(table, link, fixed, form)

    try:
        name, body = await run_in_threadpool(draw)
    except TabletopError as exc:  # e.g. the game moved on since the choices were drawn
        return await fix_form(request, link, number, error=exc.message())
    return game_subpage(request, link, name, body)


def preview_body(table: Table, link: Link, fixed: Fixed, form: Any) -> Markup:
    """The sentences name the entries as the players say them; the entries it would drop are
    listed as the log lists them."""
    number, game = fixed.number, table.game
    assert fixed.entry is not None  # a preview names what the entry becomes
    dropping = fixed.failed is not None
    return render(
        "game/fix_preview.html", number=number, token=link.token, version=table.version,
        was=said(game, table.session.events[number - 1]), entry=said(game, fixed.entry),
        failed=fixed.failed, reason=str(spoken(fixed.reason or "")).rstrip("."),
        dropped=[(e.number, words(game, e.event)) for e in fixed.dropped] if dropping else [],
        fields=[(key, value) for key, value in form.multi_items()
                if PICKED.fullmatch(key) and isinstance(value, str)],
        confirm=t("web_fix_confirm_drop", count=len(fixed.dropped)) if dropping
        else t("web_fix_confirm"))
