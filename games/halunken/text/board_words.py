"""The words of Halunken's board, said once for both faces (the terminal draws them, the web
page too): the pictures' names, the rows' labels, the acts in words, what to pick now and
where a movement card would land."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # pictures, by name (what a screen reader and a plain terminal read)
    "hs_move_card": {"en": "movement card {card}", "de": "Bewegungskarte {card}"},
    "hs_move_rum": {"en": "rum card", "de": "Rumkarte"},
    "hs_move_down": {"en": "a movement card, face down", "de": "eine verdeckte Bewegungskarte"},
    "hs_move_played": {"en": "{card}, played", "de": "{card}, gespielt"},
    "hs_card_doubled": {"en": "{card}, counts double", "de": "{card}, zählt doppelt"},
    "hs_empty": {"en": "empty", "de": "leer"},
    "hs_down_one": {"en": "{count} card face down", "de": "{count} Karte verdeckt"},
    "hs_down_many": {"en": "{count} cards face down", "de": "{count} Karten verdeckt"},
    "hs_captain": {"en": "captain of {player}", "de": "Kapitän von {player}"},
    "hs_moved_from": {"en": "{piece}, moved here from space {space} this round",
                      "de": "{piece}, diese Runde von Feld {space} hierher gezogen"},
    "hs_stood_here": {"en": "{piece} stood here when the round began",
                      "de": "{piece} stand hier, als die Runde begann"},
    # the board's rows
    "hs_space": {"en": "space {space}", "de": "Feld {space}"},
    "hs_not_placed": {"en": "not placed yet", "de": "noch nicht aufgestellt"},
    "hs_points_one": {"en": "{count} point", "de": "{count} Punkt"},
    "hs_points_many": {"en": "{count} points", "de": "{count} Punkte"},
    "hs_crew": {"en": "Crew", "de": "Crew"},
    "hs_no_cards": {"en": "no cards yet", "de": "noch keine Karten"},
    "hs_doubled": {"en": "{colour} counts double", "de": "{colour} zählt doppelt"},
    "hs_moves": {"en": "Movement cards", "de": "Bewegungskarten"},
    "hs_played": {"en": "Played", "de": "Gespielt"},
    "hs_chosen": {"en": "chosen", "de": "gewählt"},
    "hs_chosen_label": {"en": "Chosen this round", "de": "Diese Runde gewählt"},
    "hs_bid": {"en": "Highest bid", "de": "Höchstes Gebot"},
    "hs_hand_move": {"en": "Your movement cards", "de": "Deine Bewegungskarten"},
    "hs_hand_jack_card": {"en": "Black Jack's movement cards",
                          "de": "Black Jacks Bewegungskarten"},
    "hs_hand_rum": {"en": "What your rum counts as", "de": "Was dein Rum zählt"},
    # where a movement card would take the captain now
    "hs_lands": {"en": "to space {space}", "de": "auf Feld {space}"},
    "hs_cancels": {"en": "cancels: that number is played",
                   "de": "hebt sich auf: die Zahl ist gespielt"},
    "hs_pushes": {"en": "pushes {player}", "de": "schiebt {player}"},
    "hs_lands_jack": {"en": "Black Jack: a harbour card", "de": "Black Jack: eine Hafenkarte"},
    "hs_rum_later": {"en": "any free number, after the reveal",
                     "de": "eine freie Zahl, nach dem Aufdecken"},
    # what to pick, when the board itself is the control
    "hs_pick_space": {"en": "Choose a free space of the ring.",
                      "de": "Wähle ein freies Feld des Rings."},
    "hs_pick_bid": {"en": "Choose a card of your crew to bid, or pass.",
                    "de": "Wähle eine Karte deiner Crew als Gebot, oder passe."},
    "hs_pick_take": {"en": "Choose the card you take.", "de": "Wähle die Karte, die du nimmst."},
    "hs_pick_give": {"en": "Choose the card you give up.",
                     "de": "Wähle die Karte, die du abgibst."},
    # the acts in words
    "hs_do_place": {"en": "captain to space {space}", "de": "Kapitän auf Feld {space}"},
    "hs_do_jack": {"en": "Black Jack to space {space}", "de": "Black Jack auf Feld {space}"},
    "hs_do_bid": {"en": "bid {card}", "de": "{card} bieten"},
    "hs_do_pass": {"en": "pass", "de": "passen"},
    "hs_do_move": {"en": "play {card}", "de": "{card} spielen"},
    "hs_do_jack_card": {"en": "{card} for Black Jack", "de": "{card} für Black Jack"},
    "hs_do_take": {"en": "take {card}", "de": "{card} nehmen"},
    "hs_do_give": {"en": "give {card} to Black Jack", "de": "{card} Black Jack geben"},
    "hs_do_rob_harbour": {"en": "rob the harbour", "de": "den Hafen berauben"},
    "hs_do_rob_captain": {"en": "rob Black Jack's hirer",
                          "de": "Black Jacks Auftraggeber berauben"},
    "hs_do_rum": {"en": "rum counts as {value}", "de": "Rum zählt als {value}"},
    "hs_adv_head": {"en": "Advice for {player}: {action}", "de": "Rat für {player}: {action}"},
}
