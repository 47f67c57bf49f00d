"""The Scoundrel web page (issue 12): the terminal screen's facts (S10), told once by the board's
account (``text/board.py``) from the observation alone and drawn by the host's templates, with
SVG cards that name themselves (``faces/pictures.py``), an act for each play and the cards the
table may turn over."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import games.scoundrel as package
from games.scoundrel import GAME
from games.scoundrel.faces import pictures
from games.scoundrel.rules.components import DECK
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.text import board as account
from tabletop import i18n
from tabletop.board import Move, board_account
from tabletop.events import Event
from tabletop.plugin import Advice, Decision, words
from tabletop.web.board import act_html, board_html, picture_html, section_html
from tabletop.web.views import web_pictures
from tests.web_view_checks import (
    check_games,
    check_text,
    foreign_imports,
    printed,
    unprefixed_classes,
)

from .helpers import RUN, play, reveal, start

FOLDER = Path(package.__file__).parent


def html(state: ScoundrelState, advice: Advice | None = None) -> str:
    """The board as a page draws it, the advice under it as the page adds it."""
    board = account.board(GAME.observe(state, 0))
    if advice is not None:
        board = replace(board, sections=(*board.sections, account.advice(advice)))
    return check_text(board_html(GAME, board), "board")


def moves_of(state: ScoundrelState) -> list[Move]:
    legal = GAME.awaiting(state)
    assert isinstance(legal, Decision)
    return [Move(n, event, words(GAME, event)) for n, event in enumerate(legal.actions)]


def test_the_web_view_imports_no_rules_state_or_advice() -> None:
    assert foreign_imports(FOLDER) == {}


def test_the_game_names_its_account_and_its_pictures() -> None:
    assert GAME.meta.board == "games.scoundrel.text.board"
    assert GAME.meta.web == "games.scoundrel.faces.pictures"
    assert board_account(GAME) is account and web_pictures(GAME) is pictures
    assert pictures.PREFIX == "sc"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_random_games_render_every_board_action_and_card(lang: str) -> None:
    seen = check_games(GAME, ["<b>x</b>"], range(8), lang)
    assert seen.actions == {"play", "run"}
    assert {value for _, value in seen.outcomes} == set(DECK)
    assert {kind for kind, _ in seen.outcomes} == {"room"}


def test_classes_are_the_games_or_the_hosts() -> None:
    state = play(play(start("7D", "KS", "9H", "5C", health=12), "7D"), "KS")
    assert unprefixed_classes(pictures.CSS, html(state), "sc-") == set()


def test_s3_s4_s5_cards_effects_and_the_weapon_with_its_slain_monster() -> None:
    """002_1fb84a41f10de15f.txt: 'K♠ 13 − 7 = 6'; 'Lebenspunkte: 16 → 20'."""
    state = play(play(start("7D", "KS", "9H", "5C", health=12), "7D"), "KS")
    text = html(state)
    assert 'aria-label="7 of diamonds (7♦), weapon 7"' in text
    assert 'aria-label="king of spades (K♠), monster 13"' in text
    assert "may fight monsters below 13" in text and "slain with it" in printed(text)
    assert "heals 9" in text and "weapon: 0 dmg · bare: 5" in text
    assert "played 2 of 3; potion still heals" in text
    assert 'aria-label="health 6 of 20"' in text and "6/20" in printed(text)
    with i18n.speaking("de"):
        german = html(state)
    assert 'aria-label="Pik König (K♠), Monster 13"' in german
    assert "darf Monster unter 13 bekämpfen" in german and "damit erschlagen" in german


def test_each_way_to_play_a_room_card_is_an_act_on_it() -> None:
    """S4 (002_1fb84a41f10de15f.txt): a monster the weapon may fight may be fought bare-handed
    too; both ways are acts on the card, with what each costs."""
    state = play(start("7D", "KS", "9H", "5C", health=12), "7D")
    moves = moves_of(state)
    board = account.board(GAME.observe(state, 0), moves)
    room = next(s for s in board.sections if s.name == "room")
    ways = {row.pictures[0].id: [(a.words, a.said) for a in row.acts] for row in room.rows}
    assert ways["KS"] == [("play KS", "K♠: weapon: 6 damage → health 6"),
                          ("play KS bare", "K♠: bare-handed: 13 damage → health -1")]
    assert ways["9H"] == [("play 9H", "9♥: drink: heals 8 → health 20")]
    page = check_text(board_html(GAME, board), "with moves")
    for move in moves:
        assert f'name="n" value="{move.index}" data-action="{move.words}"' in page


def test_the_options_and_running_away_are_told_in_words() -> None:
    """Issue 12: the facts said ``weapon_rule=lower, death_penalty=dungeon`` and ``allowed
    ('run')``, the option names and the terminal's command; issue #28: each option as every
    other screen says it."""
    text = html(start("7D", "KS", "9H", "5C", health=12))
    assert "weapon_rule" not in text and "('run')" not in text
    assert "Weapon after a kill: only against lower monsters" in text
    assert "On a loss, subtract: the monsters left in the dungeon" in text
    assert "you may run from this room" in text
    harsh = GAME.setup(GAME.meta.options(weapon_rule="lower_or_equal",
                                         death_penalty="dungeon_and_room"), ["P"])
    with i18n.speaking("de"):
        german = html(harsh)
    assert "Waffe nach einem Sieg: auch gegen gleich starke" in german
    assert ("Bei einer Niederlage abziehen: die im Dungeon und die ungespielten des Raums"
            in german)


def test_cards_still_to_turn_over_are_face_down_slots() -> None:
    state = reveal(GAME.setup(GAME.meta.options(), ["P"]), "7D", "KS")
    text = html(state)
    assert text.count('aria-label="a card still to turn over"') == 2
    assert "2 cards to turn over" in text


def test_the_end_is_told() -> None:
    state = play(start("KS", "QS", "JS", "AS", health=5), "KS")
    assert "You died in the dungeon." in html(state)


def test_each_button_shows_the_card_and_what_playing_it_does() -> None:
    def face(event: Event) -> str:
        return check_text(act_html(GAME, account.act(Move(0, event, words(GAME, event)))),
                          str(event))

    faces = {line: face(event) for line, event in [
        ("equip", Event(0, "play", {"card": "7D"})), ("drink", Event(0, "play", {"card": "9H"})),
        ("fight", Event(0, "play", {"card": "KS"})),
        ("bare", Event(0, "play", {"card": "KS", "with": "bare"})), ("run", RUN)]}
    assert "7♦ equip" in faces["equip"] and "7 of diamonds" in faces["equip"]
    assert "9♥ drink" in faces["drink"]
    assert printed(faces["fight"]) == "K♠ fight"
    assert printed(faces["bare"]) == "K♠ fight bare-handed"
    assert "run from the room" in faces["run"] and "<svg" not in faces["run"]
    with i18n.speaking("de"):
        assert "K♠ mit bloßen Händen bekämpfen" in face(
            Event(0, "play", {"card": "KS", "with": "bare"}))


def test_an_outcome_is_the_card_with_its_name() -> None:
    shown = account.outcome("room", "AC")
    assert shown.name == "ace of clubs (A♣), monster 14"
    text = check_text(picture_html(GAME, shown), "outcome")
    assert 'aria-label="ace of clubs (A♣), monster 14"' in text and "A♣" in text


def test_the_advice_is_a_table_of_actions_and_expected_scores() -> None:
    state = play(start("7D", "KS", "9H", "5C", health=12), "7D")
    advice = GAME.advise(state, 0, 0.2)
    text = check_text(section_html(GAME, account.advice(advice)), "advice")
    assert "Advice (expected final score):" in text
    assert text.count("<tr") == 1 + len(advice.data["alternatives"])
    assert "Exact:" in text or "Estimate:" in text
    assert "Advice (expected final score):" in html(state, advice)
    waiting = GAME.advise(GAME.setup(GAME.meta.options(), ["P"]), 0, 0.0)
    assert "turn over the next card" in check_text(
        section_html(GAME, account.advice(waiting)), "advice")
