"""Statistics over finished games, per person and game: pure functions of the stored rows."""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.store.database import person_key


@dataclass(frozen=True, slots=True)
class Outcome:
    """One person's result in one finished game."""

    game_id: int
    game: str
    player: str
    when: str
    total: int | None
    won: bool


@dataclass(frozen=True, slots=True)
class PlayerStats:
    player: str
    game: str
    played: int
    wins: int
    best: int | None
    mean: float | None
    median: float | None
    current_streak: int
    longest_streak: int
    scores: tuple[tuple[str, int], ...] = field(default=())  # (when, total), oldest first

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "game": self.game, "played": self.played,
                "wins": self.wins, "win_rate": round(self.win_rate, 4), "best": self.best,
                "mean": None if self.mean is None else round(self.mean, 2),
                "median": self.median, "current_streak": self.current_streak,
                "longest_streak": self.longest_streak,
                "scores": [{"when": w, "total": s} for w, s in self.scores]}


def outcomes(row: Any) -> list[Outcome]:
    """The per-person results of a stored game row (``GameRow``); none while it is unfinished.

    A win is being among the winners; a solo game (one seat) is won when its status says so.
    """
    result = row.result
    if row.status == "playing" or not result:
        return []
    winners = set(result.get("winners") or [])
    solo = len(row.players) == 1
    found = []
    for seat in result.get("players") or []:
        name = seat.get("name")
        if not isinstance(name, str):
            continue
        total = seat.get("total")
        won = (row.status == "won") if solo else name in winners
        found.append(Outcome(row.id, row.game, name, row.updated,
                             total if isinstance(total, int) else None, won))
    return found


def streaks(wins: Sequence[bool]) -> tuple[int, int]:
    """(current, longest) run of wins, oldest result first."""
    longest = run = 0
    for won in wins:
        run = run + 1 if won else 0
        longest = max(longest, run)
    return run, longest


def summarise(player: str, game: str, results: Sequence[Outcome]) -> PlayerStats:
    ordered = sorted(results, key=lambda o: (o.when, o.game_id))
    totals = [o.total for o in ordered if o.total is not None]
    current, longest = streaks([o.won for o in ordered])
    return PlayerStats(
        player=player, game=game, played=len(ordered), wins=sum(o.won for o in ordered),
        best=max(totals) if totals else None,
        mean=statistics.fmean(totals) if totals else None,
        median=statistics.median(totals) if totals else None,
        current_streak=current, longest_streak=longest,
        scores=tuple((o.when, o.total) for o in ordered if o.total is not None))


OLD_DEFAULTS = ("player", "spieler")
"""The default names of unnamed seats before issue #14, which followed the language ("Player 1",
"Spieler 1"; "Player" alone for a solo game without a login name)."""


def person(name: str) -> str:
    """The name a person is counted under: an unnamed seat's old default in either language is
    the one default of today, ``P1``, ``P2``, … (the same seat, whatever the app spoke)."""
    word, _, number = person_key(name).partition(" ")
    if word in OLD_DEFAULTS and (not number or (len(number) <= 3 and number.isdecimal()
                                 and number.isascii())):
        return f"P{int(number or 1)}"
    return name


def player_stats(rows: Iterable[Any], *, player: str | None = None) -> list[PlayerStats]:
    """One line per (person, game), most games played first; ``player`` keeps one person.

    A person is a name however it is capitalised, shown as first written; an unnamed seat is
    one person in every language (``person``)."""
    groups: dict[tuple[str, str], list[Outcome]] = {}
    shown: dict[str, str] = {}
    for row in rows:
        for outcome in outcomes(row):
            name = person(outcome.player)
            key = person_key(name)
            if player is not None and key != person_key(person(player)):
                continue
            shown.setdefault(key, name)
            groups.setdefault((key, outcome.game), []).append(outcome)
    lines = [summarise(shown[key], game, found) for (key, game), found in groups.items()]
    return sorted(lines, key=lambda s: (s.game, -s.played, -s.wins, s.player.casefold()))
