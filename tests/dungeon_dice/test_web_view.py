"""The dungeon dice web view (issue 12): the terminal screen's facts drawn from the observation
alone, dice faces that name themselves, a button face for every kind of decision and a picture
for every hero, face and token the table may reveal."""

from __future__ import annotations

from pathlib import Path

import pytest

import games.dungeon_dice as package
from games.dungeon_dice import GAME
from games.dungeon_dice.faces import web
from games.dungeon_dice.rules.components import DUNGEON_FACES, PARTY_FACES, TOKENS
from games.dungeon_dice.rules.heroes import BASE as BASE_HEROES
from games.dungeon_dice.rules.state import DDState
from tabletop import i18n
from tabletop.events import Event
from tabletop.plugin import Advice
from tests.web_view_checks import (
    NASTY,
    check_games,
    check_text,
    foreign_imports,
    printed,
    unprefixed_classes,
)

from .helpers import at, game

FOLDER = Path(package.__file__).parent
KINDS = {"hero", "deal", "ready", "mulligan", "fight", "open", "quaff", "done", "dragon",
         "reroll", "use", "ultimate", "flee", "retire", "seek"}  # every kind actions.py lists


def html(state: DDState, advice: Advice | None = None, seat: int | None = 0) -> str:
    return check_text(web.board(GAME.observe(state, seat), advice), "board")


def test_the_web_view_imports_no_rules_state_or_odds() -> None:
    assert foreign_imports(FOLDER) == {}


@pytest.mark.parametrize(("seats", "seeds", "every"), [(1, range(6), 2), (4, range(5), 5)])
def test_random_games_render_every_board_action_and_outcome(seats: int, seeds: range,
                                                             every: int) -> None:
    seen = check_games(GAME, NASTY[:seats] + ["D"] * (seats - len(NASTY)), seeds, every=every,
                       options={"heroes": "deal"} if seats == 4 else None)
    assert {"fight", "done", "retire", "seek", "flee"} <= seen.actions <= KINDS
    assert {kind for kind, _ in seen.outcomes} >= {"party", "dungeon", "treasure"}


def test_random_games_render_in_german() -> None:
    seen = check_games(GAME, ["<b>x</b>", "[/]"], range(3), "de", every=4)
    assert seen.boards


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
    faces = [check_text(web.action(event), f"{event}") for event in events]
    assert printed(faces[0]) == "choose Knight" and printed(faces[4]) == "Fighter defeats Goblin"
    assert 'aria-label="Goblin (dungeon die)"' in faces[4]
    assert printed(faces[5]) == "Fighter (ally) defeats Ooze and one Goblin"
    assert 'aria-label="Thieves&#39; Tools"' in faces[6]
    assert printed(faces[7]) == "the hero as Fighter drinks, revives Champion"
    assert faces[7].count('aria-label="Champion (party die)"') == 2
    assert printed(faces[12]) == "use Town Portal"
    with i18n.speaking("de"):
        german = check_text(web.action(events[4]), "de")
    assert printed(german) == "Krieger besiegt Kobold" and "Kobold (Dungeonwürfel)" in german


def test_a_button_names_each_die_and_token_in_print_under_its_picture() -> None:
    """Issue 12: a name drawn inside a die on a button is a few pixels high; each picture gets
    its name printed under it instead, and many dice of one face are counted."""
    reroll = Event(0, "reroll", {"with": "scroll", "party": ["mage", "thief"],
                                 "dungeon": ["goblin", "goblin", "goblin", "ooze"]})
    face = check_text(web.action(reroll), "reroll")
    assert printed(face) == "Scroll rerolls Mage Thief ×3 Goblin Ooze"
    assert face.count("<small>") == 5 and face.count("<svg") == 5
    assert "<text" not in face  # no print inside a die
    used = check_text(web.action(Event(0, "use", {"token": "elixir", "face": "champion"})), "")
    assert printed(used) == "use Elixir as Champion"


def test_every_hero_face_and_token_has_a_picture_with_its_name() -> None:
    for kind, values in (("hero", BASE_HEROES), ("party", PARTY_FACES),
                         ("dungeon", DUNGEON_FACES), ("treasure", TOKENS)):
        for value in values:
            text = check_text(web.outcome(kind, value), f"{kind} {value}")
            assert "<svg" in text and 'role="img"' in text, (kind, value)
    assert 'aria-label="Dragon (dungeon die)"' in str(web.outcome("dungeon", "dragon"))
    assert "Ring of Invisibility" in str(web.outcome("treasure", "ring-of-invisibility"))
    with i18n.speaking("de"):
        assert "Schriftrolle (Gruppenwürfel)" in str(web.outcome("party", "scroll"))
        assert "Ritter" in str(web.outcome("hero", "knight"))


def test_classes_are_the_games_or_the_hosts() -> None:
    state = at("knight", party=["fighter", "cleric"], dungeon=["goblin"], lair=1,
               tokens=["elixir"], allies=["thief"])
    assert unprefixed_classes(web.CSS, html(state), "dd-") == set()


def test_the_table_shows_dice_lair_level_treasure_and_every_player() -> None:
    state = at("knight", party=["fighter", "fighter", "cleric"], dungeon=["goblin", "ooze"],
               lair=2, level=3, xp=4, tokens=["elixir", "elixir"], allies=["thief"], others=1)
    text = html(state)
    assert 'aria-label="level 3 of 10"' in text and "3/10" in text
    assert 'aria-label="Fighter (party die)"' in text and "×2" in text
    assert 'aria-label="Ooze (dungeon die)"' in text
    assert 'aria-label="Dragon (dungeon die)"' in text and "2 dragon faces" in text
    assert "Elixir ×2" in text and "Thief (ally)" in text and "(until the regroup)" in text
    assert "Knight (novice)" in text and "Spellsword (novice)" in text
    assert "monsters: defeat every one, or flee" in text
    assert "treasure tokens left in the pool" in text


def test_the_hero_choice_lists_the_free_heroes() -> None:
    text = html(game())
    assert "Free heroes" in text and "Knight" in text
    assert "choose a hero, or let one be dealt" in text


def test_d8_the_regroup_shows_the_odds_when_advised() -> None:
    state = at("knight", party=["fighter", "cleric"], level=2, stage="regroup")
    seen = GAME.observe(state, 0)
    assert seen["advise"]
    advice = GAME.advise(state, 0, 0.0)
    text = check_text(web.board(seen, advice), "regroup")
    assert "chance to clear level 3" in text and "expected XP" in text
    said = check_text(web.advice(advice), "advice")
    assert "advice: " in said


def test_advice_within_a_level_is_a_table_of_moves() -> None:
    state = at("knight", party=["fighter", "cleric", "mage"], dungeon=["goblin", "skeleton"])
    advice = GAME.advise(state, 0, 0.2)
    text = check_text(web.advice(advice), "advice")
    assert "<table>" in text or "rule of thumb" in text
    assert "no advice at this step" in check_text(web.advice(Advice(None, {"best": None})), "")


def test_the_advised_move_is_its_button_face_not_its_notation() -> None:
    """Issue 12: the German hint read "Rat: fight fighter goblin"."""
    state = at("knight", party=["fighter", "cleric", "mage"], dungeon=["goblin", "skeleton"])
    advice = GAME.advise(state, 0, 0.2)
    assert advice.best is not None
    with i18n.speaking("de"):
        text = check_text(web.advice(advice), "advice")
        face = str(web.action(advice.best))
    head = text[:text.index("<table>") if "<table>" in text else len(text)]
    assert advice.data["best"] not in head and (face in text)
