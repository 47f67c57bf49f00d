"""The booster-pack and promo heroes (D18-D20) by name, with what they do, and a line for
every hero to choose by, in English and German."""

from __future__ import annotations

PACK_HERO_NAMES = {
    "viking": ("Viking", "Wikinger"), "undead-viking": ("Undead Viking", "Untoter Wikinger"),
    "alchemist": ("Alchemist", "Alchemist"), "thaumaturge": ("Thaumaturge", "Thaumaturg"),
    "scout": ("Scout", "Späher"), "dungeoneer": ("Dungeoneer", "Höhlenforscher"),
    "sorceress": ("Sorceress", "Magierin"), "drake-kin": ("Drake Kin", "Drachenblut"),
    "archaeologist": ("Archaeologist", "Archäologin"),
    "tomb-raider": ("Tomb Raider", "Grabräuberin"),
    "leprechaun": ("Leprechaun", "Leprechaun"), "clurichaun": ("Clurichaun", "Clurichaun"),
    "dwarf": ("Dwarf", "Zwerg"), "berserker": ("Berserker", "Berserker"),
    "tracker": ("Tracker", "Fährtenleser"), "ranger": ("Ranger", "Waldläufer"),
    "guild-leader": ("Guild Leader", "Gildenführer"),
    "guild-master": ("Guild Master", "Gildenmeister"),
    "time-traveler": ("Time Traveler", "Zeitreisender"),
    "time-lady": ("Time Lady", "Herrin der Zeit"),
    "cassandra": ("Cassandra, the Cursed", "Cassandra, die Verfluchte"),
    "marpesia": ("Marpesia, Amazon Queen", "Marpesia, Königin der Amazonen"),
    "toulak": ("Tou'lak, Minotaur Chieftain", "Tou'lak, Häuptling der Minotauren"),
    "amar-suen": ("Amar-Suen, King of the Ancients", "Amar-Suen, König der Alten"),
    "tristan": ("Tristan, Lone Mercenary", "Tristan, einsamer Söldner"),
    "loeg-yllavyre": ("Loeg Yllavyre, Dragon Lord", "Loeg Yllavyre, Herr der Drachen"),
    "alexandra": ("Alexandra, Keeper of Knowledge", "Alexandra, Hüterin des Wissens"),
    "szopin": ("Szopin, Infamous Warlord", "Szopin, berüchtigter Kriegsherr"),
}

_LEGENDARY = {
    "cassandra": (
        "Starts each delve exhausted; while exhausted every companion defeats 1 extra monster; "
        "quaffing refreshes her.",
        "Ultimate: discard 1 Chest or 1 Potion (ultimate chest); it exhausts her again.",
        "Beginnt erschöpft; solange sie erschöpft ist, besiegt jeder Gefährte 1 Monster mehr; "
        "Trinken erholt sie.",
        "Ultimativ: 1 Kiste oder 1 Trank ablegen (ultimativ kiste); danach wieder erschöpft."),
    "marpesia": (
        "The dragon comes at 4 lair dice; Champions defeat only 1 monster and open only 1 "
        "chest.",
        "Ultimate: roll the whole graveyard; Scrolls go back, the rest joins the party.",
        "Der Drache kommt erst bei 4 Würfeln; Champions besiegen nur 1 Monster, öffnen nur 1 "
        "Kiste.",
        "Ultimativ: den ganzen Friedhof würfeln; Schriftrollen gehen zurück, der Rest kommt in "
        "die Gruppe."),
    "toulak": (
        "Once per level, re-roll 1 dungeon die that is not a Dragon (ability chest).",
        "Ultimate (monster phase): discard every monster on the level.",
        "Einmal pro Ebene 1 Dungeonwürfel (kein Drache) neu würfeln (fähigkeit kiste).",
        "Ultimativ (Monsterphase): alle Monster der Ebene ablegen."),
    "amar-suen": (
        "A Thief defeats 1 extra monster of any type.",
        "Ultimate: discard all monsters of one type, a treasure for each (ultimate goblin).",
        "Ein Dieb besiegt 1 zusätzliches Monster beliebiger Art.",
        "Ultimativ: alle Monster einer Art ablegen, je einen Schatz ziehen (ultimativ kobold)."),
    "tristan": (
        "One companion defeating 2+ monsters draws a treasure; exhausted, give up a treasure "
        "to refresh.",
        "Ultimate: re-roll any dungeon dice, lair dice too (ultimate goblin dragon).",
        "Besiegt ein Gefährte 2+ Monster: 1 Schatz; erschöpft: einen Schatz ablegen, um sich "
        "zu erholen.",
        "Ultimativ: beliebige Dungeonwürfel neu würfeln, auch aus der Drachenhöhle."),
    "loeg-yllavyre": (
        "Forming: 2 dice become Scrolls; a Scroll makes a monster a Dragon; refreshes on all 3 "
        "monster types.",
        "Ultimate: each lair die becomes a companion until the regroup (defeat 1, open 1, or "
        "quaff).",
        "Bilden: 2 Würfel werden Schriftrollen; eine macht ein Monster zum Drachen; erholt sich "
        "bei allen 3 Monsterarten.",
        "Ultimativ: jeder Würfel der Drachenhöhle wird bis zum Umgruppieren ein Gefährte."),
    "alexandra": (
        "Scrolls count as Champions; give up any party die to re-roll like a Scroll.",
        "Ultimate (dragon phase): one Scroll alone defeats the dragon (ultimate scroll).",
        "Schriftrollen zählen als Champions; jeder Gruppenwürfel kann wie eine Schriftrolle neu "
        "würfeln.",
        "Ultimativ (Drachenphase): eine Schriftrolle allein besiegt den Drachen."),
    "szopin": (
        "Refreshes when one companion defeats 2 or more monsters.",
        "Ultimate: discard up to 2 dungeon dice, lair dice too (ultimate goblin dragon).",
        "Erholt sich, wenn ein Gefährte 2 oder mehr Monster besiegt.",
        "Ultimativ: bis zu 2 Dungeonwürfel ablegen, auch aus der Drachenhöhle."),
}

PACK_ABILITIES = {
    "viking:novice": (
        "The party is 5 Champions, set, not rolled.",
        "Ultimate: discard every die in the lair.",
        "Die Gruppe sind 5 Champions, gesetzt, nicht gewürfelt.",
        "Ultimativ: alle Würfel der Drachenhöhle ablegen."),
    "viking:master": (
        "5 Champions, set; every Skeleton rolled becomes a Potion.",
        "Ultimate: discard every die in the lair.",
        "5 Champions, gesetzt; jedes gewürfelte Skelett wird ein Trank.",
        "Ultimativ: alle Würfel der Drachenhöhle ablegen."),
    "alchemist:novice": (
        "Every Chest rolled becomes a Potion.",
        "Ultimate: roll 1 graveyard die into the party.",
        "Jede gewürfelte Kiste wird ein Trank.",
        "Ultimativ: 1 Friedhofswürfel in die Gruppe würfeln."),
    "alchemist:master": (
        "Every Chest rolled becomes a Potion.",
        "Ultimate: roll 2 graveyard dice into the party.",
        "Jede gewürfelte Kiste wird ein Trank.",
        "Ultimativ: 2 Friedhofswürfel in die Gruppe würfeln."),
    "scout:novice": (
        "Forming: roll 6 dungeon dice and set 1, 2 and 3 of them as levels 1, 2 and 3.",
        "Ultimate (monster phase): retire at once with XP = level − 1.",
        "Bilden: 6 Dungeonwürfel würfeln, 1, 2 und 3 davon als Ebene 1, 2 und 3 legen.",
        "Ultimativ (Monsterphase): sofort zurückziehen, Erfahrung = Ebene − 1."),
    "scout:master": (
        "Forming: roll 6 dungeon dice and set 1, 2 and 3 of them as levels 1, 2 and 3.",
        "Ultimate: retire at once with XP = level, in any phase.",
        "Bilden: 6 Dungeonwürfel würfeln, 1, 2 und 3 davon als Ebene 1, 2 und 3 legen.",
        "Ultimativ: sofort zurückziehen, Erfahrung = Ebene, in jeder Phase."),
    "sorceress:novice": (
        "At 3 lair dice the lair is discarded: no fight, no XP, no treasure.",
        "Ultimate: discard 1 monster per lair die (ultimate goblin ooze).",
        "Bei 3 Würfeln wird die Drachenhöhle geleert: kein Kampf, keine Erfahrung, kein Schatz.",
        "Ultimativ: 1 Monster pro Würfel der Drachenhöhle ablegen."),
    "sorceress:master": (
        "At 3 lair dice the lair is discarded: no fight, no XP, no treasure.",
        "Ultimate: discard all monsters of one type per lair die (ultimate goblin).",
        "Bei 3 Würfeln wird die Drachenhöhle geleert: kein Kampf, keine Erfahrung, kein Schatz.",
        "Ultimativ: pro Würfel der Drachenhöhle alle Monster einer Art ablegen."),
    "archaeologist:novice": (
        "Draws 2 treasures when the party is formed; discards 6 at the end of the game.",
        "Ultimate: draw 2 treasures, then discard 2.",
        "Zieht 2 Schätze beim Bilden der Gruppe; legt am Spielende 6 ab.",
        "Ultimativ: 2 Schätze ziehen, dann 2 ablegen."),
    "archaeologist:master": (
        "Draws 2 treasures when the party is formed; discards 6 at the end of the game.",
        "Ultimate: draw 2 treasures, then discard 1 (at the regroup too).",
        "Zieht 2 Schätze beim Bilden der Gruppe; legt am Spielende 6 ab.",
        "Ultimativ: 2 Schätze ziehen, dann 1 ablegen (auch beim Umgruppieren)."),
    "leprechaun:novice": (
        "Every Potion rolled becomes a Chest; at the end all treasures score nothing.",
        "Ultimate: 1 monster becomes a Chest.",
        "Jeder gewürfelte Trank wird eine Kiste; am Ende zählen die Schätze nichts.",
        "Ultimativ: 1 Monster wird eine Kiste."),
    "leprechaun:master": (
        "Every Potion rolled becomes a Chest; at the end all treasures score nothing.",
        "Ultimate: up to 2 monsters become 1 Chest.",
        "Jeder gewürfelte Trank wird eine Kiste; am Ende zählen die Schätze nichts.",
        "Ultimativ: bis zu 2 Monster werden 1 Kiste."),
    "dwarf:novice": (
        "2 party dice start in the graveyard; a Champion defeating 2+ alone is re-rolled.",
        "Ultimate: discard 1 monster per Champion, then re-roll the Champions.",
        "2 Gruppenwürfel beginnen auf dem Friedhof; ein Champion, der allein 2+ besiegt, wird "
        "neu gewürfelt.",
        "Ultimativ: 1 Monster pro Champion ablegen, dann die Champions neu würfeln."),
    "dwarf:master": (
        "2 party dice start in the graveyard; a Champion defeating 2+ alone is re-rolled.",
        "Ultimate: roll up to 4 graveyard dice (ultimate 4); then retire only after a dragon.",
        "2 Gruppenwürfel beginnen auf dem Friedhof; ein Champion, der allein 2+ besiegt, wird "
        "neu gewürfelt.",
        "Ultimativ: bis zu 4 Friedhofswürfel würfeln; danach Rückzug nur nach einem Drachen."),
    "tracker:novice": (
        "Once per level, re-roll 1 Goblin in the monster phase (ability goblin).",
        "Ultimate: discard 1 monster.",
        "Einmal pro Ebene 1 Kobold in der Monsterphase neu würfeln (fähigkeit kobold).",
        "Ultimativ: 1 Monster ablegen."),
    "tracker:master": (
        "Once per level, re-roll 1 Goblin in the monster phase (ability goblin).",
        "Ultimate: discard 1 monster of each type.",
        "Einmal pro Ebene 1 Kobold in der Monsterphase neu würfeln (fähigkeit kobold).",
        "Ultimativ: je 1 Monster jeder Art ablegen."),
    "guild-leader:novice": (
        "The party is 8 dice, not 7.",
        "Ultimate: set 1 party die or 1 dungeon die to any face (ultimate goblin chest).",
        "Die Gruppe hat 8 Würfel statt 7.",
        "Ultimativ: 1 Gruppen- oder Dungeonwürfel auf eine beliebige Seite setzen."),
    "guild-leader:master": (
        "The party is 8 dice, not 7.",
        "Ultimate: set 1 party die and 1 dungeon die to any faces.",
        "Die Gruppe hat 8 Würfel statt 7.",
        "Ultimativ: 1 Gruppen- und 1 Dungeonwürfel auf beliebige Seiten setzen."),
    "time-traveler:novice": (
        "The party is set: Fighter, Cleric, Mage, Thief, Scroll and 2 Champions.",
        "Ultimate (dragon phase): discard 1 treasure to defeat the dragon.",
        "Die Gruppe ist gesetzt: Krieger, Priester, Zauberer, Dieb, Schriftrolle, 2 Champions.",
        "Ultimativ (Drachenphase): 1 Schatz ablegen, um den Drachen zu besiegen."),
    "time-traveler:master": (
        "The party is set: Fighter, Cleric, Mage, Thief, Scroll and 2 Champions.",
        "Ultimate (dragon phase): discard 1 treasure or 1 Scroll die to defeat the dragon.",
        "Die Gruppe ist gesetzt: Krieger, Priester, Zauberer, Dieb, Schriftrolle, 2 Champions.",
        "Ultimativ (Drachenphase): 1 Schatz oder 1 Schriftrolle ablegen, Drache besiegt."),
    **{f"{hero}:{side}": texts for hero, texts in _LEGENDARY.items()
       for side in ("novice", "master")},
}

# One line a hero, to choose by (D12, D18-D20).
LINES = {
    "spellsword": ("Fighters and Mages swap; fights as one himself.",
                   "Krieger und Zauberer tauschen; kämpft selbst als einer."),
    "mercenary": ("Rerolls a bad party before the first level.",
                  "Würfelt eine schlechte Gruppe vor der ersten Ebene neu."),
    "knight": ("Scrolls become Champions; turns monsters into dragons.",
               "Schriftrollen werden Champions; macht Monster zu Drachen."),
    "half-goblin": ("Loots among monsters; Goblins join as Thieves.",
                    "Plündert zwischen Monstern; Kobolde werden Diebe."),
    "minstrel": ("Thieves and Mages swap; sings the lair empty.",
                 "Diebe und Zauberer tauschen; singt die Drachenhöhle leer."),
    "enchantress": ("Scrolls fight as anyone; charms monsters into a potion.",
                    "Schriftrollen kämpfen als jeder; verzaubert Monster zu einem Trank."),
    "occultist": ("Clerics and Mages swap; Skeletons rise as Fighters.",
                  "Priester und Zauberer tauschen; Skelette werden Krieger."),
    "crusader": ("Fighters and Clerics swap; fights as one himself.",
                 "Krieger und Priester tauschen; kämpft selbst als einer."),
    "viking": ("Five Champions, always; clears the lair.",
               "Immer fünf Champions; räumt die Drachenhöhle."),
    "alchemist": ("Chests become Potions; brings the fallen back.",
                  "Kisten werden Tränke; holt Gefallene zurück."),
    "scout": ("Sees levels 1 to 3 before going in; slips away.",
              "Sieht die Ebenen 1 bis 3 vorher; schleicht sich davon."),
    "sorceress": ("The dragon never wakes; the lair's dice slay monsters.",
                  "Der Drache erwacht nie; die Drachenhöhle tötet Monster."),
    "archaeologist": ("Treasure every delve, but keeps few at the end.",
                      "Schätze in jedem Abenteuer, behält am Ende wenige."),
    "leprechaun": ("Potions become Chests; his gold scores nothing.",
                   "Tränke werden Kisten; sein Gold zählt nichts."),
    "dwarf": ("Starts short of two dice; his Champions come back.",
              "Beginnt mit zwei Würfeln weniger; seine Champions kommen zurück."),
    "tracker": ("Re-rolls a Goblin each level; picks monsters off.",
                "Würfelt pro Ebene einen Kobold neu; schaltet Monster aus."),
    "guild-leader": ("Eight party dice; sets a die to any face.",
                     "Acht Gruppenwürfel; setzt einen Würfel auf jede Seite."),
    "time-traveler": ("A perfect party, set; pays the dragon off.",
                      "Eine perfekte Gruppe, gesetzt; kauft den Drachen ab."),
    "cassandra": ("Cursed and stronger for it; potions lift the curse.",
                  "Verflucht und dadurch stärker; Tränke heben den Fluch."),
    "marpesia": ("The dragon comes late; the dead rise again.",
                 "Der Drache kommt spät; die Toten stehen auf."),
    "toulak": ("Re-rolls a die each level; clears a whole level.",
               "Würfelt pro Ebene einen Würfel neu; räumt eine ganze Ebene."),
    "amar-suen": ("Thieves kill twice; monsters pay in treasure.",
                  "Diebe töten doppelt; Monster zahlen mit Schätzen."),
    "tristan": ("Double kills pay treasure; treasure buys his ultimate back.",
                "Doppelte Siege bringen Schätze; Schätze kaufen die Ultimative zurück."),
    "loeg-yllavyre": ("Commands dragons: Scrolls make them, the lair fights for him.",
                      "Befiehlt Drachen: Schriftrollen machen sie, die Höhle kämpft für ihn."),
    "alexandra": ("Scrolls are Champions; any die rerolls; a Scroll slays the dragon.",
                  "Schriftrollen sind Champions; jeder Würfel würfelt neu; eine Rolle tötet den "
                  "Drachen."),
    "szopin": ("Big fights refresh him; discards two dice at will.",
               "Große Kämpfe erholen ihn; legt zwei Würfel nach Belieben ab."),
}
