"""What the hint and an undo say is in the reader's words, in English and German (issue #28):
the hint listed its runners-up in notation ("fight fighter goblin"), and undo named what it
took back as typed ("Undone: treasure elixir")."""

from __future__ import annotations

import html
import re

import pytest
from starlette.testclient import TestClient

from games.dungeon_dice import GAME
from tabletop.board import board_account, said
from tabletop.events import Event
from tabletop.plugin import Advice
from tabletop.text import i18n
from tabletop.web import app as web_app
from tabletop.web.board import section_html
from tabletop.web.layout import LANG_COOKIE
from tests.web.conftest import start, version
from tests.web.test_typed_moves import played

ADVICE = re.compile(r'<section class="advice">.*?</section>', re.S)
UNDO_FORM = re.compile(r'<form[^>]*action="(/s/[^"]+/undo)"')
NOTICE = re.compile(r"(?:Undone|Zurückgenommen)[^<]*")


def _plain(part: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", part)).split())


def _fight(face: str) -> Event:
    return Event(0, "fight", {"with": face, "target": "goblin"})


def test_the_runners_up_are_drawn_as_the_best_move_is() -> None:
    """The advice's data as the game gives it: every runner-up in words, in both languages."""
    best = Event(0, "reroll", {"with": "scroll", "party": [], "dungeon": ["goblin"]})
    others = [_fight(face) for face in ("fighter", "cleric")]
    advice = Advice(best=best, data={
        "best": "reroll scroll goblin", "rule_of_thumb": False, "expected_xp": 4.1,
        "levels_ahead": 3, "alternatives": [
            {"move": f"fight {e.data['with']} goblin", "event": e.to_json(), "expected_xp": 3.9}
            for e in others]}, exact=False)
    for lang, told in (("en", ["Fighter defeats Goblin", "Cleric defeats Goblin"]),
                       ("de", ["Krieger besiegt Kobold", "Priester besiegt Kobold"])):
        with i18n.speaking(lang):
            drawn = str(section_html(GAME, board_account(GAME).advice(advice)))
            text = _plain(drawn)
            assert "<code>" not in drawn
            assert "fight" not in text and "kämpfe" not in text, text
            assert said(GAME, best) in text  # the best move in words, too
            for other, words in zip(others, told, strict=True):
                assert said(GAME, other) == words and words in text, (words, text)


@pytest.fixture
def delve(client: TestClient) -> str:
    """A Dungeon dice delve at the table facing a goblin: several ways to fight it."""
    game = start(client, "dungeon-dice", ["Ada"], mode="table")
    played(client, game, "hero spellsword", "f f p m t c s", "goblin")
    return game


def test_the_page_s_hint_lists_no_notation(client: TestClient, delve: str,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_app, "HINT_SECONDS", 0.5)
    for lang, notation in (("en", "fight "), ("de", "kämpfe ")):
        client.cookies.set(LANG_COOKIE, lang)
        found = ADVICE.search(client.get(delve + "/hint").text)
        assert found, "no hint"
        assert "<code>" not in found.group(0)
        assert notation not in _plain(found.group(0)), _plain(found.group(0))


def _undo(client: TestClient, game: str) -> str:
    """Undo from the page; the notice every device shows of it."""
    page = client.get(game).text
    form = UNDO_FORM.search(page)
    assert form, "no undo offered"
    answer = client.post(form.group(1), data={"v": version(page)}, follow_redirects=True)
    told = NOTICE.search(answer.text)
    assert told, "no undo notice"
    return html.unescape(told.group(0)).strip()


def test_undo_says_what_it_took_back_in_words(client: TestClient) -> None:
    game = start(client, "dungeon-dice", ["Ada"], mode="table")
    played(client, game, "hero spellsword", "f f t m t c s", "chest", "open thief",
           "treasure elixir")
    assert _undo(client, game) == "Undone: Ada draws a treasure: Elixir."
    played(client, game, "treasure elixir")
    client.cookies.set(LANG_COOKIE, "de")
    assert _undo(client, game) == "Zurückgenommen: Ada zieht einen Schatz: Elixier."


def test_undo_of_a_decision_and_what_followed_it(client: TestClient) -> None:
    """In hotseat a decision goes with the rolls that came after it: the count agrees in
    number and the decision is named in words, not as typed ("hero knight")."""
    game = start(client, "dungeon-dice", ["Ada"], mode="hotseat")
    page = client.get(game).text
    first = html.unescape(re.findall(r'data-action="(hero [^"]+)"', page)[0])
    played(client, game, first)
    assert re.fullmatch(r"Undone, with (1 later entry|[02-9]\d* later entries): Ada chooses "
                        r"a hero: [A-Z][\w ]+\.", _undo(client, game))
    played(client, game, first)
    client.cookies.set(LANG_COOKIE, "de")
    assert re.fullmatch(r"Zurückgenommen, mit (1 späteren Eintrag|[02-9]\d* späteren "
                        r"Einträgen): Ada wählt einen Helden: [A-ZÄÖÜ][\w ]+\.",
                        _undo(client, game))
