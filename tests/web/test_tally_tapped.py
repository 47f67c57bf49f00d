"""The tally by tapping (issue #23, item 6): Halunken's cards tapped on a grid per player,
Dungeon dice's tokens and XP on steppers, Scoundrel with the name of who played. What is tapped
is written in the game's notation and tallied by the same checks, so each example of the typed
form (tests/web/test_tally_pages.py: H6, D13) gives the same sheet tapped.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from games.dungeon_dice.rules.components import TOKENS
from games.dungeon_dice.rules.tally import parse_player as dd_player
from games.halunken.rules.tally import parse_player as hs_player
from tabletop.store.database import Store
from tabletop.text import i18n
from tests.web.test_tally_pages import DUNGEON_DICE, HALUNKEN, sheet_of

Form = dict[str, Any]


def hs_taps(*specs: str) -> Form:
    """The taps of typed Halunken lines: each player's name and cards."""
    form: Form = {}
    with i18n.speaking("en"):
        for player, spec in enumerate(specs):
            name, cards = hs_player(spec)
            form[f"name{player}"] = name
            form[f"card{player}"] = cards
    return form


def dd_taps(*specs: str) -> Form:
    """The taps of typed Dungeon dice lines: name, XP and a count per token."""
    form: Form = {}
    with i18n.speaking("en"):
        for player, spec in enumerate(specs):
            entry = dd_player(spec)
            form[f"name{player}"] = entry.name
            form[f"xp{player}"] = str(entry.xp)
            for token, count in zip(TOKENS, entry.tokens, strict=True):
                form[f"tok{player}_{token}"] = str(count)
            if entry.hero:
                form[f"hero{player}"] = entry.hero
    return form


def unordered(sheet: dict[str, Any]) -> dict[str, Any]:
    """The sheet with each breakdown line's words as a set: a pile tapped has no order, so
    its cards are listed in the deck's ("y3 y12" where "y12 y3" was typed)."""
    for player in sheet["players"]:
        for line in player["breakdown"]:
            line["label"] = sorted(line["label"].split())
    return sheet


def checked(page: str, field: str) -> list[str]:
    """The cards ticked in the grid of input ``field``."""
    return re.findall(rf'name="{field}" value="(\w+)" data-once checked', page)


@pytest.mark.parametrize(("game", "specs"), [
    *(("halunken", specs) for specs in HALUNKEN),
    *(("dungeon-dice", specs) for specs in DUNGEON_DICE),
])
def test_tapped_as_typed(client: TestClient, game: str, specs: tuple[str, ...]) -> None:
    taps = hs_taps(*specs) if game == "halunken" else dd_taps(*specs)
    tapped = client.post(f"/tally/{game}", data=taps)
    typed = client.post(f"/tally/{game}", data={"player": list(specs)})
    assert tapped.status_code == typed.status_code == 200, tapped.text
    assert unordered(sheet_of(tapped.text)) == unordered(sheet_of(typed.text))
    assert sheet_of(tapped.text)["players"]


def test_halunken_breakdown_and_the_pile_kept(client: TestClient) -> None:
    page = client.post("/tally/halunken", data=hs_taps(*HALUNKEN[0])).text
    sheet = sheet_of(page)
    assert [(p["name"], p["total"]) for p in sheet["players"]] == [("Ana", 58), ("Ben", 50)]
    assert sheet["winners"] == ["Ana"]
    # the form below the sheet keeps every tap, and a card in one pile is taken in the others
    assert sorted(checked(page, "card0")) == ["g13", "r15", "y12", "y3"]
    assert 'name="card1" value="r15" data-once disabled>' in page
    assert 'name="card0" value="r4" data-once disabled>' in page
    assert 'name="card2" value="p14" data-once disabled>' in page
    assert 'name="card0" value="r5" data-once>' in page
    assert "4 cards" in page and "3 cards" in page


def test_grey_stays_grey_in_german(client: TestClient) -> None:
    """H1's notation reads g as grey in English and gelb in German: a tapped grey card is
    written so that it is grey in either."""
    taps = {"name0": "Ana", "card0": ["g13", "g2"], "name1": "Ben", "card1": ["y1"]}
    de = client.post("/tally/halunken", data=taps, headers={"Accept-Language": "de"})
    assert de.status_code == 200, de.text
    (ana, _) = sheet_of(client.post("/tally/halunken", data=taps).text)["players"]
    assert ana["total"] == 30  # two grey cards, the colour held most, counted twice
    assert ">30<" in de.text and "grau" in de.text


def test_dungeon_dice_breakdown_and_the_counts_kept(client: TestClient) -> None:
    page = client.post("/tally/dungeon-dice", data=dd_taps(*DUNGEON_DICE[0])).text
    sheet = sheet_of(page)
    assert [(p["name"], p["total"]) for p in sheet["players"]] == [("Ana", 18), ("Ben", 14)]
    assert 'name="xp0" value="12"' in page and 'name="tok0_dragon-scales" value="2"' in page
    assert "3 tokens" in page and "0 tokens" in page


def test_wrong_taps_are_refused_and_kept(client: TestClient) -> None:
    """The server checks what the page sent: a card in two piles (sent without the page's
    script) or more tokens than the game has; every tap comes back to be put right."""
    twice = client.post("/tally/halunken", data={
        "name0": "Ana", "card0": ["r15", "y3"], "name1": "Ben", "card1": ["y3"]})
    assert twice.status_code == 400
    assert "y3 is given twice." in twice.text and '<table class="scores">' not in twice.text
    assert checked(twice.text, "card0") == ["r15", "y3"] and checked(twice.text, "card1") == ["y3"]
    many = client.post("/tally/dungeon-dice", data={
        "name0": "Ana", "tok0_dragon-scales": "4", "name1": "Ben", "tok1_dragon-scales": "3"})
    assert many.status_code == 400
    assert 'name="tok0_dragon-scales" value="4"' in many.text
    assert 'name="tok1_dragon-scales" value="3"' in many.text
    xp = client.post("/tally/dungeon-dice", data={"name0": "Ana", "xp0": "9999"})
    assert xp.status_code == 400 and "9999 XP can't be true" in html.unescape(xp.text)
    assert 'id="e-tap-0"' in xp.text and 'name="xp0" value="9999"' in xp.text


def test_a_pile_needs_a_name(client: TestClient) -> None:
    page = client.post("/tally/halunken", data={
        "card0": ["r15"], "name1": "Ben", "card1": ["y3", "y4"], "name2": "Cy:", "card2": ["g2"]})
    assert page.status_code == 400
    assert re.search(r'id="e-tap-0" role="alert">✗ A name is missing', page.text)
    assert re.search(r'id="e-tap-2" role="alert">✗ A name here can&#39;t hold', page.text)
    assert 'id="e-tap-1"' not in page.text
    assert checked(page.text, "card0") == ["r15"] and checked(page.text, "card1") == ["y3", "y4"]


def test_a_typed_line_is_taken_instead_of_the_taps(client: TestClient) -> None:
    form = {**hs_taps(*HALUNKEN[0]), "player": ["", "Ben: y1", "", ""]}
    page = client.post("/tally/halunken", data=form).text
    assert [(p["name"], p["total"]) for p in sheet_of(page)["players"]] == [("Ana", 58),
                                                                          ("Ben", 2)]
    assert '<details class="typed-instead" open>' in page
    blank = client.get("/tally/halunken").text
    assert '<details class="typed-instead">' in blank  # folded away until a line is typed
    bad = client.post("/tally/halunken", data={**form, "player": ["", "Ben: y99", "", ""]})
    assert bad.status_code == 400
    assert re.search(r'id="e-player-1" role="alert">✗ There is no scoundrel card y99',
                     bad.text)


def test_a_tapped_tally_is_kept_as_its_people(client: TestClient, store: Store) -> None:
    """Kept in the history under the names given (the stats count people by name), and
    scored again from the lines kept: the seats left empty are no lines."""
    client.post("/tally/halunken", data={**hs_taps(*HALUNKEN[0]), "keep": "1"})
    client.post("/tally/scoundrel", data={"name": "Ana", "result": "won", "health": "20",
                                          "last": "5H", "keep": "1"})
    rows = store.results.games()
    assert sorted(row.players for row in rows) == [["Ana"], ["Ana", "Ben"]]
    for row in rows:
        shown = client.get(f"/history/{row.id}")
        assert shown.status_code == 200, shown.text
    halunken = next(row for row in rows if row.game == "halunken")
    assert store.log.load(halunken.id).tally == {
        "player": ["Ana: red15 grey13 yellow3 yellow12", "Ben: red4 purple9 purple14"]}


def test_a_solo_name_is_checked_as_every_name(client: TestClient) -> None:
    page = client.post("/tally/scoundrel", data={"name": "Ana\x1b[2J", "result": "won",
                                                 "health": "3"})
    assert page.status_code == 400
    assert 'id="e-name"' in page.text and 'aria-invalid="true"' in page.text


def test_german_taps(client: TestClient) -> None:
    """The steppers say in German what they change (issue #40: einmal Drachenschuppen mehr)."""
    de = {"Accept-Language": "de"}
    for game, texts in (("halunken", ("Spieler 1", "0 Karten", "Lieber eintippen", "rot 15")),
                        ("dungeon-dice", ("Erfahrung (EP)", "Drachenschuppen", "0 Marker",
                                          "einmal Drachenschuppen mehr",
                                          "einen Erfahrungspunkt weniger")),
                        ("scoundrel", ("Wer hat gespielt?",))):
        page = html.unescape(client.get(f"/tally/{game}", headers=de).text)
        for text in texts:
            assert text in page, (game, text)
