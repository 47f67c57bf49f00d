"""H6: the value of the cards, the colour held most counted twice (the best on a tie)."""

from __future__ import annotations

from collections.abc import Sequence

from games.halunken.rules.components import COLOURS, Shown, colour, value
from tabletop.i18n import t
from tabletop.plugin import PlayerScore, ScoreLine


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
