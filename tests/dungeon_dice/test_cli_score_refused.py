"""``tabletop dungeon-dice score``: tallies that can't be true are refused (issue #13).

The rules: `003_713d509ed6956a86.txt` and `dungeon_dice.md` beside it. D2: the treasure bag
holds 36 tokens, e.g. 6 Dragon Scales and 3 Elixirs. D6-D8: XP come from retiring (the level,
10 for the last one), from chests opened when the bag is empty (1 each) and from dragons (1, and
1 more when no treasure is left). D13: XP + 1 a token, a Town Portal 2, 2 more a pair of Dragon
Scales.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.dungeon_dice.rules.components import DICE, LAST_LEVEL, MAX_XP, TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.turn import DELVES
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    error_lines,
    invoke,
    player_flags,
    score_json,
)
from tests.cli.test_tally_support import stored_games

SCORE = ("dungeon-dice", "score")


def tally(*specs: str) -> dict[str, object]:
    return score_json(SCORE[0], *player_flags(*specs), "--no-save")


def only(data: dict[str, object]) -> dict[str, object]:
    players = data["players"]
    assert isinstance(players, list) and len(players) == 1
    player: dict[str, object] = players[0]
    return player


def test_a_count_before_a_token_counts_it_never_the_xp(home: Path) -> None:
    """issue #13: "Ana: xp=14 2 dragon-scales" made Ana's XP 2."""
    ana = only(tally("Ana: xp=14 2 dragon-scales"))
    assert (ana["xp"], ana["treasures"], ana["total"]) == (14, {"dragon-scales": 2}, 14 + 2 + 2)


@pytest.mark.parametrize("spec", [
    "Ana: xp=14 2 dragon-scales", "Ana: xp=14 2x dragon-scales", "Ana: xp=14 2 x dragon-scales",
    "Ana: xp=14 dragon-scales x2", "Ana: 14 2 scales", "Ana: 2 drachenschuppen ep=14",
    "Ana: 14xp dragon-scales dragon-scales", "Ana: xp 14 2× scales", "Ana: 14 xp 2 scales",
])
def test_the_ways_of_writing_a_count_and_the_xp(home: Path, spec: str) -> None:
    ana = only(tally(spec))
    assert (ana["xp"], ana["treasures"]) == (14, {"dragon-scales": 2}), spec


def test_the_most_xp_a_player_can_have() -> None:
    """D6-D8: per delve at most the last level's XP, one XP a die of every level (chests
    when the bag is empty) and 2 a dragon (one a level, never on level 1)."""
    per_delve = LAST_LEVEL + sum(min(level, DICE) for level in range(1, 11)) + 2 * 9
    assert (DELVES, LAST_LEVEL, DICE) == (3, 10, 7)
    assert MAX_XP == DELVES * per_delve == 231


def test_the_most_xp_is_accepted(home: Path) -> None:
    assert only(tally(f"Ana: xp={MAX_XP}"))["total"] == MAX_XP
    assert only(tally("Ana: xp=0"))["total"] == 0


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ana: xp=-3", "-3 XP can't be true: a player ends with 0 to 231 XP.",
     "-3 Erfahrung kann nicht stimmen"),
    (f"Ana: xp={MAX_XP + 1}", "232 XP can't be true", "232 Erfahrung kann nicht stimmen"),
    ("Ana: 99999999999999999999", "XP can't be true", "Erfahrung kann nicht stimmen"),
    ("Ana: xp=3 xp=4", "Ana's XP is given twice.", "Die Erfahrung von Ana ist doppelt"),
    ("Ana: 12 elixir xp=3 ep=3", "Ana's XP is given twice.", "doppelt angegeben"),
    ("Ana: xp=3 xp", "Write the XP as xp=12", "Schreibe die Erfahrung als ep=12"),
    ("Ana: xp=abc", "Write the XP as xp=12", "Schreibe die Erfahrung als ep=12"),
    ("Ana: scales 12", "'12' could be XP or a count", "'12' könnte Erfahrung oder eine Anzahl"),
    ("Ana: x2", "The count 'x2' belongs to no token", "Die Anzahl 'x2' gehört zu keinem"),
    ("Ana: scales 2x", "The count '2x' belongs to no token", "gehört zu keinem Marker"),
    ("Ana: 2 scales x2", "The count 'x2' belongs to no token", "gehört zu keinem Marker"),
    ("Ana: -2 elixir", "'-2': a count of tokens is never below 0.", "nie kleiner als 0"),
    ("Ana: xp=1 7 dragon-scales", "The game has only 6 Dragon Scales.",
     "Das Spiel hat nur 6 Drachenschuppen."),
    ("Ana: xp=1 4 elixir", "The game has only 3 Elixir.", "Das Spiel hat nur 3 Elixier."),
    ("Ana: 12 elixir xp=1", "The game has only 3 Elixir.", "Das Spiel hat nur 3 Elixier."),
])
def test_tallies_that_cant_be_true_are_refused(home: Path, spec: str, english: str,
                                              german: str) -> None:
    """issue #13: refused naming the reason, in one line, in both languages; nothing kept."""
    assert_one_error(invoke(*SCORE, "--player", spec, "--json"), 2, english)
    assert_one_error(invoke(*SCORE, "--player", spec, "--lang", "de"), 2, german)
    assert stored_games(home) == 0


def test_more_tokens_than_the_bag_across_players(home: Path) -> None:
    """D2: 4 Town Portals in the bag, whoever holds them."""
    assert_one_error(invoke(*SCORE, *player_flags("Ana: xp=0 3 town-portal", "Ben: 2x portal")), 2,
                     "The game has only 4 Town Portal")
    every = [f"{count} {token}" for token, count in zip(TOKENS, TOKEN_COUNTS, strict=True)]
    ana = only(tally("Ana: xp=3 " + " ".join(every)))
    assert ana["tokens"] == sum(TOKEN_COUNTS) == 36


def test_a_refused_player_is_asked_again_and_the_others_kept(home: Path) -> None:
    result = invoke(*SCORE, input="Ana: xp=14 2 scales\nBen: xp=0 7 scales\nBen: 5 scales xp=1\n"
                                  "Ben: xp=3 elixir\n\n")
    assert_ok(result)
    assert error_lines(result.output) == ["✗ The game has only 6 Dragon Scales.",
                                          "✗ The game has only 6 Dragon Scales."]
    assert "Winner: Ana" in result.output
    assert stored_games(home) == 1


def test_two_seats_for_one_person_are_refused(home: Path) -> None:
    """issue #13 (names): one person can't take two seats, in a tally neither."""
    assert_one_error(invoke(*SCORE, *player_flags("Ana: 3", "ANA: 4")), 2,
                     "ANA can't take two seats.")
    assert stored_games(home) == 0
