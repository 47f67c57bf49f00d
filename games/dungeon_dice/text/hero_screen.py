"""What the screen says of the expansion heroes' state (D16-D20), in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # D22: a hero the exact search does not model gets an estimate, and is told so.
    "dd_odds_sampled": {"en": "estimated: the next level played out {count} times by the rule of "
                              "thumb (no exact odds for this hero)",
                        "de": "geschätzt: die nächste Ebene {count}-mal nach Faustregel gespielt "
                              "(keine exakten Chancen für diesen Helden)"},
    "dd_side_legendary": {"en": "legendary", "de": "legendär"},
    "dd_hero_told": {"en": "{side}: {specialty} {ultimate}",
                     "de": "{side}: {specialty} {ultimate}"},
    "dd_refreshes_cassandra": {"en": "refreshes when the party quaffs",
                               "de": "erholt sich, wenn die Gruppe Tränke trinkt"},
    "dd_refreshes_tristan": {"en": "refreshes for a treasure given up",
                             "de": "erholt sich für einen abgelegten Schatz"},
    "dd_refreshes_loeg-yllavyre": {
        "en": "refreshes when a level shows all three monster types",
        "de": "erholt sich, wenn eine Ebene alle drei Monsterarten zeigt"},
    "dd_refreshes_szopin": {"en": "refreshes when one companion defeats 2 or more monsters",
                            "de": "erholt sich, wenn ein Gefährte 2 oder mehr Monster besiegt"},
    "dd_scouted": {"en": "Scouted", "de": "Erkundet"},
    "dd_preset": {"en": "Level {level}", "de": "Ebene {level}"},
    "dd_berserk_note": {"en": "Rage: retiring only after a dragon on this level (or at level 10)",
                        "de": "Raserei: Rückzug nur nach einem Drachen auf dieser Ebene (oder auf "
                              "Ebene 10)"},
    "dd_final_discard_one": {"en": "Discard 1 treasure before the count.",
                             "de": "Vor der Wertung 1 Schatz ablegen."},
    "dd_final_discard_many": {"en": "Discard {count} treasures before the count.",
                              "de": "Vor der Wertung {count} Schätze ablegen."},
}
