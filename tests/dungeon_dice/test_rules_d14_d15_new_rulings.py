"""D14 (what may quaff) and D15 (the rules summary names every outcome of D6-D9), rulings of
``dungeon_dice.md`` completing ``003_713d509ed6956a86.txt``."""

from __future__ import annotations

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.text import i18n

from .helpers import act, at, illegal, party_count, pool_count, token_count


def quaffers(state: object) -> set[str]:
    now = awaiting(state)  # type: ignore[arg-type]
    assert isinstance(now, Decision)
    return {str(a.data["with"]) for a in now.actions if a.kind == "quaff"}


# ---- D14: what may quaff ------------------------------------------------------------------

@pytest.mark.parametrize("token", ["vorpal-sword", "talisman", "scepter-of-power",
                                   "thieves-tools", "scroll-token"])
def test_d14_a_companion_or_scroll_token_quaffs(token: str) -> None:
    """dungeon_dice.md D14: "What may quaff (D6): a party die, or a companion or Scroll token"

    Worked situation: level 3, two potions, the party down to one Fighter (six dice in the
    graveyard). The token quaffs and goes back to the pool (D2); it is no die, so it does not
    go to the graveyard, and both potions bring a die back."""
    state = at("knight", party=["fighter"], dungeon=["potion", "potion"], level=3,
               tokens=[token])
    assert token in quaffers(state)
    state = act(state, "quaff", with_=token, faces=["champion", "cleric"])
    assert token_count(state, token) == 0 and pool_count(state, token) == 3
    assert party_count(state, "fighter") == 1  # the Fighter was not spent
    assert (party_count(state, "champion"), party_count(state, "cleric")) == (1, 1)
    assert state.graveyard == 4


def test_d14_a_party_die_still_quaffs_a_scroll_too() -> None:
    """dungeon_dice.md D6, D14: "Any one party die (a Scroll too) quaffs" """
    state = at("knight", party=["scroll", "thief"], dungeon=["potion"], level=1)
    assert {"scroll", "thief"} <= quaffers(state)
    state = act(state, "quaff", with_="scroll", faces=["champion"])
    assert party_count(state, "champion") == 1 and state.graveyard == 5


def test_d14_a_monster_turned_ally_cannot_quaff() -> None:
    """dungeon_dice.md D14: "a monster turned ally cannot quaff." (an Occultist's Skeleton
    serving as a Fighter, D12)"""
    state = at("occultist", party=["cleric"], dungeon=["potion"], level=1,
               allies=["fighter"])
    assert "ally-fighter" not in quaffers(state)
    event = Event(0, "quaff", {"with": "ally-fighter", "faces": ["champion"]})
    assert illegal(state, event) == "dd_err_cannot_quaff"


@pytest.mark.parametrize(("hero", "source"), [("spellsword", "hero-fighter"),
                                              ("spellsword", "hero-mage"),
                                              ("crusader", "hero-cleric")])
def test_d14_the_hero_card_and_its_ultimate_cannot_quaff(hero: str, source: str) -> None:
    """dungeon_dice.md D14: "The hero card, an ultimate and a monster turned ally cannot
    quaff." (the novice Spellsword and Crusader may use the hero as a companion, D12; not to
    quaff)"""
    state = at(hero, party=["thief"], dungeon=["potion"], level=1)
    assert source not in quaffers(state)
    assert illegal(state, Event(0, "quaff", {"with": source, "faces": ["mage"]})) == \
        "dd_err_cannot_quaff"
    assert not state.ultimate_used


@pytest.mark.parametrize("token", ["elixir", "dragon-bait", "ring-of-invisibility",
                                   "town-portal", "dragon-scales"])
def test_d14_other_treasure_tokens_cannot_quaff(token: str) -> None:
    """dungeon_dice.md D14: only "a companion or Scroll token" of the treasures quaffs."""
    state = at("knight", party=["thief"], dungeon=["potion"], level=1, tokens=[token])
    assert token not in quaffers(state)
    assert illegal(state, Event(0, "quaff", {"with": token, "faces": ["mage"]})) == \
        "dd_err_cannot_quaff"


# ---- D15: the rules summary ---------------------------------------------------------------

# Every outcome of D6-D9 (dungeon_dice.md), as the summary says it in each language.
OUTCOMES = [
    ("D6 loot is optional", "Looting is optional", "Plündern ist freiwillig"),
    ("D6 chests", "A Thief or Champion opens every chest, any other companion\none",
     "Dieb oder Champion öffnen alle Kisten, andere\nGefährten eine"),
    ("D6 a chest with the pool empty", "or gives 1 XP when no treasure is left",
     "oder 1 Erfahrung, wenn kein Schatz mehr da ist"),
    ("D6, D14 who quaffs", "One party die (a Scroll\ntoo), or one companion or Scroll token",
     "Gruppenwürfel (auch eine Schriftrolle) oder ein Gefährten- oder Schriftrollen-Marker"),
    ("D14 who does not quaff", "The hero's\nultimate and a monster turned ally cannot quaff",
     "Die ultimative Fähigkeit des Helden und ein zum\nVerbündeten gewordenes Monster trinken "
     "nicht"),
    ("D6 potions", "no more than the graveyard holds (the quaffing die included)",
     "nicht mehr, als der\nFriedhof hat (der trinkende Würfel mitgezählt)"),
    ("D6 leftovers", "Unused chests and potions are discarded",
     "Nicht genutzte Kisten und Tränke werden abgelegt"),
    ("D7 when", "Only with 3 or more dice in the lair", "Nur wenn 3 oder mehr Würfel"),
    ("D7 the dragon's treasure with the pool empty", "1 treasure (1 XP when no treasure is\nleft)"
     " and 1 XP", "1 Schatz\n(1 Erfahrung, wenn kein Schatz mehr da ist) und 1 Erfahrung"),
    ("D7 the lair after a win", "the lair's dice go back to the dungeon master",
     "die Würfel der Drachenhöhle gehen an\nden Dungeonmeister zurück"),
    ("D7 the way out", "Otherwise the party flees, or a\nRing of Invisibility sends the lair's "
     "dice back (no XP, no treasure)", "Sonst flieht die Gruppe, oder ein Ring der "
     "Unsichtbarkeit schickt die\nWürfel der Drachenhöhle zurück (ohne Erfahrung, ohne Schatz)"),
    ("D8 retiring", "XP equal to the level, and the delve ends",
     "Erfahrung gleich der Ebene, und das Abenteuer endet"),
    ("D8 seeking glory", "the party, the graveyard and the lair stay",
     "Gruppe, Friedhof und Drachenhöhle bleiben"),
    ("D8 no way back", "no retiring until that level is cleared",
     "gibt es\nkein Zurück, bis die Ebene geräumt ist"),
    ("D8 level 10", "Clearing level 10 ends the delve with 10 XP",
     "Wer Ebene 10 räumt, beendet das Abenteuer mit 10 Erfahrung"),
    ("D9 fleeing", "scores no XP for the delve; XP and treasure gained in it are kept",
     "bringt für das Abenteuer keine Erfahrung; schon gewonnene\nErfahrung und Schätze bleiben"),
]


@pytest.mark.parametrize(("language", "column"), [("en", 1), ("de", 2)])
def test_d15_the_rules_summary_names_every_outcome(language: str, column: int) -> None:
    """dungeon_dice.md D15: "The rules summary (`rules` command) names every outcome of D6-D9,
    including "1 XP when no treasure is left" and the Ring of Invisibility as the way out of
    the dragon fight." Both languages."""
    with i18n.speaking(language):
        text = GAME.rules_text(DungeonDiceOptions())
    flat = " ".join(text.split())
    missing = [row[0] for row in OUTCOMES if " ".join(row[column].split()) not in flat]
    assert missing == []
