"""D13: final scores with their breakdown, and the tie-break."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.dungeon_dice.rules.components import (
    LEVEL_FACES,
    PARTY_FACES,
    TOKEN_COUNTS,
    TOKENS,
    expand,
)
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import BadInput
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet, TieBreak
from tabletop.text.i18n import t

PORTAL = TOKENS.index("town-portal")
SCALES = TOKENS.index("dragon-scales")


def token_points(token: str) -> int:
    """What one token is worth at the end, a Dragon Scale counted as half its pair's bonus."""
    return 2 if token in ("town-portal", "dragon-scales") else 1


def player_score(name: str, xp: int, tokens: Sequence[int], hero: str | None = None
                 ) -> PlayerScore:
    """XP, 1 per unused token, 2 for a Town Portal, 2 more per pair of Dragon Scales; D21:
    the Leprechaun discards every treasure at the end, so his score nothing (and, discarded,
    count for no tie)."""
    lost = sum(tokens) if hero == "leprechaun" else 0
    if lost:
        tokens = (0,) * len(TOKENS)
    held = sum(tokens)
    portals, pairs = tokens[PORTAL], tokens[SCALES] // 2
    lines = [ScoreLine("dd_line_xp", xp, {"xp": xp})]
    if held - portals:
        lines.append(ScoreLine("dd_line_tokens", held - portals, {"count": held - portals}))
    if portals:
        lines.append(ScoreLine("dd_line_portals", 2 * portals, {"count": portals}))
    if pairs:
        lines.append(ScoreLine("dd_line_scales", 2 * pairs, {"count": pairs}))
    if lost:
        lines.append(ScoreLine("dd_line_leprechaun", 0, {"count": lost}))
    total = xp + held + portals + 2 * pairs
    details: dict[str, Any] = {
        "xp": xp, "tokens": held, "town_portals": portals, "dragon_scale_pairs": pairs,
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


def tie_break(players: Sequence[PlayerScore]) -> TieBreak | None:
    """D13 on a tie for the highest total: the tied players' treasure tokens, fewest first,
    said as what settled it (one winner) or as a shared win (as few tokens)."""
    best = max((p.total or 0 for p in players), default=0)
    tied = sorted((p for p in players if (p.total or 0) == best),
                  key=lambda p: int(p.details["tokens"]))
    if len(tied) < 2:
        return None
    values = tuple((p.name, int(p.details["tokens"])) for p in tied)
    shared = values[0][1] == values[1][1]
    return TieBreak("dd_tie_shared" if shared else "dd_tie_fewer_tokens", best, values)


def over(players: tuple[PlayerScore, ...]) -> ScoreSheet:
    """The sheet of a finished game (played or tallied): its winners and how a tie was broken."""
    return ScoreSheet("over", players, winners(players), tie_break(players))


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
    return over(players)


def summary(state: DDState) -> dict[str, Any]:
    """The machine-readable state for ``replay --json``."""
    sheet = score(state)
    summary: dict[str, Any] = {
        "status": "over" if state.stage == Stage.OVER else "playing",
        "players": [
            {"name": s.name, "hero": s.hero, "side": "master" if s.master else "novice",
             "xp": s.xp, "treasures": expand(s.tokens, TOKENS), "score": p.total,
             "delves": list(s.delves)}
            for s, p in zip(state.seats, sheet.players, strict=True)],
        "winners": list(sheet.winners),
    }
    if state.stage != Stage.OVER:
        summary.update({
            "delver": state.seats[state.delver].name, "delve": state.round + 1,
            "stage": str(state.stage), "level": state.level,
            "party": expand(state.party, PARTY_FACES), "graveyard": state.graveyard,
            "dungeon": expand(state.dungeon, LEVEL_FACES), "lair": state.lair,
            "allies": expand(state.allies, PARTY_FACES),
            "ultimate_used": state.ultimate_used, "treasure_pool": sum(state.pool),
        })
    return summary
