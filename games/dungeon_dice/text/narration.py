"""What the table is told after each event (``narrate``), in English and German. Die faces,
tokens and heroes are terms (``dd_face_*``, ``dd_token_*``, ``dd_hero_*``), so lists of them
read in the reader's language."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "dd_n_times": {"en": "{face} ×{count}", "de": "{face} ×{count}"},
    "dd_n_ally": {"en": "{face} (ally)", "de": "{face} (Verbündeter)"},
    "dd_n_hero_as": {"en": "the hero as {face}", "de": "der Held als {face}"},
    "dd_n_dealt_hero": {"en": "{player} is dealt a hero: {hero}.",
                        "de": "{player} bekommt einen Helden: {hero}."},
    "dd_n_chose_hero": {"en": "{player} chooses a hero: {hero}.",
                        "de": "{player} wählt einen Helden: {hero}."},
    "dd_n_asks_deal": {"en": "{player} asks to be dealt a hero.",
                       "de": "{player} lässt sich einen Helden austeilen."},
    "dd_n_party_rolled": {"en": "Party dice rolled: {dice}.",
                          "de": "Gruppenwürfel gewürfelt: {dice}."},
    "dd_n_dungeon_rolled": {"en": "Dungeon dice rolled: {dice}.",
                            "de": "Dungeonwürfel gewürfelt: {dice}."},
    "dd_n_to_lair_one": {"en": "1 dragon face goes to the lair ({lair} there now).",
                         "de": "1 Drachenkopf kommt in die Drachenhöhle (jetzt {lair})."},
    "dd_n_to_lair_many": {"en": "{count} dragon faces go to the lair ({lair} there now).",
                          "de": "{count} Drachenköpfe kommen in die Drachenhöhle (jetzt {lair})."},
    "dd_n_drew": {"en": "{player} draws a treasure: {token}.",
                  "de": "{player} zieht einen Schatz: {token}."},
    "dd_n_knight_scrolls_one": {"en": "Knight's specialty: 1 Scroll becomes a Champion.",
                                "de": "Spezialfähigkeit des Ritters: 1 Schriftrolle wird zum "
                                      "Champion."},
    "dd_n_knight_scrolls_many": {
        "en": "Knight's specialty: {count} Scrolls become Champions.",
        "de": "Spezialfähigkeit des Ritters: {count} Schriftrollen werden zu "
              "Champions."},
    "dd_n_mulligan": {"en": "{player} rerolls {dice} while forming the party (Mercenary's "
                            "specialty).",
                      "de": "{player} würfelt beim Bilden der Gruppe {dice} neu (Spezialfähigkeit "
                            "des Söldners)."},
    "dd_n_ready": {"en": "{player} keeps the party as rolled.",
                   "de": "{player} behält die Gruppe, wie sie gewürfelt ist."},
    "dd_n_level_one": {"en": "Level {level}: 1 dungeon die to roll.",
                       "de": "Ebene {level}: 1 Dungeonwürfel zu werfen."},
    "dd_n_level_many": {"en": "Level {level}: {count} dungeon dice to roll.",
                        "de": "Ebene {level}: {count} Dungeonwürfel zu werfen."},
    "dd_n_level_after_party": {"en": "Level {level}: first the rerolled party dice ({count}), then "
                                     "the dungeon dice ({dungeon}) to roll.",
                               "de": "Ebene {level}: zuerst die neu zu werfenden Gruppenwürfel "
                                     "({count}), dann die Dungeonwürfel ({dungeon})."},
    "dd_n_defeats": {"en": "{source} defeats {monsters}.", "de": "{source} besiegt {monsters}."},
    "dd_n_opens_one": {"en": "{source} opens 1 chest.", "de": "{source} öffnet 1 Kiste."},
    "dd_n_opens_many": {"en": "{source} opens {count} chests.",
                        "de": "{source} öffnet {count} Kisten."},
    "dd_n_quaffs_one": {"en": "{source} quaffs 1 potion; back from the graveyard: {dice}.",
                        "de": "{source} trinkt 1 Trank; zurück vom Friedhof: {dice}."},
    "dd_n_quaffs_many": {"en": "{source} quaffs {count} potions; back from the graveyard: {dice}.",
                         "de": "{source} trinkt {count} Tränke; zurück vom Friedhof: {dice}."},
    "dd_n_done": {"en": "{player} ends the loot; unused chests and potions go back.",
                  "de": "{player} beendet das Plündern; übrige Kisten und Tränke gehen zurück."},
    "dd_n_reroll": {"en": "{source} rerolls {dice}.", "de": "{source} würfelt {dice} neu."},
    "dd_n_dragon": {
        "en": "{sources} defeat the dragon: +1 XP and a treasure; the lair's {count} "
              "dice go back.",
        "de": "{sources} besiegen den Drachen: +1 Erfahrung und ein Schatz; die {count} "
              "Würfel der Drachenhöhle gehen zurück."},
    "dd_n_flees": {
        "en": "{player} flees from level {level}: no XP for this delve.",
        "de": "{player} flieht von Ebene {level}: keine Erfahrung für dieses Abenteuer."},
    "dd_n_retires": {"en": "{player} retires to the tavern at level {level}: +{xp} XP ({total} in "
                           "all).",
                     "de": "{player} geht auf Ebene {level} in die Taverne: +{xp} Erfahrung "
                           "(insgesamt {total})."},
    "dd_n_seeks": {"en": "{player} seeks glory one level deeper.",
                   "de": "{player} sucht Ruhm eine Ebene tiefer."},
    "dd_n_elixir": {"en": "Elixir: {face} comes back from the graveyard.",
                    "de": "Elixier: {face} kommt vom Friedhof zurück."},
    "dd_n_bait_one": {"en": "Dragon Bait: {monsters} becomes a dragon face ({lair} in the lair).",
                      "de": "Drachenköder: {monsters} wird zum Drachenkopf ({lair} in der "
                            "Drachenhöhle)."},
    "dd_n_bait_many": {"en": "Dragon Bait: {monsters} become dragon faces ({lair} in the lair).",
                       "de": "Drachenköder: {monsters} werden zu Drachenköpfen ({lair} in der "
                             "Drachenhöhle)."},
    "dd_n_ring_one": {"en": "Ring of Invisibility: the lair's die goes back.",
                      "de": "Ring der Unsichtbarkeit: der Würfel der Drachenhöhle geht zurück."},
    "dd_n_ring_many": {"en": "Ring of Invisibility: the lair's {count} dice go back.",
                       "de": "Ring der Unsichtbarkeit: die {count} Würfel der Drachenhöhle gehen "
                             "zurück."},
    "dd_n_portal": {
        "en": "{player} takes a Town Portal at level {level}: +{xp} XP ({total} in all).",
        "de": "{player} nimmt ein Stadtportal auf Ebene {level}: +{xp} Erfahrung "
              "(insgesamt {total})."},
    "dd_n_ultimate": {"en": "{player} uses the ultimate ({hero}).",
                      "de": "{player} setzt die ultimative Fähigkeit ein ({hero})."},
    "dd_n_ult_defeats": {"en": "The ultimate defeats {monsters}.",
                         "de": "Die ultimative Fähigkeit besiegt {monsters}."},
    "dd_n_ult_reroll": {"en": "The ultimate rerolls {dice}.",
                        "de": "Die ultimative Fähigkeit würfelt {dice} neu."},
    "dd_n_to_dragons_one": {"en": "{monsters} becomes a dragon face ({lair} in the lair).",
                            "de": "{monsters} wird zum Drachenkopf ({lair} in der Drachenhöhle)."},
    "dd_n_to_dragons_many": {"en": "{monsters} become dragon faces ({lair} in the lair).",
                             "de": "{monsters} werden zu Drachenköpfen ({lair} in der "
                                   "Drachenhöhle)."},
    "dd_n_ult_allies_one": {"en": "{monsters} serves as {face} until the regroup.",
                            "de": "{monsters} dient bis zum Umgruppieren als {face}."},
    "dd_n_ult_allies_many": {"en": "{monsters} serve as {face} until the regroup.",
                             "de": "{monsters} dienen bis zum Umgruppieren als {face}."},
    "dd_n_lair_gone_one": {"en": "The lair's die goes back to the dungeon master.",
                           "de": "Der Würfel der Drachenhöhle geht an den Dungeonmeister zurück."},
    "dd_n_lair_gone_many": {"en": "The lair's {count} dice go back to the dungeon master.",
                            "de": "Die {count} Würfel der Drachenhöhle gehen an den Dungeonmeister "
                                  "zurück."},
    "dd_n_ult_potion_one": {"en": "{monsters} becomes one Potion.",
                            "de": "{monsters} wird zu einem Trank."},
    "dd_n_ult_potion_many": {"en": "{monsters} become one Potion.",
                             "de": "{monsters} werden zu einem Trank."},
    "dd_n_discarded": {"en": "Discarded: {dice}.", "de": "Abgelegt: {dice}."},
    "dd_n_paladin": {
        "en": "{token} discarded: {monsters} defeated; chests opened: {chests}; dice "
              "gone from the lair: {lair}; back from the graveyard: {dice}.",
        "de": "{token} abgelegt: {monsters} besiegt; geöffnete Kisten: {chests}; "
              "Würfel aus der Drachenhöhle fort: {lair}; zurück vom Friedhof: {dice}."},
    "dd_n_specialty": {"en": "Specialty ({hero}): {text}",
                       "de": "Spezialfähigkeit ({hero}): {text}"},
    "dd_n_xp_for_chests": {"en": "No treasure is left in the bag: +{xp} XP instead.",
                           "de": "Kein Schatz mehr im Beutel: stattdessen +{xp} Erfahrung."},
    "dd_n_dragon_attacks": {"en": "The dragon attacks ({lair} dice in the lair): it takes {need} "
                                  "companions of different types.",
                            "de": "Der Drache greift an ({lair} Würfel in der Drachenhöhle): er "
                                  "verlangt {need} Gefährten verschiedener Art."},
    "dd_n_cleared": {"en": "Level {level} cleared: retire to the tavern, or seek glory deeper.",
                     "de": "Ebene {level} geräumt: in die Taverne oder tiefer."},
    "dd_n_cleared_rage": {
        "en": "Level {level} cleared: in the rage only deeper (no dragon was "
              "defeated on this level).",
        "de": "Ebene {level} geräumt: in der Raserei nur tiefer (auf dieser Ebene "
              "wurde kein Drache besiegt)."},
    "dd_n_legend": {"en": "{player} clears level 10 and is a legend: +10 XP ({total} in all).",
                    "de": "{player} räumt Ebene 10 und ist eine Legende: +10 Erfahrung "
                          "(insgesamt {total})."},
    "dd_n_master": {"en": "{player} has {xp} XP: the hero turns to its master side ({hero}).",
                    "de": "{player} hat {xp} Erfahrung: der Held wechselt auf die Meisterseite "
                          "({hero})."},
    "dd_n_delve": {"en": "Delve {number} of 3 for {player} begins.",
                   "de": "Abenteuer {number} von 3 für {player} beginnt."},
    # the story's chapters: headings of the log's pages
    "dd_ch_heroes": {"en": "Choosing heroes", "de": "Helden wählen"},
    "dd_ch_level": {"en": "{player} · delve {number} of {delves} · level {level}",
                    "de": "{player} · Abenteuer {number} von {delves} · Ebene {level}"},
    "dd_n_over": {"en": "The game is over. Won by: {winners}.",
                  "de": "Das Spiel ist vorbei. Gewonnen hat: {winners}."},
}
