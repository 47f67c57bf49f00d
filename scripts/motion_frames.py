"""Frames of the board's motion (issue #40), like a screen recording: a die roll in Dungeon dice
and a captain's move in Halunken on a phone (360×740), a PNG every 50 ms of the motion, to be
looked at. The motion is frozen as the board is swapped in and each frame sought exactly with
the Web Animations API, so the frames are the same on a machine of any speed.

Run: ``python scripts/motion_frames.py [--frames 9] [--step 50] [--out build/screenshots]``;
writes ``motion-roll-NN.png`` and ``motion-captain-NN.png``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tabletop.store.database import Store
from tests.web.browser import ARGS, chromium, play_version, settled
from tests.web.conftest import LiveServer
from tests.web.test_browser_motion import FREEZE, delving, sailing

PHONE = {"width": 360, "height": 740}


def record(page: Page, tap: str, around: str, name: str, frames: int, step: int,
           out: Path) -> list[Path]:
    """Tap ``tap``, then photograph the phone's screen, ``around`` (the part of the board that
    moves) in the middle of it, at 0, step, 2·step … ms of the motion."""
    page.evaluate("window.freezeMotion = true; window.frozen = 0")
    before = play_version(page)
    page.locator(tap).first.click()
    settled(page, before)
    page.wait_for_function("() => window.frozen > 0")
    page.locator(around).evaluate("e => e.scrollIntoView({block: 'center'})")
    written = []
    for n in range(frames):
        page.evaluate("t => document.getAnimations().forEach(a => { a.currentTime = t; })",
                      n * step)
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(0)))")  # counts
        path = out / f"motion-{name}-{n:02d}.png"
        page.screenshot(path=path)
        written.append(path)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=9)
    parser.add_argument("--step", type=int, default=50, help="ms between frames")
    parser.add_argument("--out", type=Path, default=Path("build/screenshots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    path = chromium()
    if path is None:
        print("no Chromium found", file=sys.stderr)
        return 1
    scenes: list[tuple[str, Callable[[LiveServer, Page], None], str, str]] = [
        ("roll", delving, '#main button.act[data-action="seek"]', "#main .dd-dungeon"),
        ("captain", sailing, '#main button.act[data-action="move 1"]', "#main .hs-ring"),
    ]
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=ARGS, headless=True)
        for name, setup, tap, around in scenes:
            store = Store(Path(folder) / f"{name}.db")
            with LiveServer(store) as live:
                context = browser.new_context(locale="en-US", viewport=PHONE)
                context.add_init_script(FREEZE)
                page = context.new_page()
                setup(live, page)
                for written in record(page, tap, around, name, args.frames, args.step,
                                      args.out):
                    print(written)
                context.close()
            store.close()
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
