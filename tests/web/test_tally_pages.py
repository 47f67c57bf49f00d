"""The tally forms of the web face (issue #12): a game played without the app, scored from the
same answers with the same checks and breakdown as the terminal's ``<game> score``.

The examples are the terminal's (tests/scoundrel/test_cli_score.py for Scoundrel's S9,
tests/halunken/test_cli_score.py for Halunken's H6, tests/dungeon_dice/test_cli_score.py for
Dungeon dice's D13); each is tallied by both faces and the sheets must agree.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace
from typing import Any

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from tabletop import plugin, registry
from tabletop.archive import tallying
from tabletop.cli.app import app as terminal
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet, TieBreak
from tabletop.store.database import Store
from tabletop.text import i18n
from tabletop.text.rulings import for_players
from tabletop.web.scores import score_sheet

EVIL = "<script>x</script>"
GROUP = re.compile(r'<tbody class="player( winner)?"><tr class="name"><th colspan="2" '
                   r'scope="rowgroup">(.*?)(?: <span class="status">· [^<]*</span>)?</th></tr>'
                   r'(.*?)<tr class="total"><th scope="row">[^<]*</th>'
                   r'<td class="points">([^<]*)</td></tr></tbody>')
LINE = re.compile(r'<tr class="line"><td>(.*?)</td><td class="points">([^<]*)</td></tr>')
WINNERS = re.compile(r'<tr class="winners"><td colspan="2">Winner: (.*?)</td></tr>')


def sheet_of(page: str) -> dict[str, Any]:
    """The score sheet on a page, in the shape of ``score --json``."""
    players = []
    for _, name, lines, total in GROUP.findall(page):
        players.append({
            "name": html.unescape(name), "total": None if total == "–" else int(total),
            "breakdown": [{"label": html.unescape(label),
                           "points": int(points) if points else None}
                          for label, points in LINE.findall(lines)]})
    winners = WINNERS.search(page)
    return {"players": players,
            "winners": html.unescape(winners.group(1)).split(", ") if winners else []}


def terminal_sheet(game: str, args: list[str], monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """``tabletop GAME score ARGS --json``, as the terminal tallies it."""
    monkeypatch.setenv("TABLETOP_LANG", "en")
    monkeypatch.delenv("USER", raising=False)  # a solo tally's default name, as the web's
    result = CliRunner().invoke(terminal, [game, "score", *args, "--json"])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    i18n.set_language("en")
    return {"players": [{"name": p["name"], "total": p["total"],
                         "breakdown": p["breakdown"]} for p in data["players"]],
            "winners": data["winners"] if data["status"] == "over" else []}


def players(*specs: str) -> list[str]:
    return [arg for spec in specs for arg in ("--player", spec)]


def inputs(page: str, name: str) -> list[str]:
    """The values of the inputs named ``name``, in order."""
    return [html.unescape(value) for value in
            re.findall(rf'<input type="text" id="[^"]+" name="{name}" value="([^"]*)"', page)]


# choosing the game, the empty forms


def test_tally_lists_the_games(client: TestClient) -> None:
    page = client.get("/tally")
    assert page.status_code == 200
    for game in registry.games().values():
        assert f'<a href="/tally/{game.meta.id}">{game.meta.titles["en"]}</a>' in page.text


@pytest.mark.parametrize(("game", "fields"), [
    ("scoundrel", {"result": 1, "health": 1, "last": 1, "monsters": 1}),
    ("halunken", {"player": 4}),  # H1: 2 to 4 players
    ("dungeon-dice", {"player": 4}),  # D1: 1 to 4 players
])
def test_one_input_per_field_and_player(client: TestClient, game: str,
                                        fields: dict[str, int]) -> None:
    page = client.get(f"/tally/{game}")
    assert page.status_code == 200
    for name, count in fields.items():
        assert inputs(page.text, name) == [""] * count
    for field in plugin.tally_fields(registry.get(game)):  # said without the rulings cited
        assert for_players(i18n.t(field.help or field.prompt)) in html.unescape(page.text)


def test_an_unknown_game_is_404(client: TestClient) -> None:
    for path in ("/tally/chess", f"/tally/{EVIL}"):
        page = client.get(path)
        assert page.status_code == 404
        assert "Traceback" not in page.text and "<script>x" not in page.text
    assert client.post("/tally/chess", data={"player": "A: 1"}).status_code == 404


# the same sheets as the terminal's


SCOUNDREL = [  # S9
    {"result": "won", "health": "20", "last": "5H"},  # 25
    {"result": "won", "health": "12"},  # below full health: no last card
    {"result": "won", "health": "20", "last": "9C"},  # the last card no potion
    {"result": "won", "health": "20", "last": "none"},
    {"result": "lost", "health": "-3", "monsters": "KS 9C"},  # -25
    {"result": "lost", "health": "0", "monsters": "none"},
]


@pytest.mark.parametrize("answers", SCOUNDREL)
def test_scoundrel_as_the_terminal(client: TestClient, monkeypatch: pytest.MonkeyPatch,
                                   answers: dict[str, str]) -> None:
    form = {"name": "Ana", "result": "", "health": "", "last": "", "monsters": "", **answers}
    page = client.post("/tally/scoundrel", data=form)
    assert page.status_code == 200, page.text
    args = ["--player", "Ana",
            *(arg for key, value in answers.items() for arg in (f"--{key}", value))]
    assert sheet_of(page.text) == terminal_sheet("scoundrel", args, monkeypatch)


def test_scoundrel_won_at_full_health_with_a_potion_last(client: TestClient) -> None:
    page = client.post("/tally/scoundrel", data={"name": "Ana", **SCOUNDREL[0]}).text
    (player,) = sheet_of(page)["players"]
    assert player["total"] == 25
    assert [line["points"] for line in player["breakdown"]] == [20, 5]
    assert "+20" in page and "+5" in page and "won" in page


HALUNKEN = [  # H6
    ("Ana: r15 g13 y12 y3", "Ben: p14 p9 r4"),  # Ana 58, Ben 50
    ("Ana: r15", "Ben: y12 y3", "Cy: y1"),  # a tie is shared
    ("Dan:", "Ana: y1"),  # a player with no cards
    ("Ana: gelb 12, rot 15", "Ben: lila 14 grau 13 Y3", "Cy: 11 yellow"),  # German words
]
DUNGEON_DICE = [  # D13
    ("Ana: xp=12 dragon-scales dragon-scales town-portal", "Ben: xp=14"),
    ("Ana: xp=10 elixir", "Ben: xp=11"),  # a tie: fewer tokens win
    ("Ana: xp=10 elixir", "Ben: xp=10 talisman", "Cy: xp=4"),  # still tied: shared
    ("Ana: ep=12 drachenschuppen drachenschuppen stadtportal", "Ben: erfahrung=14"),
]


@pytest.mark.parametrize(("game", "specs"), [
    *(("halunken", specs) for specs in HALUNKEN),
    *(("dungeon-dice", specs) for specs in DUNGEON_DICE),
])
def test_players_as_the_terminal(client: TestClient, monkeypatch: pytest.MonkeyPatch, game: str,
                                 specs: tuple[str, ...]) -> None:
    rows = [*specs, *[""] * (4 - len(specs))]
    page = client.post(f"/tally/{game}", data={"player": rows})
    assert page.status_code == 200, page.text
    assert sheet_of(page.text) == terminal_sheet(game, players(*specs), monkeypatch)
    assert inputs(page.text, "player") == rows  # the form below keeps what was typed


def test_halunken_briefed_breakdown(client: TestClient) -> None:
    page = client.post("/tally/halunken", data={"player": list(HALUNKEN[0])}).text
    sheet = sheet_of(page)
    assert sheet["winners"] == ["Ana"]
    assert [(p["name"], p["total"]) for p in sheet["players"]] == [("Ana", 58), ("Ben", 50)]
    assert {line["label"]: line["points"] for line in sheet["players"][0]["breakdown"]} == {
        "1 × red: r15": 15, "1 × grey: g13": 13, "2 × yellow: y12 y3 (doubled)": 30}


def test_names_are_data(client: TestClient) -> None:
    page = client.post("/tally/halunken", data={"player": [f"{EVIL}: r15", "Bo: y1"]}).text
    assert EVIL not in page
    assert "&lt;script&gt;x&lt;/script&gt;" in page
    assert sheet_of(page)["winners"] == [EVIL]
    assert inputs(page, "player")[0] == f"{EVIL}: r15"


# errors: the form again, everything typed kept, the error beside its input


def field_part(page: str, ident: str) -> str:
    """The markup of one input's block (a field's div or a row's div)."""
    found = re.search(rf'<div class="(?:field|row)[^"]*"><label for="{ident}">.*?</div>', page)
    assert found, ident
    return found.group(0)


def test_a_bad_answer_is_marked_and_the_answers_kept(client: TestClient) -> None:
    form = {"name": "Ana", "result": "won", "health": "abc", "last": "5H", "monsters": ""}
    page = client.post("/tally/scoundrel", data=form)
    assert page.status_code == 400
    assert "Traceback" not in page.text
    assert inputs(page.text, "result") == ["won"] and inputs(page.text, "health") == ["abc"]
    assert inputs(page.text, "last") == ["5H"]
    health = field_part(page.text, "f-health")
    assert "✗ Health must be a whole number, e.g. 12 or -3." in health
    assert 'aria-invalid="true"' in health
    assert "✗" not in field_part(page.text, "f-result")
    assert page.text.count("✗") == 1
    assert '<table class="scores">' not in page.text


def test_missing_answers(client: TestClient) -> None:
    page = client.post("/tally/scoundrel", data={"result": "", "health": ""})
    assert page.status_code == 400
    for name in ("result", "health"):  # marked where it is tapped (issue #40), none typed
        tapped = page.text[page.text.index(f"tap-field-{name}"):]
        assert "This answer is missing." in tapped[:tapped.index("</fieldset>")]
    # issue #23: a solo tally names who played, so no stand-in such as P1 counts as a person
    assert "A name is missing" in field_part(page.text, "f-name")
    empty = client.post("/tally/halunken", data={"player": ["", "", "", ""]})
    assert empty.status_code == 400
    assert "Nobody is entered yet" in empty.text


def test_bad_rows_are_marked_each(client: TestClient) -> None:
    rows = ["Ana: r15 g13 y12 y3", "Ben: y13", "", "Cy r4"]
    page = client.post("/tally/halunken", data={"player": rows})
    assert page.status_code == 400
    assert inputs(page.text, "player") == rows
    assert "There is no scoundrel card y13" in field_part(page.text, "f-player-1")
    assert "Write a player as 'Name: r15 g13 y3', not 'Cy r4'." in html.unescape(field_part(
        page.text, "f-player-3"))
    assert "✗" not in field_part(page.text, "f-player-0")
    assert "Please correct the marked answers." in page.text


def test_a_flood_of_rows(client: TestClient) -> None:
    """Empty rows sent beyond the seats are not drawn again; a body past the form parser's
    field limit is a 400 page, not a traceback."""
    page = client.post("/tally/halunken", data={"player": ["A: y1", "B: y2", *[""] * 900]})
    assert page.status_code == 200
    assert inputs(page.text, "player") == ["A: y1", "B: y2", "", ""]
    flood = client.post("/tally/halunken", data={"player": ["A: y1", "B: y2", *[""] * 3000]})
    assert flood.status_code == 400
    assert "The form could not be read" in flood.text and "Traceback" not in flood.text


SOLO = {"scoundrel": {"name": "Ana"}}  # who played a solo game (issue #23)


@pytest.mark.parametrize(("game", "form", "message"), [
    ("scoundrel", {"result": "won", "health": "25"}, "After a win health is between 1 and 20."),
    ("scoundrel", {"result": "lost", "health": "3"}, "After a loss health is 0 or below."),
    ("halunken", {"player": ["Ana: r15 y3", "Ben: y3"]}, "y3 is given twice."),
    ("halunken", {"player": ["A: y1", "B: y2", "C: y3", "D: y4", "E: y5"]},
     "Players for Halunken und Spelunken: 2 to 4, not 5."),
    ("dungeon-dice", {"player": ["A: 1", "B: 2", "C: 3", "D: 4", "E: 5"]}, "1 to 4"),
])
def test_answers_the_tally_refuses(client: TestClient, monkeypatch: pytest.MonkeyPatch,
                                   game: str, form: dict[str, Any], message: str) -> None:
    page = client.post(f"/tally/{game}", data={**SOLO.get(game, {}), **form})
    assert page.status_code == 400
    assert message in html.unescape(page.text)
    assert page.text.count("✗") == 1
    for name, value in form.items():
        assert inputs(page.text, name)[:len(value) if isinstance(value, list) else 1] == (
            value if isinstance(value, list) else [value])
    # the terminal refuses the same answers
    monkeypatch.setenv("TABLETOP_LANG", "en")
    args = [a for key, value in form.items()
            for item in (value if isinstance(value, list) else [value])
            for a in (f"--{key}", item)]
    result = CliRunner().invoke(terminal, [game, "score", *args, "--json"])
    assert result.exit_code == 2
    assert message in result.stderr


def test_german(client: TestClient) -> None:
    de = {"Accept-Language": "de"}
    form = html.unescape(client.get("/tally/scoundrel", headers=de).text)
    for text in ("Abrechnen: Scoundrel", "Gewonnen oder verloren?", "Lebenspunkte am Ende",
                 "Darf leer bleiben.", "Werten"):
        assert text in form, text
    page = client.post("/tally/scoundrel", headers=de,
                       data={"name": "Ana", "result": "gewonnen", "health": "20",
                             "last": "Herz 5"}).text
    for text in ("Wertung", "gewonnen", "verbleibende Lebenspunkte", "Trank 5♥", "Summe", "25"):
        assert text in page, text
    wrong = client.post("/tally/scoundrel", headers=de, data={"result": "", "health": "abc"})
    assert wrong.status_code == 400
    assert "Lebenspunkte müssen eine ganze Zahl sein" in wrong.text
    assert "Diese Antwort fehlt." in wrong.text


# the pieces


def test_a_field_that_does_not_apply_is_not_read() -> None:
    """S9: the last card counts only after a win at full health, the monsters only after a
    loss; the form shows every field, so what they hold otherwise is not read."""
    game = registry.get("scoundrel")
    sheet = tallying.tally_all(game, {"result": "won", "health": "12", "last": "XX",
                                      "monsters": "nonsense"})
    assert isinstance(sheet, ScoreSheet)
    assert sheet.players[0].total == 12
    problems = tallying.tally_all(game, {"result": "won", "health": "20", "last": "XX"})
    assert isinstance(problems, list)
    assert [(p.field, p.row) for p in problems] == [("last", None)]


def test_score_sheet_of_each_status() -> None:
    lines = (ScoreLine("score_total", 3), ScoreLine("score_total"))
    playing = ScoreSheet("playing", (PlayerScore(EVIL, None, lines),))
    drawn = str(score_sheet(playing))
    assert EVIL not in drawn and "&lt;script&gt;x&lt;/script&gt;" in drawn
    assert "still playing" in drawn and "–" in drawn and "+3" in drawn
    assert "<tfoot>" not in drawn
    lost = str(score_sheet(ScoreSheet("lost", (PlayerScore("Ann", -4),))))
    assert "· lost" in lost and "winner" not in lost.replace("player winner", "")
    over = score_sheet(ScoreSheet("over", (PlayerScore("Ann", 5), PlayerScore("Bo", 5)),
                                  ("Ann", "Bo")))
    assert sheet_of(str(over))["winners"] == ["Ann", "Bo"]
    assert str(over).count('class="player winner"') == 2
    with i18n.speaking("de"):
        assert "Gewinner: Ann, Bo" in score_sheet(ScoreSheet("over", (PlayerScore("Ann", 5),
                                                                      PlayerScore("Bo", 5)),
                                                             ("Ann", "Bo")))


def test_a_tally_is_kept_in_the_history_when_asked(client: TestClient, store: Store) -> None:
    """As the terminal's ``score`` (issue #13): a tally is a game played without the app, kept
    with its scores unless the box is cleared; the form comes back with the box cleared, so
    fixing an answer does not keep the game twice."""
    form = {"player": list(HALUNKEN[0])}
    assert "checked" in client.get("/tally/halunken").text
    page = client.post("/tally/halunken", data={**form, "keep": "1"}).text
    rows = store.results.games()
    assert len(rows) == 1 and f'href="/history/{rows[0].id}"' in page
    assert 'name="keep" value="1">' in page  # unchecked now
    assert "Ana" in client.get(f"/history/{rows[0].id}").text
    client.post("/tally/halunken", data=form)
    assert len(store.results.games()) == 1


def test_score_sheet_says_what_settled_a_tie() -> None:
    """The page's sheet, as the terminal's, ends with what settled a tie for first (D13 in
    dungeon_dice.md: fewer treasure tokens); a name in it stays text."""
    players = (PlayerScore("Ann", 19), PlayerScore(EVIL, 19))
    tied = ScoreSheet("over", players, (EVIL,),
                      TieBreak("dd_tie_fewer_tokens", 19, ((EVIL, 2), ("Ann", 3))))
    drawn = str(score_sheet(tied))
    assert EVIL not in drawn
    assert ('<tr class="tie-break"><td colspan="2">Tied at 19 points: fewer treasure tokens win '
            '(&lt;script&gt;x&lt;/script&gt;: 2, Ann: 3).</td></tr>') in drawn
    with i18n.speaking("de"):
        assert "Gleichstand bei 19 Punkten: weniger Schatzmarker gewinnen" in score_sheet(tied)
    assert "tie-break" not in str(score_sheet(replace(tied, tie_break=None)))
