"""Issue #23, item 7 "German all through": on German screens the host's pages say nothing in
English. The new-game form showed the options' names and choices (`weapon_rule`,
`lower_or_equal`, `variant`, `heroes`) and the bots' names in English; the LAN guard page was a
bare English line with no way back. A test visits every host page in German and scans what a
reader sees for English words; others check the words of options and bots in both languages
and the guard page's way back."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from functools import partial

import pytest
from starlette.testclient import TestClient

from tabletop.cli.rule_options import choices, settable_fields
from tabletop.plugin import HasBots
from tabletop.registry import games
from tabletop.store.database import Store
from tabletop.text import i18n
from tabletop.text.labels import bot_label, choice_label, option_label
from tabletop.web.app import create_app
from tabletop.web.guard import HOST_COOKIE
from tabletop.web.layout import LANG_COOKIE
from tests.web.conftest import start
from tests.web.test_records_pages import played

# English words no German page may show. Words German shares (Dungeon, Standard, Median, Seed,
# Bot, Name, Hotseat, Code, Link, Start, die, an, in) are left out; so are the players' names.
WORDS = (
    "weapon lower equal penalty variant heroes choose deal dealt strong basic odds greedy "
    "expectimax random intro rule rules player players settings new game games history stats "
    "statistics tally round score scores date result options option mode wins best mean rate "
    "streak trend log who entry what happened chance continue unfinished won lost defaults "
    "entries show all found page host seat your open scan the and of with without only or not "
    "this here back something went wrong play")
ENGLISH = frozenset(WORDS.split())
HIDDEN = re.compile(r"<(script|style)\b.*?</\1>", re.S)
SHOWN_ATTRIBUTES = re.compile(r'\b(?:placeholder|aria-label|title|data-label|alt)="([^"]*)"')
TAG = re.compile(r"<[^>]+>")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß_]+")


OTHER_APPS = ("BG Stats",)  # an app's name is its name in every language (issue #25)


def shown(page: str) -> str:
    """What a reader sees of a page: its text, and the attributes shown as text (the names of
    other apps left out)."""
    page = HIDDEN.sub(" ", page)
    for name in OTHER_APPS:
        page = page.replace(name, " ")
    captions = " ".join(SHOWN_ATTRIBUTES.findall(page))
    return html.unescape(TAG.sub(" ", page) + " " + captions)


def english_in(page: str) -> set[str]:
    """The English words a page shows, and any code name (a word with '_' in it)."""
    return {word for word in WORD.findall(shown(page))
            if word.casefold() in ENGLISH or "_" in word}


@pytest.fixture(name="german")
def german_fixture(client: TestClient) -> TestClient:
    client.cookies.set(LANG_COOKIE, "de")
    return client


def test_no_host_page_shows_english_in_german(german: TestClient, store: Store) -> None:
    """#23 item 7: home, each game's new-game form, history, stats, a stored game of each
    game, the tally chooser and a page that does not exist, all in German."""
    stored = [played(store, "scoundrel", ["Ann"], 1, options={"weapon_rule": "lower_or_equal"}),
              played(store, "halunken", ["Ann", "Bo"], 2, steps=40),
              played(store, "dungeon-dice", ["Ann", "Bo", "Cy"], 3)]
    paths = ["/", *(f"/new/{game}" for game in sorted(games())), "/history", "/stats",
             *(f"/history/{session.game_id}" for session in stored), "/tally", "/nowhere"]
    for path in paths:
        answer = german.get(path)
        assert answer.status_code == (404 if path == "/nowhere" else 200), path
        assert english_in(answer.text) == set(), path
    history = shown(german.get("/history").text)
    assert "Waffe nach einem Sieg: auch gegen gleich starke" in history


def test_the_scan_finds_english(client: TestClient) -> None:
    """The scan itself: the same pages in English are full of the words it looks for."""
    for path in ("/", "/new/scoundrel", "/history", "/stats", "/nowhere"):
        assert english_in(client.get(path).text), path


def test_every_option_choice_and_bot_has_words_in_both_languages() -> None:
    """#23 item 7: each option a person sets, each of its choices and each bot has its own
    words in English and in German, and the new-game form shows them, never the code's names
    (the form still sends the code's names)."""
    for game in games().values():
        named: list[tuple[str, Callable[[], str]]] = []
        for name, field in settable_fields(game.meta.options).items():
            named.append((name, partial(option_label, name, field)))
            named.extend((choice, partial(choice_label, field, choice))
                         for choice in choices(field))
        if isinstance(game, HasBots):
            named.extend((bot, partial(bot_label, game.meta.id, bot))
                         for bot in game.strategies())
        for code, words in named:
            with i18n.speaking("en"):
                english = words()
            with i18n.speaking("de"):
                german = words()
            # English may say the code's own word ("strong"); German never does
            assert german not in (code, english), (game.meta.id, code)


def test_the_new_game_form_names_options_and_bots_in_german(german: TestClient) -> None:
    page = german.get("/new/halunken").text
    assert "Spielart" in page and "Einführungsspiel, ohne Black Jack" in page
    assert '<option value="intro">' in page and "Bot: Faustregel" in page
    page = german.get("/new/scoundrel").text
    assert '<option value="lower_or_equal">auch gegen gleich starke</option>' in page
    # the form sends the code's names: a game starts with the option chosen by its label
    target = start(german, "scoundrel", ["Ann"], mode="hotseat", opt_weapon_rule="lower_or_equal")
    assert german.get(target).status_code == 200


@pytest.fixture(name="lan")
def lan_fixture(store: Store) -> Iterator[TestClient]:
    with TestClient(create_app(store, lan=True, hosts=["testserver"]),
                    base_url="http://testserver") as client:
        yield client


def test_the_guard_page_speaks_the_readers_language(lan: TestClient) -> None:
    """#23: a player's phone at a host's page under --lan got a bare English line. Now a page in
    its language says what to do: open the seat from the host's QR code or link."""
    answer = lan.get("/history", headers={"accept-language": "de-DE,de;q=0.9,en;q=0.5"})
    assert answer.status_code == 403 and answer.headers["content-type"].startswith("text/html")
    assert english_in(answer.text) == set()
    assert "scanne seinen QR-Code" in answer.text
    english = lan.get("/history", headers={"accept-language": "en"}).text
    assert "scan its QR code" in english


def test_the_guard_page_leads_back_to_the_seat_it_came_from(lan: TestClient) -> None:
    """#23 "never trapped": from a seat's page (the browser names it, same origin), the guard
    page links back to that seat; a referrer elsewhere or not a seat gives no link."""
    seat = "/s/" + "A" * 22
    answer = lan.get("/", headers={"referer": f"http://testserver{seat}"}).text
    assert f'href="{seat}"' in answer
    for elsewhere in (f"http://evil.example{seat}", "http://testserver/history",
                      f"http://testserver{seat}/log", "http://testserver/s/x"):
        turned = lan.get("/", headers={"referer": elsewhere}).text
        assert seat not in turned
        # only the seat this device remembers, filled in by app.js, is offered instead
        assert '<p class="last-seat" hidden><a class="button primary" href="/">' in turned
    assert HOST_COOKIE not in lan.cookies


def test_a_failed_page_speaks_the_readers_language(store: Store,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """#23 item 7, error pages: a page the server fails to answer was Starlette's English line."""
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the disk is gone")

    monkeypatch.setattr(store.results, "games", broken)
    with TestClient(create_app(store, hosts=["testserver"]), base_url="http://testserver",
                    raise_server_exceptions=False) as client:
        answer = client.get("/history", headers={"accept-language": "de"})
    assert answer.status_code == 500 and "Etwas ist schiefgegangen" in answer.text
    assert english_in(answer.text) == set()
