"""The cards by name, as a sentence says them and a screen reader reads them: a scoundrel card
by its colour's word (``yellow 12``, never the ``y12`` a player types), a movement card by
what it is (``movement card 4``, ``rum card``)."""

from __future__ import annotations

from games.halunken.rules.components import RUM, colour, value
from tabletop.text.i18n import t


def card_name(card: str) -> str:
    """``red 15`` / ``rot 15``."""
    return t("hs_n_card", colour=t(f"hs_colour_{colour(card)}"), value=value(card))


def move_name(card: str) -> str:
    """``movement card 4`` / ``Bewegungskarte 4``; ``rum card`` / ``Rumkarte``."""
    return t("hs_move_rum") if card == RUM else t("hs_move_card", card=card)


def named(card: str) -> str:
    """Either kind of card by its code: a scoundrel card's starts with its colour's letter."""
    return card_name(card) if card[:1].isalpha() and card != RUM else move_name(card)
