"""A concise summary of the dungeon dice rules, written for this project, in both languages."""

from __future__ import annotations

from games.dungeon_dice.rules.heroes import LEGENDARY, MASTER_NAME, SETS
from games.dungeon_dice.rules.options import DungeonDiceOptions
from tabletop.text.i18n import t
from tabletop.text.labels import options_in_words

MESSAGES: dict[str, dict[str, str]] = {
    "dd_rules": {
        "en": """\
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

**Loot (D6, D14).** Looting is optional. A Thief or Champion opens every chest, any other companion
one; each chest draws a treasure, or gives 1 XP when no treasure is left. One party die (a Scroll
too), or one companion or Scroll token, quaffs any number of potions: each brings a die back from the
graveyard, showing any face, no more than the graveyard holds (the quaffing die included). The hero's
ultimate and a monster turned ally cannot quaff. Unused chests and potions are discarded.

**The dragon (D7).** Only with 3 or more dice in the lair does the dragon attack: 3 companions of 3
different types (Champion is a type, Scroll is not) defeat it for 1 treasure (1 XP when no treasure is
left) and 1 XP, and the lair's dice go back to the dungeon master. Otherwise the party flees, or a
Ring of Invisibility sends the lair's dice back (no XP, no treasure) and the party regroups.

**Regroup (D8, D9).** Retire to the tavern: XP equal to the level, and the delve ends. Or seek glory
one level deeper: the party, the graveyard and the lair stay; once the new dice are rolled there is
no retiring until that level is cleared. Clearing level 10 ends the delve with 10 XP. Fleeing, from
monsters or from the dragon, scores no XP for the delve; XP and treasure gained in it are kept.

**Treasure (D2).** 36 tokens: Vorpal Sword, Talisman, Scepter of Power, Thieves' Tools and Scroll act
as one die of their face; Ring of Invisibility empties the lair; Elixir brings back one die; Dragon
Bait turns every monster into a dragon; Town Portal retires at once; Dragon Scales do nothing in play.
A used token goes back to the pool.

**Heroes (D11, D12, D16-D20).** Each player has a hero with a specialty and an ultimate; at 5 XP the
hero flips to the master side (a legendary hero has one side and never flips). The option "Hero
sets" says which heroes may be chosen or dealt: the base game's eight, Hero Booster Pack 1, the
promo heroes, Hero Booster Pack 2 (legendary) or all 26; with "Same hero for all" (mirror) every
player delves with the same hero.

**Timing (D17).** An ultimate is used once per delve, in the monster, loot or dragon phase unless
its text says otherwise; it stays used until the next delve unless the hero refreshes, and turning
master in the middle of a delve does not refresh it. A re-rolled dungeon die showing a Dragon goes
to the lair; lair dice are never re-rolled unless the hero says so.

{heroes}

**Score (D13{d21}).** XP, plus 1 per unused token, 2 for a Town Portal, 2 more per pair of Dragon
Scales.{score_heroes} Ties: fewer tokens wins; still tied, shared.

**Active options:** {options}.
""",
        "de": """\
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

**Plündern (D6, D14).** Plündern ist freiwillig. Dieb oder Champion öffnen alle Kisten, andere
Gefährten eine; jede Kiste bringt einen Schatz, oder 1 Erfahrung, wenn kein Schatz mehr da ist. Ein
Gruppenwürfel (auch eine Schriftrolle) oder ein Gefährten- oder Schriftrollen-Marker trinkt beliebig
viele Tränke: jeder holt einen Würfel vom Friedhof zurück, auf beliebiger Seite, nicht mehr, als der
Friedhof hat (der trinkende Würfel mitgezählt). Die ultimative Fähigkeit des Helden und ein zum
Verbündeten gewordenes Monster trinken nicht. Nicht genutzte Kisten und Tränke werden abgelegt.

**Der Drache (D7).** Nur wenn 3 oder mehr Würfel in der Drachenhöhle liegen, greift der Drache an:
3 Gefährten 3 verschiedener Arten (Champion ist eine Art, Schriftrolle nicht) besiegen ihn für 1 Schatz
(1 Erfahrung, wenn kein Schatz mehr da ist) und 1 Erfahrung, und die Würfel der Drachenhöhle gehen an
den Dungeonmeister zurück. Sonst flieht die Gruppe, oder ein Ring der Unsichtbarkeit schickt die
Würfel der Drachenhöhle zurück (ohne Erfahrung, ohne Schatz) und die Gruppe gruppiert sich um.

**Umgruppieren (D8, D9).** In die Taverne: Erfahrung gleich der Ebene, und das Abenteuer endet. Oder
eine Ebene tiefer: Gruppe, Friedhof und Drachenhöhle bleiben; sind die neuen Würfel geworfen, gibt es
kein Zurück, bis die Ebene geräumt ist. Wer Ebene 10 räumt, beendet das Abenteuer mit 10 Erfahrung.
Flucht, vor Monstern oder vor dem Drachen, bringt für das Abenteuer keine Erfahrung; schon gewonnene
Erfahrung und Schätze bleiben.

**Schätze (D2).** 36 Marker: Vorpalschwert, Talisman, Zepter der Macht, Diebeswerkzeug und
Schriftrolle zählen als ein Würfel ihrer Seite; der Ring der Unsichtbarkeit leert die Drachenhöhle;
das Elixier holt einen Würfel zurück; der Drachenköder macht jedes Monster zum Drachen; das
Stadtportal führt sofort in die Taverne; Drachenschuppen wirken im Spiel nicht. Benutzte Marker
kommen in den Vorrat zurück.

**Helden (D11, D12, D16-D20).** Jeder hat einen Helden mit Spezialfähigkeit und einer ultimativen
Fähigkeit; ab 5 Erfahrung wird er auf die Meisterseite gedreht (ein legendärer Held hat nur eine
Seite und wird nie gedreht). Die Option „Heldensets“ bestimmt, welche Helden gewählt oder verteilt
werden: die acht des Grundspiels, Helden-Erweiterung 1, die Promo-Helden, Helden-Erweiterung 2
(legendär) oder alle 26; mit „Alle denselben Helden“ (Spiegel) spielen alle mit demselben Helden.

**Zeitpunkt (D17).** Eine ultimative Fähigkeit wird einmal je Abenteuer eingesetzt, in der Monster-,
Plünder- oder Drachenphase, wenn ihr Text nichts anderes sagt; sie bleibt bis zum nächsten
Abenteuer verbraucht, außer der Held erholt sich, und der Wechsel auf die Meisterseite mitten im
Abenteuer erholt sie nicht. Ein neu gewürfelter Dungeonwürfel mit Drachenkopf kommt in die
Drachenhöhle; ihre Würfel werden nie neu gewürfelt, außer der Held sagt es.

{heroes}

**Wertung (D13{d21}).** Erfahrung, dazu 1 je unbenutztem Marker, 2 für ein Stadtportal und 2 mehr je
Paar Drachenschuppen.{score_heroes} Gleichstand: weniger Marker gewinnt; sonst geteilt.

**Aktive Optionen:** {options}.
"""},
    # D21 in the score paragraph, said only when the game's sets hold the heroes it names
    "dd_rules_score_heroes": {
        "en": " A Leprechaun's or Clurichaun's treasures score nothing; an Archaeologist or Tomb "
              "Raider first discards 6 treasures of her choice (all, if fewer).",
        "de": " Die Schätze von Leprechaun oder Clurichaun zählen nichts; Archäologin oder "
              "Grabräuberin legen vorher 6 Schätze ihrer Wahl ab (alle, wenn es weniger sind)."},
    "dd_rules_heroes_heading": {"en": "**The heroes of this game ({sets}).**",
                                "de": "**Die Helden dieses Spiels ({sets}).**"},
    "dd_rules_legendary": {"en": "legendary", "de": "legendär"},
}


def in_words(options: DungeonDiceOptions) -> str:
    """The options chosen, named in the reader's language (issue #23: no code name)."""
    return options_in_words(type(options).model_fields, options.model_dump())


def hero_entry(hero: str) -> str:
    """A list item: the hero's name on both sides, then each side's specialty and ultimate;
    a specialty the two sides share is said once."""
    if hero in LEGENDARY:
        key = f"{hero}:novice"
        return (f"- **{t(f'dd_hero_{hero}')}** ({t('dd_rules_legendary')}). "
                f"{t(f'dd_specialty_{key}')} {t(f'dd_ultimate_{key}')}")
    novice, master = f"{hero}:novice", f"{hero}:master"
    title = f"- **{t(f'dd_hero_{hero}')} → {t(f'dd_hero_{MASTER_NAME[hero]}')}**"
    shared = t(f"dd_specialty_{novice}") == t(f"dd_specialty_{master}")
    lines = [f"{title}. {t(f'dd_specialty_{novice}')}" if shared else f"{title}"]
    for side, key in (("novice", novice), ("master", master)):
        said = "" if shared else f" {t(f'dd_specialty_{key}')}"
        lines.append(f"  - {t(f'dd_side_{side}').capitalize()}:{said} "
                     f"{t(f'dd_ultimate_{key}')}")
    return "\n".join(lines)


def heroes_text(options: DungeonDiceOptions) -> str:
    """D16: the heroes of the game's sets, each with its specialty and ultimate."""
    heading = t("dd_rules_heroes_heading", sets=t(f"dd_option_sets_{options.sets}"))
    return "\n".join([heading, "", *(hero_entry(hero) for hero in SETS[options.sets])])


def rules_text(options: DungeonDiceOptions) -> str:
    scored = {"leprechaun", "archaeologist"} & set(SETS[options.sets])
    return t("dd_rules", options=in_words(options), heroes=heroes_text(options),
             d21=", D21" if scored else "",
             score_heroes=t("dd_rules_score_heroes") if scored else "")
