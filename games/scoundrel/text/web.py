"""The Scoundrel web view's own sentences, in English and German (the rest comes from the
terminal's catalogue)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "sc_web_card": {"en": "{rank} of {suit}", "de": "{suit} {rank}"},
    "sc_web_card_label": {"en": "{name} ({face}), {what}", "de": "{name} ({face}), {what}"},
    "sc_web_rank_J": {"en": "jack", "de": "Bube"},
    "sc_web_rank_Q": {"en": "queen", "de": "Dame"},
    "sc_web_rank_K": {"en": "king", "de": "König"},
    "sc_web_rank_A": {"en": "ace", "de": "Ass"},
    "sc_web_suit_C": {"en": "clubs", "de": "Kreuz"},
    "sc_web_suit_S": {"en": "spades", "de": "Pik"},
    "sc_web_suit_D": {"en": "diamonds", "de": "Karo"},
    "sc_web_suit_H": {"en": "hearts", "de": "Herz"},
    "sc_web_face_down": {"en": "a card still to turn over", "de": "eine noch aufzudeckende Karte"},
    "sc_web_health_label": {"en": "health {health} of {top}", "de": "Leben {health} von {top}"},
    "sc_web_slain": {"en": "slain with it", "de": "damit erschlagen"},
    "sc_web_do_equip": {"en": "equip", "de": "ausrüsten"},
    "sc_web_do_drink": {"en": "drink", "de": "trinken"},
    "sc_web_do_fight": {"en": "fight", "de": "bekämpfen"},
    # "bare-handed" may break at its hyphen: "barehanded" is wider than a tablet's button.
    "sc_web_do_bare": {"en": "fight bare-handed", "de": "mit bloßen Händen bekämpfen"},
    "sc_web_since": {"en": "{change} this room", "de": "{change} in diesem Raum"},
    "sc_web_way_weapon": {"en": "weapon: {damage} damage → health {after}",
                          "de": "Waffe: {damage} Schaden → Leben {after}"},
    "sc_web_way_bare": {"en": "bare-handed: {damage} damage → health {after}",
                        "de": "Faust: {damage} Schaden → Leben {after}"},
    "sc_web_way_heal": {"en": "drink: heals {heal} → health {after}",
                        "de": "trinken: heilt {heal} → Leben {after}"},
    "sc_web_way_no_heal": {"en": "drink: no healing this turn",
                           "de": "trinken: heilt diesen Zug nicht"},
    "sc_web_way_equip": {"en": "equip", "de": "ausrüsten"},
    "sc_web_do_run": {"en": "run from the room", "de": "aus dem Raum fliehen"},
    "sc_web_run_ok": {"en": "you may run from this room",
                      "de": "du darfst aus diesem Raum fliehen"},
    "sc_web_opt_weapon_rule_lower": {
        "en": "a weapon fights only monsters below the last one it slew",
        "de": "eine Waffe bekämpft nur Monster unter dem zuletzt damit erschlagenen"},
    "sc_web_opt_weapon_rule_lower_or_equal": {
        "en": "a weapon fights monsters up to the last one it slew",
        "de": "eine Waffe bekämpft Monster bis zum Wert des zuletzt damit erschlagenen"},
    "sc_web_opt_death_penalty_dungeon": {
        "en": "on a loss, the monsters left in the dungeon count against you",
        "de": "bei einer Niederlage zählen die Monster im Dungeon gegen dich"},
    "sc_web_opt_death_penalty_dungeon_and_room": {
        "en": "on a loss, the monsters left in the dungeon and the room count against you",
        "de": "bei einer Niederlage zählen die Monster im Dungeon und im Raum gegen dich"},
}
