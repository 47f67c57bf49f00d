"""What just happened in a Scoundrel game, in English and German (``narrate.py`` says it)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "sc_n_turned": {"en": "turned over {cards}", "de": "aufgedeckt: {cards}"},
    "sc_n_room": {"en": "the room: {cards}", "de": "der Raum: {cards}"},
    "sc_n_equip": {"en": "equipped {card}", "de": "{card} ausgerüstet"},
    "sc_n_equip_discard": {"en": "equipped {card}; discarded {cards}",
                           "de": "{card} ausgerüstet; abgelegt: {cards}"},
    "sc_n_drink": {"en": "drank {card}: +{heal} ({health})",
                   "de": "{card} getrunken: +{heal} ({health})"},
    "sc_n_potion_wasted": {"en": "{card} discarded: no second potion this turn",
                           "de": "{card} abgelegt: kein zweiter Trank in diesem Zug"},
    "sc_n_weapon_fight": {"en": "{card} on {weapon}: {damage} damage, health {before} → {after}",
                          "de": "{card} auf {weapon}: {damage} Schaden, Leben {before} → "
                                "{after}"},
    "sc_n_bare_fight": {"en": "{card} barehanded: {damage} damage, health {before} → {after}",
                        "de": "{card} mit bloßen Händen: {damage} Schaden, Leben {before} → "
                              "{after}"},
    "sc_n_run": {"en": "ran: {count} cards go under",
                 "de": "geflohen: {count} Karten kommen unter den Dungeon"},
    "sc_n_turn_over": {"en": "turn over: {card} stays for the next room",
                       "de": "Zug vorbei: {card} bleibt für den nächsten Raum"},
    "sc_ch_room": {"en": "Room {number}", "de": "Raum {number}"},  # a chapter's heading
    "sc_n_won": {"en": "made it through the dungeon: score {score}",
                 "de": "den Dungeon durchquert: Wertung {score}"},
    "sc_n_lost": {"en": "died in the dungeon: score {score} (health {health}, monsters left "
                        "{monsters})",
                  "de": "im Dungeon gestorben: Wertung {score} (Leben {health}, übrige Monster "
                        "{monsters})"},
}
