"""Installable and offline (issue #23, item 9: "a web app manifest and a service worker, so a
phone can add the table to its home screen and reopen it with no network but the host's; icons
in the package"; and Fast: "the service worker caches what it serves")."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.web.app import create_app
from tabletop.web.guard import SECURITY_HEADERS
from tests.web.conftest import seat_links, start

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "tabletop" / "web" / "static"
HEAD_FILES = re.compile(r'<(?:link|script)\b[^>]*?(?:href|src)="(/[^"]*)"')
PRECACHE = re.compile(r"^const PRECACHE = (\[.*\]);$", re.M)


def precached(client: TestClient) -> list[str]:
    found = PRECACHE.search(client.get("/sw.js").text)
    assert found, "sw.js names no PRECACHE list"
    listed: list[str] = json.loads(found.group(1))
    return listed


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def css_colour(name: str) -> str:
    found = re.search(rf"--{name}: (#[0-9a-f]+);", (STATIC / "app.css").read_text())
    assert found
    return found.group(1)


def test_the_manifest_makes_the_table_installable(client: TestClient) -> None:
    """What Chromium asks of an installable app: a name, a start address in scope, a display
    of its own, a PNG icon of 192 and of 512 px (and one a launcher may mask)."""
    answer = client.get("/manifest.webmanifest")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(answer.text)
    assert manifest["name"] == manifest["short_name"] == "tabletop"
    assert manifest["start_url"] == manifest["scope"] == manifest["id"] == "/"
    assert manifest["display"] == "standalone"
    assert manifest["background_color"] == css_colour("paper")
    assert manifest["theme_color"] == "#ffffff" and css_colour("raised") == "#fff"
    sizes = set()
    for icon in manifest["icons"]:
        served = client.get(icon["src"])
        assert served.status_code == 200 and served.headers["content-type"] == icon["type"]
        width, height = png_size(served.content)
        assert icon["sizes"] == f"{width}x{height}", icon
        sizes.add((width, icon["purpose"]))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes


def test_the_icons_ship_in_the_package() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    shipped = data["tool"]["setuptools"]["package-data"]["tabletop.web"]
    assert "static/*" in shipped and "sw.js" in shipped
    for name in ("icon-192.png", "icon-512.png", "icon-maskable-512.png",
                 "apple-touch-icon.png"):
        assert (STATIC / name).is_file(), name


def test_the_worker_is_served_from_the_root_as_a_script(client: TestClient) -> None:
    answer = client.get("/sw.js")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/javascript")
    assert answer.headers["cache-control"] == "no-cache"  # an upgrade is seen at once
    assert re.search(r'^const CACHE = "tabletop-[0-9a-f]{12}";$', answer.text, re.M)
    assert '"de": "Der Tisch ist nicht erreichbar: ' in answer.text  # the line over a copy
    # The pages' policy lets a script of our own origin be a worker (worker-src falls back to
    # script-src, then default-src).
    policy = SECURITY_HEADERS["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "worker-src" not in policy
    for url in precached(client):
        assert client.get(url).status_code == 200, url


def test_every_page_links_the_manifest_and_the_worker_keeps_what_it_loads(
        client: TestClient) -> None:
    watch = start(client, "dungeon-dice", ["Ana", "Bo"])
    seat = seat_links(client, watch)[0]
    hotseat = start(client, "scoundrel", ["Ada"], mode="hotseat")
    pages = ["/", "/new/halunken", "/history", "/stats", "/tally", watch, seat, hotseat,
             f"{seat}/log", f"{seat}/rules", "/offline", "/no-such-page"]
    kept = set(precached(client))
    for address in pages:
        html = client.get(address).text
        assert '<link rel="manifest" href="/manifest.webmanifest">' in html, address
        assert '<meta name="theme-color"' in html, address
        assert '<link rel="apple-touch-icon" href="/static/apple-touch-icon.png">' in html
        loaded = set(HEAD_FILES.findall(html.split("</head>")[0]))
        assert loaded and loaded <= kept, (address, loaded - kept)


def test_the_offline_page_says_it_in_english_and_german(client: TestClient) -> None:
    html = client.get("/offline", headers={"accept-language": "de"}).text
    german = html.index('lang="de"><h1>Der Tisch ist nicht erreichbar</h1>')
    english = html.index('lang="en"><h1>The table is not reachable</h1>')
    assert german < english  # the reader's language first
    assert html.count('href="">') == 2  # try again: the address the device asked for


def test_a_players_phone_on_the_network_gets_them_too(store: Store) -> None:
    """Under --lan a phone without the host's key is refused the host's pages, not these."""
    with TestClient(create_app(store, lan=True, hosts=["testserver"]),
                    base_url="http://testserver") as phone:
        icons = [icon["src"] for icon in phone.get("/manifest.webmanifest").json()["icons"]]
        for url in ("/manifest.webmanifest", "/sw.js", "/offline", *precached(phone), *icons):
            assert phone.get(url).status_code == 200, url
