"""The ``score`` verb's tally of a game played without the app: each player's cards at the
end, scored by H6. Every card of the game exists once (H1), so no card may be held twice; the
game needs 2 to 4 players, which the host checks."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from games.halunken.rules.components import Shown, parse_cards
from games.halunken.rules.score import over, player_score
from tabletop.events import BadInput
from tabletop.plugin import PlayerScore, ScoreSheet, TallyField

# A minus before a number: "y-3" or "gelb -3". Card values are positive (H1), and the notation
# reads "y-3" as y3, which is not what was written.
_NEGATIVE = re.compile(r"\S*-\s*\d+")


def parse_player(text: str) -> tuple[str, list[str]]:
    """``Ana: r15 g13 y12 y3`` (German colour words too); ``Dan:`` holds nothing."""
    name, sep, rest = text.partition(":")
    if not sep or not name.strip():
        raise BadInput("hs_err_player_syntax", text=text.strip()[:60])
    negative = _NEGATIVE.search(rest)
    if negative:
        raise BadInput("hs_err_card_negative", text=negative.group(0)[:20])
    return name.strip(), parse_cards(rest) if rest.strip() else []


TALLY_FIELDS = (TallyField("player", "hs_tally_player", parse_player, multiple=True,
                           help="hs_tally_help_player", metavar="hs_tally_metavar_player"),)


def tally(answers: Mapping[str, Any]) -> ScoreSheet:
    entries = answers.get("player") or []
    if not entries:
        raise BadInput("hs_err_no_players")
    seen: set[str] = set()
    players: list[PlayerScore] = []
    for name, cards in entries:
        for card in cards:
            if card in seen:
                raise BadInput("hs_err_card_twice", card=Shown(card))
            seen.add(card)
        players.append(player_score(name, cards))
    return over(tuple(players))
