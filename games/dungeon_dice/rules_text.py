"""A concise summary of the dungeon dice rules, written for this project, in both languages."""

from __future__ import annotations

from games.dungeon_dice.options import DungeonDiceOptions
from tabletop.i18n import language

EN = """\
# Dungeon dice — the rules in short

**Dice (D1).** 7 white party dice: Fighter, Cleric, Mage, Thief, Champion, Scroll. 7 black dungeon
dice: Goblin, Skeleton, Ooze, Chest, Potion, Dragon. A level die from 1 to 10.

**A delve (D3, D4).** Every player delves 3 times, in seating order. Roll all 7 party dice; level 1
rolls 1 dungeon die, each later level as many as its number (never more than the dungeon master
still has). Dragon faces go straight to the dragon's lair and stay there.

**Monsters (D5).** Every Goblin, Skeleton and Ooze must be defeated, or the party flees. A used party
die goes to the graveyard. Fighters defeat all Goblins, Clerics all Skeletons, Mages all Oozes;
otherwise a companion defeats one monster; a Thief defeats one; a Champion all of one type. A Scroll
rerolls any party and dungeon dice (never the lair).

**Loot (D6).** A Thief or Champion opens every chest, any other companion one; each chest draws a
treasure (1 XP when the pool is empty). One party die (a Scroll too) quaffs any number of potions:
each brings a die back from the graveyard, showing any face. Unused chests and potions are discarded.

**The dragon (D7).** With 3 or more dice in the lair the dragon attacks: 3 companions of 3 different
types (Champion is a type, Scroll is not) defeat it for 1 treasure and 1 XP. Otherwise the party flees.

**Regroup (D8, D9).** Retire to the tavern (XP = level) or seek glory one level deeper — then there is
no way back until that level is cleared. Clearing level 10 ends the delve with 10 XP. Fleeing scores
no XP for the delve; XP and treasure gained in it are kept.

**Treasure (D2).** 36 tokens: Vorpal Sword, Talisman, Scepter of Power, Thieves' Tools and Scroll act
as one die of their face; Ring of Invisibility empties the lair; Elixir brings back one die; Dragon
Bait turns every monster into a dragon; Town Portal retires at once; Dragon Scales do nothing in play.
A used token goes back to the pool.

**Heroes (D11, D12).** Each player has a hero with a specialty and an ultimate usable once per delve;
at 5 XP the hero flips to the master side.

**Score (D13).** XP, plus 1 per unused token, 2 for a Town Portal, 2 more per pair of Dragon Scales.
Ties: fewer tokens wins; still tied, shared.

**Active options:** `heroes={heroes}`.
"""

DE = """\
# Dungeon-Würfel — die Regeln in Kürze

**Würfel (D1).** 7 weiße Gruppenwürfel: Krieger, Priester, Zauberer, Dieb, Champion, Schriftrolle.
7 schwarze Dungeonwürfel: Kobold, Skelett, Schleim, Kiste, Trank, Drache. Ein Ebenenwürfel 1 bis 10.

**Ein Abenteuer (D3, D4).** Jeder steigt 3-mal hinab, reihum. Alle 7 Gruppenwürfel werfen; Ebene 1
wirft 1 Dungeonwürfel, jede weitere so viele wie ihre Zahl (nie mehr, als der Dungeonmeister noch
hat). Drachenköpfe kommen sofort in die Drachenhöhle und bleiben dort.

**Monster (D5).** Jeder Kobold, jedes Skelett und jeder Schleim muss besiegt werden, sonst flieht die
Gruppe. Ein eingesetzter Würfel kommt auf den Friedhof. Krieger besiegen alle Kobolde, Priester alle
Skelette, Zauberer allen Schleim; sonst besiegt ein Gefährte ein Monster; ein Dieb eines; ein
Champion alle einer Art. Eine Schriftrolle würfelt beliebige Gruppen- und Dungeonwürfel neu (nie die
Drachenhöhle).

**Plündern (D6).** Dieb oder Champion öffnen alle Kisten, andere Gefährten eine; jede Kiste bringt
einen Schatz (1 Erfahrung, wenn keiner mehr da ist). Ein Gruppenwürfel (auch eine Schriftrolle)
trinkt beliebig viele Tränke: jeder holt einen Würfel vom Friedhof zurück, auf beliebiger Seite.
Nicht genutzte Kisten und Tränke werden abgelegt.

**Der Drache (D7).** Liegen 3 oder mehr Würfel in der Drachenhöhle, greift der Drache an: 3 Gefährten
3 verschiedener Arten (Champion ist eine Art, Schriftrolle nicht) besiegen ihn für 1 Schatz und 1
Erfahrung. Sonst flieht die Gruppe.

**Umgruppieren (D8, D9).** In die Taverne (Erfahrung = Ebene) oder eine Ebene tiefer — dann gibt es
kein Zurück, bis die Ebene geräumt ist. Wer Ebene 10 räumt, beendet das Abenteuer mit 10 Erfahrung.
Flucht bringt für das Abenteuer keine Erfahrung; schon gewonnene Erfahrung und Schätze bleiben.

**Schätze (D2).** 36 Marker: Vorpalschwert, Talisman, Zepter der Macht, Diebeswerkzeug und
Schriftrolle zählen als ein Würfel ihrer Seite; der Ring der Unsichtbarkeit leert die Drachenhöhle;
das Elixier holt einen Würfel zurück; der Drachenköder macht jedes Monster zum Drachen; das
Stadtportal führt sofort in die Taverne; Drachenschuppen wirken im Spiel nicht. Benutzte Marker
kommen in den Vorrat zurück.

**Helden (D11, D12).** Jeder hat einen Helden mit Spezialfähigkeit und einer ultimativen Fähigkeit
(einmal je Abenteuer); ab 5 Erfahrung wird er auf die Meisterseite gedreht.

**Wertung (D13).** Erfahrung, dazu 1 je unbenutztem Marker, 2 für ein Stadtportal und 2 mehr je Paar
Drachenschuppen. Gleichstand: weniger Marker gewinnt; sonst geteilt.

**Aktive Optionen:** `heroes={heroes}`.
"""


def rules_text(options: DungeonDiceOptions) -> str:
    return (DE if language() == "de" else EN).format(heroes=options.heroes)
