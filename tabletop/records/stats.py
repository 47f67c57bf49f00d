"""Statistics over finished games, per person and game: pure functions of the stored rows."""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.text.names import person, person_key


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


# --- a group's record (issue #25): head-to-head, rival and nemesis, personal bests ----------


def seated(row: Any) -> dict[str, Outcome] | None:
    """Each person's outcome in a finished game of several people, by their counting key; None
    when the game is solo, unfinished, or seats one person twice (nobody plays against
    themselves: two unnamed seats of an old game, say)."""
    found = outcomes(row)
    if len(found) < 2:
        return None
    keyed = {person_key(person(o.player)): o for o in found}
    return keyed if len(keyed) == len(found) else None


@dataclass(frozen=True, slots=True)
class Meeting:
    """One game two people played together: when, and each one's score and win."""

    game_id: int
    when: str
    first_total: int | None
    second_total: int | None
    first_won: bool
    second_won: bool


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Two people in one game: the games they played together, oldest first."""

    first: str
    second: str
    game: str
    meetings: tuple[Meeting, ...]

    @property
    def played(self) -> int:
        return len(self.meetings)

    @property
    def first_wins(self) -> int:
        return sum(m.first_won for m in self.meetings)

    @property
    def second_wins(self) -> int:
        return sum(m.second_won for m in self.meetings)

    def mean(self, first: bool) -> float | None:
        totals = [m.first_total if first else m.second_total for m in self.meetings]
        known = [total for total in totals if total is not None]
        return statistics.fmean(known) if known else None

    def to_json(self) -> dict[str, Any]:
        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, 2)

        return {"game": self.game, "players": [self.first, self.second], "played": self.played,
                "wins": [self.first_wins, self.second_wins],
                "mean": [rounded(self.mean(True)), rounded(self.mean(False))],
                "games": [{"id": m.game_id, "when": m.when,
                           "scores": [m.first_total, m.second_total],
                           "won": [m.first_won, m.second_won]} for m in self.meetings]}


def head_to_head(rows: Iterable[Any], first: str, second: str) -> list[HeadToHead]:
    """The games ``first`` and ``second`` played together, one line per game (most played
    first); each is named as first written in the games."""
    one, other = person_key(person(first)), person_key(person(second))
    found: dict[str, list[Meeting]] = {}
    names = {one: person(first), other: person(second)}
    for row in rows:
        keyed = seated(row)
        if keyed is None or one not in keyed or other not in keyed or one == other:
            continue
        a, b = keyed[one], keyed[other]
        names = {one: person(a.player), other: person(b.player)} if not found else names
        found.setdefault(row.game, []).append(
            Meeting(row.id, a.when, a.total, b.total, a.won, b.won))
    lines = [HeadToHead(names[one], names[other], game,
                        tuple(sorted(meetings, key=lambda m: (m.when, m.game_id))))
             for game, meetings in found.items()]
    return sorted(lines, key=lambda h: (-h.played, h.game))


@dataclass(frozen=True, slots=True)
class Rivals:
    """A person's rival in a game (the one they played most often) and nemesis (the one who
    beat them most often, the person not winning), with the counts; None when there is none."""

    player: str
    game: str
    rival: str | None
    rival_games: int
    nemesis: str | None
    nemesis_wins: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "game": self.game,
                "rival": None if self.rival is None else {"name": self.rival,
                                                          "games": self.rival_games},
                "nemesis": None if self.nemesis is None else {"name": self.nemesis,
                                                              "wins": self.nemesis_wins}}


def rivals(rows: Iterable[Any], *, player: str | None = None) -> list[Rivals]:
    """Each person's rival and nemesis per game (``player``: only that person's); a tie goes
    to the name first in the alphabet, so the answer never depends on the order of games."""
    together: dict[tuple[str, str], dict[str, int]] = {}
    beaten: dict[tuple[str, str], dict[str, int]] = {}
    shown: dict[str, str] = {}
    only = None if player is None else person_key(person(player))
    for row in rows:
        keyed = seated(row)
        if keyed is None:
            continue
        for key, mine in keyed.items():
            shown.setdefault(key, person(mine.player))
        for key, mine in keyed.items():
            if only is not None and key != only:
                continue
            met = together.setdefault((key, row.game), {})
            lost_to = beaten.setdefault((key, row.game), {})
            for other, theirs in keyed.items():
                if other == key:
                    continue
                met[other] = met.get(other, 0) + 1
                if theirs.won and not mine.won:
                    lost_to[other] = lost_to.get(other, 0) + 1
    lines = []
    for (key, game), met in together.items():
        rival = _most(met, shown)
        nemesis = _most(beaten[(key, game)], shown)
        lines.append(Rivals(shown[key], game, None if rival is None else shown[rival],
                            met.get(rival, 0) if rival else 0,
                            None if nemesis is None else shown[nemesis],
                            beaten[(key, game)].get(nemesis, 0) if nemesis else 0))
    return sorted(lines, key=lambda r: (r.game, r.player.casefold()))


def _most(counts: dict[str, int], shown: dict[str, str]) -> str | None:
    if not counts:
        return None
    return min(counts, key=lambda key: (-counts[key], shown[key].casefold(), key))


@dataclass(frozen=True, slots=True)
class PersonalBest:
    """A person's best score at a solo game under one rule set (its options as stored)."""

    player: str
    game: str
    options: dict[str, Any]
    best: int
    when: str
    game_id: int
    played: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "game": self.game, "options": self.options,
                "best": self.best, "when": self.when, "id": self.game_id,
                "played": self.played}


def personal_bests(rows: Iterable[Any], *, player: str | None = None) -> list[PersonalBest]:
    """The best score per person, solo game and rule set: a score under other rules is no
    record to beat. The first game to reach the best holds it."""
    only = None if player is None else person_key(person(player))
    found: dict[tuple[str, str, str], PersonalBest] = {}
    for row in sorted(rows, key=lambda r: (r.updated, r.id)):
        if len(row.players) != 1:
            continue
        for outcome in outcomes(row):
            name = person(outcome.player)
            key = person_key(name)
            if (only is not None and key != only) or outcome.total is None:
                continue
            rules = json.dumps(row.options, sort_keys=True)
            held = found.get((key, row.game, rules))
            played = 1 + (held.played if held else 0)
            if held is None or outcome.total > held.best:
                found[(key, row.game, rules)] = PersonalBest(
                    held.player if held else name, row.game, dict(row.options),
                    outcome.total, outcome.when, row.id, played)
            else:
                found[(key, row.game, rules)] = replace(held, played=played)
    return sorted(found.values(), key=lambda b: (b.game, b.player.casefold(), -b.played,
                                                 json.dumps(b.options, sort_keys=True)))


@dataclass(frozen=True, slots=True)
class ReviewedPlay:
    """A person's reviewed games of one kind (issue #25): how much their choices gave up a
    decision, and what chance gave them a game, oldest first in ``series``."""

    player: str
    game: str
    unit: str
    reviewed: int
    valued: int
    given_up: float
    luck: float | None  # the mean over the games whose luck was measured
    series: tuple[tuple[str, float], ...] = ()  # (when, given up a valued decision)

    @property
    def per_decision(self) -> float:
        return self.given_up / self.valued if self.valued else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "game": self.game, "unit": self.unit,
                "reviewed": self.reviewed, "valued": self.valued,
                "given_up": round(self.given_up, 3),
                "given_up_per_decision": round(self.per_decision, 4),
                "luck_mean": None if self.luck is None else round(self.luck, 3),
                "over_time": [{"when": w, "given_up_per_decision": round(v, 4)}
                              for w, v in self.series]}


def reviewed_play(rows: Iterable[Any], figures: Mapping[int, Sequence[Any]], *,
                  player: str | None = None) -> list[ReviewedPlay]:
    """Each person's review figures (``store.caches.reviews``: ``ReviewFigure`` rows by game id)
    gathered per game kind, over the finished games in ``rows``."""
    only = None if player is None else person_key(person(player))
    found: dict[tuple[str, str], list[tuple[str, Any]]] = {}
    names: dict[tuple[str, str], str] = {}
    for row in sorted(rows, key=lambda r: (r.updated, r.id)):
        for figure in figures.get(row.id, ()):
            if figure.seat >= len(row.players):
                continue
            name = person(row.players[figure.seat])
            key = (person_key(name), row.game)
            if only is not None and key[0] != only:
                continue
            names.setdefault(key, name)
            found.setdefault(key, []).append((row.updated, figure))
    lines = []
    for key, kept in found.items():
        valued = sum(f.valued for _, f in kept)
        lucks = [f.luck for _, f in kept if f.luck is not None]
        lines.append(ReviewedPlay(
            names[key], key[1], kept[0][1].unit, len(kept), valued,
            sum(f.given_up for _, f in kept), statistics.fmean(lucks) if lucks else None,
            tuple((when, f.given_up / f.valued) for when, f in kept if f.valued)))
    return sorted(lines, key=lambda r: (r.game, r.player.casefold()))
