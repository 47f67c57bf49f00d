"""Texts of the history, stats and tally pages."""

MESSAGES: dict[str, dict[str, str]] = {
    # answers to a bad address
    "web_err_bad_request": {"en": "Bad request", "de": "Ungültige Anfrage"},
    "web_err_not_found": {"en": "Not found", "de": "Nicht gefunden"},
    "web_err_number": {"en": "{name} must be a whole number from {low} to {high}, not '{value}'.",
                       "de": "{name} muss eine ganze Zahl von {low} bis {high} sein, nicht "
                             "'{value}'."},
    "web_err_flag": {"en": "{name} must be 1 or 0, not '{value}'.",
                     "de": "{name} muss 1 oder 0 sein, nicht '{value}'."},
    "web_err_text": {"en": "{name} may have at most {high} characters.",
                     "de": "{name} darf höchstens {high} Zeichen haben."},
    "web_err_form": {"en": "The form could not be read: {reason}",
                     "de": "Das Formular ließ sich nicht lesen: {reason}"},
    "web_err_game_kind": {"en": "There is no game '{game}'.",
                          "de": "Es gibt kein Spiel '{game}'."},
    # filters
    "web_filter_all": {"en": "All games", "de": "Alle Spiele"},
    "web_filter_player": {"en": "Player", "de": "Spieler"},
    "web_filter_unfinished": {"en": "Unfinished only", "de": "Nur unbeendete"},
    "web_filter_show": {"en": "Show", "de": "Zeigen"},
    # history
    "web_history_none": {"en": "No games match.", "de": "Keine passenden Spiele."},
    "web_history_more": {"en": "Show more", "de": "Mehr zeigen"},
    "web_history_shown_one": {"en": "The newest game.", "de": "Das neueste Spiel."},
    "web_history_shown_many": {"en": "The newest {count} games.",
                               "de": "Die neuesten {count} Spiele."},
    # one game
    "web_game_title": {"en": "Game {id}: {title}", "de": "Spiel {id}: {title}"},
    "web_game_seed": {"en": "Seed", "de": "Seed"},
    "web_game_status": {"en": "Status", "de": "Stand"},
    "web_game_unfinished": {"en": "This game is not finished.",
                            "de": "Dieses Spiel ist nicht beendet."},
    "web_game_continue": {"en": "Continue this game on this device",
                          "de": "Dieses Spiel auf diesem Gerät fortsetzen"},
    "web_game_broken": {"en": "This game cannot be shown", "de": "Dieses Spiel lässt sich "
                                                                 "nicht anzeigen"},
    "web_game_back": {"en": "Back to the history", "de": "Zurück zum Verlauf"},
    "web_log_who_chance": {"en": "chance", "de": "Zufall"},
    "web_col_number": {"en": "#", "de": "Nr."},
    "web_col_who": {"en": "Who", "de": "Wer"},
    "web_col_entry": {"en": "Entry", "de": "Eintrag"},
    "web_col_said": {"en": "What happened", "de": "Was geschah"},
    # stats
    "web_stats_title": {"en": "Statistics", "de": "Statistik"},
    # tally
    "web_tally_title": {"en": "Tally a game", "de": "Ein Spiel abrechnen"},
    "web_tally_keep": {"en": "Keep it in the history", "de": "Im Verlauf behalten"},
    "web_tally_kept": {"en": "Kept in the history as game {id}.",
                       "de": "Im Verlauf als Spiel {id} behalten."},
    "web_tally_intro": {"en": "Played without the app? Enter how the game ended and get the "
                              "score sheet.",
                        "de": "Ohne die App gespielt? Gib ein, wie das Spiel endete, und "
                              "erhalte die Wertung."},
    "web_tally_none": {"en": "No game can be tallied here.",
                       "de": "Hier lässt sich kein Spiel abrechnen."},
    "web_tally_game": {"en": "Tally: {game}", "de": "Abrechnen: {game}"},
    "web_tally_row": {"en": "Entry {number}", "de": "Eintrag {number}"},
    "web_tally_rows": {"en": "Fill in one line per player; leave the others empty.",
                       "de": "Eine Zeile je Spieler ausfüllen, die übrigen leer lassen."},
    "web_tally_may_be_empty": {"en": "It may be left empty.", "de": "Darf leer bleiben."},
    "web_tally_missing": {"en": "This answer is missing.", "de": "Diese Antwort fehlt."},
    "web_tally_submit": {"en": "Score", "de": "Werten"},
    "web_tally_other": {"en": "Tally another game", "de": "Ein anderes Spiel abrechnen"},
    "web_tally_fix": {"en": "Please correct the marked answers.",
                      "de": "Bitte die markierten Antworten korrigieren."},
    # the tally by tapping (issue #23)
    "web_tally_player": {"en": "Player {number}", "de": "Spieler {number}"},
    "web_tally_name": {"en": "Name", "de": "Name"},
    "web_tally_who": {"en": "Who played?", "de": "Wer hat gespielt?"},
    "web_tally_who_help": {"en": "The game counts for this person in the history and the "
                                  "statistics.",
                           "de": "Das Spiel zählt im Verlauf und in der Statistik für diese "
                                 "Person."},
    "web_tally_name_missing": {"en": "A name is missing: the game counts for that person.",
                               "de": "Ein Name fehlt: das Spiel zählt für diese Person."},
    "web_tally_name_colon": {"en": "A name here can't hold ':'.",
                             "de": "Ein Name kann hier kein ':' enthalten."},
    "web_tally_tap_help": {"en": "Name each player and tap what they hold at the end; leave "
                                  "the other players empty.",
                           "de": "Tragt jeden Spieler ein und tippt an, was er am Ende hat; "
                                 "die übrigen Spieler bleiben leer."},
    "web_tally_nobody": {"en": "Nobody is entered yet: give each player's name and tap what "
                                "they hold.",
                         "de": "Noch niemand eingetragen: gebt den Namen jedes Spielers ein und "
                               "tippt an, was er hat."},
    "web_tally_type": {"en": "Type it instead", "de": "Lieber eintippen"},
    "web_tally_tap_fields": {"en": "Tap how the game ended.",
                             "de": "Tippt an, wie das Spiel ausging."},
    "web_tally_type_fields_help": {"en": "An answer typed is taken instead of what was tapped "
                                         "for it.",
                                   "de": "Eine eingetippte Antwort gilt statt dessen, was dafür "
                                         "angetippt wurde."},
    "web_tally_type_help": {"en": "A line typed for a player is taken instead of what was "
                                   "tapped for them.",
                            "de": "Eine eingetippte Zeile gilt statt dessen, was für diesen "
                                  "Spieler angetippt wurde."},
    # a stepper's buttons by what they count (issue #40); "einmal" keeps the German right
    # whatever the gender of the face counted (einmal Kobold, einmal Schatztruhe)
    "web_step_less": {"en": "one fewer {thing}", "de": "einmal {thing} weniger"},
    "web_step_more": {"en": "one more {thing}", "de": "einmal {thing} mehr"},
}
