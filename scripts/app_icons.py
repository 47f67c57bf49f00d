"""Draw the web face's home-screen icons (issue #23: installable) from its own ``icon.svg``.

A phone's home screen wants pictures the browser can't make from the tab's SVG icon: Android
needs PNGs of 192 and 512 px for the app icon and a "maskable" one whose picture keeps inside
the circle a launcher may cut it to, and iOS takes only a PNG (180 px) for its home screen.
The picture is the favicon's card and die on a tile of the page's accent colour. Chromium
(the one the browser tests drive, through Playwright, a test dependency) draws them; the PNGs
are committed in ``tabletop/web/static/`` and shipped in the package, so nothing is drawn at
run time. Run again after a change to ``icon.svg``:
``python scripts/app_icons.py``.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).resolve().parents[1] / "tabletop" / "web" / "static"
TILE = "#2f5d8a"  # app.css --accent
VIEW = 32  # icon.svg's viewBox is 0 0 32 32
# (file, pixels, the picture's share of the side, a rounded tile or the whole square)
ICONS = (
    ("icon-192.png", 192, 0.78, True),
    ("icon-512.png", 512, 0.78, True),
    # Launchers may cut a maskable icon to a circle of 80 % of its side: the picture's
    # corners keep inside it.
    ("icon-maskable-512.png", 512, 0.62, False),
    ("apple-touch-icon.png", 180, 0.7, False),  # iOS rounds the corners itself
)
CHROMIUM = "/usr/bin/chromium"


def drawing() -> str:
    """The shapes of icon.svg, without its outer element."""
    text = (STATIC / "icon.svg").read_text()
    inner = re.search(r"<svg[^>]*>(.*)</svg>", text, re.S)
    if inner is None:
        raise SystemExit("icon.svg has no <svg> element")
    return inner.group(1)


def tile_svg(share: float, rounded: bool) -> str:
    offset = VIEW * (1 - share) / 2
    corner = VIEW * 0.2 if rounded else 0
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEW} {VIEW}">'
            f'<rect width="{VIEW}" height="{VIEW}" rx="{corner}" fill="{TILE}"/>'
            f'<g transform="translate({offset} {offset}) scale({share})">{drawing()}</g></svg>')


def smaller(png: bytes) -> bytes:
    """The same PNG with its image data deflated at the highest level (Chromium's encoder
    favours speed; the icons are fetched by every phone that opens the table)."""
    out = bytearray(png[:8])
    data = bytearray()
    chunks: list[tuple[bytes, bytes]] = []
    at = 8
    while at < len(png):
        length = int.from_bytes(png[at:at + 4], "big")
        kind, body = png[at + 4:at + 8], png[at + 8:at + 8 + length]
        at += 12 + length
        if kind == b"IDAT":
            data += body
        else:
            chunks.append((kind, body))
    raw = zlib.decompress(bytes(data))
    for kind, body in chunks:
        if kind == b"IEND":
            packed = zlib.compress(raw, 9)
            out += _chunk(b"IDAT", packed)
        if kind in (b"IHDR", b"IEND"):  # colour profiles and the like are not needed
            out += _chunk(kind, body)
    return bytes(out)


def _chunk(kind: bytes, body: bytes) -> bytes:
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    return len(body).to_bytes(4, "big") + kind + body + crc.to_bytes(4, "big")


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        for name, pixels, share, rounded in ICONS:
            page.set_viewport_size({"width": pixels, "height": pixels})
            page.set_content('<html><body style="margin:0;background:transparent">'
                             f'<div style="width:{pixels}px;height:{pixels}px">'
                             f'{tile_svg(share, rounded)}</div></body></html>')
            page.locator("svg").evaluate("s => { s.style.width = '100%'; "
                                         "s.style.height = '100%'; s.style.display = 'block'; }")
            png = page.screenshot(omit_background=True,
                                  clip={"x": 0, "y": 0, "width": pixels, "height": pixels})
            (STATIC / name).write_bytes(smaller(png))
            print(f"{name}: {pixels}×{pixels}, {len(smaller(png))} bytes")
        browser.close()


if __name__ == "__main__":
    main()
