"""Every game, Pig included, played to its end through both faces (issue #22): the terminal
loop fed by a script that answers each prompt with a legal move in the words a person types,
and the web over an HTTP client with a device per seat, in every mode the game allows.

Conformance checks the protocol on the rules alone; this checks that nothing the faces add
(the "You can:" list, hand-overs, the table's undo and end, the pages) breaks on any game.
"""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from starlette.testclient import TestClient

from tabletop import registry
from tabletop.cli import loop
from tabletop.plugin import Chance, Decision, Game, Over, words
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.session.session import Session, make_options
from tabletop.session.table import CHOOSING
from tabletop.web.app import create_app

from .cases import SUITE_OPTIONS, all_games, quick_store

MOST_ANSWERS = 3_000  # prompts one game may ask; Halunken for two asks about 300
COMMANDS = ("log", "score", "help", "hint 0.01", "undo", "rules")


def game_cases() -> list[Any]:
    return [pytest.param(game_id, id=game_id) for game_id in sorted(all_games())]


@pytest.fixture(autouse=True)
def with_pig(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pig lives only in the tests: the host finds it as it finds a registered game."""
    real = registry.get
    monkeypatch.setattr(registry, "get", lambda game_id: all_games()[game_id]
                        if game_id in all_games() else real(game_id))
    monkeypatch.setattr(registry, "games", all_games)


def players(game: Game[Any]) -> list[str]:
    return ["Ana", "Ben", "Cy", "Di"][:max(game.meta.min_players, 2)
                                      if game.meta.max_players > 1 else 1]


class Script(Console):
    """A terminal whose person answers every prompt from what the game awaits: a random legal
    decision (now and then a host command), what the dealer would have turned over at the
    table, Enter at a hand-over or at the end."""

    def __init__(self, session: Session, seed: int) -> None:
        super().__init__(file=io.StringIO(), width=80, color_system=None, force_terminal=False,
                         legacy_windows=False)
        self.session = session
        self.rng = random.Random(seed)
        self.dealer = RandomDealer(seed, DEALER)
        self.asked = 0

    def input(self, prompt: Any = "", *, markup: bool = True, emoji: bool = True,
              password: bool = False, stream: Any = None) -> str:
        self.asked += 1
        if self.asked > MOST_ANSWERS:
            raise EOFError
        if prompt == "":  # the hand-over screen
            return ""
        awaiting = self.session.awaiting()
        if isinstance(awaiting, Over):
            return ""  # the players confirm the end at the table
        if self.rng.random() < 0.05:
            return self.rng.choice(COMMANDS)
        game = self.session.game
        if isinstance(awaiting, Chance):
            return words(game, self.dealer.deal(awaiting, self.session.chance_count))
        assert isinstance(awaiting, Decision)
        return words(game, self.rng.choice(awaiting.actions))


@pytest.mark.parametrize("mode", ["play", "table"])
@pytest.mark.parametrize("game_id", game_cases())
def test_the_terminal_plays_every_game_to_its_end(game_id: str, mode: str,
                                                  tmp_path: Path) -> None:
    game = all_games()[game_id]
    options = make_options(game, SUITE_OPTIONS.get(game_id, {}))
    store = quick_store(tmp_path / "t.db")
    session = Session.start(game, options, players(game), mode=mode,
                            seed=None if mode == "table" else 7, store=store)
    console = Script(session, 7)
    assert loop.run(session, console) == 0
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert session.over, out[-2000:]
    assert "Traceback" not in out and "Game over." in out
    assert max(len(line) for line in out.splitlines()) <= 80
    store.close()


WEB_MODES = {"own": "devices", "hotseat": "play", "table": "table"}


def web_modes(game: Game[Any]) -> list[str]:
    return ["own", "hotseat", "table"] if game.meta.max_players > 1 else ["hotseat", "table"]


@pytest.mark.parametrize("game_id", game_cases())
def test_the_web_plays_every_game_to_its_end_in_every_mode(game_id: str,
                                                           tmp_path: Path) -> None:
    game = all_games()[game_id]
    names = players(game)
    rng = random.Random(3)
    dealer = RandomDealer(3, DEALER)
    store = quick_store(tmp_path / "w.db")
    with TestClient(create_app(store, hosts=["testserver"]),
                    base_url="http://testserver") as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]
        for number, mode in enumerate(web_modes(game), 1):
            data = {"mode": mode, "seed": "5", **{f"name{i}": n for i, n in enumerate(names)},
                    **{f"opt_{k}": str(v) for k, v in SUITE_OPTIONS.get(game_id, {}).items()}}
            started = client.post(f"/new/{game_id}", data=data, follow_redirects=False)
            assert started.status_code == 303, started.text
            first = str(started.headers["location"])
            assert store.log.load(number).mode == WEB_MODES[mode]
            if mode == "own":
                html = client.get(first).text
                links = sorted({part.split('"')[0] for part in
                                html.split('href="http://testserver')[1:]
                                if part.startswith("/s/")})
                assert len(links) == len(names)
            else:
                links = [first]
            for _ in range(MOST_ANSWERS):
                table = hub.table(number)
                if table.over:
                    break
                awaiting = table.awaiting()
                acted = False
                for link in links:
                    ready = awaiting.player if isinstance(awaiting, Decision) else None
                    query = f"?ready={ready}" if ready is not None and mode == "hotseat" else ""
                    seen = client.get(f"/api{link}{query}")
                    assert seen.status_code == 200, seen.text
                    offer = seen.json()["offer"]
                    if offer is None:
                        continue
                    form: dict[str, str] = {"v": seen.json()["version"]}
                    if query:
                        form["ready"] = str(ready)
                    if "chance" in offer:
                        assert isinstance(awaiting, Chance)
                        event = dealer.deal(awaiting, table.session.chance_count)
                        form["typed"] = game.notation(event)
                    else:
                        form["n"] = str(rng.randrange(len(offer["decision"])))
                    answer = client.post(link + "/act", data=form, follow_redirects=False)
                    assert answer.status_code == 303, answer.text
                    acted = True
                    break
                owed = table.owed()
                assert acted, (mode, owed, awaiting)
                assert all(part != CHOOSING or seat < len(names)
                           for seat, part in enumerate(owed.status))
            assert hub.table(number).over, (mode, len(hub.table(number).session.events))
            if mode == "table":  # the entry that ended it may be mistyped: first confirmed
                seen = client.get(f"/api{links[0]}").json()
                assert seen["confirm_end"] and 'class="end confirm"' in client.get(links[0]).text
                confirmed = client.post(links[0] + "/end", data={"v": seen["version"]},
                                        follow_redirects=False)
                assert confirmed.status_code == 303, confirmed.text
            for link in links:
                page = client.get(link)
                assert page.status_code == 200
                assert 'class="end"' in page.text
    store.close()
