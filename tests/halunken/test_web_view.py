"""The Halunken web view (issue 12): the harbour drawn from a seat's observation alone, cards
that name their colour, a secret movement card shown only to its owner (H3, H12), Black Jack's
used movement cards face up (004), a button face for every decision and a picture for every card
the table may turn."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import games.halunken as package
from games.halunken import GAME
from games.halunken.faces import web
from games.halunken.faces.pictures import card_name
from games.halunken.play.advice import advice_with
from games.halunken.rules.components import BJ_MOVES, DECK, MOVES
from games.halunken.rules.state import HState
from tabletop import i18n
from tabletop.events import Event
from tabletop.play.playout import playout
from tabletop.plugin import Decision
from tests.web_view_checks import (
    NASTY,
    check_games,
    check_text,
    foreign_imports,
    printed,
    unprefixed_classes,
)

from .helpers import choose, jack_turns, new_game, pick, table

FOLDER = Path(package.__file__).parent
KINDS = {"place", "jack", "bid", "pass", "move", "jack_card", "take", "give", "rob", "rum"}


def html(state: HState, seat: int | None) -> str:
    return check_text(web.board(GAME.observe(state, seat)), f"board of {seat}")


def test_the_web_view_imports_no_rules_state_or_search() -> None:
    assert foreign_imports(FOLDER) == {}


@pytest.mark.parametrize(("seats", "seeds", "every"), [(2, range(3), 3), (4, range(2), 6)])
def test_random_games_render_every_board_action_and_card(seats: int, seeds: range,
                                                         every: int) -> None:
    seen = check_games(GAME, NASTY[:seats] + ["D"] * (seats - len(NASTY)), seeds, every=every)
    assert seen.actions <= KINDS
    assert {"place", "jack", "bid", "pass", "move", "take", "give", "rum"} <= seen.actions
    assert {kind for kind, _ in seen.outcomes} == {"card", "jack"}
    if seats == 2:
        assert {"jack_card", "rob"} <= seen.actions


def test_random_games_render_in_german() -> None:
    assert check_games(GAME, ["<b>x</b>", "[/]", "Zoë"], range(1), "de", every=6).boards


def test_every_decision_and_every_card_has_a_picture_or_words() -> None:
    events = [Event(0, "place", {"space": 4}), Event(0, "jack", {"space": 13}),
              Event(0, "bid", {"card": "r15"}), Event(0, "pass"),
              Event(0, "move", {"card": "rum"}), Event(0, "jack_card", {"card": "6"}),
              Event(0, "take", {"card": "y12"}), Event(0, "give", {"card": "g2"}),
              Event(0, "rob", {"from": "harbour"}), Event(0, "rob", {"from": "captain"}),
              Event(0, "rum", {"value": 5})]
    assert {e.kind for e in events} == KINDS
    faces = [check_text(web.action(event), str(event)) for event in events]
    assert "captain to space 5" in faces[0] and "Black Jack to space 14" in faces[1]
    assert 'aria-label="red 15"' in faces[2] and "bid" in faces[2]
    assert 'aria-label="movement card rum"' in faces[4]
    assert 'aria-label="movement card 6"' in faces[5] and "for Black Jack" in faces[5]
    assert "rob the harbour" in faces[8] and "rum counts as 5" in faces[10]
    for card in DECK:
        assert f'aria-label="{card_name(card)}"' in check_text(web.outcome("card", card), card)
    for move in (*BJ_MOVES, *MOVES):
        check_text(web.outcome("jack", move), move)
    with i18n.speaking("de"):
        assert 'aria-label="grau 13"' in str(web.outcome("card", "g13"))
        assert "Bewegungskarte Rum" in str(web.action(events[4]))


def test_a_space_to_put_a_piece_on_is_a_big_number_and_a_small_word() -> None:
    """Issue 12: fourteen buttons "captain to space N" filled a phone; the face shows the
    number and "space", and says the whole sentence to a screen reader."""
    face = check_text(web.action(Event(0, "place", {"space": 4})), "place")
    assert '<span class="hs-sr">captain to space 5</span>' in face
    assert printed(face.replace('<span class="hs-sr">captain to space 5</span>', "")) == \
        "5 space"
    with i18n.speaking("de"):
        german = str(web.action(Event(0, "jack", {"space": 13})))
    assert "Black Jack auf Feld 14" in german and "<b>14</b><small>Feld</small>" in german


def test_a_crew_names_each_colour_once_above_its_small_cards() -> None:
    """Issue 12: a crew's cards are too small to print their colour readably; the colour's name
    stands once above them, each card still named in full for a screen reader."""
    state = table(3, captains=[0, 4, 8], hands={0: ["r4", "r15", "y12"]})
    text = html(state, 0)
    crew = text[text.index('<div class="hs-crew">'):text.index("In hand")]
    assert printed(crew) == "red ×2 doubled yellow"
    assert ">red</text>" not in crew and ">15</text>" in crew
    assert 'aria-label="red 15"' in crew and 'aria-label="yellow 12"' in crew


def test_a_card_names_its_colour_in_print_too() -> None:
    """Colour is not the only cue: the card says 'yellow' and its value."""
    text = str(web.outcome("card", "y12"))
    assert ">yellow</text>" in text and ">12</text>" in text


def test_classes_are_the_games_or_the_hosts() -> None:
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2},
                  hands={0: ["r15", "r4"], 1: ["p3"]}, variant="standard", bj=12)
    assert unprefixed_classes(web.CSS, html(state, 0), "hs-") == set()


def test_the_board_shows_dives_crews_and_black_jack() -> None:
    state = table(3, captains=[0, 4, 8], up={1: "y1", 5: "p14"}, down={1: 2, 5: 1},
                  hands={0: ["r4", "r15"], 1: ["p3"]}, variant="standard", bj=12,
                  harbour=["g13"])
    text = html(state, 0)
    assert 'aria-label="Dive 2"' in text and 'aria-label="yellow 1"' in text
    assert 'title="2 face down"' in text and "empty" in text
    assert 'aria-label="captain of Ana"' in text and 'aria-label="Black Jack"' in text
    assert "×2 doubled" in text and "space 13" in text and "Harbour" in text
    assert 'aria-label="grey 13"' in text
    assert "Round 1 of 8" in text and "choose movement cards in secret" in text


def test_h3_a_chosen_card_shows_to_its_owner_and_face_down_to_the_others() -> None:
    """004: "each player secretly chooses one of his Movement cards and puts it face down in
    front of him." """
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2})
    state = GAME.turn(state, Event(0, "move", {"card": "6"}))
    mine = html(state, 0)
    assert 'Chosen this round: <svg class="hs-move" viewBox="0 0 40 56" role="img" ' \
           'aria-label="movement card 6"' in mine
    for other in (1, None):
        seen = html(state, other)
        assert "Chosen this round: " in seen and 'aria-label="a movement card, face down"' in seen
        assert 'Chosen this round: <svg class="hs-move" viewBox="0 0 40 56" role="img" ' \
               'aria-label="movement card 6"' not in seen


@pytest.mark.parametrize("players", [2, 3])
def test_h3_h12_no_board_depends_on_another_seats_secret_card(players: int) -> None:
    """Whatever a seat chooses in secret (its movement card; with two players the hirer's card
    for Black Jack), every other seat's board and the table's stay the same until the last
    choice turns them all over."""
    rnd = random.Random(players)
    checked = 0

    def decide(state: HState, now: Decision, _step: int) -> Event:
        nonlocal checked
        if now.secret and checked < 12:
            after = [GAME.turn(state, a) for a in now.actions]
            if all(a.phase == "choose" for a in after):
                for viewer in (None, *(s for s in range(players) if s != now.player)):
                    drawn = {str(web.board(GAME.observe(a, viewer))) for a in after}
                    assert len(drawn) == 1, f"seat {viewer} sees seat {now.player}'s choice"
                checked += 1
        return pick(now, rnd)

    playout(GAME, new_game(players, "standard"), players, decide)
    assert checked == 12


def test_004_black_jacks_used_movement_cards_lie_face_up() -> None:
    """004: "Black Jack's used Movement cards remain face up next to the board." """
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12)
    state = jack_turns(choose(state, "1", "2", "3"), "9")
    for seat in range(3):  # nobody hires him in round 2
        state = GAME.turn(state, Event((state.starter + seat) % 3, "pass"))
    state = jack_turns(choose(state, "4", "5", "6"), "11")
    text = html(state, None)
    jack = text[text.index('<article class="hs-jack">'):]
    assert 'aria-label="movement card 9"' in jack and 'aria-label="movement card 11"' in jack
    assert "10 movement cards left" in jack


def test_the_advice_for_a_movement_card_is_a_table() -> None:
    state = table(3, captains=[0, 4, 8], up={1: "y1", 2: "r15"}, down={1: 2, 2: 2},
                  hands={0: ["r4"], 1: ["p3"], 2: ["g2"]})
    given = advice_with(state, 0, random.Random(1))
    text = check_text(web.advice(given), "advice")
    assert "Advice for Ana" in text and "<table>" in text
    assert "Advice for Ana" in check_text(web.board(GAME.observe(state, 0), given), "board")
