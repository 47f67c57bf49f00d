"""Tallying a Scoundrel game played without the app (S9), by the rules the ``score`` verb
answers through (``tabletop.archive.tallying``; issue #41: rule tests call the rules, the
command line has its smoke tests in test_cli_score.py).

The rules: `000_29c9095678974fbe.txt`, `001_73f1761368d9ff15.txt`; S1: health starts at 20 and
never goes above it, the monsters are 2 to 14 (the ace); S8: the game is lost when health
reaches 0 or below, so the fatal blow falls on at least 1 health and takes at most 14: the
lowest health is 1 - 14 = -13 (issue #13). S9: a win scores the health left, plus a potion
played last at full health; a loss subtracts the monsters left in the dungeon, with the option
``death_penalty=dungeon_and_room`` the room's unplayed monsters too.

A loss and the monsters left must be possible together (issue #28: ``--result lost --health -1``
with all 26 monsters left was kept as -209; health -13 with every monster left was accepted).
Only monsters take health (S4), at most their value each, and potions only give some back
(S5): the health lost needs monsters not left worth that much, and the last blow one worth at
least 1 - health.
"""

from __future__ import annotations

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.tally import LOWEST_HEALTH, MONSTERS, check_faced
from tabletop.plugin import Over
from tests.cli.support import dealt_game
from tests.tallies import asked, refusal, sheet_text, tallied, tally

ROOM = ("death_penalty=dungeon_and_room",)
ALL = " ".join(MONSTERS)


def total(data: dict[str, object]) -> object:
    players = data["players"]
    assert isinstance(players, list)
    return players[0]["total"]


def but(*played: str) -> str:
    """Every monster left except ``played``."""
    return " ".join(card for card in MONSTERS if card not in played)


# ---- S9: the score -------------------------------------------------------------------------


def test_s9_won_at_full_health_with_a_potion_last() -> None:
    data = tally(GAME, {"result": "won", "health": "20", "last": "5H"})
    assert data["status"] == "won"
    (player,) = data["players"]
    assert player["total"] == 25
    assert [line["points"] for line in player["breakdown"]] == [20, 5]
    assert "5♥" in player["breakdown"][1]["label"]


def test_s9_won_below_full_health_asks_no_last_card() -> None:
    data = tally(GAME, {"result": "won", "health": "12"})
    assert data["players"][0]["total"] == 12
    assert len(data["players"][0]["breakdown"]) == 1
    assert asked(GAME, {"result": "won", "health": "12"}) == []


def test_s9_won_at_full_health_last_card_not_a_potion() -> None:
    assert total(tally(GAME, {"result": "won", "health": "20", "last": "9C"})) == 20
    assert total(tally(GAME, {"result": "won", "health": "20", "last": "none"})) == 20


def test_s9_lost_subtracts_the_monsters_left() -> None:
    data = tally(GAME, {"result": "lost", "health": "-3", "monsters": "KS 9C"})
    assert data["status"] == "lost"
    assert data["winners"] == []
    (player,) = data["players"]
    assert player["total"] == -25
    assert [line["points"] for line in player["breakdown"]] == [-3, -22]
    assert "K♠" in player["breakdown"][1]["label"]
    assert "9♣" in player["breakdown"][1]["label"]


def test_s9_lost_without_monsters_left() -> None:
    assert total(tally(GAME, {"result": "lost", "health": "0", "monsters": "none"})) == 0


@pytest.mark.parametrize(("given", "questions"), [
    ({}, ["Did you win or lose? (won/lost)", "Health at the end (may be below 0 after a loss)"]),
    ({"result": "won", "health": "12"}, []),
    ({"result": "lost", "health": "-3"}, ["Monsters left in the dungeon"]),
    ({"result": "w", "health": "20"}, ["Last card played"]),
])
def test_s9_the_questions_follow_the_answers(given: dict[str, str],
                                             questions: list[str]) -> None:
    """The last card is asked only after a win at full health, the monsters left only after
    a loss (what ``score`` asks at a terminal)."""
    said = asked(GAME, given)
    assert len(said) == len(questions), said
    for question, expected in zip(said, questions, strict=True):
        assert question.startswith(expected), said


@pytest.mark.parametrize(("lang", "label"), [("en", "monsters left in the dungeon: -"),
                                             ("de", "Monster im Dungeon übrig: -")])
def test_s9_no_plus_zero_beside_a_dash(lang: str, label: str) -> None:
    """A loss with no monster left: the sheet's line says '-' and nothing beside it."""
    sheet = tallied(GAME, {"result": "lost", "health": "0", "monsters": "none"}, lang=lang)
    assert sheet.players[0].lines[1].points is None
    line = next(line for line in sheet_text(sheet, lang).splitlines() if label in line)
    assert "+0" not in line and "0" not in line.replace(label, ""), line


def test_german_answers_and_labels() -> None:
    data = tally(GAME, {"result": "gewonnen", "health": "20", "last": "Herz 5"}, lang="de")
    assert total(data) == 25
    labels = [line["label"] for line in data["players"][0]["breakdown"]]
    assert labels[0] == "verbleibende Lebenspunkte"
    assert "Trank 5♥" in labels[1]
    data = tally(GAME, {"result": "verloren", "health": "-3",
                        "monsters": "Pik König, Kreuz 9"}, lang="de")
    assert total(data) == -25
    assert data["players"][0]["breakdown"][0]["label"] == "verbleibende Lebenspunkte"
    said = asked(GAME, {}, lang="de")
    assert said[0].startswith("Gewonnen oder verloren?")
    assert said[1].startswith("Lebenspunkte am Ende")


def test_death_penalty_dungeon_and_room_counts_the_room() -> None:
    """S9 option: the room's unplayed monsters count too (asked as ``room``)."""
    lost = {"result": "lost", "health": "-2", "monsters": "KS"}
    data = tally(GAME, {**lost, "room": "QC 2S"}, options=ROOM)
    assert total(data) == -2 - 13 - 12 - 2
    assert data["players"][0]["breakdown"][1]["label"] == \
        "monsters left in the dungeon and room: 2♠ Q♣ K♠"
    (room,) = asked(GAME, lost, options=ROOM)
    assert room.startswith("Monsters left unplayed in the room")
    # under the default rules the room's monsters don't count (nor is the room asked)
    assert total(tally(GAME, {**lost, "room": "QC 2S"})) == -2 - 13
    assert asked(GAME, lost) == []


# ---- S1, S8, S9: answers that can't be true (issue #13) -----------------------------------


def test_the_lowest_health_of_s8() -> None:
    assert LOWEST_HEALTH == 1 - 14 == -13


@pytest.mark.parametrize(("given", "message"), [
    ({"result": "lost", "health": "-3", "monsters": "KS 5H"}, "5♥ is not a monster."),
    ({"result": "lost", "health": "-3", "monsters": "KS KS"}, "K♠ is named twice."),
    ({"result": "lost", "health": "-3", "monsters": "KS XX"}, "'XX' is not a card"),
    ({"result": "maybe", "health": "3"}, "Answer 'won' or 'lost'."),
    ({"result": "won", "health": "abc"}, "Health must be a whole number"),
    ({"result": "won", "health": "20", "last": "QH"}, "Q♥ is not in the Scoundrel deck"),
    ({"result": "won"}, "Missing answer: --health"),
    ({"health": "-3"}, "Missing answer: --result"),
    ({"result": "won", "health": "25"}, "After a win health is between 1 and 20."),
    ({"result": "won", "health": "0"}, "After a win health is between 1 and 20."),
    ({"result": "lost", "health": "3"}, "After a loss health is 0 or below."),
])
def test_bad_answers_are_refused(given: dict[str, str], message: str) -> None:
    assert message in refusal(GAME, given)


@pytest.mark.parametrize(("given", "english", "german"), [
    ({"result": "lost", "health": "-999999"}, "After a loss health is -13 or more",
     "Nach einer Niederlage sind die Lebenspunkte mindestens -13"),
    ({"result": "lost", "health": "-14"}, "After a loss health is -13 or more",
     "mindestens -13"),
    ({"health": "-14"}, "After a loss health is -13 or more", "mindestens -13"),
    ({"result": "won", "health": "21"}, "After a win health is between 1 and 20.",
     "Nach einem Sieg liegen die Lebenspunkte zwischen 1 und 20."),
    ({"result": "lost", "health": "1"}, "After a loss health is 0 or below.",
     "Nach einer Niederlage sind die Lebenspunkte 0 oder weniger."),
    ({"result": "won", "health": "0"}, "After a win health is between 1 and 20.",
     "zwischen 1 und 20"),
    ({"result": "won", "health": "9" * 1500}, "After a win health is between 1 and 20.",
     "zwischen 1 und 20"),
    ({"result": "lost", "health": "minus 3"}, "Health must be a whole number",
     "Lebenspunkte müssen eine ganze Zahl sein"),
])
def test_health_that_cant_be_true_is_refused(given: dict[str, str], english: str,
                                             german: str) -> None:
    """issue #13: ``--result lost --health -999999`` was accepted. Refused before anything
    is asked (the health alone is tried with a loss), in both languages."""
    assert english in refusal(GAME, given)
    assert german in refusal(GAME, given, lang="de")


def test_the_extremes_are_accepted() -> None:
    assert total(tally(GAME, {"result": "lost", "health": "-13", "monsters": "AS"})) == -13 - 14
    assert total(tally(GAME, {"result": "won", "health": "20", "last": "10H"})) == 30


@pytest.mark.parametrize(("room", "message"), [
    ("QC 2S 3S 4S", "At most 3 monsters are left unplayed in the room in which you died."),
    ("KS", "K♠ is named twice."),
    ("5H", "5♥ is not a monster."),
])
def test_a_room_that_cant_be_true(room: str, message: str) -> None:
    given = {"result": "lost", "health": "-2", "monsters": "KS", "room": room}
    assert message in refusal(GAME, given, options=ROOM)


def test_an_unknown_option_is_refused() -> None:
    won = {"result": "won", "health": "3"}
    assert "Unknown option 'death'" in refusal(GAME, won, options=("death=none",))
    assert "death_penalty=nowhere is not allowed" in refusal(
        GAME, won, options=("death_penalty=nowhere",))


def test_a_won_solo_game_names_its_player() -> None:
    """issue #13: a won solo game's JSON had ``"name": ""``; the name given, cleaned, else the
    default name, the same in every language (issue #14)."""
    won = {"result": "won", "health": "12"}
    data = tally(GAME, won, player="  Bo   Li ")
    assert (data["players"][0]["name"], data["winners"]) == ("Bo Li", ["Bo Li"])
    assert tally(GAME, won)["players"][0]["name"] == "P1"
    assert tally(GAME, won, lang="de")["players"][0]["name"] == "P1"


def test_a_name_nobody_may_have_is_refused() -> None:
    assert "A name may not hold control" in refusal(GAME, {"result": "won", "health": "3"},
                                                    player="Ana\x1b[2J")


# ---- S4, S5, S8: a loss that can't have happened (issue #28) ------------------------------


@pytest.mark.parametrize(("health", "monsters", "english", "german"), [
    ("-1", ALL, "A loss with every monster left unplayed is not possible: only a monster takes "
     "health. Name the monsters left, not those played.",
     "Eine Niederlage, bei der alle Monster ungespielt blieben, ist nicht möglich"),
    ("-13", ALL, "A loss with every monster left unplayed", "alle Monster ungespielt"),
    ("0", but("2C"), "Health 0 after a loss means 20 health was lost, but the monsters not left "
     "are worth only 2 together: check the health and the monsters left.",
     "Lebenspunkte 0 nach einer Niederlage heißen, dass 20 Lebenspunkte verloren gingen, aber "
     "die nicht übrigen Monster sind zusammen nur 2 wert"),
    ("-13", but("AS"), "means 33 health was lost, but the monsters not left are worth only 14",
     "nur 14 wert"),
    ("-12", but(*(f"{rank}C" for rank in range(2, 11))),
     "Health -12 needs a last blow of at least 13, but the strongest monster not left is worth "
     "10: check the health and the monsters left.",
     "verlangen einen letzten Schlag von mindestens 13"),
], ids=["all-left", "all-left-lowest", "too-little", "ace-only", "no-blow"])
def test_a_loss_that_cant_have_happened_is_refused(health: str, monsters: str, english: str,
                                                   german: str) -> None:
    given = {"result": "lost", "health": health, "monsters": monsters}
    assert english in refusal(GAME, given, player="Ana")
    assert german in refusal(GAME, given, player="Ana", lang="de")


def test_the_room_is_not_faced_under_dungeon_and_room() -> None:
    """S9 option: the room's unplayed monsters were not faced either."""
    given = {"result": "lost", "health": "-1", "monsters": but("KC", "QC", "AS")}
    sheet = tallied(GAME, given, player="Ana")
    assert sheet.players[0].total < 0
    assert "A loss with every monster left unplayed" in refusal(
        GAME, {**given, "room": "KC QC AS"}, options=ROOM, player="Ana")


def test_every_loss_the_bots_play_is_accepted() -> None:
    """No false refusal: the real end of lost games (first-listed moves, seeds 1-40)."""
    losses = 0
    for seed in range(1, 41):
        session = dealt_game(GAME, ["Ana"], seed)
        state: ScoundrelState = session.state
        assert isinstance(GAME.awaiting(state), Over)
        if state.health > 0:
            continue
        losses += 1
        check_faced(state.health, [*state.unseen, *(c for b in state.batches for c in b)])
        check_faced(state.health, [*state.unseen, *(c for b in state.batches for c in b),
                                   *state.room])
    assert losses > 10
