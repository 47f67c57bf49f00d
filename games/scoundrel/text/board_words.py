"""Scoundrel's words for its board: the cards by name, what each way to play one does, the
acts in words."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "sc_card": {"en": "{rank} of {suit}", "de": "{suit} {rank}"},
    "sc_card_label": {"en": "{name} ({face}), {what}", "de": "{name} ({face}), {what}"},
    "sc_rank_J": {"en": "jack", "de": "Bube"},
    "sc_rank_Q": {"en": "queen", "de": "Dame"},
    "sc_rank_K": {"en": "king", "de": "König"},
    "sc_rank_A": {"en": "ace", "de": "Ass"},
    "sc_suit_C": {"en": "clubs", "de": "Kreuz"},
    "sc_suit_S": {"en": "spades", "de": "Pik"},
    "sc_suit_D": {"en": "diamonds", "de": "Karo"},
    "sc_suit_H": {"en": "hearts", "de": "Herz"},
    "sc_face_down": {"en": "a card still to turn over", "de": "eine noch aufzudeckende Karte"},
    "sc_health_label": {"en": "health {health} of {top}", "de": "Leben {health} von {top}"},
    "sc_slain": {"en": "slain with it", "de": "damit erschlagen"},
    "sc_do_equip": {"en": "equip {card}", "de": "{card} ausrüsten"},
    "sc_do_drink": {"en": "drink {card}", "de": "{card} trinken"},
    "sc_do_fight": {"en": "fight {card}", "de": "{card} bekämpfen"},
    # "bare-handed" may break at its hyphen: "barehanded" is wider than a tablet's button.
    "sc_do_bare": {"en": "fight {card} bare-handed", "de": "{card} mit bloßen Händen bekämpfen"},
    "sc_since": {"en": "{change} this room", "de": "{change} in diesem Raum"},
    "sc_way_weapon": {"en": "weapon: {damage} damage → health {after}",
                          "de": "Waffe: {damage} Schaden → Leben {after}"},
    "sc_way_bare": {"en": "bare-handed: {damage} damage → health {after}",
                        "de": "Faust: {damage} Schaden → Leben {after}"},
    "sc_way_heal": {"en": "drink: heals {heal} → health {after}",
                        "de": "trinken: heilt {heal} → Leben {after}"},
    "sc_way_no_heal": {"en": "drink: no healing this turn",
                           "de": "trinken: heilt diesen Zug nicht"},
    "sc_way_equip": {"en": "equip", "de": "ausrüsten"},
    "sc_do_run": {"en": "run from the room", "de": "aus dem Raum fliehen"},
    # what to do now, over the acts at the thumb (issue #40)
    "sc_prompt_play_or_run": {"en": "Play a card of the room, or run.",
                              "de": "Spiel eine Karte des Raums oder flieh."},
    "sc_prompt_play": {"en": "Play a card of the room.",
                       "de": "Spiel eine Karte des Raums."},
    "sc_run_ok": {"en": "you may run from this room",
                      "de": "du darfst aus diesem Raum fliehen"},
}
