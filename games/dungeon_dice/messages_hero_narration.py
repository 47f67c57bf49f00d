"""What the table is told of the booster-pack and promo heroes (D18-D20), in English and
German; ``narrate_heroes`` says when."""

from __future__ import annotations

HERO_NARRATION = {
    "dd_n_discards_one": ("{player} discards 1 treasure: {tokens}.",
                          "{player} legt 1 Schatz ab: {tokens}."),
    "dd_n_discards_many": ("{player} discards {count} treasures: {tokens}.",
                           "{player} legt {count} Schätze ab: {tokens}."),
    "dd_n_scout_levels": ("{player} sets the scouted dice: level 1 {first}, level 2 {second}, "
                          "level 3 {third}.",
                          "{player} legt die erkundeten Würfel: Ebene 1 {first}, Ebene 2 "
                          "{second}, Ebene 3 {third}."),
    "dd_n_loeg_scrolls": ("{player} sets {dice} to Scrolls.",
                          "{player} setzt {dice} auf Schriftrolle."),
    "dd_n_tristan_refresh": ("{player} gives up {token}: the hero refreshes.",
                             "{player} legt {token} ab: der Held erholt sich."),
    "dd_n_loeg_dragon": ("{source} turns a {monster} into a Dragon in the lair ({lair} there "
                         "now).",
                         "{source} macht ein {monster} zum Drachen in der Drachenhöhle (jetzt "
                         "{lair})."),
    "dd_n_rerolls_one": ("{player} re-rolls one {face} (once per level).",
                         "{player} würfelt ein {face} neu (einmal pro Ebene)."),
    "dd_n_rage_one": ("Rage: 1 graveyard die is rolled into the party; retiring now only after "
                      "a dragon on the level.",
                      "Raserei: 1 Friedhofswürfel wird in die Gruppe gewürfelt; Rückzug nur "
                      "noch nach einem Drachen auf der Ebene."),
    "dd_n_rage_many": ("Rage: {count} graveyard dice are rolled into the party; retiring now "
                       "only after a dragon on the level.",
                       "Raserei: {count} Friedhofswürfel werden in die Gruppe gewürfelt; "
                       "Rückzug nur noch nach einem Drachen auf der Ebene."),
    "dd_n_from_graveyard_one": ("1 graveyard die is rolled into the party.",
                                "1 Friedhofswürfel wird in die Gruppe gewürfelt."),
    "dd_n_from_graveyard_many": ("{count} graveyard dice are rolled into the party.",
                                 "{count} Friedhofswürfel werden in die Gruppe gewürfelt."),
    "dd_n_scout_retires": ("{player} slips out to the tavern at once: {xp} XP.",
                           "{player} schleicht sofort in die Taverne: {xp} Erfahrung."),
    "dd_n_draws_then_discard_one": ("{draws} treasures to draw, then 1 to discard.",
                                    "{draws} Schätze ziehen, dann 1 ablegen."),
    "dd_n_draws_then_discard_many": ("{draws} treasures to draw, then {count} to discard.",
                                     "{draws} Schätze ziehen, dann {count} ablegen."),
    "dd_n_to_chest": ("One Chest takes the place of {monsters}.",
                      "Eine Kiste tritt an die Stelle von {monsters}."),
    "dd_n_dwarf_one": ("Discarded: {monsters}; the Champion is re-rolled.",
                       "Abgelegt: {monsters}; der Champion wird neu gewürfelt."),
    "dd_n_dwarf_many": ("Discarded: {monsters}; {count} Champions are re-rolled.",
                        "Abgelegt: {monsters}; {count} Champions werden neu gewürfelt."),
    "dd_n_set_face": ("A {face} is set to {to}.", "Ein {face} wird auf {to} gesetzt."),
    "dd_n_dragon_paid": ("Paid with {paid}: the dragon is defeated.",
                         "Bezahlt mit {paid}: der Drache ist besiegt."),
    "dd_n_lair_allies_one": ("The lair's die becomes a companion until the regroup.",
                             "Der Würfel der Drachenhöhle wird bis zum Umgruppieren ein "
                             "Gefährte."),
    "dd_n_lair_allies_many": ("The lair's {count} dice become companions until the regroup.",
                              "Die {count} Würfel der Drachenhöhle werden bis zum Umgruppieren "
                              "Gefährten."),
    "dd_n_amar_suen": ("Discarded: {monsters}; treasures to draw: {draws}.",
                       "Abgelegt: {monsters}; Schätze zu ziehen: {draws}."),
    "dd_n_turned": ("{hero}'s specialty: {from} rolled, {to} it is.",
                    "Spezialfähigkeit ({hero}): {from} gewürfelt, {to} wird daraus."),
    "dd_n_scrolls_back_one": ("1 Scroll goes back to the graveyard.",
                              "1 Schriftrolle geht zurück auf den Friedhof."),
    "dd_n_scrolls_back_many": ("{count} Scrolls go back to the graveyard.",
                               "{count} Schriftrollen gehen zurück auf den Friedhof."),
    "dd_n_sorceress": ("Three dice in the lair: the Sorceress sends them away (no fight, no XP, "
                       "no treasure).",
                       "Drei Würfel in der Drachenhöhle: die Magierin schickt sie fort (kein "
                       "Kampf, keine Erfahrung, kein Schatz)."),
    "dd_n_champion_back": ("The Champion is re-rolled into the party.",
                           "Der Champion wird zurück in die Gruppe gewürfelt."),
    "dd_n_double_kill_treasure": ("Two monsters at once: a treasure to draw.",
                                  "Zwei Monster auf einmal: ein Schatz zu ziehen."),
    "dd_n_refreshed": ("{hero} refreshes: the ultimate is ready again.",
                       "{hero} erholt sich: die Ultimative ist wieder bereit."),
    "dd_n_preset_arrives": ("Level {level}: the scouted dice are there: {dice}.",
                            "Ebene {level}: die erkundeten Würfel liegen da: {dice}."),
    "dd_n_final_discard_one": ("{player} discards 1 treasure before the count.",
                               "{player} legt vor der Wertung 1 Schatz ab."),
    "dd_n_final_discard_many": ("{player} discards {count} treasures before the count.",
                                "{player} legt vor der Wertung {count} Schätze ab."),
    "dd_n_starts_exhausted": ("{hero} starts the delve exhausted.",
                              "{hero} beginnt das Abenteuer erschöpft."),
}
