"""``tabletop dungeon-dice score``: tally a game played without the app (D13).

D13 (`dungeon_dice.md`): "XP, plus 1 per unused treasure token, a Town Portal 2,
and 2 more for each pair of Dragon Scales. Tie: fewer treasure tokens wins; still tied, shared."
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cli.support import (
    assert_ok,
    assert_one_error,
    error_lines,
    invoke,
    player_flags,
    score_json,
)

SCORE = ("dungeon-dice", "score")
BRIEFED = ("--player", "Ana: xp=12 dragon-scales dragon-scales town-portal",
           "--player", "Ben: xp=14")


def tally(*args: str) -> dict[str, Any]:
    return score_json(SCORE[0], *args)


def d13(xp: int, tokens: list[str]) -> int:
    """D13 worked out independently of the code under test."""
    portals = tokens.count("town-portal")
    others = len(tokens) - portals
    return xp + others + 2 * portals + 2 * (tokens.count("dragon-scales") // 2)


players = player_flags


def test_d13_the_briefed_tally(home: Path) -> None:
    data = tally(*BRIEFED)
    assert data["status"] == "over"
    assert data["winners"] == ["Ana"]
    ana, ben = data["players"]
    assert (ana["name"], ana["total"]) == ("Ana", 18)
    assert ana["total"] == d13(12, ["dragon-scales", "dragon-scales", "town-portal"])
    assert (ana["xp"], ana["tokens"], ana["town_portals"], ana["dragon_scale_pairs"]) == \
        (12, 3, 1, 1)
    assert ana["treasures"] == {"dragon-scales": 2, "town-portal": 1}
    assert [(line["label"], line["points"]) for line in ana["breakdown"]] == [
        ("12 XP", 12), ("Treasure tokens: 2 × 1", 2), ("Town Portals: 1 × 2", 2),
        ("Pairs of Dragon Scales: 1 × 2", 2)]
    assert sum(line["points"] for line in ana["breakdown"]) == ana["total"]
    assert (ben["name"], ben["total"], ben["tokens"], ben["treasures"]) == ("Ben", 14, 0, {})
    assert [line["points"] for line in ben["breakdown"]] == [14]


@pytest.mark.parametrize(("xp", "tokens"), [
    (0, []),
    (0, ["dragon-scales"]),
    (3, ["dragon-scales"] * 3),
    (3, ["dragon-scales"] * 4),
    (7, ["town-portal", "town-portal"]),
    (5, ["elixir", "talisman", "vorpal-sword", "ring-of-invisibility", "dragon-bait"]),
    (9, ["scroll-token", "thieves-tools", "scepter-of-power", "town-portal", "dragon-scales",
         "dragon-scales", "dragon-scales", "dragon-scales", "dragon-scales", "dragon-scales"]),
])
def test_d13_totals(home: Path, xp: int, tokens: list[str]) -> None:
    (player,) = tally("--player", f"Ana: xp={xp} {' '.join(tokens)}")["players"]
    assert player["total"] == d13(xp, tokens)
    assert player["tokens"] == len(tokens)
    assert sum(line["points"] for line in player["breakdown"]) == player["total"]


@pytest.mark.parametrize("xp", ["xp=12", "12", "12xp", "ep=12", "erfahrung=12", "XP=12"])
def test_xp_spellings(home: Path, xp: str) -> None:
    assert tally("--player", f"Ana: {xp}")["players"][0]["total"] == 12


def test_d13_tie_fewer_tokens_wins(home: Path) -> None:
    data = tally(*players("Ana: xp=10 elixir", "Ben: xp=11"))
    assert [p["total"] for p in data["players"]] == [11, 11]
    assert data["winners"] == ["Ben"]
    data = tally(*players("Ana: xp=9 elixir talisman", "Ben: xp=10 dragon-bait",
                          "Cy: xp=2"))
    assert data["winners"] == ["Ben"]


def test_d13_still_tied_is_shared(home: Path) -> None:
    data = tally(*players("Ana: xp=10 elixir", "Ben: xp=10 talisman", "Cy: xp=4"))
    assert data["winners"] == ["Ana", "Ben"]
    assert tally(*players("Ana: 0", "Ben: 0"))["winners"] == ["Ana", "Ben"]


def test_german_token_names(home: Path) -> None:
    german = tally(*players("Ana: ep=12 drachenschuppen drachenschuppen stadtportal",
                            "Ben: erfahrung=14"))
    english = tally(*BRIEFED)
    assert (german.pop("id"), english.pop("id")) == (1, 2)  # each kept in the history
    assert german == english
    assert tally("--player", "Ana: elixier zepter diebeswerkzeug drachenköder")["players"][0][
        "treasures"] == {"scepter-of-power": 1, "thieves-tools": 1, "elixir": 1,
                         "dragon-bait": 1}


def test_german_labels(home: Path) -> None:
    data = tally(*BRIEFED, "--lang", "de")
    assert [line["label"] for line in data["players"][0]["breakdown"]] == [
        "12 Erfahrung", "Schatzmarker: 2 × 1", "Stadtportale: 1 × 2",
        "Paare Drachenschuppen: 1 × 2"]
    result = invoke(*SCORE, *BRIEFED, "--lang", "de")
    assert_ok(result)
    assert "Gewinner: Ana" in result.output


def test_the_score_table(home: Path) -> None:
    result = invoke(*SCORE, *BRIEFED)
    assert_ok(result)
    out = result.output
    for text in ("Ana · winner", "12 XP", "+12", "Treasure tokens: 2 × 1",
                 "Town Portals: 1 × 2", "Pairs of Dragon Scales: 1 × 2", "18", "Ben", "14",
                 "Winner: Ana"):
        assert text in out, text
    assert "Ben · winner" not in out


@pytest.mark.parametrize(("specs", "fragment"), [
    (("Ana: town-portal town-portal town-portal", "Ben: town-portal town-portal"),
     "The game has only 4 Town Portal"),
    (("Ana: " + "town-portal " * 5,), "The game has only 4 Town Portal"),
    (("Ana: " + "dragon-scales " * 4, "Ben: scales scales scales"),
     "The game has only 6 Dragon Scales"),
    (("Ana: elixir elixir", "Ben: elixier elixier"), "The game has only 3 Elixir"),
])
def test_more_tokens_than_the_game_has(home: Path, specs: tuple[str, ...],
                                       fragment: str) -> None:
    assert_one_error(invoke(*SCORE, *players(*specs), "--json"), 2, fragment)
    assert_one_error(invoke(*SCORE, *players(*specs)), 2, fragment)


def test_all_of_a_kind_is_fine(home: Path) -> None:
    data = tally(*players("Ana: town-portal town-portal", "Ben: town-portal town-portal"))
    assert [p["total"] for p in data["players"]] == [4, 4]


@pytest.mark.parametrize(("spec", "fragment"), [
    ("Ana xp=3", "Write a player as 'Name: xp=12 token token ...', not 'Ana xp=3'."),
    (": xp=3", "Write a player as"),
    ("Ana: xp=3 banana", "'banana' is not a treasure token."),
    ("Ana: xp=3 goblin", "'goblin' is not a treasure token."),
])
def test_a_bad_player_string(home: Path, spec: str, fragment: str) -> None:
    assert_one_error(invoke(*SCORE, "--player", spec, "--json"), 2, fragment)
    assert_one_error(invoke(*SCORE, "--player", "Ben: 3", "--player", spec), 2, fragment)


def test_a_bad_player_string_in_german(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--player", "Ana xp=3", "--lang", "de"), 2,
                     "Schreibe einen Spieler als")


def test_an_unknown_flag(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--result", "won"), 2, "No such option: --result",
                     "dungeon-dice score --help")


def test_no_players_with_json_and_no_terminal(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--json"), 2, "--player")


def test_interactive_entry(home: Path) -> None:
    typed = "Ana: xp=12 scales scales portal\nBen: 14\n\n"
    result = invoke(*SCORE, input=typed)
    assert_ok(result)
    assert result.output.count("Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line when "
                               "done) › ") == 3
    assert "Winner: Ana" in result.output
    assert "18" in result.output


def test_interactive_entry_asks_again_after_a_bad_line(home: Path) -> None:
    typed = "Ana xp 12\nAna: 12 banana\nAna: xp=12 scales scales portal\nBen: 14\n\n"
    result = invoke(*SCORE, input=typed)
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ Write a player as 'Name: xp=12 token token ...', not 'Ana xp 12'.",
        "✗ 'banana' is not a treasure token."]
    assert "Winner: Ana" in result.output


def test_interactive_entry_ends_at_the_end_of_input(home: Path) -> None:
    result = invoke(*SCORE, input="Ana: 3\nBen: 4\n")
    assert_ok(result)
    assert "Winner: Ben" in result.output


def test_interactive_entry_with_no_player_at_all(home: Path) -> None:
    result = invoke(*SCORE, input="\n")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert [line for line in result.stderr.splitlines() if line.strip()] == [
        "✗ Missing answer: --player (Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line "
        "when done))."]


def test_more_players_than_the_game_seats(home: Path) -> None:
    specs = ("A: 1", "B: 2", "C: 3", "D: 4", "E: 5")
    assert_one_error(invoke(*SCORE, *players(*specs), "--json"), 2, "1 to 4")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Tied at 19 points: fewer treasure tokens win (Ben: 2, Ana: 3)."),
    ("de", "Gleichstand bei 19 Punkten: weniger Schatzmarker gewinnen (Ben: 2, Ana: 3).")])
def test_the_sheet_says_fewer_tokens_settled_the_tie(home: Path, lang: str, said: str) -> None:
    """D13: a 19-19 tie settled by fewer treasure tokens is said under the sheet, not only
    'Winner: Ben'; ``--json`` says it too."""
    tied = ("--player", "Ana: xp=16 elixir talisman scroll",
            "--player", "Ben: xp=17 elixir talisman")
    result = invoke(*SCORE, *tied, "--lang", lang)
    assert_ok(result)
    assert said in result.output
    assert tally(*tied)["tie_break"] == said.replace(
        "Gleichstand bei 19 Punkten: weniger Schatzmarker gewinnen",
        "Tied at 19 points: fewer treasure tokens win")
