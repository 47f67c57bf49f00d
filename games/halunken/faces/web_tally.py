"""Halunken's tally by tapping (H6, issue #23): each player's pile tapped on the 42 scoundrel
cards, drawn as on the board, one checkbox a card. Every card exists once (H1), so a card in
one player's pile is dimmed in the others' (the tally still refuses a card held twice: a form
sent without the page's script can hold one).
"""

from __future__ import annotations

from markupsafe import Markup

from games.halunken.faces.pictures import card
from games.halunken.rules.components import COLOURS, DECK, DECK_SET, colour
from tabletop.text.i18n import t
from tabletop.web.tally_tapped import Posted, holders

COUNT = "hs_tally_cards"
FIELD = "card"
# The colours written out: "g" alone is grey in English and gelb in German (H1's notation).
WORDS = {"r": "red", "p": "purple", "g": "grey", "y": "yellow"}


def held(posted: Posted, player: int) -> list[str]:
    return list(posted.get(f"{FIELD}{player}") or [])


def notation(posted: Posted, player: int) -> str:
    """The cards tapped, in the deck's order: ``red15 grey13 yellow3``."""
    cards = held(posted, player)
    known = sorted((c for c in cards if c in DECK_SET), key=DECK.index)
    return " ".join([*(f"{WORDS[colour(c)]}{c[1:]}" for c in known),
                     *(c for c in cards if c not in DECK_SET)])


def count(posted: Posted, player: int) -> int:
    return len(held(posted, player))


def controls(posted: Posted, player: int, players: int) -> Markup:
    """The deck, a row of cards per colour; a card another player holds is disabled."""
    mine = set(held(posted, player))
    others = {c for c, who in holders(posted, FIELD, players).items() if who - {player}}
    rows = Markup("")
    for letter in COLOURS:
        cards = Markup("").join(
            Markup('<label class="tap-card"><input type="checkbox" name="{field}{player}" '
                   'value="{code}" data-once{checked}{disabled}>{face}</label>').format(
                field=FIELD, player=player, code=code,
                checked=Markup(" checked") if code in mine else Markup(""),
                disabled=Markup(" disabled") if code in others and code not in mine
                else Markup(""),
                face=card(code, "tap-face"))
            for code in DECK if colour(code) == letter)
        rows += Markup('<div class="tap-row">{}</div>').format(cards)
    return Markup('<p class="help">{}</p><div class="tap-cards">{}</div>').format(
        t("hs_tally_tap"), rows)
