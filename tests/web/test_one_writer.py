"""One writer per game, across faces and processes (issue #37): the browser and the terminal
on one game, both ways round and at the table, through the real store. The fault as found: a
terminal's undo and another move left the log as long as it was, the page still open played
on it (303), and the game no longer replayed ("Entry 6 of the saved game no longer applies").
Now the server holds a game's claim while it has it open, a terminal takes it only with
``--take-over`` (the pages say so and offer it back), and every write names the revision it
read: the stale one is refused in one line, and every game still replays."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from starlette.testclient import TestClient
from typer.testing import Result

from tabletop import registry
from tabletop.events import Event
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.store.faults import BUSY_ENV
from tabletop.web import app as web_app
from tabletop.web.app import create_app
from tabletop.web.links import DEVICE
from tests.cli.support import invoke
from tests.processes import PROMPT, TIMEOUT, prompts, running, send, wait_for
from tests.web.conftest import LiveServer, start, version

ERROR = re.compile(r'<p class="error" role="alert">✗ ([^<]*)</p>')
MOVED_ON = "The game moved on before that arrived"
TAKEN = "taken over in another window"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The store a terminal (``TABLETOP_HOME``) and the server share."""
    folder = tmp_path / "home"
    for name, value in (("TABLETOP_HOME", str(folder)), ("TABLETOP_LANG", "en"),
                        ("NO_COLOR", "1"), ("COLUMNS", "80"), (BUSY_ENV, "2")):
        monkeypatch.setenv(name, value)
    return folder


@pytest.fixture
def served(home: Path) -> Iterator[Store]:
    """The store of ``tabletop serve``."""
    store = Store(home / "tabletop.db")
    yield store
    store.close()


@pytest.fixture
def web(served: Store) -> Iterator[TestClient]:
    with TestClient(create_app(served, hosts=["testserver"]),
                    base_url="http://testserver") as client:
        yield client


def events(home: Path, game_id: int = 1) -> list[Event]:
    store = Store(home / "tabletop.db")
    try:
        return store.log.load(game_id).event_list()
    finally:
        store.close()


def replays(home: Path, game_id: int = 1) -> Session:
    """The game folds from its stored log (``show`` and ``resume`` read it so) and shows."""
    store = Store(home / "tabletop.db")
    try:
        record = store.log.load(game_id)
        session = Session.from_record(registry.get(record.game), record)
    finally:
        store.close()
    shown = invoke("show", str(game_id))
    assert shown.exit_code == 0 and "Traceback" not in shown.output, shown.output
    return session


def refused(result: Result, *fragments: str) -> str:
    """Exit 1 with one ``✗`` line and no traceback; that line."""
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("✗ "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def one_error(html: str, fragment: str) -> None:
    said = ERROR.findall(html)
    assert len(said) == 1 and fragment in said[0], said


def act(web: TestClient, link: str, page: str, **data: str) -> int:
    answer = web.post(link + "/act", data={"v": version(page), **data}, follow_redirects=False)
    return answer.status_code


def test_a_terminal_that_took_the_game_over_leaves_the_open_page_stale_not_forked(
        home: Path, web: TestClient) -> None:
    """H1 as found: a card in the browser; in a terminal ``resume 1``, undo, another card,
    quit; the page still open plays a card. It is refused in one line (409) on a page that
    shows the game as it now is, and the game replays with the terminal's card."""
    link = start(web, "scoundrel", ["Ana"], mode="hotseat", seed="7")
    assert act(web, link, web.get(link).text, n="0") == 303
    held = web.get(link).text  # the page stays open in the browser
    played = events(home)

    refused(invoke("resume", "1", input="quit\n"), "Game 1 is open in another window",
            "--take-over")  # the server has it open
    assert events(home) == played
    terminal = invoke("resume", "1", "--take-over", input="undo\n2\nquit\n")
    assert terminal.exit_code == 0 and "Traceback" not in terminal.output, terminal.output
    moved = events(home)
    assert len(moved) == len(played) and moved[-1] != played[-1]  # as long as it was

    answer = web.post(link + "/act", data={"v": version(held), "n": "0"},
                      follow_redirects=False)
    assert answer.status_code == 409
    one_error(answer.text, MOVED_ON)
    assert version(answer.text) == version(web.get(link).text) != version(held)
    assert events(home) == moved  # nothing appended
    assert replays(home).events == moved
    assert act(web, link, answer.text, n="0") == 303  # the page as it now is plays on
    assert replays(home).events[:len(moved)] == moved


def test_at_the_table_the_same(home: Path, web: TestClient) -> None:
    """The table-mode variant: the cards typed on the web, the last entry taken back and
    typed again in the terminal, the page still open refused; the game replays."""
    link = start(web, "scoundrel", ["Ana"], mode="table")
    assert act(web, link, web.get(link).text, typed="7D KS 5H 9C") == 303
    assert act(web, link, web.get(link).text, typed="play 7D") == 303
    held = web.get(link).text
    played = events(home)
    terminal = invoke("resume", "1", "--take-over", input="undo\nplay 5H\nquit\n")
    assert terminal.exit_code == 0 and "Traceback" not in terminal.output, terminal.output
    moved = events(home)
    assert len(moved) == len(played) and moved[-1] != played[-1]

    answer = web.post(link + "/act", data={"v": version(held), "typed": "play 9C"},
                      follow_redirects=False)
    assert answer.status_code == 409
    one_error(answer.text, MOVED_ON)
    assert events(home) == moved
    assert replays(home).events == moved


@pytest.mark.skipif(sys.platform == "win32", reason="a terminal in a process of its own")
def test_the_web_gives_way_to_a_terminal_and_takes_the_game_back(
        home: Path, tmp_path: Path, web: TestClient) -> None:
    """The other way round: a terminal (a process of its own) takes the game over. The page
    says so and refuses moves in one line, History's "Continue on this device" is refused;
    "Take over here" takes it back, and the terminal's next move ends it with one line,
    everything saved: both faces' moves are in the log, the refused one is not."""
    link = start(web, "scoundrel", ["Ana"], mode="hotseat", seed="7")
    assert act(web, link, web.get(link).text, n="0") == 303
    out = tmp_path / "terminal.txt"
    with running(home, out, "resume", "1", "--take-over", **{BUSY_ENV: "2"}) as (proc, stdin):
        wait_for("the terminal's prompt", lambda: prompts(out) >= 1, proc)
        count = len(events(home))
        send(stdin, "2")  # room card 2 (the web played the first)
        wait_for("the terminal's card", lambda: len(events(home)) > count, proc)
        theirs = events(home)

        page = web.get(link).text
        assert TAKEN in page and f'action="{link}/take"' in page
        assert re.search(r'data-mark="[^"]*!"', page)  # open pages redraw: the mark changed
        answer = web.post(link + "/act", data={"v": version(page), "n": "0"},
                          follow_redirects=False)
        assert answer.status_code == 409
        one_error(answer.text, "played in another window")
        opened = web.post("/open/1", follow_redirects=False)
        assert opened.status_code == 409 and "open in another window" in opened.text
        assert events(home) == theirs  # the web wrote nothing

        taken = web.post(link + "/take", follow_redirects=False)
        assert taken.status_code == 303
        page = web.get(link).text
        assert TAKEN not in page
        assert act(web, link, page, n="0") == 303
        ours = events(home)
        assert len(ours) > len(theirs) and ours[:len(theirs)] == theirs

        wait_for("the terminal's next prompt", lambda: prompts(out) >= 2, proc)
        send(stdin, "3")  # a card still in the room as that window saw it
        assert proc.wait(timeout=TIMEOUT) == 1
    output = out.read_text(encoding="utf-8")
    assert "Traceback" not in output
    errors = [line for line in output.splitlines() if "✗" in line]
    assert len(errors) == 1 and "taken over by another window" in errors[0], output
    assert events(home) == ours
    assert replays(home).events == ours
    assert PROMPT in output


def test_continue_on_this_device_refuses_a_game_played_on_own_phones(
        served: Store, web: TestClient) -> None:
    """It would go on as this device's hotseat game, the phones none the wiser; once the
    game is over it opens."""
    start(web, "scoundrel", ["Ana"], mode="hotseat", seed="3")  # game 1, one device
    game = registry.get("scoundrel")
    live = Session.start(game, game.meta.options(), ["Ana"], mode="devices", seed=5,
                         store=served)
    assert live.game_id is not None
    answer = web.post(f"/open/{live.game_id}", follow_redirects=False)
    assert answer.status_code == 409 and "own phone" in answer.text
    assert [x for x in web.app.state.hub.links.of_game(live.game_id)  # type: ignore[attr-defined]
            if x.role == DEVICE] == []
    over = Session.start(game, game.meta.options(), ["Robo"], mode="devices", seed=5,
                         store=served, bots=[0])
    Driver.for_session(over).run()
    assert web.post(f"/open/{over.game_id}", follow_redirects=False).status_code == 303


def test_a_server_that_is_gone_leaves_its_games_to_the_terminal(
        home: Path, served: Store, web: TestClient) -> None:
    """A claim held by a server process that is gone is taken over as a terminal's is."""
    link = start(web, "scoundrel", ["Ana"], mode="hotseat", seed="7")
    assert act(web, link, web.get(link).text, n="0") == 303
    refused(invoke("resume", "1", input="quit\n"), "open in another window")
    served.close()  # the server stopped (its process ended)
    terminal = invoke("resume", "1", input="1\nquit\n")
    assert terminal.exit_code == 0 and "Traceback" not in terminal.output, terminal.output
    assert replays(home).events == events(home)


def test_an_open_page_hears_when_another_window_takes_the_game_and_lets_it_go(
        home: Path, served: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing of the web hears a terminal: a page's stream looks at the store now and then,
    and names a new mark while another window has the game, so the page redraws with the
    notice (and without it once that window let go)."""
    monkeypatch.setattr(web_app, "LOOK_SECONDS", 0.05)
    with LiveServer(served) as live, httpx2.Client(base_url=live.url) as http:
        made = http.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Ana", "seed": "7"},
                         follow_redirects=True)
        said: list[str] = []
        with http.stream("GET", str(made.url.path) + "/events", timeout=TIMEOUT) as stream:
            lines = (line[len("data: "):] for line in stream.iter_lines()
                     if line.startswith("data: "))
            said.append(next(lines))
            terminal = Store(home / "tabletop.db")
            try:
                terminal.claims.claim(1, None, take_over=True)
                said.append(next(lines))
                terminal.claims.release(1)
                said.append(next(lines))
            finally:
                terminal.close()
    assert [mark.endswith("!") for mark in said] == [False, True, False]
    assert said[0] == said[2]
