"""``tabletop serve``: the Starlette app over the store, its sessions and the session driver.

Routes for one game live under its link's token (``/s/{token}``): the page, its live stream,
and the answers (act, undo, fix, hint). Host pages (new game, history, stats, tally) are open
on localhost and need the host's key when the server listens on the network.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from typing import Any

from markupsafe import Markup
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from tabletop import narration
from tabletop.events import BadInput, IllegalAction, TabletopError
from tabletop.plugin import Chance, Decision
from tabletop.session.account import account
from tabletop.session.answers import Answer, Pick, Reveal, Typed
from tabletop.session.driver import HINT_SECONDS
from tabletop.session.table import Stale, Table
from tabletop.store.database import Store
from tabletop.store.faults import GameMovedOn
from tabletop.text.i18n import LANGUAGES, t
from tabletop.typed import small_number
from tabletop.web import new_game, pages, review_page, seats
from tabletop.web.access import hub_of, is_host, link_of
from tabletop.web.assets import games_css
from tabletop.web.guard import HOST_COOKIE, Guard, holds_key
from tabletop.web.hub import Hub
from tabletop.web.installable import routes as installable_routes
from tabletop.web.layout import LANG_COOKIE, message, page
from tabletop.web.links import WATCH, Link
from tabletop.web.routes_records import routes as record_routes
from tabletop.web.table_page import (
    advice_part,
    main_part,
    title,
    told,
)

PART = "x-part"  # app.js asks for the main part only
KEEPALIVE_SECONDS = 15.0
LOOK_SECONDS = 3.0
"""How often an open page's stream looks at the store for what another window did."""


def create_app(store: Store, *, lan: bool = False, hosts: Iterable[str] = ()) -> Guard:
    """The app over a store; it answers to the loopback names and to ``hosts`` (the address
    ``--lan`` serves at), to no other name a request is sent to."""
    hub = Hub(store)
    host_key = hub.links.host_key() if lan else None

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hub.streams.loop = asyncio.get_running_loop()
        yield
        hub.streams.loop = None

    routes = [
        Route("/", new_game.home),
        Route("/new/{game}", new_game.form, methods=["GET", "POST"]),
        Route("/open/{id}", open_game, methods=["POST"]),
        Route("/k/{key}", host_door),
        Route("/lang/{code}", switch_language),
        Route("/games.css", styles),
        Route("/s/{token}", seat_page),
        Route("/s/{token}/events", stream),
        Route("/s/{token}/act", act, methods=["POST"]),
        Route("/s/{token}/undo", undo, methods=["POST"]),
        Route("/s/{token}/end", confirm_end, methods=["POST"]),
        Route("/s/{token}/hint", hint),
        Route("/s/{token}/hint/stop", stop_hint, methods=["POST"]),
        Route("/s/{token}/log", pages.log),
        Route("/s/{token}/rules", pages.rules),
        Route("/s/{token}/fix/{number}", fix, methods=["GET", "POST"]),
        Route("/s/{token}/again", again, methods=["POST"]),
        Route("/s/{token}/take", take_over, methods=["POST"]),
        Route("/s/{token}/link/{seat}", seats.show_link, methods=["POST"]),
        Route("/s/{token}/review", review_page.from_seat),
        Route("/api/s/{token}", api_seat),
        *record_routes(),
        *installable_routes(),
        Mount("/static", StaticFiles(packages=[("tabletop.web", "static")]), name="static"),
    ]
    # Pages and files travel compressed to a phone on a weak table Wi-Fi (the stream of
    # versions is left alone: Starlette never compresses an event stream).
    app = Starlette(routes=routes, lifespan=lifespan,
                    middleware=[Middleware(GZipMiddleware, minimum_size=500)],
                    exception_handlers={404: not_found, 405: not_allowed, 500: server_error})
    app.state.store = store
    app.state.hub = hub
    app.state.reviews = review_page.Reviews(store)
    app.state.host_key = host_key
    return Guard(app, host_key=host_key, hosts=hosts)


# -- helpers ----------------------------------------------------------------------------------

def wants_part(request: Request) -> bool:
    return request.headers.get(PART) == "main"


def ready_of(request: Request, form: Any = None) -> int | None:
    raw = (form.get("ready") if form is not None else None) or request.query_params.get("ready")
    return small_number(raw, 3) if isinstance(raw, str) else None


def base_of(request: Request) -> str:
    return str(request.base_url).rstrip("/")


BEST_REFRESH_SECONDS = 2  # how often a page without app.js looks for its deal's best


async def game_page(request: Request, link: Link, *, status: int = 200, error: str | None = None,
                    hint: Markup | None = None,
                    typed: str | None = None) -> Response:
    """The page of a link, or only its main part when app.js asks for it."""
    hub = hub_of(request)
    ready = ready_of(request)

    def draw() -> tuple[str, Markup, bool]:
        table = hub.table(link.game_id)
        with table.lock:
            every = hub.links.of_game(link.game_id)
            links = every if link.role == WATCH else None
            following = hub.links.successor(link) if table.over else None
            mark = hub.mark(link.game_id, table)
            return title(table), main_part(table, link, ready=ready, base=base_of(request),
                                           error=error, hint=hint, links=links,
                                           typed=typed, mark=mark, following=following,
                                           taken=hub.store.claims.open_elsewhere(link.game_id),
                                           seats=seats.told(every, link, table.players)), \
                table.best_pending()

    try:
        name, main, pending = await run_in_threadpool(draw)
    except TabletopError as exc:
        return message(request, t("web_err_game_title"), exc.message(), status=400)
    if wants_part(request):
        return HTMLResponse(str(main), status_code=status, headers={"Cache-Control": "no-store"})
    response = page(request, name, main, status=status, host=is_host(request),
                    live=f"/s/{link.token}/events", home=f"/s/{link.token}")
    if pending:  # without app.js the page looks again until the deal's best fills in
        response.headers["Refresh"] = str(BEST_REFRESH_SECONDS)
    return response


def status_of(exc: TabletopError) -> int:
    return 409 if isinstance(exc, IllegalAction | GameMovedOn) else 400


def moved_line(exc: GameMovedOn) -> str:
    """A write refused because another window has the game, or wrote it since the page
    was drawn: in the web's words (the store's speak of the terminal)."""
    return t("err_stale") if exc.key == "err_game_moved_on" else t("web_err_taken_over")


# -- pages ------------------------------------------------------------------------------------

async def seat_page(request: Request) -> Response:
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    device = await seats.opened(request, link)  # a second device is told (issue #37)
    return seats.remember(await game_page(request, link), device)


async def api_seat(request: Request) -> Response:
    """The same as the page, as JSON: what this seat sees, may do, and was told."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    hub = hub_of(request)

    def read() -> dict[str, Any]:
        table = hub.table(link.game_id)
        with table.lock:
            told_seats = seats.told(hub.links.of_game(link.game_id), link, table.players)
            return {**seat_json(table, link, ready_of(request)), "seats": told_seats}

    try:
        return JSONResponse(await run_in_threadpool(read))
    except TabletopError as exc:
        return JSONResponse({"error": exc.message()}, status_code=400)


def seat_json(table: Table, link: Link, ready: int | None) -> dict[str, Any]:
    """This place's account as JSON (what the page draws)."""
    acc = account(table, link.place(ready))
    offer, owed = acc.offer, acc.owed
    data: dict[str, Any] = {
        "game": table.game.meta.id, "version": acc.version, "seat": link.seat,
        "role": link.role, "players": list(acc.players), "mode": acc.mode,
        "over": owed.over, "owed": list(owed.status), "simultaneous": owed.simultaneous,
        "observation": acc.observation,
        "told": [chapter.to_json() for chapter in told(table)], "offer": None,
        "notices": [narration.render(line) for line in acc.notices],
        "confirm_end": acc.confirm_end,
    }
    if acc.chosen is not None:
        data["chosen"] = acc.chosen
    if isinstance(offer, Decision):
        data["offer"] = {"decision": [table.game.notation(move.event) for move in acc.moves],
                         "secret": acc.secret}
    elif isinstance(offer, Chance):
        data["offer"] = {"chance": offer.kind, "outcomes": list(offer.outcomes),
                         "count": offer.count}
    end = acc.end
    if end is not None:
        data["score"] = {"status": end.sheet.status, "winners": list(end.winners),
                         "players": [{"name": p.name, "total": p.total}
                                     for p in end.sheet.players],
                         "best": end.best, "best_exact": end.exact}
    return data


async def stream(request: Request) -> Response:
    """Server-Sent Events: the game's version now and after every change."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    hub = hub_of(request)
    first = await run_in_threadpool(hub.version, link.game_id)
    queue = hub.streams.listen(link.game_id)

    async def events() -> AsyncIterator[str]:
        said, quiet = first, 0.0
        try:
            yield f"retry: 2000\ndata: {first}\n\n"
            while True:
                try:
                    version = await asyncio.wait_for(queue.get(), LOOK_SECONDS)
                except TimeoutError:
                    # Another window (a terminal) writes the game or takes it over unheard:
                    # the store is looked at now and then.
                    try:
                        version = await run_in_threadpool(hub.version, link.game_id)
                    except TabletopError:  # the page says what it is when it is drawn
                        version = said
                    quiet += LOOK_SECONDS
                    if version == said:
                        if quiet >= KEEPALIVE_SECONDS:
                            quiet = 0.0
                            yield ": still here\n\n"
                        continue
                said, quiet = version, 0.0
                yield f"data: {version}\n\n"
        finally:
            hub.streams.unlisten(link.game_id, queue)

    return StreamingResponse(events(), media_type="text/event-stream",
                             headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


COUNT = re.compile(r"c(\d{1,3})")


def answer_of(form: Any) -> Answer:
    """What a form chose, as the table takes it: a line typed, a button's number, the one
    outcome tapped, or a count of each outcome. Read as numbers, not checked: the table
    checks them against what it offered."""
    line = form.get("typed")
    if isinstance(line, str):
        return Typed(line)
    for name in ("n", "o"):
        if form.get(name) is not None:
            return Pick(_number(form.get(name)))
    given = {int(match.group(1)): _count(value) for key, value in form.multi_items()
             if (match := COUNT.fullmatch(key))}
    return Reveal(tuple(given.get(i, 0) for i in range(max(given, default=-1) + 1)))


def _number(raw: Any) -> int:
    number = small_number(raw) if isinstance(raw, str) else None
    if number is None:
        raise BadInput("err_not_a_choice")
    return number


def _count(raw: Any) -> int:
    if raw in (None, ""):
        return 0
    count = small_number(raw, 3) if isinstance(raw, str) else None
    if count is None:
        raise BadInput("err_reveal_counts")
    return count


async def answer(request: Request, run: Callable[[Link, Any], None]) -> Response:
    """Run an answer of a device; the page again (it tells what happened), or why nothing
    did."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    form = await request.form()
    try:
        await run_in_threadpool(run, link, form)
    except Stale as exc:
        return await game_page(request, link, status=409, error=exc.message())
    except GameMovedOn as exc:  # the page shows the game as it now is, and who has it
        return await game_page(request, link, status=409, error=moved_line(exc))
    except TabletopError as exc:
        line = form.get("typed")  # kept in its field, to be put right
        return await game_page(request, link, status=status_of(exc), error=exc.message(),
                               typed=line if isinstance(line, str) else None)
    # the first device to act has the seat (issue #37)
    await run_in_threadpool(seats.acted, hub_of(request), link, seats.device_of(request))
    if wants_part(request):
        return await game_page(request, link)
    ready = ready_of(request, form)
    target = f"/s/{link.token}" + (f"?ready={ready}" if ready is not None else "")
    return RedirectResponse(target, status_code=303)


def version_in(form: Any) -> str:
    version = form.get("v")
    if not isinstance(version, str) or len(version) > 40:
        raise BadInput("web_err_no_version")
    return version


async def act(request: Request) -> Response:
    hub = hub_of(request)

    def run(link: Link, form: Any) -> None:
        offered = form.get("a")
        hub.answer(link, version_in(form), answer_of(form), ready_of(request, form),
                   offered if isinstance(offered, str) else None)

    return await answer(request, run)


async def undo(request: Request) -> Response:
    hub = hub_of(request)

    def run(link: Link, form: Any) -> None:
        hub.undo(link, version_in(form), ready_of(request, form))  # every page tells it

    return await answer(request, run)


async def confirm_end(request: Request) -> Response:
    """At the table: the players confirm the entry that ended the game."""
    hub = hub_of(request)

    def run(link: Link, form: Any) -> None:
        hub.act(link, lambda table: table.confirm_end(link.place(), version=version_in(form)))

    return await answer(request, run)


async def hint(request: Request) -> Response:
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    hub = hub_of(request)

    ready = ready_of(request)
    advice = await run_in_threadpool(hub.hint, link, lambda table, stop: advice_part(
        table, link, ready, HINT_SECONDS, stop))
    if wants_part(request):
        return HTMLResponse(str(advice), headers={"Cache-Control": "no-store"})
    return await game_page(request, link, hint=advice)


async def stop_hint(request: Request) -> Response:
    """A second tap on the hint button: the hint being searched answers with the best it
    found so far (204 either way: a hint that answered meanwhile needs nothing)."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    hub_of(request).thinking.stop(link.token)
    return Response(status_code=204)


async def fix(request: Request) -> Response:
    """At the table: an entry made wrong is chosen again from what was possible then."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    raw = request.path_params["number"]
    number = small_number(raw) or 0
    hub = hub_of(request)
    if request.method == "GET":
        return await pages.fix_form(request, link, number)
    form = await request.form()
    if form.get("confirm") is None:  # chosen: first what it would drop (issue #23)
        return await pages.fix_preview(request, link, number, form, answer_of(form))

    def run(link: Link, form: Any) -> None:
        hub.act(link, lambda table: table.fix(link.place(), number, answer_of(form),
                                              version=version_in(form)))

    return await answer(request, run)


async def again(request: Request) -> Response:
    """Play again: the new game like the finished one (started by the first device to ask),
    opened at this device's place in it."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    try:
        following = await run_in_threadpool(hub_of(request).again, link)
    except TabletopError as exc:
        return await game_page(request, link, status=status_of(exc), error=exc.message())
    return RedirectResponse(f"/s/{following.token}", status_code=303)


async def open_game(request: Request) -> Response:
    game_id = small_number(request.path_params["id"], 18)
    if game_id is None:
        return message(request, t("web_err_game_title"), t("web_err_bad_id"), status=400,
                       host=True)
    try:
        link = await run_in_threadpool(hub_of(request).links.continued, game_id)
    except TabletopError as exc:
        status = 409 if isinstance(exc, IllegalAction) else 404
        return message(request, t("web_err_game_title"), exc.message(), status=status,
                       host=True)
    return RedirectResponse(f"/s/{link.token}", status_code=303)


async def take_over(request: Request) -> Response:
    """"Take over here": the game back from the window (a terminal) that took it over."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    try:
        await run_in_threadpool(hub_of(request).take_over, link)
    except TabletopError as exc:
        return await game_page(request, link, status=status_of(exc), error=exc.message())
    if wants_part(request):
        return await game_page(request, link)
    return RedirectResponse(f"/s/{link.token}", status_code=303)


async def host_door(request: Request) -> Response:
    """The address the server prints: it lets this device open the host pages."""
    key = request.app.state.host_key
    if key is None or not holds_key(request.path_params["key"], key):
        return message(request, t("web_err_no_link_title"), t("web_err_no_link"), status=404)
    response = RedirectResponse("/", status_code=303)
    response.set_cookie(HOST_COOKIE, key, httponly=True, samesite="strict",
                        max_age=60 * 60 * 24 * 365)
    return response


async def switch_language(request: Request) -> Response:
    code = request.path_params["code"]
    target = request.query_params.get("next", "/")
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"
    response = RedirectResponse(target, status_code=303)
    if code in LANGUAGES:
        response.set_cookie(LANG_COOKIE, code, samesite="lax", max_age=60 * 60 * 24 * 365)
    return response


async def styles(request: Request) -> Response:
    """The games' styles in one sheet (each game's web view brings its own)."""
    return Response(games_css(), media_type="text/css",
                    headers={"Cache-Control": "public, max-age=3600"})


async def not_found(request: Request, exc: Exception) -> Response:
    return message(request, t("web_err_no_page_title"), t("web_err_no_page"), status=404)


async def not_allowed(request: Request, exc: Exception) -> Response:
    return PlainTextResponse(t("web_err_method"), status_code=405)


async def server_error(request: Request, exc: Exception) -> Response:
    # Starlette's own page is one English line; the error itself still goes to the log.
    return message(request, t("web_err_server_title"), t("web_err_server"), status=500)
