"""The host's sentences about stored games: history, stats, export and import, challenges and
matches (English and German)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # history and show
    "col_players_scores": {"en": "Players (score)", "de": "Spieler (Punkte)"},
    "row_winner": {"en": "won by {names}", "de": "Sieg: {names}"},
    "bot_mark": {"en": "(bot)", "de": "(Bot)"},
    # an option a record holds but no person sets (tabletop.editions), by name
    "option_edition": {"en": "Rulings edition", "de": "Stand der Regelentscheidungen"},
    "help_opt_transcript": {"en": "Print the game as a transcript: its players, options and "
                                  "log, one event a line, as 'replay' and 'hint FILE' read it.",
                            "de": "Das Spiel als Protokoll ausgeben: Spieler, Optionen und "
                                  "Verlauf, ein Ereignis pro Zeile, wie 'replay' und 'hint "
                                  "DATEI' es lesen."},
    "err_json_or_transcript": {"en": "Give --json or --transcript, not both.",
                               "de": "Entweder --json oder --transcript angeben, nicht beides."},
    "err_tallied_no_log": {"en": "Game {id} was tallied: it has no log to write as a "
                                 "transcript.",
                           "de": "Spiel {id} wurde abgerechnet: es hat kein Protokoll, das "
                                 "sich ausgeben ließe."},
    "show_header": {"en": "Game {id}: {title}, {date}, {players} ({mode})",
                    "de": "Spiel {id}: {title}, {date}, {players} ({mode})"},
    "show_options": {"en": "Options: {options} · seed: {seed}",
                     "de": "Optionen: {options} · Seed: {seed}"},
    # a dealt game's seed deals its hidden cards again: shown once the game has ended
    "seed_hidden": {"en": "hidden until the game ends", "de": "verborgen bis Spielende"},
    "show_unfinished": {"en": "This game is not finished ('tabletop resume' continues it).",
                        "de": "Dieses Spiel ist nicht beendet ('tabletop resume' setzt es "
                              "fort)."},
    # tallies kept in the history (issue #13)
    "mode_tally": {"en": "tallied", "de": "abgerechnet"},
    "row_tallied": {"en": "{result} (tallied)", "de": "{result} (abgerechnet)"},
    "show_tallied": {"en": "Played without the app and tallied: a score, no log of moves.",
                     "de": "Ohne die App gespielt und abgerechnet: eine Wertung, kein Protokoll "
                           "der Züge."},
    "msg_tally_saved": {"en": "Kept in the history as game {id} ('tabletop show {id}').",
                        "de": "Im Verlauf als Spiel {id} gespeichert ('tabletop show {id}')."},
    "help_opt_no_save": {"en": "Only show the score; don't keep the tally in the history.",
                         "de": "Nur die Wertung zeigen; die Abrechnung nicht im Verlauf "
                               "speichern."},
    "help_opt_tally_player": {"en": "Who played (default: as 'play' names the player).",
                              "de": "Wer gespielt hat (sonst wie bei 'play')."},
    "err_tally_long": {"en": "An answer has at most {most} characters.",
                       "de": "Eine Antwort hat höchstens {most} Zeichen."},
    "err_tallied_no_moves": {"en": "That game was tallied after it was played without the app: "
                                   "it has a score but no moves to replay or continue.",
                             "de": "Dieses Spiel wurde ohne die App gespielt und abgerechnet: es "
                                   "hat eine Wertung, aber keine Züge zum Abspielen oder "
                                   "Fortsetzen."},
    "err_tally_record": {"en": "the tally does not agree with its players and answers.",
                         "de": "die Abrechnung passt nicht zu ihren Spielern und Antworten."},
    "err_tally_record_field": {"en": "the tally holds an answer to no question: '{name}'.",
                               "de": "die Abrechnung enthält eine Antwort auf keine Frage: "
                                     "'{name}'."},
    # stats
    "stats_title": {"en": "{game}: statistics", "de": "{game}: Statistik"},
    "stats_empty": {"en": "No finished games yet.", "de": "Noch keine beendeten Spiele."},
    "stats_caption": {"en": "Streak: current/longest run of wins. Trend: the last 12 scores.",
                      "de": "Serie: aktuelle/längste Siegesserie. Verlauf: die letzten 12 "
                            "Ergebnisse."},
    "col_player": {"en": "Player", "de": "Spieler"},
    "col_played": {"en": "Games", "de": "Spiele"},
    "col_wins": {"en": "Wins", "de": "Siege"},
    "col_rate": {"en": "Rate", "de": "Quote"},
    "col_best": {"en": "Best", "de": "Beste"},
    "col_mean": {"en": "Mean", "de": "Mittel"},
    "col_median": {"en": "Median", "de": "Median"},
    "col_streak": {"en": "Streak", "de": "Serie"},
    "col_trend": {"en": "Trend", "de": "Verlauf"},
    "chart_over_time": {"en": "{game}: score over time", "de": "{game}: Punkte im Verlauf"},
    "chart_histogram": {"en": "{game}: how often each score", "de": "{game}: Häufigkeit der "
                                                                   "Punkte"},
    # export and import
    "err_export_usage": {"en": "Write: tabletop export ID [FILE], or tabletop export --all "
                               "[FILE].",
                         "de": "Schreibe: tabletop export ID [DATEI] oder tabletop export --all "
                               "[DATEI]."},
    "msg_exported_count": {"en": "Wrote {path} (games: {count}).",
                           "de": "{path} geschrieben (Spiele: {count})."},
    "msg_imported": {"en": "Games imported: {count} (IDs {ids}); already here: {skipped}.",
                     "de": "Spiele übernommen: {count} (IDs {ids}); schon vorhanden: {skipped}."},
    "err_import_not_json": {"en": "{path} is not a tabletop export: not JSON ({reason}). "
                                  "Nothing was imported.",
                            "de": "{path} ist kein tabletop-Export: kein JSON ({reason}). "
                                  "Nichts wurde übernommen."},
    "err_import_foreign": {"en": "{path} is not a tabletop export (no tabletop format field). "
                                 "Nothing was imported.",
                           "de": "{path} ist kein tabletop-Export (kein tabletop-Formatfeld). "
                                 "Nichts wurde übernommen."},
    "err_import_invalid": {"en": "{path} is damaged ({reason}). Nothing was imported.",
                           "de": "{path} ist beschädigt ({reason}). Nichts wurde übernommen."},
    "err_import_unknown_game": {"en": "Game {number} in the file is of an unknown kind "
                                      "'{game}'. Nothing was imported.",
                                "de": "Spiel {number} in der Datei ist von unbekannter Art "
                                      "'{game}'. Nichts wurde übernommen."},
    "err_import_record": {"en": "Game {number} in the file does not replay: {reason} Nothing "
                                "was imported.",
                          "de": "Spiel {number} in der Datei lässt sich nicht nachspielen: "
                                "{reason} Nichts wurde übernommen."},
    "err_import_challenge": {"en": "it claims challenge '{challenge}', which is not the deal "
                                   "and rules it was played with.",
                             "de": "es gibt die Herausforderung '{challenge}' an, aber nicht "
                                   "deren Blatt und Regeln."},
    "err_import_bot_seat": {"en": "a bot sits in seat {seat}, which the game does not have.",
                            "de": "ein Bot sitzt auf Platz {seat}, den das Spiel nicht hat."},
    "help_cmd_show": {"en": "A game's score sheet and its log.",
                      "de": "Wertung und Protokoll eines Spiels."},
    "help_cmd_stats": {"en": "Games, wins, scores and streaks per person and game, ratings, "
                             "rivals and personal bests, with charts.",
                       "de": "Spiele, Siege, Punkte und Serien je Person und Spiel, "
                             "Wertungszahlen, Rivalen und Bestleistungen, mit Diagrammen."},
    "help_cmd_import": {"en": "Add the games in an exported file to this machine (all or none).",
                        "de": "Die Spiele einer exportierten Datei übernehmen (alle oder "
                              "keins)."},
    "help_opt_every": {"en": "Every stored game.", "de": "Alle gespeicherten Spiele."},
    "help_opt_person": {"en": "Only this person.", "de": "Nur diese Person."},
    "err_no_such_match": {"en": "There is no match with ID {id}.",
                          "de": "Es gibt kein Turnier mit der ID {id}."},
    # challenges and matches
    "everyone": {"en": "everyone", "de": "alle"},
    "col_score": {"en": "Score", "de": "Punkte"},
    "col_total": {"en": "Total", "de": "Summe"},
    "col_games_scores": {"en": "Game by game", "de": "Spiel für Spiel"},
    "challenge_start": {"en": "Challenge · {title} · deal {seed} · {players}",
                        "de": "Herausforderung · {title} · Blatt {seed} · {players}"},
    "challenge_turn": {"en": "{player} plays deal {seed} (game {id}).",
                       "de": "{player} spielt Blatt {seed} (Spiel {id})."},
    "challenge_seen": {"en": "Your result · Enter hands the device on",
                       "de": "Dein Ergebnis · Enter gibt das Gerät weiter"},
    "challenge_seen_refused": {"en": "The game is over; press Enter to hand the device on.",
                               "de": "Das Spiel ist vorbei; Enter gibt das Gerät weiter."},
    "challenge_done_already": {"en": "{player} has played this deal already.",
                               "de": "{player} hat dieses Blatt schon gespielt."},
    "challenge_paused": {"en": "Challenge paused; the same command with --seed {seed} goes on.",
                         "de": "Herausforderung unterbrochen; derselbe Befehl mit --seed {seed} "
                               "macht weiter."},
    "challenge_board": {"en": "Leaderboard for deal {seed}", "de": "Bestenliste für Blatt "
                                                                  "{seed}"},
    "challenge_best": {"en": "Best possible score for this deal: {score}",
                       "de": "Bestmögliche Punktzahl für dieses Blatt: {score}"},
    "challenge_best_found": {"en": "Best score found for this deal (search cut short): {score}",
                             "de": "Beste gefundene Punktzahl für dieses Blatt (Suche "
                                   "abgebrochen): {score}"},
    "deal_best": {"en": "Best possible for this deal: {best}; you scored {score} ({gap} short).",
                  "de": "Bestmöglich mit diesem Blatt: {best}; du hast {score} ({gap} "
                        "weniger)."},
    "deal_best_reached": {"en": "Best possible for this deal: {best}, and you reached it.",
                          "de": "Bestmöglich mit diesem Blatt: {best}, und du hast es "
                                "erreicht."},
    "deal_best_pending": {"en": "Best possible for this deal: still being worked out…",
                          "de": "Bestmöglich mit diesem Blatt: wird noch ausgerechnet …"},
    "deal_best_found": {"en": "Best found for this deal (search cut short): {best}; you scored "
                              "{score}.",
                        "de": "Bestes gefundenes Ergebnis für dieses Blatt (Suche "
                              "abgebrochen): {best}; du hast {score}."},
    "match_start": {"en": "Match {match} · {title} · {games} games · {players}",
                    "de": "Turnier {match} · {title} · {games} Spiele · {players}"},
    "match_next": {"en": "Enter starts the next game", "de": "Enter startet das nächste Spiel"},
    "match_game": {"en": "Game {number} of {planned} (game {id}, match {match})",
                   "de": "Spiel {number} von {planned} (Spiel {id}, Turnier {match})"},
    "match_standings": {"en": "Standings after {done} of {planned} games",
                        "de": "Stand nach {done} von {planned} Spielen"},
    "match_over": {"en": "The match is over.", "de": "Das Turnier ist vorbei."},
    "match_paused": {"en": "Match paused; continue with: tabletop {game} match --resume {match}",
                     "de": "Turnier unterbrochen; weiter mit: tabletop {game} match --resume "
                           "{match}"},
    "help_cmd_challenge": {"en": "Everyone plays the same deal in turn; then the leaderboard "
                                 "for that deal.",
                           "de": "Alle spielen nacheinander dasselbe Blatt; danach die "
                                 "Bestenliste dafür."},
    "help_cmd_match": {"en": "Several games in a row, the scores added; standings after each "
                             "game.",
                       "de": "Mehrere Spiele hintereinander, Punkte addiert; Stand nach jedem "
                             "Spiel."},
    "help_opt_games": {"en": "How many games.", "de": "Wie viele Spiele."},
    "help_opt_resume": {"en": "Continue the match with this ID.",
                        "de": "Das Turnier mit dieser ID fortsetzen."},
    # files: export, import, replay and hint read and write safely (issue #13)
    "name_stdin": {"en": "standard input", "de": "Standardeingabe"},
    "name_stdout": {"en": "standard output", "de": "Standardausgabe"},
    "err_file_is_folder": {"en": "{path} is a folder: name a file in it.",
                           "de": "{path} ist ein Ordner: nenne eine Datei darin."},
    "err_file_not_regular": {"en": "{path} is not a file (a pipe, a device or a socket): name a "
                                   "file, or '-' to read standard input.",
                             "de": "{path} ist keine Datei (eine Pipe, ein Gerät oder ein "
                                   "Socket): nenne eine Datei oder '-' für die Standardeingabe."},
    "err_file_not_utf8": {"en": "The file {path} is not UTF-8 text: records and transcripts are "
                                "read as UTF-8.",
                          "de": "Die Datei {path} ist kein UTF-8-Text: Spielstände und Protokolle "
                                "werden als UTF-8 gelesen."},
    "err_import_unreadable": {"en": "{reason} Nothing was imported.",
                              "de": "{reason} Nichts wurde übernommen."},
    "help_opt_with_seed": {"en": "Write an unfinished game's seed too, to go on with it "
                                 "elsewhere (whoever reads the file can tell its hidden cards).",
                           "de": "Auch den Seed eines laufenden Spiels schreiben, um es anderswo "
                                 "fortzusetzen (wer die Datei liest, kennt seine verdeckten "
                                 "Karten)."},
    "err_export_seed": {"en": "Game {id} is not over: its file would hold the seed that deals its "
                              "hidden cards. Export it once it has ended, or add --with-seed to "
                              "go on with it elsewhere.",
                        "de": "Spiel {id} ist nicht zu Ende: Seine Datei enthielte den Seed, der "
                              "seine verdeckten Karten austeilt. Exportiere es, wenn es zu Ende "
                              "ist, oder füge --with-seed hinzu, um es anderswo fortzusetzen."},
    "err_export_seeds": {"en": "Games {ids} are not over: the file would hold the seeds that deal "
                               "their hidden cards. Add --with-seed to go on with them elsewhere.",
                         "de": "Die Spiele {ids} sind nicht zu Ende: Die Datei enthielte die "
                               "Seeds, die ihre verdeckten Karten austeilen. Füge --with-seed "
                               "hinzu, um sie anderswo fortzusetzen."},
    "help_opt_force": {"en": "Replace the file if it exists.",
                       "de": "Die Datei ersetzen, wenn es sie schon gibt."},
    "err_file_too_big": {"en": "The file {path} is larger than {most} MB: no game's record or "
                               "transcript is that long.",
                         "de": "Die Datei {path} ist größer als {most} MB: so lang ist kein "
                               "Spielstand und kein Protokoll."},
    "err_file_write": {"en": "Cannot write {path}: {reason}. Nothing was written.",
                       "de": "{path} kann nicht geschrieben werden: {reason}. Nichts wurde "
                             "geschrieben."},
    "err_file_refused": {"en": "The file {path} is refused: {reason}",
                         "de": "Die Datei {path} wird abgelehnt: {reason}"},
    "err_export_symlink": {"en": "{path} is a symbolic link; export writes no file through one. "
                                 "Name the file itself.",
                           "de": "{path} ist ein symbolischer Link; export schreibt durch keinen "
                                 "hindurch. Nenne die Datei selbst."},
    "err_export_store": {"en": "{path} is the store of your games (or its journal); export "
                               "never writes onto it.",
                         "de": "{path} ist der Speicher deiner Spiele (oder sein Journal); "
                               "export schreibt nie darauf."},
    "err_export_not_file": {"en": "{path} exists and is no ordinary file; nothing was written.",
                            "de": "{path} gibt es schon, und es ist keine gewöhnliche Datei; "
                                  "nichts wurde geschrieben."},
    "err_export_exists": {"en": "{path} exists already; --force replaces it.",
                          "de": "{path} gibt es schon; --force ersetzt die Datei."},
    "err_json_syntax": {"en": "{reason} at character {at}",
                        "de": "{reason} bei Zeichen {at}"},
    "err_json_foreign": {"en": "no tabletop format field", "de": "kein tabletop-Formatfeld"},
    "err_json_shape": {"en": "{where}: {reason}", "de": "{where}: {reason}"},
    "err_json_too_big": {"en": "it takes more than {most} MB of the file.",
                         "de": "es belegt mehr als {most} MB der Datei."},
    "err_json_deep_decoder": {"en": "its values are nested far too deeply.",
                              "de": "seine Werte sind viel zu tief verschachtelt."},
    "err_json_deep": {"en": "the values at {where} are nested deeper than {most} levels.",
                      "de": "die Werte bei {where} sind tiefer als {most} Ebenen "
                            "verschachtelt."},
    "err_json_text_long": {"en": "the text at {where} is longer than {most} characters.",
                           "de": "der Text bei {where} ist länger als {most} Zeichen."},
    "err_json_surrogate": {"en": "the text at {where} holds a lone surrogate (\\ud800 to "
                                 "\\udfff), which is no character.",
                           "de": "der Text bei {where} enthält ein einzelnes Surrogat (\\ud800 "
                                 "bis \\udfff), das kein Zeichen ist."},
    "err_json_number": {"en": "the number at {where} is out of range (whole numbers from "
                              "-2^63 to 2^63-1).",
                        "de": "die Zahl bei {where} liegt außerhalb des Bereichs (ganze Zahlen "
                              "von -2^63 bis 2^63-1)."},
    "err_record_date": {"en": "its date '{date}' is no ISO 8601 date and time in the years "
                              "1970 to 9998.",
                        "de": "sein Datum '{date}' ist kein Datum mit Uhrzeit nach ISO 8601 in "
                              "den Jahren 1970 bis 9998."},
    "err_record_uid": {"en": "its uid '{uid}' is not 1 to 64 letters, digits or dashes.",
                       "de": "seine uid '{uid}' besteht nicht aus 1 bis 64 Buchstaben, Ziffern "
                             "oder Bindestrichen."},
    "err_record_name": {"en": "the name of player {seat} can't be kept: {reason}",
                        "de": "der Name von Spieler {seat} kann nicht bleiben: {reason}"},
    "err_record_seats": {"en": "its seats can't be kept: {reason}",
                         "de": "seine Plätze können nicht bleiben: {reason}"},
    "err_record_deal": {"en": "entry {number} is not what seed {seed} deals, yet the record "
                              "says that seed dealt it.",
                        "de": "Eintrag {number} ist nicht, was Seed {seed} austeilt, obwohl "
                              "der Spielstand sagt, dieser Seed habe ausgeteilt."},
    "err_unknown_game_kind": {"en": "it is of an unknown kind '{game}'.",
                              "de": "es ist von unbekannter Art '{game}'."},
    "err_import_refused": {"en": "Game {number} in the file is refused: {reason} Nothing was "
                                 "imported.",
                           "de": "Spiel {number} in der Datei wird abgelehnt: {reason} Nichts "
                                 "wurde übernommen."},
    "err_transcript_quote": {"en": "a quotation mark is left open (or a backslash ends the "
                                   "line).",
                             "de": "ein Anführungszeichen bleibt offen (oder ein Backslash "
                                   "beendet die Zeile)."},
    # issue #14: the version of tabletop's JSON (schema_version)
    "err_schema_newer": {"en": "a newer tabletop wrote it (schema version {version}; this one "
                               "reads up to {known}): update tabletop to read it.",
                         "de": "ein neueres tabletop hat sie geschrieben (Schemaversion "
                               "{version}; dieses liest bis {known}): aktualisiere tabletop, "
                               "um sie zu lesen."},
    "err_json_schema_version": {"en": "its schema_version is no whole number from 1 on.",
                                "de": "seine schema_version ist keine ganze Zahl ab 1."},
    "err_import_newer": {"en": "{path} was written by a newer tabletop (schema version "
                               "{version}; this one reads up to {known}): update tabletop to "
                               "import it. Nothing was imported.",
                         "de": "{path} hat ein neueres tabletop geschrieben (Schemaversion "
                               "{version}; dieses liest bis {known}): aktualisiere tabletop, "
                               "um sie zu übernehmen. Nichts wurde übernommen."},
    # a group's record (issue #25)
    "help_opt_versus": {"en": "With --player: the two people head to head.",
                        "de": "Mit --player: die beiden Personen im direkten Vergleich."},
    "err_versus_needs_player": {"en": "--versus compares with a person: name them with "
                                      "--player (tabletop stats --player ANN --versus BO).",
                                "de": "--versus vergleicht mit einer Person: nenne sie mit "
                                      "--player (tabletop stats --player ANN --versus BO)."},
    "group_title": {"en": "{game}: ratings and rivals", "de": "{game}: Wertungszahlen und "
                                                               "Rivalen"},
    "col_rating": {"en": "Rating", "de": "Wertung"},
    "col_change": {"en": "Last", "de": "Zuletzt"},
    "col_rival": {"en": "Rival (games)", "de": "Rivale (Spiele)"},
    "col_nemesis": {"en": "Nemesis (losses)", "de": "Angstgegner (Niederlagen)"},
    "col_rules": {"en": "Rules", "de": "Regeln"},
    "chart_rating": {"en": "{game}: rating over time", "de": "{game}: Wertung im Verlauf"},
    "bests_title": {"en": "{game}: personal bests", "de": "{game}: persönliche Bestleistungen"},
    "group_caption": {"en": "Rating: skill the model is sure of (openskill, mu - 3 sigma), "
                            "over every finished game; Last: its change in the person's last "
                            "game. Rival: played against most; nemesis: lost to most.",
                      "de": "Wertung: die Spielstärke, derer sich das Modell sicher ist "
                            "(openskill, mu - 3 sigma), über alle beendeten Spiele; Zuletzt: "
                            "ihre Änderung im letzten Spiel der Person. Rivale: am häufigsten "
                            "gegeneinander gespielt; Angstgegner: am häufigsten gegen ihn "
                            "verloren."},
    "versus_title": {"en": "{first} vs {second}: {game}", "de": "{first} gegen {second}: {game}"},
    "versus_summary": {"en": "Games together: {played} · {first} won {first_wins} · {second} "
                             "won {second_wins}",
                       "de": "Gemeinsame Spiele: {played} · {first} gewann {first_wins} · "
                             "{second} gewann {second_wins}"},
    "versus_means": {"en": "Mean score: {first} {first_mean}, {second} {second_mean}",
                     "de": "Mittlere Punkte: {first} {first_mean}, {second} {second_mean}"},
    "versus_won": {"en": "{name} won", "de": "{name} gewann"},
    "versus_both_won": {"en": "both won", "de": "beide gewannen"},
    "versus_neither_won": {"en": "neither won", "de": "keiner gewann"},
    "versus_never": {"en": "These two have not finished a game together yet.",
                     "de": "Diese beiden haben noch kein Spiel zusammen beendet."},
    # BG Stats (issue #25)
    "help_opt_kind": {"en": "tabletop (a record to import again) or bgstats (plays for the BG "
                            "Stats app, with the link that adds one).",
                      "de": "tabletop (ein Spielstand zum Wiedereinlesen) oder bgstats "
                            "(Partien für die App BG Stats, mit dem Link, der eine hinzufügt)."},
    "err_export_format": {"en": "Unknown format '{format}': known are {known}.",
                          "de": "Unbekanntes Format '{format}': bekannt sind {known}."},
    "err_bgstats_unfinished": {"en": "Game {id} is not finished: BG Stats takes finished plays "
                                     "only.",
                               "de": "Spiel {id} ist nicht beendet: BG Stats nimmt nur beendete "
                                     "Partien."},
    "msg_exported_play": {"en": "Wrote {path}. This link adds the play to BG Stats (open it on "
                                "the phone with the app; a second export updates the same "
                                "play):",
                          "de": "{path} geschrieben. Dieser Link fügt die Partie in BG Stats "
                                "hinzu (auf dem Handy mit der App öffnen; ein zweiter Export "
                                "ändert dieselbe Partie):"},
    "msg_exported_plays": {"en": "Wrote {path} (plays for BG Stats: {count}; 'tabletop export "
                                 "ID --format bgstats' gives each one's link).",
                           "de": "{path} geschrieben (Partien für BG Stats: {count}; "
                                 "'tabletop export ID --format bgstats' gibt den Link jeder "
                                 "einzelnen)."},
    "web_bgstats_link": {"en": "Add to BG Stats", "de": "In BG Stats eintragen"},
    "web_bgstats_note": {"en": "Opens the BG Stats app with this play; exporting it again "
                               "updates the same play.",
                         "de": "Öffnet die App BG Stats mit dieser Partie; ein erneuter Export "
                               "ändert dieselbe Partie."},
    "web_versus_label": {"en": "Versus", "de": "Gegen"},
}
