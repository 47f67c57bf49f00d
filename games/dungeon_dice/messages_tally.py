"""The sentences of Dungeon dice's tally by tapping, in English and German."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, tuple[str, str]] = {
    "dd_tally_tokens_one": ("{count} token", "{count} Marker"),
    "dd_tally_tokens_many": ("{count} tokens", "{count} Marker"),
    "dd_tally_xp": ("Experience (XP)", "Erfahrung (EP)"),
    "dd_tally_treasures": ("Treasure tokens not used (D13: 1 point each, a Town Portal 2, "
                           "each pair of Dragon Scales 2 more)",
                           "Nicht benutzte Schatzmarker (D13: je 1 Punkt, ein Stadtportal 2, "
                           "jedes Paar Drachenschuppen 2 mehr)"),
}

MESSAGES: dict[str, dict[str, str]] = {
    key: {"en": en, "de": de} for key, (en, de) in TEXTS.items()}
