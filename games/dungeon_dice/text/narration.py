"""What the table is told after each event (``narrate``), in English and German. Die faces,
tokens and heroes are terms (``dd_face_*``, ``dd_token_*``, ``dd_hero_*``), so lists of them
read in the reader's language."""

from __future__ import annotations

NARRATION = {
    "dd_n_times": ("{face} ×{count}", "{face} ×{count}"),
    "dd_n_ally": ("{face} (ally)", "{face} (Verbündeter)"),
    "dd_n_hero_as": ("the hero as {face}", "der Held als {face}"),
    "dd_n_dealt_hero": ("{player} is dealt a hero: {hero}.",
                        "{player} bekommt einen Helden: {hero}."),
    "dd_n_chose_hero": ("{player} chooses a hero: {hero}.", "{player} wählt einen Helden: {hero}."),
    "dd_n_asks_deal": ("{player} asks to be dealt a hero.",
                       "{player} lässt sich einen Helden austeilen."),
    "dd_n_party_rolled": ("Party dice rolled: {dice}.", "Gruppenwürfel gewürfelt: {dice}."),
    "dd_n_dungeon_rolled": ("Dungeon dice rolled: {dice}.", "Dungeonwürfel gewürfelt: {dice}."),
    "dd_n_to_lair_one": ("1 dragon face goes to the lair ({lair} there now).",
                         "1 Drachenkopf kommt in die Drachenhöhle (jetzt {lair})."),
    "dd_n_to_lair_many": ("{count} dragon faces go to the lair ({lair} there now).",
                          "{count} Drachenköpfe kommen in die Drachenhöhle (jetzt {lair})."),
    "dd_n_drew": ("{player} draws a treasure: {token}.", "{player} zieht einen Schatz: {token}."),
    "dd_n_knight_scrolls_one": ("Knight's specialty: 1 Scroll becomes a Champion.",
                                "Spezialfähigkeit des Ritters: 1 Schriftrolle wird zum "
                                "Champion."),
    "dd_n_knight_scrolls_many": ("Knight's specialty: {count} Scrolls become Champions.",
                                 "Spezialfähigkeit des Ritters: {count} Schriftrollen werden zu "
                                 "Champions."),
    "dd_n_mulligan": ("{player} rerolls {dice} while forming the party (Mercenary's "
                      "specialty).",
                      "{player} würfelt beim Bilden der Gruppe {dice} neu (Spezialfähigkeit "
                      "des Söldners)."),
    "dd_n_ready": ("{player} keeps the party as rolled.",
                   "{player} behält die Gruppe, wie sie gewürfelt ist."),
    "dd_n_level_one": ("Level {level}: 1 dungeon die to roll.",
                       "Ebene {level}: 1 Dungeonwürfel zu werfen."),
    "dd_n_level_many": ("Level {level}: {count} dungeon dice to roll.",
                        "Ebene {level}: {count} Dungeonwürfel zu werfen."),
    "dd_n_level_after_party": ("Level {level}: first the rerolled party dice ({count}), then "
                               "the dungeon dice ({dungeon}) to roll.",
                               "Ebene {level}: zuerst die neu zu werfenden Gruppenwürfel "
                               "({count}), dann die Dungeonwürfel ({dungeon})."),
    "dd_n_defeats": ("{source} defeats {monsters}.", "{source} besiegt {monsters}."),
    "dd_n_opens_one": ("{source} opens 1 chest.", "{source} öffnet 1 Kiste."),
    "dd_n_opens_many": ("{source} opens {count} chests.", "{source} öffnet {count} Kisten."),
    "dd_n_quaffs_one": ("{source} quaffs 1 potion; back from the graveyard: {dice}.",
                        "{source} trinkt 1 Trank; zurück vom Friedhof: {dice}."),
    "dd_n_quaffs_many": ("{source} quaffs {count} potions; back from the graveyard: {dice}.",
                         "{source} trinkt {count} Tränke; zurück vom Friedhof: {dice}."),
    "dd_n_done": ("{player} ends the loot; unused chests and potions go back.",
                  "{player} beendet das Plündern; übrige Kisten und Tränke gehen zurück."),
    "dd_n_reroll": ("{source} rerolls {dice}.", "{source} würfelt {dice} neu."),
    "dd_n_dragon": ("{sources} defeat the dragon: +1 XP and a treasure; the lair's {count} "
                    "dice go back.",
                    "{sources} besiegen den Drachen: +1 Erfahrung und ein Schatz; die {count} "
                    "Würfel der Drachenhöhle gehen zurück."),
    "dd_n_flees": ("{player} flees from level {level}: no XP for this delve.",
                   "{player} flieht von Ebene {level}: keine Erfahrung für dieses Abenteuer."),
    "dd_n_retires": ("{player} retires to the tavern at level {level}: +{xp} XP ({total} in "
                     "all).",
                     "{player} geht auf Ebene {level} in die Taverne: +{xp} Erfahrung "
                     "(insgesamt {total})."),
    "dd_n_seeks": ("{player} seeks glory one level deeper.",
                   "{player} sucht Ruhm eine Ebene tiefer."),
    "dd_n_elixir": ("Elixir: {face} comes back from the graveyard.",
                    "Elixier: {face} kommt vom Friedhof zurück."),
    "dd_n_bait_one": ("Dragon Bait: {monsters} becomes a dragon face ({lair} in the lair).",
                      "Drachenköder: {monsters} wird zum Drachenkopf ({lair} in der "
                      "Drachenhöhle)."),
    "dd_n_bait_many": ("Dragon Bait: {monsters} become dragon faces ({lair} in the lair).",
                       "Drachenköder: {monsters} werden zu Drachenköpfen ({lair} in der "
                       "Drachenhöhle)."),
    "dd_n_ring_one": ("Ring of Invisibility: the lair's die goes back.",
                      "Ring der Unsichtbarkeit: der Würfel der Drachenhöhle geht zurück."),
    "dd_n_ring_many": ("Ring of Invisibility: the lair's {count} dice go back.",
                       "Ring der Unsichtbarkeit: die {count} Würfel der Drachenhöhle gehen "
                       "zurück."),
    "dd_n_portal": ("{player} takes a Town Portal at level {level}: +{xp} XP ({total} in all).",
                    "{player} nimmt ein Stadtportal auf Ebene {level}: +{xp} Erfahrung "
                    "(insgesamt {total})."),
    "dd_n_ultimate": ("{player} uses the ultimate ({hero}).",
                      "{player} setzt die ultimative Fähigkeit ein ({hero})."),
    "dd_n_ult_defeats": ("The ultimate defeats {monsters}.",
                         "Die ultimative Fähigkeit besiegt {monsters}."),
    "dd_n_ult_reroll": ("The ultimate rerolls {dice}.",
                        "Die ultimative Fähigkeit würfelt {dice} neu."),
    "dd_n_to_dragons_one": ("{monsters} becomes a dragon face ({lair} in the lair).",
                            "{monsters} wird zum Drachenkopf ({lair} in der Drachenhöhle)."),
    "dd_n_to_dragons_many": ("{monsters} become dragon faces ({lair} in the lair).",
                             "{monsters} werden zu Drachenköpfen ({lair} in der "
                             "Drachenhöhle)."),
    "dd_n_ult_allies_one": ("{monsters} serves as {face} until the regroup.",
                            "{monsters} dient bis zum Umgruppieren als {face}."),
    "dd_n_ult_allies_many": ("{monsters} serve as {face} until the regroup.",
                             "{monsters} dienen bis zum Umgruppieren als {face}."),
    "dd_n_lair_gone_one": ("The lair's die goes back to the dungeon master.",
                           "Der Würfel der Drachenhöhle geht an den Dungeonmeister zurück."),
    "dd_n_lair_gone_many": ("The lair's {count} dice go back to the dungeon master.",
                            "Die {count} Würfel der Drachenhöhle gehen an den Dungeonmeister "
                            "zurück."),
    "dd_n_ult_potion_one": ("{monsters} becomes one Potion.", "{monsters} wird zu einem Trank."),
    "dd_n_ult_potion_many": ("{monsters} become one Potion.",
                             "{monsters} werden zu einem Trank."),
    "dd_n_discarded": ("Discarded: {dice}.", "Abgelegt: {dice}."),
    "dd_n_paladin": ("{token} discarded: {monsters} defeated; chests opened: {chests}; dice "
                     "gone from the lair: {lair}; back from the graveyard: {dice}.",
                     "{token} abgelegt: {monsters} besiegt; geöffnete Kisten: {chests}; "
                     "Würfel aus der Drachenhöhle fort: {lair}; zurück vom Friedhof: {dice}."),
    "dd_n_specialty": ("Specialty ({hero}): {text}", "Spezialfähigkeit ({hero}): {text}"),
    "dd_n_xp_for_chests": ("No treasure is left in the bag: +{xp} XP instead.",
                           "Kein Schatz mehr im Beutel: stattdessen +{xp} Erfahrung."),
    "dd_n_dragon_attacks": ("The dragon attacks ({lair} dice in the lair): it takes {need} "
                            "companions of different types.",
                            "Der Drache greift an ({lair} Würfel in der Drachenhöhle): er "
                            "verlangt {need} Gefährten verschiedener Art."),
    "dd_n_cleared": ("Level {level} cleared: 'retire' or 'seek' glory.",
                     "Ebene {level} geräumt: 'taverne' oder 'tiefer'."),
    "dd_n_cleared_rage": ("Level {level} cleared: in the rage only 'seek' glory (no dragon was "
                          "defeated on this level).",
                          "Ebene {level} geräumt: in der Raserei nur 'tiefer' (auf dieser Ebene "
                          "wurde kein Drache besiegt)."),
    "dd_n_legend": ("{player} clears level 10 and is a legend: +10 XP ({total} in all).",
                    "{player} räumt Ebene 10 und ist eine Legende: +10 Erfahrung "
                    "(insgesamt {total})."),
    "dd_n_master": ("{player} has {xp} XP: the hero turns to its master side ({hero}).",
                    "{player} hat {xp} Erfahrung: der Held wechselt auf die Meisterseite "
                    "({hero})."),
    "dd_n_delve": ("Delve {number} of 3 for {player} begins.",
                   "Abenteuer {number} von 3 für {player} beginnt."),
    # the story's chapters: headings of the log's pages
    "dd_ch_heroes": ("Choosing heroes", "Helden wählen"),
    "dd_ch_level": ("{player} · delve {number} of {delves} · level {level}",
                    "{player} · Abenteuer {number} von {delves} · Ebene {level}"),
    "dd_n_over": ("The game is over. Won by: {winners}.",
                  "Das Spiel ist vorbei. Gewonnen hat: {winners}."),
}

MESSAGES: dict[str, dict[str, str]] = {
    key: {"en": en, "de": de} for key, (en, de) in NARRATION.items()}
