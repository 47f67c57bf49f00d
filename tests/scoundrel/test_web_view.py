"""Scoundrel on a web page (issue 12): the board's account (the terminal screen's facts, S10)
drawn by the host with the game's SVG cards that name themselves, an act for each play and the
cards the table may turn over."""

from __future__ import annotations

from markupsafe import Markup

from games.scoundrel import GAME
from games.scoundrel.faces import pictures
from games.scoundrel.rules.components import DECK
from tabletop.board import Move
from tabletop.events import Event
from tabletop.text import i18n
from tabletop.web.board import act_html, picture_html, section_html
from tests.web_view_checks import check_text, offered, printed, unprefixed_classes

from .drawn import TOLD, html
from .helpers import RUN, play, reveal, start


def test_random_games_offer_every_action_and_card() -> None:
    """What the conformance suite's random games draw (tests/conformance/test_web_view.py:
    imports, every board, act and picture, the classes) reaches every kind of Scoundrel's."""
    seen = offered(GAME, ["<b>x</b>"], range(8))
    assert seen.actions == {"play", "run"}
    assert {value for _, value in seen.outcomes} == set(DECK)
    assert {kind for kind, _ in seen.outcomes} == {"room"}


def test_classes_are_the_games_or_the_hosts() -> None:
    """The weapon with its slain monster, drawn: its classes are Scoundrel's or the host's."""
    state = play(play(start("7D", "KS", "9H", "5C", health=12), "7D"), "KS")
    assert unprefixed_classes(pictures.CSS, html(state), "sc-") == set()


def test_s3_s4_s5_cards_effects_and_the_weapon_with_its_slain_monster() -> None:
    """002_1fb84a41f10de15f.txt: 'K♠ 13 − 7 = 6'; 'Lebenspunkte: 16 → 20'."""
    state = play(play(start("7D", "KS", "9H", "5C", health=12), "7D"), "KS")
    text = html(state)
    assert 'aria-label="7 of diamonds (7♦), weapon 7"' in text
    assert 'aria-label="king of spades (K♠), monster 13"' in text
    assert "may fight monsters below 13" in text
    assert "heals 9" in text and "weapon: 0 dmg · bare: 5" in text
    assert "slain with it" in text
    assert "played 2 of 3; potion still heals" in text
    assert 'aria-label="health 6 of 20"' in text and "6/20" in text
    with i18n.speaking("de"):
        german = html(state)
    assert 'aria-label="Pik König (K♠), Monster 13"' in german
    assert "darf Monster unter 13 bekämpfen" in german


def test_the_options_and_running_away_are_told_in_words() -> None:
    """Issue 12: the facts said ``weapon_rule=lower, death_penalty=dungeon`` and ``allowed
    ('run')``, the option names and the terminal's command."""
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
    assert "Bei einer Niederlage abziehen: " in german


def test_cards_still_to_turn_over_are_face_down_slots() -> None:
    state = reveal(GAME.setup(GAME.meta.options(), ["P"]), "7D", "KS")
    text = html(state)
    assert text.count('aria-label="a card still to turn over"') == 2
    assert "2 cards to turn over" in text


def test_the_end_is_told() -> None:
    state = play(start("KS", "QS", "JS", "AS", health=5), "KS")
    assert "You died in the dungeon." in html(state)


def test_each_button_shows_the_card_and_what_playing_it_does() -> None:
    def face(event: Event) -> Markup:
        return act_html(GAME, TOLD.act(Move(0, event, GAME.notation(event))))

    faces = {line: check_text(face(event), line) for line, event in [
        ("equip", Event(0, "play", {"card": "7D"})), ("drink", Event(0, "play", {"card": "9H"})),
        ("fight", Event(0, "play", {"card": "KS"})),
        ("bare", Event(0, "play", {"card": "KS", "with": "bare"})), ("run", RUN)]}
    assert "equip 7♦" in faces["equip"] and "7 of diamonds" in faces["equip"]
    assert "drink 9♥" in faces["drink"]
    assert printed(faces["fight"]) == "fight K♠"
    assert printed(faces["bare"]) == "fight K♠ bare-handed"
    assert "run from the room" in faces["run"] and "<svg" not in faces["run"]
    with i18n.speaking("de"):
        assert "K♠ mit bloßen Händen bekämpfen" in str(face(
            Event(0, "play", {"card": "KS", "with": "bare"})))


def test_an_outcome_is_the_card_with_its_name() -> None:
    text = check_text(picture_html(GAME, TOLD.outcome("room", "AC")), "outcome")
    assert 'aria-label="ace of clubs (A♣), monster 14"' in text and "A♣" in text


def test_the_advice_is_a_table_of_actions_and_expected_scores() -> None:
    state = play(start("7D", "KS", "9H", "5C", health=12), "7D")
    advice = GAME.advise(state, 0, 0.2)
    text = check_text(section_html(GAME, TOLD.advice(advice)), "advice")
    assert "Advice (expected final score):" in text
    assert text.count("<tr") == 1 + len(advice.data["alternatives"])
    assert "Exact:" in text or "Estimate:" in text
    assert "Advice (expected final score):" in html(state, advice)
    waiting = GAME.advise(GAME.setup(GAME.meta.options(), ["P"]), 0, 0.0)
    assert "turn over the next card" in check_text(section_html(GAME, TOLD.advice(waiting)),
                                                   "advice")
