"""``tabletop dungeon-dice score`` with heroes (D21, issue #24) and numbers that could be XP or a
count (issue #28).

D21 (`dungeon_dice.md`): "Score (D13) is unchanged, except: the Leprechaun's and Clurichaun's
treasures score nothing; the Archaeologist's and Tomb Raider's final discard comes before the
count (a tally asks for the tokens kept)."
issue #28: "`"Ben: 3 elixir"` is silently scored as 0 XP and 3 Elixirs, and `"Ana: 12
town-portal"` is refused with "The game has only 4 Town Portal." ... say which one is meant when
both could be, naming the player and the entry, and suggest `xp=N`."
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cli.support import assert_one_error, invoke, player_flags, score_json
from tests.cli.test_tally_support import stored_games

SCORE = ("dungeon-dice", "score")


def tally(*specs: str) -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = score_json(SCORE[0], *player_flags(*specs),
                                               "--no-save")["players"]
    return players


@pytest.mark.parametrize("spec", [
    "Ben: 12 xp leprechaun elixir", "Ben: xp=12 clurichaun elixir", "Ben: leprechaun 12 xp elixir",
    "Ben: hero=leprechaun xp=12 elixir", "Ben: held Clurichaun ep=12 elixier",
    "Ben: xp=12 elixir hero leprechaun",
])
def test_d21_the_leprechauns_treasures_score_nothing(home: Path, spec: str) -> None:
    (ben,) = tally(spec)
    assert ben["total"] == 12, spec
    assert [(line["label"], line["points"]) for line in ben["breakdown"]] == [
        ("12 XP", 12), ("Treasures discarded at the end: 1 × 0", 0)]


def test_d21_the_leprechaun_in_german_and_in_the_score_table(home: Path) -> None:
    result = invoke(*SCORE, "--player", "Ben: ep=12 leprechaun 2 drachenschuppen",
                    "--player", "Ana: ep=13", "--lang", "de", "--no-save")
    assert result.exit_code == 0, result.output
    assert "Gewinner: Ana" in result.output
    (ben,) = tally("Ben: xp=12 leprechaun 2 dragon-scales")
    assert ben["total"] == 12  # no token, no pair of Dragon Scales


def test_d21_other_heroes_score_as_d13(home: Path) -> None:
    """The hero changes nothing else: the Archaeologist's tokens are those kept after her
    final discard, so they count as anyone's."""
    for spec in ("Ana: xp=10 archaeologist 3 elixir", "Ana: xp=10 tomb-raider 3 elixir",
                 "Ana: xp=10 Grabräuberin 3 elixir", "Ana: xp=10 knight 3 elixir",
                 "Ana: xp=10 kampfmagier 3 elixir", "Ana: xp=10 3 elixir"):
        (ana,) = tally(spec)
        assert ana["total"] == 13, spec


def test_d21_the_help_asks_for_the_tokens_kept(home: Path) -> None:
    english = invoke(*SCORE, "--help")
    assert "tokens kept after the six discarded" in " ".join(english.output.split())
    german = invoke(*SCORE, "--help", "--lang", "de")
    assert "die nach dem Ablegen der sechs bleiben" in " ".join(german.output.split())
    asked = invoke(*SCORE, input="Ana: xp=3\n\n")
    assert "Player: 'Name: xp=12 tokens-kept ... [hero]'" in asked.output


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ana: xp=3 knight leprechaun", "Ana's hero is given twice.",
     "Der Held von Ana ist doppelt angegeben."),
    ("Ana: xp=3 hero=banana", "'banana' is not a hero.", "'banana' ist kein Held."),
    ("Ana: xp=3 hero", "'hero' is not a hero.", "'hero' ist kein Held."),
])
def test_d21_a_hero_that_cant_be_read(home: Path, spec: str, english: str, german: str) -> None:
    assert_one_error(invoke(*SCORE, "--player", spec, "--json"), 2, english)
    assert_one_error(invoke(*SCORE, "--player", spec, "--lang", "de"), 2, german)
    assert stored_games(home) == 0


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ben: 3 elixir", "Ben: '3 elixir' is 3 × Elixir, or 3 XP? Write 'xp=3 elixir' for the "
     "XP, or 'xp=0 3 elixir' for the tokens.",
     "Ben: '3 elixir' sind 3 × Elixier oder 3 Erfahrung? Schreibe 'ep=3 elixir'"),
    ("Ana: 12 town-portal", "Ana: '12 town-portal' is 12 × Town Portal, or 12 XP? Write "
     "'xp=12 town-portal' for the XP",
     "Ana: '12 town-portal' sind 12 × Stadtportal oder 12 Erfahrung?"),
    ("Ana: leprechaun 2 scales", "Ana: '2 scales' is 2 × Dragon Scales, or 2 XP?",
     "Ana: '2 scales' sind 2 × Drachenschuppen oder 2 Erfahrung?"),
    ("Ana: scales 12", "Ana: '12' could be XP or a count", "Ana: '12' könnte Erfahrung"),
])
def test_issue_28_a_number_that_could_be_xp_or_a_count_is_asked_about(
        home: Path, spec: str, english: str, german: str) -> None:
    assert_one_error(invoke(*SCORE, "--player", "Cy: xp=1", "--player", spec, "--json"), 2,
                     english)
    assert_one_error(invoke(*SCORE, "--player", spec, "--lang", "de"), 2, german)
    assert stored_games(home) == 0


@pytest.mark.parametrize(("spec", "xp", "treasures"), [
    ("Ana: xp=12 town-portal", 12, {"town-portal": 1}),
    ("Ana: xp=0 3 town-portal", 0, {"town-portal": 3}),
    ("Ben: 3 elixir xp=2", 2, {"elixir": 3}),  # the XP given elsewhere: the 3 is a count
    ("Ben: 3x elixir", 0, {"elixir": 3}),  # a count by its mark
    ("Ben: 3 x elixir", 0, {"elixir": 3}),
    ("Ben: 3 2 elixir", 3, {"elixir": 2}),
    ("Ben: 3", 3, {}),
])
def test_issue_28_what_is_said_either_way_is_read(home: Path, spec: str, xp: int,
                                                  treasures: dict[str, int]) -> None:
    (player,) = tally(spec)
    assert (player["xp"], player["treasures"]) == (xp, treasures), spec
