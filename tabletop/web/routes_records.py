"""The routes of the record pages (history, one game, statistics) and the tally forms; the
app mounts ``routes()``. Every number and name in an address is checked here: a bad one is a
400 page that says what was wrong, an unknown game a 404 page."""

from __future__ import annotations

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tabletop import registry
from tabletop.archive.report import stats_report
from tabletop.store.database import Store
from tabletop.text.i18n import t
from tabletop.typed import small_number
from tabletop.web import records_pages, review_page, tally_pages
from tabletop.web.layout import page
from tabletop.web.records_pages import (
    NAME_CHARS,
    PageError,
    bad_request,
    error_page,
    not_found,
)

DEFAULT_LIMIT = 20
MOST = 500  # games on one history page: more is a page nobody scrolls, and a slow one
ID_DIGITS = 18  # an id of more digits is past SQLite's integers: no game has it


def routes() -> list[Route]:
    return [
        Route("/history", history),
        Route("/history/{id}", one_game),
        Route("/history/{id}/review", review_page.from_history),
        Route("/stats", stats),
        Route("/tally", tally_pages.choose),
        Route("/tally/{game}", tally_pages.form, methods=["GET", "POST"]),
    ]


def store_of(request: Request) -> Store:
    store: Store = request.app.state.store
    return store


def whole_number(request: Request, name: str, *, default: int, low: int, high: int) -> int:
    text = request.query_params.get(name, "").strip()
    if not text:
        return default
    number = small_number(text, len(str(high)))
    if number is None or not low <= number <= high:
        raise bad_request(t("web_err_number", name=name, low=low, high=high, value=text))
    return number


def flag(request: Request, name: str) -> bool:
    text = request.query_params.get(name, "").strip()
    if text not in ("", "0", "1"):
        raise bad_request(t("web_err_flag", name=name, value=text))
    return text == "1"


def game_filter(request: Request) -> str | None:
    game = request.query_params.get("game", "").strip()
    if not game:
        return None
    if game not in registry.games():
        raise bad_request(t("web_err_game_kind", game=game))
    return game


def player_filter(request: Request) -> str | None:
    return name_param(request, "player")


def name_param(request: Request, name: str) -> str | None:
    text = request.query_params.get(name, "").strip()
    if len(text) > NAME_CHARS:
        raise bad_request(t("web_err_text", name=name, high=NAME_CHARS))
    return text or None


async def history(request: Request) -> Response:
    """The stored games, newest first: ``?game=``, ``?player=``, ``?unfinished=1``,
    ``?limit=``."""
    try:
        game, player = game_filter(request), player_filter(request)
        unfinished = flag(request, "unfinished")
        limit = whole_number(request, "limit", default=DEFAULT_LIMIT, low=1, high=MOST)
        body = await run_in_threadpool(
            records_pages.history, store_of(request), game=game, player=player,
            unfinished=unfinished, limit=limit, most=MOST)
    except PageError as exc:
        return error_page(request, exc)
    return page(request, t("history_title"), body)


async def one_game(request: Request) -> Response:
    text = request.path_params["id"]
    try:
        game_id = small_number(text, ID_DIGITS)
        if game_id is None:
            raise not_found(t("err_no_such_game", id=text))
        title, body = await run_in_threadpool(records_pages.one_game, store_of(request),
                                              game_id)
    except PageError as exc:
        return error_page(request, exc)
    return page(request, title, body)


async def stats(request: Request) -> Response:
    """Per player and game: ``?game=``, ``?player=``; ``?versus=`` with a player: the two
    head to head."""
    try:
        game, player = game_filter(request), player_filter(request)
        versus = name_param(request, "versus")
        if versus is not None and player is None:
            raise bad_request(t("err_versus_needs_player"))
    except PageError as exc:
        return error_page(request, exc)

    def draw() -> Markup:
        report = stats_report(store_of(request), game=game, person=player, versus=versus)
        return records_pages.stats(report, game=game, player=player, versus=versus)

    body = await run_in_threadpool(draw)
    return page(request, t("web_stats_title"), body)
