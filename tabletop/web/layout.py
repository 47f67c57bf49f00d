"""The frame of every page: head, the bar with the language switch, and the main part.

Pages are drawn on the server; ``app.js`` only swaps the main part when the game moves on.
"""

from __future__ import annotations

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse

from tabletop import __version__
from tabletop.text.i18n import LANGUAGES
from tabletop.web.templating import render

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
    return render("layout/language_switch.html", languages=LANGUAGES, here=here)


def page(request: Request, title: str, body: Markup, *, status: int = 200,
         host: bool = True, live: str | None = None, home: str = "/") -> HTMLResponse:
    """A whole page. ``host``: the reader may open the host's pages (new game, history,
    stats, tally), so the bar links them. ``live``: the address of the event stream the main
    part follows (a game's page), read by ``app.js``. ``home``: where the brand leads (on a
    game's pages its seat: a player's phone may open no host page, issue #23)."""
    html = render("layout/page.html", title=title, version=__version__, host=host, home=home,
                  langs=language_switch(request), live=live, body=body)
    return HTMLResponse(str(html), status_code=status,
                        headers={"Cache-Control": "no-store"})


def message(request: Request, title: str, text: str, *, status: int,
            host: bool = False) -> HTMLResponse:
    """A page that only says something (a refused link, an unknown game)."""
    body = render("layout/message.html", title=title, text=text)
    return page(request, title, body, status=status, host=host)
