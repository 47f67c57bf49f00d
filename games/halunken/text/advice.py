"""The advice's sentences and figures, said once for both faces (issue #27): the board's
account (``text/board.py``) lays them out from the advice's data alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.halunken.rules.words import counted
from games.halunken.text.names import named
from tabletop.text.i18n import decimal, percent, t

COLUMNS = ("hs_adv_col_card", "hs_adv_col_worth", "hs_adv_col_cards", "hs_adv_col_points",
           "hs_adv_col_robbed", "hs_adv_col_jack")
"""The movement card advice's columns: the card, then what playing it would bring this round."""


def reason(data: Mapping[str, Any]) -> str:
    """Why the advised action (any decision but a movement card's), its figures in the
    reader's writing and its cards by name (``yellow 12``, ``movement card 4``)."""
    signed = set(data["signed"])
    params = {name: decimal(v, signed=name in signed) if isinstance(v, float) else
              named(v) if isinstance(v, str) else v for name, v in data["params"].items()}
    return t(data["reason"], **params)


def headings() -> list[str]:
    return [t(key) for key in COLUMNS]


def figures(row: Mapping[str, Any]) -> tuple[str, str, str, str, str]:
    """What a movement card would bring this round, in the columns after the card's."""
    return (decimal(row["worth"], signed=True), decimal(row["cards_gained"], signed=True),
            decimal(row["points_gained"], signed=True), percent(row["robbed_chance"]),
            decimal(row["black_jack_cards"], signed=True))


def notes(data: Mapping[str, Any]) -> tuple[str, str]:
    """Below the movement cards: what the columns mean, and how many deals were sampled."""
    return t("hs_adv_legend"), counted("hs_adv_samples", data["samples"])
