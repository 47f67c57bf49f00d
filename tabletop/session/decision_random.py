"""The random source of one bot decision: cheap to make, because a bot makes one per decision.

A decision draws from its seed, seat and step (``tabletop.session.driver.bot_rng``), so a replayed,
undone or simulated game decides alike. Seeding a ``random.Random`` (a Mersenne Twister of 624
words, filled from a SHA-512 of the text) for each decision was a sixth of a simulated game's
time (issue #26), though a decision mostly draws once. Here the n-th draw of a decision is a
BLAKE2b hash of the decision's seed, seat and step and of n: nothing to fill beforehand, the
draws of different decisions are independent, and every method of ``random.Random`` (choice,
shuffle, sample, choices, gauss, ...) draws from it, the same on every machine.
"""

from __future__ import annotations

import hashlib
import os
import random
from typing import Any

_WORD = 2**64 - 1

_BLOCK = 64
"""The bytes of the longest BLAKE2b digest: a draw of more bits takes consecutive digests."""


class DecisionRandom(random.Random):
    """The draws of the decision at ``step`` of the seat ``seat`` in the game of ``seed``."""

    def __init__(self, seed: int | None = None, seat: int = 0, step: int = 0) -> None:
        # Not Random.__init__: it would seed the Mersenne Twister this class never draws from.
        self._key = f"bot:{seed}:{seat}:{step}:".encode()
        self._drawn = 0
        self.gauss_next: float | None = None  # Random.gauss keeps its second value here

    def seed(self, a: object = None, version: int = 2) -> None:
        """Draw afresh from ``a`` (None: from the system's entropy, as ``Random.seed``)."""
        text = os.urandom(16).hex() if a is None else repr(a)
        self._key = f"seed:{text}:".encode()
        self._drawn = 0
        self.gauss_next = None

    def getstate(self) -> tuple[Any, ...]:
        return self._key, self._drawn, self.gauss_next

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._key, self._drawn, self.gauss_next = state

    def _digest(self, size: int) -> bytes:
        self._drawn += 1
        return hashlib.blake2b(self._key + b"%d" % self._drawn, digest_size=size).digest()

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        size = (k + 7) // 8
        if size <= _BLOCK:  # every draw a bot makes: one hash
            return int.from_bytes(self._digest(size)) >> (8 * size - k)
        blocks = b"".join(self._digest(_BLOCK) for _ in range(-(-size // _BLOCK)))
        return int.from_bytes(blocks[:size]) >> (8 * size - k)

    def _randbelow(self, n: int) -> int:
        # Lemire's multiply-and-shift: one draw of 64 bits, where taking n.bit_length() bits
        # and drawing again above n draws 1.6 times a choice among three. A draw is refused
        # only below (2**64 - n) % n, which keeps it unbiased.
        if n > _WORD:  # no bot's choice: drawn as Random draws it
            bits = n.bit_length()
            drawn = self.getrandbits(bits)
            while drawn >= n:
                drawn = self.getrandbits(bits)
            return drawn
        product = int.from_bytes(self._digest(8)) * n
        if (product & _WORD) < n:
            floor = (_WORD + 1 - n) % n
            while (product & _WORD) < floor:
                product = int.from_bytes(self._digest(8)) * n
        return product >> 64

    def random(self) -> float:
        return (int.from_bytes(self._digest(7)) >> 3) * 2.0**-53
