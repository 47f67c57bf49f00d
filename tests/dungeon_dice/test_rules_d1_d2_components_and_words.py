"""D1/D2: the dice, their faces and the treasure tokens; their names in English and German,
and the notation of events read back."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.dungeon_dice.rules.components import (
    DICE,
    DUNGEON_FACES,
    PARTY_FACES,
    TOKEN_COUNTS,
    TOKEN_FACE,
    TOKENS,
    word,
    words,
)
from games.dungeon_dice.rules.notation import notation, parse
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import awaiting, turn
from tabletop.events import CHANCE, BadInput, Event
from tabletop.plugin import Chance

from .helpers import at, game, illegal, party


def test_d1_seven_party_dice_with_six_faces_roll_at_the_start() -> None:
    """dungeon_dice.md D1: "7 party dice (white), faces: Fighter, Cleric, Mage, Thief,
    Champion, Scroll (one face each)." """
    assert DICE == 7
    assert PARTY_FACES == ("fighter", "cleric", "mage", "thief", "champion", "scroll")
    now = awaiting(game("knight"))
    assert isinstance(now, Chance)
    assert (now.kind, now.count, now.distinct) == ("party", 7, False)
    assert now.outcomes == PARTY_FACES


def test_d1_dungeon_dice_have_six_faces_including_the_dragon() -> None:
    """dungeon_dice.md D1: "7 dungeon dice (black), faces: Goblin, Skeleton, Ooze, Chest,
    Potion, Dragon. A level die (1-10)." """
    assert set(DUNGEON_FACES) == {"goblin", "skeleton", "ooze", "chest", "potion", "dragon"}
    state = party(game("knight"), *["fighter"] * 7)
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert (now.kind, now.count) == ("dungeon", 1)
    assert set(now.outcomes) == set(DUNGEON_FACES)
    assert state.level == 1


def test_d1_a_roll_of_the_wrong_number_of_dice_or_an_unknown_face_is_refused() -> None:
    """dungeon_dice.md D1: "7 party dice (white)" - a roll reveals exactly the dice rolled."""
    state = game("knight")
    assert illegal(state, Event(CHANCE, "party", {"values": ["fighter"] * 6})) == \
        "dd_err_dice_count"
    assert illegal(state, Event(CHANCE, "party", {"values": ["fighter"] * 6 + ["goblin"]})) \
        == "dd_err_bad_face"
    # The dungeon die is rolled once the party is formed, not before.
    assert illegal(state, Event(CHANCE, "dungeon", {"values": ["goblin"]}))


def test_d2_thirty_six_tokens_in_ten_kinds() -> None:
    """dungeon_dice.md D2: "Treasure: 36 tokens drawn at random" with the counts of the
    table (Vorpal Sword 3, Talisman 3, Scepter of Power 3, Thieves' Tools 3, Scroll 3, Ring of
    Invisibility 4, Dragon Scales 6, Elixir 3, Dragon Bait 4, Town Portal 4)."""
    assert sum(TOKEN_COUNTS) == 36
    assert dict(zip(TOKENS, TOKEN_COUNTS, strict=True)) == {
        "vorpal-sword": 3, "talisman": 3, "scepter-of-power": 3, "thieves-tools": 3,
        "scroll-token": 3, "ring-of-invisibility": 4, "dragon-scales": 6, "elixir": 3,
        "dragon-bait": 4, "town-portal": 4}
    assert TOKEN_FACE == {"vorpal-sword": "fighter", "talisman": "cleric",
                          "scepter-of-power": "mage", "thieves-tools": "thief",
                          "scroll-token": "scroll"}
    assert game("knight", "minstrel").pool == TOKEN_COUNTS


@pytest.mark.parametrize(("kind", "text", "canon"), [
    ("party", "Krieger", "fighter"), ("party", "Priester", "cleric"),
    ("party", "Zauberer", "mage"), ("party", "Magier", "mage"), ("party", "Dieb", "thief"),
    ("party", "Champion", "champion"), ("party", "Schriftrolle", "scroll"),
    ("dungeon", "Kobold", "goblin"), ("dungeon", "Skelett", "skeleton"),
    ("dungeon", "Schleim", "ooze"), ("dungeon", "Schleimwesen", "ooze"),
    ("dungeon", "Kiste", "chest"), ("dungeon", "Trank", "potion"),
    ("dungeon", "Tränke", "potion"), ("dungeon", "Drache", "dragon"),
    ("dungeon", "Drachenkopf", "dragon"),
    ("token", "Elixier", "elixir"), ("token", "Drachenköder", "dragon-bait"),
    ("token", "Drachenschuppe", "dragon-scales"), ("token", "Stadtportal", "town-portal"),
    ("token", "Unsichtbarkeitsring", "ring-of-invisibility"),
    ("token", "Vorpalschwert", "vorpal-sword"), ("token", "Zepter", "scepter-of-power"),
    ("token", "Diebeswerkzeug", "thieves-tools"), ("token", "Schriftrolle", "scroll-token"),
    ("token", "talisman", "talisman"),
    ("hero", "Ritter", "knight"), ("hero", "Söldner", "mercenary"),
    ("hero", "Kreuzritter", "crusader"), ("hero", "Okkultist", "occultist"),
    ("hero", "Zauberin", "enchantress"), ("hero", "Spielmann", "minstrel"),
    ("hero", "Halbgoblin", "half-goblin"), ("hero", "Schwertmagier", "spellsword"),
    ("hero", "dragon-slayer", "knight"), ("hero", "paladin", "crusader"),
])
def test_d1_d2_names_in_english_and_german(kind: str, text: str, canon: str) -> None:
    """003_713d509ed6956a86.txt names the faces in German: "Zwei Schwerter = Krieger",
    "Einen grünen Koboldkopf", "Einen Drachenkopf", "Drachenschuppe", "Drachenköder",
    "Unsichtbarkeitsring"; dungeon_dice.md D1/D2 name them in English."""
    assert word(kind, text) == canon


def test_d1_counted_names() -> None:
    """dungeon_dice.md D1: several dice of one face are written counted."""
    assert words("dungeon", "2 Kobold Drache") == ["goblin", "goblin", "dragon"]
    assert words("party", "krieger x3") == ["fighter"] * 3
    with pytest.raises(BadInput):
        word("dungeon", "Krieger")


def _fighting() -> DDState:
    return at("knight", party=["fighter", "cleric", "mage", "thief", "scroll"],
              dungeon=["goblin", "skeleton"], tokens=["elixir", "dragon-bait", "town-portal"])


@pytest.mark.parametrize(("text", "event"), [
    ("kämpfe krieger kobold", Event(0, "fight", {"with": "fighter", "target": "goblin"})),
    ("Kämpfe Priester Skelett", Event(0, "fight", {"with": "cleric", "target": "skeleton"})),
    ("kampf vorpalschwert kobold",
     Event(0, "fight", {"with": "vorpal-sword", "target": "goblin"})),
    ("benutze Elixier Krieger", Event(0, "use", {"token": "elixir", "face": "fighter"})),
    ("nutze Drachenköder", Event(0, "use", {"token": "dragon-bait"})),
    ("benutze Stadtportal", Event(0, "use", {"token": "town-portal"})),
    ("würfle Schriftrolle Kobold Krieger",
     Event(0, "reroll", {"with": "scroll", "party": ["fighter"], "dungeon": ["goblin"]})),
    ("fliehe", Event(0, "flee")),
])
def test_d1_german_commands_while_fighting(text: str, event: Event) -> None:
    """003_713d509ed6956a86.txt: "Zwei Schwerter = Krieger = Gut gegen Kobolde" - the
    commands may be typed in German."""
    assert parse(_fighting(), text) == event


def test_d1_german_commands_in_loot_dragon_and_regroup() -> None:
    """003_713d509ed6956a86.txt: "Plündern!", "Saufen!", "Es ist ein Drache!!!", "Einen
    trinken gehen", "Da geht noch eine Runde!" - in German too."""
    loot = at("knight", party=["fighter", "thief", "scroll"], dungeon=["chest", "potion"])
    assert loot.stage == "loot"
    assert parse(loot, "öffne Dieb") == Event(0, "open", {"with": "thief"})
    assert parse(loot, "trinke Schriftrolle Champion") == \
        Event(0, "quaff", {"with": "scroll", "faces": ["champion"]})
    assert parse(loot, "fertig") == Event(0, "done")
    dragon = at("knight", party=["fighter", "cleric", "mage"], lair=3)
    assert dragon.stage == "dragon"
    assert parse(dragon, "Drache Krieger Priester Zauberer") == \
        Event(0, "dragon", {"with": ["fighter", "cleric", "mage"]})
    regroup = at("knight", party=["fighter"])
    assert regroup.stage == "regroup"
    assert parse(regroup, "Taverne") == Event(0, "retire")
    assert parse(regroup, "tiefer") == Event(0, "seek")
    hero = game()
    assert parse(hero, "Held Ritter") == Event(0, "hero", {"hero": "knight"})


def test_d1_german_rolls_and_draws() -> None:
    """003_713d509ed6956a86.txt: "Dann würfelt er mit so vielen schwarzen Würfeln, wie der
    Ebenenwürfel anzeigt" - rolls and draws are written as the faces seen."""
    state = game("knight")
    assert parse(state, "gruppe 7 krieger") == \
        Event(CHANCE, "party", {"values": ["fighter"] * 7})
    assert parse(state, "Krieger Priester Zauberer Dieb Champion Rolle Rolle") == Event(
        CHANCE, "party",
        {"values": ["fighter", "cleric", "mage", "thief", "champion", "scroll", "scroll"]})
    state = party(state, *["fighter"] * 7)
    assert parse(state, "dungeon Drache") == Event(CHANCE, "dungeon", {"values": ["dragon"]})
    assert parse(state, "Kobold") == Event(CHANCE, "dungeon", {"values": ["goblin"]})
    assert parse(game(deal=True), "Ritter") == Event(CHANCE, "hero", {"values": ["knight"]})
    chest = at("knight", party=["thief"], dungeon=["chest"])
    opened = parse(chest, "open thief")
    drawing = turn(chest, opened)
    assert parse(drawing, "schatz Elixier") == Event(CHANCE, "treasure", {"values": ["elixir"]})
    assert parse(drawing, "Elixier") == Event(CHANCE, "treasure", {"values": ["elixir"]})


@pytest.mark.parametrize("text", ["Drache", "dragon", "Drache Kobold"])
def test_d1_a_bare_dragon_face_typed_for_a_dungeon_roll(text: str) -> None:
    """notation.py: "At the table the faces rolled (or the token drawn) may be typed on their
    own" - dungeon_dice.md D1 lists Dragon among the dungeon faces."""
    state = party(game("knight"), *["fighter"] * 7)
    expected = words("dungeon", text)
    state = replace(state, roll_dungeon=len(expected))
    assert parse(state, text) == Event(CHANCE, "dungeon", {"values": expected})


def test_d1_notation_round_trips_every_kind_of_event() -> None:
    """notation.py: transcript lines read back as the events they were written from."""
    fighting = _fighting()
    events = [
        Event(CHANCE, "party", {"values": ["fighter", "scroll"]}),
        Event(CHANCE, "dungeon", {"values": ["goblin", "dragon"]}),
        Event(CHANCE, "treasure", {"values": ["scroll-token"]}),
        Event(CHANCE, "hero", {"values": ["half-goblin"]}),
        Event(0, "fight", {"with": "ally-thief", "target": "ooze"}),
        Event(0, "fight", {"with": "fighter", "target": "goblin", "extra": "ooze"}),
        Event(0, "fight", {"with": "hero-cleric", "target": "skeleton"}),
        Event(0, "open", {"with": "thieves-tools"}),
        Event(0, "quaff", {"with": "scroll", "faces": ["champion", "mage"]}),
        Event(0, "reroll", {"with": "scroll-token", "party": ["thief"],
                            "dungeon": ["ooze", "chest"]}),
        Event(0, "dragon", {"with": ["talisman", "champion", "scepter-of-power"]}),
        Event(0, "use", {"token": "elixir", "face": "champion"}),
        Event(0, "use", {"token": "ring-of-invisibility"}),
        Event(0, "hero", {"hero": "crusader"}),
        Event(0, "deal"), Event(0, "done"), Event(0, "flee"), Event(0, "retire"),
        Event(0, "seek"),
    ]
    for event in events:
        text = notation(event)
        assert parse(fighting, text) == event, text
    mercenary = game("mercenary")
    mercenary = party(mercenary, *["scroll"] * 7)
    assert mercenary.stage == "mulligan"
    for event in (Event(0, "mulligan", {"faces": ["scroll", "scroll"]}), Event(0, "ready")):
        assert parse(mercenary, notation(event)) == event
    for hero, xp, data in (("half-goblin", 0, {"targets": ["goblin", "goblin"]}),
                           ("knight", 0, {}),
                           ("mercenary", 5, {"party": ["scroll"], "dungeon": ["goblin"]}),
                           ("crusader", 5, {"token": "elixir", "faces": ["champion"]})):
        state = at(hero, xp=xp, party=["fighter", "scroll"], dungeon=["goblin", "goblin"])
        event = Event(0, "ultimate", data)
        assert parse(state, notation(event)) == event


def test_d1_the_documented_notation_lines_parse() -> None:
    """notation.py's module docstring: the lines it shows are read as documented."""
    fighting = at("knight", party=["fighter", "cleric", "mage", "scroll", "thief"],
                  dungeon=["goblin", "goblin", "potion"], level=3)
    assert parse(fighting, "fight fighter goblin") == \
        Event(0, "fight", {"with": "fighter", "target": "goblin"})
    assert parse(fighting, "reroll scroll goblin goblin mage") == \
        Event(0, "reroll", {"with": "scroll", "party": ["mage"], "dungeon": ["goblin", "goblin"]})
    assert parse(fighting, "quaff scroll fighter mage") == \
        Event(0, "quaff", {"with": "scroll", "faces": ["fighter", "mage"]})
    assert parse(fighting, "use ring-of-invisibility") == \
        Event(0, "use", {"token": "ring-of-invisibility"})
    mulligan = party(game("mercenary"), *["scroll"] * 7)
    assert parse(mulligan, "mulligan scroll") == Event(0, "mulligan", {"faces": ["scroll"]})
    assert parse(mulligan, "ready") == Event(0, "ready")
    assert parse(mulligan, "done") == Event(0, "ready")
    assert parse(mulligan, "bereit") == Event(0, "ready")
    assert parse(game(deal=True), "deal knight") == \
        Event(CHANCE, "hero", {"values": ["knight"]})
    assert parse(game(), "deal") == Event(0, "deal")


@pytest.mark.parametrize("text", ["reroll scroll 2 goblin", "reroll scroll goblin x2"])
def test_d1_counted_dice_in_a_reroll(text: str) -> None:
    """components.py words(): "Several names, each optionally counted: ``2 goblin dragon`` or
    ``goblin x2``" - dungeon_dice.md D5: a scroll "rerolls any number of party and dungeon
    dice"."""
    state = at("knight", party=["fighter", "scroll"], dungeon=["goblin", "goblin", "ooze"],
               level=3)
    assert parse(state, text) == \
        Event(0, "reroll", {"with": "scroll", "party": [], "dungeon": ["goblin", "goblin"]})
