"""The files every page loads besides itself (styles, script, icons, the app manifest), and the
digest of what they hold: the service worker keeps exactly these, under a cache named by the
digest, so a changed file is never answered from an old copy."""

from __future__ import annotations

import hashlib
from functools import cache
from importlib.resources import files

from tabletop import __version__

STATIC = files("tabletop.web") / "static"
# Addresses as the head of every page names them (``layout.page``): versioned, so a browser's
# own cache never holds an old copy after an upgrade.
VERSIONED = ("/static/app.css", "/games.css", "/static/app.js", "/static/motion.js")
ICON = "/static/icon.svg"
TOUCH_ICON = "/static/apple-touch-icon.png"
MANIFEST = "/manifest.webmanifest"
# The home-screen icons (scripts/app_icons.py draws them from icon.svg): address, side, purpose.
APP_ICONS = (("/static/icon-192.png", 192, "any"), ("/static/icon-512.png", 512, "any"),
             ("/static/icon-maskable-512.png", 512, "maskable"))
OFFLINE = "/offline"


def versioned(path: str) -> str:
    return f"{path}?v={__version__}"


def precache() -> list[str]:
    """What the service worker keeps at install: every file the pages' heads name and the page
    shown when the table is not reachable. Not the manifest's icons: only a launcher uses
    them, and the browser keeps its own copy when it installs the table (34 KB a phone would
    load for nothing)."""
    return [*(versioned(path) for path in VERSIONED), ICON, TOUCH_ICON, MANIFEST, OFFLINE]


def games_css() -> str:
    """The boards' styles in one sheet: the host's layout, then each game's own."""
    from tabletop.web.board import all_css
    from tabletop.web.charts import CSS as CHARTS

    return "\n".join([CHARTS, all_css()])


@cache
def digest(*also: str) -> str:
    """A short digest of every static file, the games' styles and ``also`` (what the server
    makes itself: the manifest, the worker's own code, the offline page's words)."""
    made = hashlib.sha256(__version__.encode())
    for item in sorted(STATIC.iterdir(), key=lambda entry: entry.name):
        if item.is_file():
            made.update(item.name.encode() + b"\0" + item.read_bytes())
    for text in (games_css(), *also):
        made.update(text.encode() + b"\0")
    return made.hexdigest()[:12]
