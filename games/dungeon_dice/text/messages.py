"""Every dungeon dice sentence a user can see, in English and German."""

from __future__ import annotations

from collections.abc import Mapping

from games.dungeon_dice.text.commands import COMMANDS
from games.dungeon_dice.text.hero_errors import HERO_ERRORS
from games.dungeon_dice.text.hero_narration import HERO_NARRATION
from games.dungeon_dice.text.hero_screen import SCREEN_HEROES
from games.dungeon_dice.text.heroes import LINES, PACK_ABILITIES, PACK_HERO_NAMES

FACES = {
    "fighter": ("Fighter", "Krieger"), "cleric": ("Cleric", "Priester"),
    "mage": ("Mage", "Zauberer"), "thief": ("Thief", "Dieb"),
    "champion": ("Champion", "Champion"), "scroll": ("Scroll", "Schriftrolle"),
    "goblin": ("Goblin", "Kobold"), "skeleton": ("Skeleton", "Skelett"),
    "ooze": ("Ooze", "Schleim"), "chest": ("Chest", "Kiste"), "potion": ("Potion", "Trank"),
    "dragon": ("Dragon", "Drache"),
}
TOKEN_NAMES = {
    "vorpal-sword": ("Vorpal Sword", "Vorpalschwert"), "talisman": ("Talisman", "Talisman"),
    "scepter-of-power": ("Scepter of Power", "Zepter der Macht"),
    "thieves-tools": ("Thieves' Tools", "Diebeswerkzeug"),
    "scroll-token": ("Scroll (token)", "Schriftrolle (Marker)"),
    "ring-of-invisibility": ("Ring of Invisibility", "Ring der Unsichtbarkeit"),
    "dragon-scales": ("Dragon Scales", "Drachenschuppen"), "elixir": ("Elixir", "Elixier"),
    "dragon-bait": ("Dragon Bait", "Drachenköder"), "town-portal": ("Town Portal", "Stadtportal"),
}
HERO_NAMES = {
    "spellsword": ("Spellsword", "Schwertmagier"), "battlemage": ("Battlemage", "Kampfmagier"),
    "mercenary": ("Mercenary", "Söldner"), "commander": ("Commander", "Kommandant"),
    "knight": ("Knight", "Ritter"), "dragon-slayer": ("Dragon Slayer", "Drachentöter"),
    "half-goblin": ("Half-Goblin", "Halbgoblin"), "chieftain": ("Chieftain", "Häuptling"),
    "minstrel": ("Minstrel", "Spielmann"), "bard": ("Bard", "Barde"),
    "enchantress": ("Enchantress", "Zauberin"), "beguiler": ("Beguiler", "Betörerin"),
    "occultist": ("Occultist", "Okkultist"), "necromancer": ("Necromancer", "Nekromant"),
    "crusader": ("Crusader", "Kreuzritter"), "paladin": ("Paladin", "Paladin"),
}
ABILITIES = {
    "spellsword:novice": (
        "Fighters and Mages may be used as each other.",
        "Ultimate: the hero fights as a Fighter or Mage (hero-fighter, hero-mage).",
        "Krieger und Zauberer dürfen füreinander eingesetzt werden.",
        "Ultimativ: der Held kämpft als Krieger oder Zauberer (held-krieger, held-zauberer)."),
    "spellsword:master": (
        "Fighters and Mages may be used as each other.",
        "Ultimate: discard all monsters, chests, potions and lair dice.",
        "Krieger und Zauberer dürfen füreinander eingesetzt werden.",
        "Ultimativ: alle Monster, Kisten, Tränke und Drachenhöhlen-Würfel ablegen."),
    "mercenary:novice": (
        "When forming the party, reroll any number of party dice.",
        "Ultimate: defeat up to 2 monsters.",
        "Beim Bilden der Gruppe beliebig viele Gruppenwürfel neu würfeln.",
        "Ultimativ: bis zu 2 Monster besiegen."),
    "mercenary:master": (
        "Fighters defeat 1 extra monster of any type.",
        "Ultimate: reroll any number of party and dungeon dice.",
        "Krieger besiegen 1 zusätzliches Monster beliebiger Art.",
        "Ultimativ: beliebig viele Gruppen- und Dungeonwürfel neu würfeln."),
    "knight:novice": (
        "When forming the party, Scrolls become Champions.",
        "Ultimate: every monster becomes a dragon face in the lair.",
        "Beim Bilden der Gruppe werden Schriftrollen zu Champions.",
        "Ultimativ: jedes Monster wird ein Drachenkopf in der Drachenhöhle."),
    "knight:master": (
        "Scrolls become Champions when forming; the dragon needs only 2 different companions.",
        "Ultimate: every monster becomes a dragon face in the lair.",
        "Schriftrollen werden beim Bilden zu Champions; der Drache braucht nur 2 verschiedene "
        "Gefährten.",
        "Ultimativ: jedes Monster wird ein Drachenkopf in der Drachenhöhle."),
    "half-goblin:novice": (
        "May open chests and quaff potions while monsters remain.",
        "Ultimate: 1 Goblin becomes a Thief until the regroup.",
        "Darf Kisten öffnen und Tränke trinken, solange noch Monster da sind.",
        "Ultimativ: 1 Kobold wird bis zum Umgruppieren ein Dieb."),
    "half-goblin:master": (
        "May open chests and quaff potions while monsters remain.",
        "Ultimate: up to 2 Goblins become Thieves until the regroup.",
        "Darf Kisten öffnen und Tränke trinken, solange noch Monster da sind.",
        "Ultimativ: bis zu 2 Kobolde werden bis zum Umgruppieren Diebe."),
    "minstrel:novice": (
        "Thieves and Mages may be used as each other.",
        "Ultimate: discard all dice in the dragon's lair.",
        "Diebe und Zauberer dürfen füreinander eingesetzt werden.",
        "Ultimativ: alle Würfel der Drachenhöhle ablegen."),
    "minstrel:master": (
        "Thieves and Mages as each other; Champions defeat 1 extra monster.",
        "Ultimate: discard all dice in the dragon's lair.",
        "Diebe und Zauberer füreinander; Champions besiegen 1 zusätzliches Monster.",
        "Ultimativ: alle Würfel der Drachenhöhle ablegen."),
    "enchantress:novice": (
        "Scrolls may be used as any companion.",
        "Ultimate: 1 monster becomes 1 potion.",
        "Schriftrollen dürfen als beliebiger Gefährte eingesetzt werden.",
        "Ultimativ: 1 Monster wird zu 1 Trank."),
    "enchantress:master": (
        "Scrolls may be used as any companion.",
        "Ultimate: up to 2 monsters become 1 potion.",
        "Schriftrollen dürfen als beliebiger Gefährte eingesetzt werden.",
        "Ultimativ: bis zu 2 Monster werden zu 1 Trank."),
    "occultist:novice": (
        "Clerics and Mages may be used as each other.",
        "Ultimate: 1 Skeleton becomes a Fighter until the regroup.",
        "Priester und Zauberer dürfen füreinander eingesetzt werden.",
        "Ultimativ: 1 Skelett wird bis zum Umgruppieren ein Krieger."),
    "occultist:master": (
        "Clerics and Mages may be used as each other.",
        "Ultimate: up to 2 Skeletons become Fighters until the regroup.",
        "Priester und Zauberer dürfen füreinander eingesetzt werden.",
        "Ultimativ: bis zu 2 Skelette werden bis zum Umgruppieren Krieger."),
    "crusader:novice": (
        "Fighters and Clerics may be used as each other.",
        "Ultimate: the hero fights as a Fighter or Cleric (hero-fighter, hero-cleric).",
        "Krieger und Priester dürfen füreinander eingesetzt werden.",
        "Ultimativ: der Held kämpft als Krieger oder Priester (held-krieger, held-priester)."),
    "crusader:master": (
        "Fighters and Clerics may be used as each other.",
        "Ultimate: discard 1 treasure to defeat all monsters, open all chests, quaff all "
        "potions and discard the lair.",
        "Krieger und Priester dürfen füreinander eingesetzt werden.",
        "Ultimativ: 1 Schatz ablegen, um alle Monster zu besiegen, alle Kisten zu öffnen, alle "
        "Tränke zu trinken und die Drachenhöhle zu leeren."),
}
STAGES = {
    "hero": ("choose a hero ('hero knight') or 'deal'",
             "wähle einen Helden ('held ritter') oder 'austeilen'"),
    "form": ("the party is rolled", "die Gruppe wird gewürfelt"),
    "mulligan": ("forming the party: 'mulligan <dice>' to reroll, or 'ready'",
                 "Gruppe bilden: 'neuwurf <Würfel>' zum Neuwurf, oder 'bereit'"),
    "monsters": ("monsters: defeat every one ('fight <companion> <monster>'), or 'flee'",
                 "Monster: alle besiegen ('kämpfe <Gefährte> <Monster>') oder 'fliehen'"),
    "loot": ("loot: open chests ('open'), quaff potions ('quaff'), then 'done'",
             "Plündern: Kisten öffnen ('öffne'), Tränke trinken ('trinke'), dann 'fertig'"),
    "dragon": ("the dragon attacks: 'dragon <{count} different companions>' or 'flee'",
               "der Drache greift an: 'drache <{count} verschiedene Gefährten>' oder 'fliehen'"),
    "regroup": ("regroup: 'retire' to the tavern or 'seek' glory one level deeper",
                "Umgruppieren: 'taverne' (Erfahrung = Ebene) oder 'tiefer' (eine Ebene tiefer)"),
    "over": ("the game is over", "das Spiel ist vorbei"),
}
ERRORS = {
    "dd_err_bad_face": ("'{face}' is not a face of these dice.",
                        "'{face}' ist keine Seite dieser Würfel."),
    "dd_err_too_many_faces": ("A line names at most {most} dice.",
                              "Eine Zeile nennt höchstens {most} Würfel."),
    "dd_err_dice_count": ("Dice in this roll: {count}; faces given: {given}.",
                          "Würfel in diesem Wurf: {count}; angegebene Seiten: {given}."),
    "dd_err_dragon_party": ("The dragon takes {count} companions of different types "
                            "(a Scroll is no type).",
                            "Der Drache braucht {count} Gefährten verschiedener Art "
                            "(Schriftrolle zählt nicht)."),
    "dd_err_elixir_face": ("Name the face the revived die shows, e.g. 'use elixir champion'.",
                           "Nenne die Seite des zurückgeholten Würfels, z. B. "
                           "'nutze elixier champion'."),
    "dd_err_fight_syntax": ("Write 'fight <companion> <monster>', e.g. 'fight fighter goblin'.",
                            "Schreibe 'kämpfe <Gefährte> <Monster>', z. B. "
                            "'kämpfe krieger kobold'."),
    "dd_err_game_over": ("The game is over.", "Das Spiel ist vorbei."),
    "dd_err_set_too_small": (
        "These hero sets hold {count} heroes, too few for {players} players: choose more sets, "
        "or the same hero for all (mirror=yes).",
        "Diese Heldensets haben {count} Helden, zu wenige für {players} Spieler: wählt mehr "
        "Sets oder alle denselben Helden (mirror=yes)."),
    "dd_err_graveyard": ("Dice in the graveyard: only {count}.",
                         "Würfel auf dem Friedhof: nur {count}."),
    "dd_err_hero_not_companion": ("Your hero cannot be used as that companion.",
                                  "Dein Held kann nicht als dieser Gefährte kämpfen."),
    "dd_err_hero_taken": ("'{hero}' is not a free hero.", "'{hero}' ist kein freier Held."),
    "dd_err_lair_empty": ("The dragon's lair is empty.", "Die Drachenhöhle ist leer."),
    "dd_err_monsters_first": ("Defeat the monsters first; only then loot (D6).",
                              "Erst die Monster besiegen, dann plündern (D6)."),
    "dd_err_no_chest": ("There is no chest.", "Es gibt keine Kiste."),
    "dd_err_no_extra": ("{source} defeats no extra monster.",
                        "{source} besiegt kein zusätzliches Monster."),
    "dd_err_no_monster": ("There is no {monster} on this level.",
                          "Auf dieser Ebene gibt es kein Monster '{monster}'."),
    "dd_err_no_monsters": ("There are no monsters on this level.",
                           "Auf dieser Ebene gibt es keine Monster."),
    "dd_err_no_roll_now": ("Nothing is being rolled or drawn now.",
                           "Gerade wird nichts gewürfelt oder gezogen."),
    "dd_err_no_such_ally": ("You have no {face} ally.",
                            "Du hast keinen verbündeten {face}."),
    "dd_err_no_such_die": ("Your party has no {face} die.",
                           "Deine Gruppe hat keinen Würfel {face}."),
    "dd_err_no_such_dungeon_die": ("No dungeon die shows {face}.",
                                   "Kein Dungeonwürfel zeigt {face}."),
    "dd_err_no_token": ("You hold no {token}.", "Du hast den Marker {token} nicht."),
    "dd_err_no_ultimate": ("Your hero has no such ultimate.",
                           "Dein Held hat keine solche ultimative Fähigkeit."),
    "dd_err_not_companion": ("{source} is not a companion.", "{source} ist kein Gefährte."),
    "dd_err_cannot_quaff": ("{source} cannot quaff: a party die or a companion or Scroll "
                            "token quaffs (D14).",
                            "{source} kann nicht trinken: das tut ein Gruppenwürfel oder ein "
                            "Gefährten- oder Schriftrollen-Marker (D14)."),
    "dd_err_not_scroll": ("{source} cannot reroll; only a Scroll can.",
                          "{source} kann nicht neu würfeln; das kann nur eine Schriftrolle."),
    "dd_err_not_source": ("'{source}' is no party die, token, ally or hero.",
                          "'{source}' ist kein Gruppenwürfel, Marker, Verbündeter oder Held."),
    "dd_err_not_token": ("'{text}' is not a treasure token.", "'{text}' ist kein Schatzmarker."),
    "dd_err_not_party": ("'{text}' is not a party die face.",
                         "'{text}' ist keine Seite eines Gruppenwürfels."),
    "dd_err_not_dungeon": ("'{text}' is not a dungeon die face.",
                           "'{text}' ist keine Seite eines Dungeonwürfels."),
    "dd_err_not_hero": ("'{text}' is not a hero.", "'{text}' ist kein Held."),
    "dd_err_nothing_to_discard": ("There is nothing to discard.",
                                  "Es gibt nichts abzulegen."),
    "dd_err_one_token": ("Name one token at a time.", "Nenne einen Marker nach dem anderen."),
    "dd_err_paladin_faces": ("Name a face for each die brought back ({count} in all).",
                             "Nenne eine Seite je zurückgeholtem Würfel (insgesamt {count})."),
    "dd_err_paladin_token": ("Name the treasure to discard, e.g. 'ultimate elixir'.",
                             "Nenne den abzulegenden Schatz, z. B. 'ultimativ elixier'."),
    "dd_err_potions": ("Not that many potions: {count} on this level.",
                       "So viele Tränke gibt es nicht: {count} auf dieser Ebene."),
    "dd_err_quaff_faces": ("Name a face for each die brought back, e.g. "
                           "'quaff scroll champion'.",
                           "Nenne für jeden zurückgeholten Würfel eine Seite, z. B. "
                           "'trinke schriftrolle champion'."),
    "dd_err_reroll_nothing": ("Name the dice to reroll.", "Nenne die neu zu würfelnden Würfel."),
    "dd_err_syntax": ("'{command}' needs more: see 'help'.",
                      "'{command}' braucht mehr Angaben: siehe 'hilfe'."),
    "dd_err_target_kind": ("Your ultimate cannot target {monster}.",
                           "Deine ultimative Fähigkeit wirkt nicht auf {monster}."),
    "dd_err_targets": ("Name the monsters the ultimate acts on: at most {count}.",
                       "Nenne die Monster, auf die die Fähigkeit wirkt: höchstens {count}."),
    "dd_err_token_gone": ("No {token} is left in the treasure pool.",
                          "Im Schatzvorrat ist kein Marker {token} mehr."),
    "dd_err_token_not_companion": ("{token} is not used as a companion.",
                                   "{token} wird nicht als Gefährte eingesetzt."),
    "dd_err_token_not_used_so": ("{token} is used as a companion or scroll, not with 'use'.",
                                 "{token} wird als Gefährte oder Schriftrolle eingesetzt, "
                                 "nicht mit 'nutze'."),
    "dd_err_too_many_tokens": ("The game has only {limit} {token}.",
                               "Das Spiel hat nur {limit} {token}."),
    "dd_err_ultimate_is_companion": ("Your ultimate is used as a companion: e.g. "
                                     "'fight hero-fighter goblin'.",
                                     "Deine ultimative Fähigkeit ist ein Gefährte: z. B. "
                                     "'kämpfe held-krieger kobold'."),
    "dd_err_ultimate_spent": ("The ultimate was already used in this delve.",
                              "Die ultimative Fähigkeit wurde in diesem Abenteuer schon "
                              "genutzt."),
    "dd_err_unknown_command": ("Unknown command '{text}': see 'help'.",
                               "Unbekannter Befehl '{text}': siehe 'hilfe'."),
    "dd_err_values": ("That entry is malformed.", "Dieser Eintrag ist fehlerhaft."),
    "dd_err_pending_hero": ("Deal a hero first.", "Zuerst einen Helden austeilen."),
    "dd_err_pending_party": ("First roll the party dice: {count} to roll.",
                             "Zuerst {count} Gruppenwürfel werfen."),
    "dd_err_pending_dungeon": ("First roll the dungeon dice: {count} to roll.",
                               "Zuerst {count} Dungeonwürfel werfen."),
    "dd_err_pending_treasure": ("Draw the treasure first.", "Zuerst den Schatz ziehen."),
    "dd_err_player_syntax": ("Write a player as 'Name: xp=12 token token ...', not '{text}'.",
                             "Schreibe einen Spieler als 'Name: ep=12 Marker ...', nicht "
                             "'{text}'."),
    "dd_err_no_players": ("Name at least one player (--player).",
                          "Nenne mindestens einen Spieler (--player)."),
    # tallies that can't be true (issue #13)
    "dd_err_xp_range": ("{xp} XP can't be true: a player ends with 0 to {most} XP.",
                        "{xp} Erfahrung kann nicht stimmen: am Ende hat ein Spieler 0 bis "
                        "{most}."),
    "dd_err_xp_value": ("Write the XP as xp=12 (a whole number from 0 to {most}), not '{text}'.",
                        "Schreibe die Erfahrung als ep=12 (eine ganze Zahl von 0 bis {most}), "
                        "nicht '{text}'."),
    "dd_err_xp_twice": ("{name}'s XP is given twice.",
                        "Die Erfahrung von {name} ist doppelt angegeben."),
    "dd_err_count_alone": ("The count '{text}' belongs to no token: write it before one, e.g. "
                           "2 dragon-scales.",
                           "Die Anzahl '{text}' gehört zu keinem Marker: schreibe sie davor, "
                           "z. B. 2 drachenschuppen."),
    "dd_err_count_negative": ("'{text}': a count of tokens is never below 0.",
                              "'{text}': eine Anzahl Marker ist nie kleiner als 0."),
    "dd_err_number_alone": ("'{text}' could be XP or a count: write xp={text}, or the count "
                            "before its token (e.g. 2 dragon-scales).",
                            "'{text}' könnte Erfahrung oder eine Anzahl sein: schreibe "
                            "ep={text} oder die Anzahl vor ihren Marker (z. B. 2 "
                            "drachenschuppen)."),
}
# An action the phase doesn't allow: the message says which phase it is and what can be done in
# it (issue #14: 'done' after the loot said "Not at the regroup" while the game was at it).
NOT_IN = {
    "hero": ("Heroes are being chosen now: 'hero <hero>' or 'deal'.",
             "Jetzt werden Helden gewählt: 'held <Held>' oder 'austeilen'."),
    "form": ("The party is being rolled now.", "Die Gruppe wird gerade gewürfelt."),
    "mulligan": ("The party is being formed now: 'mulligan <dice>' or 'ready'.",
                 "Die Gruppe wird gerade gebildet: 'neuwurf <Würfel>' oder 'bereit'."),
    "monsters": ("Monsters remain: defeat them ('fight <companion> <monster>') or 'flee'.",
                 "Noch sind Monster da: besiege sie ('kämpfe <Gefährte> <Monster>') oder "
                 "'fliehen'."),
    "loot": ("This is the loot phase: 'open', 'quaff', then 'done'.",
             "Jetzt wird geplündert: 'öffne', 'trinke', dann 'fertig'."),
    "dragon": ("The dragon attacks now: 'dragon <companions>' or 'flee'.",
               "Jetzt greift der Drache an: 'drache <Gefährten>' oder 'fliehen'."),
    "regroup": ("The level is cleared, this is the regroup: 'retire' to the tavern or 'seek' "
                "glory.",
                "Die Ebene ist geräumt, jetzt wird umgruppiert: 'taverne' oder 'tiefer'."),
    "over": ("The game is over.", "Das Spiel ist vorbei."),
}
SCREEN = {
    "dd_chance_hero": ("Deal a hero to {player}", "Teile {player} einen Helden aus"),
    "dd_chance_party_one": ("Roll 1 party die", "Wirf 1 Gruppenwürfel"),
    "dd_chance_party_many": ("Roll {count} party dice", "Wirf {count} Gruppenwürfel"),
    "dd_chance_dungeon_one": ("Roll 1 dungeon die", "Wirf 1 Dungeonwürfel"),
    "dd_chance_dungeon_many": ("Roll {count} dungeon dice", "Wirf {count} Dungeonwürfel"),
    "dd_stage_then_dungeon_one": (", then 1 dungeon die", ", dann 1 Dungeonwürfel"),
    "dd_stage_then_dungeon_many": (", then {count} dungeon dice", ", dann {count} Dungeonwürfel"),
    "dd_chance_treasure": ("Draw a treasure ({count} to draw)",
                           "Ziehe einen Schatz ({count} zu ziehen)"),
    "dd_line_xp": ("{xp} XP", "{xp} Erfahrung"),
    "dd_line_tokens": ("Treasure tokens: {count} × 1", "Schatzmarker: {count} × 1"),
    "dd_line_portals": ("Town Portals: {count} × 2", "Stadtportale: {count} × 2"),
    "dd_line_scales": ("Pairs of Dragon Scales: {count} × 2",
                       "Paare Drachenschuppen: {count} × 2"),
    "dd_delve": ("delve {number} of 3", "Abenteuer {number} von 3"),
    "dd_level": ("Level", "Ebene"),
    "dd_stage": ("Now", "Jetzt"),
    "dd_party": ("Party", "Gruppe"),
    "dd_graveyard": ("Graveyard", "Friedhof"),
    "dd_dungeon": ("Dungeon", "Dungeon"),
    "dd_lair": ("Lair", "Drachenhöhle"),
    "dd_lair_count_one": ("1 dragon face; the dragon attacks at 3",
                          "1 Drachenkopf; der Drache greift bei 3 an"),
    "dd_lair_count_many": ("{count} dragon faces; the dragon attacks at 3",
                           "{count} Drachenköpfe; der Drache greift bei 3 an"),
    "dd_pool_dice_one": ("1 dungeon die in the pool", "1 Dungeonwürfel im Vorrat"),
    "dd_pool_dice_many": ("{count} dungeon dice in the pool", "{count} Dungeonwürfel im Vorrat"),
    "dd_allies": ("Allies", "Verbündete"),
    "dd_allies_note": ("until the regroup", "bis zum Umgruppieren"),
    "dd_treasure": ("Treasure", "Schätze"),
    "dd_hero": ("Hero", "Held"),
    "dd_side_novice": ("novice", "Novize"), "dd_side_master": ("master", "Meister"),
    "dd_ultimate_ready": ("ultimate ready", "Ultimative bereit"),
    "dd_ultimate_spent": ("ultimate spent", "Ultimative verbraucht"),
    "dd_none": ("none", "keine"),
    "dd_pool_tokens_one": ("1 treasure token left in the pool", "1 Schatzmarker im Vorrat"),
    "dd_pool_tokens_many": ("{count} treasure tokens left in the pool",
                            "{count} Schatzmarker im Vorrat"),
    "dd_col_player": ("Player", "Spieler"), "dd_col_hero": ("Hero", "Held"),
    "dd_col_xp": ("XP", "EP"), "dd_col_tokens": ("Tokens", "Marker"),
    "dd_col_score": ("Score", "Punkte"), "dd_col_delves": ("Delves", "Abenteuer"),
    "dd_outcome_retired": ("retired at {level}", "Taverne auf {level}"),
    "dd_outcome_fled": ("fled at {level}", "geflohen auf {level}"),
    "dd_outcome_portal": ("portal at {level}", "Portal auf {level}"),
    "dd_outcome_legend": ("legend (10)", "Legende (10)"),
    "dd_cmd_fight": ("a companion against a monster type", "ein Gefährte gegen eine Monsterart"),
    "dd_cmd_open": ("open chests (a Thief or Champion opens all)",
                    "Kisten öffnen (Dieb oder Champion öffnen alle)"),
    "dd_cmd_quaff": ("one die drinks potions; name a face for each die brought back",
                     "ein Würfel trinkt Tränke; je zurückgeholtem Würfel eine Seite nennen"),
    "dd_cmd_reroll": ("a Scroll rerolls party and dungeon dice",
                      "eine Schriftrolle würfelt Gruppen- und Dungeonwürfel neu"),
    "dd_cmd_dragon": ("fight the dragon with different companions",
                      "den Drachen mit verschiedenen Gefährten bekämpfen"),
    "dd_cmd_use": ("use a treasure: elixir <face>, dragon-bait, ring-of-invisibility, "
                   "town-portal",
                   "einen Schatz nutzen: elixier <Seite>, drachenköder, ring, stadtportal"),
    "dd_cmd_ultimate": ("the hero's ultimate (once per delve)",
                        "die ultimative Fähigkeit (einmal je Abenteuer)"),
    "dd_cmd_flee": ("flee: no XP for this delve", "fliehen: keine Erfahrung für dieses "
                                                  "Abenteuer"),
    "dd_cmd_retire": ("retire to the tavern: XP = level", "in die Taverne: Erfahrung = Ebene"),
    "dd_cmd_seek": ("seek glory: one level deeper", "Ruhm suchen: eine Ebene tiefer"),
    "dd_cmd_done": ("leave the loot phase", "das Plündern beenden"),
    "dd_cmd_roll_party": ("the party dice rolled, in letters or words: fighter scroll mage "
                          "… or 2 fighter 2 scroll …",
                          "die gewürfelten Gruppenwürfel, in Buchstaben oder Wörtern: krieger "
                          "schriftrolle zauberer … oder 2 krieger 2 schriftrolle …"),
    "dd_cmd_roll_dungeon": ("the dungeon dice rolled, in letters or words: goblin goblin "
                            "dragon or 2 goblin dragon",
                            "die gewürfelten Dungeonwürfel, in Buchstaben oder Wörtern: kobold "
                            "kobold drache oder 2 kobold drache"),
    "dd_cmd_letters_party": ("one letter a party die: Fighter, Cleric (p: priest), Mage, Thief, "
                             "Champion, Scroll",
                             "ein Buchstabe je Gruppenwürfel: Krieger, Priester, Zauberer, "
                             "Dieb, Champion, Schriftrolle"),
    "dd_cmd_letters_dungeon": ("one letter a dungeon die: Goblin, Skeleton, Ooze, Chest, Potion, "
                               "Dragon; in a reroll, which names both kinds of dice, only the "
                               "letters f m z g o (else the word)",
                               "ein Buchstabe je Dungeonwürfel: Kobold, Skelett, Schleim (o), "
                               "Kiste (c), Trank, Drache; beim Neuwurf, der beide Würfelarten "
                               "nennt, nur die Buchstaben f m z g o (sonst das Wort)"),
    "dd_cmd_deal": ("the hero dealt, e.g. knight", "der ausgeteilte Held, z. B. ritter"),
    "dd_cmd_token": ("the token drawn, e.g. elixir", "der gezogene Marker, z. B. elixier"),
    "dd_cmd_hero": ("choose a hero, or let one be dealt", "einen Helden wählen oder austeilen"),
    "dd_cmd_mulligan": ("reroll some party dice, or keep them",
                        "einige Gruppenwürfel neu würfeln oder behalten"),
    "dd_actions": ("You can", "Möglich"),
    "dd_tally_player": ("Player: 'Name: xp=12 token token ...' (empty line when done)",
                        "Spieler: 'Name: ep=12 Marker ...' (leere Zeile zum Beenden)"),
    "dd_tally_help_player": ("One player's XP and treasure tokens: 'Name: xp=12 token token "
                             "...' (repeat for each player).",
                             "Erfahrung und Schatzmarker eines Spielers: 'Name: ep=12 Marker "
                             "...' (für jeden Spieler wiederholen)."),
}
ADVICE = {
    "dd_odds_clear": ("chance to clear level {level}: {percent}",
                      "Chance, Ebene {level} zu räumen: {percent}"),
    "dd_odds_xp": ("expected XP: retire {retire} · go on {go_on}",
                   "erwartete Erfahrung: Taverne {retire} · weiter {go_on}"),
    "dd_odds_xp_ahead_one": ("expected XP: retire {retire} · go on ≥ {go_on} "
                             "(looking 1 level ahead)",
                             "erwartete Erfahrung: Taverne {retire} · weiter ≥ {go_on} "
                             "(1 Ebene vorausgeschaut)"),
    "dd_odds_xp_ahead_many": ("expected XP: retire {retire} · go on ≥ {go_on} "
                              "(looking {levels} levels ahead)",
                              "erwartete Erfahrung: Taverne {retire} · weiter ≥ {go_on} "
                              "({levels} Ebenen vorausgeschaut)"),
    "dd_odds_retire": ("advice: 'retire' to the tavern", "Rat: in die Taverne ('taverne')"),
    "dd_odds_seek": ("advice: 'seek' glory one level deeper",
                     "Rat: eine Ebene tiefer ('tiefer')"),
    "dd_odds_rule": ("rule of thumb: {action}", "Faustregel: {action}"),
    "dd_odds_move_one": ("advice: {action} (the best line, looking 1 level ahead)",
                         "Rat: {action} (der beste Weg, 1 Ebene vorausgeschaut)"),
    "dd_odds_move_many": ("advice: {action} (the best line, looking {levels} levels ahead)",
                          "Rat: {action} (der beste Weg, {levels} Ebenen vorausgeschaut)"),
    "dd_odds_worth": ("expected from here: {value} points", "erwartet ab hier: {value} Punkte"),
    "dd_odds_others": ("next best:", "die nächstbesten:"),
    "dd_odds_move_end": ("advice: {action} (the best line to the end of the delve)",
                         "Rat: {action} (der beste Weg bis zum Ende des Abstiegs)"),
    "dd_odds_none": ("no advice at this step", "kein Rat bei diesem Schritt"),
    # a search cut short by its budget says so (issue #15)
    "dd_odds_estimate": ("advice: {action} (estimated from the rolls searched)",
                         "Rat: {action} (geschätzt aus den durchsuchten Würfen)"),
    "dd_odds_searched": ("the time given searched {share} of the next level's rolls",
                         "in der gegebenen Zeit durchsucht: {share} der Würfe der nächsten "
                         "Ebene"),
    "dd_odds_partial": ("not every move was valued in the time given",
                        "nicht jeder Zug wurde in der gegebenen Zeit bewertet"),
}
# Typing fast and in German (issue #14): letters, the "You can:" list's patterns.
TYPING = {
    "dd_err_letter_mixed": ("'{letter}' is {first} or {second} where party and dungeon dice "
                            "mix: write more of the word.",
                            "'{letter}' ist {first} oder {second}, wo Gruppen- und "
                            "Dungeonwürfel gemischt sind: schreibe mehr vom Wort."),
    "dd_err_letter_rolls": ("'{letter}' is {first} (party die) or {second} (dungeon die): "
                            "write more of the word.",
                            "'{letter}' ist {first} (Gruppenwürfel) oder {second} "
                            "(Dungeonwürfel): schreibe mehr vom Wort."),
    "dd_slot_die": ("<die>", "<Würfel>"),
    "dd_slot_dice": ("<dice>", "<Würfel>"),
    "dd_slot_face": ("<face>", "<Seite>"),
    "dd_slot_monster": ("<monster>", "<Monster>"),
    "dd_slot_companion": ("<companion>", "<Gefährte>"),
    "dd_slot_treasure": ("<treasure>", "<Schatz>"),
    "dd_slot_hero": ("<hero>", "<Held>"),
}



def _pairs(table: Mapping[str, tuple[str, ...]], prefix: str) -> dict[str, dict[str, str]]:
    return {f"{prefix}{key}": {"en": texts[0], "de": texts[1]} for key, texts in table.items()}


MESSAGES: dict[str, dict[str, str]] = {
    **_pairs(FACES, "dd_face_"), **_pairs(TOKEN_NAMES, "dd_token_"),
    **_pairs(HERO_NAMES, "dd_hero_"), **_pairs(STAGES, "dd_stage_"),
    **_pairs(ERRORS, ""), **_pairs(NOT_IN, "dd_err_not_in_"), **_pairs(SCREEN, ""),
    **_pairs(ADVICE, ""), **_pairs(TYPING, ""), **_pairs(COMMANDS, ""),
    **_pairs(SCREEN_HEROES, ""), **_pairs(HERO_NARRATION, ""),
    **_pairs(HERO_ERRORS, ""),
    **_pairs(PACK_HERO_NAMES, "dd_hero_"), **_pairs(LINES, "dd_hero_line_"),
    **{f"dd_specialty_{key}": {"en": t[0], "de": t[2]}
       for key, t in {**ABILITIES, **PACK_ABILITIES}.items()},
    **{f"dd_ultimate_{key}": {"en": t[1], "de": t[3]}
       for key, t in {**ABILITIES, **PACK_ABILITIES}.items()},
    "dd_title": {"en": "Dungeon dice", "de": "Dungeon-Würfel"},
    "dd_review_luck_delve": {
        "en": "Delve {number} (levels {first}-{last}): level by level, its rolls were worth "
              "{worth} {way} than the odds expected.",
        "de": "Abenteuer {number} (Ebenen {first}-{last}): Ebene für Ebene brachten seine Würfe "
              "{worth} {way}, als die Chancen erwarten ließen."},
}
