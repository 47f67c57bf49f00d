"""Drawing a room refill from the dungeon's bags: every outcome with its probability, or a
sample drawn with the seeded source the search hands in (no randomness of its own here: the
same search draws alike, so answers repeat)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Protocol

from games.scoundrel.play.search_positions import Bags


def outcome_count(bags: Bags, need: int) -> int:
    """How many different multisets a refill of ``need`` cards can bring."""
    total = 1
    for bag in bags:
        if need <= 0:
            break
        take = min(need, len(bag))
        total *= _multiset_count(bag, take)
        need -= take
    return total


def _multiset_count(bag: tuple[int, ...], take: int) -> int:
    # The coefficient of x**take in the product of (1 + x + ... + x**copies) over the codes.
    poly = [1]
    for copies in Counter(bag).values():
        grown = [0] * (len(poly) + copies)
        for i, a in enumerate(poly):
            for j in range(copies + 1):
                grown[i + j] += a
        poly = grown[:take + 1]
    return poly[take] if take < len(poly) else 0


def exact_draws(bags: Bags, need: int) -> list[tuple[float, tuple[int, ...], Bags]]:
    """Every refill with its probability: each bag deals uniformly until ``need`` are drawn."""
    if need == 0 or not bags:
        return [(1.0, (), bags)]
    first, rest = bags[0], bags[1:]
    take = min(need, len(first))
    found: list[tuple[float, tuple[int, ...], Bags]] = []
    for p, drawn, left in _bag_draws(first, take):
        if left:
            found.append((p, drawn, (left, *rest)))
            continue
        for q, more, after in exact_draws(rest, need - take):
            found.append((p * q, drawn + more, after))
    return found


def _bag_draws(bag: tuple[int, ...], take: int) -> Iterator[tuple[float, tuple[int, ...],
                                                                   tuple[int, ...]]]:
    """Multisets of ``take`` cards from ``bag`` with their hypergeometric probabilities."""
    if take == len(bag):
        yield 1.0, bag, ()
        return
    counts = sorted(Counter(bag).items())
    ways_total = math.comb(len(bag), take)
    for picks in _picks(counts, take):
        ways = 1
        drawn: list[int] = []
        left: list[int] = []
        for (code, copies), k in zip(counts, picks, strict=True):
            ways *= math.comb(copies, k)
            drawn += [code] * k
            left += [code] * (copies - k)
        yield ways / ways_total, tuple(drawn), tuple(left)


def _picks(counts: Sequence[tuple[int, int]], take: int) -> Iterator[tuple[int, ...]]:
    if not counts:
        if take == 0:
            yield ()
        return
    later = sum(c for _, c in counts[1:])  # the codes after the first must supply the rest
    for k in range(max(0, take - later), min(counts[0][1], take) + 1):
        for rest in _picks(counts[1:], take - k):
            yield (k, *rest)


class Sampler(Protocol):
    """What sampling needs of a seeded random source (``random.Random`` is one)."""

    def sample(self, population: Sequence[int], k: int) -> list[int]: ...


def sampled_draws(bags: Bags, need: int, samples: int, rng: Sampler,
                  ) -> list[tuple[float, tuple[int, ...], Bags]]:
    """``samples`` refills drawn from ``rng``, the search's seeded source."""
    merged: dict[tuple[tuple[int, ...], Bags], int] = {}
    for _ in range(samples):
        drawn: list[int] = []
        rest: list[tuple[int, ...]] = []
        want = need
        for bag in bags:
            take = min(want, len(bag))
            if take == 0:
                rest.append(bag)
                continue
            picked = sorted(rng.sample(range(len(bag)), take))
            drawn += [bag[i] for i in picked]
            left = tuple(c for i, c in enumerate(bag) if i not in picked)
            if left:
                rest.append(left)
            want -= take
        key = (tuple(sorted(drawn)), tuple(rest))
        merged[key] = merged.get(key, 0) + 1
    return [(n / samples, drawn, rest) for (drawn, rest), n in merged.items()]
