"""``tabletop halunken table``: four players at a real table; the app keeps the books. The smoke
tests of the verb: its prompts, its log, undo and fix; what the rules make of the lines typed
(a first round worked out by hand, H2-H13) is tested on the session's table in
test_rules_h2_h13_at_the_table.py (issue #41), which tells it.
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


def test_fix_corrects_an_earlier_card(home: Path) -> None:
    out = table(*PLACING, "fix 2 card y7")
    assert "Corrected entry 2; every later entry still applies." in out
    assert log(home)[:2] == ["place 1", "card y7"]
    assert hs_state(home, 1).hands[0] == ("y7",)


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
