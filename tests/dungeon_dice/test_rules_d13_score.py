"""D13: the final score and the tie-break."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.dungeon_dice.rules.score import player_score, score, winners
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.narration import render
from tabletop.plugin import TieBreak
from tabletop.text.i18n import speaking

from .helpers import at, game, tokens_of


@pytest.mark.parametrize(("xp", "held", "total"), [
    (7, [], 7),
    (7, ["elixir"], 8),
    (7, ["town-portal"], 9),
    (7, ["town-portal", "town-portal", "talisman"], 12),
    (0, ["dragon-scales"], 1),
    (0, ["dragon-scales"] * 2, 4),
    (0, ["dragon-scales"] * 3, 5),
    (0, ["dragon-scales"] * 4, 8),
    (3, ["dragon-scales"] * 5 + ["town-portal", "ring-of-invisibility"], 3 + 5 + 4 + 2 + 1),
])
def test_d13_xp_plus_tokens_town_portals_and_dragon_scale_pairs(xp: int, held: list[str],
                                                                 total: int) -> None:
    """dungeon_dice.md D13: "XP, plus 1 per unused treasure token, a Town Portal 2, and 2 more
    for each pair of Dragon Scales." (003_713d509ed6956a86.txt: "Drachenschuppe, die am Ende
    des Spieles jeweils 2 Erfahrung gibt")"""
    assert player_score("Ana", xp, tokens_of(held)).total == total


def _over(*players: tuple[int, list[str]]) -> DDState:
    state = game(*["knight", "minstrel", "occultist", "crusader"][:len(players)])
    seats = tuple(replace(seat, xp=xp, tokens=tokens_of(held))
                  for seat, (xp, held) in zip(state.seats, players, strict=True))
    return replace(state, seats=seats, stage=Stage.OVER, round=3)


def test_d13_highest_total_wins() -> None:
    """dungeon_dice.md: "A delve (each player makes 3; seating order; highest total wins)"
    (003_713d509ed6956a86.txt: "Der Spieler mit den meisten Erfahrungspunkten ist der Sieger
    des Spiels.")"""
    sheet = score(_over((10, []), (9, ["elixir", "elixir"]), (3, [])))
    assert sheet.status == "over"
    assert [p.total for p in sheet.players] == [10, 11, 3]
    assert sheet.winners == ("P2",)


def test_d13_tie_break_fewer_tokens_then_shared() -> None:
    """dungeon_dice.md D13: "Tie: fewer treasure tokens wins; still tied, shared." """
    sheet = score(_over((10, ["elixir"]), (9, ["elixir", "talisman"]),
                        (11, []), (8, ["dragon-scales"] * 2)))
    assert [p.total for p in sheet.players] == [11, 11, 11, 12]
    assert sheet.winners == ("P4",)
    sheet = score(_over((10, ["elixir"]), (9, ["elixir", "talisman"]),
                        (11, [])))
    assert sheet.winners == ("P3",)
    sheet = score(_over((10, ["elixir"]), (9, ["ring-of-invisibility", "talisman"]),
                        (10, ["dragon-bait"])))
    assert sheet.winners == ("P1", "P3")
    players = [player_score("A", 5, tokens_of([])), player_score("B", 5, tokens_of([]))]
    assert winners(players) == ("A", "B")


def test_d13_no_winner_while_playing() -> None:
    """dungeon_dice.md D13: "Final score" - only at the end of the game."""
    sheet = score(at("knight", party=["fighter"], xp=4))
    assert sheet.status == "playing" and sheet.winners == ()
    assert sheet.players[0].total == 4


def test_d13_the_sheet_says_what_settled_a_tie() -> None:
    """dungeon_dice.md D13: "Tie: fewer treasure tokens wins; still tied, shared." The sheet says
    which of the two settled it, with each tied player's tokens (fewest first); no tie, nothing."""
    sheet = score(_over((10, ["elixir"]), (9, ["elixir", "talisman"]), (11, []), (3, [])))
    assert sheet.winners == ("P3",)
    assert sheet.tie_break == TieBreak("dd_tie_fewer_tokens", 11,
                                       (("P3", 0), ("P1", 1), ("P2", 2)))
    shared = score(_over((10, ["elixir"]), (10, ["dragon-bait"]), (9, [])))
    assert shared.tie_break == TieBreak("dd_tie_shared", 11, (("P1", 1), ("P2", 1)))
    assert score(_over((10, []), (9, ["elixir", "elixir"]), (3, []))).tie_break is None
    with speaking("en"):
        assert render(shared.tie_break.line()) == (
            "Tied at 11 points with as many treasure tokens (P1: 1, P2: 1): the win is shared.")
    with speaking("de"):
        assert render(sheet.tie_break.line()) == (  # type: ignore[union-attr]
            "Gleichstand bei 11 Punkten: weniger Schatzmarker gewinnen (P3: 0, P1: 1, P2: 2).")
