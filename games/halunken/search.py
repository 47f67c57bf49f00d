"""Sampled rounds for the strong bot: the rulings of a round (H3-H10, H12) on a mutable board.

The rules engine resolves a round event by event through immutable states, which is right for
the log but far too slow to play thousands of rounds for one decision. This module replays the
same rulings on plain lists. A board is built from what one seat may know: the face-down cards
come from a sampled pool of the unseen ones, the others' secret movement cards (and a hidden
Black Jack card) from sampled guesses; ``observe.known`` hides what the seat must not see.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from games.halunken.components import COLOURS, DECK, DIVES, MOVES, ROUNDS, RUM, colour, value
from games.halunken.observe import known
from games.halunken.state import HState

if TYPE_CHECKING:  # the sampler only draws from the source its caller seeds
    from random import Random

INFO: dict[str, tuple[int, int]] = {c: (COLOURS.index(colour(c)), value(c)) for c in DECK}
NUMBERS = tuple(range(1, 8))
LOOK_AHEAD = 0.5  # weight of the best landing within reach next round
LEADER = 0.5  # the others' score counts half as their mean, half as the leader's
TEMPERATURE = 2.0  # how sharply the others are assumed to prefer their best landing
UNIFORM = 0.3  # and how much they may surprise: a share of uniform choice


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


def board_of(state: HState, rng: Random | None = None) -> Board:
    """A board for ``state``; with ``rng``, face-down cards enough for a round, sampled."""
    pool: list[str] = []
    if rng is not None:
        unseen = sorted(state.unseen)  # sets iterate in a hash order that varies by process
        pool = rng.sample(unseen, min(len(unseen), 2 * state.seats))
    captains = [s if s is not None else 0 for s in state.captains]
    board = Board(captains, [list(h) for h in state.hands], list(state.up), list(state.down),
                  list(state.harbour), -1 if state.bj is None else state.bj,
                  -1 if state.controller is None else state.controller, pool)
    board.offsets = [sum(e) for e in state.earlier]
    return board


# ---- what the captains play ---------------------------------------------------------------

def free_numbers(cards: Sequence[str | None], seat: int, jack: str | None) -> list[int]:
    """H3: a rum becomes a number no other player played (H12: nor Black Jack's card)."""
    taken = {int(c) for i, c in enumerate(cards) if i != seat and c is not None and c != RUM}
    if jack is not None and jack != RUM:
        taken.add(int(jack))
    return [n for n in NUMBERS if n not in taken]


def cancelled(cards: Sequence[str | None], jack: str | None) -> set[str]:
    """H3: equal cards cancel; ``jack`` is Black Jack's card when it meets the captains'."""
    played = [c for c in cards if c is not None]
    if jack is not None:
        played.append(jack)
    return {c for c in played if played.count(c) > 1}


def greedy_rum(board: Board, seat: int, numbers: Sequence[int]) -> int:
    start = board.captains[seat]
    return max(numbers, key=lambda n: (board.landing(seat, (start + n) % DIVES), -n))


def steps_of(board: Board, cards: Sequence[str | None], jack: str | None,
             rums: dict[int, int] | None = None) -> list[int | None]:
    """Each captain's spaces to move (None: cancelled); a rum is declared as ``rums`` says,
    else as the captain's best landing now."""
    out = cancelled(cards, jack)
    steps: list[int | None] = []
    for seat, card in enumerate(cards):
        if card is None or card in out:
            steps.append(None)
        elif card != RUM:
            steps.append(int(card))
        elif rums is not None and seat in rums:
            steps.append(rums[seat])
        else:
            steps.append(greedy_rum(board, seat, free_numbers(cards, seat, jack)))
    return steps


def resolve(board: Board, steps: Sequence[int | None]) -> None:
    """H4: those who did not move take first; then the others move, lowest card first."""
    for seat, n in enumerate(steps):
        if n is None:
            board.take_top(seat, board.captains[seat])
    movers = sorted((n, seat) for seat, n in enumerate(steps) if n is not None)
    for n, seat in movers:
        board.move(seat, n)


def jack_moves(board: Board, card: str | None, decider: int, taken: Sequence[int],
               declared: int | None = None) -> None:
    """Black Jack's move after the captains; a rum (two players) is declared by ``decider``
    as is best for them, or as ``declared``."""
    if card is None or board.bj < 0:
        return
    if card != RUM:
        board.jack(int(card))
        return
    if declared is not None:
        board.jack(declared)
        return
    options = [n for n in NUMBERS if n not in taken]

    def worth(n: int) -> float:
        trial = board.copy(board.pool)
        trial.jack(n)
        return trial.standing(decider)

    if options:
        board.jack(max(options, key=worth))


# ---- sampling the others --------------------------------------------------------------------

def preferences(board: Board, state: HState, seat: int) -> dict[str, float]:
    """How much a captain seems to like each movement card left: its landing now (a rum is
    worth its best landing, less while it may still be saved)."""
    start = board.captains[seat]
    rest = ROUNDS - state.round
    left = [m for m in MOVES if m not in state.used[seat]]
    likes: dict[str, float] = {}
    for m in left:
        if m == RUM:
            best = max(board.landing(seat, (start + n) % DIVES) for n in NUMBERS)
            likes[m] = best - (1.5 if rest > 2 else 0.0)
        else:
            likes[m] = board.landing(seat, (start + int(m)) % DIVES) - 0.05 * int(m)
    return likes


def guess_weights(likes: dict[str, float]) -> tuple[list[str], list[float]]:
    """A softened best choice: most weight on the best landing, some on every card."""
    cards = list(likes)
    top = max(likes.values())
    soft = [math.exp((likes[c] - top) / TEMPERATURE) for c in cards]
    total = sum(soft)
    return cards, [(1 - UNIFORM) * w / total + UNIFORM / len(cards) for w in soft]


@dataclass(frozen=True, slots=True)
class Scenario:
    """One guess at what is hidden: every other seat's card, Black Jack's card, the pool."""

    cards: tuple[str | None, ...]
    jack: str | None
    pool: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Situation:
    """A seat's decision about to be sampled: the board and who does what this round."""

    state: HState
    seat: int
    board: Board
    hired: int  # Black Jack's controller (-1: nobody)

    @property
    def jack_meets_captains(self) -> bool:
        """H12: with two players the hirer's card for Black Jack cancels an equal card."""
        return self.board.two and self.hired >= 0

    @property
    def decider(self) -> int:
        return self.hired if self.hired >= 0 else self.state.starter


def situation(state: HState, seat: int, hired: int | None = None) -> Situation:
    view = known(state, seat)  # the sampler knows what the seat's screen shows, no more
    board = board_of(view)
    if hired is not None:
        board.controller = hired
    return Situation(view, seat, board, board.controller)


def draw(rng: Random, cards: list[str], weights: list[float]) -> str:
    return rng.choices(cards, weights)[0]


def scenarios(sit: Situation, rng: Random, count: int,
              guessed: Sequence[int] | None = None) -> list[Scenario]:
    """``count`` guesses at the round; ``guessed``: the seats whose card is guessed (default:
    all but the deciding seat), the others' cards already known being kept."""
    state, board = sit.state, sit.board
    seats = [i for i in range(state.seats) if i != sit.seat] if guessed is None else guessed
    models = {i: guess_weights(preferences(board, state, i)) for i in seats}
    unseen = sorted(state.unseen)
    picks = min(len(unseen), 2 * state.seats)
    own_jack = sit.jack_meets_captains and sit.hired == sit.seat and state.bj_card is not None
    out: list[Scenario] = []
    for _ in range(count):
        cards = [state.chosen[i] if i not in models else draw(rng, *models[i])
                 for i in range(state.seats)]
        jack = state.bj_card if own_jack else (rng.choice(state.bj_deck) if state.bj_deck
                                               else None)
        out.append(Scenario(tuple(cards), jack, rng.sample(unseen, picks)))
    return out


def play_round(sit: Situation, scenario: Scenario, cards: Sequence[str | None],
               rums: dict[int, int] | None = None, jack: str | None = None,
               jack_rum: int | None = None) -> Board:
    """The round resolved on a copy of the board: ``cards`` are every seat's cards; a rum is
    declared as ``rums`` and ``jack_rum`` say, else as is best for its player."""
    board = sit.board.copy(scenario.pool)
    board.controller = sit.hired
    jack_card = scenario.jack if jack is None else jack
    meets = jack_card if sit.jack_meets_captains else None
    steps = steps_of(board, cards, meets, rums)
    resolve(board, steps)
    if sit.state.with_black_jack:
        if meets is not None and meets in cancelled(cards, meets):
            return board
        taken = [int(c) for c in cards if c is not None and c != RUM]
        jack_moves(board, jack_card, sit.decider, taken, jack_rum)
    return board


# ---- judging a movement card ----------------------------------------------------------------

@dataclass(slots=True)
class Tally:
    """What one movement card brought over the sampled rounds, summed."""

    rounds: int = 0
    worth: float = 0.0
    cards: int = 0
    points: int = 0
    robbed: int = 0  # rounds in which the seat lost a card to a captain or to Black Jack
    jack: int = 0  # cards won through Black Jack less cards lost to him

    def mean(self, total: float) -> float:
        return total / self.rounds if self.rounds else 0.0


def outcome(sit: Situation, board: Board, left: Sequence[str]) -> float:
    """The end of the round for the deciding seat: standing, plus a look at the next round."""
    worth = board.standing(sit.seat)
    if sit.state.round + 1 < ROUNDS and left:
        worth += LOOK_AHEAD * board.reach(sit.seat, left)
    return worth


def judge(sit: Situation, scenario: Scenario, card: str, tally: Tally,
          jack: str | None = None) -> None:
    """Adds one sampled round with ``card`` to ``tally``; a rum is declared as is best in that
    round (the player sees the others' cards before declaring, H3)."""
    seat = sit.seat
    cards = list(scenario.cards)
    cards[seat] = card
    left = [m for m in MOVES if m not in sit.state.used[seat] and m != card]
    if card == RUM and RUM not in cancelled(cards, _meets(sit, scenario, jack)):
        free = free_numbers(cards, seat, _meets(sit, scenario, jack))
        boards = [play_round(sit, scenario, cards, {seat: n}, jack) for n in free]
        worths = [outcome(sit, b, left) for b in boards]
        best = max(range(len(boards)), key=worths.__getitem__)
        board, worth = boards[best], worths[best]
    else:
        board = play_round(sit, scenario, cards, None, jack)
        worth = outcome(sit, board, left)
    start = sit.board
    tally.rounds += 1
    tally.worth += worth
    tally.cards += len(board.hands[seat]) - len(start.hands[seat])
    tally.points += board.score(seat) - start.score(seat)
    tally.robbed += 1 if board.lost[seat] or board.robbed[seat] else 0
    tally.jack += board.jack_won[seat] - board.robbed[seat]


def _meets(sit: Situation, scenario: Scenario, jack: str | None) -> str | None:
    if not sit.jack_meets_captains:
        return None
    return scenario.jack if jack is None else jack


def judge_moves(sit: Situation, samples: list[Scenario], jack: str | None = None,
                deadline: float | None = None) -> dict[str, Tally]:
    """Every movement card left in the seat's hand over the same sampled rounds; past
    ``deadline`` (a ``time.perf_counter`` value) the rounds not sampled yet are left out."""
    seat = sit.seat
    tallies = {m: Tally() for m in MOVES if m not in sit.state.used[seat]}
    for scenario in samples:
        if deadline is not None and tallies and next(iter(tallies.values())).rounds and \
                time.perf_counter() > deadline:
            break
        for card, tally in tallies.items():
            judge(sit, scenario, card, tally, jack)
    return tallies


def best_move(tallies: dict[str, Tally]) -> str:
    """The highest mean worth; on a tie the lower card, keeping the rum for later."""
    return max(tallies, key=lambda m: (tallies[m].mean(tallies[m].worth),
                                       m != RUM, -int(m) if m != RUM else 0))
