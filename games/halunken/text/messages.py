"""Every Halunken und Spelunken sentence a user can see, in English and German."""

from __future__ import annotations

_TEXTS: dict[str, tuple[str, str]] = {
    "hs_title": ("Halunken und Spelunken", "Halunken und Spelunken"),
    # errors
    "hs_err_bid_too_low": ("{card} does not beat the bid {standing}.",
                           "{card} schlägt das Gebot {standing} nicht."),
    "hs_err_cannot_be_revealed": ("{card} cannot be turned now: it was already seen, or it is "
                                  "not that kind of card.",
                                  "{card} kann jetzt nicht aufgedeckt werden: schon gesehen oder "
                                  "nicht diese Art Karte."),
    "hs_err_card_not_held": ("{player} does not hold {card}.", "{player} hat {card} nicht."),
    "hs_err_game_over": ("The game is over.", "Das Spiel ist vorbei."),
    "hs_err_games_option": ("Several games in a row are a match: "
                            "tabletop halunken match --games N",
                            "Mehrere Spiele hintereinander sind eine Partie: "
                            "tabletop halunken match --games N"),
    "hs_err_malformed": ("That entry is malformed.", "Dieser Eintrag ist fehlerhaft."),
    "hs_err_move_used": ("The movement card {card} is not in hand.",
                         "Die Bewegungskarte {card} ist nicht auf der Hand."),
    "hs_err_needs_more": ("'{command}' needs more: see 'help'.",
                          "'{command}' braucht mehr Angaben: siehe 'hilfe'."),
    "hs_err_no_free_space": ("There is no free space.", "Es gibt kein freies Feld."),
    "hs_err_no_reveal_now": ("Nothing is being turned now.",
                             "Gerade wird nichts aufgedeckt."),
    "hs_err_no_such_card": ("There is no scoundrel card {card} (red 4-11, 15; purple 3-11, 14; "
                            "grey 2-11, 13; yellow 1-12).",
                            "Es gibt keine Halunkenkarte {card} (rot 4-11, 15; lila 3-11, 14; "
                            "grau 2-11, 13; gelb 1-12)."),
    "hs_err_no_such_space": ("There is no space {space}.", "Es gibt kein Feld {space}."),
    "hs_err_not_a_card": ("'{text}' is not a card (e.g. y12, r15, gelb 3).",
                          "'{text}' ist keine Karte (z. B. ge12, r15, gelb 3)."),
    "hs_err_not_a_move": ("'{text}' is not a movement card (1-{most} or rum).",
                          "'{text}' ist keine Bewegungskarte (1-{most} oder Rum)."),
    "hs_err_not_in_harbour": ("{card} is not in the harbour.", "{card} liegt nicht im Hafen."),
    "hs_err_not_now": ("That is not possible now.", "Das geht jetzt nicht."),
    "hs_err_nothing_turned": ("Nothing is being turned now.",
                              "Gerade wird nichts aufgedeckt."),
    "hs_err_reveal_first": ("First turn the card the app asks for.",
                            "Erst die erfragte Karte aufdecken."),
    "hs_err_rob_syntax": ("Write 'rob harbour' or 'rob captain'.",
                          "Schreibe 'raube hafen' oder 'raube kapitän'."),
    "hs_err_rum_range": ("A rum becomes a number from 1 to 7.",
                         "Rum wird zu einer Zahl von 1 bis 7."),
    "hs_err_rum_syntax": ("Write 'rum 5'.", "Schreibe 'rum 5'."),
    "hs_err_rum_taken": ("{value} was played by someone else this round (H3).",
                         "{value} hat diese Runde schon ein anderer gespielt (H3)."),
    "hs_err_space_syntax": ("'{text}' is not a space (1-14).", "'{text}' ist kein Feld (1-14)."),
    "hs_err_space_taken": ("Space {space} is not free.", "Feld {space} ist nicht frei."),
    "hs_err_unknown_command": ("Unknown command '{text}': see 'help'.",
                               "Unbekannter Befehl '{text}': siehe 'hilfe'."),
    "hs_err_player_syntax": ("Write a player as 'Name: r15 g13 y3', not '{text}'.",
                             "Schreibe einen Spieler als 'Name: r15 gr13 ge3', nicht '{text}'."),
    "hs_err_card_twice": ("{card} is given twice.", "{card} ist doppelt angegeben."),
    "hs_err_card_negative": ("'{text}': card values are positive (red 4-11, 15; purple 3-11, "
                             "14; grey 2-11, 13; yellow 1-12).",
                             "'{text}': Kartenwerte sind positiv (rot 4-11, 15; lila 3-11, 14; "
                             "grau 2-11, 13; gelb 1-12)."),
    "hs_err_no_players": ("Name at least one player (--player).",
                          "Nenne mindestens einen Spieler (--player)."),
    # chance prompts
    "hs_chance_take": ("{player} takes the top card of dive {dive}: which is it?",
                       "{player} nimmt die oberste Karte von Spelunke {dive}: welche ist es?"),
    "hs_chance_flip": ("Turn the next card of dive {dive} face up",
                       "Decke die nächste Karte von Spelunke {dive} auf"),
    "hs_chance_jack": ("Turn Black Jack's next movement card",
                       "Decke Black Jacks nächste Bewegungskarte auf"),
    # screen
    "hs_round": ("Round {round} of {rounds}", "Runde {round} von {rounds}"),
    "hs_game_of": ("game {number} of {games}", "Spiel {number} von {games}"),
    "hs_phase_place": ("place the captains", "Kapitäne aufstellen"),
    "hs_phase_black_jack": ("place Black Jack", "Black Jack aufstellen"),
    "hs_phase_bid": ("bidding for Black Jack", "Bieten um Black Jack"),
    "hs_phase_choose": ("choose movement cards in secret", "Bewegungskarten geheim wählen"),
    "hs_phase_resolve": ("moving", "Ziehen"),
    "hs_phase_over": ("game over", "Spiel vorbei"),
    "hs_col_player": ("Player", "Spieler"), "hs_col_space": ("Space", "Feld"),
    "hs_col_cards": ("Cards (×2: doubled)", "Karten (×2: doppelt)"),
    "hs_col_score": ("Score", "Punkte"), "hs_col_moves": ("In hand", "Hand"),
    "hs_col_now": ("Card", "Karte"),
    "hs_black_jack": ("Black Jack", "Black Jack"),
    "hs_bj_not_placed": ("not placed yet", "noch nicht aufgestellt"),
    "hs_bj_space": ("space {space}", "Feld {space}"),
    "hs_bj_hired_by": ("hired by {player}", "angeheuert von {player}"),
    "hs_bj_free": ("not hired: he robs everyone he overtakes",
                   "nicht angeheuert: er beraubt jeden, den er überholt"),
    "hs_bj_cards_left_one": ("{count} movement card left", "{count} Bewegungskarte übrig"),
    "hs_bj_cards_left_many": ("{count} movement cards left", "{count} Bewegungskarten übrig"),
    "hs_face_up": ("Face up", "Offen"),
    "hs_bj_used": ("His movement cards played: {cards}",
                   "Seine gespielten Bewegungskarten: {cards}"),
    "hs_bid_standing": ("bid: {player} {card}", "Gebot: {player} {card}"),
    "hs_harbour": ("Harbour", "Hafen"),
    "hs_next": ("Next: {step}", "Als Nächstes: {step}"),
    "hs_step_steal": ("{thief} takes a card of their choice from {victim}",
                      "{thief} nimmt {victim} eine Karte nach Wahl"),
    "hs_step_give": ("{player} gives Black Jack a card of their choice",
                     "{player} gibt Black Jack eine Karte nach Wahl"),
    "hs_step_harbour": ("{player} takes a card of their choice from the harbour",
                        "{player} nimmt eine Karte nach Wahl aus dem Hafen"),
    "hs_step_rob": ("{player} robs Black Jack's harbour or his controller",
                    "{player} beraubt Black Jacks Hafen oder seinen Auftraggeber"),
    "hs_step_declare": ("{player} declares the rum card (1-7, not played by others)",
                        "{player} sagt den Rum an (1-7, von keinem anderen gespielt)"),
    "hs_step_flip": ("turn the next card of dive {dive} face up",
                     "die nächste Karte von Spelunke {dive} aufdecken"),
    "hs_step_take": ("{player} takes the top card of dive {dive}",
                     "{player} nimmt die oberste Karte von Spelunke {dive}"),
    "hs_step_bj": ("turn Black Jack's movement card", "Black Jacks Bewegungskarte aufdecken"),
    "hs_step_other": ("the captains move", "die Kapitäne ziehen"),
    # score
    "hs_colour_r": ("red", "rot"), "hs_colour_p": ("purple", "lila"),
    "hs_colour_g": ("grey", "grau"), "hs_colour_y": ("yellow", "gelb"),
    "hs_line_colour": ("{count} × {colour}: {cards}", "{count} × {colour}: {cards}"),
    "hs_line_colour_doubled": ("{count} × {colour}: {cards} (doubled)",
                               "{count} × {colour}: {cards} (doppelt)"),
    "hs_line_earlier": ("game {number} of the match", "Spiel {number} der Partie"),
    # commands
    "hs_cmd_place": ("put your captain on a space (1-14)",
                     "deinen Kapitän auf ein Feld stellen (1-14)"),
    "hs_cmd_jack": ("put Black Jack on a free space", "Black Jack auf ein freies Feld stellen"),
    "hs_cmd_bid": ("bid a card for Black Jack, or pass", "eine Karte für Black Jack bieten "
                                                         "oder passen"),
    "hs_cmd_move": ("your secret movement card (1-7 or rum)",
                    "deine geheime Bewegungskarte (1-7 oder Rum)"),
    "hs_cmd_card": ("the card turned over: colour r p g y (red, purple, grey, yellow) and "
                    "value",
                    "die aufgedeckte Karte: Farbe r l gr ge (rot, lila, grau, gelb) und Wert"),
    "hs_cmd_jack_card": ("Black Jack's movement card (two players)",
                         "Black Jacks Bewegungskarte (zu zweit)"),
    "hs_cmd_take": ("take a card of your choice", "eine Karte nach Wahl nehmen"),
    "hs_cmd_give": ("give Black Jack a card of your choice",
                    "Black Jack eine Karte nach Wahl geben"),
    "hs_cmd_rob": ("rob Black Jack's harbour or his hirer",
                   "Black Jacks Hafen oder seinen Auftraggeber berauben"),
    "hs_cmd_rum": ("what your rum counts as (1-7)", "was dein Rum zählt (1-7)"),
    "hs_tally_player": ("Player: 'Name: r15 g13 y3' (empty line when done)",
                        "Spieler: 'Name: r15 gr13 ge3' (leere Zeile zum Beenden)"),
    "hs_tally_metavar_player": ("PLAYER", "SPIELER"),
    "hs_tally_help_player": ("One player's cards at the end: 'Name: r15 g13 y3' (repeat for "
                             "each player).",
                             "Die Karten eines Spielers am Ende: 'Name: r15 gr13 ge3' (für "
                             "jeden Spieler wiederholen; Farben r l gr ge)."),
    # advice
    "hs_adv_title": ("Advice for {player}", "Rat für {player}"),
    "hs_adv_wait": ("{player} has nothing to decide now.",
                    "{player} hat gerade nichts zu entscheiden."),
    "hs_adv_play": ("Play {card}.", "Spiele {card}."),
    "hs_adv_do": ("Advice: {action}", "Rat: {action}"),
    "hs_adv_rum": ("rum", "Rum"),
    "hs_adv_best": ("◀ best", "◀ beste"),
    "hs_adv_col_card": ("Card", "Karte"),
    "hs_adv_col_worth": ("Worth", "Wert"),
    "hs_adv_col_cards": ("Cards", "Karten"),
    "hs_adv_col_points": ("Points", "Punkte"),
    "hs_adv_col_robbed": ("Robbed", "Beraubt"),
    "hs_adv_col_jack": ("Black Jack", "Black Jack"),
    "hs_adv_legend": ("Cards, Points: what you gain this round. Robbed: the chance that a "
                      "captain or Black Jack takes a card from you. Black Jack: cards he wins "
                      "for you less cards he takes from you. Worth: your score against the "
                      "others' after the round (half their mean, half their leader's) plus half "
                      "your best landing next round.",
                      "Karten, Punkte: was du diese Runde gewinnst. Beraubt: die Chance, dass "
                      "ein Kapitän oder Black Jack dir eine Karte nimmt. Black Jack: Karten, "
                      "die er für dich holt, weniger Karten, die er dir nimmt. Wert: deine "
                      "Punkte gegen die der anderen nach der Runde (halb ihr Mittel, halb ihr "
                      "Führender) plus die Hälfte deiner besten Landung nächste Runde."),
    "hs_adv_samples_one": ("Over {count} sampled round: the others' secret cards are guessed "
                           "from their hands, face-down cards from the unseen ones.",
                           "Über {count} gezogene Runde: die geheimen Karten der anderen werden "
                           "aus ihren Handkarten geschätzt, verdeckte Karten aus den "
                           "ungesehenen."),
    "hs_adv_samples_many": ("Over {count} sampled rounds: the others' secret cards are guessed "
                            "from their hands, face-down cards from the unseen ones.",
                            "Über {count} gezogene Runden: die geheimen Karten der anderen "
                            "werden aus ihren Handkarten geschätzt, verdeckte Karten aus den "
                            "ungesehenen."),
    "hs_why_move": ("{card} gains about {points} points and {cards} cards this round.",
                    "{card} bringt diese Runde etwa {points} Punkte und {cards} Karten."),
    "hs_why_bid": ("Hiring Black Jack is worth about {worth} points to you this round; {card} "
                   "costs {cost}.",
                   "Black Jack anzuheuern ist dir diese Runde etwa {worth} Punkte wert; {card} "
                   "kostet {cost}."),
    "hs_why_pass": ("Hiring Black Jack is worth about {worth} points to you this round, not "
                    "clearly more than the cheapest bid {card} costs ({cost}).",
                    "Black Jack anzuheuern ist dir diese Runde etwa {worth} Punkte wert, nicht "
                    "deutlich mehr als das billigste Gebot {card} kostet ({cost})."),
    "hs_why_pass_none": ("None of your cards beats the bid.",
                         "Keine deiner Karten schlägt das Gebot."),
    "hs_why_place": ("Space {space} keeps the other captains within reach ahead of you.",
                     "Von Feld {space} aus sind die anderen Kapitäne vor dir in Reichweite."),
    "hs_why_jack": ("On space {space} Black Jack is likely to overtake the others, not you.",
                    "Auf Feld {space} überholt Black Jack wohl die anderen, nicht dich."),
    "hs_why_jack_card": ("Black Jack's {card} with your {move} makes the best round for you.",
                         "Black Jacks {card} mit deiner {move} ergibt die beste Runde für dich."),
    "hs_why_take": ("{card} adds {points} points to your score.",
                    "{card} bringt dir {points} Punkte."),
    "hs_why_give": ("{card} costs you the fewest points ({points}).",
                    "{card} kostet dich die wenigsten Punkte ({points})."),
    "hs_why_rob_harbour": ("The harbour's best card is worth more to you than the hirer's.",
                           "Die beste Karte im Hafen ist dir mehr wert als die des "
                           "Auftraggebers."),
    "hs_why_rob_captain": ("The hirer's best card is worth more to you than the harbour's.",
                           "Die beste Karte des Auftraggebers ist dir mehr wert als die im "
                           "Hafen."),
    "hs_review_luck": ("The cards turned face up that ended with this captain ({count}) were worth "
                       "{worth} {way} than the average card that could have come.",
                       "Die aufgedeckten Karten, die bei diesem Kapitän landeten ({count}), "
                       "brachten {worth} {way} als eine durchschnittliche Karte, die hätte kommen "
                       "können."),
    "hs_review_luck_none": ("No card turned face up in play ended with this captain: chance "
                            "gave nothing either way.",
                            "Keine im Spiel aufgedeckte Karte landete bei diesem Kapitän: der "
                            "Zufall gab nichts und nahm nichts."),
    "hs_why_rum": ("As {value} the rum ends this round best for you.",
                   "Als {value} ergibt der Rum für dich die beste Runde."),
}

MESSAGES: dict[str, dict[str, str]] = {key: {"en": en, "de": de}
                                       for key, (en, de) in _TEXTS.items()}
