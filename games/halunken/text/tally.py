"""The sentences of Halunken's tally by tapping, in English and German."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, tuple[str, str]] = {
    "hs_tally_cards_one": ("{count} card", "{count} Karte"),
    "hs_tally_cards_many": ("{count} cards", "{count} Karten"),
    "hs_tally_tap": ("Tap each card in this player's pile. A card another player holds is "
                     "dimmed.",
                     "Tippt jede Karte im Stapel dieses Spielers an. Eine Karte, die ein "
                     "anderer Spieler hat, ist abgeblendet."),
}

MESSAGES: dict[str, dict[str, str]] = {
    key: {"en": en, "de": de} for key, (en, de) in TEXTS.items()}
