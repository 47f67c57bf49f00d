"""The Halunken web view's own sentences, in English and German (the rest comes from the
terminal's and the narration's catalogues)."""

from __future__ import annotations

from collections.abc import Mapping

TEXTS: Mapping[str, tuple[str, str]] = {
    "hs_web_move_card": ("movement card {card}", "Bewegungskarte {card}"),
    "hs_web_move_rum": ("movement card rum", "Bewegungskarte Rum"),
    "hs_web_move_down": ("a movement card, face down", "eine verdeckte Bewegungskarte"),
    "hs_web_dive": ("Dive {dive}", "Spelunke {dive}"),
    "hs_web_down": ("{count} face down", "{count} verdeckt"),
    "hs_web_empty": ("empty", "leer"),
    "hs_web_captain": ("captain of {player}", "Kapitän von {player}"),
    "hs_web_space": ("space {space}", "Feld {space}"),
    "hs_web_not_placed": ("not placed yet", "noch nicht aufgestellt"),
    "hs_web_doubled": ("doubled", "doppelt"),
    "hs_web_no_cards": ("no cards yet", "noch keine Karten"),
    "hs_web_in_hand": ("In hand", "Auf der Hand"),
    "hs_web_played": ("Played", "Gespielt"),
    "hs_web_chosen": ("Chosen this round", "Diese Runde gewählt"),
    "hs_web_jack_cards": ("His cards", "Seine Karten"),
    "hs_web_tap_space": ("Tap a free space of the ring.", "Tippe ein freies Feld des Rings an."),
    "hs_web_tap_bid": ("Tap a card of your crew to bid it, or pass.",
                       "Tippe eine Karte deiner Crew an, um sie zu bieten, oder passe."),
    "hs_web_tap_take": ("Tap the card you take.", "Tippe die Karte an, die du nimmst."),
    "hs_web_tap_give": ("Tap the card you give up.", "Tippe die Karte an, die du abgibst."),
    "hs_web_moved_from": ("moved here from space {space} this round",
                          "diese Runde von Feld {space} hierher gezogen"),
    "hs_web_cancels": ("cancels: that number is played", "hebt sich auf: die Zahl ist gespielt"),
    "hs_web_pushes": ("pushes {player}", "schiebt {player}"),
    "hs_web_lands_jack": ("Black Jack: a harbour card", "Black Jack: eine Hafenkarte"),
    "hs_web_rum_later": ("any free number, after the reveal",
                         "eine freie Zahl, nach dem Aufdecken"),
    "hs_web_hand_title": ("your movement cards", "deine Bewegungskarten"),
    "hs_web_do_place": ("captain to space {space}", "Kapitän auf Feld {space}"),
    "hs_web_do_jack": ("Black Jack to space {space}", "Black Jack auf Feld {space}"),
    "hs_web_spot": ("space", "Feld"),
    "hs_web_do_bid": ("bid", "bieten"),
    "hs_web_do_pass": ("pass", "passen"),
    "hs_web_do_move": ("play", "spielen"),
    "hs_web_do_jack_card": ("for Black Jack", "für Black Jack"),
    "hs_web_do_take": ("take", "nehmen"),
    "hs_web_do_give": ("give to Black Jack", "Black Jack geben"),
    "hs_web_do_rob_harbour": ("rob the harbour", "den Hafen berauben"),
    "hs_web_do_rob_captain": ("rob Black Jack's hirer", "Black Jacks Auftraggeber berauben"),
    "hs_web_do_rum": ("rum counts as {value}", "Rum zählt als {value}"),
}

MESSAGES: dict[str, dict[str, str]] = {
    key: {"en": en, "de": de} for key, (en, de) in TEXTS.items()}
