"""Halunken's board for a phone table (issue #40, "A phone table that feels like a game"): no
news marked after the setup, the hand without the card played this round, an empty crew said
as it is, crews, harbour and Black Jack at the end as the state has them; every act of no thing
on the board a section's act, every card that is a control showing a word, and the deciding
seat's own panel right under the ring."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from games.halunken import GAME
from games.halunken.rules.components import MOVES
from games.halunken.rules.state import HState
from tabletop.board import Board, Picture, acts_of
from tabletop.text import i18n
from tabletop.web.board import all_css, board_html

from .drawn import account, flat, ids, row, screen, section
from .helpers import act, choose, decision, new_game, play_out, play_until, reveal, start, table


def pictures_of(board: Board) -> list[Picture]:
    return [p for s in board.sections for r in s.rows for p in r.pictures]


def test_after_the_setup_nothing_is_marked_new() -> None:
    """issue #40: after setup all 14 dive cards wore the "new" ring and looked tappable. The
    chapter of setting up deals the harbour out (H2): a dealt-out harbour is not news."""
    began = new_game(3, "standard")
    state = start([0, 4, 8], ["r4", "p5", "g6"], variant="standard", bj=12)
    assert state.phase == "bid"
    bidder = decision(state).player
    for seat in (0, 1, 2, None):
        board = account(state, seat, owed=seat == bidder, before=began)
        assert not [p for p in pictures_of(board) if p.mark == "new"], seat
    # Black Jack placed: still the setup's chapter, still no news
    placing = start([0, 4, 8], ["r4", "p5", "g6"], variant="standard")
    assert not [p for p in pictures_of(account(placing, 0, before=began))
                if p.mark in ("new", "moved", "was")]


def test_a_round_still_marks_what_it_changed() -> None:
    """The marks stay where they say something: a card turned this round is new."""
    began = table(3, captains=[0, 4, 8], up={1: "y1", 2: "r15"}, down={1: 2, 2: 2})
    state = reveal(choose(began, "2", "1", "4"), "g2")
    assert [p for p in pictures_of(account(state, 0, before=began)) if p.mark == "new"]


def test_the_hand_does_not_show_the_card_played_this_round() -> None:
    """issue #40: "In hand" still listed the movement card played this round. After the reveal
    (H3) every seat sees it among the played cards, noted as this round's choice."""
    state = table(3, captains=[0, 4, 8], up={1: "y1", 2: "r15", 5: "g2"}, down={1: 2, 2: 2})
    state = choose(state, "2", "1", "4")
    assert state.phase == "resolve"
    for seat in (0, 1, None):
        ana = section(account(state, seat), "you" if seat == 0 else "player", "Ana")
        assert ids(row(ana, "In hand").pictures, "move") == [m for m in MOVES if m != "2"]
        played = row(ana, "Played").pictures
        assert [(p.id, p.note) for p in played] == [("2", "chosen")]
    assert "In hand 1 3 4 5 6 7 rum" in flat(screen(state, 1))
    with i18n.speaking("de"):
        ana = section(account(state, 1), "player", "Ana")
        assert row(ana, "Auf der Hand").pictures and row(ana, "Gespielt").pictures[0].note \
            == "gewählt"


def test_cards_played_in_earlier_rounds_are_faded_in_the_played_row() -> None:
    state = table(3, captains=[0, 4, 8], used={0: ["3", "5"]}, round_=2)
    ana = section(account(state, 0), "you", "Ana")
    assert ids(row(ana, "In hand").pictures, "move") == ["1", "2", "4", "6", "7", "rum"]
    assert [(p.id, p.mark) for p in row(ana, "Played").pictures] == [("3", "used"),
                                                                      ("5", "used")]


@pytest.mark.parametrize(("language", "yet", "left"), [
    ("en", "no cards yet", "no cards left"), ("de", "noch keine Karten", "keine Karten mehr")])
def test_an_empty_crew_says_whether_it_had_cards(language: str, yet: str, left: str) -> None:
    """issue #40: a captain who paid his only card read "no cards yet". Before his first card
    (dealt as he is placed, H2) it is "yet"; after it, what he gave up is gone: "left"."""
    with i18n.speaking(language):
        placing = act(new_game(3, "standard"), 0, "place", space=4)
        ben = section(account(placing, None), "player", "Ben")
        assert ben.rows[0].values == (yet,)
        paid = table(3, captains=[0, 4, 8], variant="standard", bj=12, hands={0: ["r4"]},
                     harbour=["y5"], controller=1)
        ben = section(account(paid, 0), "player", "Ben")
        assert ben.rows[0].values == (left,) and ben.rows[0].tone == "muted"


def crews_and_harbour(state: HState) -> None:
    """The board of every seat and the table says each crew, the harbour and Black Jack as
    the state has them (issue #40: the end said "not hired" of a hired Black Jack)."""
    for seat in (*range(state.seats), None):
        board = account(state, seat)
        for index, name in enumerate(state.players):
            panel = section(board, "you" if seat == index else "player", name)
            assert sorted(ids(row(panel, "Crew").pictures, "card")) == sorted(state.hands[index])
        if state.with_black_jack:
            jack = section(board, "black_jack")
            assert sorted(ids(row(jack, "Harbour").pictures, "card")) == sorted(state.harbour)
            hirer = state.controller
            hired = hirer is not None and state.phase not in ("place", "black_jack")
            assert (state.players[hirer] in jack.note) if hired and hirer is not None else \
                "hired by" not in jack.note


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (3, 2), (4, 3)])
def test_crews_harbour_and_black_jack_are_the_states_in_every_position(players: int,
                                                                        seed: int) -> None:
    """issue #40: crews and harbour correct at the end, checked at every position of a game
    and at its end against the state (004: the cards lie face up in front of each player)."""
    positions: list[HState] = []
    end = play_out(new_game(players, "standard"), seed,
                   watch=lambda _before, _event, after: positions.append(after))
    assert end.phase == "over"
    for state in [*positions[::9], end]:
        crews_and_harbour(state)


def test_passing_is_an_act_of_no_thing_on_the_board() -> None:
    """issue #40: "pass" sat inside Black Jack's box, 1,400 px down a phone. It is an act of
    its own (a tray at the thumb holds such acts), never a row's."""
    bidding = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid",
                    hands={0: ["r15", "y2"]})
    board = account(bidding, 0, owed=True)
    choices = section(board, "choices")
    assert [a.said for a in choices.acts] == ["pass"] and not choices.rows
    for found in board.sections:
        for shown in found.rows:
            assert all(a.pictures or shown.pictures for a in shown.acts)
    assert not section(board, "black_jack").acts


@pytest.mark.parametrize(("language", "bid"), [("en", "bid"), ("de", "bieten")])
def test_a_card_that_is_a_control_shows_a_word_and_says_the_act(language: str, bid: str) -> None:
    """issue #40: to bid you tapped an unlabelled card. Each card that is a control shows a
    short word; its whole act is its label."""
    with i18n.speaking(language):
        bidding = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid",
                        hands={0: ["r15", "y2"]})
        crew = row(section(account(bidding, 0, owed=True), "you"), "Crew")
        tapped = [p.act for p in crew.pictures if p.act is not None]
        assert [a.detail for a in tapped] == [bid, bid]
        assert all(a.said and a.said != a.detail for a in tapped)


def test_every_act_of_a_game_says_itself_and_every_tapped_card_shows_a_word() -> None:
    """issue #40, over whole games: a picture that is a control has a word on it."""
    checked = 0

    def watch(state: HState, _event: object, _after: HState) -> None:
        nonlocal checked
        now = GAME.awaiting(state)
        if not hasattr(now, "actions"):
            return
        board = account(state, now.player, owed=True)
        for found in board.sections:
            for shown in found.rows:
                for picture in shown.pictures:
                    if picture.act is not None:
                        assert picture.act.detail, picture
                        checked += 1
        assert all(a.said for a in acts_of(board))

    play_out(new_game(3, "standard"), 5, watch=watch)
    assert checked > 10


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_the_deciding_seats_panel_comes_right_after_the_ring(seat: int) -> None:
    """issue #40: the acting seat's crew and movement cards come first among the panels, so
    that on a phone the ring and its own panel fit one screen."""
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid",
                  hands={0: ["r15"], 1: ["y2"], 2: ["g3"]}, starter=seat)
    board = account(state, seat, owed=True)
    names = [s.name for s in board.sections]
    panels = [s for s in board.sections if s.name in ("you", "player")]
    assert panels[0].name == "you" and panels[0].title == state.players[seat]
    between = names[names.index("ring") + 1:names.index("you")]
    assert set(between) <= {"face_up", "hand", "choices"}
    assert [s.title for s in panels[1:]] == [n for i, n in enumerate(state.players) if i != seat]


@pytest.fixture(scope="module", name="phone")
def phone_fixture() -> Iterator[Any]:
    from tests.web.browser import launched

    for browser in launched():
        made = browser.new_page(viewport={"width": 360, "height": 740})
        yield made
        made.close()


APP_CSS = (Path(__file__).resolve().parents[2] / "tabletop/web/static/app.css").read_text()
SPAN = """() => { const box = s => document.querySelector(s).getBoundingClientRect();
  return [box('.hs-ring').top, box('.hs-you').bottom, document.documentElement.scrollWidth]; }"""
SCREEN = 740 - 140
"""The phone's screen less what the page keeps around the board: its heading and status, and a
tray at the thumb with the prompt and the acts of no thing."""


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 0)])
def test_the_ring_and_the_deciding_seats_panel_fit_one_phone_screen(
        phone: Any, language: str, players: int, seed: int) -> None:
    """issue #40: to bid you tapped a card of your own panel some 800 px below the prompt. On
    a 360×740 phone the ring and the deciding seat's panel (its crew to bid from, its movement
    cards) fit one screen, late in a game when crews are long, in both languages."""
    late = play_until(new_game(players, "standard"),
                      lambda s: s.round >= 6 and s.phase == "bid", seed)
    seat = decision(late).player
    with i18n.speaking(language):
        body = board_html(GAME, account(late, seat, owed=True))
        phone.set_content(f"<!doctype html><html lang='{language}'><head><meta name='viewport' "
                          f"content='width=device-width'><style>{APP_CSS}\n{all_css()}</style>"
                          f"</head><body><main>{body}</main></body></html>")
    top, bottom, wide = phone.evaluate(SPAN)
    assert bottom - top <= SCREEN, (bottom - top, language)
    assert wide <= 360
