"""The booster-pack and promo heroes (D18-D20) by name, with what they do, and a line for
every hero to choose by, in English and German."""

from __future__ import annotations

from tabletop.text.i18n import by_name

NAMES: dict[str, dict[str, str]] = {
    "dd_hero_viking": {"en": "Viking", "de": "Wikinger"},
    "dd_hero_undead-viking": {"en": "Undead Viking", "de": "Untoter Wikinger"},
    "dd_hero_alchemist": {"en": "Alchemist", "de": "Alchemist"},
    "dd_hero_thaumaturge": {"en": "Thaumaturge", "de": "Thaumaturg"},
    "dd_hero_scout": {"en": "Scout", "de": "Späher"},
    "dd_hero_dungeoneer": {"en": "Dungeoneer", "de": "Höhlenforscher"},
    "dd_hero_sorceress": {"en": "Sorceress", "de": "Magierin"},
    "dd_hero_drake-kin": {"en": "Drake Kin", "de": "Drachenblut"},
    "dd_hero_archaeologist": {"en": "Archaeologist", "de": "Archäologin"},
    "dd_hero_tomb-raider": {"en": "Tomb Raider", "de": "Grabräuberin"},
    "dd_hero_leprechaun": {"en": "Leprechaun", "de": "Leprechaun"},
    "dd_hero_clurichaun": {"en": "Clurichaun", "de": "Clurichaun"},
    "dd_hero_dwarf": {"en": "Dwarf", "de": "Zwerg"},
    "dd_hero_berserker": {"en": "Berserker", "de": "Berserker"},
    "dd_hero_tracker": {"en": "Tracker", "de": "Fährtenleser"},
    "dd_hero_ranger": {"en": "Ranger", "de": "Waldläufer"},
    "dd_hero_guild-leader": {"en": "Guild Leader", "de": "Gildenführer"},
    "dd_hero_guild-master": {"en": "Guild Master", "de": "Gildenmeister"},
    "dd_hero_time-traveler": {"en": "Time Traveler", "de": "Zeitreisender"},
    "dd_hero_time-lady": {"en": "Time Lady", "de": "Herrin der Zeit"},
    "dd_hero_cassandra": {"en": "Cassandra, the Cursed", "de": "Cassandra, die Verfluchte"},
    "dd_hero_marpesia": {"en": "Marpesia, Amazon Queen", "de": "Marpesia, Königin der Amazonen"},
    "dd_hero_toulak": {"en": "Tou'lak, Minotaur Chieftain",
                       "de": "Tou'lak, Häuptling der Minotauren"},
    "dd_hero_amar-suen": {"en": "Amar-Suen, King of the Ancients",
                          "de": "Amar-Suen, König der Alten"},
    "dd_hero_tristan": {"en": "Tristan, Lone Mercenary", "de": "Tristan, einsamer Söldner"},
    "dd_hero_loeg-yllavyre": {"en": "Loeg Yllavyre, Dragon Lord",
                              "de": "Loeg Yllavyre, Herr der Drachen"},
    "dd_hero_alexandra": {"en": "Alexandra, Keeper of Knowledge",
                          "de": "Alexandra, Hüterin des Wissens"},
    "dd_hero_szopin": {"en": "Szopin, Infamous Warlord", "de": "Szopin, berüchtigter Kriegsherr"},
}
PACK_HERO_NAMES = by_name(NAMES, "dd_hero_")

# Pack 2's legendary heroes have one side (D16): what they do is written for the novice side and
# read the same on the master side.
LEGENDARY: dict[str, dict[str, str]] = {
    "dd_specialty_cassandra:novice": {
        "en": "Starts each delve exhausted; while exhausted every companion defeats 1 extra "
              "monster; quaffing refreshes her.",
        "de": "Beginnt erschöpft; solange sie erschöpft ist, besiegt jeder Gefährte 1 Monster "
              "mehr; Trinken erholt sie."},
    "dd_ultimate_cassandra:novice": {
        "en": "Ultimate: discard 1 Chest or 1 Potion; it exhausts her again.",
        "de": "Ultimativ: 1 Kiste oder 1 Trank ablegen; danach wieder "
              "erschöpft."},
    "dd_specialty_marpesia:novice": {
        "en": "The dragon comes at 4 lair dice; Champions defeat only 1 monster and open only 1 "
              "chest.",
        "de": "Der Drache kommt erst bei 4 Würfeln; Champions besiegen nur 1 Monster, öffnen nur 1 "
              "Kiste."},
    "dd_ultimate_marpesia:novice": {
        "en": "Ultimate: roll the whole graveyard; Scrolls go back, the rest joins the party.",
        "de": "Ultimativ: den ganzen Friedhof würfeln; Schriftrollen gehen zurück, der Rest "
              "kommt in die Gruppe."},
    "dd_specialty_toulak:novice": {
        "en": "Once per level, re-roll 1 dungeon die that is not a Dragon.",
        "de": "Einmal pro Ebene 1 Dungeonwürfel (kein Drache) neu würfeln."},
    "dd_ultimate_toulak:novice": {
        "en": "Ultimate (monster phase): discard every monster on the level.",
        "de": "Ultimativ (Monsterphase): alle Monster der Ebene ablegen."},
    "dd_specialty_amar-suen:novice": {
        "en": "A Thief defeats 1 extra monster of any type.",
        "de": "Ein Dieb besiegt 1 zusätzliches Monster beliebiger Art."},
    "dd_ultimate_amar-suen:novice": {
        "en": "Ultimate: discard all monsters of one type, a treasure for each.",
        "de": "Ultimativ: alle Monster einer Art ablegen, je einen Schatz ziehen."},
    "dd_specialty_tristan:novice": {
        "en": "One companion defeating 2+ monsters draws a treasure; exhausted, give up a treasure "
              "to refresh.",
        "de": "Besiegt ein Gefährte 2+ Monster: 1 Schatz; erschöpft: einen Schatz ablegen, um sich "
              "zu erholen."},
    "dd_ultimate_tristan:novice": {
        "en": "Ultimate: re-roll any dungeon dice, lair dice too.",
        "de": "Ultimativ: beliebige Dungeonwürfel neu würfeln, auch aus der Drachenhöhle."},
    "dd_specialty_loeg-yllavyre:novice": {
        "en": "Forming: 2 dice become Scrolls; a Scroll makes a monster a Dragon; refreshes on "
              "all 3 monster types.",
        "de": "Bilden: 2 Würfel werden Schriftrollen; eine macht ein Monster zum Drachen; erholt "
              "sich bei allen 3 Monsterarten."},
    "dd_ultimate_loeg-yllavyre:novice": {
        "en": "Ultimate: each lair die becomes a companion until the regroup (defeat 1, open 1, or "
              "quaff).",
        "de": "Ultimativ: jeder Würfel der Drachenhöhle wird bis zum Umgruppieren ein Gefährte."},
    "dd_specialty_alexandra:novice": {
        "en": "Scrolls count as Champions; give up any party die to re-roll like a Scroll.",
        "de": "Schriftrollen zählen als Champions; jeder Gruppenwürfel kann wie eine "
              "Schriftrolle neu würfeln."},
    "dd_ultimate_alexandra:novice": {
        "en": "Ultimate (dragon phase): one Scroll alone defeats the dragon.",
        "de": "Ultimativ (Drachenphase): eine Schriftrolle allein besiegt den Drachen."},
    "dd_specialty_szopin:novice": {
        "en": "Refreshes when one companion defeats 2 or more monsters.",
        "de": "Erholt sich, wenn ein Gefährte 2 oder mehr Monster besiegt."},
    "dd_ultimate_szopin:novice": {
        "en": "Ultimate: discard up to 2 dungeon dice, lair dice too.",
        "de": "Ultimativ: bis zu 2 Dungeonwürfel ablegen, auch aus der Drachenhöhle."},
}
LEGENDARY_MASTER: dict[str, dict[str, str]] = {
    key.replace(":novice", ":master"): texts for key, texts in LEGENDARY.items()}

MESSAGES: dict[str, dict[str, str]] = {
    "dd_specialty_viking:novice": {"en": "The party is 5 Champions, set, not rolled.",
                                   "de": "Die Gruppe sind 5 Champions, gesetzt, nicht gewürfelt."},
    "dd_ultimate_viking:novice": {"en": "Ultimate: discard every die in the lair.",
                                  "de": "Ultimativ: alle Würfel der Drachenhöhle ablegen."},
    "dd_specialty_viking:master": {
        "en": "5 Champions, set; every Skeleton rolled becomes a Potion.",
        "de": "5 Champions, gesetzt; jedes gewürfelte Skelett wird ein Trank."},
    "dd_ultimate_viking:master": {"en": "Ultimate: discard every die in the lair.",
                                  "de": "Ultimativ: alle Würfel der Drachenhöhle ablegen."},
    "dd_specialty_alchemist:novice": {"en": "Every Chest rolled becomes a Potion.",
                                      "de": "Jede gewürfelte Kiste wird ein Trank."},
    "dd_ultimate_alchemist:novice": {"en": "Ultimate: roll 1 graveyard die into the party.",
                                     "de": "Ultimativ: 1 Friedhofswürfel in die Gruppe würfeln."},
    "dd_specialty_alchemist:master": {"en": "Every Chest rolled becomes a Potion.",
                                      "de": "Jede gewürfelte Kiste wird ein Trank."},
    "dd_ultimate_alchemist:master": {"en": "Ultimate: roll 2 graveyard dice into the party.",
                                     "de": "Ultimativ: 2 Friedhofswürfel in die Gruppe würfeln."},
    "dd_specialty_scout:novice": {
        "en": "Forming: roll 6 dungeon dice and set 1, 2 and 3 of them as levels 1, 2 and 3.",
        "de": "Bilden: 6 Dungeonwürfel würfeln, 1, 2 und 3 davon als Ebene 1, 2 und 3 legen."},
    "dd_ultimate_scout:novice": {
        "en": "Ultimate (monster phase): retire at once with XP = level − 1.",
        "de": "Ultimativ (Monsterphase): sofort zurückziehen, Erfahrung = Ebene − 1."},
    "dd_specialty_scout:master": {
        "en": "Forming: roll 6 dungeon dice and set 1, 2 and 3 of them as levels 1, 2 and 3.",
        "de": "Bilden: 6 Dungeonwürfel würfeln, 1, 2 und 3 davon als Ebene 1, 2 und 3 legen."},
    "dd_ultimate_scout:master": {
        "en": "Ultimate: retire at once with XP = level, in any phase.",
        "de": "Ultimativ: sofort zurückziehen, Erfahrung = Ebene, in jeder Phase."},
    "dd_specialty_sorceress:novice": {
        "en": "At 3 lair dice the lair is discarded: no fight, no XP, no treasure.",
        "de": "Bei 3 Würfeln wird die Drachenhöhle geleert: kein Kampf, keine Erfahrung, kein "
              "Schatz."},
    "dd_ultimate_sorceress:novice": {
        "en": "Ultimate: discard 1 monster per lair die.",
        "de": "Ultimativ: 1 Monster pro Würfel der Drachenhöhle ablegen."},
    "dd_specialty_sorceress:master": {
        "en": "At 3 lair dice the lair is discarded: no fight, no XP, no treasure.",
        "de": "Bei 3 Würfeln wird die Drachenhöhle geleert: kein Kampf, keine Erfahrung, kein "
              "Schatz."},
    "dd_ultimate_sorceress:master": {
        "en": "Ultimate: discard all monsters of one type per lair die.",
        "de": "Ultimativ: pro Würfel der Drachenhöhle alle Monster einer Art ablegen."},
    "dd_specialty_archaeologist:novice": {
        "en": "Draws 2 treasures when the party is formed; discards 6 at the end of the game.",
        "de": "Zieht 2 Schätze beim Bilden der Gruppe; legt am Spielende 6 ab."},
    "dd_ultimate_archaeologist:novice": {"en": "Ultimate: draw 2 treasures, then discard 2.",
                                         "de": "Ultimativ: 2 Schätze ziehen, dann 2 ablegen."},
    "dd_specialty_archaeologist:master": {
        "en": "Draws 2 treasures when the party is formed; discards 6 at the end of the game.",
        "de": "Zieht 2 Schätze beim Bilden der Gruppe; legt am Spielende 6 ab."},
    "dd_ultimate_archaeologist:master": {
        "en": "Ultimate: draw 2 treasures, then discard 1 (at the regroup too).",
        "de": "Ultimativ: 2 Schätze ziehen, dann 1 ablegen (auch beim Umgruppieren)."},
    "dd_specialty_leprechaun:novice": {
        "en": "Every Potion rolled becomes a Chest; at the end all treasures score nothing.",
        "de": "Jeder gewürfelte Trank wird eine Kiste; am Ende zählen die Schätze nichts."},
    "dd_ultimate_leprechaun:novice": {"en": "Ultimate: 1 monster becomes a Chest.",
                                      "de": "Ultimativ: 1 Monster wird eine Kiste."},
    "dd_specialty_leprechaun:master": {
        "en": "Every Potion rolled becomes a Chest; at the end all treasures score nothing.",
        "de": "Jeder gewürfelte Trank wird eine Kiste; am Ende zählen die Schätze nichts."},
    "dd_ultimate_leprechaun:master": {"en": "Ultimate: up to 2 monsters become 1 Chest.",
                                      "de": "Ultimativ: bis zu 2 Monster werden 1 Kiste."},
    "dd_specialty_dwarf:novice": {
        "en": "2 party dice start in the graveyard; a Champion defeating 2+ alone is re-rolled.",
        "de": "2 Gruppenwürfel beginnen auf dem Friedhof; ein Champion, der allein 2+ besiegt, "
              "wird neu gewürfelt."},
    "dd_ultimate_dwarf:novice": {
        "en": "Ultimate: discard 1 monster per Champion, then re-roll the Champions.",
        "de": "Ultimativ: 1 Monster pro Champion ablegen, dann die Champions neu würfeln."},
    "dd_specialty_dwarf:master": {
        "en": "2 party dice start in the graveyard; a Champion defeating 2+ alone is re-rolled.",
        "de": "2 Gruppenwürfel beginnen auf dem Friedhof; ein Champion, der allein 2+ besiegt, "
              "wird neu gewürfelt."},
    "dd_ultimate_dwarf:master": {
        "en": "Ultimate: roll up to 4 graveyard dice; then retire only after a "
              "dragon.",
        "de": "Ultimativ: bis zu 4 Friedhofswürfel würfeln; danach Rückzug nur nach einem "
              "Drachen."},
    "dd_specialty_tracker:novice": {
        "en": "Once per level, re-roll 1 Goblin in the monster phase.",
        "de": "Einmal pro Ebene 1 Kobold in der Monsterphase neu würfeln."},
    "dd_ultimate_tracker:novice": {"en": "Ultimate: discard 1 monster.",
                                   "de": "Ultimativ: 1 Monster ablegen."},
    "dd_specialty_tracker:master": {
        "en": "Once per level, re-roll 1 Goblin in the monster phase.",
        "de": "Einmal pro Ebene 1 Kobold in der Monsterphase neu würfeln."},
    "dd_ultimate_tracker:master": {"en": "Ultimate: discard 1 monster of each type.",
                                   "de": "Ultimativ: je 1 Monster jeder Art ablegen."},
    "dd_specialty_guild-leader:novice": {"en": "The party is 8 dice, not 7.",
                                         "de": "Die Gruppe hat 8 Würfel statt 7."},
    "dd_ultimate_guild-leader:novice": {
        "en": "Ultimate: set 1 party die or 1 dungeon die to any face.",
        "de": "Ultimativ: 1 Gruppen- oder Dungeonwürfel auf eine beliebige Seite setzen."},
    "dd_specialty_guild-leader:master": {"en": "The party is 8 dice, not 7.",
                                         "de": "Die Gruppe hat 8 Würfel statt 7."},
    "dd_ultimate_guild-leader:master": {
        "en": "Ultimate: set 1 party die and 1 dungeon die to any faces.",
        "de": "Ultimativ: 1 Gruppen- und 1 Dungeonwürfel auf beliebige Seiten setzen."},
    "dd_specialty_time-traveler:novice": {
        "en": "The party is set: Fighter, Cleric, Mage, Thief, Scroll and 2 Champions.",
        "de": "Die Gruppe ist gesetzt: Krieger, Priester, Zauberer, Dieb, Schriftrolle, 2 "
              "Champions."},
    "dd_ultimate_time-traveler:novice": {
        "en": "Ultimate (dragon phase): discard 1 treasure to defeat the dragon.",
        "de": "Ultimativ (Drachenphase): 1 Schatz ablegen, um den Drachen zu besiegen."},
    "dd_specialty_time-traveler:master": {
        "en": "The party is set: Fighter, Cleric, Mage, Thief, Scroll and 2 Champions.",
        "de": "Die Gruppe ist gesetzt: Krieger, Priester, Zauberer, Dieb, Schriftrolle, 2 "
              "Champions."},
    "dd_ultimate_time-traveler:master": {
        "en": "Ultimate (dragon phase): discard 1 treasure or 1 Scroll die to defeat the dragon.",
        "de": "Ultimativ (Drachenphase): 1 Schatz oder 1 Schriftrolle ablegen, Drache besiegt."},
    # one line a hero, to choose by (D12, D18-D20)
    "dd_hero_line_spellsword": {"en": "Fighters and Mages swap; fights as one himself.",
                                "de": "Krieger und Zauberer tauschen; kämpft selbst als einer."},
    "dd_hero_line_mercenary": {"en": "Rerolls a bad party before the first level.",
                               "de": "Würfelt eine schlechte Gruppe vor der ersten Ebene neu."},
    "dd_hero_line_knight": {"en": "Scrolls become Champions; turns monsters into dragons.",
                            "de": "Schriftrollen werden Champions; macht Monster zu Drachen."},
    "dd_hero_line_half-goblin": {"en": "Loots among monsters; Goblins join as Thieves.",
                                 "de": "Plündert zwischen Monstern; Kobolde werden Diebe."},
    "dd_hero_line_minstrel": {"en": "Thieves and Mages swap; sings the lair empty.",
                              "de": "Diebe und Zauberer tauschen; singt die Drachenhöhle leer."},
    "dd_hero_line_enchantress": {
        "en": "Scrolls fight as anyone; charms monsters into a potion.",
        "de": "Schriftrollen kämpfen als jeder; verzaubert Monster zu einem Trank."},
    "dd_hero_line_occultist": {"en": "Clerics and Mages swap; Skeletons rise as Fighters.",
                               "de": "Priester und Zauberer tauschen; Skelette werden Krieger."},
    "dd_hero_line_crusader": {"en": "Fighters and Clerics swap; fights as one himself.",
                              "de": "Krieger und Priester tauschen; kämpft selbst als einer."},
    "dd_hero_line_viking": {"en": "Five Champions, always; clears the lair.",
                            "de": "Immer fünf Champions; räumt die Drachenhöhle."},
    "dd_hero_line_alchemist": {"en": "Chests become Potions; brings the fallen back.",
                               "de": "Kisten werden Tränke; holt Gefallene zurück."},
    "dd_hero_line_scout": {"en": "Sees levels 1 to 3 before going in; slips away.",
                           "de": "Sieht die Ebenen 1 bis 3 vorher; schleicht sich davon."},
    "dd_hero_line_sorceress": {"en": "The dragon never wakes; the lair's dice slay monsters.",
                               "de": "Der Drache erwacht nie; die Drachenhöhle tötet Monster."},
    "dd_hero_line_archaeologist": {"en": "Treasure every delve, but keeps few at the end.",
                                   "de": "Schätze in jedem Abenteuer, behält am Ende wenige."},
    "dd_hero_line_leprechaun": {"en": "Potions become Chests; his gold scores nothing.",
                                "de": "Tränke werden Kisten; sein Gold zählt nichts."},
    "dd_hero_line_dwarf": {
        "en": "Starts short of two dice; his Champions come back.",
        "de": "Beginnt mit zwei Würfeln weniger; seine Champions kommen zurück."},
    "dd_hero_line_tracker": {"en": "Re-rolls a Goblin each level; picks monsters off.",
                             "de": "Würfelt pro Ebene einen Kobold neu; schaltet Monster aus."},
    "dd_hero_line_guild-leader": {"en": "Eight party dice; sets a die to any face.",
                                  "de": "Acht Gruppenwürfel; setzt einen Würfel auf jede Seite."},
    "dd_hero_line_time-traveler": {"en": "A perfect party, set; pays the dragon off.",
                                   "de": "Eine perfekte Gruppe, gesetzt; kauft den Drachen ab."},
    "dd_hero_line_cassandra": {"en": "Cursed and stronger for it; potions lift the curse.",
                               "de": "Verflucht und dadurch stärker; Tränke heben den Fluch."},
    "dd_hero_line_marpesia": {"en": "The dragon comes late; the dead rise again.",
                              "de": "Der Drache kommt spät; die Toten stehen auf."},
    "dd_hero_line_toulak": {"en": "Re-rolls a die each level; clears a whole level.",
                            "de": "Würfelt pro Ebene einen Würfel neu; räumt eine ganze Ebene."},
    "dd_hero_line_amar-suen": {"en": "Thieves kill twice; monsters pay in treasure.",
                               "de": "Diebe töten doppelt; Monster zahlen mit Schätzen."},
    "dd_hero_line_tristan": {
        "en": "Double kills pay treasure; treasure buys his ultimate back.",
        "de": "Doppelte Siege bringen Schätze; Schätze kaufen die Ultimative zurück."},
    "dd_hero_line_loeg-yllavyre": {
        "en": "Commands dragons: Scrolls make them, the lair fights for him.",
        "de": "Befiehlt Drachen: Schriftrollen machen sie, die Höhle kämpft für ihn."},
    "dd_hero_line_alexandra": {
        "en": "Scrolls are Champions; any die rerolls; a Scroll slays the dragon.",
        "de": "Schriftrollen sind Champions; jeder Würfel würfelt neu; eine Rolle tötet den "
              "Drachen."},
    "dd_hero_line_szopin": {"en": "Big fights refresh him; discards two dice at will.",
                            "de": "Große Kämpfe erholen ihn; legt zwei Würfel nach Belieben ab."},
}

