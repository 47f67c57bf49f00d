"""A concise summary of Halunken und Spelunken, written for this project, in both languages."""

from __future__ import annotations

from games.halunken.rules.options import HalunkenOptions
from tabletop.text.i18n import t
from tabletop.text.labels import options_in_words

MESSAGES: dict[str, dict[str, str]] = {
    "hs_rules": {
        "en": """\
# Halunken und Spelunken — the rules in short

**Components (H1).** 14 dives in a circle, a space in front of each. 42 scoundrel cards: red 4-11 and 15, purple 3-11 and 14, grey 2-11 and 13, yellow 1-12. Colour rank for ties: yellow > grey > purple > red. 3 or 4 players; 2 players play the two-player variant.

**Setup (H2).** 3 cards face down on each dive. In seating order each player puts their captain on a free space and takes the top card of that dive; then the top card of every dive is turned face up. With Black Jack: the holder of the lowest first card places him on a free space; the highest opens the bidding.

**Movement (H3, H4).** 8 rounds; each player has the cards 1-7 and rum, each used once. All choose in secret and reveal together. A rum becomes any number 1-7 no other player played, declared after seeing the others. Equal cards (equal numbers, or two rums) cancel: those players don't move, and they take the top card where they stand first. Then the others move clockwise, lowest card first, counting every space.

**Landing (H5).** At a dive you take its top card, and the next is turned face up. Landing on another captain: you take the top card, then, if you now hold no more cards than they do, you take one card of your choice from them; they are pushed clockwise to the next free space (no captain, no Black Jack) and take nothing.

**Black Jack (H7-H10, H13).** Each round the players bid one card each, in turn, for him (a higher value, or the same value in a higher colour), starting with whoever hired him most recently (the highest first card while nobody has); the highest bidder pays the card into the harbour and controls him. After the captains, his next movement card (1-12) is turned and he moves clockwise; his controller takes one card from each captain he overtakes, in order, unless that captain now holds fewer cards than the controller. If he lands on a held space he goes on to the next free one. Not hired, he robs every captain he overtakes; each victim chooses the card, which goes to the harbour. A captain landing on Black Jack takes the top card, then a card of their choice from the harbour, and Black Jack moves to the next free space.

**Two players (H12, H14).** Black Jack's pile is a spare set of 8 movement cards. Bidding goes on in turn until someone passes, equal bids allowed. The winner chooses Black Jack's card from his pile and their own, and moves both; his card cancels an equal card. When nobody hires him, his top card is turned as soon as both have chosen, before any rum is declared, and cancels an equal card just the same (H14); he still moves after the captains. Landing on Black Jack, the opponent robs either his harbour or his controller.

**Score (H6).** The sum of your cards, with every card of the colour you hold most of counted twice (on a tie, the best choice for you). Highest score wins.

**Active options:** {options}. Several games with the scores added: `tabletop halunken match --games N`.
""",
        "de": """\
# Halunken und Spelunken — die Regeln in Kürze

**Material (H1).** 14 Spelunken im Kreis, vor jeder ein Feld. 42 Halunkenkarten: rot 4-11 und 15, lila 3-11 und 14, grau 2-11 und 13, gelb 1-12. Farbrang bei Gleichstand: gelb > grau > lila > rot. 3 oder 4 Spieler; zu zweit gilt die Zwei-Spieler-Variante.

**Aufbau (H2).** 3 Karten verdeckt auf jede Spelunke. Reihum stellt jeder seinen Kapitän auf ein freies Feld und nimmt die oberste Karte dieser Spelunke; dann wird die oberste Karte jeder Spelunke aufgedeckt. Mit Black Jack: wer die niedrigste erste Karte hat, stellt ihn auf ein freies Feld; die höchste eröffnet das Bieten.

**Bewegung (H3, H4).** 8 Runden; jeder hat die Karten 1-7 und Rum, jede einmal. Alle wählen geheim und decken gemeinsam auf. Rum wird zu einer Zahl 1-7, die kein anderer gespielt hat, angesagt nach dem Aufdecken. Gleiche Karten (gleiche Zahlen oder zweimal Rum) heben sich auf: diese Spieler ziehen nicht und nehmen zuerst die oberste Karte, wo sie stehen. Dann ziehen die anderen im Uhrzeigersinn, die niedrigste Karte zuerst, jedes Feld zählt.

**Landen (H5).** An einer Spelunke nimmst du die oberste Karte, die nächste wird aufgedeckt. Landest du bei einem anderen Kapitän: erst die oberste Karte, dann, wenn du jetzt nicht mehr Karten hast als er, nimmst du ihm eine Karte deiner Wahl; er wird zum nächsten freien Feld (ohne Kapitän und ohne Black Jack) geschoben und nimmt nichts.

**Black Jack (H7-H10, H13).** Jede Runde bietet jeder reihum einmal eine Karte für ihn (höherer Wert oder gleicher Wert in höherer Farbe), beginnend mit dem, der ihn zuletzt angeheuert hat (solange ihn keiner angeheuert hat: die höchste erste Karte); der Höchstbietende zahlt die Karte in den Hafen und steuert ihn. Nach den Kapitänen wird seine nächste Bewegungskarte (1-12) aufgedeckt, er zieht im Uhrzeigersinn; sein Auftraggeber nimmt jedem überholten Kapitän der Reihe nach eine Karte, außer dieser hat gerade weniger Karten als der Auftraggeber. Landet er auf einem besetzten Feld, zieht er zum nächsten freien. Ungemietet beraubt er jeden überholten Kapitän; das Opfer wählt die Karte, sie kommt in den Hafen. Wer auf Black Jack landet, nimmt die oberste Karte, dann eine Karte seiner Wahl aus dem Hafen, und Black Jack zieht zum nächsten freien Feld.

**Zu zweit (H12, H14).** Black Jacks Stapel ist ein übriger Satz von 8 Bewegungskarten. Geboten wird reihum, bis einer passt; gleiche Gebote sind erlaubt. Der Sieger wählt Black Jacks Karte aus seinem Stapel und seine eigene und zieht beide; Black Jacks Karte hebt eine gleiche auf. Heuert ihn keiner an, wird seine oberste Karte aufgedeckt, sobald beide gewählt haben, noch bevor ein Rum angesagt wird, und hebt eine gleiche Karte ebenso auf (H14); er zieht weiterhin nach den Kapitänen. Landet der Gegner auf Black Jack, beraubt er entweder dessen Hafen oder seinen Auftraggeber.

**Wertung (H6).** Die Summe deiner Karten, dabei zählt jede Karte der Farbe, von der du die meisten hast, doppelt (bei Gleichstand die beste Wahl). Die höchste Summe gewinnt.

**Aktive Optionen:** {options}. Mehrere Spiele mit addierten Punkten: `tabletop halunken match --games N`.
"""},
}


def in_words(options: HalunkenOptions) -> str:
    """The options chosen, named in the reader's language (issue #23: no code name)."""
    return options_in_words(type(options).model_fields, options.model_dump())


def rules_text(options: HalunkenOptions) -> str:
    return t("hs_rules", options=in_words(options))
