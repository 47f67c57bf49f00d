"""The dungeon dice board on a web page (issue 12): the terminal screen's facts drawn from the
one account of the observation, dice faces that name themselves, an act in words for every
kind of decision and a picture for every hero, face and token the table may reveal."""

from __future__ import annotations

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.faces.pictures import CSS
from games.dungeon_dice.rules.components import DUNGEON_FACES, PARTY_FACES, TOKENS
from games.dungeon_dice.rules.heroes import BASE as BASE_HEROES
from tabletop.board import Move
from tabletop.events import Event
from tabletop.plugin import Advice, words
from tabletop.text import i18n
from tabletop.web.board import act_html, picture_html
from tests.web_view_checks import NASTY, check_text, offered, printed, unprefixed_classes

from .boards import TOLD, advice_html, html, screen
from .helpers import at, game

KINDS = {"hero", "deal", "ready", "mulligan", "fight", "open", "quaff", "done", "dragon",
         "reroll", "use", "ultimate", "flee", "retire", "seek"}  # every kind actions.py lists


def face(event: Event) -> str:
    """An act's button, as the list under a board or the fix page draws it."""
    return check_text(act_html(GAME, TOLD.act(Move(0, event, words(GAME, event)))), str(event))


@pytest.mark.parametrize(("seats", "seeds"), [(1, range(6)), (4, range(5))])
def test_random_games_offer_every_kind_of_decision(seats: int, seeds: range) -> None:
    """What the conformance suite's random games draw (tests/conformance/test_web_view.py:
    imports, every board, act and picture, the classes) reaches the kinds of a delve; no kind
    beyond those actions.py lists."""
    kinds = offered(GAME, NASTY[:seats] + ["D"] * (seats - len(NASTY)), seeds,
                    {"heroes": "deal"} if seats == 4 else None).actions
    assert {"fight", "done", "retire", "seek", "flee"} <= kinds <= KINDS


def test_every_kind_of_decision_has_a_button_face() -> None:
    events = [Event(0, "hero", {"hero": "knight"}), Event(0, "deal"), Event(0, "ready"),
              Event(0, "mulligan", {"faces": ["scroll", "thief"]}),
              Event(0, "fight", {"with": "fighter", "target": "goblin"}),
              Event(0, "fight", {"with": "ally-fighter", "target": "ooze", "extra": "goblin"}),
              Event(0, "open", {"with": "thieves-tools"}),
              Event(0, "quaff", {"with": "hero-fighter", "faces": ["champion", "champion"]}),
              Event(0, "done"), Event(0, "dragon", {"with": ["fighter", "cleric", "mage"]}),
              Event(0, "reroll", {"with": "scroll", "party": ["mage"], "dungeon": ["goblin"]}),
              Event(0, "use", {"token": "elixir", "face": "champion"}),
              Event(0, "use", {"token": "town-portal"}),
              Event(0, "ultimate", {"targets": ["skeleton", "skeleton"]}),
              Event(0, "ultimate", {"party": ["mage"], "dungeon": ["ooze"]}),
              Event(0, "ultimate", {"token": "elixir", "faces": ["champion"]}),
              Event(0, "ultimate"), Event(0, "flee"), Event(0, "retire"), Event(0, "seek")]
    assert {e.kind for e in events} == KINDS
    faces = [face(event) for event in events]
    assert printed(faces[0]) == "choose Knight" and printed(faces[4]) == "Fighter defeats Goblin"
    assert 'aria-label="Goblin (dungeon die)"' in faces[4]
    assert printed(faces[5]) == "Fighter (ally) defeats Ooze and one Goblin"
    assert 'aria-label="Thieves&#39; Tools"' in faces[6]
    assert printed(faces[7]) == "ultimate: the hero as Fighter quaffs, bringing back Champion ×2"
    assert printed(faces[12]) == "use Town Portal"
    with i18n.speaking("de"):
        german = face(events[4])
    assert printed(german) == "Krieger besiegt Kobold" and "Kobold (Dungeonwürfel)" in german


def test_a_die_names_itself_in_print_under_its_picture() -> None:
    """Issue 12: a name drawn inside a die is a few pixels high; on the board each die has its
    name printed under it, many of one face counted on it; a button says its act in words,
    its dice small beside them."""
    reroll = Event(0, "reroll", {"with": "scroll", "party": ["mage", "thief"],
                                 "dungeon": ["goblin", "goblin", "goblin", "ooze"]})
    shown = face(reroll)
    assert printed(shown) == "Scroll rerolls Mage, Thief, Goblin ×3, Ooze"
    assert shown.count("<svg") == 5 and "<text" not in shown  # no print inside a die
    assert printed(face(Event(0, "use", {"token": "elixir", "face": "champion"}))) == \
        "use Elixir as Champion"
    board = html(at("knight", party=["fighter", "cleric"], dungeon=["goblin"] * 3))
    assert '<small class="dd-cap">Goblin</small></span><b class="b-note">×3</b>' in board


def test_every_hero_face_and_token_has_a_picture_with_its_name() -> None:
    for kind, values in (("hero", BASE_HEROES), ("party", PARTY_FACES),
                         ("dungeon", DUNGEON_FACES), ("treasure", TOKENS)):
        for value in values:
            text = check_text(picture_html(GAME, TOLD.outcome(kind, value)), f"{kind} {value}")
            assert "<svg" in text and 'role="img"' in text, (kind, value)
    assert TOLD.outcome("dungeon", "dragon").name == "Dragon (dungeon die)"
    assert TOLD.outcome("treasure", "ring-of-invisibility").name == "Ring of Invisibility"
    with i18n.speaking("de"):
        assert TOLD.outcome("party", "scroll").name == "Schriftrolle (Gruppenwürfel)"
        assert "Ritter" in str(picture_html(GAME, TOLD.outcome("hero", "knight")))


def test_classes_are_the_games_or_the_hosts() -> None:
    state = at("knight", party=["fighter", "cleric"], dungeon=["goblin"], lair=1,
               tokens=["elixir"], allies=["thief"])
    found = unprefixed_classes(CSS, html(state, moves=True), "dd-")
    assert {name for name in found if not name.startswith("b-")} == set()


def test_the_table_shows_dice_lair_level_treasure_and_every_player() -> None:
    state = at("knight", party=["fighter", "fighter", "cleric"], dungeon=["goblin", "ooze"],
               lair=2, level=3, xp=4, tokens=["elixir", "elixir"], allies=["thief"], others=1)
    text = html(state)
    assert 'aria-label="level 3 of 10"' in text and "3/10" in text
    assert 'aria-label="Fighter (party die)"' in text and "×2" in text
    assert 'aria-label="Ooze (dungeon die)"' in text
    assert 'aria-label="Dragon (dungeon die)"' in text and "2 dragon faces" in text
    assert 'aria-label="Elixir"' in text and "Thief (ally)" in text
    assert "Allies serve until the regroup." in text
    assert "Knight (novice)" in text and "Spellsword (novice)" in text
    assert "monsters: defeat every one, or flee" in text
    assert "treasure tokens left in the pool" in text
    terminal = screen(state)
    for fact in ("3/10", "Fighter×2", "Ooze", "2 dragon faces", "Elixir×2", "Thief (ally)",
                 "Knight (novice)", "Spellsword (novice)", "monsters: defeat every one"):
        assert fact in terminal, fact


def test_the_hero_choice_lists_the_free_heroes() -> None:
    text = html(game(), moves=True)
    assert "Free heroes" in text and "Knight" in text
    assert "choose a hero, or let one be dealt" in text
    # issue #40: a hero's card is picked to be read whole, then chosen in the tray
    assert 'name="src" id="b-s2" value="card-knight"' in text
    assert 'data-action="hero knight" data-src="s2"' in text and "choose Knight" in text


def test_d8_the_regroup_shows_the_odds_when_advised() -> None:
    state = at("knight", party=["fighter", "cleric"], level=2, stage="regroup")
    assert GAME.observe(state, 0)["advise"]
    advice = GAME.advise(state, 0, 0.0)
    assert "chance to clear level 3" in screen(state, advice)
    said = advice_html(advice)
    assert "chance to clear level 3" in said and "expected XP" in said and "advice: " in said


def test_advice_within_a_level_is_a_table_of_moves() -> None:
    state = at("knight", party=["fighter", "cleric", "mage"], dungeon=["goblin", "skeleton"])
    advice = GAME.advise(state, 0, 0.2)
    text = advice_html(advice)
    assert '<table class="b-table">' in text or "rule of thumb" in text
    assert "no advice at this step" in advice_html(Advice(None, {"best": None}))


def test_the_advised_move_is_said_in_words_not_its_notation() -> None:
    """Issue 12: the German hint read "Rat: fight fighter goblin"."""
    state = at("knight", party=["fighter", "cleric", "mage"], dungeon=["goblin", "skeleton"])
    advice = GAME.advise(state, 0, 0.2)
    assert advice.best is not None
    with i18n.speaking("de"):
        text = printed(advice_html(advice))
        named = TOLD.act(Move(0, advice.best, words(GAME, advice.best))).said
    assert advice.data["best"] not in text and words(GAME, advice.best) not in text
    assert named in text
