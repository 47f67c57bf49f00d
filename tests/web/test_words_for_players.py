"""The host's pages say things in words a player reads, not in the app's own: no ruling ids
(``S3:``, ``(H12)``: the ``rules`` command names those), no command names (``tabletop
stats``), no "1–1 players", and no dice for a game without any."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from tabletop.cli.rule_options import explain_options
from tabletop.registry import games, get
from tabletop.session.session import make_options
from tabletop.store.database import Store
from tabletop.text import i18n
from tabletop.text.rulings import for_players
from tests.web.test_records_pages import played

RULING = re.compile(r"\b[SDH]\d{1,2}\b")
# Each player's pieces to tap are drawn by the game's own face (``GameMeta.web_tally``).
GAMES_OWN = re.compile(r'<details class="tap-player.*?</details>', re.S)
COMMAND = re.compile(r"tabletop (?:stats|review|serve)")


@pytest.mark.parametrize(("text", "said"), [
    ("S3: after a kill the weapon", "After a kill the weapon"),
    ("H1/H2: das Grundspiel; zu zweit die Variante (H12).",
     "Das Grundspiel; zu zweit die Variante."),
    ("Hero (D21: the Leprechaun's treasures score nothing)",
     "Hero (the Leprechaun's treasures score nothing)"),
    ("Defeat the monsters first (D6).", "Defeat the monsters first."),
    ("the Leprechaun (treasures score nothing, D21).", "the Leprechaun (treasures score nothing)."),
    ("Monsters left (e.g. KS 9C; 'none')", "Monsters left (e.g. KS 9C; 'none')"),
])
def test_the_rulings_a_text_cites_are_left_out(text: str, said: str) -> None:
    assert for_players(text) == said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_new_game_and_tally_pages_name_no_ruling(client: TestClient, lang: str) -> None:
    client.get(f"/lang/{lang}?next=/")
    for game in games():
        for path in (f"/new/{game}", f"/tally/{game}"):
            page = GAMES_OWN.sub("", client.get(path).text)
            assert RULING.findall(page) == [], path


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_options_prompt_names_no_ruling_either(lang: str) -> None:
    """The terminal's '?' at the options prompt says the same sentences as the web."""
    from rich.console import Console

    console = Console(width=100, record=True)
    with i18n.speaking(lang):
        for game in games().values():
            console.print(explain_options(game, make_options(game, {})))
    assert RULING.findall(console.export_text()) == []


@pytest.mark.parametrize(("lang", "one", "table"), [
    ("en", "1 player", "At the table with the game itself: tap in what comes up"),
    ("de", "1 Spieler", "Am Tisch mit dem Spiel selbst: tippe ein, was herauskommt"),
])
def test_a_solo_game_without_dice(client: TestClient, lang: str, one: str, table: str) -> None:
    client.get(f"/lang/{lang}?next=/")
    home, new = client.get("/").text, client.get("/new/scoundrel").text
    assert one in home and one in new
    assert "1–1" not in home + new
    assert table in new
    for dice in ("dice", "rolled", "Würfel", "gewürfelt"):
        assert dice not in new, dice


def test_a_game_of_several_still_gives_its_range(client: TestClient) -> None:
    name = get("halunken").meta.titles["en"]
    assert re.search(rf"<b>{name}</b><span class=\"muted\">2–4 players</span>",
                     client.get("/").text)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_command_names_in_sentences(client: TestClient, store: Store, lang: str) -> None:
    finished = played(store, "scoundrel", ["Ann"], 1)
    client.get(f"/lang/{lang}?next=/")
    review = f"/history/{finished.game_id}/review"
    for _ in range(600):  # the review runs in a thread of its own
        page = client.get(review).text
        if "review-progress" not in page:
            break
    assert 'href="/stats?game=scoundrel"' in page  # said in words, and linked
    for path in ("/stats", "/offline"):
        page += client.get(path).text
    assert COMMAND.findall(page) == []
