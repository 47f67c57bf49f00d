"""S9: the score of a won or lost game, with the death_penalty option."""

from __future__ import annotations

import pytest

from games.scoundrel.rules.components import DECK, is_monster, value
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.score import score, summary, tally
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, needs_cards, setup, status, turn
from tabletop.events import Event

from .helpers import endgame, play, reveal, start

ALL_MONSTERS = sum(value(c) for c in DECK if is_monster(c))  # 2 * (2 + ... + 14) = 208


def total(state: ScoundrelState) -> int | None:
    return score(state).players[0].total


def test_s9_score_while_playing_is_the_score_if_the_game_ended_now() -> None:
    """000_29c9095678974fbe.txt: 'Das Spiel endet ... Dieser Negativwert ist dein Punktestand.'
    A game still going on scores as it would if it ended now, the dungeon not cleared: the
    health minus the monsters still in the dungeon (S9), as every game's sheet says its score
    so far; the status says the game goes on, and ``replay --json`` keeps its ``score`` null."""
    state = start("7D", "KS", "5H", "9C")
    sheet = score(state)
    assert sheet.status == "playing" and sheet.winners == ()
    left = ALL_MONSTERS - value("KS") - value("9C")  # the room's monsters are not in the dungeon
    assert sheet.players[0].total == 20 - left
    assert [line.label for line in sheet.players[0].lines] == [
        "sc_line_health", "sc_line_monsters_left"]
    assert summary(state)["score"] is None
    # death_penalty=dungeon_and_room: the room's monsters count too
    room_too = start("7D", "KS", "5H", "9C", death_penalty="dungeon_and_room")
    assert total(room_too) == 20 - ALL_MONSTERS


def test_s9_win_score_is_the_remaining_health() -> None:
    """000_29c9095678974fbe.txt: 'Falls man den Weg durch den gesamten Kerker gefunden hat, sind
    die positiven Lebenspunkte der Punktestand.'"""
    state = play(play(endgame(["9C", "3D"], health=15), "9C"), "3D")
    assert status(state) == "won"
    sheet = score(state)
    assert sheet.status == "won"
    assert sheet.players[0].total == 6


def test_s9_win_score_with_potion_bonus() -> None:
    """000_29c9095678974fbe.txt: 'Oder, falls die Lebenspunkte 20 sind, und die letzte Karte ein
    Heiltrank war, sind es die Lebenspunkte + der Wert des Trankes.'"""
    state = endgame(["3C", "9H"], health=15, weapon="5D")
    state = play(play(state, "3C"), "9H")  # 15 -> 20 (capped), last card 9♥
    assert state.health == 20
    assert status(state) == "won"
    sheet = score(state)
    assert sheet.players[0].total == 29
    assert [line.label for line in sheet.players[0].lines] == [
        "sc_line_health", "sc_line_potion_bonus"]


def test_s9_win_bonus_even_for_a_potion_that_did_not_heal() -> None:
    """001_73f1761368d9ff15.txt: 'or if your life is 20, and your last card was a health potion,
    your life + the value of that potion.'"""
    state = play(play(endgame(["2H", "6H"]), "2H"), "6H")
    assert status(state) == "won"
    assert total(state) == 26


def test_s9_win_at_20_last_card_not_a_potion_has_no_bonus() -> None:
    """000_29c9095678974fbe.txt: 'falls die Lebenspunkte 20 sind, und die letzte Karte ein
    Heiltrank war' (both are needed)."""
    state = play(play(endgame(["9H", "2C"], health=12, weapon="5D"), "9H"), "2C")
    assert state.health == 20
    assert total(state) == 20


def test_s9_win_potion_last_below_20_has_no_bonus() -> None:
    """000_29c9095678974fbe.txt: 'falls die Lebenspunkte 20 sind' (not below)."""
    state = play(play(endgame(["3C", "9H"], health=5, weapon="5D"), "3C"), "9H")
    assert state.health == 14
    assert total(state) == 14


def test_s9_loss_subtracts_monsters_in_dungeon() -> None:
    """000_29c9095678974fbe.txt: 'Falls die Lebenspunkte 0 erreicht haben, finde alle
    verbleibenden Monster im Kerker und ziehe deren Werte von den Lebenspunkten ab.'"""
    state = play(play(start("AS", "AC", "KS", "KC"), "AS"), "AC")
    assert state.health == -8
    assert status(state) == "lost"
    # The dungeon holds every monster but the four of this room; K♠ and K♣ lie in the room.
    in_dungeon = ALL_MONSTERS - 14 - 14 - 13 - 13
    assert in_dungeon == 154
    sheet = score(state)
    assert sheet.status == "lost"
    assert sheet.players[0].total == -8 - 154
    assert sheet.winners == ()


def test_s9_loss_counts_only_monsters() -> None:
    """001_73f1761368d9ff15.txt: 'all the remaining monsters in the Dungeon are added together'."""
    state = endgame(["KS", "2C", "3C", "4C"], ["QS", "9H", "9D"], health=10)
    state = play(state, "KS")
    assert status(state) == "lost"
    assert total(state) == -3 - 12


def test_s9_loss_counts_run_away_cards_in_the_dungeon() -> None:
    """001_73f1761368d9ff15.txt: 'all the remaining monsters in the Dungeon' (cards that were run
    from lie under the dungeon)."""
    state = endgame(["KS", "9C", "5H", "7D"], ["AS", "2C", "3C", "4C"], health=10)
    state = reveal(turn(state, Event(SEAT, "run")), "AS", "2C", "3C", "4C")
    state = play(state, "AS")
    assert status(state) == "lost"
    assert state.batches == (("KS", "9C", "5H", "7D"),)
    assert total(state) == -4 - 13 - 9


def test_s9_loss_score_keeps_negative_health() -> None:
    """000_29c9095678974fbe.txt: 'Dieser Negativwert ist dein Punktestand.'"""
    state = play(endgame(["AS", "2C"], health=3), "AS")
    assert state.health == -11
    assert total(state) == -11


def test_s9_option_dungeon_and_room() -> None:
    """RULINGS.md S9 option dungeon_and_room (several digital versions); 000_29c9095678974fbe.txt:
    'finde alle verbleibenden Monster im Kerker'."""
    state = start("AS", "AC", "KS", "KC", death_penalty="dungeon_and_room")
    state = play(play(state, "AS"), "AC")
    assert total(state) == -8 - 154 - 13 - 13


def test_s9_option_dungeon_and_room_ignores_room_potions_and_weapons() -> None:
    """RULINGS.md S9 option dungeon_and_room: 'the room's unplayed monsters count too'."""
    state = start("AS", "AC", "9H", "9D", death_penalty="dungeon_and_room")
    state = play(play(state, "AS"), "AC")
    assert total(state) == -8 - (ALL_MONSTERS - 28)


@pytest.mark.parametrize(
    ("won", "health", "last", "monsters", "expected"),
    [
        (True, 20, "5H", [], 25),
        (True, 20, "5C", [], 20),
        (True, 19, "5H", [], 19),
        (True, 20, None, [], 20),
        (False, 0, None, [], 0),
        (False, -3, None, ["KS", "2C"], -18),
        (False, -3, None, ["KS", "2C", "9H", "9D"], -18),
    ],
)
def test_s9_tally(won: bool, health: int, last: str | None, monsters: list[str],
                  expected: int) -> None:
    """000_29c9095678974fbe.txt: 'sind die positiven Lebenspunkte der Punktestand. Oder, falls die
    Lebenspunkte 20 sind, und die letzte Karte ein Heiltrank war, sind es die Lebenspunkte + der
    Wert des Trankes.'"""
    sheet = tally(won=won, health=health, last_card=last, monsters_left=monsters, player="Ann")
    assert sheet.status == ("won" if won else "lost")
    assert sheet.players[0].total == expected
    assert sheet.winners == (("Ann",) if won else ())


# A whole game, dealt so it can be won: each turn turns the next cards of PLAN and plays the room
# in PLAN order, so the three oldest room cards are played and the newest stays (S2).
TURNS = (
    ("10D", "AS", "2H"), ("KS", "10H", "QS"), ("JS", "10S", "9H"), ("9S", "8S", "7S"),
    ("6S", "5S", "4S"), ("3S", "2S", "9D"), ("AC", "8H", "KC"), ("QC", "7H", "JC"),
    ("10C", "6H", "9C"), ("8C", "7C", "6C"), ("5C", "4C", "3C"), ("2C", "8D", "7D"),
    ("6D", "5D", "4D"), ("3D", "2D", "5H"), ("4H", "3H"),
)
PLAN = tuple(card for cards in TURNS for card in cards)
HEALTH_AFTER_TURN = (18, 18, 20, 20, 20, 20, 16, 18, 20, 20, 20, 20, 20, 20, 20)


def test_s9_full_game_won_with_potion_bonus() -> None:
    """000_29c9095678974fbe.txt: 'Oder, falls die Lebenspunkte 20 sind, und die letzte Karte ein
    Heiltrank war, sind es die Lebenspunkte + der Wert des Trankes.' (a whole game from setup)"""
    assert sorted(PLAN) == sorted(DECK)
    state = setup(ScoundrelOptions())
    dealt = position = 0
    healths = []
    while status(state) == "playing":
        need = needs_cards(state)
        if need:
            state = reveal(state, *PLAN[dealt: dealt + need])
            dealt += need
        for card in PLAN[position: position + 3]:
            assert card in state.room
            state = play(state, card)
        position += 3
        healths.append(state.health)
    assert status(state) == "won"
    assert tuple(healths) == HEALTH_AFTER_TURN
    assert state.last_played == "3H"
    assert state.weapon == "2D"
    assert len(state.discard) == 43
    assert total(state) == 23


def test_s9_a_loss_with_no_monster_left_subtracts_nothing_and_shows_no_points() -> None:
    """001_73f1761368d9ff15.txt: "remaining monsters in the Dungeon": with none left the line
    says '-' and adds no points, so no sheet prints a '+0' beside the dash; with some left it
    subtracts their values."""
    none_left = tally(won=False, health=-3, last_card="9S", monsters_left=[])
    health, monsters = none_left.players[0].lines
    assert (health.points, monsters.points, monsters.params["cards"]) == (-3, None, "-")
    assert none_left.players[0].total == -3
    some = tally(won=False, health=-3, last_card="9S", monsters_left=["KS", "2C"])
    assert [line.points for line in some.players[0].lines] == [-3, -15]
