"""Forgiving pickers and tallies (issue #40, item 4): the cards the table reveals are tapped on a
grid by suit and rank (4×13 for Scoundrel's deck, S1; colours by values for Halunken's, H1), in
the fix page too; −/+ say what they change; Scoundrel's tally is tapped and scores as typed
(S9); German pages give German examples; an error replaces an old notice; an end screen says
what playing again does here; a blank new-game form starts with its placeholders' names."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from markupsafe import Markup
from starlette.testclient import TestClient

from games.halunken.rules.components import DECK as HS_DECK
from games.scoundrel.rules.components import DECK as SC_DECK
from games.scoundrel.rules.components import parse_card, parse_cards
from tabletop import registry
from tabletop.board import outcome_grid
from tabletop.plugin import Chance, Decision
from tabletop.session.answers import Pick
from tabletop.text import i18n
from tabletop.web.card_grid import Face, placed
from tabletop.web.hub import Hub
from tabletop.web.links import Link
from tabletop.web.templating import macro
from tests.web.conftest import start, version
from tests.web.test_tally_pages import SCOUNDREL, sheet_of

CELL = re.compile(r'<span class="g-cell( g-none)?" style="--r:(\d+);--c:(\d+)">'
                  r'(?:<(?:button|label)[^>]*data-outcome="([^"]+)")?')


def grid_of(page: str) -> dict[tuple[int, int], str]:
    """Each place of the first card grid on a page, by (row, column): its card or ""."""
    part = page[page.index('class="card-grid'):]
    part = part[:part.index("</div></div>")]
    return {(int(r), int(c)): value for _, r, c, value in CELL.findall(part)}


def heads(page: str) -> list[str]:
    part = page[page.index('class="card-grid'):]
    return re.findall(r'<span class="g-head[^"]*" aria-hidden="true"[^>]*>([^<]+)</span>', part)


def hub_of(client: TestClient) -> Hub:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return hub


# ---- the grid of cards ---------------------------------------------------------------------

def test_each_deck_sits_once_in_its_grid_in_rank_order() -> None:
    """S1: 44 cards, the red suits without faces and aces; H1: 42 cards, each colour its own
    values. Every card once, rows and columns in the order the players sort them."""
    for game_id, kind, deck, columns in (
            ("scoundrel", "room", SC_DECK, ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J",
                                            "Q", "K", "A"]),
            ("halunken", "card", HS_DECK, [str(n) for n in range(1, 16)])):
        grid = outcome_grid(registry.get(game_id), kind)
        assert grid is not None
        assert list(grid.columns) == columns
        assert len(grid.rows) == 4 and all(len(line) == len(columns) for line in grid.cells)
        placed = [card for line in grid.cells for card in line if card]
        assert sorted(placed) == sorted(deck) and len(placed) == len(set(placed))
    assert outcome_grid(registry.get("halunken"), "jack") is None  # Black Jack's: a list
    assert outcome_grid(registry.get("dungeon-dice"), "party") is None  # dice stay as they are


def test_scoundrels_picker_is_four_suits_by_thirteen_ranks(client: TestClient) -> None:
    """Issue #40: the picker listed 44 cards in 22 rows sorted as text (10♣ 10♦ 10♥ 10♠ first)."""
    device = start(client, "scoundrel", ["Ana"], mode="table")
    page = client.get(device).text
    places = grid_of(page)
    assert len(places) == 52
    assert heads(page)[:13] == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
                                "A"]
    assert heads(page)[13:] == ["♣", "♠", "♦", "♥"]
    clubs = [places[(2, column)] for column in range(2, 15)]
    assert clubs == ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC",
                     "AC"]
    assert [places[(5, column)] for column in range(11, 15)] == ["", "", "", ""]  # no ♥ J-A
    assert 'class="picks"' not in page  # no list beside the grid
    # a card turned over leaves its place empty
    client.post(device + "/act", data={"v": version(page), "typed": "room 7D"})
    page = client.get(device).text
    assert grid_of(page)[(4, 7)] == "" and grid_of(page)[(4, 6)] == "6D"


def test_halunkens_picker_is_colours_by_values(client: TestClient) -> None:
    device = start(client, "halunken", ["Ana", "Bo", "Cy"], mode="table")
    for _ in range(20):
        page = client.get(device).text
        if 'class="card-grid' in page:
            break
        found = re.search(r'name="n" value="(\d+)"', page)
        assert found, "neither a move nor the card picker"
        client.post(device + "/act", data={"v": version(page), "n": found.group(1)})
    places = grid_of(page)
    assert len(places) == 60 and sum(1 for card in places.values() if card) == 42
    assert heads(page)[15:] == ["red", "purple", "grey", "yellow"]
    assert [places[(2, column)] for column in range(2, 17)] == [
        "", "", "", *(f"r{n}" for n in range(4, 12)), "", "", "", "r15"]


def test_the_fix_page_picks_on_the_same_grid(client: TestClient) -> None:
    device = start(client, "scoundrel", ["Ana"], mode="table")
    page = client.get(device).text
    client.post(device + "/act", data={"v": version(page), "typed": "room 7D KS 5H 9C"})
    fix = client.get(device + "/fix/1").text
    assert 'class="card-grid"' in fix
    assert grid_of(fix)[(2, 2)] == "2C" and grid_of(fix)[(4, 7)] == "7D"


def test_several_cards_at_once_are_ticked_on_the_grid() -> None:
    """A reveal of several cards (no game asks one today: Halunken's row of cards is turned
    one card at a time) is ticked card by card and sent with Done: each tick a count of one,
    as the steppers send them."""
    game = registry.get("halunken")
    grid = outcome_grid(game, "card")
    assert grid is not None
    chance = Chance("card", "hs_chance_flips", ("r4", "r5", "y1"), count=2)
    faces = [Face(index, value, Markup(""), value) for index, value in enumerate(chance.outcomes)]
    cells, rest = placed(grid, faces)
    with i18n.speaking("en"):
        drawn = str(macro("table/parts.html", "picker")(chance, rest, "/s/x/act", "v1", None,
                                                         grid, cells))
    assert 'class="offer counted"' in drawn and 'data-need="2"' in drawn
    assert re.findall(r'type="checkbox" name="(c\d+)" value="1"', drawn) == ["c0", "c1", "c2"]
    assert 'type="number"' not in drawn  # no stepper for a card that exists once


# ---- −/+ say what they change ----------------------------------------------------------------

def test_steppers_say_what_they_change_in_both_languages(client: TestClient) -> None:
    """Issue #40: −/+ were read out as "−" and "+"."""
    device = start(client, "dungeon-dice", ["Ana"], mode="table")
    for language, less, more in (("en", "one fewer Fighter (", "one more Fighter ("),
                                 ("de", "einmal Krieger (", "einmal Krieger (")):
        for _ in range(5):  # the hero first, then the party is rolled at the table
            page = html.unescape(client.get(device, headers={"Accept-Language": language}).text)
            if 'class="offer counted"' in page:
                break
            found = re.search(r'name="([no])" value="(\d+)"', page)
            assert found
            client.post(device + "/act", data={"v": version(page), found.group(1): found.group(2)})
        assert f'class="less" aria-label="{less}' in page
        assert f'class="more" aria-label="{more}' in page
        assert ("weniger" if language == "de" else "fewer") in page
        assert 'aria-label="−"' not in page and 'aria-label="+"' not in page
    tally = html.unescape(client.get("/tally/dungeon-dice").text)
    assert 'aria-label="one more Dragon Scales"' in tally
    assert 'aria-label="one fewer XP"' in tally


# ---- Scoundrel's tally tapped ----------------------------------------------------------------

def taps(answers: dict[str, str]) -> dict[str, Any]:
    """The taps that give these typed answers: 'none' is nothing tapped."""
    form: dict[str, Any] = {"name": "Ana"}
    for field, text in answers.items():
        if text.lower() != "none":
            form[f"tap_{field}"] = text.split() if field in ("monsters", "room") else text
    return form


@pytest.mark.parametrize("answers", SCOUNDREL)
def test_scoundrel_tapped_scores_as_typed(client: TestClient, answers: dict[str, str]) -> None:
    """S9: the same game tapped and typed gives the same sheet."""
    typed = client.post("/tally/scoundrel", data={"name": "Ana", **answers})
    tapped = client.post("/tally/scoundrel", data=taps(answers))
    assert typed.status_code == tapped.status_code == 200, tapped.text
    assert sheet_of(tapped.text) == sheet_of(typed.text)


def test_scoundrel_tally_is_tapped_with_the_typed_folded_below(client: TestClient) -> None:
    page = client.get("/tally/scoundrel").text
    assert 'name="tap_result" value="won"' in page and 'name="tap_result" value="lost"' in page
    assert 'name="tap_health" value="0" min="-13" max="20"' in page
    assert 'aria-label="one health point more"' in page
    monsters = page[page.index("tap-field-monsters"):]
    monsters = monsters[:monsters.index("</fieldset>")]
    assert monsters.count('type="checkbox" name="tap_monsters"') == 26  # the clubs and spades
    assert page.index("tap-fields") < page.index('<details class="typed-instead">')
    assert 'name="monsters"' in page[page.index('<details class="typed-instead">'):]


def test_a_typed_answer_is_taken_before_the_tapped_one(client: TestClient) -> None:
    form = {**taps({"result": "lost", "health": "-3", "monsters": "QC"}), "monsters": "KS 9C"}
    page = client.post("/tally/scoundrel", data=form).text
    assert sheet_of(page)["players"][0]["total"] == -25


def test_a_wrong_tap_is_told_beside_its_question(client: TestClient) -> None:
    page = client.post("/tally/scoundrel", data=taps({"health": "5"}))  # no result tapped
    assert page.status_code == 400
    result = page.text[page.text.index("tap-field-result"):]
    assert result.index('class="error"') < result.index("</fieldset>")
    assert 'id="e-result"' not in page.text  # not beside the typed answer, folded away


def test_a_tapped_tally_is_kept_in_the_history(client: TestClient) -> None:
    page = client.post("/tally/scoundrel", data={**taps(SCOUNDREL[4]), "keep": "1"}).text
    assert 'href="/history/1"' in page


# ---- German examples on German pages ---------------------------------------------------------

def test_german_tally_pages_give_german_examples(client: TestClient) -> None:
    """Issue #40: the Scoundrel tally said "monsters left (KS 9C)" on a German page."""
    page = html.unescape(client.get("/tally/scoundrel", headers={"Accept-Language": "de"}).text)
    for english in ("KS 9C", "z. B. 5H", "z. B. QC", "'QC'", "e.g."):
        assert english not in page, english
    assert "Pik König, Kreuz 9" in page and "Herz 5" in page and "Kreuz Dame" in page
    with i18n.speaking("de"):  # and the German examples are read as the cards they name
        assert parse_cards("Pik König, Kreuz 9") == ["KS", "9C"]
        assert parse_card("Herz 5") == "5H" and parse_card("Kreuz Dame") == "QC"


# ---- errors replace notices ------------------------------------------------------------------

def test_an_error_replaces_the_notice_of_an_undo(client: TestClient) -> None:
    """Issue #40: after a wrong roll count the error stacked on the old "Undone:" notice."""
    device = start(client, "scoundrel", ["Ana"], mode="table")
    page = client.get(device).text
    client.post(device + "/act", data={"v": version(page), "typed": "room 7D KS 5H 9C"})
    page = client.get(device).text
    undone = client.post(device + "/undo", data={"v": version(page)}).text
    assert 'class="notice"' in undone
    wrong = client.post(device + "/act", data={"v": version(undone), "typed": "room 7D 7D"})
    assert 'class="error"' in wrong.text
    assert 'class="notice"' not in wrong.text


# ---- end screens -----------------------------------------------------------------------------

def finish(hub: Hub, link: Link) -> None:
    """Each decision's last choice until the game is over, on the one device."""
    table = hub.table(link.game_id)
    for _ in range(2000):
        awaiting = table.awaiting()
        if not isinstance(awaiting, Decision):
            break
        hub.answer(link, table.version, Pick(len(awaiting.actions) - 1), ready=awaiting.player)
    assert table.over


@pytest.mark.parametrize(("game", "names", "mode", "said"), [
    ("halunken", ["Ana", "Bo"], "hotseat", "on this device"),
    ("scoundrel", ["Ana"], "hotseat", "Same player and options"),
    ("halunken", ["Ana", "Bo"], "own", "every phone follows to its new seat"),
])
def test_an_end_screen_says_what_playing_again_does_here(
        client: TestClient, game: str, names: list[str], mode: str, said: str) -> None:
    """Issue #40: hotseat and solo end screens said "every phone follows to its new seat"."""
    address = start(client, game, names, mode=mode, seed="7")
    hub = hub_of(client)
    links = hub.links.of_game(1)
    device = next(link for link in links if link.role in ("device", "seat"))
    if mode == "own":
        finish_on_seats(hub, links)
    else:
        finish(hub, device)
    page = client.get(address).text
    if 'class="end confirm"' in page:
        client.post(address + "/end", data={"v": version(page)})
        page = client.get(address).text
    assert said in page
    if mode != "own":
        assert "every phone" not in page


def finish_on_seats(hub: Hub, links: list[Link]) -> None:
    table = hub.table(links[0].game_id)
    for _ in range(2000):
        awaiting = table.awaiting()
        if not isinstance(awaiting, Decision):
            break
        link = next(x for x in links if x.role == "seat" and x.seat == awaiting.player)
        hub.answer(link, table.version, Pick(len(awaiting.actions) - 1))
    assert table.over


# ---- the new-game form -----------------------------------------------------------------------

@pytest.mark.parametrize(("language", "names"), [("en", ["Player 1", "Player 2"]),
                                                 ("de", ["Spieler 1", "Spieler 2"])])
def test_a_blank_form_starts_with_the_placeholders_names(client: TestClient, language: str,
                                                         names: list[str]) -> None:
    """Issue #40: a blank new-game form was refused with "2 to 4, not 0"."""
    headers = {"Accept-Language": language}
    form = client.get("/new/halunken", headers=headers).text
    assert f'placeholder="{names[0]}"' in form and names[1] in form  # the hint says so
    answer = client.post("/new/halunken", data={"mode": "hotseat"}, headers=headers,
                         follow_redirects=False)
    assert answer.status_code == 303, answer.text
    assert hub_of(client).table(1).session.record.players == names


def test_a_half_filled_form_still_names_what_is_missing(client: TestClient) -> None:
    answer = client.post("/new/halunken", data={"mode": "hotseat", "name0": "Ana"})
    assert answer.status_code == 400 and "2 to 4, not 1" in html.unescape(answer.text)
