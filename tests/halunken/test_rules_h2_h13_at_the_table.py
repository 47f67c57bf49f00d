"""Four players at a real table, the app keeping the books, by the rules (issue #41: typed at
the session's table as ``tabletop halunken table`` reads the lines, not through the command
line, whose smoke tests are test_cli_table.py).

The players turn the cards, so the app asks for each face-down card a captain takes and each card
turned face up, and for Black Jack's movement cards; the movement cards are typed openly (the
cards lie on the table: no hand-over screen, nothing secret in the log). A card already seen is
refused with one line and nothing changes; ``undo`` takes back the last entry, a card too.

The first round, worked out by hand from the rulings (games/halunken/RULINGS.md):

- H2: Ana takes p5 on space 1, Ben y11 on 4, Cy g11 on 8, Dan r5 on 11; the 14 tops are turned.
  Lowest first card: p5 and r5 tie on value, red is the lower colour: Dan places Black Jack (6).
  Highest: y11 beats g11 by colour: Ben opens the bidding.
- H7: Ben passes, Cy bids g11 (into the harbour: Cy holds nothing now), Dan and Ana cannot beat it.
- H3/H4: Ana 3 and Ben 3 cancel: they stay and take the top card first (r15, p14); Cy 1 (8 → 9,
  y2); Dan's rum can't be 3 or 1: he declares 5 (11 → 2, y12).
- H8: Black Jack turns 12: 6 → 4 (held by Ben) → 5; he overtakes Cy (his controller), Ana, Dan,
  Ben in that order. Cy (1 card) takes r15 from Ana (2); then (2 cards) y12 from Dan (2); Ben now
  holds fewer cards (2 < 3) and keeps his.
"""

from __future__ import annotations

from typing import Any

from games.halunken import GAME
from tabletop.session.session import Session
from tests.cli.support import hs_lines
from tests.replays import session_record, typed

PLAYERS = ["Ana", "Ben", "Cy", "Dan"]
PLACING = ["place 1", "p5", "place 4", "y11", "place 8", "g11", "place 11", "r5"]
TOPS = ["r15", "y12", "g13", "p14", "y1", "r4", "g2", "p3", "y2", "y3", "r6", "g3", "p4", "y4"]
BIDDING = ["jack 6", "pass", "bid g11", "pass", "pass"]
CHOOSING = ["move 3", "move 3", "move 1", "move rum"]
RESOLVING = ["rum 5", "g4", "y5", "r7", "p6", "12", "take r15", "take y12"]
ROUND_1 = [*PLACING, *TOPS, *BIDDING, *CHOOSING, *RESOLVING]




def table(*lines: str) -> tuple[Session, list[str]]:
    """Four players type ``lines`` at the table: the session and the refusals."""
    return typed(GAME, PLAYERS, lines)


def log(session: Session) -> list[str]:
    return hs_lines(session_record(session))


def state(session: Session) -> Any:
    return session.state


def test_h2_the_setup_typed_at_the_table() -> None:
    session, errors = table(*PLACING, *TOPS)
    assert errors == []
    assert log(session) == ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11",
                            "place 11", "card r5", *(f"card {c}" for c in TOPS)]
    now = state(session)
    assert now.hands == (("p5",), ("y11",), ("g11",), ("r5",))
    assert now.up == tuple(TOPS)
    assert now.down == (1, 2, 2, 1, 2, 2, 2, 1, 2, 2, 1, 2, 2, 2)
    assert now.captains == (0, 3, 7, 10)
    # H2: the lowest first card places Black Jack: p5 and r5, red is lower: Dan.
    assert now.phase == "black_jack"


def test_h2_h7_the_first_round_worked_out_by_hand() -> None:
    session, errors = table(*ROUND_1)
    assert errors == []
    now = state(session)
    assert now.hands == (("p5",), ("p14", "y11"), ("r15", "y2", "y12"), ("r5",))
    assert now.harbour == ("g11",)
    assert now.captains == (0, 3, 8, 1)  # spaces 1, 4, 9, 2
    assert now.bj == 4  # space 5: 4 was held by Ben
    assert now.up[0] == "g4" and now.up[1] == "p6" and now.up[3] == "y5" \
        and now.up[8] == "r7"
    assert now.used == (("3",), ("3",), ("1",), ("rum",))
    assert "12" not in now.bj_deck and len(now.bj_deck) == 11
    # Round 2: the bidding opens with last round's controller (H7).
    assert (now.round, now.phase, now.bid_turn) == (1, "bid", 2)
    # The app asked for every card and Black Jack's movement card, and kept every entry.
    chance = [e.data["values"][0] for e in session.events if e.actor == "chance"]
    assert chance == ["p5", "y11", "g11", "r5", *TOPS, "g4", "y5", "r7", "p6", "12"]
    assert len(session.events) == len(ROUND_1)


def test_a_card_already_seen_is_refused_and_nothing_changes() -> None:
    # Ben names Ana's p5; a top card names Ben's y11, then one that is already face up.
    session, errors = table("place 1", "p5", "place 4", "p5", "y11", "place 8", "g11",
                            "place 11", "r5", "r15", "y11", "r15", "y12")
    assert errors == [
        "p5 cannot be turned now: it was already seen, or it is not that kind of card.",
        "y11 cannot be turned now: it was already seen, or it is not that kind of card.",
        "r15 cannot be turned now: it was already seen, or it is not that kind of card.",
    ]
    assert log(session) == ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11",
                            "place 11", "card r5", "card r15", "card y12"]
    assert state(session).hands == (("p5",), ("y11",), ("g11",), ("r5",))


def test_cards_that_do_not_exist_and_words_that_are_not_cards() -> None:
    session, errors = table("place 1", "y13", "r3", "p15", "blue 5", "x", "P5")
    assert errors == [
        "There is no scoundrel card y13 (red 4-11, 15; purple 3-11, 14; grey 2-11, 13; "
        "yellow 1-12).",
        "There is no scoundrel card r3 (red 4-11, 15; purple 3-11, 14; grey 2-11, 13; "
        "yellow 1-12).",
        "There is no scoundrel card p15 (red 4-11, 15; purple 3-11, 14; grey 2-11, 13; "
        "yellow 1-12).",
        "'blue 5' is not a card (e.g. y12, r15, gelb 3).",
        "'x' is not a card (e.g. y12, r15, gelb 3).",
    ]
    assert log(session) == ["place 1", "card p5"]


def test_a_decision_typed_while_a_card_is_asked_for() -> None:
    session, errors = table("place 1", "place 3", "P5")
    assert errors == ["First turn the card the app asks for."]
    assert log(session) == ["place 1", "card p5"]


def test_cards_in_words_and_in_german() -> None:
    session, _ = table("place 1", "purple 5", "place 4", "gelb 11", "place 8", "11 grau",
                       "place 11", "card Rot5", "R 15")
    assert log(session) == ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11",
                            "place 11", "card r5", "card r15"]


def test_black_jacks_card_is_typed_and_only_his_deck_counts() -> None:
    session, errors = table(*ROUND_1[:-3], "13", "y5", "12")
    assert errors == [
        "'13' is not a movement card (1-12 or rum).",  # Black Jack's deck runs to 12 (004)
        "'y5' is not a movement card (1-12 or rum).",
    ]
    assert log(session)[-1] == "blackjack 12"


def test_h3_rum_declared_at_the_table() -> None:
    """H3: the rum may not become a number another player played (cancelled ones included)."""
    session, errors = table(*PLACING, *TOPS, *BIDDING, *CHOOSING, "rum 3", "rum 1", "rum 0",
                            "rum five", "rum 5")
    assert errors == [
        "3 was played by someone else this round (H3).",
        "1 was played by someone else this round (H3).",
        "A rum becomes a number from 1 to 7.",
        "Write 'rum 5'.",
    ]
    assert log(session)[-1] == "rum 5"


def test_h7_a_bid_that_cannot_be_made_is_refused_and_changes_nothing() -> None:
    session, errors = table(*PLACING, *TOPS, "jack 4", "jack 6", "pass", "bid g11", "bid r5",
                            "bid g11", "pass", "bid y12", "bid p5", "pass")
    assert errors[0] == "Space 4 is not free."
    # Dan's r5 and Ana's p5 cannot beat g11: passing is all they can do.
    assert errors[1] in ("r5 does not beat the bid g11.", "That is not possible now.")
    assert errors[2] in ("Dan does not hold g11.", "That is not possible now.")
    assert errors[3] in ("Ana does not hold y12.", "That is not possible now.")
    assert errors[4] in ("p5 does not beat the bid g11.", "That is not possible now.")
    assert len(errors) == 5
    now = state(session)
    assert now.bj == 5
    assert (now.phase, now.controller, now.harbour) == ("choose", 2, ("g11",))
    assert now.hands == (("p5",), ("y11",), (), ("r5",))  # H7: the bid is paid in
    assert [line for line in log(session) if line.startswith(("bid", "pass"))] == \
        ["pass", "bid g11", "pass", "pass"]


def test_h7_the_same_value_must_be_in_a_higher_colour() -> None:
    session, errors = table(*PLACING, *TOPS, "jack 6", "bid y11", "bid g11", "pass", "pass",
                            "pass")
    assert errors in (["g11 does not beat the bid y11."], ["That is not possible now."])
    now = state(session)
    assert (now.phase, now.controller, now.harbour) == ("choose", 1, ("y11",))
    assert now.hands[2] == ("g11",)


def test_h7_round_2_a_higher_colour_beats_the_same_value() -> None:
    """Round 2 opens with Cy, last round's controller; Ana's p5 beats Dan's r5."""
    session, errors = table(*ROUND_1, "pass", "bid r5", "bid p5", "pass")
    assert errors == []
    now = state(session)
    assert (now.phase, now.controller) == ("choose", 0)
    assert now.harbour == ("p5", "g11")
    assert now.hands[0] == () and now.hands[3] == ("r5",)


def test_h7_round_2_a_bid_too_low() -> None:
    """Cy bids y12; Ben's y11 does not beat it, his p14 does."""
    session, errors = table(*ROUND_1, "bid y12", "pass", "pass", "bid y11", "bid p14")
    assert errors == ["y11 does not beat the bid y12."]
    now = state(session)
    assert (now.phase, now.controller) == ("choose", 1)
    assert now.harbour == ("p14", "g11")
    assert now.hands[2] == ("r15", "y2", "y12")  # only the winner pays


def test_h13_after_a_round_without_a_hire_the_last_hirer_opens() -> None:
    round_2 = ["pass", "pass", "pass", "pass",  # Cy, Dan, Ana, Ben: nobody hires him
               "move 2", "move 1", "move 3", "move 4",
               "g5", "take g11", "y6", "p7", "r8", "1"]
    session, errors = table(*ROUND_1, *round_2)
    assert errors == []
    now = state(session)
    assert (now.round, now.phase, now.controller) == (2, "bid", None)
    # H10: Ben landed on Black Jack and took g11 from the harbour.
    assert now.hands[1] == ("p14", "g11", "y1", "y11")
    # H13 (004: "starting with the player who hired him last"): Cy, who hired him in round 1,
    # not Ben, who drew the highest card (y11).
    assert now.bid_turn == 2
