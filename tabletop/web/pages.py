"""A game's other pages: its log (with fixing at the table) and its rules."""

from __future__ import annotations

from collections.abc import Callable

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response

from tabletop import narration
from tabletop.events import TabletopError
from tabletop.i18n import t
from tabletop.play.session import make_options
from tabletop.play.table import Table
from tabletop.plugin import words
from tabletop.web.access import hub_of, link_of
from tabletop.web.layout import message, page
from tabletop.web.links import Link
from tabletop.web.table_page import offer_form, title


def _back(link: Link) -> Markup:
    return Markup('<p><a class="button" href="/s/{}">{}</a></p>').format(link.token,
                                                                        t("web_back"))


def log_body(table: Table, link: Link) -> Markup:
    """Every entry with its number, who, the words that replay it and what it did; secret
    choices not yet revealed stay hidden; at the table each entry can be fixed."""
    session, place = table.session, link.place()
    rows = Markup("")
    for entry in table.log(place):
        event, index = entry.event, entry.number - 1
        who = "·" if event.is_chance else table.players[int(event.actor)]
        typed = t("log_secret") if entry.secret else words(table.game, event)
        said = Markup("").join(Markup("<li>{}</li>").format(narration.render(line))
                               for line in table.driver.narration(index))
        action = (Markup('<a href="/s/{}/fix/{}">{}</a>').format(link.token, entry.number,
                                                                t("web_fix"))
                  if table.fixable(place, entry.number) is not None else Markup(""))
        rows += Markup('<li value="{}"><b>{}</b>: <code>{}</code> {}<ul class="said">{}</ul>'
                       '</li>').format(entry.number, who, typed, action, said)
    if not session.events:
        return Markup('<p class="muted">{}</p>').format(t("log_empty"))
    return Markup('<ol class="log" reversed>{}</ol>').format(rows)


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
    return page(request, name, Markup("{}{}").format(_back(link), body), host=False)


async def log(request: Request) -> Response:
    return await subpage(request, lambda table, link: Markup("<h1>{}</h1>{}").format(
        t("log_title"), log_body(table, link)))


async def rules(request: Request) -> Response:
    def draw(table: Table, link: Link) -> Markup:
        options = make_options(table.game, table.session.record.options)
        return Markup('<article class="rules">{}</article>').format(
            rules_html(table.game.rules_text(options)))

    return await subpage(request, draw)


def rules_html(text: str) -> Markup:
    """A rules summary (Markdown written by the game) as HTML; raw HTML in it is not passed."""
    from markdown_it import MarkdownIt

    return Markup(MarkdownIt("commonmark", {"html": False}).enable("table").render(text))


async def fix_form(request: Request, link: Link, number: int) -> Response:
    """What entry ``number`` could have been, to choose again (at the table)."""
    hub = hub_of(request)

    def draw() -> tuple[str, Markup] | None:
        table = hub.table(link.game_id)
        with table.lock:
            offer = table.fixable(link.place(), number)
            if offer is None:
                return None
            was = words(table.game, table.session.events[number - 1])
            form = offer_form(table, offer, f"/s/{link.token}/fix/{number}", None)
            return title(table), Markup('<h1>{}</h1><p>{}</p>{}{}').format(
                t("web_fix_title", number=number), t("web_fix_was", entry=was), form,
                _back(link))

    drawn = await run_in_threadpool(draw)
    if drawn is None:
        return message(request, t("web_err_game_title"), t("err_fix_table_only"), status=404)
    return page(request, drawn[0], drawn[1], host=False)
