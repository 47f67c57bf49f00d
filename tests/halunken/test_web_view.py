"""The Halunken board on a web page (issue 12): the harbour drawn by the host from the board's
account of a seat's observation, with the game's pictures: cards that name their colour, a
secret movement card shown only to its owner (H3, H12), Black Jack's used movement cards face up
(004), a button for every decision on what it acts on and a picture for every card the table
may turn."""

from __future__ import annotations

import random

import pytest

from games.halunken import GAME
from games.halunken.faces import pictures
from games.halunken.play.advice import advice_with
from games.halunken.rules.components import BJ_MOVES, DECK, MOVES
from games.halunken.rules.state import HState
from games.halunken.text.names import card_name
from tabletop.board import Move
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.playout import playout
from tabletop.text import i18n
from tabletop.web.board import act_html, picture_html
from tests.web_view_checks import NASTY, check_text, offered, printed, unprefixed_classes

from .drawn import TOLD, account, advice_page, page
from .helpers import choose, jack_turns, new_game, pick, table

KINDS = {"place", "jack", "bid", "pass", "move", "jack_card", "take", "give", "rob", "rum"}


def html(state: HState, seat: int | None, owed: bool = False) -> str:
    return page(account(state, seat, owed), f"board of {seat}")


@pytest.mark.parametrize(("seats", "seeds"), [(2, range(3)), (4, range(2))])
def test_random_games_offer_every_action_and_card(seats: int, seeds: range) -> None:
    """What the conformance suite's random games draw (tests/conformance/test_web_view.py:
    imports, every board, act and picture, the classes) reaches every kind of Halunken's; the
    two-player variant's own (H12) with two."""
    seen = offered(GAME, NASTY[:seats] + ["D"] * (seats - len(NASTY)), seeds)
    assert seen.actions <= KINDS
    assert {"place", "jack", "bid", "pass", "move", "take", "give", "rum"} <= seen.actions
    assert {kind for kind, _ in seen.outcomes} == {"card", "jack"}
    if seats == 2:
        assert {"jack_card", "rob"} <= seen.actions


def act(event: Event) -> str:
    return check_text(act_html(GAME, TOLD.act(Move(0, event, GAME.words(event)))), str(event))


def test_every_decision_and_every_card_has_a_picture_or_words() -> None:
    events = [Event(0, "place", {"space": 4}), Event(0, "jack", {"space": 13}),
              Event(0, "bid", {"card": "r15"}), Event(0, "pass"),
              Event(0, "move", {"card": "rum"}), Event(0, "jack_card", {"card": "6"}),
              Event(0, "take", {"card": "y12"}), Event(0, "give", {"card": "g2"}),
              Event(0, "rob", {"from": "harbour"}), Event(0, "rob", {"from": "captain"}),
              Event(0, "rum", {"value": 5})]
    assert {e.kind for e in events} == KINDS
    faces = [act(event) for event in events]
    assert "captain to space 5" in faces[0] and "Black Jack to space 14" in faces[1]
    assert 'aria-label="red 15"' in faces[2] and "bid red 15" in faces[2]
    assert 'aria-label="rum card"' in faces[4] and "play rum card" in faces[4]
    assert 'aria-label="movement card 6"' in faces[5] and "for Black Jack" in faces[5]
    assert "rob the harbour" in faces[8] and "rum counts as 5" in faces[10]
    for card in DECK:
        shown = check_text(picture_html(GAME, TOLD.outcome("card", card)), card)
        assert f'aria-label="{card_name(card)}"' in shown
    for move in (*BJ_MOVES, *MOVES):
        check_text(picture_html(GAME, TOLD.outcome("jack", move)), move)
    with i18n.speaking("de"):
        assert 'aria-label="grau 13"' in str(picture_html(GAME, TOLD.outcome("card", "g13")))
        assert "Rumkarte spielen" in act(events[4])
        assert 'data-action="spiele rum"' in act(events[4])  # what a person types, apart


def test_a_free_space_is_its_dive_tapped() -> None:
    """Issue 12: fourteen buttons "captain to space N" filled a phone; the dive itself is the
    button, saying the whole act to a screen reader."""
    shown = html(new_game(3), 0, owed=True)
    assert shown.count('class="act b-cell-go"') == 14
    assert 'data-action="place 5"' in shown and printed(shown).count("captain to space") == 14


def test_a_crew_card_names_its_colour_in_letters_and_in_full_for_a_screen_reader() -> None:
    """Issue 12: a crew's cards are too small to print their colour's word readably; each says
    its colour's letters (the reader's: ``ge`` for gelb) and is named in full."""
    state = table(3, captains=[0, 4, 8], hands={0: ["r4", "r15", "y12"]})
    shown = html(state, 0)
    crew = shown[shown.index('class="b-section b-section-facts hs-you"'):]
    crew = crew[:crew.index("</dl>")]
    assert ">r</text>" in crew and ">y</text>" in crew and ">15</text>" in crew
    assert 'aria-label="red 15, counts double"' in crew and 'aria-label="yellow 12"' in crew
    assert "×2" in printed(crew) and "red counts double" in printed(crew)
    with i18n.speaking("de"):
        assert ">ge</text>" in html(state, 0)


def test_a_card_on_a_dive_names_its_colour_in_print_too() -> None:
    """Colour is not the only cue: the card says 'yellow' and its value."""
    shown = html(table(3, captains=[0, 4, 8], up={1: "y12"}), 0)
    assert ">yellow</text>" in shown and ">12</text>" in shown


def test_classes_are_the_games_or_the_hosts() -> None:
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2},
                  hands={0: ["r15", "r4"], 1: ["p3"]}, variant="standard", bj=12)
    assert unprefixed_classes(pictures.CSS, html(state, 0, owed=True), "hs-") == set()


def test_the_board_shows_dives_crews_and_black_jack() -> None:
    state = table(3, captains=[0, 4, 8], up={1: "y1", 5: "p14"}, down={1: 2, 5: 1},
                  hands={0: ["r4", "r15"], 1: ["p3"]}, variant="standard", bj=12,
                  harbour=["g13"])
    shown = html(state, 0)
    assert 'aria-label="yellow 1"' in shown and 'aria-label="2 cards face down"' in shown
    assert 'aria-label="empty"' in shown
    assert 'aria-label="captain of Ana"' in shown and 'aria-label="Black Jack"' in shown
    assert "space 13" in shown and "Harbour" in shown and 'aria-label="grey 13"' in shown
    assert "Round 1 of 8" in shown and "choose movement cards in secret" in shown


def test_h3_a_chosen_card_shows_to_its_owner_and_face_down_to_the_others() -> None:
    """004: "each player secretly chooses one of his Movement cards and puts it face down in
    front of him." """
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2})
    state = GAME.turn(state, Event(0, "move", {"card": "6"}))
    chosen = '<b class="b-note">chosen</b>'
    mine = html(state, 0)
    assert 'aria-label="movement card 6"><title>movement card 6</title>' in mine
    assert chosen in mine[mine.index('aria-label="movement card 6"'):][:400]
    for other in (1, None):
        seen = html(state, other)
        assert chosen in seen[seen.index('aria-label="a movement card, face down"'):][:400]


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
                    drawn = {html(a, viewer) for a in after}
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
    shown = html(state, None)
    jack = shown[shown.index("hs-black_jack"):]
    assert 'aria-label="movement card 9"' in jack and 'aria-label="movement card 11"' in jack
    assert "10 movement cards left" in jack


def test_the_advice_for_a_movement_card_is_a_table() -> None:
    state = table(3, captains=[0, 4, 8], up={1: "y1", 2: "r15"}, down={1: 2, 2: 2},
                  hands={0: ["r4"], 1: ["p3"], 2: ["g2"]})
    given = advice_with(state, 0, random.Random(1))
    shown = advice_page(given)
    assert "Advice for Ana: play " in shown and '<table class="b-table">' in shown
    assert "◀ best" in shown and "Robbed" in shown
