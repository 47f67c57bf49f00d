"""The host's sentences, in English and German (games bring their own)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # errors
    "err_dealer_deals": {"en": "The app deals the cards and rolls the dice in this game.",
                         "de": "In diesem Spiel teilt und würfelt die App."},
    "err_not_your_turn": {"en": "It is {player}'s turn.", "de": "{player} ist am Zug."},
    # the table (tabletop/session/table.py): who may act, undo and fix, the same in every face
    "err_not_now": {"en": "Nothing to choose here right now.",
                    "de": "Hier gibt es gerade nichts zu wählen."},
    "err_stale": {"en": "The game moved on before that arrived; here is where it is now.",
                  "de": "Das Spiel ging weiter, bevor das ankam; hier ist der neue Stand."},
    # answers as the table takes them (tabletop/session/answers.py): picks, reveals, typed lines
    "err_reveal_counts": {"en": "Give a count for each picture (0 or more).",
                          "de": "Gib zu jedem Bild eine Anzahl an (0 oder mehr)."},
    "err_reveal_count": {"en": "Pick exactly {count} (you picked {picked}).",
                         "de": "Wähle genau {count} (gewählt: {picked})."},
    "err_reveal_too_many": {"en": "At most {most} of {outcome}.",
                            "de": "Höchstens {most}× {outcome}."},
    "err_not_a_choice": {"en": "That is not one of the choices.",
                         "de": "Das ist keine der Möglichkeiten."},
    "err_typed_long": {"en": "A move is at most {most} characters.",
                       "de": "Ein Zug hat höchstens {most} Zeichen."},
    "err_typed_not_now": {"en": "That is not what is awaited now.",
                          "de": "Das ist jetzt nicht gefragt."},
    "err_again_not_over": {"en": "The game is not over yet.",
                           "de": "Das Spiel ist noch nicht zu Ende."},
    "err_not_listed": {"en": "Choose one of the moves shown.",
                       "de": "Wähle einen der gezeigten Züge."},
    "err_undo_over": {"en": "The game is over: its result stands.",
                      "de": "Das Spiel ist vorbei: sein Ergebnis steht."},
    "err_undo_not_yours": {"en": "Another player decided after you: only your own decision can "
                                 "be taken back.",
                           "de": "Nach dir hat ein anderer entschieden: zurück geht nur die "
                                 "eigene Entscheidung."},
    "err_undo_nothing_yet": {"en": "{part}: you have not chosen yet, and another player has "
                                   "decided since your last decision: nothing of yours to take "
                                   "back.",
                             "de": "{part}: du hast noch nicht gewählt, und seit deiner letzten "
                                   "Entscheidung hat ein anderer entschieden: nichts von dir "
                                   "zurückzunehmen."},
    "err_undo_revealed": {"en": "A card, a roll or a choice was revealed after your decision: it "
                                "stands.",
                          "de": "Nach deiner Entscheidung wurde etwas aufgedeckt: sie bleibt "
                                "stehen."},
    "err_undo_watching": {"en": "This device only watches: it takes nothing back.",
                          "de": "Dieses Gerät schaut nur zu: es nimmt nichts zurück."},
    "err_fix_table_only": {"en": "Entries are fixed at the table only, on the table's device.",
                           "de": "Einträge werden nur am Tisch korrigiert, auf dem Gerät des "
                                 "Tisches."},
    # The entry is a sentence of the narration ("Ada draws a treasure: Elixir."): it ends the
    # line, as it ends its own.
    "msg_undone_more_one": {"en": "Undone, with {count} later entry: {entry}",
                            "de": "Zurückgenommen, mit {count} späteren Eintrag: {entry}"},
    "msg_undone_more_many": {"en": "Undone, with {count} later entries: {entry}",
                             "de": "Zurückgenommen, mit {count} späteren Einträgen: {entry}"},
    "msg_withdrawn_other": {"en": "{player} took back their choice.",
                            "de": "{player} hat die Wahl zurückgenommen."},
    "msg_withdrawn": {"en": "Taken back: your choice ({entry}); choose again.",
                      "de": "Zurückgenommen: deine Wahl ({entry}); wähle neu."},
    "msg_fix_dropped_entries": {"en": "Dropped: {entries}", "de": "Entfernt: {entries}"},
    "msg_chosen_yours": {"en": "Your choice: {entry}. You may take it back until all are "
                               "revealed.",
                         "de": "Deine Wahl: {entry}. Bis zum Aufdecken kannst du sie "
                               "zurücknehmen."},
    "end_solo": {"en": "{name} · {status}, {total}", "de": "{name} · {status}, {total}"},
    "owed_title": {"en": "Who has chosen", "de": "Wer gewählt hat"},
    "owed_choosing": {"en": "still choosing", "de": "wählt noch"},
    "owed_chosen": {"en": "has chosen", "de": "hat gewählt"},
    "err_unknown_action": {"en": "Unknown action '{kind}'.", "de": "Unbekannte Aktion '{kind}'."},
    "err_empty_input": {"en": "Type a move, or 'help'.", "de": "Gib einen Zug ein oder 'hilfe'."},
    "err_store_newer": {"en": "The database {path} was written by a newer tabletop; update "
                              "tabletop to open it (it was not changed).",
                        "de": "Die Datenbank {path} stammt von einem neueren tabletop; "
                              "aktualisiere tabletop, um sie zu öffnen (sie wurde nicht "
                              "verändert)."},
    "err_store_damaged": {"en": "The database {path} is damaged or not a tabletop database "
                                "({reason}).",
                          "de": "Die Datenbank {path} ist beschädigt oder keine "
                                "tabletop-Datenbank ({reason})."},
    "err_no_such_game": {"en": "There is no saved game with ID {id}.",
                         "de": "Es gibt kein gespeichertes Spiel mit der ID {id}."},
    "err_no_such_game_kind": {"en": "Unknown game '{game}' (see 'tabletop games').",
                              "de": "Unbekanntes Spiel '{game}' (siehe 'tabletop games')."},
    "err_no_tally": {"en": "'{game}' cannot be tallied: it has no score sheet to fill in.",
                     "de": "'{game}' lässt sich nicht auszählen: es hat keinen Wertungsbogen."},
    "cmd_a_legal_move": {"en": "a move you may make now", "de": "ein Zug, der jetzt erlaubt ist"},
    "cmd_what_was_revealed": {"en": "what was turned up or rolled, for example",
                              "de": "was aufgedeckt oder gewürfelt wurde, zum Beispiel"},
    "err_unknown_option": {"en": "Unknown option '{option}'; options are: {known}.",
                           "de": "Unbekannte Option '{option}'; Optionen sind: {known}."},
    "err_bad_option": {"en": "Option {option}={value} is not allowed; allowed: {reason}.",
                       "de": "Option {option}={value} ist nicht erlaubt; erlaubt: {reason}."},
    "err_edition_option": {"en": "The rulings a game plays by are kept by the app: new games "
                                 "play by the latest, older records replay as they were played.",
                           "de": "Nach welchen Regelentscheidungen gespielt wird, hält die App "
                                 "fest: neue Spiele nach den neuesten, ältere Aufzeichnungen so, "
                                 "wie sie gespielt wurden."},
    "err_option_syntax": {"en": "Options are written key=value, not '{text}'.",
                          "de": "Optionen schreibt man schlüssel=wert, nicht '{text}'."},
    "err_record_event": {"en": "Entry {number} of the saved game no longer applies: {reason}",
                         "de": "Eintrag {number} des gespeicherten Spiels passt nicht mehr: "
                               "{reason}"},
    "err_no_such_entry": {"en": "There is no entry {number}; the log has {count}.",
                          "de": "Es gibt keinen Eintrag {number}; das Protokoll hat {count}."},
    "err_file_missing": {"en": "File not found: {path}", "de": "Datei nicht gefunden: {path}"},
    "err_several_records": {"en": "{path} holds {count} games; 'tabletop export ID FILE' writes "
                                  "one game to a file of its own.",
                            "de": "{path} enthält {count} Spiele; 'tabletop export ID DATEI' "
                                  "schreibt ein Spiel in eine eigene Datei."},
    "err_file_damaged": {"en": "The file {path} cannot be read: {reason}.",
                         "de": "Die Datei {path} kann nicht gelesen werden: {reason}."},
    "err_line": {"en": "Line {number}: {reason}", "de": "Zeile {number}: {reason}"},
    # a transcript read with the wrong number of seats fails on a line that says nothing of it
    "err_line_seats": {"en": "Line {number}: {reason} (is this a game of {count}? give -p once "
                             "per player)",
                       "de": "Zeile {number}: {reason} (ein Spiel zu {count}? -p einmal je "
                             "Spieler angeben)"},
    "err_players_late": {"en": "The 'players' line must come before the first event.",
                         "de": "Die 'players'-Zeile muss vor dem ersten Ereignis stehen."},
    "err_shown_fields": {"en": "'game', 'players', 'options' and 'log' are not as "
                               "'tabletop show ID --json' writes them",
                         "de": "'game', 'players', 'options' und 'log' sind nicht, wie "
                               "'tabletop show ID --json' sie schreibt"},
    "err_shown_tally": {"en": "{path} is a tallied game: it has no log to replay.",
                        "de": "{path} ist ein abgerechnetes Spiel: es hat kein Protokoll zum "
                              "Nachspielen."},
    "err_options_late": {"en": "'options' lines must come before the first event.",
                         "de": "'options'-Zeilen müssen vor dem ersten Ereignis stehen."},
    "err_players_count": {"en": "Players for {game}: {low} to {high}, not {count}.",
                          "de": "Spielerzahl für {game}: {low} bis {high}, nicht {count}."},
    "err_no_bots": {"en": "{game} has no bots.", "de": "{game} hat keine Bots."},
    "help_opt_bot": {"en": "A seat the app plays, after the --player seats: NAME, or NAME=BOT "
                           "for one of the game's bots (a NAME that is a bot's name picks it); "
                           "repeat per seat. Example: --player Ann --bot Cy",
                     "de": "Ein Platz, den die App spielt, nach den --player-Plätzen: NAME oder "
                           "NAME=BOT für einen der Bots des Spiels (ein NAME, der ein Bot ist, "
                           "wählt ihn); je Platz wiederholen. Beispiel: --player Ann --bot Cy"},
    "msg_bot_move": {"en": "{player} (bot): {entry}", "de": "{player} (Bot): {entry}"},
    "msg_bot_turn": {"en": "{player} (bot) played: {moves}",
                     "de": "{player} (Bot) hat gespielt: {moves}"},
    "msg_bot_turn_log": {"en": "(log tells every step)", "de": "(protokoll erzählt jeden Schritt)"},
    "err_tally_missing": {"en": "Missing answer: --{name} ({question}).",
                          "de": "Antwort fehlt: --{name} ({question})."},
    "err_wrong_game": {"en": "That record is a {found} game, not {wanted}.",
                       "de": "Dieser Spielstand gehört zu {found}, nicht zu {wanted}."},
    "msg_game_finished": {"en": "Game {id} ({title}) is over; it opens read-only: how it ended.",
                          "de": "Spiel {id} ({title}) ist vorbei; es öffnet sich nur zum "
                                "Ansehen: so ging es aus."},
    "err_no_unfinished": {"en": "There is no unfinished game.",
                          "de": "Es gibt kein unterbrochenes Spiel."},
    "err_fix_syntax": {"en": "Write 'fix N <entry>', e.g. 'fix 3 room 7D KS'.",
                       "de": "Schreibe 'korrigiere N <Eintrag>', z. B. 'korrigiere 3 raum 7D KS'."},
    "err_fix_chance_only": {"en": "Corrections are for what was revealed at the table.",
                            "de": "Korrigiert werden Einträge am Tisch."},
    # session
    "prompt_turn": {"en": "{player}", "de": "{player}"},
    "prompt_chance": {"en": "{what}", "de": "{what}"},
    "msg_saved": {"en": "Saved. Continue with: tabletop resume {id}",
                  "de": "Gespeichert. Weiter mit: tabletop resume {id}"},
    "msg_undone": {"en": "Undone: {entry}", "de": "Zurückgenommen: {entry}"},
    "msg_nothing_to_undo": {"en": "Nothing to undo.", "de": "Nichts zurückzunehmen."},
    "msg_fixed": {"en": "Corrected entry {number}; every later entry still applies.",
                  "de": "Eintrag {number} korrigiert; alle späteren Einträge passen weiterhin."},
    "msg_fix_dropped": {"en": "Corrected. Entry {number} no longer applies ({reason}); it and "
                              "the entries after it were dropped.",
                        "de": "Korrigiert. Eintrag {number} passt nicht mehr ({reason}); er und "
                              "alle späteren wurden entfernt."},
    "msg_game_over": {"en": "Game over.", "de": "Spiel vorbei."},
    # fair play (issue #13): the end of a table game is confirmed; a challenge is played blind
    "msg_confirm_end": {"en": "This ends the game: {outcome}. Enter to confirm, or undo/fix",
                        "de": "Damit endet das Spiel: {outcome}. Enter bestätigt, oder "
                              "zurück/korrigiere"},
    "err_game_ended": {"en": "The game is over: press Enter to confirm, or type undo or fix N …",
                       "de": "Das Spiel ist vorbei: Enter bestätigt, oder zurück bzw. "
                             "korrigiere N … eingeben"},
    "err_challenge_over": {"en": "In a challenge, a finished game's result stands.",
                           "de": "In einer Herausforderung steht das Ergebnis eines beendeten "
                                 "Spiels."},
    "err_challenge_undo_dealt": {"en": "In a challenge, undo can't take back a decision after "
                                       "which cards were turned over: they have been seen.",
                                 "de": "In einer Herausforderung lässt sich keine "
                                       "Entscheidung zurücknehmen, nach der Karten aufgedeckt "
                                       "wurden: sie sind schon gesehen."},
    "err_challenge_no_hints": {"en": "No hints in a challenge: everyone plays the deal on their "
                                     "own.",
                               "de": "In einer Herausforderung gibt es keine Tipps: jeder spielt "
                                     "das Blatt allein."},
    "help_undo_challenge": {"en": "take back your last decision, unless cards were turned over "
                                  "after it",
                            "de": "letzte Entscheidung zurücknehmen, außer danach wurden Karten "
                                  "aufgedeckt"},
    "msg_new_game": {"en": "New game {id} · {title} · seed {seed}",
                     "de": "Neues Spiel {id} · {title} · Seed {seed}"},
    "msg_new_game_dealt": {"en": "New game {id} · {title} · a new deal",
                           "de": "Neues Spiel {id} · {title} · neu gemischt"},
    "msg_new_table_game": {"en": "New game {id} · {title} · at the table",
                           "de": "Neues Spiel {id} · {title} · am Tisch"},
    "msg_resumed": {"en": "Resuming game {id} · {title} · {count} entries",
                    "de": "Spiel {id} wird fortgesetzt · {title} · {count} Einträge"},
    "msg_dealt": {"en": "Revealed: {entry}", "de": "Aufgedeckt: {entry}"},
    "msg_choices": {"en": "You can:", "de": "Möglich:"},
    "msg_exported": {"en": "Wrote {path}", "de": "{path} geschrieben"},
    "msg_ask_name": {"en": "Your name, kept with your games on this machine (Enter: {default})",
                     "de": "Dein Name, mit deinen Spielen auf diesem Rechner gespeichert "
                           "(Enter: {default})"},
    "msg_ask_players": {"en": "Who plays? {low} to {high} names, separated by commas (Enter: "
                              "{default})",
                        "de": "Wer spielt? {low} bis {high} Namen, durch Kommas getrennt "
                              "(Enter: {default})"},
    "err_players_typed": {"en": "{low} to {high} names, not {count}.",
                          "de": "{low} bis {high} Namen, nicht {count}."},
    "msg_name_kept": {"en": "You play as {name} from now on: --player NAME plays one game as "
                            "someone else, 'tabletop config name NAME' changes it.",
                      "de": "Du spielst ab jetzt als {name}: --player NAME spielt ein Spiel "
                            "als jemand anderes, 'tabletop config name NAME' ändert ihn."},
    "msg_ask_options": {"en": "Options: Enter starts the game, key=value changes one, ? "
                              "explains",
                        "de": "Optionen: Enter startet das Spiel, schlüssel=wert ändert eine, ? "
                              "erklärt"},
    "options_changed": {"en": "changed", "de": "geändert"},
    "msg_pick_game": {"en": "Which game? (ID, Enter for {id})",
                      "de": "Welches Spiel? (ID, Enter für {id})"},
    "help_title": {"en": "What you can type", "de": "Was du eingeben kannst"},
    "help_help": {"en": "this list", "de": "diese Liste"},
    "help_more": {"en": "what one of the things listed by name does",
                  "de": "was eines der mit Namen aufgelisteten Dinge kann"},
    "board_ask_more": {"en": "'{help} NAME' tells what one does",
                       "de": "'{help} NAME' sagt, was einer kann"},
    "err_help_unknown": {"en": "Nothing listed here is called '{name}'; '{help}' lists what "
                               "you can type.",
                         "de": "Hier heißt nichts '{name}'; '{help}' listet, was du eingeben "
                               "kannst."},
    "err_row_entry": {"en": "Entry {number} of the line, '{entry}', was refused, so none of "
                            "the line was entered: {reason}",
                      "de": "Eintrag {number} der Zeile, '{entry}', wurde abgelehnt, darum "
                            "wurde nichts von der Zeile übernommen: {reason}"},
    "err_help_several": {"en": "'{name}' fits several: {names}.",
                         "de": "'{name}' passt auf mehrere: {names}."},
    "help_undo_play": {"en": "take back your last decision (the same cards come again)",
                       "de": "letzte Entscheidung zurücknehmen (es kommen dieselben Karten)"},
    "help_undo_table": {"en": "take back the last entry (also a mistyped card)",
                        "de": "letzten Eintrag zurücknehmen (auch eine vertippte Karte)"},
    "help_fix": {"en": "correct entry N of the log; later entries are checked again",
                 "de": "Eintrag N des Protokolls korrigieren; spätere werden neu geprüft"},
    "help_log": {"en": "the numbered log of this game", "de": "das nummerierte Protokoll"},
    "help_score": {"en": "the score as it stands", "de": "der aktuelle Punktestand"},
    "help_rules": {"en": "the rules in short", "de": "die Regeln in Kürze"},
    "help_quit": {"en": "save and leave (resume later)",
                  "de": "speichern und beenden (später fortsetzen)"},
    "log_secret": {"en": "(secret until revealed)", "de": "(geheim bis zum Aufdecken)"},
    "msg_see_board": {"en": "Enter shows the table", "de": "Enter zeigt den Tisch"},
    "msg_hand_over": {"en": "Pass the device to {player} — press Enter",
                      "de": "Gib das Gerät an {player} weiter — Enter drücken"},
    "msg_hand_over_wait": {"en": "Press Enter when {player} has the screen; nothing was played.",
                           "de": "Drücke Enter, wenn {player} den Bildschirm hat; es wurde "
                                 "nichts gespielt."},
    "log_title": {"en": "Log", "de": "Protokoll"},
    "log_empty": {"en": "(nothing yet)", "de": "(noch nichts)"},
    "story_entries": {"en": "Entries {first}–{last}", "de": "Einträge {first}–{last}"},
    # score sheet
    "score_title": {"en": "Score", "de": "Wertung"},
    "score_title_so_far": {"en": "Score so far (if the game ended now)",
                           "de": "Wertung bisher (wenn das Spiel jetzt endete)"},
    "score_total": {"en": "Total", "de": "Summe"},
    "score_status_playing": {"en": "still playing", "de": "läuft noch"},
    "score_status_won": {"en": "won", "de": "gewonnen"},
    "score_status_lost": {"en": "lost", "de": "verloren"},
    "score_status_over": {"en": "finished", "de": "beendet"},
    "score_winner": {"en": "winner", "de": "Sieger"},
    "score_winners": {"en": "Winner: {names}", "de": "Gewinner: {names}"},
    # host listings
    "games_title": {"en": "Games", "de": "Spiele"},
    "col_id": {"en": "ID", "de": "ID"},
    "col_game": {"en": "Game", "de": "Spiel"},
    "col_players": {"en": "Players", "de": "Spieler"},
    "col_players_range": {"en": "Players", "de": "Spieler"},
    "col_date": {"en": "Date", "de": "Datum"},
    "col_mode": {"en": "Mode", "de": "Modus"},
    "col_options": {"en": "Options", "de": "Optionen"},
    "col_result": {"en": "Result", "de": "Ergebnis"},
    "col_entries": {"en": "Entries", "de": "Einträge"},
    "options_default": {"en": "defaults", "de": "Standard"},
    "row_unfinished": {"en": "{mode}, {count} entries, unfinished",
                       "de": "{mode}, {count} Einträge, offen"},
    "row_unfinished_entries": {"en": "{count} entries, unfinished",
                               "de": "{count} Einträge, offen"},
    "history_title": {"en": "History", "de": "Verlauf"},
    "history_empty": {"en": "No games yet.", "de": "Noch keine Spiele."},
    "unfinished_title": {"en": "Unfinished games", "de": "Unterbrochene Spiele"},
    "mode_play": {"en": "hotseat", "de": "Hotseat"},
    "mode_devices": {"en": "own devices", "de": "eigene Geräte"},
    "mode_table": {"en": "table", "de": "Tisch"},
    "mode_replay": {"en": "replay", "de": "Wiedergabe"},
    "see_help": {"en": "see: {command} --help", "de": "siehe: {command} --help"},
    "help_cmd_tabletop": {"en": "Companions for tabletop games: hotseat, at the table, score "
                                "tallies.",
                          "de": "Begleiter für Brett- und Kartenspiele: Hotseat, am Tisch, "
                                "Punkte zählen."},
    "help_cmd_games": {"en": "List the games.", "de": "Die Spiele auflisten."},
    "help_cmd_config": {"en": "Show or change what this machine remembers. 'name' is the name a "
                              "game played alone and a tally are kept under (--unset forgets "
                              "it: the next game asks again).",
                        "de": "Zeigen oder ändern, was sich dieser Rechner merkt. 'name' ist der "
                              "Name, unter dem ein Spiel allein und eine Abrechnung gespeichert "
                              "werden (--unset vergisst ihn: das nächste Spiel fragt wieder)."},
    "help_arg_game_id": {"en": "The game's ID.", "de": "Die ID des Spiels."},
    "help_arg_export_args": {"en": "The game's ID and the file to write (with --all: the file); "
                                   "- writes to standard output. Without a file: "
                                   "tabletop-GAME-ID.json in the current folder "
                                   "(tabletop-all.json with --all, .bgstats.json with --format "
                                   "bgstats), named on standard error.",
                             "de": "Die ID des Spiels und die Datei, die geschrieben wird (mit "
                                   "--all: die Datei); - schreibt auf die Standardausgabe. Ohne "
                                   "Datei: tabletop-SPIEL-ID.json im aktuellen Ordner "
                                   "(tabletop-all.json mit --all, .bgstats.json mit --format "
                                   "bgstats), genannt auf der Standardfehlerausgabe."},
    "help_arg_import_file": {"en": "A file written by export; - reads standard input.",
                             "de": "Eine mit export geschriebene Datei; - liest die "
                                   "Standardeingabe."},
    "help_arg_hint_file": {"en": "A transcript, an exported record, or a game as 'tabletop show "
                                 "ID --json' prints it, of the game so far ('-': standard "
                                 "input).",
                           "de": "Ein Protokoll, ein exportierter Datensatz oder ein Spiel, wie "
                                 "'tabletop show ID --json' es ausgibt, bis hierher ('-': "
                                 "Standardeingabe)."},
    "help_arg_replay_file": {"en": "A transcript, an exported record, or a game as 'tabletop "
                                   "show ID --json' prints it ('-': standard input).",
                             "de": "Ein Protokoll, ein exportierter Datensatz oder ein Spiel, "
                                   "wie 'tabletop show ID --json' es ausgibt ('-': "
                                   "Standardeingabe)."},
    "help_arg_config_key": {"en": "The setting (name).", "de": "Die Einstellung (name)."},
    "help_arg_config_value": {"en": "Its new value.", "de": "Ihr neuer Wert."},
    "help_opt_unset": {"en": "Forget the setting.", "de": "Die Einstellung vergessen."},
    "config_name": {"en": "the name a game played alone and a tally are kept under",
                    "de": "der Name, unter dem ein Spiel allein und eine Abrechnung "
                          "gespeichert werden"},
    "config_unset": {"en": "(not set: the next game asks)",
                     "de": "(nicht gesetzt: das nächste Spiel fragt)"},
    "config_kept": {"en": "{key} = {value}", "de": "{key} = {value}"},
    "config_forgotten": {"en": "Forgotten: {key}.", "de": "Vergessen: {key}."},
    "err_config_key": {"en": "No setting '{key}'. Settings: {known}.",
                       "de": "Keine Einstellung '{key}'. Einstellungen: {known}."},
    "err_config_both": {"en": "Give a value or --unset, not both.",
                        "de": "Einen Wert oder --unset angeben, nicht beides."},
    "help_cmd_resume": {"en": "Continue an unfinished game (without an ID: choose from the list).",
                        "de": "Ein unterbrochenes Spiel fortsetzen (ohne ID: aus der Liste "
                              "wählen)."},
    "help_cmd_history": {"en": "Games played, newest first: date, game and how it was played, "
                               "players, scores, options, winner.",
                         "de": "Gespielte Spiele, neueste zuerst: Datum, Spiel und wie es "
                               "gespielt wurde, Spieler, Punkte, Optionen, Sieger."},
    "help_cmd_export": {"en": "Write a game's record (or every game's) as a readable JSON file, "
                              "or as plays for BG Stats.",
                        "de": "Den Spielstand (oder alle) als lesbare JSON-Datei schreiben, oder "
                              "als Partien für BG Stats."},
    "help_game": {"en": "{title}: play, keep the books at the table, tally, replay.",
                  "de": "{title}: spielen, am Tisch mitschreiben, Punkte zählen, nachspielen."},
    "help_cmd_play": {"en": "Hotseat: take turns at this screen; chance comes from the app.",
                      "de": "Hotseat: reihum an diesem Bildschirm; den Zufall liefert die App."},
    "help_cmd_table": {"en": "At the table: play the real game and type what chance brings; "
                             "the app keeps the books.",
                       "de": "Am Tisch: das echte Spiel spielen und eintippen, was der Zufall "
                             "bringt; die App führt Buch."},
    "help_cmd_score": {"en": "Tally a game played without the app; missing answers are asked "
                             "for.",
                       "de": "Ein ohne App gespieltes Spiel werten; fehlende Angaben werden "
                             "erfragt."},
    "help_cmd_replay": {"en": "Replay a transcript (one event per line) or an exported JSON "
                              "record.",
                        "de": "Ein Protokoll (ein Ereignis pro Zeile) oder einen exportierten "
                              "Spielstand nachspielen."},
    "help_cmd_rules": {"en": "The rules in short, with the active options.",
                       "de": "Die Regeln in Kürze, mit den aktiven Optionen."},
    "help_opt_lang": {"en": "Language: en or de.", "de": "Sprache: en oder de."},
    "help_opt_version": {"en": "Show the version and exit.",
                         "de": "Version zeigen und beenden."},
    "help_opt_option": {"en": "A rule-set option as KEY=VALUE, repeat for several (the rules "
                              "verb lists them; without any, play and table offer them before "
                              "the first move).",
                        "de": "Eine Regel-Option als SCHLÜSSEL=WERT, für mehrere wiederholen "
                              "(rules nennt sie; ohne sie bieten play und table sie vor dem "
                              "ersten Zug an)."},
    # one of the game's own options as typed (issue #28: every game gave Scoundrel's)
    "help_opt_option_example": {"en": "Example: -o {pair} ({words})",
                                "de": "Beispiel: -o {pair} ({words})"},
    "help_opt_file_player": {"en": "A player's name, once per seat in seat order, for a transcript "
                                   "that does not name them on a 'players' line (default: P1, "
                                   "P2, …; a game played alone: your name). Example: -p Ann -p Bo",
                             "de": "Name eines Spielers, einmal je Platz in Sitzordnung, für ein "
                                   "Protokoll, das sie nicht in einer 'players'-Zeile nennt "
                                   "(sonst: P1, P2, …; ein Spiel allein: dein Name). Beispiel: "
                                   "-p Ann -p Bo"},
    "help_opt_player": {"en": "A player's name, once per seat in seat order (default: your "
                              "login name alone, or P1, P2, …). Example: -p Ann -p Bo",
                        "de": "Name eines Spielers, einmal je Platz in Sitzordnung (sonst: "
                              "dein Anmeldename allein, oder P1, P2, …). Beispiel: -p Ann -p "
                              "Bo"},
    "help_opt_as_json": {"en": "Print machine-readable JSON.",
                         "de": "Maschinenlesbares JSON ausgeben."},
    "help_opt_seed": {"en": "Deal from this seed (the same seed deals the same game).",
                      "de": "Mit diesem Seed austeilen (gleicher Seed, gleiches Spiel)."},
    "help_opt_simulate_seed": {"en": "Deal game i from seed + i (the same seed, the same games).",
                               "de": "Spiel i mit Seed + i austeilen (gleicher Seed, gleiche "
                                     "Spiele)."},
    "help_opt_game": {"en": "Only this game.", "de": "Nur dieses Spiel."},
    "help_opt_mode": {"en": "Only games played this way: play (one device passed around), "
                            "devices (each on their own), table (real cards and dice) or tally.",
                      "de": "Nur so gespielte Spiele: play (ein Gerät geht herum), devices "
                            "(jeder auf seinem), table (echte Karten und Würfel) oder tally."},
    "err_unknown_mode": {"en": "Unknown mode '{mode}'; modes are: {known}.",
                         "de": "Unbekannte Spielweise '{mode}'; Spielweisen sind: {known}."},
    "help_opt_limit": {"en": "At most this many games.", "de": "Höchstens so viele Spiele."},
    "help_opt_help": {"en": "Show this message and exit.",
                      "de": "Diese Hilfe zeigen und beenden."},
    # simulations and charts
    "err_unknown_strategy": {"en": "{game} has no bot '{strategy}'; bots are: {known}.",
                             "de": "{game} hat keinen Bot '{strategy}'; Bots sind: {known}."},
    "err_sim_strategy_seats": {"en": "Bots named: {given}, seats: {seats}. Name one for every "
                                     "seat, or just one for all.",
                               "de": "Genannte Bots: {given}, Plätze: {seats}. Nenne einen für "
                                     "jeden Platz oder nur einen für alle."},
    "err_sim_games": {"en": "The number of games must be at least 1, not {games}.",
                      "de": "Die Zahl der Spiele muss mindestens 1 sein, nicht {games}."},
    "err_sim_jobs": {"en": "The number of processes must be at least 1, not {jobs}.",
                     "de": "Die Zahl der Prozesse muss mindestens 1 sein, nicht {jobs}."},
    "chart_empty": {"en": "(no values)", "de": "(keine Werte)"},
    "chart_summary": {"en": "n={count} · mean {mean} · median {median} · min {low} · max {high}",
                      "de": "n={count} · Mittel {mean} · Median {median} · min {low} · "
                            "max {high}"},
    "version": {"en": "tabletop {version}", "de": "tabletop {version}"},
    # tabletop serve (the web face's own texts are in tabletop/web/messages.py)
    "serve_listening": {"en": "tabletop is open in the browser at:",
                        "de": "tabletop ist im Browser offen unter:"},
    "serve_stop": {"en": "Ctrl-C stops it; the games stay stored.",
                   "de": "Strg-C beendet; die Spiele bleiben gespeichert."},
    "serve_scan": {"en": "Scan this with a phone on the same network to open the host page:",
                   "de": "Mit einem Handy im selben Netz scannen, um die Gastgeber-Seite zu "
                         "öffnen:"},
    "serve_no_lan": {"en": "No network address found; listening on this machine only.",
                     "de": "Keine Netzwerkadresse gefunden; nur auf diesem Rechner erreichbar."},
    "help_cmd_serve": {"en": "Open the table in a browser: every player's phone, one device passed "
                          "around, or the table's tablet.",
                   "de": "Den Tisch im Browser öffnen: auf jedem Handy, auf einem Gerät, das "
                         "herumgeht, oder auf dem Tablet des Tisches."},
    "help_opt_lan": {"en": "Listen on the network (phones join by a QR code); default: this "
                              "machine only.",
                       "de": "Im Netzwerk erreichbar (Handys treten per QR-Code bei); "
                             "sonst nur dieser Rechner."},
    "help_opt_port": {"en": "The port to listen on.", "de": "Der Port."},
    # names of players (tabletop/text/names.py)
    "err_name_empty": {"en": "A player needs a name.", "de": "Wer mitspielt, braucht einen "
                                                            "Namen."},
    "err_name_long": {"en": "A name has at most {most} characters.",
                      "de": "Ein Name hat höchstens {most} Zeichen."},
    "err_name_unprintable": {"en": "A name may not hold control or invisible characters: "
                                   "'{name}'.",
                             "de": "Ein Name darf keine Steuer- oder unsichtbaren Zeichen "
                                   "enthalten: '{name}'."},
    "err_os": {"en": "Cannot use {path}: {reason}.", "de": "{path} ist nicht nutzbar: {reason}."},
    "err_arg_bytes": {"en": "An argument on the command line is not UTF-8 text.",
                      "de": "Ein Argument der Befehlszeile ist kein UTF-8-Text."},
    "err_name_twice": {"en": "{name} can't take two seats.",
                       "de": "{name} kann nicht zwei Plätze nehmen."},
    # issue #13: names that would look like another's
    "err_name_marks": {"en": "A name has at most {most} accents on one letter: '{name}'.",
                       "de": "Ein Name hat höchstens {most} Akzente auf einem Buchstaben: "
                             "'{name}'."},
    "err_name_scripts": {"en": "A name is written in one alphabet, not {scripts}: '{name}'.",
                         "de": "Ein Name steht in einem Alphabet, nicht in {scripts}: '{name}'."},
    "err_name_bot_person": {"en": "A bot can't be called {name}: a player has that name.",
                            "de": "Ein Bot kann nicht {name} heißen: so heißt ein Mitspieler."},
    "err_name_bots_twice": {"en": "Two bots can't both be called {name}.",
                            "de": "Zwei Bots können nicht beide {name} heißen."},
    "err_port_busy": {"en": "Port {port} is in use: choose another with --port.",
                      "de": "Port {port} ist belegt: wähle mit --port einen anderen."},
    "err_port_refused": {"en": "Can't listen on port {port}: {reason}",
                         "de": "Port {port} lässt sich nicht öffnen: {reason}"},
    # the store under faults, two windows on one game, numbers at every door (issue #13)
    "err_store_busy": {"en": "The database {path} is in use by another program (still locked "
                             "after {seconds} s): nothing was changed; try again when it is "
                             "done.",
                       "de": "Die Datenbank {path} wird von einem anderen Programm benutzt "
                             "(nach {seconds} s noch gesperrt): nichts wurde verändert; "
                             "versuche es wieder, wenn es fertig ist."},
    "err_store_readonly": {"en": "The database {path} can't be written: {why}. Nothing was "
                                 "changed.",
                           "de": "In die Datenbank {path} lässt sich nicht schreiben: {why}. "
                                 "Nichts wurde verändert."},
    "store_readonly_file": {"en": "the file is read-only", "de": "die Datei ist schreibgeschützt"},
    "store_readonly_folder": {"en": "its folder is read-only",
                              "de": "ihr Ordner ist schreibgeschützt"},
    "store_readonly_medium": {"en": "the disk it is on is read-only",
                              "de": "das Laufwerk ist schreibgeschützt"},
    "store_readonly_other": {"en": "it was opened read-only",
                             "de": "sie ist nur zum Lesen geöffnet"},
    "err_store_full": {"en": "The disk holding the database {path} is full: the last step was "
                             "not saved, everything before it was. Free some space, then "
                             "continue with 'tabletop resume'.",
                       "de": "Das Laufwerk der Datenbank {path} ist voll: der letzte Schritt "
                             "wurde nicht gespeichert, alles davor schon. Schaffe Platz und "
                             "mache mit 'tabletop resume' weiter."},
    "err_stdout_closed": {"en": "Standard output is closed: tabletop has nowhere to write. Run "
                                "it with an output (a terminal, a file, a pipe).",
                          "de": "Die Standardausgabe ist geschlossen: tabletop kann nirgends "
                                "hinschreiben. Starte es mit einer Ausgabe (ein Terminal, eine "
                                "Datei, eine Pipe)."},
    "err_store_not_folder": {"en": "The database {path} cannot be kept: {folder} is not a "
                                   "folder. Set TABLETOP_HOME to a folder (or leave it unset).",
                             "de": "Die Datenbank {path} kann nicht angelegt werden: {folder} "
                                   "ist kein Ordner. Setze TABLETOP_HOME auf einen Ordner (oder "
                                   "lass es ungesetzt)."},
    "err_store_full_start": {"en": "The disk holding the database {path} is full: the new game "
                                   "was not started, and nothing was saved. Free some space, "
                                   "then start it again.",
                             "de": "Das Laufwerk der Datenbank {path} ist voll: das neue Spiel "
                                   "wurde nicht begonnen, und nichts wurde gespeichert. Schaffe "
                                   "Platz und beginne es dann noch einmal."},
    "err_store_io": {"en": "The database {path} could not be read or written ({reason}).",
                     "de": "Die Datenbank {path} ließ sich nicht lesen oder schreiben "
                           "({reason})."},
    "store_row_game": {"en": "game {id}: {reason}", "de": "Spiel {id}: {reason}"},
    "store_row_match": {"en": "match {id}: {reason}", "de": "Turnier {id}: {reason}"},
    "store_row_missing": {"en": "{column} is missing", "de": "{column} fehlt"},
    "store_row_wrong_type": {"en": "{column} holds the wrong kind of value",
                             "de": "{column} enthält einen Wert der falschen Art"},
    "store_row_not_json": {"en": "{column} is not JSON", "de": "{column} ist kein JSON"},
    "err_game_open_elsewhere": {"en": "Game {id} is open in another window (process {pid} on "
                                      "{host}, since {since}): play it there. If that window "
                                      "is gone: tabletop resume {id} --take-over",
                                "de": "Spiel {id} ist in einem anderen Fenster offen (Prozess "
                                      "{pid} auf {host}, seit {since}): spiele dort weiter. "
                                      "Ist das Fenster weg: tabletop resume {id} --take-over"},
    "err_game_moved_on": {"en": "Game {id} moved on in another window: this window stops here "
                                "(everything saved stays). To go on here: tabletop resume {id}",
                          "de": "Spiel {id} ging in einem anderen Fenster weiter: dieses "
                                "Fenster hört hier auf (Gespeichertes bleibt). Hier "
                                "weiterspielen: tabletop resume {id}"},
    "err_game_taken_over": {"en": "Game {id} was taken over by another window: this window "
                                  "stops here (everything saved stays).",
                            "de": "Spiel {id} wurde von einem anderen Fenster übernommen: "
                                  "dieses Fenster hört hier auf (Gespeichertes bleibt)."},
    "err_number_range": {"en": "{option} takes a whole number of at least {low} and at most "
                               "{high}, not '{value}'.",
                         "de": "{option} nimmt eine ganze Zahl von mindestens {low} und "
                               "höchstens {high}, nicht '{value}'."},
    "err_seconds_range": {"en": "{option} takes seconds, more than 0 and at most {high}, not "
                                "'{value}'.",
                          "de": "{option} nimmt Sekunden, mehr als 0 und höchstens {high}, "
                                "nicht '{value}'."},
    "err_sim_stopped": {"en": "Stopped after {done} of {games} games: the numbers are of "
                              "those.",
                        "de": "Nach {done} von {games} Spielen abgebrochen: die Zahlen gelten "
                              "für diese."},
    # issue #14: Click's and Typer's own words (tabletop/cli/click_texts.py), the root's help,
    # the rule-set options explained before a game
    "click_usage": {"en": "Usage:", "de": "Aufruf:"},
    # the usage line's and the options' placeholders (issue #28: German help said [OPTIONS])
    "help_usage_options": {"en": "[OPTIONS]", "de": "[OPTIONEN]"},
    "help_usage_command": {"en": "COMMAND [ARGS]...", "de": "BEFEHL [ARGUMENTE]..."},
    "metavar_key": {"en": "KEY", "de": "SCHLÜSSEL"},
    "metavar_value": {"en": "VALUE", "de": "WERT"},
    "metavar_name": {"en": "NAME", "de": "NAME"},
    "metavar_bot": {"en": "BOT", "de": "BOT"},
    "metavar_file": {"en": "FILE", "de": "DATEI"},
    "metavar_seconds": {"en": "SECONDS", "de": "SEKUNDEN"},
    "metavar_cards": {"en": "CARDS", "de": "KARTEN"},
    "metavar_game": {"en": "GAME", "de": "SPIEL"},
    "metavar_person": {"en": "PERSON", "de": "PERSON"},
    "metavar_mode": {"en": "MODE", "de": "SPIELWEISE"},
    "click_arguments": {"en": "Arguments", "de": "Argumente"},
    "click_options": {"en": "Options", "de": "Optionen"},
    "click_commands": {"en": "Commands", "de": "Befehle"},
    "click_missing_command": {"en": "Missing command.", "de": "Befehl fehlt."},
    "click_no_such_command": {"en": "No such command {name}.",
                              "de": "Unbekannter Befehl {name}."},
    "click_did_you_mean": {"en": "{said}. Did you mean {names}?",
                           "de": "{said}. Meintest du {names}?"},
    "click_default": {"en": "default: {default}", "de": "Standard: {default}"},
    "click_env_var": {"en": "env var: {var}", "de": "Umgebungsvariable: {var}"},
    "click_required": {"en": "required", "de": "nötig"},
    "click_aborted": {"en": "Aborted!", "de": "Abgebrochen!"},
    "click_dynamic": {"en": "(dynamic)", "de": "(dynamisch)"},
    "click_no_such_option": {"en": "No such option: {option}",
                             "de": "Unbekannte Option {option}."},
    "click_possible": {"en": "(Possible options: {options})",
                       "de": "(Mögliche Optionen: {options})"},
    "click_missing_argument": {"en": "Missing argument {name}.",
                               "de": "Argument {name} fehlt."},
    "click_missing_option": {"en": "Missing option {name}.", "de": "Option {name} fehlt."},
    "click_missing_parameter": {"en": "Missing parameter: {name}",
                                "de": "Angabe {name} fehlt."},
    "click_needs_values": {"en": "Option '{option}' requires {count} arguments.",
                           "de": "Option '{option}' braucht {count} Werte."},
    "click_argument_values": {"en": "Argument {name} takes {count} values.",
                              "de": "Argument {name} nimmt {count} Werte."},
    "click_bad_value_bare": {"en": "Invalid value: {reason}", "de": "Ungültiger Wert: {reason}"},
    "click_not_valid": {"en": "Value {value} is not a valid {kind}.",
                        "de": "{value} ist kein gültiger Wert der Art {kind}."},
    "click_not_one_of": {"en": "{value} is not one of {choices}.",
                         "de": "{value} ist keine der Möglichkeiten {choices}."},
    "click_no_such_path": {"en": "{path} does not exist.", "de": "{path} gibt es nicht."},
    "click_not_a_list": {"en": "Value must be an iterable.",
                         "de": "Der Wert muss eine Liste sein."},
    "click_needs_value": {"en": "Option '{option}' requires an argument.",
                          "de": "Option '{option}' braucht einen Wert."},
    "click_takes_no_value": {"en": "Option '{option}' does not take a value.",
                             "de": "Option '{option}' nimmt keinen Wert."},
    "click_bad_value": {"en": "Invalid value for {name}: {reason}",
                        "de": "Ungültiger Wert für {name}: {reason}"},
    "click_extra_argument_one": {"en": "Got unexpected extra argument: {arguments}",
                                 "de": "Unerwartetes weiteres Argument: {arguments}"},
    "click_extra_argument_many": {"en": "Got unexpected extra arguments: {arguments}",
                                  "de": "Unerwartete weitere Argumente: {arguments}"},
    "help_section_games": {"en": "Games", "de": "Spiele"},
    "help_opt_install_completion": {"en": "Install completion for the current shell.",
                                    "de": "Die Vervollständigung für die laufende Shell "
                                          "einrichten."},
    "help_opt_show_completion": {"en": "Show the completion script for the current shell, to "
                                       "copy it or install it by hand.",
                                 "de": "Das Vervollständigungs-Skript der laufenden Shell "
                                       "zeigen, zum Kopieren oder Einrichten von Hand."},
    "help_game_listed": {"en": "play, table, score, replay, rules, …",
                         "de": "play, table, score, replay, rules, …"},
    "help_root_epilog": {"en": "Start a game: 'tabletop {game} play' (the app deals), 'tabletop "
                               "{game} table' (you play with real cards or dice), 'tabletop "
                               "serve' (on phones). 'tabletop GAME --help' lists a game's "
                               "verbs. --lang may stand anywhere on the line.",
                         "de": "Ein Spiel beginnen: 'tabletop {game} play' (die App teilt aus), "
                               "'tabletop {game} table' (ihr spielt mit echten Karten oder "
                               "Würfeln), 'tabletop serve' (auf Handys). 'tabletop SPIEL --help' "
                               "nennt die Befehle eines Spiels. --lang darf überall in der "
                               "Zeile stehen."},
    "options_help_title": {"en": "The rule-set options", "de": "Die Regel-Optionen"},
    "options_help_how": {"en": "Type key=value to change one (several separated by spaces): the "
                               "options are shown again with the change marked, and you can "
                               "change more. Enter on an empty line starts the game. On the "
                               "command line: tabletop {game} {verb} -o key=value",
                         "de": "schlüssel=wert ändert eine (mehrere durch Leerzeichen "
                               "getrennt): die Optionen werden mit der Änderung markiert neu "
                               "gezeigt, und du kannst weitere ändern. Enter auf leerer Zeile "
                               "startet das Spiel. Auf der Kommandozeile: tabletop {game} "
                               "{verb} -o schlüssel=wert"},
    # options that had only their English help
    "help_opt_pager": {"en": "Long output through $PAGER (or less) at a terminal; never when "
                             "piped.",
                       "de": "Lange Ausgaben über $PAGER (sonst less) am Terminal; nie, wenn "
                             "sie weitergeleitet werden."},
    "help_opt_take_over": {"en": "Take the game over from another window: the web server "
                                 "(its pages are told) or one that is gone (another machine's "
                                 "too).",
                           "de": "Das Spiel aus einem anderen Fenster übernehmen: dem "
                                 "Web-Server (seine Seiten erfahren es) oder einem, das es nicht "
                                 "mehr gibt (auch auf einem anderen Rechner)."},
    # the host's commands inside a game, as the help lists them (loop.py reads every one)
    "word_undo": {"en": "undo", "de": "zurück"},
    "word_fix": {"en": "fix", "de": "korrigiere"},
    "word_hint": {"en": "hint", "de": "tipp"},
    "word_log": {"en": "log", "de": "protokoll"},
    "word_score": {"en": "score", "de": "wertung"},
    "word_rules": {"en": "rules", "de": "regeln"},
    "word_quit": {"en": "quit", "de": "ende"},
    "word_help": {"en": "help", "de": "hilfe"},
    "word_enter": {"en": "Enter", "de": "Enter"},
    "help_enter": {"en": "on an empty line: show the table again (after the rules, the log or "
                         "the score)",
                   "de": "auf leerer Zeile: den Tisch wieder zeigen (nach Regeln, Protokoll "
                         "oder Wertung)"},
}
