"""The one-line refusals of the booster-pack and promo heroes' moves (D16-D20), in English and
German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "dd_err_hero_not_in_sets": {"en": "'{hero}' is not in this game's sets: {sets}.",
                                "de": "'{hero}' gehört nicht zu den Sets dieses Spiels: {sets}."},
    "dd_err_berserk": {
        "en": "After the rage the Berserker retires only on a level where a dragon was "
              "defeated (or at level 10); fleeing stays open.",
        "de": "Nach der Raserei zieht sich der Berserker nur auf einer Ebene mit "
              "besiegtem Drachen zurück (oder auf Ebene 10); fliehen geht immer."},
    "dd_err_cassandra": {"en": "Name one Chest or one Potion to discard.",
                         "de": "Nenne eine Kiste oder einen Trank zum Ablegen."},
    "dd_err_discard_count": {"en": "Name exactly {count} of your treasures to discard.",
                             "de": "Nenne genau {count} deiner Schätze zum Ablegen."},
    "dd_err_discard_first": {"en": "First discard {count} treasures ('discard <treasures>').",
                             "de": "Erst {count} Schätze ablegen ('ablegen <Schätze>')."},
    "dd_err_guild": {"en": "Set a party die and/or a dungeon die to a face: 'ultimate fighter "
                           "champion' (at most {count}).",
                     "de": "Einen Gruppen- und/oder Dungeonwürfel auf eine Seite setzen: "
                           "'ultimativ krieger champion' (höchstens {count})."},
    "dd_err_lair_dice": {"en": "The lair holds only {count} dice.",
                         "de": "In der Drachenhöhle liegen nur {count} Würfel."},
    "dd_err_monster_phase_only": {"en": "Only in the monster phase.",
                                  "de": "Nur in der Monsterphase."},
    "dd_err_no_ability": {"en": "Your hero has no specialty to use this way.",
                          "de": "Dein Held hat keine Spezialfähigkeit, die so genutzt wird."},
    "dd_err_no_champions": {"en": "No Champion in the party.",
                            "de": "Kein Champion in der Gruppe."},
    "dd_err_no_discard": {"en": "There is nothing to discard now.",
                          "de": "Jetzt ist nichts abzulegen."},
    "dd_err_not_exhausted": {"en": "Your hero is not exhausted: nothing to refresh.",
                             "de": "Dein Held ist nicht erschöpft: nichts zu erholen."},
    "dd_err_once_a_level": {
        "en": "That re-roll is used once per level, and it was.",
        "de": "Dieser Neuwurf geht einmal pro Ebene, und er ist schon gemacht."},
    "dd_err_price_time_traveler": {"en": "Pay for the dragon with a treasure (the Time Lady: or a "
                                         "Scroll die).",
                                   "de": "Den Drachen mit einem Schatz bezahlen (die Herrin der "
                                         "Zeit: oder einer Schriftrolle)."},
    "dd_err_price_alexandra": {
        "en": "Name one Scroll (a die or a token) to defeat the dragon.",
        "de": "Nenne eine Schriftrolle (Würfel oder Marker), die den Drachen "
              "besiegt."},
    "dd_err_rage": {"en": "Name how many graveyard dice to roll: 1 to {count}.",
                    "de": "Nenne, wie viele Friedhofswürfel gewürfelt werden: 1 bis {count}."},
    "dd_err_rage_count": {"en": "Name a number of dice: 'ultimate 3'.",
                          "de": "Nenne eine Zahl von Würfeln: 'ultimativ 3'."},
    "dd_err_scout_levels": {"en": "Name the six scouted dice in level order: 1 for level 1, 2 for "
                                  "level 2, 3 for level 3 (or the first three).",
                            "de": "Nenne die sechs erkundeten Würfel nach Ebenen: 1 für Ebene 1, 2 "
                                  "für Ebene 2, 3 für Ebene 3 (oder die ersten drei)."},
    "dd_err_set_scrolls": {"en": "Name the two party dice to set to Scrolls.",
                           "de": "Nenne die zwei Gruppenwürfel, die Schriftrollen werden."},
    "dd_err_every_type": {
        "en": "The Ranger discards 1 monster of each type on the level: {types}.",
        "de": "Der Waldläufer entfernt 1 Monster jeder Art auf der Ebene: {types}."},
    "dd_err_types": {"en": "Name monster types, each once: at most {count}.",
                     "de": "Nenne Monsterarten, jede einmal: höchstens {count}."},
    "dd_err_not_in_final": {
        "en": "The game is over; only the Archaeologist's discard is left.",
        "de": "Das Spiel ist vorbei; nur das Ablegen der Archäologin fehlt noch."},
    "dd_line_leprechaun": {"en": "Treasures discarded at the end: {count} × 0",
                           "de": "Am Ende abgelegte Schätze: {count} × 0"},
}
