"""H6 scoring and winners; a match (option games): the scores of the games are added."""

from __future__ import annotations

from games.halunken import GAME
from games.halunken.rules.components import MOVES
from games.halunken.rules.score import doubled_colour, over, player_score, winners
from games.halunken.rules.turn import awaiting
from tabletop.narration import render
from tabletop.plugin import Over, TieBreak
from tabletop.text.i18n import speaking

from .helpers import new_game, play_out, play_until


def test_h6_doubling() -> None:
    """004: "each player doubles their score in whichever colour they have the most cards of.
    e.g. If a player has 3 purple cards, 2 yellow cards and 5 grey cards, all his grey cards
    will count double their face value." and "If a player has equal numbers of cards in two or
    more colours, then he may choose which colour cards will count double. This applies even if
    he has only managed to get one card." """
    example = ["p3", "p4", "p14", "y1", "y12", "g2", "g3", "g4", "g5", "g13"]
    assert doubled_colour(example) == "g"
    # purple 21 + yellow 13 + grey 27 x 2
    assert player_score("Ana", example).total == 21 + 13 + 2 * 27
    # A tie between colours: the best choice is taken (red 15 rather than yellow 1).
    assert doubled_colour(["y1", "r15"]) == "r"
    assert player_score("Ana", ["y1", "r15"]).total == 1 + 30
    assert player_score("Ana", ["y11", "y12", "r4", "r5"]).total == 2 * 23 + 9
    assert player_score("Ana", ["g2", "g3", "p14", "p3", "y12"]).total == 5 + 2 * 17 + 12
    # Even with a single card.
    assert player_score("Ana", ["y3"]).total == 6
    assert player_score("Ana", []).total == 0


def test_h6_highest_score_wins_a_tie_is_shared() -> None:
    """004: "The winner is the player with the most points!" """
    ana = player_score("Ana", ["r15"])
    ben = player_score("Ben", ["y12", "r6"])
    cem = player_score("Cem", ["g13", "y4"])
    assert (ana.total, ben.total, cem.total) == (30, 30, 30)
    assert winners([ana, ben, cem]) == ("Ana", "Ben", "Cem")
    assert winners([ana, player_score("Dora", ["r15", "y1"])]) == ("Dora",)


def test_match_of_two_games_adds_the_scores() -> None:
    """004: "Tip: If you want to draw the game out a bit, just play three times and add the
    scores." (option games)"""
    # The same random choices play game 1 of a match and a single game alike.
    single = play_out(new_game(3, games=1), seed=3)
    first = play_until(new_game(3, games=2), lambda s: s.earlier[0] != (), seed=3)
    game_one = [player_score("", hand).total for hand in single.hands]
    assert first.earlier == tuple((points,) for points in game_one)
    # A fresh board for game 2.
    assert first.phase == "place" and first.round == 0
    assert not isinstance(awaiting(first), Over)
    assert all(hand == () for hand in first.hands)
    assert first.down == (3,) * 14 and first.bj is None and first.harbour == ()
    assert all(used == () for used in first.used)
    assert len(first.bj_deck) == 12
    end = play_out(first, seed=5)
    sheet = GAME.score(end)
    assert sheet.status == "over"
    for seat, player in enumerate(sheet.players):
        alone = player_score("", end.hands[seat]).total or 0
        assert player.total == (game_one[seat] or 0) + alone
        assert player.details["earlier_games"] == [game_one[seat]]
    assert sorted(end.used[0]) == sorted(MOVES)
    best = max(p.total or 0 for p in sheet.players)
    assert sheet.winners == tuple(p.name for p in sheet.players if p.total == best)


def test_h6_a_shared_win_is_said_on_the_sheet() -> None:
    """004: "The winner is the player with the most points!": the rules break no tie, so the
    sheet says the tied players share the win; without a tie it says nothing."""
    players = (player_score("Ana", ["r15"]), player_score("Ben", ["y12", "r6"]),
               player_score("Cem", ["r4"]))
    sheet = over(players)
    assert sheet.winners == ("Ana", "Ben")
    assert sheet.tie_break == TieBreak("hs_tie_shared", 30)
    with speaking("en"):
        assert render(sheet.tie_break.line()) == (
            "Tied at 30 points: the rules break no tie, so the win is shared.")
    with speaking("de"):
        assert render(sheet.tie_break.line()) == (
            "Gleichstand bei 30 Punkten: die Regeln entscheiden keinen Gleichstand, der Sieg "
            "wird geteilt.")
    assert over(players[1:]).tie_break is None
