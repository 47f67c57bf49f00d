"""``tabletop dungeon-dice score`` refusing at the terminal (issue #13): one line, exit 2,
nothing kept; a player refused at the prompt is asked again and the others kept. Which tallies
the rules refuse (D2, D6-D8, D13, D21, issue #28), and in which words, is tested on the rules
in test_rules_d13_d21_tally.py (issue #41)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import assert_ok, assert_one_error, error_lines, invoke, player_flags
from tests.cli.test_tally_support import stored_games

SCORE = ("dungeon-dice", "score")


@pytest.mark.parametrize(("args", "fragments"), [
    (("--player", "Ana: xp=-3", "--json"), ("-3 XP can't be true",)),
    (("--player", "Ana: xp=-3", "--lang", "de"), ("-3 Erfahrung kann nicht stimmen",)),
    ((*player_flags("Ana: 3", "ANA: 4"),), ("ANA can't take two seats.",)),
    (("--result", "won"), ("No such option: --result", "dungeon-dice score --help")),
    (("--json",), ("--player",)),
])
def test_a_refused_tally_is_one_line_exit_2_and_not_kept(home: Path, args: tuple[str, ...],
                                                         fragments: tuple[str, ...]) -> None:
    assert_one_error(invoke(*SCORE, *args), 2, *fragments)
    assert stored_games(home) == 0


def test_a_refused_player_is_asked_again_and_the_others_kept(home: Path) -> None:
    result = invoke(*SCORE, input="Ana xp 12\nAna: xp=14 2 scales\nBen: xp=0 7 scales\n"
                                  "Ben: 5 scales xp=1\nBen: xp=3 elixir\n\n")
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ Write a player as 'Name: xp=12 token token ...', not 'Ana xp 12'.",
        "✗ The game has only 6 Dragon Scales.",
        "✗ The game has only 6 Dragon Scales."]
    assert "Winner: Ana" in result.output
    assert stored_games(home) == 1


def test_interactive_entry_with_no_player_at_all(home: Path) -> None:
    result = invoke(*SCORE, input="\n")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert [line for line in result.stderr.splitlines() if line.strip()] == [
        "✗ Missing answer: --player (Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line "
        "when done))."]
