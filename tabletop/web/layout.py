"""The frame of every page: head, the bar with the language switch, and the main part.

Pages are drawn on the server; ``app.js`` only swaps the main part when the game moves on.
"""

from __future__ import annotations

from markupsafe import Markup, escape
from starlette.requests import Request
from starlette.responses import HTMLResponse

from tabletop import __version__
from tabletop.i18n import LANGUAGES, language, t

LANG_COOKIE = "tabletop_lang"


def request_language(request: Request) -> str:
    """The reader's language: the switch they used (a cookie), else what the browser asks for
    first among ours, else English."""
    chosen = request.cookies.get(LANG_COOKIE, "")
    if chosen in LANGUAGES:
        return chosen
    for part in request.headers.get("accept-language", "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def language_switch(request: Request) -> Markup:
    here = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    links = []
    for code in LANGUAGES:
        if code == language():
            links.append(Markup('<b aria-current="true">{}</b>').format(code.upper()))
        else:
            links.append(Markup('<a href="/lang/{}?next={}" hreflang="{}">{}</a>').format(
                code, here, code, code.upper()))
    return Markup('<span class="langs">{}</span>').format(Markup(" · ").join(links))


def page(request: Request, title: str, body: Markup, *, status: int = 200,
         host: bool = True, live: str | None = None, home: str = "/") -> HTMLResponse:
    """A whole page. ``host``: the reader may open the host's pages (new game, history,
    stats, tally), so the bar links them. ``live``: the address of the event stream the main
    part follows (a game's page), read by ``app.js``. ``home``: where the brand leads (on a
    game's pages its seat: a player's phone may open no host page, issue #23)."""
    nav = Markup("")
    if host:
        nav = Markup(
            '<nav><a href="/">{}</a><a href="/history">{}</a><a href="/stats">{}</a>'
            '<a href="/tally">{}</a></nav>').format(
            t("web_nav_new"), t("web_nav_history"), t("web_nav_stats"), t("web_nav_tally"))
    stream = Markup(' data-live="{}"').format(live) if live else Markup("")
    html = Markup(
        '<!doctype html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="same-origin">'
        '<title>{title} · tabletop</title>'
        '<link rel="icon" href="/static/icon.svg" type="image/svg+xml">'
        # Installable (issue #23): the app manifest, the bar's colour for the browser's own,
        # and the only icon iOS puts on a home screen (a PNG).
        '<link rel="manifest" href="/manifest.webmanifest">'
        '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">'
        '<meta name="theme-color" content="#272622" media="(prefers-color-scheme: dark)">'
        '<link rel="apple-touch-icon" href="/static/apple-touch-icon.png">'
        '<link rel="stylesheet" href="/static/app.css?v={version}">'
        '<link rel="stylesheet" href="/games.css?v={version}">'
        '<script src="/static/app.js?v={version}" defer></script></head>'
        '<body><header class="bar"><a class="brand" href="{home}">tabletop</a>{nav}{langs}'
        '</header>'
        '<main id="main"{stream}>{body}</main></body></html>').format(
        lang=language(), title=title, version=__version__, nav=nav, home=home,
        langs=language_switch(request), stream=stream, body=body)
    return HTMLResponse(str(html), status_code=status,
                        headers={"Cache-Control": "no-store"})


def message(request: Request, title: str, text: str, *, status: int,
            host: bool = False) -> HTMLResponse:
    """A page that only says something (a refused link, an unknown game)."""
    body = Markup('<section class="notice"><h1>{}</h1><p>{}</p></section>').format(
        title, escape(text))
    return page(request, title, body, status=status, host=host)
