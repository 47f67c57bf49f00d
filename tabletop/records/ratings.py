"""Ratings per person and game (issue #25): openskill's Plackett-Luce model with its default
parameters, which rates 2-4 people at once and takes ties as ties. Pure functions: the store
(tabletop/store/skills.py) keeps the ratings and applies one game at a time as it finishes.

A person's rating is shown as openskill's ordinal, mu - 3 sigma: the skill the model is
fairly sure of. It starts at 0 (mu 25, sigma 25/3) and rises as the model learns.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from openskill.models import PlackettLuce

MU = 25.0
SIGMA = MU / 3
"""openskill's defaults: a person nobody has seen play."""


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float = MU
    sigma: float = SIGMA

    @property
    def ordinal(self) -> float:
        return ordinal(self.mu, self.sigma)


def ordinal(mu: float, sigma: float) -> float:
    """The rating shown: openskill's ``ordinal`` (z = 3)."""
    return mu - 3 * sigma


@functools.cache
def model() -> PlackettLuce:
    # Imported when a game is first rated: a command that rates nothing never loads it.
    from openskill.models import PlackettLuce

    return PlackettLuce()


def placings(result: dict[str, Any]) -> list[tuple[str, int]] | None:
    """Each seat's name and place in a finished game of several people (0 is first): the
    winners share first place, whatever their totals (the game's tie-breaks chose them); the
    others follow by their totals, higher first, equal totals sharing a place, a missing total
    last. None when the game tells nothing to rate: fewer than two seats, or no winner (a
    game everybody lost together is no contest between them)."""
    players = [p for p in result.get("players") or [] if isinstance(p.get("name"), str)]
    winners = set(result.get("winners") or [])
    if len(players) < 2 or not winners:
        return None

    def behind(seat: dict[str, Any]) -> float:
        total = seat.get("total")
        return -total if isinstance(total, int) and not isinstance(total, bool) else float("inf")

    others = sorted({behind(seat) for seat in players if seat["name"] not in winners})
    return [(seat["name"], 0 if seat["name"] in winners else 1 + others.index(behind(seat)))
            for seat in players]


def rate(before: Sequence[Skill], places: Sequence[int]) -> list[Skill]:
    """Everyone's skill after one game, each seat a team of one (``places``: 0 is first)."""
    pl = model()
    teams = [[pl.rating(mu=skill.mu, sigma=skill.sigma)] for skill in before]
    after = pl.rate(teams, ranks=[float(place) for place in places])
    return [Skill(team[0].mu, team[0].sigma) for team in after]
