"""The host's sentences about hints, solving and simulation (English and German)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "help_hint": {"en": "The best next action, with the numbers behind it; 'hint 5' thinks "
                        "up to 5 seconds.",
                  "de": "Der beste nächste Zug, mit den Zahlen dahinter; 'tipp 5' denkt bis "
                        "zu 5 Sekunden."},
    "msg_no_hints": {"en": "This game gives no hints.", "de": "Dieses Spiel gibt keine Tipps."},
    "err_hint_no_decision": {"en": "No decision is awaited here: nothing to advise.",
                             "de": "Hier ist keine Entscheidung zu treffen: nichts zu raten."},
    "err_solve_usage": {"en": "Give either --seed N or --deck \"C1 C2 …\" (the whole deck).",
                        "de": "Gib entweder --seed N oder --deck \"K1 K2 …\" (das ganze Deck) "
                              "an."},
    "solve_best": {"en": "Best possible score: {score}. One way to reach it:",
                   "de": "Bestmögliche Punktzahl: {score}. Ein Weg dorthin:"},
    "solve_best_found": {"en": "Best score found (the time limit cut the search): {score}. "
                               "The line:",
                         "de": "Beste gefundene Punktzahl (das Zeitlimit hat die Suche "
                               "abgebrochen): {score}. Der Weg:"},
    "sim_title": {"en": "Games: {games}, seeds from {seed}",
                  "de": "Spiele: {games}, Seeds ab {seed}"},
    "sim_progress": {"en": "Simulating", "de": "Simuliere"},
    # a search that takes its time says so, and Ctrl-C keeps the best found (issue #26)
    "thinking_hint": {"en": "Thinking… (Ctrl-C: take the best found so far)",
                      "de": "Denke nach … (Strg-C: das bisher Beste nehmen)"},
    "thinking_deal_best": {"en": "Working out the best possible for this deal… (Ctrl-C: "
                                 "don't wait)",
                           "de": "Rechne das Bestmögliche für dieses Blatt aus … (Strg-C: "
                                 "nicht warten)"},
    "thinking_stopping": {"en": "Stopping: taking the best found so far…",
                          "de": "Halte an: nehme das bisher Beste …"},
    "hint_type": {"en": "To play it, type: {words}", "de": "Um das zu spielen, tippe: {words}"},
    "hint_stopped": {"en": "Cut short: the best found so far.",
                     "de": "Abgebrochen: das bisher Beste."},
    "sim_histogram": {"en": "{title}: final scores", "de": "{title}: Endstände"},
    "col_bot": {"en": "Bot", "de": "Bot"},
    # the share of games won, by a player of several or alone (a solo game won or lost)
    "col_win_rate": {"en": "Win rate", "de": "Siegquote"},
    "col_min": {"en": "Min", "de": "Min"},
    "col_max": {"en": "Max", "de": "Max"},
    "help_cmd_hint": {"en": "The best next action for the position a transcript ends in.",
                      "de": "Der beste nächste Zug für die Stellung am Ende eines Protokolls."},
    "help_cmd_solve": {"en": "With the whole deck order known: the best score and a line of "
                             "play to it.",
                       "de": "Bei bekannter Reihenfolge des Decks: die beste Punktzahl und ein "
                             "Weg dorthin."},
    "help_cmd_simulate": {"en": "Bots play many games headless; win rates, scores and a "
                                "histogram.",
                          "de": "Bots spielen viele Spiele ohne Anzeige; Siegquoten, Punkte "
                                "und ein Histogramm."},
    "help_opt_seconds": {"en": "Seconds the search may take (more time, deeper search).",
                         "de": "Sekunden, die die Suche dauern darf (mehr Zeit, tiefere "
                               "Suche)."},
    "help_opt_deck": {"en": "The whole deck, top of the dungeon first.",
                      "de": "Das ganze Deck, oberste Karte des Dungeons zuerst."},
    # simulate's --bot: a seat as play's --bot writes it (NAME[=BOT])
    "help_opt_strategy": {"en": "A seat: NAME, or NAME=BOT for one of the game's bots (a NAME "
                                "that is a bot's name picks it; else the game's best plays); "
                                "repeat per seat, or give one for every seat. Example: --bot "
                                "Ann --bot Cy",
                          "de": "Ein Platz: NAME oder NAME=BOT für einen der Bots des Spiels "
                                "(ein NAME, der ein Bot ist, wählt ihn; sonst spielt der beste "
                                "des Spiels); je Platz wiederholen oder einen für alle Plätze "
                                "nennen. Beispiel: --bot Ann --bot Cy"},
    "help_opt_jobs": {"en": "Processes (default: every core).",
                      "de": "Prozesse (Standard: jeder Kern)."},
    "help_opt_players": {"en": "Seats (default: one per --bot).",
                         "de": "Plätze (Standard: einer je --bot)."},
}
