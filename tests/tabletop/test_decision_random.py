"""A bot decision's random source (``tabletop.session.decision_random``, issue #26): the same seed,
seat and step draw the same, different ones draw independently, and it draws as a
``random.Random`` does for every method a bot may call."""

from __future__ import annotations

import copy
import math
import pickle
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.session.decision_random import DecisionRandom
from tabletop.session.driver import bot_rng


def _draws(rng: random.Random) -> list[object]:
    """One of each kind of draw, in a fixed order."""
    items = list(range(10))
    rng.shuffle(items)
    return [rng.random(), rng.choice("abcdef"), rng.randrange(3, 1000, 7), items,
            rng.sample(range(100), 5), rng.choices("xyz", weights=[1, 5, 2], k=4),
            rng.getrandbits(7), rng.getrandbits(300), rng.uniform(-2, 2), rng.gauss(0, 1),
            rng.randbytes(3)]


triples = st.tuples(st.one_of(st.none(), st.integers(0, 2**63 - 1)), st.integers(0, 5),
                    st.integers(0, 10**6))


@settings(max_examples=40, deadline=None)
@given(triple=triples)
def test_a_seed_seat_and_step_draw_the_same_every_time(
        triple: tuple[int | None, int, int]) -> None:
    assert _draws(DecisionRandom(*triple)) == _draws(DecisionRandom(*triple))
    assert _draws(bot_rng(*triple)) == _draws(DecisionRandom(*triple))


def test_every_decision_of_a_grid_draws_its_own_numbers() -> None:
    first = {DecisionRandom(seed, seat, step).getrandbits(64)
             for seed, seat, step in product([None, 0, 1, 10, 2**62], range(4), range(50))}
    assert len(first) == 5 * 4 * 50
    # Text that would run together without the separators still draws apart.
    assert DecisionRandom(1, 12, 3).random() != DecisionRandom(11, 2, 3).random()
    assert DecisionRandom(1, 1, 23).random() != DecisionRandom(1, 12, 3).random()


def _chi_square(counts: Mapping[Any, int], cells: Sequence[Any], draws: int) -> float:
    expected = draws / len(cells)
    return sum((counts[cell] - expected) ** 2 / expected for cell in cells)


def test_consecutive_steps_and_seats_draw_independently() -> None:
    # A die's face at a step against the face at the next step and at the next seat: all 36
    # pairs about equally often (the 0.1 % point of chi-square with 35 degrees is 66.6).
    steps = 3600
    def face(seat: int, step: int) -> int:
        return DecisionRandom(7, seat, step).randrange(6)

    by_step = Counter((face(0, s), face(0, s + 1)) for s in range(steps))
    by_seat = Counter((face(0, s), face(1, s)) for s in range(steps))
    cells = list(product(range(6), range(6)))
    assert _chi_square(by_step, cells, steps) < 66.6
    assert _chi_square(by_seat, cells, steps) < 66.6


def test_a_choice_among_three_is_fair() -> None:
    # The 0.1 % point of chi-square with 2 degrees is 13.8.
    draws = 6000
    counts = Counter(DecisionRandom(3, 1, step).choice("abc") for step in range(draws))
    assert _chi_square(counts, list("abc"), draws) < 13.8


@settings(max_examples=60, deadline=None)
@given(triple=triples, n=st.integers(1, 2**70))
def test_a_number_below_n_is_below_n(triple: tuple[int | None, int, int], n: int) -> None:
    rng = DecisionRandom(*triple)
    assert all(0 <= rng.randrange(n) < n for _ in range(5))


def test_draws_lie_in_their_ranges() -> None:
    rng = DecisionRandom(5, 0, 0)
    floats = [rng.random() for _ in range(2000)]
    assert all(0.0 <= x < 1.0 for x in floats)
    assert 0.45 < sum(floats) / len(floats) < 0.55
    assert rng.getrandbits(0) == 0
    assert all(0 <= rng.getrandbits(k) < 2**k for k in (1, 7, 8, 9, 63, 64, 65, 512, 513, 1000))
    assert len({rng.getrandbits(600) for _ in range(20)}) == 20
    assert math.isfinite(rng.gauss(0, 1))


def test_its_state_resumes_the_draws() -> None:
    rng = DecisionRandom(8, 1, 2)
    rng.random()
    state = rng.getstate()
    later = _draws(rng)
    rng.setstate(state)
    assert _draws(rng) == later
    rng.setstate(state)
    assert _draws(copy.copy(rng)) == later
    rng.setstate(state)
    assert _draws(pickle.loads(pickle.dumps(rng))) == later


def test_seeding_again_draws_from_the_new_seed() -> None:
    one, other = DecisionRandom(1, 0, 0), DecisionRandom(2, 3, 4)
    one.seed("again")
    other.seed("again")
    assert _draws(one) == _draws(other)
    other.seed("another")
    assert one.random() != other.random()
