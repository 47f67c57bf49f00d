"""The board's account (``text/board.py``) from a seat's observation alone, and the terminal's
drawing of it: 80 columns, readable without colour, in English and German; a secret card shows
only to its owner (H3); Black Jack's used movement cards lie face up (004); every sentence in
the reader's words, the notation only in what a person types. That the account reads no rules or
state is checked for every game by the conformance suite (tests/conformance/test_web_view.py,
issue #41)."""

from __future__ import annotations

import random
import re

import pytest
from rich.cells import cell_len

import games.halunken.text.board as told
from games.halunken import GAME
from games.halunken.play.advice import advice_with
from games.halunken.rules.components import DECK
from games.halunken.rules.state import HState
from tabletop.board import acts_of, sentences
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.playout import playout
from tabletop.text import i18n

from .drawn import account, flat, ids, row, screen, section
from .helpers import act, choose, jack_turns, new_game, pick, picking, reveal, table
from .test_words import english_words

CODE = re.compile(r"(?<![\w-])(?:r|p|g|y|l|gr|ge)\d{1,2}(?![\w-])")
"""A scoundrel card as a player types it (``y12``, ``ge12``): never inside a sentence."""


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_screen_fits_80_columns_in_both_languages(language: str) -> None:
    with i18n.speaking(language):
        for players, variant in ((2, "standard"), (4, "standard"), (3, "intro")):
            run = playout(GAME, new_game(players, variant), players, picking(players))
            for state in run.states[:-1:7]:
                for seat in (None, *range(players)):
                    shown = screen(state, seat)
                    assert all(cell_len(line) <= 80 for line in shown.splitlines())
                    assert "hs_" not in shown


def test_the_ring_is_a_grid_of_seven_in_the_order_it_lies() -> None:
    """H1: fourteen dives in a ring: 1-7 along the top, 8-14 back along the bottom."""
    state = table(3, captains=[0, 4, 8], up={1: "y1", 13: "p14"}, down={1: 2})
    ring = section(account(state, 0), "ring")
    assert (ring.layout, ring.columns) == ("grid", 7)
    assert [r.label for r in ring.rows] == [*map(str, range(1, 8)), *map(str, range(14, 7, -1))]
    dive = row(ring, "2")
    assert ids(dive.pictures, "card") == ["y1"] and ids(dive.pictures, "down") == ["2"]
    assert ids(row(ring, "5").pictures, "piece") == ["1 Be"]
    top, bottom = screen(state, 0).splitlines()[1:5:2]
    assert top.split() == [*map(str, range(1, 8))]
    assert bottom.split() == [*map(str, range(14, 7, -1))]


def test_h3_a_chosen_card_shows_to_its_owner_and_face_down_to_the_others() -> None:
    """004: "each player secretly chooses one of his Movement cards and puts it face down in
    front of him." """
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2})
    state = GAME.turn(state, Event(0, "move", {"card": "6"}))
    cards = {seat: row(section(account(state, seat), "you" if seat == 0 else "player", "Ana"),
                       "Played") for seat in (0, 1, None)}
    mine = [p for p in cards[0].pictures if p.note]
    assert [(p.id, p.note) for p in mine] == [("6", "chosen")]
    for other in (1, None):
        assert [(p.id, p.note) for p in cards[other].pictures if p.note] == [("down", "chosen")]
    # issue #40: the card chosen is no longer in hand, for its owner
    assert "In hand 1 2 3 4 5 7 rum" in flat(screen(state, 0))
    assert "Played 6 chosen" in flat(screen(state, 0))
    assert "In hand 1 2 3 4 5 6 7 rum" in flat(screen(state, 1))
    assert "Played ▮ chosen" in flat(screen(state, 1))


def test_004_black_jacks_used_movement_cards_are_on_the_screen() -> None:
    """004: "Black Jack's used Movement cards remain face up next to the board." """
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12)
    state = jack_turns(choose(state, "1", "2", "3"), "9")
    for seat in range(3):  # nobody hires him in round 2
        state = GAME.turn(state, Event((state.starter + seat) % 3, "pass"))
    state = jack_turns(choose(state, "4", "5", "6"), "11")
    assert ids(row(section(account(state, None), "black_jack"), "Played").pictures,
               "move") == ["9", "11"]
    assert "Played 9 11 10 movement cards left" in flat(screen(state, None))
    with i18n.speaking("de"):
        assert "Gespielt 9 11 10 Bewegungskarten übrig" in flat(screen(state, 1))


def test_h8_black_jack_is_free_once_nobody_hired_him_said_once() -> None:
    """H8: hired by whom bids highest; nobody hires him, he robs everyone he overtakes. While
    the captains are placed and the bidding goes on he may yet be hired: not free then."""
    free = i18n.t("hs_bj_free")
    bidding = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid")
    choosing = table(3, captains=[0, 4, 8], variant="standard", bj=12)
    hired = table(3, captains=[0, 4, 8], variant="standard", bj=12, controller=1)
    assert free not in "\n".join(sentences(account(bidding, 0)))
    assert sentences(account(choosing, 0)).count("space 13 · " + free) == 1
    assert "Black Jack (space 13 · " + free + ")" in screen(choosing, None)
    assert section(account(hired, 2), "black_jack").note == "space 13 · hired by Ben"


def test_the_next_step_and_the_advice_are_drawn_from_data() -> None:
    state = table(3, captains=[2, 5, 10], hands={1: ["r15", "y2"]})
    state = choose(state, "3", "4", "4")
    assert "Next: Ana takes a card of their choice from Ben" in screen(state, 0)
    shown = screen(state, 0, advice_with(state, 0, random.Random(1)))
    assert "Advice for Ana: take " in shown
    assert re.search(r"Advice for Ana: take (red 15|yellow 2)", shown)


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_sentence_is_in_words_and_every_move_an_act_once(language: str) -> None:
    """The notation stays in what a person types (``Act.words``): no sentence of a board, an act
    or the advice holds a card's code, no German one an English action word; and while a seat
    owes a decision each of its moves is an act on the board, once."""
    rnd = random.Random(5)
    checked = 0

    def decide(state: HState, now: Decision, step: int) -> Event:
        nonlocal checked
        if step % 2 == 0:
            board = account(state, now.player, owed=True)
            said = sentences(board) + [a.said for a in acts_of(board)]
            if step % 8 == 0:
                said += sentences_of_advice(state, now.player)
            assert not [s for s in said if CODE.search(s)], said
            if language == "de":
                assert english_words("\n".join(said)) == []
            placed = sorted(a.index for a in acts_of(board))
            assert placed == list(range(len(now.actions)))
            checked += 1
        return pick(now, rnd)

    with i18n.speaking(language):
        playout(GAME, new_game(3, "standard"), 3, decide)
    assert checked > 25


def sentences_of_advice(state: HState, seat: int) -> list[str]:
    shown = told.advice(advice_with(state, seat, random.Random(1), 4))
    return [shown.title, shown.note, *(v for r in shown.rows for v in r.values)]


def test_each_move_acts_on_what_it_acts_on() -> None:
    """A free space is a dive of the ring, a card to bid on lies in the bidder's crew, a card
    to take in the harbour (H9), a movement card in hand; passing is an act of no thing on the
    board, in a section of its own (issue #40: it stood in Black Jack's box, far below)."""
    start = new_game(3, "standard")
    ring = section(account(start, 0, owed=True), "ring")
    assert [a.said for r in ring.rows for a in r.acts][:2] == ["captain to space 1",
                                                               "captain to space 2"]
    bidding = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid",
                    hands={0: ["r15", "y2"]})
    board = account(bidding, 0, owed=True)
    crew = row(section(board, "you"), "Crew")
    assert [p.act.said for p in crew.pictures if p.act] == ["bid red 15", "bid yellow 2"]
    assert [a.said for a in section(board, "choices").acts] == ["pass"]
    assert not section(board, "black_jack").acts
    assert board.prompt == "Choose a card of your crew to bid, or pass."
    choosing = table(3, captains=[0, 4, 8], up={2: "r15"})
    hand = section(account(choosing, 0, owed=True), "hand")
    assert [a.said for r in hand.rows for a in r.acts][:2] == ["play movement card 1",
                                                               "play movement card 2"]
    assert row(hand, "").values == ("to space 2",)  # from space 1, one step: dive 2
    assert "to space 3" in hand.rows[1].values and ids(hand.rows[1].pictures, "card") == ["r15"]


def test_what_changed_since_the_round_began_is_marked() -> None:
    """A captain moved this round is ringed and says from where; a faded one stands where he
    was; a card that came into a crew, and a dive's card turned since, are new."""
    began = table(3, captains=[0, 4, 8], up={1: "y1", 2: "r15"}, down={1: 2, 2: 2})
    state = reveal(choose(began, "2", "1", "4"), "g2")
    board = account(state, 0, before=began)
    ring = section(board, "ring")
    pieces = [p for r in ring.rows for p in r.pictures if p.kind == "piece"]
    moved = [p for p in pieces if p.mark == "moved"]
    assert moved and all("moved here from space" in p.name for p in moved)
    assert {p.mark for p in pieces} >= {"moved", "was"}
    new = [p.id for s in board.sections for r in s.rows for p in r.pictures if p.mark == "new"]
    assert new and set(new) <= set(DECK)
    assert not [p for s in account(state, 0).sections for r in s.rows for p in r.pictures
                if p.mark in ("new", "moved", "was")]  # nothing to compare with: no marks


def test_placing_the_captains_shows_who_is_not_placed_yet() -> None:
    """H2: the captains go on the board one by one."""
    state = act(new_game(3), 0, "place", space=4)
    assert "Ben (not placed yet · 0 points)" in screen(state, None)


@pytest.mark.parametrize(("seed", "en", "de"), [
    (1, "hired by Ben in the last round", "in der letzten Runde angeheuert von Ben"),
    (2, "not hired in the last round", "in der letzten Runde nicht angeheuert"),
])
def test_at_the_end_black_jack_is_told_as_the_last_round_left_him(seed: int, en: str,
                                                                  de: str) -> None:
    """The end's board said "not hired: he robs everyone he overtakes" of a Black Jack hired in
    round 8 (H11: the game ends after his last move): the last round's hirer stays known.
    Games of three bots, seed 1 hired in round 8 (by Ben), seed 2 not."""
    from tests.cli.support import dealt_game

    session = dealt_game(GAME, ["Ana", "Ben", "Cy"], seed, bots=[0, 1, 2])
    state = session.state
    assert state.phase == "over"
    assert (state.controller is not None) == (seed == 1)
    note = section(account(state, None), "black_jack").note
    assert note.endswith(" · " + en) and i18n.t("hs_bj_free") not in note
    with i18n.speaking("de"):
        assert section(account(state, 0), "black_jack").note.endswith(" · " + de)
    assert GAME.summary(state)["black_jack"]["controller"] == ("Ben" if seed == 1 else None)
