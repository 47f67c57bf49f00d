"""D13: final scores with their breakdown, and the tie-break."""

from __future__ import annotations

from collections.abc import Sequence

from games.dungeon_dice.components import TOKEN_COUNTS, TOKENS
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import BadInput
from tabletop.i18n import t
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet

PORTAL = TOKENS.index("town-portal")
SCALES = TOKENS.index("dragon-scales")


def player_score(name: str, xp: int, tokens: Sequence[int], hero: str | None = None
                 ) -> PlayerScore:
    """XP, 1 per unused token, 2 for a Town Portal, 2 more per pair of Dragon Scales."""
    held = sum(tokens)
    portals, pairs = tokens[PORTAL], tokens[SCALES] // 2
    lines = [ScoreLine("dd_line_xp", xp, {"xp": xp})]
    if held - portals:
        lines.append(ScoreLine("dd_line_tokens", held - portals, {"count": held - portals}))
    if portals:
        lines.append(ScoreLine("dd_line_portals", 2 * portals, {"count": portals}))
    if pairs:
        lines.append(ScoreLine("dd_line_scales", 2 * pairs, {"count": pairs}))
    total = xp + held + portals + 2 * pairs
    details = {"xp": xp, "tokens": held, "town_portals": portals, "dragon_scale_pairs": pairs,
               "treasures": {t: n for t, n in zip(TOKENS, tokens, strict=True) if n}}
    if hero is not None:
        details["hero"] = hero
    return PlayerScore(name, total, tuple(lines), details)


def winners(players: Sequence[PlayerScore]) -> tuple[str, ...]:
    """Highest total; on a tie fewer treasure tokens; still tied, shared (D13)."""
    if not players:
        return ()

    def key(p: PlayerScore) -> tuple[int, int]:
        return (p.total or 0, -int(p.details["tokens"]))

    best = max(key(p) for p in players)
    return tuple(p.name for p in players if key(p) == best)


def check_supply(hands: Sequence[Sequence[int]]) -> None:
    """More tokens of a kind than the game has, across all players, cannot have happened."""
    for index, limit in enumerate(TOKEN_COUNTS):
        if sum(h[index] for h in hands) > limit:
            raise BadInput("dd_err_too_many_tokens", token=t(f"dd_token_{TOKENS[index]}"),
                           limit=limit)


def score(state: DDState) -> ScoreSheet:
    players = tuple(player_score(s.name, s.xp, s.tokens, s.hero) for s in state.seats)
    if state.stage != Stage.OVER:
        return ScoreSheet("playing", players)
    return ScoreSheet("over", players, winners(players))
