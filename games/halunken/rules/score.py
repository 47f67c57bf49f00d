"""H6: the value of the cards, the colour held most counted twice (the best on a tie)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.halunken.rules.components import COLOURS, DIVES, Shown, colour, value
from games.halunken.rules.queries import moves_left
from games.halunken.rules.state import HState, Phase
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet, TieBreak
from tabletop.text.i18n import t


def doubled_colour(cards: Sequence[str]) -> str | None:
    """The colour counted twice: the one held most; on a tie the one worth most (then the
    higher-ranked colour, which changes nothing in points)."""
    if not cards:
        return None
    counts = {c: sum(1 for card in cards if colour(card) == c) for c in COLOURS}
    most = max(counts.values())
    tied = [c for c in COLOURS if counts[c] == most]
    return max(tied, key=lambda c: (sum(value(card) for card in cards if colour(card) == c),
                                    COLOURS.index(c)))


def player_score(name: str, cards: Sequence[str], earlier: Sequence[int] = ()) -> PlayerScore:
    doubled = doubled_colour(cards)
    lines: list[ScoreLine] = []
    for c in COLOURS:
        own = [card for card in cards if colour(card) == c]
        if not own:
            continue
        points = sum(value(card) for card in own) * (2 if c == doubled else 1)
        key = "hs_line_colour_doubled" if c == doubled else "hs_line_colour"
        lines.append(ScoreLine(key, points, {"colour": t(f"hs_colour_{c}"), "count": len(own),
                                             "cards": Shown(" ".join(own))}))
    game_total = sum(line.points or 0 for line in lines)
    total = game_total + sum(earlier)
    for number, points in enumerate(earlier, 1):
        lines.append(ScoreLine("hs_line_earlier", points, {"number": number}))
    details = {"doubled": doubled, "cards": list(cards), "game_score": game_total,
               "earlier_games": list(earlier)}
    return PlayerScore(name, total, tuple(lines), details)


def winners(players: Sequence[PlayerScore]) -> tuple[str, ...]:
    """H6: the highest score wins; a tie is shared."""
    if not players:
        return ()
    best = max(p.total or 0 for p in players)
    return tuple(p.name for p in players if (p.total or 0) == best)


def tie_break(players: Sequence[PlayerScore]) -> TieBreak | None:
    """H6 breaks no tie for the highest score (004: "The winner is the player with the most
    points!"): the tied players share the win, and the sheet says so."""
    best = max((p.total or 0 for p in players), default=0)
    tied = sum(1 for p in players if (p.total or 0) == best)
    return TieBreak("hs_tie_shared", best) if tied > 1 else None


def over(players: tuple[PlayerScore, ...]) -> ScoreSheet:
    """The sheet of a finished game (played or tallied): its winners and a shared win said."""
    return ScoreSheet("over", players, winners(players), tie_break(players))


def sheet(state: HState) -> ScoreSheet:
    players = tuple(player_score(name, hand, earlier) for name, hand, earlier
                    in zip(state.players, state.hands, state.earlier, strict=True))
    if state.phase != Phase.OVER:
        return ScoreSheet("playing", players)
    return over(players)


def summary(state: HState) -> dict[str, Any]:
    scores = sheet(state)
    return {
        "status": "over" if state.phase == Phase.OVER else "playing",
        "round": min(state.round + 1, 8),
        "phase": str(state.phase),
        "game": len(state.earlier[0]) + 1 if state.earlier else 1,
        "players": [
            {"name": name, "space": None if space is None else space + 1,
             "cards": list(hand), "score": p.total, "doubled": p.details["doubled"],
             "movement_cards_left": moves_left(state, seat),
             "earlier_games": list(state.earlier[seat])}
            for seat, (name, space, hand, p) in enumerate(zip(
                state.players, state.captains, state.hands, scores.players, strict=True))],
        "black_jack": {
            "space": None if state.bj is None else state.bj + 1,
            "harbour": list(state.harbour),
            "controller": None if state.controller is None
            else state.players[state.controller],
            "movement_cards_left": len(state.bj_deck)},
        "dives": [{"dive": d + 1, "face_up": state.up[d], "face_down": state.down[d]}
                  for d in range(DIVES)],
        "winners": list(scores.winners),
    }
