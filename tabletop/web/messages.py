"""Texts of the web face's frame and game pages."""

MESSAGES: dict[str, dict[str, str]] = {
    "web_nav_new": {"en": "New game", "de": "Neues Spiel"},
    "web_nav_history": {"en": "History", "de": "Verlauf"},
    "web_nav_stats": {"en": "Stats", "de": "Statistik"},
    "web_nav_tally": {"en": "Tally", "de": "Abrechnen"},
    # the names of the page's landmarks and of its board, for screen readers (issue #40)
    "web_nav_label": {"en": "Host's pages", "de": "Seiten des Gastgebers"},
    "web_tools_label": {"en": "Game tools", "de": "Werkzeuge zum Spiel"},
    "web_log_turns": {"en": "Earlier and later in the log", "de": "Früher und später im Protokoll"},
    "web_board": {"en": "The board", "de": "Das Spielbrett"},
    "web_new_title": {"en": "Start a game", "de": "Ein Spiel beginnen"},
    "web_unfinished": {"en": "Not finished", "de": "Nicht beendet"},
    "web_continue": {"en": "Continue #{id}", "de": "#{id} fortsetzen"},
    "web_players_range": {"en": "{low}–{high} players", "de": "{low}–{high} Spieler"},
    "web_players_count_one": {"en": "{count} player", "de": "{count} Spieler"},
    "web_players_count_many": {"en": "{count} players", "de": "{count} Spieler"},
    "web_how": {"en": "How do you play?", "de": "Wie spielt ihr?"},
    # How a game is played, in words that fit every game: Scoundrel and Halunken have no dice.
    "web_mode_own": {"en": "Everyone on their own phone (no game box needed)",
                     "de": "Jede und jeder am eigenen Handy (ohne Spielschachtel)"},
    "web_mode_hotseat": {"en": "One device passed around (no game box needed)",
                         "de": "Ein Gerät geht herum (ohne Spielschachtel)"},
    "web_mode_solo": {"en": "The app deals", "de": "Die App teilt aus"},
    "web_mode_table": {"en": "At the table with the game itself: tap in what comes up",
                       "de": "Am Tisch mit dem Spiel selbst: tippt ein, was herauskommt"},
    "web_mode_table_solo": {"en": "At the table with the game itself: tap in what comes up",
                            "de": "Am Tisch mit dem Spiel selbst: tippe ein, was herauskommt"},
    "web_who": {"en": "Who plays?", "de": "Wer spielt?"},
    "web_seat_name": {"en": "Player {seat}", "de": "Spieler {seat}"},
    "web_seats_blank": {"en": "names left blank: {names}", "de": "ohne Namen: {names}"},
    "web_seat_who": {"en": "Seat {seat} is played by", "de": "Platz {seat} spielt"},
    "web_person": {"en": "a person", "de": "ein Mensch"},
    "web_bot": {"en": "bot: {name}", "de": "Bot: {name}"},
    "web_options": {"en": "Rule options", "de": "Regel-Optionen"},
    "web_start": {"en": "Start", "de": "Los geht's"},
    "web_status_dealing": {"en": "Dealing…", "de": "Es wird ausgeteilt…"},
    "web_status_chosen": {"en": "Chosen. Waiting for the others…",
                          "de": "Gewählt. Warten auf die anderen…"},
    "web_title_your_turn": {"en": "● Your turn · {title}", "de": "● Du bist dran · {title}"},
    "web_status_your_turn": {"en": "Your turn, {player}", "de": "Du bist dran, {player}"},
    "web_status_turn_of": {"en": "{player}'s turn", "de": "{player} ist dran"},
    "web_status_waiting": {"en": "Waiting for {player}", "de": "Warten auf {player}"},
    "web_you_are": {"en": "You are {player}", "de": "Du bist {player}"},
    "web_secret_choice": {"en": "Secret: nobody else sees what you choose.",
                          "de": "Geheim: niemand sonst sieht, was du wählst."},
    "web_pick_progress": {"en": "{picked} of {count}", "de": "{picked} von {count}"},
    "web_pick_done": {"en": "Done ({count})", "de": "Fertig ({count})"},
    "web_i_am": {"en": "I am {player}: show me", "de": "Ich bin {player}: zeig es mir"},
    "web_join_title": {"en": "Join links", "de": "Links zum Mitspielen"},
    "web_join_help": {"en": "Each player opens their own link (scan the code with the phone's "
                             "camera). Keep the links to yourselves: a link is a seat.",
                      "de": "Jede Person öffnet ihren eigenen Link (Code mit der Handykamera "
                            "scannen). Behaltet die Links für euch: ein Link ist ein Platz."},
    "web_open_seat": {"en": "Open this seat", "de": "Diesen Platz öffnen"},
    "web_told": {"en": "What happened", "de": "Was geschah"},
    # the odds drawn with a board: each device may fold them away (issue #40)
    "web_odds": {"en": "Odds and advice", "de": "Chancen und Rat"},
    "web_sound": {"en": "♪ Sound on my turn", "de": "♪ Ton bei meinem Zug"},
    # the story (issue #23): the last chapter whole, the earlier ones paged in the log
    "web_story_earlier": {"en": "Earlier in the log", "de": "Früher im Protokoll"},
    "web_log_pages": {"en": "Pages of the log", "de": "Seiten des Protokolls"},
    "web_log_page": {"en": "Page {page} of {pages}", "de": "Seite {page} von {pages}"},
    "web_log_newer": {"en": "{heading} →", "de": "{heading} →"},
    "web_log_older": {"en": "← {heading}", "de": "← {heading}"},
    "web_log": {"en": "Log", "de": "Protokoll"},
    "web_rules": {"en": "Rules", "de": "Regeln"},
    "web_hint": {"en": "Hint", "de": "Tipp"},
    "web_thinking": {"en": "Thinking… tap to stop", "de": "Denke nach … tippen zum Anhalten"},
    "web_no_hint": {"en": "No hint now.", "de": "Gerade kein Tipp."},
    "web_undo": {"en": "Undo", "de": "Zurück"},
    "web_fix": {"en": "fix", "de": "korrigieren"},
    "web_fix_title": {"en": "Fix entry {number}", "de": "Eintrag {number} korrigieren"},
    "web_fix_was": {"en": "It says: {entry}. Choose what it should have been.",
                    "de": "Dort steht: {entry}. Wähle, was es hätte sein sollen."},
    "web_back": {"en": "Back to the game", "de": "Zurück zum Spiel"},
    "web_err_no_version": {"en": "The form is incomplete; reload the page.",
                           "de": "Das Formular ist unvollständig; lade die Seite neu."},
    "web_err_mode": {"en": "Choose how you play.", "de": "Wähle, wie ihr spielt."},
    "web_err_bad_id": {"en": "That is not a game number.", "de": "Das ist keine Spielnummer."},
    "web_err_game_title": {"en": "This game can't be shown", "de": "Dieses Spiel lässt sich "
                                                                     "nicht zeigen"},
    "web_err_no_link_title": {"en": "Unknown link", "de": "Unbekannter Link"},
    "web_err_no_link": {"en": "This link opens no game. Ask for the link again.",
                        "de": "Dieser Link öffnet kein Spiel. Lass dir den Link noch einmal "
                              "geben."},
    "web_err_no_page_title": {"en": "Not here", "de": "Nicht hier"},
    "web_err_no_page": {"en": "There is no such page.", "de": "Diese Seite gibt es nicht."},
    "web_err_method": {"en": "Not allowed.", "de": "Nicht erlaubt."},
    "web_err_too_big": {"en": "Too much data sent.", "de": "Zu viele Daten gesendet."},
    "web_err_cross_site": {"en": "Refused: the request came from another site.",
                           "de": "Abgelehnt: die Anfrage kam von einer anderen Seite."},
    # the web's doors (issue #28): a name pointed at this machine, huge headers, odd bytes
    "web_err_wrong_host": {"en": "Refused: this server answers only at the address it printed "
                                 "({names}).",
                           "de": "Abgelehnt: dieser Server antwortet nur unter der Adresse, die "
                                 "er ausgab ({names})."},
    "web_err_headers_big": {"en": "Refused: the request's headers are too large.",
                            "de": "Abgelehnt: die Kopfzeilen der Anfrage sind zu groß."},
    "web_err_field_bytes": {"en": "Refused: the field '{field}' is not UTF-8 text; nothing was "
                                  "changed.",
                            "de": "Abgelehnt: das Feld '{field}' ist kein UTF-8-Text; nichts "
                                  "wurde geändert."},
    "web_err_some_field_bytes": {"en": "Refused: a field is not UTF-8 text; nothing was changed.",
                                 "de": "Abgelehnt: ein Feld ist kein UTF-8-Text; nichts wurde "
                                       "geändert."},
    "web_err_host_only": {"en": "Only the host's device opens this page (the address the "
                                "server printed).",
                          "de": "Diese Seite öffnet nur das Gerät des Gastgebers (die Adresse, "
                                "die der Server ausgab)."},
    # a player's phone at a host's page under --lan, and a page that failed (issue #23)
    "web_guard_title": {"en": "This page is the host's", "de": "Diese Seite gehört dem Gastgeber"},
    "web_guard_how": {"en": "To play, open your seat: scan its QR code on the host's screen or "
                            "open the link the host sent you.",
                      "de": "Zum Mitspielen öffne deinen Platz: scanne seinen QR-Code auf dem "
                            "Bildschirm des Gastgebers oder öffne den Link, den er dir "
                            "geschickt hat."},
    "web_guard_host": {"en": "Are you the host? Open the address the server printed (or scan "
                             "its QR code) on this device once.",
                       "de": "Du bist der Gastgeber? Öffne auf diesem Gerät einmal die Adresse, "
                             "die der Server ausgab (oder scanne ihren QR-Code)."},
    "web_guard_back": {"en": "Back to your seat", "de": "Zurück zu deinem Platz"},
    # the page the service worker shows when the host's server does not answer (issue #23)
    "web_offline_title": {"en": "The table is not reachable",
                          "de": "Der Tisch ist nicht erreichbar"},
    "web_offline_text": {"en": "This device can't reach the host's server. Connect to the "
                               "host's network (the same Wi-Fi as the host's device) and check "
                               "that the host's device still serves the table, then try again. "
                               "Every move made so far is saved.",
                         "de": "Dieses Gerät erreicht den Server des Gastgebers nicht. Verbinde "
                               "dich mit dem Netz des Gastgebers (demselben WLAN wie sein "
                               "Gerät) und prüfe, ob sein Gerät den Tisch noch bereitstellt, "
                               "dann versuche es noch einmal. Jeder Zug bis hierher ist "
                               "gespeichert."},
    "web_offline_retry": {"en": "Try again", "de": "Noch einmal versuchen"},
    "web_offline_copy": {"en": "The table is not reachable: this is the game as this device "
                               "last saw it. Reconnect to the host's network and reload.",
                         "de": "Der Tisch ist nicht erreichbar: so hat dieses Gerät das Spiel "
                               "zuletzt gesehen. Verbinde dich wieder mit dem Netz des "
                               "Gastgebers und lade die Seite neu."},
    "web_err_server_title": {"en": "Something went wrong", "de": "Etwas ist schiefgegangen"},
    "web_err_server": {"en": "The server could not answer this page. Go back and try again; "
                             "every move made so far is saved.",
                       "de": "Der Server konnte diese Seite nicht beantworten. Geh zurück und "
                             "versuche es noch einmal; jeder Zug bis hierher ist gespeichert."},
    "web_seed": {"en": "Deal number (seed)", "de": "Nummer der Verteilung (Seed)"},
    "web_seed_help": {"en": "Empty: a new deal. The same number deals the same again.",
                      "de": "Leer: neu verteilen. Dieselbe Nummer verteilt noch einmal genauso."},
    "web_err_seed": {"en": "A deal number is a whole number of up to 12 digits.",
                     "de": "Eine Verteilnummer ist eine ganze Zahl mit höchstens 12 Ziffern."},
    "web_hand_over": {"en": "Pass the device to {player}. The others look away.",
                      "de": "Gib das Gerät an {player}. Die anderen schauen weg."},
    # A move typed as in the terminal, and the hint's move as a button (issue #14).
    "web_typed_label": {"en": "Or type a move, as in the terminal:",
                        "de": "Oder tippe einen Zug, wie im Terminal:"},
    "web_typed_go": {"en": "Play", "de": "Los"},
    "web_hint_play": {"en": "Play it:", "de": "So spielen:"},
}
