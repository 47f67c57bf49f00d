"""The strong bot's board: one round's table on plain lists, with colour counts and sums for
scoring at once, and the rulings of a round (H4, H5, H8-H10, H12) as its moves.

The rules engine resolves a round event by event through immutable states, which is right for
the log but far too slow to play thousands of rounds for one decision. The board replays the
same rulings on plain lists, choosing where a player chooses (the best card to take, the
cheapest to give); ``search`` samples rounds on it, and ``tests/halunken/test_fast_model.py``
checks that it ends every round on the table the rules reach.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.halunken.rules.components import COLOURS, DECK, DIVES, RUM, colour, value
from games.halunken.rules.state import HState

INFO: dict[str, tuple[int, int]] = {c: (COLOURS.index(colour(c)), value(c)) for c in DECK}
NUMBERS = tuple(range(1, 8))
LEADER = 0.5  # the others' score counts half as their mean, half as the leader's


def points(counts: list[int], sums: list[int]) -> int:
    """H6 on colour counts and sums: the colour held most counted twice (the best on a tie).
    Unrolled: it runs millions of times per game."""
    r, p, g, y = counts
    most = r
    if p > most:
        most = p
    if g > most:
        most = g
    if y > most:
        most = y
    if not most:
        return 0
    sr, sp, sg, sy = sums
    best = sr if r == most else 0
    if p == most and sp > best:
        best = sp
    if g == most and sg > best:
        best = sg
    if y == most and sy > best:
        best = sy
    return sr + sp + sg + sy + best


class Board:
    """One round in play: pieces, crews (with colour counts and sums for fast scoring), dives,
    Black Jack (-1: not on the board) and his controller (-1: nobody), and per seat what was
    lost to captains and to Black Jack and what his controller won through him."""

    __slots__ = ("bj", "captains", "controller", "counts", "down", "hands", "harbour", "jack_won",
                 "lost", "offsets", "pool", "robbed", "scores", "sums", "two", "up")

    def __init__(self, captains: list[int], hands: list[list[str]], up: list[str | None],
                 down: list[int], harbour: list[str], bj: int, controller: int,
                 pool: list[str]) -> None:
        self.captains = captains
        self.hands = hands
        self.counts = [[0, 0, 0, 0] for _ in hands]
        self.sums = [[0, 0, 0, 0] for _ in hands]
        for seat, hand in enumerate(hands):
            for card in hand:
                index, points_ = INFO[card]
                self.counts[seat][index] += 1
                self.sums[seat][index] += points_
        self.scores = [points(c, s) for c, s in zip(self.counts, self.sums, strict=True)]
        self.up = up
        self.down = down
        self.harbour = harbour
        self.bj = bj
        self.controller = controller
        self.pool = pool
        self.two = len(hands) == 2
        self.offsets = [0] * len(hands)
        self.lost = [0] * len(hands)
        self.robbed = [0] * len(hands)
        self.jack_won = [0] * len(hands)

    def copy(self, pool: list[str] | None = None) -> Board:
        other = Board.__new__(Board)
        other.captains = self.captains[:]
        other.hands = [h[:] for h in self.hands]
        other.counts = [c[:] for c in self.counts]
        other.sums = [s[:] for s in self.sums]
        other.scores = self.scores[:]
        other.up = self.up[:]
        other.down = self.down[:]
        other.harbour = self.harbour[:]
        other.bj = self.bj
        other.controller = self.controller
        other.pool = (self.pool if pool is None else pool)[:]
        other.two = self.two
        other.offsets = self.offsets
        other.lost = [0] * len(self.hands)
        other.robbed = [0] * len(self.hands)
        other.jack_won = [0] * len(self.hands)
        return other

    # ---- crews ------------------------------------------------------------------------

    def score(self, seat: int) -> int:
        return self.scores[seat]

    def add(self, seat: int, card: str) -> None:
        self.hands[seat].append(card)
        index, points_ = INFO[card]
        self.counts[seat][index] += 1
        self.sums[seat][index] += points_
        self.scores[seat] = points(self.counts[seat], self.sums[seat])

    def remove(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        index, points_ = INFO[card]
        self.counts[seat][index] -= 1
        self.sums[seat][index] -= points_
        self.scores[seat] = points(self.counts[seat], self.sums[seat])

    def gain(self, seat: int, card: str) -> int:
        """What ``card`` would add to the seat's score, colour doubling included."""
        counts, sums = self.counts[seat], self.sums[seat]
        index, points_ = INFO[card]
        counts[index] += 1
        sums[index] += points_
        after = points(counts, sums)
        counts[index] -= 1
        sums[index] -= points_
        return after - self.scores[seat]

    def loss(self, seat: int, card: str) -> int:
        counts, sums = self.counts[seat], self.sums[seat]
        index, points_ = INFO[card]
        counts[index] -= 1
        sums[index] -= points_
        after = points(counts, sums)
        counts[index] += 1
        sums[index] += points_
        return self.scores[seat] - after

    def best_for(self, seat: int, cards: Sequence[str]) -> str:
        """The card a taker picks: the most points for them, the higher card on a tie. Within
        a colour the highest card gains most, so only those are compared."""
        tops: dict[int, str] = {}
        for card in cards:
            index, points_ = INFO[card]
            held = tops.get(index)
            if held is None or points_ > INFO[held][1]:
                tops[index] = card
        return max(tops.values(), key=lambda c: (self.gain(seat, c), INFO[c][1], c))

    def cheapest(self, seat: int) -> str:
        """The card a robbed captain gives away (H9): the fewest points lost."""
        return min(self.hands[seat], key=lambda c: (self.loss(seat, c), INFO[c][1], c))

    # ---- the harbour --------------------------------------------------------------------

    def free(self, space: int, ignore: int = -1) -> bool:
        if space == self.bj:
            return False
        return all(s != space for i, s in enumerate(self.captains) if i != ignore)

    def next_free(self, space: int, ignore: int = -1) -> int:
        for step in range(1, DIVES + 1):
            candidate = (space + step) % DIVES
            if self.free(candidate, ignore):
                return candidate
        return space

    def occupant(self, space: int, seat: int) -> int:
        for i, s in enumerate(self.captains):
            if s == space and i != seat:
                return i
        return -1

    def take_top(self, seat: int, dive: int) -> None:
        card = self.up[dive]
        if card is None:
            return
        self.add(seat, card)
        self.up[dive] = None
        if self.down[dive] and self.pool:
            self.down[dive] -= 1
            self.up[dive] = self.pool.pop()

    def steal(self, thief: int, victim: int) -> None:
        card = self.best_for(thief, self.hands[victim])
        self.remove(victim, card)
        self.add(thief, card)

    def move(self, seat: int, steps: int) -> None:
        """H4, H5, H10: a captain moves, takes the top card, robs whom he lands on."""
        target = (self.captains[seat] + steps) % DIVES
        occupant = self.occupant(target, seat)
        self.captains[seat] = target
        self.take_top(seat, target)
        if occupant >= 0:
            if self.hands[occupant] and len(self.hands[seat]) <= len(self.hands[occupant]):
                self.steal(seat, occupant)
                self.lost[occupant] += 1
            self.captains[occupant] = self.next_free(target, occupant)
        elif target == self.bj:
            self.rob_jack(seat)
            self.bj = -1
            self.bj = self.next_free(target)

    def robs_hirer(self, seat: int) -> bool:
        """H12: landing on Black Jack, the opponent robs his hirer rather than his harbour
        when that may be done and gives more."""
        hirer = self.controller
        if not (self.two and hirer not in (-1, seat) and self.hands[hirer] and
                len(self.hands[seat]) <= len(self.hands[hirer])):
            return False
        harbour = max((self.gain(seat, c) for c in self.harbour), default=-1)
        return max(self.gain(seat, c) for c in self.hands[hirer]) > harbour

    def rob_jack(self, seat: int) -> None:
        """H10 (H12: or the one who hired him, whichever gives more)."""
        if self.robs_hirer(seat):
            self.steal(seat, self.controller)
            self.lost[self.controller] += 1
            return
        if self.harbour:
            card = self.best_for(seat, self.harbour)
            self.harbour.remove(card)
            self.add(seat, card)

    def jack(self, steps: int) -> None:
        """H8, H9: Black Jack moves past the captains and robs them in the order overtaken."""
        start, captains = self.bj, self.captains
        reach = steps
        while (start + reach) % DIVES in captains:  # a held space: on to the next free one
            reach += 1
        self.bj = (start + reach) % DIVES
        ahead = sorted(((space - start) % DIVES, seat) for seat, space in enumerate(captains))
        for distance, victim in ahead:
            if 0 < distance <= reach:
                self.rob(victim)

    def rob(self, victim: int) -> None:
        if not self.hands[victim]:
            return
        hirer = self.controller
        if hirer < 0:
            card = self.cheapest(victim)
            self.remove(victim, card)
            self.harbour.append(card)
            self.robbed[victim] += 1
        elif victim != hirer and len(self.hands[victim]) >= len(self.hands[hirer]):
            self.steal(hirer, victim)
            self.robbed[victim] += 1
            self.jack_won[hirer] += 1

    # ---- judging ---------------------------------------------------------------------------

    def landing(self, seat: int, space: int) -> float:
        """What landing on ``space`` now is worth to ``seat``: its top card, and a card of a
        captain or from the harbour that would be taken there."""
        top = self.up[space]
        gain = float(self.gain(seat, top)) if top else 0.0
        occupant = self.occupant(space, seat)
        if occupant >= 0:
            theirs = self.hands[occupant]
            if theirs and len(self.hands[seat]) + (1 if top else 0) <= len(theirs):
                gain += 0.9 * max(self.gain(seat, c) for c in theirs)
        elif space == self.bj and self.harbour:
            gain += 0.8 * max(self.gain(seat, c) for c in self.harbour)
        return gain

    def reach(self, seat: int, cards: Sequence[str]) -> float:
        """The best landing within reach of the seat's movement cards (a rum reaches all)."""
        start = self.captains[seat]
        steps = NUMBERS if RUM in cards else [int(c) for c in cards]
        return max((self.landing(seat, (start + n) % DIVES) for n in steps), default=0.0)

    def standing(self, seat: int) -> float:
        """The seat's score against the others': half their mean, half their leader (in a
        match with the games played so far)."""
        totals = [s + o for s, o in zip(self.scores, self.offsets, strict=True)]
        mine = totals.pop(seat)
        return mine - LEADER * max(totals) - (1 - LEADER) * sum(totals) / len(totals)


def board_of(state: HState) -> Board:
    """A board for ``state`` as it stands (the searches sample what a seat cannot see first)."""
    captains = [s if s is not None else 0 for s in state.captains]
    board = Board(captains, [list(h) for h in state.hands], list(state.up), list(state.down),
                  list(state.harbour), -1 if state.bj is None else state.bj,
                  -1 if state.controller is None else state.controller, [])
    board.offsets = [sum(e) for e in state.earlier]
    return board
