"""Installable and offline (issue #23): the web app manifest, so a phone can put the table on
its home screen, the service worker that keeps the pages' files and this device's own pages,
and the page it shows when the host's server does not answer.

Browsers run a service worker only in a secure context: on this machine (localhost) or over
HTTPS. A phone that opens ``http://<the host's address>`` on the network gets the manifest
and the pages as before, without the worker.
"""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any

from markupsafe import escape
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tabletop.text.i18n import LANGUAGES, catalogue, language, speaking, t
from tabletop.web.assets import APP_ICONS, OFFLINE, digest, precache
from tabletop.web.layout import page
from tabletop.web.templating import render

PAPER = "#faf8f3"  # app.css --paper: the splash screen's colour while the first page loads
BAR = "#ffffff"  # app.css --raised: the bar at the top of every page
REVALIDATE = {"Cache-Control": "no-cache"}  # always asked again, so an upgrade shows at once
OFFLINE_KEYS = ("web_offline_title", "web_offline_text", "web_offline_retry")
COPY_KEY = "web_offline_copy"


def manifest_json() -> dict[str, Any]:
    return {
        "id": "/", "name": "tabletop", "short_name": "tabletop", "start_url": "/",
        "scope": "/", "display": "standalone", "background_color": PAPER, "theme_color": BAR,
        "categories": ["games"],
        "icons": [{"src": src, "sizes": f"{side}x{side}", "type": "image/png",
                   "purpose": purpose} for src, side, purpose in APP_ICONS],
    }


def offline_words() -> list[tuple[str, ...]]:
    """The offline page's words in every language, the reader's first: the page is kept once
    and may be read by anyone at the table."""
    ordered = sorted(LANGUAGES, key=lambda code: code != language())
    words = []
    for code in ordered:
        with speaking(code):
            words.append((code, *(t(key) for key in OFFLINE_KEYS)))
    return words


def worker_code() -> str:
    """The worker: its cache's name, the files it keeps and the line over a kept copy (HTML:
    the catalogue's words are ours), then its code (``sw.js``)."""
    code = (files("tabletop.web") / "sw.js").read_text(encoding="utf-8")
    copy = {lang: str(escape(text)) for lang, text in catalogue()[COPY_KEY].items()}
    words = json.dumps([catalogue()[key] for key in (*OFFLINE_KEYS, COPY_KEY)],
                       ensure_ascii=False)
    cache = f"tabletop-{digest(json.dumps(manifest_json()), code, words)}"
    return (f"const CACHE = {json.dumps(cache)};\n"
            f"const PRECACHE = {json.dumps(precache())};\n"
            f"const COPY = {json.dumps(copy, ensure_ascii=False)};\n{code}")


async def manifest(request: Request) -> Response:
    return Response(json.dumps(manifest_json(), indent=1), headers=REVALIDATE,
                    media_type="application/manifest+json")


async def service_worker(request: Request) -> Response:
    # Served from the root, so its scope is every page of the table.
    return Response(worker_code(), headers=REVALIDATE, media_type="text/javascript")


async def offline(request: Request) -> Response:
    """What a device shows when the table does not answer (the worker keeps it)."""
    sections = render("layout/offline.html", said=offline_words())
    return page(request, t("web_offline_title"), sections, host=False)


def routes() -> list[Route]:
    return [Route("/manifest.webmanifest", manifest), Route("/sw.js", service_worker),
            Route(OFFLINE, offline)]
