"""Texts of the ways into, out of and around a game (issue #23, never trapped): the way back
to a seat, play again, who has joined, and a correction shown before it is made."""

MESSAGES: dict[str, dict[str, str]] = {
    "web_back_seat": {"en": "Back to your seat", "de": "Zurück zu deinem Platz"},
    # play again
    "web_again": {"en": "Play again", "de": "Nochmal spielen"},
    "web_end_confirm_title": {"en": "This ends the game: {outcome}.",
                              "de": "Damit endet das Spiel: {outcome}."},
    "web_end_confirm": {"en": "Confirm the end", "de": "Ende bestätigen"},
    "web_end_confirm_help": {"en": "Or take the last entry back (Undo) or correct one in the log.",
                             "de": "Oder den letzten Eintrag zurücknehmen oder einen im Protokoll "
                                   "korrigieren."},
    "web_again_help": {"en": "Same people, same seats and options, a new deal; every phone "
                              "follows to its new seat.",
                       "de": "Dieselben Leute, Plätze und Optionen, neu verteilt; jedes Handy "
                             "folgt zu seinem neuen Platz."},
    "web_again_help_one_device": {"en": "Same people, seats and options, a new deal, on this "
                                        "device.",
                                  "de": "Dieselben Leute, Plätze und Optionen, neu verteilt, "
                                        "auf diesem Gerät."},
    "web_again_help_solo": {"en": "Same player and options, a new deal.",
                            "de": "Dieselbe Person und dieselben Optionen, neu gemischt."},
    "web_next_game": {"en": "Next game →", "de": "Nächstes Spiel →"},
    "web_next_help": {"en": "The next game with the same people has started.",
                      "de": "Das nächste Spiel mit denselben Leuten hat begonnen."},
    # who has joined
    "web_joined": {"en": "joined", "de": "ist dabei"},
    "web_not_joined": {"en": "not joined yet", "de": "noch nicht dabei"},
    "web_join_count": {"en": "{joined} of {count} have joined.",
                       "de": "{joined} von {count} sind dabei."},
    # a correction, shown before it is made
    "web_fix_preview_title": {"en": "Fix entry {number}?", "de": "Eintrag {number} "
                                                                 "korrigieren?"},
    "web_fix_becomes": {"en": "Entry {number}: {was} becomes {entry}.",
                        "de": "Eintrag {number}: aus {was} wird {entry}."},
    "web_fix_keeps_all": {"en": "Every later entry still applies: nothing is dropped.",
                          "de": "Alle späteren Einträge passen weiterhin: nichts wird "
                                "entfernt."},
    "web_fix_would_drop": {"en": "Entry {number} would no longer apply ({reason}). These "
                                 "entries will be dropped:",
                           "de": "Eintrag {number} würde nicht mehr passen ({reason}). Diese "
                                 "Einträge werden entfernt:"},
    "web_fix_confirm": {"en": "Fix it", "de": "Korrigieren"},
    "web_fix_confirm_drop": {"en": "Fix it and drop {count}", "de": "Korrigieren und {count} "
                                                                    "entfernen"},
    "web_fix_choose_again": {"en": "Choose again", "de": "Neu wählen"},
    # one window at a time (issue #37): a terminal that took the game over, and the way back
    "web_taken_over": {"en": "This game was taken over in another window (a terminal) and is "
                             "played there now.",
                       "de": "Dieses Spiel wurde in einem anderen Fenster (einem Terminal) "
                             "übernommen und wird jetzt dort gespielt."},
    "web_take_over_here": {"en": "Take over here", "de": "Hier übernehmen"},
    "web_err_taken_over": {"en": "Refused: this game is played in another window now. Take it "
                                 "over here to play on here.",
                           "de": "Abgelehnt: dieses Spiel wird jetzt in einem anderen Fenster "
                                 "gespielt. Übernimm es hier, um hier weiterzuspielen."},
    "web_err_continue_elsewhere": {"en": "Game {id} is open in another window (process {pid} "
                                         "on {host}, since {since}): play it there, or quit it "
                                         "there and continue it here.",
                                   "de": "Spiel {id} ist in einem anderen Fenster offen "
                                         "(Prozess {pid} auf {host}, seit {since}): spiele dort "
                                         "weiter, oder beende es dort und setze es hier fort."},
    "web_err_continue_devices": {"en": "Game {id} is being played on everyone's own phone: go "
                                       "on there, with each seat's link. Once it is over, it "
                                       "opens here too.",
                                 "de": "Spiel {id} wird gerade an den eigenen Handys gespielt: "
                                       "spielt dort weiter, mit dem Link jedes Platzes. Ist es "
                                       "zu Ende, öffnet es sich auch hier."},
}
