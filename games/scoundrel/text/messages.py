"""Every Scoundrel sentence a user can see, in English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "sc_err_deck_twice": {"en": "The deck names {card} twice.",
                          "de": "Das Deck nennt {card} zweimal."},
    "sc_err_deck_count": {"en": "The deck needs all 44 cards, top first; it has {count}, "
                                "missing: {missing}.",
                          "de": "Das Deck braucht alle 44 Karten, oberste zuerst; es hat "
                                "{count}, es fehlen: {missing}."},
    "sc_title": {"en": "Scoundrel", "de": "Scoundrel"},
    # errors
    "sc_err_not_a_card": {"en": "'{text}' is not a card (try KS, K♠, 10D or Pik König).",
                          "de": "'{text}' ist keine Karte (z. B. KS, K♠, D♣, 10D oder Pik "
                                "König)."},
    "sc_err_card_ambiguous": {"en": "'{text}' could be {first} or {second}; write the rank "
                                    "first, e.g. {first}.",
                              "de": "'{text}' kann {first} oder {second} sein; schreibe den "
                                    "Rang zuerst, z. B. {first}."},
    "sc_err_removed_card": {"en": "{card} is not in the Scoundrel deck (red faces and red aces "
                                  "are removed).",
                            "de": "{card} gehört nicht zum Scoundrel-Deck (rote Bildkarten und "
                                  "rote Asse sind aussortiert)."},
    "sc_err_card_seen": {"en": "{card} was already seen in this game; it cannot be turned over.",
                         "de": "{card} war in diesem Spiel schon zu sehen; sie kann nicht "
                               "aufgedeckt werden."},
    "sc_err_card_later": {"en": "{card} went under the dungeon; it comes only after the cards "
                                "not seen yet.",
                          "de": "{card} liegt unter dem Dungeon; sie kommt erst nach den noch "
                                "nicht gesehenen Karten."},
    "sc_err_no_cards": {"en": "Name the cards turned over, e.g. 'room 7D KS 5H 9C'.",
                        "de": "Nenne die aufgedeckten Karten, z. B. 'raum 7D KS 5H 9C'."},
    "sc_err_room_full": {"en": "The room is full; no card is turned over now.",
                         "de": "Der Raum ist voll; jetzt wird keine Karte aufgedeckt."},
    "sc_err_too_many_cards": {"en": "Too many cards: the room takes only {count} more.",
                              "de": "Zu viele Karten: in den Raum passen nur noch {count}."},
    "sc_err_turn_cards_first": {"en": "Turn over cards from the dungeon first ({count} to go).",
                                "de": "Decke zuerst Karten vom Dungeon auf (noch {count})."},
    "sc_err_not_in_room": {"en": "{card} is not in the room.", "de": "{card} liegt nicht im Raum."},
    "sc_err_not_monster": {"en": "{card} is not a monster; only monsters are fought.",
                           "de": "{card} ist kein Monster; nur Monster werden bekämpft."},
    "sc_err_with_not_monster": {"en": "'bare' and 'weapon' apply to monsters only.",
                                "de": "'faust' und 'waffe' gelten nur für Monster."},
    "sc_err_no_weapon": {"en": "You have no weapon equipped.",
                         "de": "Du hast keine Waffe ausgerüstet."},
    "sc_err_weapon_cannot_fight": {
        "en": "Your weapon may only fight monsters below {limit}; fight {card} barehanded.",
        "de": "Deine Waffe darf nur Monster unter {limit} bekämpfen; kämpfe gegen {card} mit "
              "bloßen Händen."},
    "sc_err_run_played": {"en": "You cannot run: a card of this room was already played.",
                          "de": "Flucht nicht möglich: aus diesem Raum wurde schon eine Karte "
                                "gespielt."},
    "sc_err_run_not_full": {"en": "You cannot run: the room is not full.",
                            "de": "Flucht nicht möglich: der Raum ist nicht voll."},
    "sc_err_run_last_room": {"en": "You cannot run: the dungeon is empty, play out this room.",
                             "de": "Flucht nicht möglich: der Dungeon ist leer, spiele den Raum "
                                   "zu Ende."},
    "sc_err_run_twice": {"en": "You cannot run from two rooms in a row.",
                         "de": "Du darfst nicht aus zwei Räumen hintereinander fliehen."},
    "sc_err_game_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "sc_err_play_what": {"en": "Play which card? e.g. 'play KS' or '2'.",
                         "de": "Welche Karte? z. B. 'spiele KS' oder '2'."},
    "sc_err_position_played": {"en": "Card {number} was already played this turn.",
                               "de": "Karte {number} wurde in diesem Zug schon gespielt."},
    "sc_err_no_such_position": {"en": "There is no card {number}; the room holds {count}.",
                                "de": "Es gibt keine Karte {number}; der Raum hat {count}."},
    "sc_err_result": {"en": "Answer 'won' or 'lost'.", "de": "Antworte 'gewonnen' oder "
                                                             "'verloren'."},
    "sc_err_health": {"en": "Health must be a whole number, e.g. 12 or -3.",
                      "de": "Lebenspunkte müssen eine ganze Zahl sein, z. B. 12 oder -3."},
    "sc_err_health_won": {"en": "After a win health is between 1 and 20.",
                          "de": "Nach einem Sieg liegen die Lebenspunkte zwischen 1 und 20."},
    "sc_err_health_lost": {"en": "After a loss health is 0 or below.",
                           "de": "Nach einer Niederlage sind die Lebenspunkte 0 oder weniger."},
    "sc_err_tally_not_monster": {"en": "{card} is not a monster.",
                                 "de": "{card} ist kein Monster."},
    "sc_err_tally_twice": {"en": "{card} is named twice.", "de": "{card} ist doppelt genannt."},
    # tallies that can't be true (issue #13)
    "sc_err_health_low": {"en": "After a loss health is {lowest} or more: the fatal blow falls "
                                "on at least 1 health, and no monster is worth more than "
                                "{most}.",
                          "de": "Nach einer Niederlage sind die Lebenspunkte mindestens "
                                "{lowest}: der tödliche Schlag trifft mindestens 1 Lebenspunkt, "
                                "und kein Monster ist mehr als {most} wert."},
    "sc_err_tally_none_faced": {"en": "A loss with every monster left unplayed is not possible: "
                                      "only a monster takes health. Name the monsters left, not "
                                      "those played.",
                                "de": "Eine Niederlage, bei der alle Monster ungespielt blieben, "
                                      "ist nicht möglich: nur ein Monster kostet Lebenspunkte. "
                                      "Nenne die übrigen Monster, nicht die gespielten."},
    "sc_err_tally_too_little": {"en": "Health {health} after a loss means {lost} health was "
                                      "lost, but the monsters not left are worth only {total} "
                                      "together: check the health and the monsters left.",
                                "de": "Lebenspunkte {health} nach einer Niederlage heißen, dass "
                                      "{lost} Lebenspunkte verloren gingen, aber die nicht "
                                      "übrigen Monster sind zusammen nur {total} wert: prüfe die "
                                      "Lebenspunkte und die übrigen Monster."},
    "sc_err_tally_no_blow": {"en": "Health {health} needs a last blow of at least {blow}, but "
                                   "the strongest monster not left is worth {strongest}: check "
                                   "the health and the monsters left.",
                             "de": "Lebenspunkte {health} verlangen einen letzten Schlag von "
                                   "mindestens {blow}, aber das stärkste nicht übrige Monster ist "
                                   "nur {strongest} wert: prüfe die Lebenspunkte und die übrigen "
                                   "Monster."},
    "sc_err_tally_room": {"en": "At most {most} monsters are left unplayed in the room in which "
                                "you died.",
                          "de": "Im Raum, in dem du gestorben bist, liegen höchstens {most} "
                                "ungespielte Monster."},
    "sc_ask_room": {"en": "Monsters left unplayed in the room (e.g. QC; 'none')",
                    "de": "Ungespielte Monster, die noch im Raum liegen (z. B. Kreuz Dame; "
                          "'keine')"},
    "sc_tally_help_room": {"en": "After a loss, with death_penalty=dungeon_and_room: the "
                                 "monsters left unplayed in the room, e.g. 'QC' ('none'); "
                                 "their values are subtracted too.",
                           "de": "Nach einer Niederlage, mit death_penalty=dungeon_and_room: "
                                 "die ungespielten Monster im Raum, z. B. 'Kreuz Dame' "
                                 "('keine'); ihre Werte werden auch abgezogen."},
    # chance prompt
    # The count may be 1 or more: the sentences read right for either (issue #14).
    "sc_chance_room": {"en": "Turn over cards from the dungeon ({count} to go)",
                       "de": "Decke Karten vom Dungeon auf (noch {count})"},
    # screen
    "sc_health": {"en": "Health", "de": "Leben"},
    "sc_room": {"en": "Room", "de": "Raum"},
    "sc_weapon": {"en": "Weapon", "de": "Waffe"},
    "sc_no_weapon": {"en": "none (fight barehanded)", "de": "keine (Kampf mit bloßen Händen)"},
    "sc_weapon_fresh": {"en": "fresh: may fight any monster",
                        "de": "frisch: darf jedes Monster bekämpfen"},
    "sc_weapon_below": {"en": "may fight monsters below {limit}",
                        "de": "darf Monster unter {limit} bekämpfen"},
    "sc_weapon_upto": {"en": "may fight monsters up to {limit}",
                       "de": "darf Monster bis {limit} bekämpfen"},
    "sc_run": {"en": "Run", "de": "Flucht"},
    "sc_dungeon": {"en": "Dungeon", "de": "Dungeon"},
    "sc_discard": {"en": "Discard", "de": "Ablage"},
    "sc_discard_summary": {"en": "{monsters} ({monster_sum}), {weapons}, {potions}",
                           "de": "{monsters} ({monster_sum}), {weapons}, {potions}"},
    "sc_turn": {"en": "Turn", "de": "Zug"},
    "sc_turn_state": {"en": "played {played} of 3; potion {potion}",
                      "de": "{played} von 3 gespielt; Trank {potion}"},
    "sc_turn_last_room": {"en": "last room: play every card; potion {potion}",
                          "de": "letzter Raum: alle Karten spielen; Trank {potion}"},
    "sc_potion_ready": {"en": "still heals", "de": "heilt noch"},
    "sc_potion_spent": {"en": "used (more potions won't heal)",
                        "de": "verbraucht (weitere heilen nicht)"},
    "sc_options": {"en": "Options", "de": "Optionen"},
    "sc_kind_monster": {"en": "monster {value}", "de": "Monster {value}"},
    "sc_kind_weapon": {"en": "weapon {value}", "de": "Waffe {value}"},
    "sc_kind_potion": {"en": "potion {value}", "de": "Trank {value}"},
    "sc_hint_fight": {"en": "weapon: {damage} dmg · bare: {bare}",
                      "de": "Waffe: {damage} Schaden · Faust: {bare}"},
    "sc_hint_bare": {"en": "bare: {bare} dmg", "de": "Faust: {bare} Schaden"},
    "sc_hint_heal": {"en": "heals {heal}", "de": "heilt {heal}"},
    "sc_hint_no_heal": {"en": "no heal this turn", "de": "heilt diesen Zug nicht"},
    "sc_hint_equip": {"en": "equip", "de": "ausrüsten"},
    "sc_status_won": {"en": "You made it through the dungeon!",
                      "de": "Du hast den Dungeon durchquert!"},
    "sc_status_lost": {"en": "You died in the dungeon.", "de": "Du bist im Dungeon gestorben."},
    # score lines
    "sc_line_health": {"en": "health left", "de": "verbleibende Lebenspunkte"},
    "sc_line_potion_bonus": {"en": "full health and the last card was the potion {card}",
                             "de": "volle Gesundheit und die letzte Karte war der Trank {card}"},
    "sc_line_monsters_left": {"en": "monsters left in the dungeon: {cards}",
                              "de": "Monster im Dungeon übrig: {cards}"},
    "sc_line_monsters_left_room": {"en": "monsters left in the dungeon and room: {cards}",
                                   "de": "Monster in Dungeon und Raum übrig: {cards}"},
    # commands
    "sc_cmd_play": {"en": "play a card from the room: a monster with your weapon if it may "
                          "fight it (K♠, king of spades and its number also work; a card "
                          "keeps its number all turn)",
                    "de": "eine Karte aus dem Raum spielen: ein Monster mit der Waffe, wenn sie "
                          "es bekämpfen darf (KS, Pik König und ihre Nummer gehen auch; eine "
                          "Karte behält ihre Nummer den ganzen Zug)"},
    "sc_cmd_weapon": {"en": "fight a monster with your weapon (if it may not, you are told why)",
                      "de": "ein Monster mit der Waffe bekämpfen (darf sie es nicht, steht da, "
                            "warum)"},
    "sc_cmd_bare": {"en": "fight a monster barehanded although your weapon could",
                    "de": "ein Monster mit bloßen Händen bekämpfen, obwohl die Waffe dürfte"},
    "sc_cmd_run": {"en": "flee the room: its 4 cards go under the dungeon",
                   "de": "aus dem Raum fliehen: seine 4 Karten kommen unter den Dungeon"},
    "sc_cmd_room": {"en": "the cards you turned over, in order (e.g. 7D KS Pik König)",
                    "de": "die aufgedeckten Karten der Reihe nach (z. B. 7D KS Pik König)"},
    # tally questions
    "sc_ask_result": {"en": "Did you win or lose? (won/lost)",
                      "de": "Gewonnen oder verloren? (gewonnen/verloren)"},
    "sc_ask_health": {"en": "Health at the end (may be below 0 after a loss)",
                      "de": "Lebenspunkte am Ende (nach einer Niederlage auch unter 0)"},
    "sc_ask_last": {"en": "Last card played (e.g. 5H; 'none' if not a potion)",
                    "de": "Zuletzt gespielte Karte (z. B. Herz 5; 'keine', wenn kein Trank)"},
    "sc_ask_monsters": {"en": "Monsters left in the dungeon (e.g. KS 9C; 'none')",
                        "de": "Monster, die noch im Dungeon liegen (z. B. Pik König, Kreuz 9; "
                              "'keine')"},
    # what each answer is called in the help of score (--health HEALTH)
    "sc_tally_metavar_result": {"en": "RESULT", "de": "ERGEBNIS"},
    "sc_tally_metavar_health": {"en": "HEALTH", "de": "LEBEN"},
    "sc_tally_metavar_last": {"en": "CARD", "de": "KARTE"},
    "sc_tally_metavar_monsters": {"en": "CARDS", "de": "KARTEN"},
    "sc_tally_metavar_room": {"en": "CARDS", "de": "KARTEN"},
    "sc_tally_help_result": {"en": "How the game ended: won or lost.",
                             "de": "Wie das Spiel ausging: gewonnen oder verloren."},
    "sc_tally_help_health": {"en": "Health at the end: 1 to 20 after a win, 0 down to -13 "
                                   "after a loss.",
                             "de": "Lebenspunkte am Ende: 1 bis 20 nach einem Sieg, 0 bis -13 "
                                   "nach einer Niederlage."},
    "sc_tally_help_last": {"en": "After a win with 20 health: the last card played, e.g. 5H "
                                 "('none' if not a potion); a potion adds its value.",
                           "de": "Nach einem Sieg mit 20 Lebenspunkten: die zuletzt gespielte "
                                 "Karte, z. B. Herz 5 ('keine', wenn kein Trank); ein Trank zählt "
                                 "seinen Wert dazu."},
    "sc_tally_help_monsters": {"en": "After a loss: the monsters left in the dungeon, e.g. "
                                     "'KS 9C' ('none'); their values are subtracted.",
                               "de": "Nach einer Niederlage: die Monster, die noch im Dungeon "
                                     "liegen, z. B. 'Pik König, Kreuz 9' ('keine'); ihre "
                                     "Werte werden abgezogen."},
    # advice
    "sc_advice_header": {"en": "Advice (expected final score):",
                         "de": "Rat (erwartete Endwertung):"},
    "sc_advice_best": {"en": "best", "de": "am besten"},
    "sc_advice_or": {"en": "or", "de": "oder"},
    "sc_advice_chance": {"en": "No advice now: turn over the next card first, until the room "
                               "is full.",
                         "de": "Jetzt kein Rat: decke zuerst die nächste Karte auf, bis der Raum "
                               "voll ist."},
    "sc_advice_over": {"en": "No advice: the game is over.",
                       "de": "Kein Rat: das Spiel ist vorbei."},
    # the review of a game (issue #25): numbers only, never a card
    "sc_review_best_deal": {
        "en": "With every card known, this deal's best score is {best} (the game scored {final}).",
        "de": "Mit allen Karten bekannt ist das beste Ergebnis dieses Decks {best} (das Spiel "
              "ergab {final})."},
    "sc_review_best_found": {
        "en": "With every card known, this deal scores at least {best} (the search's budget ran "
              "out; the game scored {final}).",
        "de": "Mit allen Karten bekannt ergibt dieses Deck mindestens {best} (das Budget der "
              "Suche war erschöpft; das Spiel ergab {final})."},
    "sc_review_luck_deal": {
        "en": "Played by the advisor without peeking, this deal scores {honest}; an average deal "
              "scores {mean} that way: this deal was worth {worth} {way} than an average one.",
        "de": "Vom Ratgeber ohne Vorauswissen gespielt ergibt dieses Deck {honest}; ein "
              "durchschnittliches Deck ergibt so {mean}: dieses Deck brachte {worth} {way} als "
              "ein durchschnittliches."},
    "sc_review_honest": {
        "en": "Played by the advisor without peeking, this deal scores {honest}.",
        "de": "Vom Ratgeber ohne Vorauswissen gespielt ergibt dieses Deck {honest}."},
    "sc_review_luck_table": {
        "en": "The game scored {final}, and the choices made gave up {lost}; the advisor scores "
              "{mean} on an average deal: the cards were worth {worth} {way} than an average "
              "deal's.",
        "de": "Das Spiel ergab {final}, die getroffenen Entscheidungen verschenkten {lost}; der "
              "Ratgeber erzielt mit einem durchschnittlichen Deck {mean}: die Karten brachten "
              "{worth} {way} als die eines durchschnittlichen Decks."},
}
