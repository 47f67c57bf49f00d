"""Every dungeon dice sentence a user can see, in English and German."""

from __future__ import annotations

from tabletop.text.i18n import by_name

# The names of faces, tokens and the base game's heroes: shown in either language, and read
# back from either by a tally (the views below give each name's (English, German) by its id).
NAMES: dict[str, dict[str, str]] = {
    "dd_face_fighter": {"en": "Fighter", "de": "Krieger"},
    "dd_face_cleric": {"en": "Cleric", "de": "Priester"},
    "dd_face_mage": {"en": "Mage", "de": "Zauberer"},
    "dd_face_thief": {"en": "Thief", "de": "Dieb"},
    "dd_face_champion": {"en": "Champion", "de": "Champion"},
    "dd_face_scroll": {"en": "Scroll", "de": "Schriftrolle"},
    "dd_face_goblin": {"en": "Goblin", "de": "Kobold"},
    "dd_face_skeleton": {"en": "Skeleton", "de": "Skelett"},
    "dd_face_ooze": {"en": "Ooze", "de": "Schleim"},
    "dd_face_chest": {"en": "Chest", "de": "Kiste"},
    "dd_face_potion": {"en": "Potion", "de": "Trank"},
    "dd_face_dragon": {"en": "Dragon", "de": "Drache"},
    "dd_token_vorpal-sword": {"en": "Vorpal Sword", "de": "Vorpalschwert"},
    "dd_token_talisman": {"en": "Talisman", "de": "Talisman"},
    "dd_token_scepter-of-power": {"en": "Scepter of Power", "de": "Zepter der Macht"},
    "dd_token_thieves-tools": {"en": "Thieves' Tools", "de": "Diebeswerkzeug"},
    "dd_token_scroll-token": {"en": "Scroll (token)", "de": "Schriftrolle (Marker)"},
    "dd_token_ring-of-invisibility": {"en": "Ring of Invisibility",
                                      "de": "Ring der Unsichtbarkeit"},
    "dd_token_dragon-scales": {"en": "Dragon Scales", "de": "Drachenschuppen"},
    "dd_token_elixir": {"en": "Elixir", "de": "Elixier"},
    "dd_token_dragon-bait": {"en": "Dragon Bait", "de": "Drachenköder"},
    "dd_token_town-portal": {"en": "Town Portal", "de": "Stadtportal"},
    "dd_hero_spellsword": {"en": "Spellsword", "de": "Schwertmagier"},
    "dd_hero_battlemage": {"en": "Battlemage", "de": "Kampfmagier"},
    "dd_hero_mercenary": {"en": "Mercenary", "de": "Söldner"},
    "dd_hero_commander": {"en": "Commander", "de": "Kommandant"},
    "dd_hero_knight": {"en": "Knight", "de": "Ritter"},
    "dd_hero_dragon-slayer": {"en": "Dragon Slayer", "de": "Drachentöter"},
    "dd_hero_half-goblin": {"en": "Half-Goblin", "de": "Halbgoblin"},
    "dd_hero_chieftain": {"en": "Chieftain", "de": "Häuptling"},
    "dd_hero_minstrel": {"en": "Minstrel", "de": "Spielmann"},
    "dd_hero_bard": {"en": "Bard", "de": "Barde"},
    "dd_hero_enchantress": {"en": "Enchantress", "de": "Zauberin"},
    "dd_hero_beguiler": {"en": "Beguiler", "de": "Betörerin"},
    "dd_hero_occultist": {"en": "Occultist", "de": "Okkultist"},
    "dd_hero_necromancer": {"en": "Necromancer", "de": "Nekromant"},
    "dd_hero_crusader": {"en": "Crusader", "de": "Kreuzritter"},
    "dd_hero_paladin": {"en": "Paladin", "de": "Paladin"},
}
FACES = by_name(NAMES, "dd_face_")
TOKEN_NAMES = by_name(NAMES, "dd_token_")
HERO_NAMES = by_name(NAMES, "dd_hero_")

MESSAGES: dict[str, dict[str, str]] = {
    "dd_title": {"en": "Dungeon dice", "de": "Dungeon-Würfel"},
    "dd_review_luck_delve": {
        "en": "Delve {number} (levels {first}-{last}): level by level, its rolls were worth "
              "{worth} {way} than the odds expected.",
        "de": "Abenteuer {number} (Ebenen {first}-{last}): Ebene für Ebene brachten seine Würfe "
              "{worth} {way}, als die Chancen erwarten ließen."},
    # what the base game's heroes can do (D12)
    "dd_specialty_spellsword:novice": {
        "en": "Fighters and Mages may be used as each other.",
        "de": "Krieger und Zauberer dürfen füreinander eingesetzt werden."},
    "dd_ultimate_spellsword:novice": {
        "en": "Ultimate: the hero joins the fight as a Fighter or a Mage.",
        "de": "Ultimativ: der Held kämpft selbst als Krieger oder als Zauberer."},
    "dd_specialty_spellsword:master": {
        "en": "Fighters and Mages may be used as each other.",
        "de": "Krieger und Zauberer dürfen füreinander eingesetzt werden."},
    "dd_ultimate_spellsword:master": {
        "en": "Ultimate: discard all monsters, chests, potions and lair dice.",
        "de": "Ultimativ: alle Monster, Kisten, Tränke und Drachenhöhlen-Würfel ablegen."},
    "dd_specialty_mercenary:novice": {
        "en": "When forming the party, reroll any number of party dice.",
        "de": "Beim Bilden der Gruppe beliebig viele Gruppenwürfel neu würfeln."},
    "dd_ultimate_mercenary:novice": {"en": "Ultimate: defeat up to 2 monsters.",
                                     "de": "Ultimativ: bis zu 2 Monster besiegen."},
    "dd_specialty_mercenary:master": {
        "en": "Fighters defeat 1 extra monster of any type.",
        "de": "Krieger besiegen 1 zusätzliches Monster beliebiger Art."},
    "dd_ultimate_mercenary:master": {
        "en": "Ultimate: reroll any number of party and dungeon dice.",
        "de": "Ultimativ: beliebig viele Gruppen- und Dungeonwürfel neu würfeln."},
    "dd_specialty_knight:novice": {
        "en": "When forming the party, Scrolls become Champions.",
        "de": "Beim Bilden der Gruppe werden Schriftrollen zu Champions."},
    "dd_ultimate_knight:novice": {
        "en": "Ultimate: every monster becomes a dragon face in the lair.",
        "de": "Ultimativ: jedes Monster wird ein Drachenkopf in der Drachenhöhle."},
    "dd_specialty_knight:master": {
        "en": "Scrolls become Champions when forming; the dragon needs only 2 different "
              "companions.",
        "de": "Schriftrollen werden beim Bilden zu Champions; der Drache braucht nur 2 "
              "verschiedene Gefährten."},
    "dd_ultimate_knight:master": {
        "en": "Ultimate: every monster becomes a dragon face in the lair.",
        "de": "Ultimativ: jedes Monster wird ein Drachenkopf in der Drachenhöhle."},
    "dd_specialty_half-goblin:novice": {
        "en": "May open chests and quaff potions while monsters remain.",
        "de": "Darf Kisten öffnen und Tränke trinken, solange noch Monster da sind."},
    "dd_ultimate_half-goblin:novice": {
        "en": "Ultimate: 1 Goblin becomes a Thief until the regroup.",
        "de": "Ultimativ: 1 Kobold wird bis zum Umgruppieren ein Dieb."},
    "dd_specialty_half-goblin:master": {
        "en": "May open chests and quaff potions while monsters remain.",
        "de": "Darf Kisten öffnen und Tränke trinken, solange noch Monster da sind."},
    "dd_ultimate_half-goblin:master": {
        "en": "Ultimate: up to 2 Goblins become Thieves until the regroup.",
        "de": "Ultimativ: bis zu 2 Kobolde werden bis zum Umgruppieren Diebe."},
    "dd_specialty_minstrel:novice": {
        "en": "Thieves and Mages may be used as each other.",
        "de": "Diebe und Zauberer dürfen füreinander eingesetzt werden."},
    "dd_ultimate_minstrel:novice": {"en": "Ultimate: discard all dice in the dragon's lair.",
                                    "de": "Ultimativ: alle Würfel der Drachenhöhle ablegen."},
    "dd_specialty_minstrel:master": {
        "en": "Thieves and Mages as each other; Champions defeat 1 extra monster.",
        "de": "Diebe und Zauberer füreinander; Champions besiegen 1 zusätzliches Monster."},
    "dd_ultimate_minstrel:master": {"en": "Ultimate: discard all dice in the dragon's lair.",
                                    "de": "Ultimativ: alle Würfel der Drachenhöhle ablegen."},
    "dd_specialty_enchantress:novice": {
        "en": "Scrolls may be used as any companion.",
        "de": "Schriftrollen dürfen als beliebiger Gefährte eingesetzt werden."},
    "dd_ultimate_enchantress:novice": {"en": "Ultimate: 1 monster becomes 1 potion.",
                                       "de": "Ultimativ: 1 Monster wird zu 1 Trank."},
    "dd_specialty_enchantress:master": {
        "en": "Scrolls may be used as any companion.",
        "de": "Schriftrollen dürfen als beliebiger Gefährte eingesetzt werden."},
    "dd_ultimate_enchantress:master": {"en": "Ultimate: up to 2 monsters become 1 potion.",
                                       "de": "Ultimativ: bis zu 2 Monster werden zu 1 Trank."},
    "dd_specialty_occultist:novice": {
        "en": "Clerics and Mages may be used as each other.",
        "de": "Priester und Zauberer dürfen füreinander eingesetzt werden."},
    "dd_ultimate_occultist:novice": {
        "en": "Ultimate: 1 Skeleton becomes a Fighter until the regroup.",
        "de": "Ultimativ: 1 Skelett wird bis zum Umgruppieren ein Krieger."},
    "dd_specialty_occultist:master": {
        "en": "Clerics and Mages may be used as each other.",
        "de": "Priester und Zauberer dürfen füreinander eingesetzt werden."},
    "dd_ultimate_occultist:master": {
        "en": "Ultimate: up to 2 Skeletons become Fighters until the regroup.",
        "de": "Ultimativ: bis zu 2 Skelette werden bis zum Umgruppieren Krieger."},
    "dd_specialty_crusader:novice": {
        "en": "Fighters and Clerics may be used as each other.",
        "de": "Krieger und Priester dürfen füreinander eingesetzt werden."},
    "dd_ultimate_crusader:novice": {
        "en": "Ultimate: the hero joins the fight as a Fighter or a Cleric.",
        "de": "Ultimativ: der Held kämpft selbst als Krieger oder als Priester."},
    "dd_specialty_crusader:master": {
        "en": "Fighters and Clerics may be used as each other.",
        "de": "Krieger und Priester dürfen füreinander eingesetzt werden."},
    "dd_ultimate_crusader:master": {
        "en": "Ultimate: discard 1 treasure to defeat all monsters, open all chests, quaff all "
              "potions and discard the lair.",
        "de": "Ultimativ: 1 Schatz ablegen, um alle Monster zu besiegen, alle Kisten zu öffnen, "
              "alle Tränke zu trinken und die Drachenhöhle zu leeren."},
    "dd_err_bad_face": {"en": "'{face}' is not a face of these dice.",
                        "de": "'{face}' ist keine Seite dieser Würfel."},
    "dd_err_too_many_faces": {"en": "A line names at most {most} dice.",
                              "de": "Eine Zeile nennt höchstens {most} Würfel."},
    "dd_err_dice_count": {"en": "Dice in this roll: {count}; faces given: {given}.",
                          "de": "Würfel in diesem Wurf: {count}; angegebene Seiten: {given}."},
    "dd_err_dragon_party": {"en": "The dragon takes {count} companions of different types "
                                  "(a Scroll is no type).",
                            "de": "Der Drache braucht {count} Gefährten verschiedener Art "
                                  "(Schriftrolle zählt nicht)."},
    "dd_err_elixir_face": {"en": "Name the face the revived die shows, e.g. 'use elixir champion'.",
                           "de": "Nenne die Seite des zurückgeholten Würfels, z. B. "
                                 "'nutze elixier champion'."},
    "dd_err_fight_syntax": {
        "en": "Write 'fight <companion> <monster>', e.g. 'fight fighter goblin'.",
        "de": "Schreibe 'kämpfe <Gefährte> <Monster>', z. B. "
              "'kämpfe krieger kobold'."},
    "dd_err_game_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "dd_err_set_too_small": {
        "en": "These hero sets hold {count} heroes, too few for {players} players: choose more "
              "sets, or the same hero for all (mirror=yes).",
        "de": "Diese Heldensets haben {count} Helden, zu wenige für {players} Spieler: wählt "
              "mehr Sets oder alle denselben Helden (mirror=yes)."},
    "dd_err_graveyard": {"en": "Dice in the graveyard: only {count}.",
                         "de": "Würfel auf dem Friedhof: nur {count}."},
    "dd_err_hero_not_companion": {"en": "Your hero cannot be used as that companion.",
                                  "de": "Dein Held kann nicht als dieser Gefährte kämpfen."},
    "dd_err_hero_taken": {"en": "'{hero}' is already taken.",
                          "de": "'{hero}' ist schon vergeben."},
    "dd_err_lair_empty": {"en": "The dragon's lair is empty.", "de": "Die Drachenhöhle ist leer."},
    "dd_err_monsters_first": {"en": "Defeat the monsters first; only then loot (D6).",
                              "de": "Erst die Monster besiegen, dann plündern (D6)."},
    "dd_err_no_chest": {"en": "There is no chest.", "de": "Es gibt keine Kiste."},
    "dd_err_no_extra": {"en": "{source} defeats no extra monster.",
                        "de": "{source} besiegt kein zusätzliches Monster."},
    "dd_err_no_monster": {"en": "There is no {monster} on this level.",
                          "de": "Auf dieser Ebene gibt es kein Monster '{monster}'."},
    "dd_err_no_monsters": {"en": "There are no monsters on this level.",
                           "de": "Auf dieser Ebene gibt es keine Monster."},
    "dd_err_no_roll_now": {"en": "Nothing is being rolled or drawn now.",
                           "de": "Gerade wird nichts gewürfelt oder gezogen."},
    "dd_err_no_such_ally": {"en": "You have no {face} ally.",
                            "de": "Du hast keinen verbündeten {face}."},
    "dd_err_no_such_die": {"en": "Your party has no {face} die.",
                           "de": "Deine Gruppe hat keinen Würfel {face}."},
    "dd_err_no_such_dungeon_die": {"en": "No dungeon die shows {face}.",
                                   "de": "Kein Dungeonwürfel zeigt {face}."},
    "dd_err_no_token": {"en": "You hold no {token}.", "de": "Du hast den Marker {token} nicht."},
    "dd_err_no_ultimate": {"en": "Your hero has no such ultimate.",
                           "de": "Dein Held hat keine solche ultimative Fähigkeit."},
    "dd_err_not_companion": {"en": "{source} is not a companion.",
                             "de": "{source} ist kein Gefährte."},
    "dd_err_cannot_quaff": {"en": "{source} cannot quaff: a party die or a companion or Scroll "
                                  "token quaffs (D14).",
                            "de": "{source} kann nicht trinken: das tut ein Gruppenwürfel oder ein "
                                  "Gefährten- oder Schriftrollen-Marker (D14)."},
    "dd_err_not_scroll": {"en": "{source} cannot reroll; only a Scroll can.",
                          "de": "{source} kann nicht neu würfeln; das kann nur eine Schriftrolle."},
    "dd_err_not_source": {
        "en": "'{source}' is no party die, token, ally or hero.",
        "de": "'{source}' ist kein Gruppenwürfel, Marker, Verbündeter oder Held."},
    "dd_err_not_token": {"en": "'{text}' is not a treasure token.",
                         "de": "'{text}' ist kein Schatzmarker."},
    "dd_err_not_party": {"en": "'{text}' is not a party die face.",
                         "de": "'{text}' ist keine Seite eines Gruppenwürfels."},
    "dd_err_not_dungeon": {"en": "'{text}' is not a dungeon die face.",
                           "de": "'{text}' ist keine Seite eines Dungeonwürfels."},
    "dd_err_not_hero": {"en": "'{text}' is not a hero.", "de": "'{text}' ist kein Held."},
    "dd_err_nothing_to_discard": {"en": "There is nothing to discard.",
                                  "de": "Es gibt nichts abzulegen."},
    "dd_err_one_token": {"en": "Name one token at a time.",
                         "de": "Nenne einen Marker nach dem anderen."},
    "dd_err_paladin_faces": {
        "en": "Name a face for each die brought back ({count} in all).",
        "de": "Nenne eine Seite je zurückgeholtem Würfel (insgesamt {count})."},
    "dd_err_paladin_token": {"en": "Name the treasure to discard, e.g. 'ultimate elixir'.",
                             "de": "Nenne den abzulegenden Schatz, z. B. 'ultimativ elixier'."},
    "dd_err_potions": {"en": "Not that many potions: {count} on this level.",
                       "de": "So viele Tränke gibt es nicht: {count} auf dieser Ebene."},
    "dd_err_quaff_faces": {"en": "Name a face for each die brought back, e.g. "
                                 "'quaff scroll champion'.",
                           "de": "Nenne für jeden zurückgeholten Würfel eine Seite, z. B. "
                                 "'trinke schriftrolle champion'."},
    "dd_err_reroll_nothing": {"en": "Name the dice to reroll.",
                              "de": "Nenne die neu zu würfelnden Würfel."},
    "dd_err_syntax": {"en": "'{command}' needs more: see 'help'.",
                      "de": "'{command}' braucht mehr Angaben: siehe 'hilfe'."},
    "dd_err_target_kind": {"en": "Your ultimate cannot target {monster}.",
                           "de": "Deine ultimative Fähigkeit wirkt nicht auf {monster}."},
    "dd_err_targets": {"en": "Name the monsters the ultimate acts on: at most {count}.",
                       "de": "Nenne die Monster, auf die die Fähigkeit wirkt: höchstens {count}."},
    "dd_err_token_gone": {"en": "No {token} is left in the treasure pool.",
                          "de": "Im Schatzvorrat ist kein Marker {token} mehr."},
    "dd_err_token_not_companion": {"en": "{token} is not used as a companion.",
                                   "de": "{token} wird nicht als Gefährte eingesetzt."},
    "dd_err_token_not_used_so": {"en": "{token} is used as a companion or scroll, not with 'use'.",
                                 "de": "{token} wird als Gefährte oder Schriftrolle eingesetzt, "
                                       "nicht mit 'nutze'."},
    "dd_err_too_many_tokens": {"en": "The game has only {limit} {token}.",
                               "de": "Das Spiel hat nur {limit} {token}."},
    "dd_err_ultimate_is_companion": {"en": "Your ultimate is used as a companion: e.g. "
                                           "'fight hero-fighter goblin'.",
                                     "de": "Deine ultimative Fähigkeit ist ein Gefährte: z. B. "
                                           "'kämpfe held-krieger kobold'."},
    "dd_err_ultimate_spent": {"en": "The ultimate was already used in this delve.",
                              "de": "Die ultimative Fähigkeit wurde in diesem Abenteuer schon "
                                    "genutzt."},
    "dd_err_unknown_command": {"en": "Unknown command '{text}': see 'help'.",
                               "de": "Unbekannter Befehl '{text}': siehe 'hilfe'."},
    "dd_err_values": {"en": "That entry is malformed.", "de": "Dieser Eintrag ist fehlerhaft."},
    "dd_err_pending_hero": {"en": "Deal a hero first.", "de": "Zuerst einen Helden austeilen."},
    "dd_err_pending_party": {"en": "First roll the party dice: {count} to roll.",
                             "de": "Zuerst {count} Gruppenwürfel werfen."},
    "dd_err_pending_dungeon": {"en": "First roll the dungeon dice: {count} to roll.",
                               "de": "Zuerst {count} Dungeonwürfel werfen."},
    "dd_err_pending_treasure": {"en": "Draw the treasure first.",
                                "de": "Zuerst den Schatz ziehen."},
    "dd_err_player_syntax": {"en": "Write a player as 'Name: xp=12 token token ...', not '{text}'.",
                             "de": "Schreibe einen Spieler als 'Name: ep=12 Marker ...', nicht "
                                   "'{text}'."},
    "dd_err_no_players": {"en": "Name at least one player (--player).",
                          "de": "Nenne mindestens einen Spieler (--player)."},
    # tallies that can't be true (issue #13)
    "dd_err_xp_range": {"en": "{xp} XP can't be true: a player ends with 0 to {most} XP.",
                        "de": "{xp} Erfahrung kann nicht stimmen: am Ende hat ein Spieler 0 bis "
                              "{most}."},
    "dd_err_xp_value": {
        "en": "Write the XP as xp=12 (a whole number from 0 to {most}), not '{text}'.",
        "de": "Schreibe die Erfahrung als ep=12 (eine ganze Zahl von 0 bis {most}), "
              "nicht '{text}'."},
    "dd_err_xp_twice": {"en": "{name}'s XP is given twice.",
                        "de": "Die Erfahrung von {name} ist doppelt angegeben."},
    "dd_err_count_alone": {
        "en": "The count '{text}' belongs to no token: write it before one, e.g. "
              "2 dragon-scales.",
        "de": "Die Anzahl '{text}' gehört zu keinem Marker: schreibe sie davor, "
              "z. B. 2 drachenschuppen."},
    "dd_err_count_negative": {"en": "'{text}': a count of tokens is never below 0.",
                              "de": "'{text}': eine Anzahl Marker ist nie kleiner als 0."},
    "dd_err_number_alone": {"en": "'{text}' could be XP or a count: write xp={text}, or the count "
                                  "before its token (e.g. 2 dragon-scales).",
                            "de": "'{text}' könnte Erfahrung oder eine Anzahl sein: schreibe "
                                  "ep={text} oder die Anzahl vor ihren Marker (z. B. 2 "
                                  "drachenschuppen)."},
    # An action the phase doesn't allow: the message says which phase it is and what can be done in
    # it (issue #14: 'done' after the loot said "Not at the regroup" while the game was at it).
    "dd_err_not_in_hero": {"en": "Heroes are being chosen now: 'hero <hero>' or 'deal'.",
                           "de": "Jetzt werden Helden gewählt: 'held <Held>' oder 'austeilen'."},
    "dd_err_not_in_form": {"en": "The party is being rolled now.",
                           "de": "Die Gruppe wird gerade gewürfelt."},
    "dd_err_not_in_mulligan": {
        "en": "The party is being formed now: 'mulligan <dice>' or 'ready'.",
        "de": "Die Gruppe wird gerade gebildet: 'neuwurf <Würfel>' oder 'bereit'."},
    "dd_err_not_in_monsters": {
        "en": "Monsters remain: defeat them ('fight <companion> <monster>') or 'flee'.",
        "de": "Noch sind Monster da: besiege sie ('kämpfe <Gefährte> <Monster>') oder "
              "'fliehen'."},
    "dd_err_not_in_loot": {"en": "This is the loot phase: 'open', 'quaff', then 'done'.",
                           "de": "Jetzt wird geplündert: 'öffne', 'trinke', dann 'fertig'."},
    "dd_err_not_in_dragon": {
        "en": "The dragon attacks now: 'dragon <companions>' or 'flee'.",
        "de": "Jetzt greift der Drache an: 'drache <Gefährten>' oder 'fliehen'."},
    "dd_err_not_in_regroup": {
        "en": "The level is cleared, this is the regroup: 'retire' to the tavern or 'seek' "
              "glory.",
        "de": "Die Ebene ist geräumt, jetzt wird umgruppiert: 'taverne' oder 'tiefer'."},
    "dd_err_not_in_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "dd_chance_hero": {"en": "Deal a hero to {player}", "de": "Teile {player} einen Helden aus"},
    "dd_chance_party_one": {"en": "Roll 1 party die", "de": "Wirf 1 Gruppenwürfel"},
    "dd_chance_party_many": {"en": "Roll {count} party dice", "de": "Wirf {count} Gruppenwürfel"},
    "dd_chance_dungeon_one": {"en": "Roll 1 dungeon die", "de": "Wirf 1 Dungeonwürfel"},
    "dd_chance_dungeon_many": {"en": "Roll {count} dungeon dice",
                               "de": "Wirf {count} Dungeonwürfel"},
    "dd_chance_treasure": {"en": "Draw a treasure ({count} to draw)",
                           "de": "Ziehe einen Schatz ({count} zu ziehen)"},
    "dd_line_xp": {"en": "{xp} XP", "de": "{xp} Erfahrung"},
    # D13: what settled a tie for the highest total
    "dd_tie_fewer_tokens": {"en": "Tied at {total} points: fewer treasure tokens win ({values}).",
                            "de": "Gleichstand bei {total} Punkten: weniger Schatzmarker "
                                  "gewinnen ({values})."},
    "dd_tie_shared": {"en": "Tied at {total} points with as many treasure tokens ({values}): "
                            "the win is shared.",
                      "de": "Gleichstand bei {total} Punkten und gleich vielen Schatzmarkern "
                            "({values}): der Sieg wird geteilt."},
    "dd_line_tokens": {"en": "Treasure tokens: {count} × 1", "de": "Schatzmarker: {count} × 1"},
    "dd_line_portals": {"en": "Town Portals: {count} × 2", "de": "Stadtportale: {count} × 2"},
    "dd_line_scales": {"en": "Pairs of Dragon Scales: {count} × 2",
                       "de": "Paare Drachenschuppen: {count} × 2"},
    "dd_delve": {"en": "Delve {number} of 3", "de": "Abenteuer {number} von 3"},
    "dd_level": {"en": "Level", "de": "Ebene"},
    "dd_party": {"en": "Party", "de": "Gruppe"},
    "dd_graveyard": {"en": "Graveyard", "de": "Friedhof"},
    "dd_dungeon": {"en": "Dungeon", "de": "Dungeon"},
    "dd_lair": {"en": "Lair", "de": "Drachenhöhle"},
    # the dragon's count said once, the heroes' own (D18, D20) included
    "dd_lair_count_one": {"en": "1 dragon face; the dragon attacks at {at}",
                          "de": "1 Drachenkopf; der Drache greift bei {at} an"},
    "dd_lair_count_many": {"en": "{count} dragon faces; the dragon attacks at {at}",
                           "de": "{count} Drachenköpfe; der Drache greift bei {at} an"},
    "dd_pool_dice_one": {"en": "1 dungeon die in the pool", "de": "1 Dungeonwürfel im Vorrat"},
    "dd_pool_dice_many": {"en": "{count} dungeon dice in the pool",
                          "de": "{count} Dungeonwürfel im Vorrat"},
    "dd_allies_note": {"en": "Allies serve until the regroup.",
                       "de": "Verbündete dienen bis zum Umgruppieren."},
    "dd_treasure": {"en": "Treasure", "de": "Schätze"},
    "dd_hero": {"en": "Hero", "de": "Held"},
    "dd_side_novice": {"en": "novice", "de": "Novize"},
    "dd_side_master": {"en": "master", "de": "Meister"},
    "dd_ultimate_ready": {"en": "ultimate ready", "de": "Ultimative bereit"},
    "dd_ultimate_spent": {"en": "ultimate spent", "de": "Ultimative verbraucht"},
    "dd_none": {"en": "none", "de": "keine"},
    "dd_pool_tokens_one": {"en": "1 treasure token left in the pool",
                           "de": "1 Schatzmarker im Vorrat"},
    "dd_pool_tokens_many": {"en": "{count} treasure tokens left in the pool",
                            "de": "{count} Schatzmarker im Vorrat"},
    "dd_col_player": {"en": "Player", "de": "Spieler"},
    "dd_col_hero": {"en": "Hero", "de": "Held"},
    "dd_col_xp": {"en": "XP", "de": "EP"},
    "dd_col_tokens": {"en": "Tokens", "de": "Marker"},
    "dd_col_score": {"en": "Score", "de": "Punkte"},
    "dd_col_delves": {"en": "Delves", "de": "Abenteuer"},
    "dd_outcome_retired": {"en": "retired at {level}", "de": "Taverne auf {level}"},
    "dd_outcome_fled": {"en": "fled at {level}", "de": "geflohen auf {level}"},
    "dd_outcome_portal": {"en": "portal at {level}", "de": "Portal auf {level}"},
    "dd_outcome_legend": {"en": "legend (10)", "de": "Legende (10)"},
    "dd_cmd_fight": {"en": "a companion against a monster type",
                     "de": "ein Gefährte gegen eine Monsterart"},
    "dd_cmd_open": {"en": "open chests (a Thief or Champion opens all)",
                    "de": "Kisten öffnen (Dieb oder Champion öffnen alle)"},
    "dd_cmd_quaff": {"en": "one die drinks potions; name a face for each die brought back",
                     "de": "ein Würfel trinkt Tränke; je zurückgeholtem Würfel eine Seite nennen"},
    "dd_cmd_reroll": {"en": "a Scroll rerolls party and dungeon dice",
                      "de": "eine Schriftrolle würfelt Gruppen- und Dungeonwürfel neu"},
    "dd_cmd_dragon": {"en": "fight the dragon with different companions",
                      "de": "den Drachen mit verschiedenen Gefährten bekämpfen"},
    "dd_cmd_use": {"en": "use a treasure: elixir <face>, dragon-bait, ring-of-invisibility, "
                         "town-portal",
                   "de": "einen Schatz nutzen: elixier <Seite>, drachenköder, ring, stadtportal"},
    "dd_cmd_ultimate": {"en": "the hero's ultimate (once per delve)",
                        "de": "die ultimative Fähigkeit (einmal je Abenteuer)"},
    "dd_cmd_flee": {"en": "flee: no XP for this delve",
                    "de": "fliehen: keine Erfahrung für dieses "
                          "Abenteuer"},
    "dd_cmd_retire": {"en": "retire to the tavern: XP = level",
                      "de": "in die Taverne: Erfahrung = Ebene"},
    "dd_cmd_seek": {"en": "seek glory: one level deeper", "de": "Ruhm suchen: eine Ebene tiefer"},
    "dd_cmd_done": {"en": "leave the loot phase", "de": "das Plündern beenden"},
    "dd_cmd_roll_party": {
        "en": "the party dice rolled, in letters or words: fighter scroll mage "
              "… or 2 fighter 2 scroll …",
        "de": "die gewürfelten Gruppenwürfel, in Buchstaben oder Wörtern: krieger "
              "schriftrolle zauberer … oder 2 krieger 2 schriftrolle …"},
    "dd_cmd_roll_dungeon": {
        "en": "the dungeon dice rolled, in letters or words: goblin goblin "
              "dragon or 2 goblin dragon",
        "de": "die gewürfelten Dungeonwürfel, in Buchstaben oder Wörtern: kobold "
              "kobold drache oder 2 kobold drache"},
    "dd_cmd_letters_party": {
        "en": "one letter a party die: Fighter, Cleric (p: priest), Mage, Thief, "
              "Champion, Scroll",
        "de": "ein Buchstabe je Gruppenwürfel: Krieger, Priester, Zauberer, "
              "Dieb, Champion, Schriftrolle"},
    "dd_cmd_letters_dungeon": {
        "en": "one letter a dungeon die: Goblin, Skeleton, Ooze, Chest, Potion, "
              "Dragon; in a reroll, which names both kinds of dice, only the "
              "letters f m z g o (else the word)",
        "de": "ein Buchstabe je Dungeonwürfel: Kobold, Skelett, Schleim (o), "
              "Kiste (c), Trank, Drache; beim Neuwurf, der beide Würfelarten "
              "nennt, nur die Buchstaben f m z g o (sonst das Wort)"},
    "dd_cmd_deal": {"en": "the hero dealt", "de": "der ausgeteilte Held"},
    "dd_cmd_token": {"en": "the token drawn, e.g. elixir",
                     "de": "der gezogene Marker, z. B. elixier"},
    "dd_cmd_hero": {"en": "choose a hero, or let one be dealt",
                    "de": "einen Helden wählen oder austeilen"},
    "dd_cmd_mulligan": {"en": "reroll some party dice, or keep them",
                        "de": "einige Gruppenwürfel neu würfeln oder behalten"},
    "dd_actions": {"en": "You can", "de": "Möglich"},
    "dd_tally_player": {"en": "Player: 'Name: xp=12 token token ...' (empty line when done)",
                        "de": "Spieler: 'Name: ep=12 Marker ...' (leere Zeile zum Beenden)"},
    "dd_tally_help_player": {"en": "One player's XP and treasure tokens: 'Name: xp=12 token token "
                                   "...' (repeat for each player).",
                             "de": "Erfahrung und Schatzmarker eines Spielers: 'Name: ep=12 Marker "
                                   "...' (für jeden Spieler wiederholen)."},
    "dd_odds_clear": {"en": "chance to clear level {level}: {percent}",
                      "de": "Chance, Ebene {level} zu räumen: {percent}"},
    "dd_odds_xp": {"en": "expected XP: retire {retire} · go on {go_on}",
                   "de": "erwartete Erfahrung: Taverne {retire} · weiter {go_on}"},
    "dd_odds_xp_ahead_one": {"en": "expected XP: retire {retire} · go on ≥ {go_on} "
                                   "(looking 1 level ahead)",
                             "de": "erwartete Erfahrung: Taverne {retire} · weiter ≥ {go_on} "
                                   "(1 Ebene vorausgeschaut)"},
    "dd_odds_xp_ahead_many": {"en": "expected XP: retire {retire} · go on ≥ {go_on} "
                                    "(looking {levels} levels ahead)",
                              "de": "erwartete Erfahrung: Taverne {retire} · weiter ≥ {go_on} "
                                    "({levels} Ebenen vorausgeschaut)"},
    "dd_odds_retire": {"en": "advice: retire to the tavern",
                       "de": "Rat: in die Taverne gehen"},
    "dd_odds_seek": {"en": "advice: seek glory one level deeper",
                     "de": "Rat: eine Ebene tiefer gehen"},
    "dd_odds_rule": {"en": "rule of thumb: {action}", "de": "Faustregel: {action}"},
    "dd_odds_none": {"en": "no advice at this step", "de": "kein Rat bei diesem Schritt"},
    # a search cut short by its budget says so (issue #15)
    "dd_odds_estimate": {"en": "advice: {action} (estimated from the rolls searched)",
                         "de": "Rat: {action} (geschätzt aus den durchsuchten Würfen)"},
    "dd_odds_searched": {"en": "the time given searched {share} of the next level's rolls",
                         "de": "in der gegebenen Zeit durchsucht: {share} der Würfe der nächsten "
                               "Ebene"},
    "dd_odds_partial": {"en": "not every move was valued in the time given",
                        "de": "nicht jeder Zug wurde in der gegebenen Zeit bewertet"},
    # Typing fast and in German (issue #14): letters, the "You can:" list's patterns.
    "dd_err_letter_mixed": {"en": "'{letter}' is {first} or {second} where party and dungeon dice "
                                  "mix: write more of the word.",
                            "de": "'{letter}' ist {first} oder {second}, wo Gruppen- und "
                                  "Dungeonwürfel gemischt sind: schreibe mehr vom Wort."},
    "dd_err_letter_rolls": {"en": "'{letter}' is {first} (party die) or {second} (dungeon die): "
                                  "write more of the word.",
                            "de": "'{letter}' ist {first} (Gruppenwürfel) oder {second} "
                                  "(Dungeonwürfel): schreibe mehr vom Wort."},
    "dd_slot_die": {"en": "<die>", "de": "<Würfel>"},
    "dd_slot_dice": {"en": "<dice>", "de": "<Würfel>"},
    "dd_slot_face": {"en": "<face>", "de": "<Seite>"},
    "dd_slot_monster": {"en": "<monster>", "de": "<Monster>"},
    "dd_slot_companion": {"en": "<companion>", "de": "<Gefährte>"},
    "dd_slot_treasure": {"en": "<treasure>", "de": "<Schatz>"},
    "dd_slot_hero": {"en": "<hero>", "de": "<Held>"},
}

