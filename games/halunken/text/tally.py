"""The sentences of Halunken's tally by tapping, in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "hs_tally_cards_one": {"en": "{count} card", "de": "{count} Karte"},
    "hs_tally_cards_many": {"en": "{count} cards", "de": "{count} Karten"},
    "hs_tally_tap": {"en": "Tap each card in this player's pile. A card another player holds is "
                           "dimmed.",
                     "de": "Tippt jede Karte im Stapel dieses Spielers an. Eine Karte, die ein "
                           "anderer Spieler hat, ist abgeblendet."},
}
