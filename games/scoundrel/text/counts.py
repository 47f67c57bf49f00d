"""Scoundrel's sentences with a number in them, one for a single thing and one for several, in
English and German: "1 card", "2 cards", never "card(s)" (issue #14)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.text.i18n import t, tn

MESSAGES: dict[str, dict[str, str]] = {
    "sc_dungeon_count_one": {"en": "1 card left ({unseen} never seen, {under} run away from)",
                             "de": "1 Karte übrig ({unseen} nie gesehen, {under} geflohen)"},
    "sc_dungeon_count_many": {"en": "{count} cards left ({unseen} never seen, {under} run away "
                                    "from)",
                              "de": "{count} Karten übrig ({unseen} nie gesehen, {under} "
                                    "geflohen)"},
    "sc_monsters_one": {"en": "1 monster", "de": "1 Monster"},
    "sc_monsters_many": {"en": "{count} monsters", "de": "{count} Monster"},
    "sc_weapons_one": {"en": "1 weapon", "de": "1 Waffe"},
    "sc_weapons_many": {"en": "{count} weapons", "de": "{count} Waffen"},
    "sc_potions_one": {"en": "1 potion", "de": "1 Trank"},
    "sc_potions_many": {"en": "{count} potions", "de": "{count} Tränke"},
    # How the advice was found (issue #28): "0 rooms ahead (0 positions)" said nothing a
    # person reads naturally; with no refill left the room itself is the whole search.
    "sc_advice_exact_this_room": {"en": "Exact: nothing left to search beyond this room.",
                                  "de": "Exakt: über diesen Raum hinaus ist nichts mehr zu "
                                        "durchsuchen."},
    "sc_advice_exact_one": {"en": "Exact: searched to the end, 1 room ahead ({positions}).",
                            "de": "Exakt: bis zum Ende durchsucht, 1 Raum voraus "
                                  "({positions})."},
    "sc_advice_exact_many": {"en": "Exact: searched to the end, {count} rooms ahead "
                                   "({positions}).",
                             "de": "Exakt: bis zum Ende durchsucht, {count} Räume voraus "
                                   "({positions})."},
    "sc_advice_estimate_this_room": {"en": "Estimate: this room played out, then a rule of "
                                           "thumb ({positions}).",
                                     "de": "Schätzung: dieser Raum durchgespielt, dann "
                                           "Faustregel ({positions})."},
    "sc_advice_estimate_one": {"en": "Estimate: searched 1 room ahead, then a rule of thumb "
                                     "({positions}).",
                               "de": "Schätzung: 1 Raum voraus durchsucht, dann Faustregel "
                                     "({positions})."},
    "sc_advice_estimate_many": {"en": "Estimate: searched {count} rooms ahead, then a rule of "
                                      "thumb ({positions}).",
                                "de": "Schätzung: {count} Räume voraus durchsucht, dann "
                                      "Faustregel ({positions})."},
    "sc_positions_one": {"en": "1 position", "de": "1 Stellung"},
    "sc_positions_many": {"en": "{count} positions", "de": "{count} Stellungen"},
    "sc_to_turn_one": {"en": "1 card to turn over", "de": "1 Karte aufzudecken"},
    "sc_to_turn_many": {"en": "{count} cards to turn over",
                            "de": "{count} Karten aufzudecken"},
}


def dungeon_count(dungeon: Mapping[str, Any]) -> str:
    """The cards left in the dungeon, how many never seen and how many run away from."""
    return tn("sc_dungeon_count", dungeon["count"], unseen=dungeon["unseen"],
              under=dungeon["under"])


def discard_summary(discard: Mapping[str, Any]) -> str:
    """The discard pile as the observation counts it: "2 monsters (17), 1 weapon, 0 potions"."""
    return t("sc_discard_summary",
             monsters=tn("sc_monsters", discard["monsters"]),
             monster_sum=discard["monster_sum"],
             weapons=tn("sc_weapons", discard["weapons"]),
             potions=tn("sc_potions", discard["potions"]))


def search_note(data: Mapping[str, Any]) -> str:
    """How advice was found: exact or an estimate, how many rooms ahead (depth 0: the room
    played out, no refill), and how many positions, each count agreeing in number."""
    depth = int(data["depth"])
    positions = tn("sc_positions", int(data["nodes"]))
    if data["exact"]:
        if depth == 0:
            return t("sc_advice_exact_this_room", positions=positions)
        return tn("sc_advice_exact", depth, positions=positions)
    if depth == 0:
        return t("sc_advice_estimate_this_room", positions=positions)
    return tn("sc_advice_estimate", depth, positions=positions)
