"""Sampled rounds for the strong bot: what the captains play (H3), guesses at what is hidden,
and each movement card judged over the same guesses, played on the ``search_board``.

A round is sampled from what one seat may know: the face-down cards come from a sampled pool of
the unseen ones, the others' secret movement cards (and a hidden Black Jack card) from sampled
guesses; ``observe.known`` hides what the seat must not see.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from games.halunken.play.search_board import NUMBERS, Board, board_of
from games.halunken.rules.components import DIVES, MOVES, ROUNDS, RUM
from games.halunken.rules.observe import known
from games.halunken.rules.state import HState

if TYPE_CHECKING:  # the sampler only draws from the source its caller seeds
    from random import Random

    from tabletop.plugin import Stop

LOOK_AHEAD = 0.5  # weight of the best landing within reach next round
TEMPERATURE = 2.0  # how sharply the others are assumed to prefer their best landing
UNIFORM = 0.3  # and how much they may surprise: a share of uniform choice


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
        """With two players Black Jack's card is revealed with the captains' and cancels an
        equal one: the card his hirer picks (H12), or his top card when nobody hired him
        (H14; a record made before H14 turned it after the captains moved)."""
        return self.board.two and (self.hired >= 0 or self.state.options.since_h13_h14)

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
                stop: Stop | None = None) -> dict[str, Tally]:
    """Every movement card left in the seat's hand over the same sampled rounds (all of them:
    a work budget, never the clock, issue #15), or those judged when ``stop`` is set (looked
    at between sampled rounds; the first is always judged, so there is a best)."""
    seat = sit.seat
    tallies = {m: Tally() for m in MOVES if m not in sit.state.used[seat]}
    for index, scenario in enumerate(samples):
        if index and stopped(stop):
            break
        for card, tally in tallies.items():
            judge(sit, scenario, card, tally, jack)
    return tallies


def stopped(stop: Stop | None) -> bool:
    return stop is not None and stop.is_set()


def best_move(tallies: dict[str, Tally]) -> str:
    """The highest mean worth; on a tie the lower card, keeping the rum for later."""
    return max(tallies, key=lambda m: (tallies[m].mean(tallies[m].worth),
                                       m != RUM, -int(m) if m != RUM else 0))
