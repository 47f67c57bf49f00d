"""The ``score`` verb's tally of a game played without the app: each player's XP and
treasure tokens, scored by D13."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from games.dungeon_dice.components import TOKENS, word
from games.dungeon_dice.score import check_supply, player_score, winners
from tabletop.events import BadInput
from tabletop.plugin import ScoreSheet, TallyField

_XP = re.compile(r"^(?:xp|ep|erfahrung)=(-?\d+)$|^(-?\d+)(?:xp|ep)?$", re.IGNORECASE)


def parse_player(text: str) -> tuple[str, int, tuple[int, ...]]:
    """``Ana: xp=12 dragon-scales dragon-scales town-portal`` (German token names too)."""
    name, sep, rest = text.partition(":")
    if not sep or not name.strip():
        raise BadInput("dd_err_player_syntax", text=text.strip())
    xp = 0
    held = [0] * len(TOKENS)
    for item in rest.split():
        match = _XP.match(item)
        if match:
            xp = int(match.group(1) or match.group(2))
            continue
        held[TOKENS.index(word("token", item))] += 1
    return name.strip(), xp, tuple(held)


TALLY_FIELDS = (TallyField("player", "dd_tally_player", parse_player, multiple=True,
                           help="dd_tally_help_player"),)


def tally_answers(answers: Mapping[str, Any]) -> ScoreSheet:
    entries = answers.get("player") or []
    if not entries:
        raise BadInput("dd_err_no_players")
    check_supply([tokens for _, _, tokens in entries])
    players = tuple(player_score(name, xp, tokens) for name, xp, tokens in entries)
    return ScoreSheet("over", players, winners(players))
