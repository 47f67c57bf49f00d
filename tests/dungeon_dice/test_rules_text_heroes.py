"""The rules summary lists the heroes of the game's sets (D16, issue #24: "`rules` lists the
heroes of the chosen sets"), each with its specialty and ultimate on both sides (D18-D20),
says the mirror option (D16) and the shared timing (D17), and D21's score in both languages.

D16 (`dungeon_dice.md`): "A game chooses which heroes may be picked or dealt: `base` (D12),
`pack1`, `promo`, `pack2`, or `all` ... A **mirror** option gives every player the same hero."
"""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.markdown import Markdown

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.heroes import LEGENDARY, MASTER_NAME, SETS
from games.dungeon_dice.rules.options import DungeonDiceOptions
from tabletop.text import i18n
from tabletop.text.i18n import t


def flat(text: str) -> str:
    return " ".join(text.replace("*", "").split())


def summary(sets: str, language: str) -> str:
    with i18n.speaking(language):
        return GAME.rules_text(DungeonDiceOptions(sets=sets))


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("sets", ["base", "pack1", "promo", "pack2", "all"])
def test_d16_the_heroes_of_the_chosen_sets_with_both_sides(sets: str, language: str) -> None:
    text = flat(summary(sets, language))
    with i18n.speaking(language):
        for hero in SETS["all"]:
            sides = [hero] if hero in LEGENDARY else [hero, MASTER_NAME[hero]]
            shown = all(t(f"dd_hero_{side}") in text for side in sides)
            assert shown == (hero in SETS[sets]), (hero, sets)
            if hero not in SETS[sets]:
                continue
            for side in ("novice", "master"):
                assert flat(t(f"dd_specialty_{hero}:{side}")) in text, (hero, side)
                assert flat(t(f"dd_ultimate_{hero}:{side}")) in text, (hero, side)


@pytest.mark.parametrize(("language", "mirror", "timing", "d21"), [
    ("en", 'with "Same hero for all" (mirror) every player delves with the same hero',
     "turning master in the middle of a delve does not refresh it",
     "A Leprechaun's or Clurichaun's treasures score nothing"),
    ("de", "mit „Alle denselben Helden“ (Spiegel) spielen alle mit demselben Helden",
     "der Wechsel auf die Meisterseite mitten im Abenteuer erholt sie nicht",
     "Die Schätze von Leprechaun oder Clurichaun zählen nichts"),
])
def test_d16_d17_d21_said_in_both_languages(language: str, mirror: str, timing: str,
                                            d21: str) -> None:
    text = flat(summary("pack1", language))
    assert mirror in text and timing in text and d21 in text
    assert d21 not in flat(summary("base", language))  # no such hero in the game


@pytest.mark.parametrize("language", ["en", "de"])
def test_d16_the_terminal_keeps_to_80_columns(language: str) -> None:
    console = Console(width=80, record=True, color_system=None)
    with console.capture() as captured:
        console.print(Markdown(summary("all", language)))
    lines = captured.get().splitlines()
    assert max(console.measure(line).maximum for line in lines) <= 80
    assert any("Loeg Yllavyre" in line for line in lines)
