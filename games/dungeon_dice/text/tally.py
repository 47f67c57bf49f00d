"""The sentences of Dungeon dice's tally by tapping, in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "dd_tally_tokens_one": {"en": "{count} token", "de": "{count} Marker"},
    "dd_tally_tokens_many": {"en": "{count} tokens", "de": "{count} Marker"},
    "dd_tally_xp": {"en": "Experience (XP)", "de": "Erfahrung (EP)"},
    "dd_tally_xp_less": {"en": "one fewer XP", "de": "einen Erfahrungspunkt weniger"},
    "dd_tally_xp_more": {"en": "one XP more", "de": "einen Erfahrungspunkt mehr"},
    "dd_tally_treasures": {"en": "Treasure tokens not used (D13: 1 point each, a Town Portal 2, "
                                 "each pair of Dragon Scales 2 more)",
                           "de": "Nicht benutzte Schatzmarker (D13: je 1 Punkt, ein Stadtportal 2, "
                                 "jedes Paar Drachenschuppen 2 mehr)"},
    # D21: the hero, where it changes the score; the Archaeologist's tokens kept
    "dd_tally_player_hero": {
        "en": "Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line when done)",
        "de": "Spieler: 'Name: ep=12 behaltene-Marker ... [Held]' (leere Zeile zum Beenden)"},
    "dd_tally_metavar_player": {"en": "PLAYER", "de": "SPIELER"},
    "dd_tally_help_player_hero": {
        "en": "One player's XP, unused treasure tokens and hero: 'Name: xp=12 2 dragon-scales "
              "leprechaun' (repeat for each player). The hero may be left out; it counts for the "
              "Leprechaun (treasures score nothing, D21). For an Archaeologist write the tokens "
              "kept after the six discarded.",
        "de": "Erfahrung, unbenutzte Schatzmarker und Held eines Spielers: 'Name: ep=12 2 "
              "drachenschuppen leprechaun' (für jeden Spieler wiederholen). Der Held darf "
              "fehlen; er zählt beim Leprechaun (Schätze zählen nichts, D21). Bei der "
              "Archäologin die Marker, die nach dem Ablegen der sechs bleiben."},
    "dd_err_tally_hero_twice": {"en": "{name}'s hero is given twice.",
                                "de": "Der Held von {name} ist doppelt angegeben."},
    "dd_err_tally_xp_or_count": {
        "en": "{name}: '{entry}' is {count} × {token}, or {count} XP? Write 'xp={count} {typed}' "
              "for the XP, or 'xp=0 {entry}' for the tokens.",
        "de": "{name}: '{entry}' sind {count} × {token} oder {count} Erfahrung? Schreibe "
              "'ep={count} {typed}' für die Erfahrung oder 'ep=0 {entry}' für die Marker."},
    "dd_err_tally_number_alone": {
        "en": "{name}: '{text}' could be XP or a count: write xp={text}, or the count before its "
              "token (e.g. 2 dragon-scales).",
        "de": "{name}: '{text}' könnte Erfahrung oder eine Anzahl sein: schreibe ep={text} oder "
              "die Anzahl vor ihren Marker (z. B. 2 drachenschuppen)."},
    # the tally by tapping: the hero, by set
    "dd_tally_hero": {"en": "Hero (D21: the Leprechaun's treasures score nothing)",
                      "de": "Held (D21: die Schätze des Leprechauns zählen nichts)"},
    "dd_tally_hero_none": {"en": "not given", "de": "nicht angegeben"},
    "dd_tally_treasures_kept": {
        "en": "An Archaeologist or Tomb Raider: the tokens kept after the six discarded (D21).",
        "de": "Archäologin oder Grabräuberin: die Marker, die nach dem Ablegen der sechs bleiben "
              "(D21)."},
}
