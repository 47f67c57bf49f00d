"""The tally by tapping offers each player's hero (D21, issue #24), so a Leprechaun's score is
right on the web too; a count tapped is never read as XP (issue #28).

D21 (`dungeon_dice.md`): "the Leprechaun's and Clurichaun's treasures score nothing; the
Archaeologist's and Tomb Raider's final discard comes before the count (a tally asks for the
tokens kept)."
"""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient

from games.dungeon_dice.rules.heroes import ALL
from tests.web.test_tally_pages import sheet_of


def test_d21_every_hero_is_offered_by_set(client: TestClient) -> None:
    page = html.unescape(client.get("/tally/dungeon-dice").text)
    offered = re.findall(r'<option value="([\w-]+)">', page.split('name="hero0"')[1]
                         .split("</select>")[0])
    assert offered == list(ALL) and len(offered) == 26
    for label in ("the base game's eight", "Hero Booster Pack 1", "the promo heroes",
                  "Hero Booster Pack 2 (legendary)", "Leprechaun / Clurichaun",
                  "Cassandra, the Cursed", "tokens kept after the six discarded"):
        assert label in page, label
    german = html.unescape(client.get("/tally/dungeon-dice",
                                      headers={"Accept-Language": "de"}).text)
    assert "Archäologin / Grabräuberin" in german and "Helden-Erweiterung 1" in german


def test_d21_a_leprechauns_tapped_treasures_score_nothing(client: TestClient) -> None:
    form = {"name0": "Ben", "xp0": "12", "tok0_elixir": "1", "tok0_dragon-scales": "2",
            "hero0": "leprechaun", "name1": "Ana", "xp1": "13"}
    page = client.post("/tally/dungeon-dice", data=form)
    assert page.status_code == 200, page.text
    sheet = sheet_of(page.text)
    assert [(p["name"], p["total"]) for p in sheet["players"]] == [("Ben", 12), ("Ana", 13)]
    assert "Treasures discarded at the end: 3 × 0" in [
        line["label"] for line in sheet["players"][0]["breakdown"]]
    assert '<option value="leprechaun" selected>' in page.text  # kept for the next look
    unchosen = client.post("/tally/dungeon-dice", data={**form, "hero0": ""})
    assert sheet_of(unchosen.text)["players"][0]["total"] == 12 + 3 + 2


def test_issue_28_a_tapped_count_without_xp_is_a_count(client: TestClient) -> None:
    page = client.post("/tally/dungeon-dice", data={"name0": "Ben", "tok0_elixir": "3"})
    assert page.status_code == 200, page.text
    assert sheet_of(page.text)["players"][0]["total"] == 3


def test_a_hero_sent_that_is_none_is_refused(client: TestClient) -> None:
    page = client.post("/tally/dungeon-dice", data={"name0": "Ben", "hero0": "king 3 elixir"})
    assert page.status_code == 400
    assert "is not a hero." in html.unescape(page.text)
