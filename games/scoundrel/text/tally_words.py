"""The sentences of Scoundrel's tally by tapping (issue #40), in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "sc_tap_result": {"en": "How did the game end?", "de": "Wie ging das Spiel aus?"},
    "sc_tap_won": {"en": "Won", "de": "Gewonnen"},
    "sc_tap_lost": {"en": "Lost", "de": "Verloren"},
    "sc_tap_health": {"en": "Health at the end: 1 to 20 after a win, 0 or below after a loss",
                      "de": "Lebenspunkte am Ende: 1 bis 20 nach einem Sieg, 0 oder weniger "
                            "nach einer Niederlage"},
    "sc_tap_health_label": {"en": "Health", "de": "Lebenspunkte"},
    "sc_tap_health_less": {"en": "one health point less", "de": "einen Lebenspunkt weniger"},
    "sc_tap_health_more": {"en": "one health point more", "de": "einen Lebenspunkt mehr"},
    "sc_tap_last": {"en": "After a win with 20 health: the last card played (a potion adds its "
                          "value)",
                    "de": "Nach einem Sieg mit 20 Lebenspunkten: die zuletzt gespielte Karte "
                          "(ein Trank zählt seinen Wert dazu)"},
    "sc_tap_last_none": {"en": "None, or not a potion", "de": "Keine oder kein Trank"},
    "sc_tap_cards": {"en": "The cards", "de": "Die Karten"},
    "sc_tap_monsters": {"en": "After a loss: the monsters left in the dungeon (their values are "
                              "subtracted)",
                        "de": "Nach einer Niederlage: die Monster, die noch im Dungeon liegen "
                              "(ihre Werte werden abgezogen)"},
    "sc_tap_room": {"en": "After a loss, if the room's monsters count too (rule option): the "
                          "monsters left unplayed in the room",
                    "de": "Nach einer Niederlage, wenn die Monster des Raums mitzählen "
                          "(Regeloption): die ungespielten Monster im Raum"},
}
