"""Every legal move is playable on the web page (issue #14): a move typed in the words of the
terminal, read by the game's parse, beside the buttons; what the table reveals typed the same;
the hint's move as a button. Dungeon dice lists a quaff of one face only, an Elixir's
Champion or Scroll only: the rest is typed. A wrong line is one line of error, and stays in
its field to be put right."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from tabletop.web import app as web_app
from tabletop.web.layout import LANG_COOKIE
from tests.web.conftest import start, version

TYPED_FORM = re.compile(r'<form class="typed" method="post" action="(/s/[^"]+/act)">')
ERROR = re.compile(r'<p class="error" role="alert">✗ ([^<]*)</p>')


def errors(page: str) -> list[str]:
    return [html.unescape(line) for line in ERROR.findall(page)]


def typed(client: TestClient, game: str, line: str) -> Any:
    """Send ``line`` from the typed-move form of the page at ``game``."""
    page = client.get(game).text
    found = TYPED_FORM.search(page)
    assert found, "the page has no typed-move form"
    return client.post(found.group(1), data={"v": version(page), "typed": line},
                       follow_redirects=False)


def played(client: TestClient, game: str, *lines: str) -> None:
    for line in lines:
        answer = typed(client, game, line)
        assert answer.status_code == 303, (line, errors(answer.text))


def observed(client: TestClient, game: str) -> dict[str, Any]:
    data: dict[str, Any] = client.get(game.replace("/s/", "/api/s/")).json()
    return data


def party(client: TestClient, game: str) -> dict[str, int]:
    return dict(observed(client, game)["observation"]["party"])


@pytest.fixture
def table(client: TestClient) -> str:
    """A Dungeon dice delve at the table, at its first loot: potions to quaff, the Fighter
    that beat the goblin in the graveyard. Rolls, draws and moves are all typed."""
    game = start(client, "dungeon-dice", ["Ada"], mode="table")
    played(client, game, "hero spellsword", "f f p m t c s", "goblin", "fight fighter goblin",
           "seek", "potion potion")
    return game


def test_a_quaff_the_buttons_do_not_list_is_typed(client: TestClient, table: str) -> None:
    page = client.get(table).text
    listed = re.findall(r'data-action="(quaff [^"]*)"', page)
    assert listed and "quaff thief fighter mage" not in listed  # one face a quaff, listed
    # ... and the kinds no button stands for are said as the terminal says them.
    assert re.search(r'<p class="unlisted muted">You can: quaff &lt;die&gt; &lt;face&gt;…', page)
    before = party(client, table)
    played(client, table, "quaff thief fighter mage")
    after = party(client, table)
    assert (after["fighter"], after["mage"], after["thief"]) == (
        before["fighter"] + 1, before["mage"] + 1, before["thief"] - 1)


def test_a_typed_line_that_is_wrong_is_one_line_and_stays_to_be_put_right(
        client: TestClient, table: str) -> None:
    answer = typed(client, table, "quaff thief fighter mage cleric")  # three potions? two
    assert answer.status_code == 409
    assert errors(answer.text) == ["Not that many potions: 2 on this level."]
    assert 'name="typed" value="quaff thief fighter mage cleric"' in answer.text
    answer = typed(client, table, "dance")
    assert answer.status_code == 400
    assert errors(answer.text) == ["Unknown command 'dance': see 'help'."]
    assert typed(client, table, "   ").status_code == 400
    assert typed(client, table, "quaff " + "fighter " * 100).status_code == 400
    # A roll is no answer to a decision, and nothing changed.
    before = observed(client, table)
    assert typed(client, table, "party fighter").status_code == 409
    assert observed(client, table)["version"] == before["version"]


def test_german_words_are_typed_and_refused_in_german(client: TestClient, table: str) -> None:
    client.cookies.set(LANG_COOKIE, "de")
    page = client.get(table).text
    assert "Oder tippe einen Zug" in page
    assert re.search(r'Möglich: trinke &lt;Würfel&gt; &lt;Seite&gt;…', page)
    answer = typed(client, table, "trinke dieb krieger krieger krieger")
    assert errors(answer.text) == [
        "So viele Tränke gibt es nicht: 2 auf dieser Ebene."]
    before = party(client, table)
    played(client, table, "trinke dieb krieger zauberer")
    assert party(client, table)["fighter"] == before["fighter"] + 1


def test_the_table_types_what_it_rolled(client: TestClient) -> None:
    game = start(client, "dungeon-dice", ["Ada"], mode="table")
    played(client, game, "hero knight")
    page = client.get(game).text
    assert 'placeholder="f s m t f c s"' in page  # the help's roll in letters
    played(client, game, "f f p m t c s")
    assert sum(party(client, game).values()) == 7


def test_the_hint_s_move_is_a_button_that_plays_it(client: TestClient, table: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_app, "HINT_SECONDS", 0.05)  # a small budget of positions
    hint = client.get(table + "/hint").text
    found = re.search(r'<form class="hinted" method="post" action="([^"]+)">'
                      r'<input type="hidden" name="v" value="([^"]+)">'
                      r'<input type="hidden" name="typed" value="([^"]+)">', hint)
    assert found, hint
    action, seen, line = found.groups()
    answer = client.post(action, data={"v": seen, "typed": html.unescape(line)},
                         follow_redirects=False)
    assert answer.status_code == 303, errors(answer.text)


@pytest.mark.parametrize("game", ["scoundrel", "dungeon-dice"])
def test_every_game_takes_a_typed_move(client: TestClient, game: str) -> None:
    """The form is the host's: a game's first button, typed instead of tapped."""
    address = start(client, game, ["Ada"], mode="hotseat")
    page = client.get(address).text
    first = html.unescape(re.findall(r'data-action="([^"]+)"', page)[0])
    before = observed(client, address)["version"]
    played(client, address, first)
    assert observed(client, address)["version"] != before
