"""The dice as the controls of a turn (issue #23), in the board's one account: a companion is
picked first (a party die, a token, an ally, the hero), then the monster, chest or potion it
acts on, each saying what it does there; a companion's other moves open under it; a move of
any number of dice is picked by count; every sentence once, in words, never in notation."""

from __future__ import annotations

import re
from dataclasses import replace

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.changes import with_seat
from games.dungeon_dice.rules.components import MASTER_XP
from games.dungeon_dice.rules.turn import settle
from tabletop.board import Board, Row, Section, acts_of, composed, sentences
from tabletop.plugin import Decision
from tabletop.text import i18n
from tests.web_view_checks import play

from .boards import board, moves_of
from .helpers import at, dungeon, party
from .test_narration_heroes import chosen, hero_at, then

# A word typed, as a sentence used to quote it: 'retire' (Tou'lak and the lair's are names).
QUOTED = re.compile(r"(?<![A-Za-z])'[a-zäöü<]")
SEVEN_ROLLED = ["fighter", "cleric", "mage", "thief", "champion", "scroll", "scroll"]


def part(drawn: Board, name: str) -> Section:
    return next(s for s in drawn.sections if s.name == name)


def row_of(section: Section, face: str) -> Row:
    return next(r for r in section.rows if r.pictures and r.pictures[0].id == face)


def test_d5_a_companion_is_picked_then_the_monster_it_defeats() -> None:
    """D5: "a Fighter defeats any number of Goblins, ... every other companion defeats 1"."""
    state = at("knight", party=["fighter", "cleric", "mage"], dungeon=["goblin", "goblin", "ooze"])
    drawn = board(state, moves=True)
    party = part(drawn, "party").rows
    assert [r.key for r in party] == ["fighter", "cleric", "mage", ""]  # then the graveyard
    assert party[-1].pictures[0].kind == "grave" and party[-1].pictures[0].note == "×4"
    goblin = row_of(part(drawn, "dungeon"), "goblin")
    assert goblin.pictures[0].note == "×2"
    done = {(a.source, a.detail) for a in goblin.acts}
    assert done == {("fighter", "defeats 2"), ("cleric", "defeats 1"), ("mage", "defeats 1")}
    assert {a.said for a in goblin.acts} >= {"Fighter defeats Goblin"}
    assert not any(a.source for a in part(drawn, "moves").acts)  # fleeing, the ultimate


def test_d12_a_masters_extra_monster_is_said_apart_from_the_count() -> None:
    """D12 Commander: "Fighters defeat 1 extra monster of any type": the plain fight defeats
    the Goblins, the one with the extra names it (the count once included it there too)."""
    state = settle(with_seat(at("knight", party=["fighter"], dungeon=["goblin", "goblin",
                                                                      "ooze"]),
                             hero="mercenary", xp=MASTER_XP))
    goblin = row_of(part(board(state, moves=True), "dungeon"), "goblin")
    assert sorted(a.detail for a in goblin.acts if a.source == "fighter") == [
        "defeats 2", "defeats 2 and one Ooze"]


def test_d2_a_token_is_a_companion_and_its_uses_open_under_it() -> None:
    """D2: "Vorpal Sword ... used as one Fighter"; the Elixir brings back a die of a face."""
    state = at("knight", party=["cleric"], dungeon=["goblin", "goblin"], graveyard=3,
               tokens=["vorpal-sword", "elixir"])
    drawn = board(state, moves=True)
    treasure = part(drawn, "treasure")
    assert {r.key for r in treasure.rows} == {"vorpal-sword", "elixir"}
    assert {(a.source, a.said) for a in treasure.acts} == {
        ("elixir", "use Elixir as Champion"), ("elixir", "use Elixir as Scroll")}
    goblin = row_of(part(drawn, "dungeon"), "goblin")
    assert ("vorpal-sword", "defeats 2") in {(a.source, a.detail) for a in goblin.acts}


def test_d3_d6_rerolls_and_potions_are_picked_by_count_under_their_companion() -> None:
    """D3: "a Scroll rerolls any number of party and dungeon dice"; D6: "each potion brings
    back one die of the graveyard, of any face" (as many as the potions and the graveyard)."""
    state = at("knight", party=["scroll", "fighter"], dungeon=["potion", "potion", "goblin"],
               graveyard=5)
    pickers = {c.verb: c for c in part(board(state, moves=True), "party").composers}
    reroll = pickers["reroll scroll"]
    assert reroll.source == "scroll"
    assert {c.id: c.most for c in reroll.counts} == {"fighter": 1, "potion": 2, "goblin": 1}
    state = GAME.turn(state, GAME.parse(state, "fight fighter goblin"))
    quaff = next(c for c in part(board(state, moves=True), "party").composers
                 if c.verb == "quaff scroll")
    assert {c.most for c in quaff.counts} == {2} and len(quaff.counts) == 6
    assert GAME.parse(state, "quaff scroll champion thief").data["faces"] == [
        "champion", "thief"]


def test_d12_d18_d20_the_forming_choices_are_picked_by_count() -> None:
    """D12 Mercenary: "reroll any number of party dice"; D18 Scout: "set 1, 2 and 3 of them as
    levels 1, 2 and 3"; every listed choice stays a tap away, folded under the picker."""
    mercenary = party(chosen("mercenary"), *SEVEN_ROLLED)
    mulligan = next(iter(part(board(mercenary, moves=True), "moves").composers))
    assert mulligan.verb == "mulligan" and {c.id: c.most for c in mulligan.counts}["scroll"] == 2
    scout = then(chosen("scout"), "party", values=SEVEN_ROLLED)
    scout = then(scout, "dungeon", values=["goblin", "skeleton", "dragon", "ooze", "chest",
                                           "potion"])
    moves = part(board(scout, moves=True), "moves")
    setting = next(iter(moves.composers))
    assert setting.groups == ("Level 1", "Level 2")
    assert {c.most for c in setting.counts if c.group == "Level 2"} == {1}  # one of each face
    assert [r.label for r in moves.rows] == ["Or choose from every choice"]
    assert len(moves.rows[0].acts) == len(moves_of(scout))
    assert board(scout).prompt == "forming the party: set the scouted dice as levels 1, 2 and 3"


def test_d18_the_archaeologist_discards_by_count_before_the_end() -> None:
    """D18 Archaeologist: "discards 6 treasures at the end of the game"."""
    held = ["elixir", "talisman", "dragon-scales", "town-portal", "elixir", "dragon-bait",
            "ring-of-invisibility"]
    last = replace(hero_at("archaeologist", party=["fighter"], level=2, tokens=held), round=2)
    final = then(last, "retire")
    assert final.stage == "final"
    drawn = board(final, moves=True)
    picker = next(iter(part(drawn, "moves").composers))
    assert picker.verb == "discard" and {c.id: c.most for c in picker.counts}["elixir"] == 2
    assert drawn.prompt == "Discard 6 treasures before the count."
    assert [s.name for s in drawn.sections] == ["treasure", "moves", "players"]


def test_d20_tristans_ultimate_picks_lair_dice_by_count() -> None:
    """D20 Tristan: "re-roll any number of dungeon dice, lair dice included"."""
    state = hero_at("tristan", party=["fighter", "cleric", "mage"], lair=3, level=3)
    picker = next(c for c in part(board(state, moves=True), "moves").composers
                  if c.verb == "ultimate")
    assert {c.id: c.most for c in picker.counts} == {"dragon": 3}


def test_the_dice_just_rolled_are_marked_new() -> None:
    state = at("knight", party=["fighter"], level=2, stage="regroup")
    seek = GAME.turn(state, GAME.parse(state, "seek"))
    rolled = dungeon(seek, "goblin", "chest", "chest")
    marks = {p.id: p.mark for r in part(board(rolled, before=seek), "dungeon").rows
             for p in r.pictures}
    assert marks == {"goblin": "new", "chest": "new"}
    assert {p.mark for r in part(board(rolled), "dungeon").rows for p in r.pictures} == {""}


def test_every_sentence_once_in_words_never_in_notation() -> None:
    """Issue #27: the hero, the stage and the dragon's count said once; no sentence holds what
    a person types (the acts keep it in ``words``), in English and German."""
    state = at("knight", party=["fighter", "cleric"], dungeon=["goblin"], lair=2, others=1)
    said = sentences(board(state, moves=True))
    assert sum("Knight" in line for line in said) == 1
    assert sum("attacks at 3" in line for line in said) == 1
    for lang in ("en", "de"):
        with i18n.speaking(lang):
            for seed in range(3):
                played = play(GAME, ["Ana", "Ben"], seed)
                for now, awaiting in zip(played.states, played.waits, strict=True):
                    if not isinstance(awaiting, Decision):
                        continue
                    moves = moves_of(now)
                    drawn = board(now, awaiting.player, moves=True)
                    placed = {a.index for a in acts_of(drawn)} | composed(drawn)
                    assert placed == {m.index for m in moves}
                    text = sentences(drawn)
                    assert not any(QUOTED.search(line) for line in text), text
                    typed = {m.words for m in moves if " " in m.words}
                    assert not typed & set(text), typed & set(text)
