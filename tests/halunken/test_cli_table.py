"""``tabletop halunken table``: four players at a real table; the app keeps the books.

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

from pathlib import Path

from tests.cli.support import (
    assert_ok,
    dd_record,
    error_lines,
    hs_lines,
    hs_state,
    invoke,
    moves,
    stored_events,
)

TABLE = ("halunken", "table", "--player", "Ana", "--player", "Ben", "--player", "Cy",
         "--player", "Dan")
PLACING = ["place 1", "p5", "place 4", "y11", "place 8", "g11", "place 11", "r5"]
TOPS = ["r15", "y12", "g13", "p14", "y1", "r4", "g2", "p3", "y2", "y3", "r6", "g3", "p4", "y4"]
BIDDING = ["jack 6", "pass", "bid g11", "pass", "pass"]
CHOOSING = ["move 3", "move 3", "move 1", "move rum"]
RESOLVING = ["rum 5", "g4", "y5", "r7", "p6", "12", "take r15", "take y12"]
ROUND_1 = [*PLACING, *TOPS, *BIDDING, *CHOOSING, *RESOLVING]


def table(*typed: str, args: tuple[str, ...] = TABLE) -> str:
    """Type ``typed`` at the table, then quit; the output."""
    result = invoke(*args, input=moves(*typed, "quit"))
    assert_ok(result)
    assert result.output.rstrip().endswith(": tabletop resume 1")
    return result.output


def log(home: Path) -> list[str]:
    return hs_lines(dd_record(home, 1))


def test_the_setup_typed_at_the_table(home: Path) -> None:
    out = table(*PLACING, *TOPS)
    assert out.startswith("New game 1 · Halunken und Spelunken · at the table")
    assert error_lines(out) == []
    for prompt in ("Ana › ", "Ana takes the top card of dive 1: which is it? › ",
                   "Dan takes the top card of dive 11: which is it? › ",
                   "Turn the next card of dive 1 face up (up to 14 on one line) › ",
                   "Turn the next card of dive 13 face up (up to 2 on one line) › ",
                   "Turn the next card of dive 14 face up › "):
        assert prompt in out, prompt
    assert log(home) == ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11",
                         "place 11", "card r5", *(f"card {c}" for c in TOPS)]
    state = hs_state(home, 1)
    assert state.hands == (("p5",), ("y11",), ("g11",), ("r5",))
    assert state.up == tuple(TOPS)
    assert state.down == (1, 2, 2, 1, 2, 2, 2, 1, 2, 2, 1, 2, 2, 2)
    assert state.captains == (0, 3, 7, 10)
    # H2: the lowest first card places Black Jack: p5 and r5, red is lower: Dan.
    assert state.phase == "black_jack"
    assert out.rstrip().endswith("Dan › Saved. Continue with: tabletop resume 1")
    assert "Pass the device" not in out


def test_h2_h7_the_first_round_worked_out_by_hand(home: Path) -> None:
    out = table(*ROUND_1)
    assert error_lines(out) == []
    assert "Pass the device" not in out
    assert "Turn Black Jack's next movement card › " in out
    assert "Next: Cy takes a card of their choice from Ana" in out
    assert "Next: Cy takes a card of their choice from Dan" in out
    assert "Next: Cy takes a card of their choice from Ben" not in out
    state = hs_state(home, 1)
    assert state.hands == (("p5",), ("p14", "y11"), ("r15", "y2", "y12"), ("r5",))
    assert state.harbour == ("g11",)
    assert state.captains == (0, 3, 8, 1)  # spaces 1, 4, 9, 2
    assert state.bj == 4  # space 5: 4 was held by Ben
    assert state.up[0] == "g4" and state.up[1] == "p6" and state.up[3] == "y5" \
        and state.up[8] == "r7"
    assert state.used == (("3",), ("3",), ("1",), ("rum",))
    assert "12" not in state.bj_deck and len(state.bj_deck) == 11
    # Round 2: the bidding opens with last round's controller (H7).
    assert (state.round, state.phase, state.bid_turn) == (1, "bid", 2)
    assert out.rstrip().endswith("Cy › Saved. Continue with: tabletop resume 1")
    # Nothing is secret at the table: the log shows every movement card.
    result = invoke("resume", "1", input=moves("log", "quit"))
    assert_ok(result)
    for entry in ("Ana: move 3", "Ben: move 3", "Cy: move 1", "Dan: move rum", "Dan: rum 5",
                  "·: blackjack 12", "Cy: take r15", "Cy: take y12", "Cy: bid g11"):
        assert entry in result.output, entry
    assert "(secret until revealed)" not in result.output


def test_a_card_already_seen_is_refused_with_one_line_and_nothing_changes(home: Path) -> None:
    # Ben names Ana's p5; a top card names Ben's y11, then one that is already face up.
    out = table("place 1", "p5", "place 4", "p5", "y11", "place 8", "g11", "place 11", "r5",
                "r15", "y11", "r15", "y12")
    errors = error_lines(out)
    assert errors == [
        "✗ p5 cannot be turned now: it was already seen, or it is not that kind of card.",
        "✗ y11 cannot be turned now: it was already seen, or it is not that kind of card.",
        "✗ r15 cannot be turned now: it was already seen, or it is not that kind of card.",
    ]
    assert log(home) == ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11",
                         "place 11", "card r5", "card r15", "card y12"]
    assert hs_state(home, 1).hands == (("p5",), ("y11",), ("g11",), ("r5",))


def test_cards_that_do_not_exist_and_words_that_are_not_cards(home: Path) -> None:
    out = table("place 1", "y13", "r3", "p15", "blue 5", "x", "P5")
    assert error_lines(out) == [
        "✗ There is no scoundrel card y13 (red 4-11, 15; purple 3-11, 14; grey 2-11, 13; "
        "yellow 1-12).",
        "✗ There is no scoundrel card r3 (red 4-11, 15; purple 3-11, 14; grey 2-11, 13; "
        "yellow 1-12).",
        "✗ There is no scoundrel card p15 (red 4-11, 15; purple 3-11, 14; grey 2-11, 13; "
        "yellow 1-12).",
        "✗ 'blue 5' is not a card (e.g. y12, r15, gelb 3).",
        "✗ 'x' is not a card (e.g. y12, r15, gelb 3).",
    ]
    assert log(home) == ["place 1", "card p5"]


def test_a_decision_typed_while_a_card_is_asked_for(home: Path) -> None:
    out = table("place 1", "place 3", "P5")
    assert error_lines(out) == ["✗ First turn the card the app asks for."]
    assert log(home) == ["place 1", "card p5"]


def test_cards_in_words_and_in_german(home: Path) -> None:
    table("place 1", "purple 5", "place 4", "gelb 11", "place 8", "11 grau", "place 11",
          "card Rot5", "R 15")
    assert log(home) == ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11",
                         "place 11", "card r5", "card r15"]


def test_undo_at_the_table_is_one_entry_at_a_time(home: Path) -> None:
    out = table("place 1", "y7", "undo", "p5", "place 4", "undo", "place 5", "y11")
    assert error_lines(out) == []
    assert "Undone: Ana takes yellow 7 from dive 1." in out
    assert "Undone: Ben puts their captain on space 4." in out
    assert log(home) == ["place 1", "card p5", "place 5", "card y11"]
    state = hs_state(home, 1)
    assert "y7" in state.unseen  # taken back: not seen any more
    assert state.hands == (("p5",), ("y11",), (), ())
    # Undo at the very start: nothing to undo.
    result = invoke("halunken", "table", "--player", "A", "--player", "B", "--player", "C",
                    input=moves("undo", "quit"))
    assert_ok(result)
    assert "Nothing to undo." in result.output


def test_black_jacks_card_is_typed_and_only_his_deck_counts(home: Path) -> None:
    typed = [*ROUND_1[:-3], "13", "y5", "12"]
    out = table(*typed)
    assert error_lines(out) == [
        "✗ '13' is not a movement card (1-12 or rum).",  # Black Jack's deck runs to 12 (004)
        "✗ 'y5' is not a movement card (1-12 or rum).",
    ]
    assert log(home)[-1] == "blackjack 12"


def test_rum_declared_at_the_table(home: Path) -> None:
    """H3: the rum may not become a number another player played (cancelled ones included)."""
    typed = [*PLACING, *TOPS, *BIDDING, *CHOOSING, "rum 3", "rum 1", "rum 0", "rum five",
             "rum 5"]
    out = table(*typed)
    assert error_lines(out) == [
        "✗ 3 was played by someone else this round (H3).",
        "✗ 1 was played by someone else this round (H3).",
        "✗ A rum becomes a number from 1 to 7.",
        "✗ Write 'rum 5'.",
    ]
    assert log(home)[-1] == "rum 5"


def test_h7_a_bid_that_cannot_be_made_is_one_line_and_changes_nothing(home: Path) -> None:
    typed = [*PLACING, *TOPS, "jack 4", "jack 6", "pass", "bid g11", "bid r5", "bid g11", "pass",
             "bid y12", "bid p5", "pass"]
    out = table(*typed)
    errors = error_lines(out)
    assert errors[0] == "✗ Space 4 is not free."
    # Dan's r5 and Ana's p5 cannot beat g11: passing is all they can do.
    assert errors[1] in ("✗ r5 does not beat the bid g11.", "✗ That is not possible now.")
    assert errors[2] in ("✗ Dan does not hold g11.", "✗ That is not possible now.")
    assert errors[3] in ("✗ Ana does not hold y12.", "✗ That is not possible now.")
    assert errors[4] in ("✗ p5 does not beat the bid g11.", "✗ That is not possible now.")
    assert len(errors) == 5
    state = hs_state(home, 1)
    assert state.bj == 5
    assert (state.phase, state.controller, state.harbour) == ("choose", 2, ("g11",))
    assert state.hands == (("p5",), ("y11",), (), ("r5",))  # H7: the bid is paid in
    assert [line for line in log(home) if line.startswith(("bid", "pass"))] == \
        ["pass", "bid g11", "pass", "pass"]


def test_h7_the_same_value_must_be_in_a_higher_colour(home: Path) -> None:
    out = table(*PLACING, *TOPS, "jack 6", "bid y11", "bid g11", "pass", "pass", "pass")
    errors = error_lines(out)
    assert errors in (["✗ g11 does not beat the bid y11."], ["✗ That is not possible now."])
    state = hs_state(home, 1)
    assert (state.phase, state.controller, state.harbour) == ("choose", 1, ("y11",))
    assert state.hands[2] == ("g11",)


def test_h7_round_2_a_higher_colour_beats_the_same_value(home: Path) -> None:
    """Round 2 opens with Cy, last round's controller; Ana's p5 beats Dan's r5."""
    out = table(*ROUND_1, "pass", "bid r5", "bid p5", "pass")
    assert error_lines(out) == []
    state = hs_state(home, 1)
    assert (state.phase, state.controller) == ("choose", 0)
    assert state.harbour == ("p5", "g11")
    assert state.hands[0] == () and state.hands[3] == ("r5",)


def test_h7_round_2_a_bid_too_low(home: Path) -> None:
    """Cy bids y12; Ben's y11 does not beat it, his p14 does."""
    out = table(*ROUND_1, "bid y12", "pass", "pass", "bid y11", "bid p14")
    assert error_lines(out) == ["✗ y11 does not beat the bid y12."]
    state = hs_state(home, 1)
    assert (state.phase, state.controller) == ("choose", 1)
    assert state.harbour == ("p14", "g11")
    assert state.hands[2] == ("r15", "y2", "y12")  # only the winner pays


def test_fix_corrects_an_earlier_card(home: Path) -> None:
    out = table(*PLACING, "fix 2 card y7")
    assert "Corrected entry 2; every later entry still applies." in out
    assert log(home)[:2] == ["place 1", "card y7"]
    assert hs_state(home, 1).hands[0] == ("y7",)


def test_h13_after_a_round_without_a_hire_the_last_hirer_opens(home: Path) -> None:
    round_2 = ["pass", "pass", "pass", "pass",  # Cy, Dan, Ana, Ben: nobody hires him
               "move 2", "move 1", "move 3", "move 4",
               "g5", "take g11", "y6", "p7", "r8", "1"]
    out = table(*ROUND_1, *round_2)
    assert error_lines(out) == []
    state = hs_state(home, 1)
    assert (state.round, state.phase, state.controller) == (2, "bid", None)
    # H10: Ben landed on Black Jack and took g11 from the harbour.
    assert state.hands[1] == ("p14", "g11", "y1", "y11")
    # H13 (004: "starting with the player who hired him last"): Cy, who hired him in round 1,
    # not Ben, who drew the highest card (y11).
    assert state.bid_turn == 2
    assert out.rstrip().endswith("Cy › Saved. Continue with: tabletop resume 1")


def test_german_at_the_table(home: Path) -> None:
    result = invoke(*TABLE, "--lang", "de", input=moves("setze 1", "gelb 5", "undo", "lila 5",
                                                        "platz 4", "y5", "ende"))
    assert_ok(result)
    out = result.output
    assert out.startswith("Neues Spiel 1 · Halunken und Spelunken · am Tisch")
    assert "Ana nimmt die oberste Karte von Spelunke 1: welche ist es? › " in out
    assert "Zurückgenommen: Ana nimmt gelb 5 von Spelunke 1." in out  # in words (#28)
    assert error_lines(out) == []  # y5 was taken back: Ben may take it
    assert log(home)[:4] == ["place 1", "card p5", "place 4", "card y5"]
    assert out.rstrip().endswith("Gespeichert. Weiter mit: tabletop resume 1")


def test_the_app_asks_at_the_table_and_stores_every_entry(home: Path) -> None:
    table(*ROUND_1)
    events = stored_events(home, 1)
    chance = [data["values"][0] for actor, _, data in events if actor == "chance"]
    assert chance == ["p5", "y11", "g11", "r5", *TOPS, "g4", "y5", "r7", "p6", "12"]
    assert len(events) == len(ROUND_1)
