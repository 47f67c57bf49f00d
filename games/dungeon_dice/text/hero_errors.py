"""The one-line refusals of the booster-pack and promo heroes' moves (D16-D20), in English and
German."""

from __future__ import annotations

HERO_ERRORS = {
    "dd_err_berserk": ("After the rage the Berserker retires only on a level where a dragon was "
                       "defeated (or at level 10); fleeing stays open.",
                       "Nach der Raserei zieht sich der Berserker nur auf einer Ebene mit "
                       "besiegtem Drachen zurück (oder auf Ebene 10); fliehen geht immer."),
    "dd_err_cassandra": ("Name one Chest or one Potion to discard.",
                         "Nenne eine Kiste oder einen Trank zum Ablegen."),
    "dd_err_discard_count": ("Name exactly {count} of your treasures to discard.",
                             "Nenne genau {count} deiner Schätze zum Ablegen."),
    "dd_err_discard_first": ("First discard {count} treasures ('discard <treasures>').",
                             "Erst {count} Schätze ablegen ('ablegen <Schätze>')."),
    "dd_err_guild": ("Set a party die and/or a dungeon die to a face: 'ultimate fighter "
                     "champion' (at most {count}).",
                     "Einen Gruppen- und/oder Dungeonwürfel auf eine Seite setzen: "
                     "'ultimativ krieger champion' (höchstens {count})."),
    "dd_err_lair_dice": ("The lair holds only {count} dice.",
                         "In der Drachenhöhle liegen nur {count} Würfel."),
    "dd_err_monster_phase_only": ("Only in the monster phase.", "Nur in der Monsterphase."),
    "dd_err_no_ability": ("Your hero has no specialty to use this way.",
                          "Dein Held hat keine Spezialfähigkeit, die so genutzt wird."),
    "dd_err_no_champions": ("No Champion in the party.", "Kein Champion in der Gruppe."),
    "dd_err_no_discard": ("There is nothing to discard now.", "Jetzt ist nichts abzulegen."),
    "dd_err_not_exhausted": ("Your hero is not exhausted: nothing to refresh.",
                             "Dein Held ist nicht erschöpft: nichts zu erholen."),
    "dd_err_once_a_level": ("That re-roll is used once per level, and it was.",
                            "Dieser Neuwurf geht einmal pro Ebene, und er ist schon gemacht."),
    "dd_err_price_time_traveler": ("Pay for the dragon with a treasure (the Time Lady: or a "
                                   "Scroll die).",
                                   "Den Drachen mit einem Schatz bezahlen (die Herrin der "
                                   "Zeit: oder einer Schriftrolle)."),
    "dd_err_price_alexandra": ("Name one Scroll (a die or a token) to defeat the dragon.",
                               "Nenne eine Schriftrolle (Würfel oder Marker), die den Drachen "
                               "besiegt."),
    "dd_err_rage": ("Name how many graveyard dice to roll: 1 to {count}.",
                    "Nenne, wie viele Friedhofswürfel gewürfelt werden: 1 bis {count}."),
    "dd_err_rage_count": ("Name a number of dice: 'ultimate 3'.",
                          "Nenne eine Zahl von Würfeln: 'ultimativ 3'."),
    "dd_err_scout_levels": ("Name the six scouted dice in level order: 1 for level 1, 2 for "
                            "level 2, 3 for level 3 (or the first three).",
                            "Nenne die sechs erkundeten Würfel nach Ebenen: 1 für Ebene 1, 2 "
                            "für Ebene 2, 3 für Ebene 3 (oder die ersten drei)."),
    "dd_err_set_scrolls": ("Name the two party dice to set to Scrolls.",
                           "Nenne die zwei Gruppenwürfel, die Schriftrollen werden."),
    "dd_err_every_type": ("The Ranger discards 1 monster of each type on the level: {types}.",
                          "Der Waldläufer entfernt 1 Monster jeder Art auf der Ebene: {types}."),
    "dd_err_types": ("Name monster types, each once: at most {count}.",
                     "Nenne Monsterarten, jede einmal: höchstens {count}."),
    "dd_err_not_in_final": ("The game is over; only the Archaeologist's discard is left.",
                            "Das Spiel ist vorbei; nur das Ablegen der Archäologin fehlt noch."),
    "dd_stage_final": ("the game is over: the Archaeologist discards 6 treasures (all, if "
                       "fewer) before the count ('discard <treasures>')",
                       "das Spiel ist vorbei: die Archäologin legt vor der Wertung 6 Schätze ab "
                       "(alle, wenn es weniger sind) ('ablegen <Schätze>')"),
    "dd_line_leprechaun": ("Treasures discarded at the end: {count} × 0",
                           "Am Ende abgelegte Schätze: {count} × 0"),
}
