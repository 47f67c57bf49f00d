"""Every Halunken und Spelunken sentence a user can see, in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "hs_title": {"en": "Halunken und Spelunken", "de": "Halunken und Spelunken"},
    # errors
    "hs_err_bid_too_low": {"en": "{card} does not beat the bid {standing}.",
                           "de": "{card} schlägt das Gebot {standing} nicht."},
    "hs_err_cannot_be_revealed": {
        "en": "{card} cannot be turned now: it was already seen, or it is "
              "not that kind of card.",
        "de": "{card} kann jetzt nicht aufgedeckt werden: schon gesehen oder "
              "nicht diese Art Karte."},
    "hs_err_card_not_held": {"en": "{player} does not hold {card}.",
                             "de": "{player} hat {card} nicht."},
    "hs_err_game_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "hs_err_games_option": {"en": "Several games in a row are a match: "
                                  "tabletop halunken match --games N",
                            "de": "Mehrere Spiele hintereinander sind eine Partie: "
                                  "tabletop halunken match --games N"},
    "hs_err_malformed": {"en": "That entry is malformed.", "de": "Dieser Eintrag ist fehlerhaft."},
    "hs_err_move_used": {"en": "The movement card {card} is not in hand.",
                         "de": "Die Bewegungskarte {card} ist nicht auf der Hand."},
    "hs_err_needs_more": {"en": "'{command}' needs more: see 'help'.",
                          "de": "'{command}' braucht mehr Angaben: siehe 'hilfe'."},
    "hs_err_no_free_space": {"en": "There is no free space.", "de": "Es gibt kein freies Feld."},
    "hs_err_no_reveal_now": {"en": "Nothing is being turned now.",
                             "de": "Gerade wird nichts aufgedeckt."},
    "hs_err_no_such_card": {
        "en": "There is no scoundrel card {card} (red 4-11, 15; purple 3-11, 14; "
              "grey 2-11, 13; yellow 1-12).",
        "de": "Es gibt keine Halunkenkarte {card} (rot 4-11, 15; lila 3-11, 14; "
              "grau 2-11, 13; gelb 1-12)."},
    "hs_err_no_such_space": {"en": "There is no space {space}.",
                             "de": "Es gibt kein Feld {space}."},
    "hs_err_not_a_card": {"en": "'{text}' is not a card (e.g. y12, r15, gelb 3).",
                          "de": "'{text}' ist keine Karte (z. B. ge12, r15, gelb 3)."},
    "hs_err_not_a_move": {"en": "'{text}' is not a movement card (1-{most} or rum).",
                          "de": "'{text}' ist keine Bewegungskarte (1-{most} oder Rum)."},
    "hs_err_not_in_harbour": {"en": "{card} is not in the harbour.",
                              "de": "{card} liegt nicht im Hafen."},
    "hs_err_not_now": {"en": "That is not possible now.", "de": "Das geht jetzt nicht."},
    "hs_err_nothing_turned": {"en": "Nothing is being turned now.",
                              "de": "Gerade wird nichts aufgedeckt."},
    "hs_err_reveal_first": {"en": "First turn the card the app asks for.",
                            "de": "Erst die erfragte Karte aufdecken."},
    "hs_err_rob_syntax": {"en": "Write 'rob harbour' or 'rob captain'.",
                          "de": "Schreibe 'raube hafen' oder 'raube kapitän'."},
    "hs_err_rum_range": {"en": "A rum becomes a number from 1 to 7.",
                         "de": "Rum wird zu einer Zahl von 1 bis 7."},
    "hs_err_rum_syntax": {"en": "Write 'rum 5'.", "de": "Schreibe 'rum 5'."},
    "hs_err_rum_taken": {"en": "{value} was played by someone else this round (H3).",
                         "de": "{value} hat diese Runde schon ein anderer gespielt (H3)."},
    "hs_err_space_syntax": {"en": "'{text}' is not a space (1-14).",
                            "de": "'{text}' ist kein Feld (1-14)."},
    "hs_err_space_taken": {"en": "Space {space} is not free.",
                           "de": "Feld {space} ist nicht frei."},
    "hs_err_unknown_command": {"en": "Unknown command '{text}': see 'help'.",
                               "de": "Unbekannter Befehl '{text}': siehe 'hilfe'."},
    "hs_err_player_syntax": {
        "en": "Write a player as 'Name: r15 g13 y3', not '{text}'.",
        "de": "Schreibe einen Spieler als 'Name: r15 gr13 ge3', nicht '{text}'."},
    "hs_err_card_twice": {"en": "{card} is given twice.", "de": "{card} ist doppelt angegeben."},
    "hs_err_card_negative": {
        "en": "'{text}': card values are positive (red 4-11, 15; purple 3-11, "
              "14; grey 2-11, 13; yellow 1-12).",
        "de": "'{text}': Kartenwerte sind positiv (rot 4-11, 15; lila 3-11, 14; "
              "grau 2-11, 13; gelb 1-12)."},
    "hs_err_no_players": {"en": "Name at least one player (--player).",
                          "de": "Nenne mindestens einen Spieler (--player)."},
    # chance prompts
    "hs_chance_take": {
        "en": "{player} takes the top card of dive {dive}: which is it?",
        "de": "{player} nimmt die oberste Karte von Spelunke {dive}: welche ist es?"},
    "hs_chance_flip": {"en": "Turn the next card of dive {dive} face up",
                       "de": "Decke die nächste Karte von Spelunke {dive} auf"},
    "hs_chance_jack": {"en": "Turn Black Jack's next movement card",
                       "de": "Decke Black Jacks nächste Bewegungskarte auf"},
    # screen
    "hs_round": {"en": "Round {round} of {rounds}", "de": "Runde {round} von {rounds}"},
    "hs_game_of": {"en": "game {number} of {games}", "de": "Spiel {number} von {games}"},
    "hs_phase_place": {"en": "place the captains", "de": "Kapitäne aufstellen"},
    "hs_phase_black_jack": {"en": "place Black Jack", "de": "Black Jack aufstellen"},
    "hs_phase_bid": {"en": "bidding for Black Jack", "de": "Bieten um Black Jack"},
    "hs_phase_choose": {"en": "choose movement cards in secret",
                        "de": "Bewegungskarten geheim wählen"},
    "hs_phase_resolve": {"en": "moving", "de": "Ziehen"},
    "hs_phase_over": {"en": "game over", "de": "Spiel vorbei"},
    "hs_black_jack": {"en": "Black Jack", "de": "Black Jack"},
    "hs_bj_hired_by": {"en": "hired by {player}", "de": "angeheuert von {player}"},
    "hs_bj_free": {"en": "not hired: he robs everyone he overtakes",
                   "de": "nicht angeheuert: er beraubt jeden, den er überholt"},
    "hs_bj_hired_last": {"en": "hired by {player} in the last round",
                         "de": "in der letzten Runde angeheuert von {player}"},
    "hs_bj_free_last": {"en": "not hired in the last round",
                        "de": "in der letzten Runde nicht angeheuert"},
    "hs_bj_cards_left_one": {"en": "{count} movement card left",
                             "de": "{count} Bewegungskarte übrig"},
    "hs_bj_cards_left_many": {"en": "{count} movement cards left",
                              "de": "{count} Bewegungskarten übrig"},
    "hs_face_up": {"en": "Face up", "de": "Offen"},
    "hs_harbour": {"en": "Harbour", "de": "Hafen"},
    "hs_next": {"en": "Next: {step}", "de": "Als Nächstes: {step}"},
    "hs_step_steal": {"en": "{thief} takes a card of their choice from {victim}",
                      "de": "{thief} nimmt {victim} eine Karte nach Wahl"},
    "hs_step_give": {"en": "{player} gives Black Jack a card of their choice",
                     "de": "{player} gibt Black Jack eine Karte nach Wahl"},
    "hs_step_harbour": {"en": "{player} takes a card of their choice from the harbour",
                        "de": "{player} nimmt eine Karte nach Wahl aus dem Hafen"},
    "hs_step_rob": {"en": "{player} robs Black Jack's harbour or his controller",
                    "de": "{player} beraubt Black Jacks Hafen oder seinen Auftraggeber"},
    "hs_step_declare": {"en": "{player} declares the rum card (1-7, not played by others)",
                        "de": "{player} sagt den Rum an (1-7, von keinem anderen gespielt)"},
    "hs_step_flip": {"en": "turn the next card of dive {dive} face up",
                     "de": "die nächste Karte von Spelunke {dive} aufdecken"},
    "hs_step_take": {"en": "{player} takes the top card of dive {dive}",
                     "de": "{player} nimmt die oberste Karte von Spelunke {dive}"},
    "hs_step_bj": {"en": "turn Black Jack's movement card",
                   "de": "Black Jacks Bewegungskarte aufdecken"},
    "hs_step_other": {"en": "the captains move", "de": "die Kapitäne ziehen"},
    # score
    "hs_colour_r": {"en": "red", "de": "rot"},
    "hs_colour_p": {"en": "purple", "de": "lila"},
    "hs_colour_g": {"en": "grey", "de": "grau"},
    "hs_colour_y": {"en": "yellow", "de": "gelb"},
    "hs_line_colour": {"en": "{count} × {colour}: {cards}", "de": "{count} × {colour}: {cards}"},
    # H6: a tie for the highest score is not broken
    "hs_tie_shared": {"en": "Tied at {total} points: the rules break no tie, so the win is "
                            "shared.",
                      "de": "Gleichstand bei {total} Punkten: die Regeln entscheiden keinen "
                            "Gleichstand, der Sieg wird geteilt."},
    "hs_line_colour_doubled": {"en": "{count} × {colour}: {cards} (doubled)",
                               "de": "{count} × {colour}: {cards} (doppelt)"},
    "hs_line_earlier": {"en": "game {number} of the match", "de": "Spiel {number} der Partie"},
    # commands
    "hs_cmd_place": {"en": "put your captain on a space (1-14)",
                     "de": "deinen Kapitän auf ein Feld stellen (1-14)"},
    "hs_cmd_jack": {"en": "put Black Jack on a free space",
                    "de": "Black Jack auf ein freies Feld stellen"},
    "hs_cmd_bid": {"en": "bid a card for Black Jack, or pass",
                   "de": "eine Karte für Black Jack bieten "
                         "oder passen"},
    "hs_cmd_move": {"en": "your secret movement card (1-7 or rum)",
                    "de": "deine geheime Bewegungskarte (1-7 oder Rum)"},
    "hs_cmd_card": {
        "en": "the card turned over: colour r p g y (red, purple, grey, yellow) and "
              "value",
        "de": "die aufgedeckte Karte: Farbe r l gr ge (rot, lila, grau, gelb) und Wert"},
    "hs_cmd_cards": {"en": "several cards turned, in order, on one line (all are entered, or "
                           "none if one is wrong)",
                     "de": "mehrere aufgedeckte Karten der Reihe nach in einer Zeile (alle "
                           "werden übernommen oder keine, wenn eine falsch ist)"},
    "hs_chance_flips": {"en": "Turn the next card of dive {dive} face up (up to {count} on "
                              "one line)",
                        "de": "Decke die nächste Karte von Spelunke {dive} auf (bis zu {count} "
                              "in einer Zeile)"},
    "hs_cmd_jack_card": {"en": "Black Jack's movement card (two players)",
                         "de": "Black Jacks Bewegungskarte (zu zweit)"},
    "hs_cmd_take": {"en": "take a card of your choice", "de": "eine Karte nach Wahl nehmen"},
    "hs_cmd_give": {"en": "give Black Jack a card of your choice",
                    "de": "Black Jack eine Karte nach Wahl geben"},
    "hs_cmd_rob": {"en": "rob Black Jack's harbour or his hirer",
                   "de": "Black Jacks Hafen oder seinen Auftraggeber berauben"},
    "hs_cmd_rum": {"en": "what your rum counts as (1-7)", "de": "was dein Rum zählt (1-7)"},
    "hs_tally_player": {"en": "Player: 'Name: r15 g13 y3' (empty line when done)",
                        "de": "Spieler: 'Name: r15 gr13 ge3' (leere Zeile zum Beenden)"},
    "hs_tally_metavar_player": {"en": "PLAYER", "de": "SPIELER"},
    "hs_tally_help_player": {"en": "One player's cards at the end: 'Name: r15 g13 y3' (repeat for "
                                   "each player).",
                             "de": "Die Karten eines Spielers am Ende: 'Name: r15 gr13 ge3' (für "
                                   "jeden Spieler wiederholen; Farben r l gr ge)."},
    # advice
    "hs_adv_wait": {"en": "{player} has nothing to decide now.",
                    "de": "{player} hat gerade nichts zu entscheiden."},
    "hs_adv_rum": {"en": "rum", "de": "Rum"},
    "hs_adv_best": {"en": "◀ best", "de": "◀ beste"},
    "hs_adv_col_card": {"en": "Card", "de": "Karte"},
    "hs_adv_col_worth": {"en": "Worth", "de": "Wert"},
    "hs_adv_col_cards": {"en": "Cards", "de": "Karten"},
    "hs_adv_col_points": {"en": "Points", "de": "Punkte"},
    "hs_adv_col_robbed": {"en": "Robbed", "de": "Beraubt"},
    "hs_adv_col_jack": {"en": "Black Jack", "de": "Black Jack"},
    "hs_adv_legend": {
        "en": "Cards, Points: what you gain this round. Robbed: the chance that a "
              "captain or Black Jack takes a card from you. Black Jack: cards he wins "
              "for you less cards he takes from you. Worth: your score against the "
              "others' after the round (half their mean, half their leader's) plus half "
              "your best landing next round.",
        "de": "Karten, Punkte: was du diese Runde gewinnst. Beraubt: die Chance, dass "
              "ein Kapitän oder Black Jack dir eine Karte nimmt. Black Jack: Karten, "
              "die er für dich holt, weniger Karten, die er dir nimmt. Wert: deine "
              "Punkte gegen die der anderen nach der Runde (halb ihr Mittel, halb ihr "
              "Führender) plus die Hälfte deiner besten Landung nächste Runde."},
    "hs_adv_samples_one": {
        "en": "Over {count} sampled round: the others' secret cards are guessed "
              "from their hands, face-down cards from the unseen ones.",
        "de": "Über {count} gezogene Runde: die geheimen Karten der anderen werden "
              "aus ihren Handkarten geschätzt, verdeckte Karten aus den "
              "ungesehenen."},
    "hs_adv_samples_many": {
        "en": "Over {count} sampled rounds: the others' secret cards are guessed "
              "from their hands, face-down cards from the unseen ones.",
        "de": "Über {count} gezogene Runden: die geheimen Karten der anderen "
              "werden aus ihren Handkarten geschätzt, verdeckte Karten aus den "
              "ungesehenen."},
    "hs_why_move": {"en": "{card} gains about {points} points and {cards} cards this round.",
                    "de": "{card} bringt diese Runde etwa {points} Punkte und {cards} Karten."},
    "hs_why_bid": {
        "en": "Hiring Black Jack is worth about {worth} points to you this round; {card} "
              "costs {cost}.",
        "de": "Black Jack anzuheuern ist dir diese Runde etwa {worth} Punkte wert; {card} "
              "kostet {cost}."},
    "hs_why_pass": {
        "en": "Hiring Black Jack is worth about {worth} points to you this round, not "
              "clearly more than the cheapest bid {card} costs ({cost}).",
        "de": "Black Jack anzuheuern ist dir diese Runde etwa {worth} Punkte wert, nicht "
              "deutlich mehr als das billigste Gebot {card} kostet ({cost})."},
    "hs_why_pass_none": {"en": "None of your cards beats the bid.",
                         "de": "Keine deiner Karten schlägt das Gebot."},
    "hs_why_place": {"en": "Space {space} keeps the other captains within reach ahead of you.",
                     "de": "Von Feld {space} aus sind die anderen Kapitäne vor dir in Reichweite."},
    "hs_why_jack": {"en": "On space {space} Black Jack is likely to overtake the others, not you.",
                    "de": "Auf Feld {space} überholt Black Jack wohl die anderen, nicht dich."},
    "hs_why_jack_card": {
        "en": "Black Jack's {card} with your {move} makes the best round for you.",
        "de": "Black Jacks {card} mit deiner {move} ergibt die beste Runde für dich."},
    "hs_why_take": {"en": "{card} adds {points} points to your score.",
                    "de": "{card} bringt dir {points} Punkte."},
    "hs_why_give": {"en": "{card} costs you the fewest points ({points}).",
                    "de": "{card} kostet dich die wenigsten Punkte ({points})."},
    "hs_why_rob_harbour": {"en": "The harbour's best card is worth more to you than the hirer's.",
                           "de": "Die beste Karte im Hafen ist dir mehr wert als die des "
                                 "Auftraggebers."},
    "hs_why_rob_captain": {"en": "The hirer's best card is worth more to you than the harbour's.",
                           "de": "Die beste Karte des Auftraggebers ist dir mehr wert als die im "
                                 "Hafen."},
    "hs_review_luck": {
        "en": "The cards turned face up that ended with this captain ({count}) were worth "
              "{worth} {way} than the average card that could have come.",
        "de": "Die aufgedeckten Karten, die bei diesem Kapitän landeten ({count}), "
              "brachten {worth} {way} als eine durchschnittliche Karte, die hätte kommen "
              "können."},
    "hs_review_luck_none": {
        "en": "No card turned face up in play ended with this captain: chance "
              "gave nothing either way.",
        "de": "Keine im Spiel aufgedeckte Karte landete bei diesem Kapitän: der "
              "Zufall gab nichts und nahm nichts."},
    "hs_why_rum": {"en": "As {value} the rum ends this round best for you.",
                   "de": "Als {value} ergibt der Rum für dich die beste Runde."},
}
