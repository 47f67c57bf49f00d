"""Tallying a Halunken und Spelunken game played without the app, by the rules the ``score``
verb answers through (``tabletop.archive.tallying``; issue #41: rule tests call the rules, the
command line has its smoke tests in test_cli_score.py and test_cli_score_refused.py).

The rules: `004_ec6843a48c78278b.txt`. H6 (games/halunken/RULINGS.md): "the sum of the cards,
every card of the colour held most counted twice; on a tie between colours the player's best
choice. Highest score wins; a tie is shared." H1: 42 scoundrel cards, each once (red 4-11 and
15, purple 3-11 and 14, grey 2-11 and 13, yellow 1-12); 3 or 4 players, 2 with the two-player
variant (H12). A game of one is no game (issue #13).

Worked by hand:
- Ana: r15 g13 y12 y3: yellow is held twice (12 + 3 = 15, doubled 30), + 15 + 13 = 58;
- Ben: p14 p9 r4: purple is held twice (23, doubled 46), + 4 = 50.
"""

from __future__ import annotations

import pytest

from games.halunken import GAME
from games.halunken.rules.components import DECK, VALUES
from tabletop.archive import tallying
from tabletop.events import Record
from tabletop.text import i18n
from tests.cli.support import hs_h6
from tests.tallies import players, refusal, tally

BRIEFED = players("Ana: r15 g13 y12 y3", "Ben: p14 p9 r4")
NO_SUCH = "(red 4-11, 15; purple 3-11, 14; grey 2-11, 13; yellow 1-12)"


# ---- H6: the score -------------------------------------------------------------------------


def test_h6_the_briefed_tally() -> None:
    data = tally(GAME, BRIEFED)
    assert data["status"] == "over"
    assert data["winners"] == ["Ana"]
    ana, ben = data["players"]
    assert (ana["name"], ana["total"], ana["doubled"]) == ("Ana", 58, "y")
    assert (ben["name"], ben["total"], ben["doubled"]) == ("Ben", 50, "p")
    assert ana["total"] == 15 + 13 + (12 + 3) * 2
    assert ben["total"] == (14 + 9) * 2 + 4
    assert sorted(ana["cards"]) == sorted(["r15", "g13", "y12", "y3"])
    assert sorted(ben["cards"]) == sorted(["p14", "p9", "r4"])
    assert {line["label"]: line["points"] for line in ana["breakdown"]} == {
        "1 × red: r15": 15, "1 × grey: g13": 13, "2 × yellow: y12 y3 (doubled)": 30}
    assert {line["label"]: line["points"] for line in ben["breakdown"]} == {
        "1 × red: r4": 4, "2 × purple: p14 p9 (doubled)": 46}
    for player in (ana, ben):
        assert sum(line["points"] for line in player["breakdown"]) == player["total"]


@pytest.mark.parametrize(("spec", "total", "doubled"), [
    ("Eve: r15 r4 y12 y11", 19 + 23 * 2, "y"),  # a tie of counts: the colour worth more
    ("Fay: r15 p14 g13 y12", 15 * 2 + 14 + 13 + 12, "r"),  # one card each: the best one
    ("Gus: r15 y1 y2", 15 + 3 * 2, "y"),  # the count decides, not the value
    ("Hal: y1", 2, "y"),  # "even if he has only managed to get one card"
    ("Ida: g2 g3 r4 r5", 9 * 2 + 5, "r"),
    ("Jo: p14 g13 g2 p3", 17 * 2 + 15, "p"),
])
def test_h6_the_colour_held_most_on_a_tie_the_best(spec: str, total: int, doubled: str) -> None:
    player, _ = tally(GAME, players(spec, "Zed:"))["players"]  # H1: 2 players or more
    assert (player["total"], player["doubled"]) == (total, doubled)
    assert player["total"] == hs_h6(spec.split(":")[1].split())


def test_h6_every_card_of_the_game_in_four_hands() -> None:
    hands = {"Ana": [c for c in DECK if c[0] == "r"], "Ben": [c for c in DECK if c[0] == "p"],
             "Cy": [c for c in DECK if c[0] in "g"], "Dan": [c for c in DECK if c[0] == "y"]}
    # Move a few cards around so that every hand is mixed.
    hands["Ana"] += [hands["Dan"].pop(), hands["Cy"].pop()]
    hands["Ben"] += [hands["Ana"].pop(0) for _ in range(3)]
    data = tally(GAME, players(*(f"{name}: {' '.join(cards)}" for name, cards in hands.items())))
    totals = {p["name"]: p["total"] for p in data["players"]}
    assert totals == {name: hs_h6(cards) for name, cards in hands.items()}
    best = max(totals.values())
    assert data["winners"] == [name for name, total in totals.items() if total == best]


def test_h6_a_tie_is_shared() -> None:
    data = tally(GAME, players("Ana: r15", "Ben: y12 y3", "Cy: y1"))
    assert [p["total"] for p in data["players"]] == [30, 30, 2]
    assert data["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Tied at 30 points: the rules break no tie, so the win is shared."),
    ("de", "Gleichstand bei 30 Punkten: die Regeln entscheiden keinen Gleichstand, der Sieg wird "
           "geteilt.")])
def test_h6_a_shared_win_is_said(lang: str, said: str) -> None:
    """A tie for the highest score is shared, and the sheet says why there is no single
    winner."""
    data = tally(GAME, players("Ana: r15", "Ben: y12 r6", "Cem: r4"), lang=lang)
    assert data["tie_break"] == said


def test_a_player_with_no_cards() -> None:
    data = tally(GAME, players("Dan:", "Ana: y1"))
    dan, ana = data["players"]
    assert (dan["name"], dan["total"], dan["doubled"], dan["cards"]) == ("Dan", 0, None, [])
    assert dan["breakdown"] == []
    assert ana["total"] == 2
    assert data["winners"] == ["Ana"]


def test_cards_in_words_and_in_german() -> None:
    data = tally(GAME, players("Ana: gelb 12, rot 15", "Ben: lila 14 grau 13 Y3",
                               "Cy: 11 yellow"))
    ana, ben, cy = data["players"]
    assert sorted(ana["cards"]) == ["r15", "y12"]
    assert ana["total"] == 15 * 2 + 12
    assert sorted(ben["cards"]) == ["g13", "p14", "y3"]
    assert ben["total"] == 14 * 2 + 13 + 3
    assert cy["cards"] == ["y11"]
    data = tally(GAME, players("Ana: y 3", "Ben: gelb12", "Cy: 11 yellow"))
    assert [p["cards"] for p in data["players"]] == [["y3"], ["y12"], ["y11"]]


def test_german_letters_and_labels() -> None:
    """German letters (issue #14): gr13 is grau, ge12 gelb (g13 would be gelb 13, no card)."""
    data = tally(GAME, players("Ana: r15 gr13 ge12 ge3", "Ben: l14 l9 r4"), lang="de")
    assert data["winners"] == ["Ana"]
    labels = [line["label"] for line in data["players"][0]["breakdown"]]
    assert "2 × gelb: ge12 ge3 (doppelt)" in labels


@pytest.mark.parametrize(("typed_in", "read_in"), [("de", "en"), ("en", "de")])
def test_a_tally_reads_back_in_the_language_it_was_typed_in(typed_in: str,
                                                             read_in: str) -> None:
    """'g5' is gelb 5 to a German player and grey 5 to an English one (H2's colours): a kept
    tally is scored again in the language it was typed in, whoever reads it."""
    texts = {"player": ["Ana: r15 g5", "Bo: y12"]}
    record = Record(game=GAME.meta.id, options=GAME.meta.options().model_dump(),
                    players=["Ana", "Bo"], mode=tallying.MODE, tally=texts)
    with i18n.speaking(read_in):
        sheet = tallying.recorded(GAME, record, typed_in)
    assert list(sheet.players[0].details["cards"]) == ["r15", "y5" if typed_in == "de" else "g5"]


# ---- H1: tallies that can't be true (issue #13) -------------------------------------------


def test_the_deck_of_h1() -> None:
    assert len(DECK) == len(set(DECK)) == 42
    assert all(value > 0 for values in VALUES.values() for value in values)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_player_is_refused(lang: str) -> None:
    """issue #13: a one-player tally was accepted; the game needs 2 to 4 (H1, H12)."""
    assert refusal(GAME, players("Ana: r15 y3"), lang=lang) == {
        "en": "Players for Halunken und Spelunken: 2 to 4, not 1.",
        "de": "Spielerzahl für Halunken und Spelunken: 2 bis 4, nicht 1."}[lang]


def test_two_players_are_a_game() -> None:
    data = tally(GAME, players("Ana: r15 y3", "Ben:"))
    assert [p["total"] for p in data["players"]] == [15 * 2 + 3, 0]


def test_more_than_four_players_are_refused() -> None:
    specs = ("A: y1", "B: y2", "C: y3", "D: y4", "E: y5")
    assert refusal(GAME, players(*specs)) == "Players for Halunken und Spelunken: 2 to 4, not 5."
    assert len(tally(GAME, players(*specs[:4]))["players"]) == 4


@pytest.mark.parametrize(("spec", "fragments"), [
    ("Ana: r15 g13 r15", ("r15 is given twice.",)),
    ("Ana: y13", (f"There is no scoundrel card y13 {NO_SUCH}.",)),
    ("Ana: r3", (f"There is no scoundrel card r3 {NO_SUCH}.",)),
    ("Ana: g14", ("There is no scoundrel card g14",)),
    ("Ana: blue 4", ("'blue 4' is not a card", "'blue' is not a card")),
    ("Ana r15", ("Write a player as 'Name: r15 g13 y3', not 'Ana r15'.",)),
    (": r15", ("Write a player as 'Name: r15 g13 y3'",)),
])
def test_a_bad_player_is_refused(spec: str, fragments: tuple[str, ...]) -> None:
    line = refusal(GAME, players(spec))
    assert any(fragment in line for fragment in fragments), line


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ana: y-3", "'y-3': card values are positive (red 4-11, 15; purple 3-11, 14; grey 2-11, "
     "13; yellow 1-12).", "'y-3': Kartenwerte sind positiv"),
    ("Ana: gelb -3", "'-3': card values are positive", "'-3': Kartenwerte sind positiv"),
    ("Ana: r15 -4", "'-4': card values are positive", "Kartenwerte sind positiv"),
    ("Ana: y0", "There is no scoundrel card y0", "Es gibt keine Halunkenkarte ge0"),
    ("Ana: r3", "There is no scoundrel card r3", "Es gibt keine Halunkenkarte r3"),
    ("Ana: y13", "There is no scoundrel card y13", "Es gibt keine Halunkenkarte ge13"),
    ("Ana: r15 r15", "r15 is given twice.", "r15 ist doppelt angegeben."),
    ("Ana: y3 gelb 3", "y3 is given twice.", "ge3 ist doppelt angegeben."),
])
def test_cards_that_dont_exist_are_refused(spec: str, english: str, german: str) -> None:
    """issue #13: ``y-3`` was read as y3; each card exists once (H1)."""
    assert english in refusal(GAME, players(spec, "Zed: p14"))
    assert german in refusal(GAME, players(spec, "Zed: p14"), lang="de")


@pytest.mark.parametrize("hands", [("Ana: r15 y3", "Ben: y3"), ("Ana: y3", "Ben: 3 yellow")])
def test_a_card_in_two_hands(hands: tuple[str, str]) -> None:
    assert "y3 is given twice." in refusal(GAME, players(*hands))
