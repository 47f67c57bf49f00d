"""What ``stats`` shows (issue #25 added a group's record), read once for every face: the
terminal, ``--json`` and the web."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.records.stats import (
    HeadToHead,
    PersonalBest,
    PlayerStats,
    ReviewedPlay,
    Rivals,
    head_to_head,
    personal_bests,
    player_stats,
    reviewed_play,
    rivals,
)
from tabletop.store.database import Store
from tabletop.store.skills import Rating

CHART_PLAYERS = 4  # the rating chart follows the most rated people, as the score chart does


@dataclass(frozen=True, slots=True)
class StatsReport:
    """What ``stats`` shows, read once for the terminal and ``--json`` alike."""

    lines: list[PlayerStats]
    ratings: list[Rating]
    rivals: list[Rivals]
    bests: list[PersonalBest]
    histories: dict[str, dict[str, list[tuple[str, float]]]]
    versus: list[HeadToHead] | None = None
    reviews: list[ReviewedPlay] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "stats": [line.to_json() for line in self.lines],
            "ratings": [rating.to_json() for rating in self.ratings],
            "rivals": [line.to_json() for line in self.rivals],
            "bests": [best.to_json() for best in self.bests],
            "reviews": [line.to_json() for line in self.reviews]}
        if self.versus is not None:
            found["versus"] = [line.to_json() for line in self.versus]
        return found


def stats_report(store: Store, *, game: str | None = None, person: str | None = None,
                 mode: str | None = None, versus: str | None = None,
                 ratings: bool = True) -> StatsReport:
    """The statistics of the finished games that pass the filters; the ratings are every
    game's (a filter narrows whose are shown, not which games count). ``ratings=False``
    leaves them out (the benchmark's baseline)."""
    rows = store.results.games(game=game, player=person, finished=True, oldest_first=True,
                               mode=mode)
    lines = player_stats(rows, player=person)
    if versus is not None and person is not None:
        return StatsReport(lines, [], [], [], {}, head_to_head(rows, person, versus))
    found = store.results.ratings(game=game, player=person) if ratings else []
    histories: dict[str, dict[str, list[tuple[str, float]]]] = {}
    for kind in dict.fromkeys(r.game for r in found):
        # the chart follows the most rated people, as the score chart the most frequent
        mine = sorted((r for r in found if r.game == kind),
                      key=lambda r: (-r.games, r.player.casefold()))[:CHART_PLAYERS]
        histories[kind] = store.results.rating_history(kind, [r.player for r in mine])
    return StatsReport(lines, found, rivals(rows, player=person),
                       personal_bests(rows, player=person), histories,
                       reviews=reviewed_play(rows, store.caches.reviews(), player=person))
