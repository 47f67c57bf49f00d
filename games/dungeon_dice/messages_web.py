"""The dungeon dice web view's own sentences, in English and German (names of faces, tokens and
heroes come from the terminal's catalogue)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, tuple[str, str]] = {
    "dd_web_party_die": ("{face} (party die)", "{face} (Gruppenwürfel)"),
    "dd_web_dungeon_die": ("{face} (dungeon die)", "{face} (Dungeonwürfel)"),
    "dd_web_unrolled": ("a die still to roll", "ein noch zu werfender Würfel"),
    "dd_web_level": ("level {level} of {last}", "Ebene {level} von {last}"),
    "dd_web_to_roll": ("{count} to roll", "{count} zu werfen"),
    "dd_web_to_draw": ("{count} treasure(s) to draw", "{count} Schatz/Schätze zu ziehen"),
    "dd_web_hero_to_deal": ("a hero is being dealt", "ein Held wird ausgeteilt"),
    "dd_web_bag": ("In the bag", "Im Beutel"),
    "dd_web_delving": ("delving now", "ist gerade unterwegs"),
    "dd_web_free_heroes": ("Free heroes", "Freie Helden"),
    "dd_web_ally": ("{face} (ally)", "{face} (Verbündeter)"),
    "dd_web_hero_as": ("the hero as {face}", "der Held als {face}"),
    "dd_web_stage_hero": ("choose a hero, or let one be dealt",
                          "wähle einen Helden oder lass einen austeilen"),
    "dd_web_stage_form": ("the party is rolled", "die Gruppe wird gewürfelt"),
    "dd_web_stage_mulligan": ("forming the party: reroll some dice, or keep them",
                              "Gruppe bilden: einige Würfel neu werfen oder behalten"),
    "dd_web_stage_monsters": ("monsters: defeat every one, or flee",
                              "Monster: alle besiegen oder fliehen"),
    "dd_web_stage_loot": ("loot: open chests, quaff potions, then done",
                          "Plündern: Kisten öffnen, Tränke trinken, dann fertig"),
    "dd_web_stage_dragon": ("the dragon attacks: {count} different companions, or flee",
                            "der Drache greift an: {count} verschiedene Gefährten, oder fliehen"),
    "dd_web_stage_regroup": ("regroup: retire to the tavern, or seek glory one level deeper",
                             "Umgruppieren: in die Taverne oder eine Ebene tiefer"),
    "dd_web_stage_over": ("the game is over", "das Spiel ist vorbei"),
    "dd_web_do_hero": ("choose {hero}", "{hero} wählen"),
    "dd_web_do_deal": ("deal a hero at random", "einen Helden zufällig austeilen"),
    "dd_web_do_ready": ("keep this party", "diese Gruppe behalten"),
    "dd_web_do_mulligan": ("reroll", "neu würfeln:"),
    "dd_web_do_fight": ("defeats", "besiegt"),
    "dd_web_do_extra": ("and one", "und ein"),
    "dd_web_do_open": ("opens the chests", "öffnet die Kisten"),
    "dd_web_do_quaff": ("drinks, revives", "trinkt, belebt wieder"),
    "dd_web_do_done": ("done looting", "Plündern beenden"),
    "dd_web_do_dragon": ("fight the dragon:", "den Drachen bekämpfen:"),
    "dd_web_do_reroll": ("rerolls", "wirft neu:"),
    "dd_web_do_use": ("use", "benutze"),
    "dd_web_do_as": ("as", "als"),
    "dd_web_do_ultimate": ("ultimate", "Ultimative"),
    "dd_web_do_ultimate_reroll": ("ultimate: reroll", "Ultimative: neu würfeln"),
    "dd_web_do_ultimate_discard": ("ultimate: discard", "Ultimative: ablegen"),
    "dd_web_do_flee": ("flee (no XP for this delve)", "fliehen (keine Erfahrung)"),
    "dd_web_do_retire": ("retire to the tavern (XP = level)", "in die Taverne (Erfahrung = Ebene)"),
    "dd_web_do_seek": ("seek glory one level deeper", "Ruhm suchen, eine Ebene tiefer"),
    "dd_web_advice_line": ("Advice: the best line, looking {levels} level(s) ahead",
                           "Rat: der beste Weg, {levels} Ebene(n) vorausgeschaut"),
    "dd_web_advice_line_end": ("Advice: the best line to the end of the delve",
                               "Rat: der beste Weg bis zum Ende des Abstiegs"),
    "dd_web_advice_rule": ("rule of thumb", "Faustregel"),
    "dd_web_advice_move": ("move", "Zug"),
    "dd_web_advice_value": ("expected", "erwartet"),
}

MESSAGES: dict[str, dict[str, str]] = {
    key: {"en": en, "de": de} for key, (en, de) in TEXTS.items()}
