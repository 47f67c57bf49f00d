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
    # D21: the hero, where it changes the score; the Archaeologist's tokens kept
    "dd_tally_player_hero": (
        "Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line when done)",
        "Spieler: 'Name: ep=12 behaltene-Marker ... [Held]' (leere Zeile zum Beenden)"),
    "dd_tally_metavar_player": ("PLAYER", "SPIELER"),
    "dd_tally_help_player_hero": (
        "One player's XP, unused treasure tokens and hero: 'Name: xp=12 2 dragon-scales "
        "leprechaun' (repeat for each player). The hero may be left out; it counts for the "
        "Leprechaun (treasures score nothing, D21). For an Archaeologist write the tokens kept "
        "after the six discarded.",
        "Erfahrung, unbenutzte Schatzmarker und Held eines Spielers: 'Name: ep=12 2 "
        "drachenschuppen leprechaun' (für jeden Spieler wiederholen). Der Held darf fehlen; er "
        "zählt beim Leprechaun (Schätze zählen nichts, D21). Bei der Archäologin die Marker, "
        "die nach dem Ablegen der sechs bleiben."),
    "dd_err_tally_hero_twice": ("{name}'s hero is given twice.",
                                "Der Held von {name} ist doppelt angegeben."),
    "dd_err_tally_xp_or_count": (
        "{name}: '{entry}' is {count} × {token}, or {count} XP? Write 'xp={count} {typed}' for "
        "the XP, or 'xp=0 {entry}' for the tokens.",
        "{name}: '{entry}' sind {count} × {token} oder {count} Erfahrung? Schreibe "
        "'ep={count} {typed}' für die Erfahrung oder 'ep=0 {entry}' für die Marker."),
    "dd_err_tally_number_alone": (
        "{name}: '{text}' could be XP or a count: write xp={text}, or the count before its "
        "token (e.g. 2 dragon-scales).",
        "{name}: '{text}' könnte Erfahrung oder eine Anzahl sein: schreibe ep={text} oder die "
        "Anzahl vor ihren Marker (z. B. 2 drachenschuppen)."),
    # the tally by tapping: the hero, by set
    "dd_tally_hero": ("Hero (D21: the Leprechaun's treasures score nothing)",
                      "Held (D21: die Schätze des Leprechauns zählen nichts)"),
    "dd_tally_hero_none": ("not given", "nicht angegeben"),
    "dd_tally_treasures_kept": (
        "An Archaeologist or Tomb Raider: the tokens kept after the six discarded (D21).",
        "Archäologin oder Grabräuberin: die Marker, die nach dem Ablegen der sechs bleiben "
        "(D21)."),
}

MESSAGES: dict[str, dict[str, str]] = {
    key: {"en": en, "de": de} for key, (en, de) in TEXTS.items()}
