"""What the screen says of the expansion heroes' state (D16-D20), in English and German."""

from __future__ import annotations

SCREEN_HEROES = {
    "dd_stage_scout": ("forming the party: 'set <level 1 die> <2 level 2 dice>' (the rest is "
                       "level 3)",
                       "Gruppe bilden: 'setze <Würfel Ebene 1> <2 Würfel Ebene 2>' (der Rest "
                       "ist Ebene 3)"),
    "dd_stage_loeg": ("forming the party: 'set <die> <die>' turns two party dice into Scrolls",
                      "Gruppe bilden: 'setze <Würfel> <Würfel>' macht zwei Gruppenwürfel zu "
                      "Schriftrollen"),
    "dd_stage_discard_one": ("discard 1 treasure: 'discard <treasure>'",
                             "1 Schatz ablegen: 'ablegen <Schatz>'"),
    "dd_stage_discard_many": ("discard {count} treasures: 'discard <treasures>'",
                              "{count} Schätze ablegen: 'ablegen <Schätze>'"),
    # D22: a hero the exact search does not model gets an estimate, and is told so.
    "dd_odds_sampled": ("estimated: the next level played out {count} times by the rule of "
                        "thumb (no exact odds for this hero)",
                        "geschätzt: die nächste Ebene {count}-mal nach Faustregel gespielt "
                        "(keine exakten Chancen für diesen Helden)"),
    "dd_side_legendary": ("legendary", "legendär"),
    "dd_refreshes_cassandra": ("refreshes when the party quaffs",
                               "erholt sich, wenn die Gruppe Tränke trinkt"),
    "dd_refreshes_tristan": ("refreshes for a treasure given up",
                             "erholt sich für einen abgelegten Schatz"),
    "dd_refreshes_loeg-yllavyre": ("refreshes when a level shows all three monster types",
                                   "erholt sich, wenn eine Ebene alle drei Monsterarten zeigt"),
    "dd_refreshes_szopin": ("refreshes when one companion defeats 2 or more monsters",
                            "erholt sich, wenn ein Gefährte 2 oder mehr Monster besiegt"),
    "dd_lair_allies_one": ("1 lair die serving as a companion",
                           "1 Drachenhöhlen-Würfel dient als Gefährte"),
    "dd_lair_allies_many": ("{count} lair dice serving as companions",
                            "{count} Drachenhöhlen-Würfel dienen als Gefährten"),
    "dd_dragon_at": ("the dragon comes at {count} lair dice",
                     "der Drache kommt bei {count} Würfeln in der Drachenhöhle"),
    "dd_scouted": ("Scouted", "Erkundet"),
    "dd_preset": ("Level {level}", "Ebene {level}"),
    "dd_berserk_note": ("Rage: retiring only after a dragon on this level (or at level 10)",
                        "Raserei: Rückzug nur nach einem Drachen auf dieser Ebene (oder auf "
                        "Ebene 10)"),
    "dd_final_discard_one": ("Discard 1 treasure before the count.",
                             "Vor der Wertung 1 Schatz ablegen."),
    "dd_final_discard_many": ("Discard {count} treasures before the count.",
                              "Vor der Wertung {count} Schätze ablegen."),
}
