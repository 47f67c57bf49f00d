"""What the help says the expansion heroes' moves are (D18-D20), in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "dd_cmd_set_scout": {
        "en": "set the six dungeon dice as levels: 1 for level 1, 2 for level 2, the other 3 for "
              "level 3 (they may be left out)",
        "de": "die sechs Dungeonwürfel auf Ebenen legen: 1 für Ebene 1, 2 für Ebene 2, die "
              "übrigen 3 für Ebene 3 (die dürfen fehlen)"},
    "dd_cmd_set_loeg": {"en": "set two party dice to Scrolls",
                        "de": "zwei Gruppenwürfel auf Schriftrolle setzen"},
    "dd_cmd_discard": {"en": "the treasures to give up, by name",
                       "de": "die abzulegenden Schätze, mit Namen"},
    "dd_cmd_ability_tracker": {"en": "once per level, re-roll one Goblin",
                               "de": "einmal pro Ebene einen Kobold neu würfeln"},
    "dd_cmd_ability_toulak": {
        "en": "once per level, re-roll one die of the level (no Dragon)",
        "de": "einmal pro Ebene einen Würfel der Ebene neu würfeln (kein Drache)"},
    "dd_cmd_ability_loeg-yllavyre": {"en": "a Scroll turns one monster into a Dragon in the lair",
                                     "de": "eine Schriftrolle macht ein Monster zum Drachen in der "
                                           "Drachenhöhle"},
    "dd_cmd_ability_tristan": {"en": "while exhausted, give up a treasure to refresh",
                               "de": "erschöpft: einen Schatz ablegen, um sich zu erholen"},
    "dd_cmd_reroll_alexandra": {
        "en": "any party die (given up) re-rolls party and dungeon dice",
        "de": "ein beliebiger Gruppenwürfel (abgelegt) würfelt Gruppen- und "
              "Dungeonwürfel neu"},
}
