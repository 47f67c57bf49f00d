"""A sensible Halunken bot: it looks at the face-up cards within reach, counts its colours for
the doubling, values stealing and Black Jack, and never picks a move at random."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.halunken.play import search
from games.halunken.play.search_board import LEADER, Board
from games.halunken.rules.components import DIVES, MOVES, ROUNDS, RUM, rank, value
from games.halunken.rules.queries import jack_in_reveal
from games.halunken.rules.score import player_score
from games.halunken.rules.state import HState, Phase
from games.halunken.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Stop, Strategy


def worth(state: HState, seat: int, card: str) -> int:
    """What ``card`` adds to the seat's score, doubling included."""
    hand = state.hands[seat]
    before = player_score("", hand).total or 0
    return (player_score("", (*hand, card)).total or 0) - before


def loss(state: HState, seat: int, card: str) -> int:
    hand = list(state.hands[seat])
    before = player_score("", hand).total or 0
    hand.remove(card)
    return before - (player_score("", hand).total or 0)


def landing_value(state: HState, seat: int, space: int) -> float:
    top = state.up[space]
    gain = float(worth(state, seat, top)) if top else 0.0
    occupant = [i for i, s in enumerate(state.captains) if s == space and i != seat]
    if occupant and len(state.hands[seat]) + (1 if top else 0) <= \
            len(state.hands[occupant[0]]) and state.hands[occupant[0]]:
        gain += max(worth(state, seat, c) for c in state.hands[occupant[0]]) * 0.9
    if state.bj == space and state.harbour:
        gain += max(worth(state, seat, c) for c in state.harbour) * 0.8
    return gain


def choose(state: HState, seat: int) -> Event:
    now = awaiting(state)
    actions = list(getattr(now, "actions", ()))
    if state.queue:
        return _step(state, seat, actions)
    if state.phase in (Phase.PLACE, Phase.BLACK_JACK):
        return _place(state, seat, actions)
    if state.phase == Phase.BID:
        return _bid(state, seat, actions)
    return _move(state, seat, actions)


def _place(state: HState, seat: int, actions: list[Event]) -> Event:
    if state.phase == Phase.BLACK_JACK:
        # Put Black Jack where he will pass the fewest of our own cards: far behind us.
        mine = state.captains[seat] or 0
        return max(actions, key=lambda a: (mine - a.data["space"]) % DIVES)
    return actions[len(actions) // 2 if seat % 2 else 0]


def _bid(state: HState, seat: int, actions: list[Event]) -> Event:
    """Hire Black Jack with a cheap card when the captains around him carry cards to steal."""
    standing = state.bid[1] if state.bid else None
    # Two players may re-bid an equal value; a bot only raises, so bidding always ends.
    bids = [a for a in actions if a.kind == "bid"
            and (standing is None or value(a.data["card"]) > value(standing))]
    if not bids or state.bj is None:
        return next(a for a in actions if a.kind == "pass")
    victims = sum(len(h) for i, h in enumerate(state.hands) if i != seat)
    budget = 2 + victims // max(1, state.seats - 1) // 2
    cheap = sorted(bids, key=lambda a: (loss(state, seat, a.data["card"]),
                                        rank(a.data["card"])))
    best = cheap[0]
    if loss(state, seat, best.data["card"]) <= budget and len(state.hands[seat]) > 2:
        return best
    return next(a for a in actions if a.kind == "pass")


def _move(state: HState, seat: int, actions: list[Event]) -> Event:
    """The movement card whose landing is worth most now; the rum is kept for later unless
    the best landing needs it; a standing still is valued at the card under the captain."""
    start = state.captains[seat]
    if actions and actions[0].kind == "jack_card":
        return _jack_card(state, seat, actions)
    assert start is not None
    rest = ROUNDS - state.round

    def score(action: Event) -> float:
        card = action.data["card"]
        if card == RUM:
            best = max(landing_value(state, seat, (start + n) % DIVES) for n in range(1, 8))
            return best - (1.5 if rest > 2 else 0)
        return landing_value(state, seat, (start + int(card)) % DIVES) - int(card) * 0.05

    return max(actions, key=score)


def _jack_card(state: HState, seat: int, actions: list[Event]) -> Event:
    """Two players: send Black Jack past the opponent."""
    bj = state.bj or 0
    opponent = 1 - seat
    target = state.captains[opponent] or 0
    distance = (target - bj) % DIVES

    def fit(action: Event) -> float:
        card = action.data["card"]
        steps = 4 if card == RUM else int(card)
        return 1.0 if steps >= distance > 0 else -abs(steps - distance) * 0.1

    return max(actions, key=fit)


def _step(state: HState, seat: int, actions: list[Event]) -> Event:
    head = state.queue[0]
    kind = head[0]
    if kind in ("steal", "harbour"):
        return max(actions, key=lambda a: worth(state, seat, a.data["card"]))
    if kind == "give":
        return min(actions, key=lambda a: loss(state, seat, a.data["card"]))
    if kind == "rob_choice":
        harbour = max((worth(state, seat, c) for c in state.harbour), default=0)
        controller = state.controller if state.controller is not None else seat
        theirs = state.hands[controller]
        can_steal = bool(theirs) and len(state.hands[seat]) <= len(theirs)
        captain = max((worth(state, seat, c) for c in theirs), default=0) if can_steal else 0
        wanted = "harbour" if harbour >= captain else "captain"
        return next(a for a in actions if a.data["from"] == wanted)
    # A rum: the free number whose landing is worth most.
    start = state.captains[seat] or 0
    if kind == "declare_bj":
        return actions[-1]
    return max(actions, key=lambda a: landing_value(state, seat, (start + a.data["value"])
                                                     % DIVES))


def basic(state: HState, seat: int, rng: random.Random) -> Event:
    """The rule-of-thumb bot above; it never needs the random source."""
    return choose(state, seat)




# ---- the strong bot ---------------------------------------------------------------------------

MOVE_SAMPLES = 24  # sampled rounds per movement card
BID_SAMPLES = 16  # sampled rounds with and without Black Jack hired
STEP_SAMPLES = 12  # sampled rounds per rum number declared
BID_MARGIN = 0.5  # hire only when he is worth clearly more than the card paid


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision with its reason: a catalogue key and its parameters (JSON values, in no
    language: a view writes the rum and the decimals), for the advice; ``signed`` names the
    numbers written with their sign."""

    event: Event
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)
    signed: tuple[str, ...] = ()


def strong(state: HState, seat: int, rng: random.Random) -> Event:
    """Samples what the others may play (from what this seat may know) and plays the card
    with the best sampled round; hires Black Jack when he is worth more than the bid."""
    return decide(state, seat, rng).event


def decide(state: HState, seat: int, rng: random.Random, stop: Stop | None = None) -> Choice:
    """The strong bot's choice with its reason; ``stop`` (a hint's) cuts its sampling short,
    the rounds sampled by then deciding."""
    now = awaiting(state)
    actions = list(getattr(now, "actions", ()))
    if state.queue:
        return _strong_step(state, seat, actions, rng)
    if state.phase == Phase.PLACE:
        return _strong_place(state, seat, actions, rng)
    if state.phase == Phase.BLACK_JACK:
        return _strong_jack_place(state, seat, actions)
    if state.phase == Phase.BID:
        return _strong_bid(state, seat, actions, rng, stop)
    if actions[0].kind == "jack_card":
        return _strong_jack_card(state, seat, actions, rng, stop)
    return _strong_move(state, seat, actions, rng, stop)


def move_tallies(state: HState, seat: int, rng: random.Random, samples: int = MOVE_SAMPLES,
                 stop: Stop | None = None) -> dict[str, search.Tally]:
    """Each movement card in hand, judged over the same sampled rounds (those sampled by
    the time ``stop`` is set)."""
    sit = search.situation(state, seat)
    return search.judge_moves(sit, search.scenarios(sit, rng, samples), stop=stop)


def _strong_move(state: HState, seat: int, actions: list[Event], rng: random.Random,
                 stop: Stop | None = None) -> Choice:
    tallies = move_tallies(state, seat, rng, stop=stop)
    card = search.best_move(tallies)
    tally = tallies[card]
    return Choice(next(a for a in actions if a.data["card"] == card), "hs_why_move",
                  {"card": card, "points": _num(tally.mean(tally.points)),
                   "cards": _num(tally.mean(tally.cards))}, signed=("points", "cards"))


def _num(x: float) -> float:
    """A mean for the advice's reason: a float even when whole, so a view writes a decimal."""
    return float(round(x, 2))


def _strong_jack_card(state: HState, seat: int, actions: list[Event],
                      rng: random.Random, stop: Stop | None = None) -> Choice:
    """H12: Black Jack's card and our own are judged together, over the same guesses at the
    opponent's card."""
    sit = search.situation(state, seat)
    samples = search.scenarios(sit, rng, STEP_SAMPLES)
    best: tuple[float, str, str] | None = None
    for action in actions:
        jack = str(action.data["card"])
        tallies = search.judge_moves(sit, samples, jack=jack, stop=stop)
        move = search.best_move(tallies)
        worth = tallies[move].mean(tallies[move].worth)
        if best is None or worth > best[0]:
            best = (worth, jack, move)
    assert best is not None
    worth, jack, move = best
    return Choice(next(a for a in actions if a.data["card"] == jack), "hs_why_jack_card",
                  {"card": jack, "move": move})


def _strong_bid(state: HState, seat: int, actions: list[Event], rng: random.Random,
                stop: Stop | None = None) -> Choice:
    """H7: the cheapest card that beats the bid, when hiring Black Jack is worth more."""
    passing = next(a for a in actions if a.kind == "pass")
    standing = state.bid[1] if state.bid else None
    # Only raising keeps the two-player bidding finite whoever plays the other seat.
    bids = [a for a in actions if a.kind == "bid"
            and (standing is None or value(a.data["card"]) > value(standing))]
    if not bids or state.bj is None:
        return Choice(passing, "hs_why_pass_none")
    hire = hire_worth(state, seat, rng, stop)
    best = max(bids, key=lambda a: (hire - loss(state, seat, a.data["card"]),
                                    rank(a.data["card"])))
    cost = loss(state, seat, best.data["card"])
    params = {"worth": _num(hire), "cost": cost, "card": best.data["card"]}
    if hire - cost > BID_MARGIN:
        return Choice(best, "hs_why_bid", params)
    return Choice(passing, "hs_why_pass", params)


def hire_worth(state: HState, seat: int, rng: random.Random, stop: Stop | None = None) -> float:
    """How much better this round ends for the seat with Black Jack hired than without (the
    standing bidder, if any, hires him then), over the same sampled rounds (those sampled
    by the time ``stop`` is set: the first at least)."""
    rival = state.bid[0] if state.bid else -1
    mine = search.situation(state, seat, hired=seat)
    theirs = search.situation(state, seat, hired=rival)
    samples = search.scenarios(mine, rng, BID_SAMPLES, guessed=range(state.seats))
    total, judged = 0.0, 0
    for scenario in samples:
        if judged and search.stopped(stop):
            break
        total += _hired_round(mine, scenario).standing(seat) - \
            _hired_round(theirs, scenario).standing(seat)
        judged += 1
    return total / judged


def _hired_round(sit: search.Situation, scenario: search.Scenario) -> Board:
    """With two players the hirer also picks Black Jack's card: the best of his pile for
    them."""
    if not (sit.board.two and sit.hired >= 0):
        return search.play_round(sit, scenario, scenario.cards)
    boards = [search.play_round(sit, scenario, scenario.cards, jack=card)
              for card in sit.state.bj_deck]
    return max(boards, key=lambda b: b.standing(sit.hired))


def _strong_place(state: HState, seat: int, actions: list[Event],
                  rng: random.Random) -> Choice:
    """H2: nothing is face up yet; a captain within reach behind the others may land on them
    later, one just ahead of them may be landed on."""
    others = [s for i, s in enumerate(state.captains) if s is not None and i != seat]

    def fit(action: Event) -> tuple[int, float]:
        space = action.data["space"]
        ahead = sum(1 for o in others if 1 <= (o - space) % DIVES <= 7)
        behind = sum(1 for o in others if 1 <= (space - o) % DIVES <= 7)
        return ahead - behind, rng.random()

    best = max(actions, key=fit)
    return Choice(best, "hs_why_place", {"space": best.data["space"] + 1})


def _strong_jack_place(state: HState, seat: int, actions: list[Event]) -> Choice:
    """H2, H8: where Black Jack is likely to overtake the others after they moved, not us."""
    def passes(jack: int, captain: int | None) -> float:
        if captain is None:
            return 0.0
        distance = (captain - jack) % DIVES + 4  # a captain moves about 4 spaces first
        return sum(1 for n in range(1, 13) if n >= distance) / 12

    def fit(action: Event) -> tuple[float, int]:
        space = action.data["space"]
        others = sum(passes(space, s) for i, s in enumerate(state.captains) if i != seat)
        return others - 1.5 * passes(space, state.captains[seat]), -space

    best = max(actions, key=fit)
    return Choice(best, "hs_why_jack", {"space": best.data["space"] + 1})


def _strong_step(state: HState, seat: int, actions: list[Event], rng: random.Random) -> Choice:
    kind = state.queue[0][0]
    if kind == "steal":
        victim = int(state.queue[0][2])
        best = max(actions, key=lambda a: (worth(state, seat, a.data["card"])
                                           + _share(state, seat, victim)
                                           * loss(state, victim, a.data["card"]),
                                           value(a.data["card"])))
        return _take_reason(state, seat, best)
    if kind == "harbour":
        best = max(actions, key=lambda a: (worth(state, seat, a.data["card"]),
                                           value(a.data["card"])))
        return _take_reason(state, seat, best)
    if kind == "give":
        best = min(actions, key=lambda a: (loss(state, seat, a.data["card"]),
                                           value(a.data["card"])))
        return Choice(best, "hs_why_give", {"card": best.data["card"],
                                            "points": loss(state, seat, best.data["card"])})
    if kind == "rob_choice":
        return _strong_rob(state, seat, actions)
    return _strong_rum(state, seat, actions, rng, for_jack=kind == "declare_bj")


def _share(state: HState, seat: int, victim: int) -> float:
    """How much a point taken from ``victim`` counts for the seat (as in Board.standing)."""
    others = [i for i in range(state.seats) if i != seat]
    scores = {i: player_score("", state.hands[i]).total or 0 for i in others}
    leader = max(others, key=lambda i: scores[i])
    return (1 - LEADER) / len(others) + (LEADER if victim == leader else 0.0)


def _take_reason(state: HState, seat: int, action: Event) -> Choice:
    card = action.data["card"]
    return Choice(action, "hs_why_take", {"card": card, "points": worth(state, seat, card)})


def _strong_rob(state: HState, seat: int, actions: list[Event]) -> Choice:
    """H12: the harbour's best card, or the hirer's, whichever is worth more."""
    harbour = max((worth(state, seat, c) for c in state.harbour), default=-1.0)
    hirer = state.controller if state.controller is not None else seat
    theirs = state.hands[hirer]
    captain = -1.0
    if theirs and len(state.hands[seat]) <= len(theirs):
        captain = max(worth(state, seat, c) + loss(state, hirer, c) for c in theirs)
    wanted = "harbour" if harbour >= captain else "captain"
    best = next(a for a in actions if a.data["from"] == wanted)
    return Choice(best, f"hs_why_rob_{wanted}")


def _strong_rum(state: HState, seat: int, actions: list[Event], rng: random.Random, *,
                for_jack: bool) -> Choice:
    """H3, H12: the number whose sampled rest of the round ends best."""
    worths = rum_worths(state, seat, [int(a.data["value"]) for a in actions], rng,
                        for_jack=for_jack)
    best = max(actions, key=lambda a: (worths[int(a.data["value"])], -a.data["value"]))
    return Choice(best, "hs_why_rum", {"value": best.data["value"]})


def rum_worths(state: HState, seat: int, numbers: list[int], rng: random.Random, *,
               for_jack: bool) -> dict[int, float]:
    """The seat's standing after the round for each number the rum may become."""
    sit = search.situation(state, seat)
    left = [m for m in MOVES if m not in state.used[seat] and m != state.chosen[seat]]
    samples = search.scenarios(sit, rng, STEP_SAMPLES, guessed=())
    worths = dict.fromkeys(numbers, 0.0)
    for scenario in samples:
        for n in numbers:
            board = _rum_round(sit, scenario, seat, n, for_jack=for_jack)
            worths[n] += search.outcome(sit, board, left) / len(samples)
    return worths


def _rum_round(sit: search.Situation, scenario: search.Scenario, seat: int, n: int, *,
               for_jack: bool) -> Board:
    state = sit.state
    board = sit.board.copy(scenario.pool)
    if ("order",) in state.queue:
        steps = list(state.moves)
        if not for_jack:
            steps[seat] = n
        search.resolve(board, steps)
        if for_jack:
            board.jack(n)
        elif state.with_black_jack and not _jack_cancelled(state):
            # With two players his card is known by now (H12, H14), his rum included; else it
            # is turned after the captains moved.
            jack = state.bj_card if state.bj_card is not None else scenario.jack
            taken = [int(c) for c in state.chosen if c is not None and c != RUM]
            search.jack_moves(board, jack, sit.decider, taken)
        return board
    board.jack(n)  # his rum was turned after the captains moved
    return board


def _jack_cancelled(state: HState) -> bool:
    """H12, H14: Black Jack's card, revealed with the captains', met an equal captain's
    card."""
    return jack_in_reveal(state) and state.bj_card in state.chosen


STRATEGIES: Mapping[str, Strategy] = {"strong": strong, "basic": basic}
