"""What the table is told of the booster-pack and promo heroes (D18-D20), in English and
German; ``narrate`` and ``narrate_heroes`` say when."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # a delve begins (D18-D20, D24)
    "dd_n_starts_exhausted": {
        "en": "{hero} starts the delve exhausted: every companion defeats 1 "
              "extra monster until she refreshes.",
        "de": "{hero} beginnt das Abenteuer erschöpft: jeder Gefährte besiegt 1 "
              "zusätzliches Monster, bis sie sich erholt."},
    "dd_n_buried_one": {"en": "{hero}: 1 party die starts the delve in the graveyard.",
                        "de": "{hero}: 1 Gruppenwürfel beginnt das Abenteuer auf dem Friedhof."},
    "dd_n_buried_many": {"en": "{hero}: {count} party dice start the delve in the graveyard.",
                         "de": "{hero}: {count} Gruppenwürfel beginnen das Abenteuer auf dem "
                               "Friedhof."},
    "dd_n_party_set": {"en": "{hero}: the party is set, not rolled: {dice}.",
                       "de": "{hero}: die Gruppe wird gesetzt, nicht gewürfelt: {dice}."},
    "dd_n_forming_draws": {"en": "Specialty ({hero}): the party is formed, {count} treasures to "
                                 "draw before level 1.",
                           "de": "Spezialfähigkeit ({hero}): die Gruppe steht, {count} Schätze "
                                 "ziehen vor Ebene 1."},
    "dd_n_scouted": {
        "en": "Specialty ({hero}): {count} dungeon dice rolled, to be set as levels 1, 2 "
              "and 3: {dice}.",
        "de": "Spezialfähigkeit ({hero}): {count} Dungeonwürfel gewürfelt, die als "
              "Ebenen 1, 2 und 3 gelegt werden: {dice}."},
    "dd_n_scout_levels": {
        "en": "{player} sets the scouted dice: level 1: {first}; level 2: {second}; "
              "level 3: {third}.",
        "de": "{player} legt die erkundeten Würfel: Ebene 1: {first}; Ebene 2: "
              "{second}; Ebene 3: {third}."},
    "dd_n_preset_arrives": {"en": "Level {level}: the scouted dice lie there: {dice}.",
                            "de": "Ebene {level}: die erkundeten Würfel liegen da: {dice}."},
    "dd_n_loeg_scrolls": {"en": "{player} sets {dice} to Scrolls.",
                          "de": "{player} setzt {dice} auf Schriftrolle."},
    # moves of their own
    "dd_n_discards_one": {"en": "{player} discards 1 treasure: {tokens}.",
                          "de": "{player} legt 1 Schatz ab: {tokens}."},
    "dd_n_discards_many": {"en": "{player} discards {count} treasures: {tokens}.",
                           "de": "{player} legt {count} Schätze ab: {tokens}."},
    "dd_n_tristan_refresh": {
        "en": "{player} gives up {token}: {hero} refreshes, the ultimate is "
              "ready again.",
        "de": "{player} legt {token} ab: {hero} erholt sich, die Ultimative ist "
              "wieder bereit."},
    "dd_n_loeg_dragon": {"en": "{source} turns {monster} into a Dragon in the lair ({lair} there "
                               "now).",
                         "de": "{source} macht aus {monster} einen Drachen in der Drachenhöhle "
                               "(jetzt {lair})."},
    "dd_n_rerolls_one": {"en": "{player} rerolls one {face} (once per level).",
                         "de": "{player} würfelt einen Würfel {face} neu (einmal pro Ebene)."},
    "dd_n_lair_ally": {"en": "Lair die (ally)", "de": "Drachenhöhlen-Würfel (Verbündeter)"},
    # ultimates
    "dd_n_rage_one": {
        "en": "Rage: 1 graveyard die is rolled into the party; from now on he retires "
              "only on a level whose dragon he defeated (or at level 10).",
        "de": "Raserei: 1 Friedhofswürfel wird in die Gruppe gewürfelt; ab jetzt geht "
              "er nur auf einer Ebene mit besiegtem Drachen in die Taverne (oder auf "
              "Ebene 10)."},
    "dd_n_rage_many": {
        "en": "Rage: {count} graveyard dice are rolled into the party; from now on he "
              "retires only on a level whose dragon he defeated (or at level 10).",
        "de": "Raserei: {count} Friedhofswürfel werden in die Gruppe gewürfelt; ab "
              "jetzt geht er nur auf einer Ebene mit besiegtem Drachen in die Taverne "
              "(oder auf Ebene 10)."},
    "dd_n_from_graveyard_one": {"en": "1 graveyard die is rolled into the party.",
                                "de": "1 Friedhofswürfel wird in die Gruppe gewürfelt."},
    "dd_n_from_graveyard_many": {"en": "{count} graveyard dice are rolled into the party.",
                                 "de": "{count} Friedhofswürfel werden in die Gruppe gewürfelt."},
    "dd_n_scout_retires": {
        "en": "{player} retires at once from level {level}: +{xp} XP ({total} in "
              "all).",
        "de": "{player} geht von Ebene {level} sofort in die Taverne: +{xp} "
              "Erfahrung (insgesamt {total})."},
    "dd_n_draws_then_discard_one": {"en": "1 treasure to draw, then {count} to discard.",
                                    "de": "1 Schatz zu ziehen, dann {count} abzulegen."},
    "dd_n_draws_then_discard_many": {"en": "{draws} treasures to draw, then {count} to discard.",
                                     "de": "{draws} Schätze zu ziehen, dann {count} abzulegen."},
    "dd_n_to_chest_one": {"en": "{monsters} becomes one Chest.",
                          "de": "{monsters} wird zu einer Kiste."},
    "dd_n_to_chest_many": {"en": "{monsters} become one Chest.",
                           "de": "{monsters} werden zu einer Kiste."},
    "dd_n_dwarf_one": {"en": "Discarded: {monsters}; the Champion is rerolled.",
                       "de": "Abgelegt: {monsters}; der Champion wird neu gewürfelt."},
    "dd_n_dwarf_many": {"en": "Discarded: {monsters}; {count} Champions are rerolled.",
                        "de": "Abgelegt: {monsters}; {count} Champions werden neu gewürfelt."},
    "dd_n_set_face": {"en": "A die showing {face} is set to {to}.",
                      "de": "Ein Würfel mit {face} wird auf {to} gesetzt."},
    "dd_n_dragon_paid": {
        "en": "Paid with {paid}: the dragon is defeated: +1 XP and a treasure; the "
              "lair's {count} dice go back.",
        "de": "Bezahlt mit {paid}: der Drache ist besiegt: +1 Erfahrung und ein "
              "Schatz; die {count} Würfel der Drachenhöhle gehen zurück."},
    "dd_n_dragon_alone": {
        "en": "{paid} alone defeats the dragon: +1 XP and a treasure; the lair's "
              "{count} dice go back.",
        "de": "{paid} besiegt den Drachen allein: +1 Erfahrung und ein Schatz; die "
              "{count} Würfel der Drachenhöhle gehen zurück."},
    "dd_n_lair_allies_one": {"en": "The lair's die becomes a companion until the regroup.",
                             "de": "Der Würfel der Drachenhöhle wird bis zum Umgruppieren ein "
                                   "Gefährte."},
    "dd_n_lair_allies_many": {
        "en": "The lair's {count} dice become companions until the regroup.",
        "de": "Die {count} Würfel der Drachenhöhle werden bis zum Umgruppieren "
              "Gefährten."},
    "dd_n_amar_suen": {"en": "Discarded: {monsters}; treasures to draw: {draws}.",
                       "de": "Abgelegt: {monsters}; Schätze zu ziehen: {draws}."},
    "dd_n_exhausted_again": {"en": "{hero} is exhausted again: every companion defeats 1 extra "
                                   "monster.",
                             "de": "{hero} ist wieder erschöpft: jeder Gefährte besiegt 1 "
                                   "zusätzliches Monster."},
    # what their specialties do on their own
    "dd_n_turned_one": {"en": "Specialty ({hero}): the die rolled as {from} shows {to} instead.",
                        "de": "Spezialfähigkeit ({hero}): der als {from} gewürfelte Würfel zeigt "
                              "stattdessen {to}."},
    "dd_n_turned_many": {
        "en": "Specialty ({hero}): the {count} dice rolled as {from} show {to} "
              "instead.",
        "de": "Spezialfähigkeit ({hero}): die {count} als {from} gewürfelten Würfel "
              "zeigen stattdessen {to}."},
    "dd_n_scrolls_back_one": {"en": "1 Scroll goes back to the graveyard.",
                              "de": "1 Schriftrolle geht zurück auf den Friedhof."},
    "dd_n_scrolls_back_many": {"en": "{count} Scrolls go back to the graveyard.",
                               "de": "{count} Schriftrollen gehen zurück auf den Friedhof."},
    "dd_n_sorceress": {
        "en": "Specialty ({hero}): the lair's {count} dice are discarded at once (no "
              "fight, no XP, no treasure).",
        "de": "Spezialfähigkeit ({hero}): die {count} Würfel der Drachenhöhle werden "
              "sofort abgelegt (kein Kampf, keine Erfahrung, kein Schatz)."},
    "dd_n_champion_back": {
        "en": "Specialty ({hero}): the Champion defeated 2 or more monsters alone "
              "and is rerolled into the party.",
        "de": "Spezialfähigkeit ({hero}): der Champion hat allein 2 oder mehr "
              "Monster besiegt und wird zurück in die Gruppe gewürfelt."},
    "dd_n_double_kill_treasure": {"en": "Specialty ({hero}): one companion defeated 2 or more "
                                        "monsters: a treasure to draw.",
                                  "de": "Spezialfähigkeit ({hero}): ein Gefährte hat 2 oder mehr "
                                        "Monster besiegt: ein Schatz zu ziehen."},
    "dd_n_refreshed_quaff": {
        "en": "Quaffing refreshes {hero}: the ultimate is ready again, and no "
              "companion defeats an extra monster until it is used.",
        "de": "Das Trinken erholt {hero}: die Ultimative ist wieder bereit, und "
              "bis zu ihrem Einsatz besiegt kein Gefährte ein zusätzliches "
              "Monster."},
    "dd_n_refreshed_kill": {
        "en": "One companion defeated 2 or more monsters: {hero} refreshes, the "
              "ultimate is ready again.",
        "de": "Ein Gefährte hat 2 oder mehr Monster besiegt: {hero} erholt sich, "
              "die Ultimative ist wieder bereit."},
    "dd_n_refreshed_types": {"en": "All three monster types on the level: {hero} refreshes, the "
                                   "ultimate is ready again.",
                             "de": "Alle drei Monsterarten auf der Ebene: {hero} erholt sich, die "
                                   "Ultimative ist wieder bereit."},
    "dd_n_final_discard_one": {"en": "{player} discards 1 treasure before the count.",
                               "de": "{player} legt vor der Wertung 1 Schatz ab."},
    "dd_n_final_discard_many": {"en": "{player} discards {count} treasures before the count.",
                                "de": "{player} legt vor der Wertung {count} Schätze ab."},
}
