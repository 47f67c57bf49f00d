"""Random Scoundrel games per second: our engine against a bare loop, and ``simulate`` (the plugin
path) against the engine, all measured in the same run, in CPU time (the machine may be shared).

The engine is ``games/scoundrel/play/engine.py`` (legal_moves, apply, score), dealing each
seed's deck (``deck_for_seed``, the hotseat deal) and taking a uniformly random legal move at
each decision.
The baseline is a minimal Scoundrel written here in one function, with no state object, no move
list beyond the one it draws from and no validation: the ceiling a rules engine could approach.
Both play the same games from the same decks with the same random policy; the decks are dealt
before the clocks start, so only the rules are timed.

``simulate("scoundrel", "random", jobs=1)`` plays each seed's hotseat game (issue #15): its deck
dealt by the seed (``tabletop.session.dealers.deck_order``: a hash of the seed and each card
in dealer edition 2, a seeded ``Random`` per card in edition 1, timed here against it) and each
decision drawn from ``bot_rng``, through the engine (``FastPlayout``). It is set against the engine
loop that deals each seed's deck inside the clock, against the deal alone (the floor: no faster than
its deals), and against the rules path it took before (``awaiting``, a seeded dealer, ``turn``
per event: ``simulate.play_one``), which plays the very same games. Each decision's random
source is ``DecisionRandom`` (a hash of the seed, seat, step and draw, issue #26); ``simulate``
runs once more with a Mersenne Twister seeded for each decision as before, which plays other
games (the random bot draws other moves) of the same kind.

The other games have no fast path and play through the rules: their ``simulate`` with the basic
bots (which never draw, so both sources play the very same games, checked) is timed with each
decision's source made as now and as before, on the same seeds in the same run.
Run: ``python benchmarks/random_playouts.py [GAMES]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from games.scoundrel import GAME
from games.scoundrel.play.engine import apply as engine_apply
from games.scoundrel.play.engine import card_ids, dealt_deck, is_over, legal_moves, new_game_ids
from games.scoundrel.play.engine import score as engine_score
from games.scoundrel.rules.components import DECK, VALUE
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.session import driver
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.session.decision_random import DecisionRandom
from tabletop.session.session import make_options
from tabletop.session.simulate import _Plan, play_one, simulate

OPTIONS = ScoundrelOptions()
ROUNDS = 5
Deal = list[int]


def engine_game(deck: Deal, rng: random.Random) -> int:
    state = new_game_ids(deck, OPTIONS)
    choice = rng.choice
    while not is_over(state):
        engine_apply(state, choice(legal_moves(state)))
    result = engine_score(state)
    assert result is not None
    return result


# The baseline's own card tables: value and suit letter per card index.
B_VALUE = [VALUE[c] for c in DECK]
B_SUIT = [c[-1] for c in DECK]


def baseline_game(deck: Deal, rng: random.Random) -> int:
    """The same game and policy as the engine (moves listed in room order, the run last)."""
    dungeon = list(deck)
    room: list[int] = []
    health, weapon, cap, played, potion, ran, last = 20, 0, 0, 0, False, False, -1
    while health > 0:
        if not played:
            while len(room) < 4 and dungeon:
                room.append(dungeon.pop(0))
        if not room:
            break
        moves = []
        for card in room:
            moves.append(card)
            if B_SUIT[card] in "CS" and B_VALUE[card] < cap:
                moves.append(card + 64)
        if not played and len(room) == 4 and dungeon and not ran:
            moves.append(128)
        move = rng.choice(moves)
        if move == 128:
            dungeon += room
            room, ran = [], True
            continue
        card = move % 64
        room.remove(card)
        value, suit = B_VALUE[card], B_SUIT[card]
        if suit == "D":
            weapon, cap = value, 15
        elif suit == "H":
            if not potion:
                health = min(20, health + value)
                potion = True
        elif move < 64 and value < cap:
            health -= max(0, value - weapon)
            cap = value
        else:
            health -= value
        last = card
        played += 1
        if played == 3 or not room:
            played, potion, ran = 0, False, False
    if health <= 0:
        return health - sum(B_VALUE[c] for c in dungeon if B_SUIT[c] in "CS")
    bonus = B_VALUE[last] if health == 20 and B_SUIT[last] == "H" else 0
    return health + bonus


def rate(play: Callable[[Deal, random.Random], int], decks: list[Deal]) -> tuple[float, int]:
    """Games per second, and the sum of the scores (both loops must play the same games)."""
    total = 0
    start = time.process_time()
    for seed, deck in enumerate(decks):
        total += play(deck, random.Random(seed))
    return len(decks) / (time.process_time() - start), total


def best_rates(decks: list[Deal], rounds: int) -> tuple[float, float]:
    """The best rate of each over ``rounds`` alternating runs: on a shared machine the best run
    is the one least disturbed, and alternating exposes both to the same disturbances."""
    base = ours = 0.0
    for _ in range(rounds):
        base_rate, base_total = rate(baseline_game, decks)
        our_rate, our_total = rate(engine_game, decks)
        # Same decks, same random source per game, same move lists: the very same games.
        assert base_total == our_total, (base_total, our_total)
        base, ours = max(base, base_rate), max(ours, our_rate)
    return base, ours


def per_second(games: int, play: Callable[[], Iterable[int]]) -> tuple[float, list[int]]:
    """Games per second of CPU time, and the scores played."""
    start = time.process_time()
    scores = list(play())
    return games / (time.process_time() - start), scores


def deck_for_seed(seed: int, edition: int = DEALER) -> tuple[str, ...]:
    """The deck a hotseat game of ``seed`` turns up: the host's dealer hands it to the engine."""
    return dealt_deck(RandomDealer(seed, edition))


def dealt_engine(seeds: range) -> Iterable[int]:
    """The engine loop, each seed's deck dealt inside the clock (as ``simulate`` must)."""
    for seed in seeds:
        yield engine_game(card_ids(deck_for_seed(seed)), random.Random(seed))


def deals(seeds: range, edition: int = DEALER) -> Iterable[int]:
    for seed in seeds:
        yield len(deck_for_seed(seed, edition))


def through_simulate(seeds: range) -> Iterable[int]:
    result = simulate("scoundrel", "random", games=len(seeds), seed=seeds.start, jobs=1)
    return result.totals(0)


class TwisterPerDecision(random.Random):
    """A decision's source before issue #26: a Mersenne Twister seeded with the decision's
    seed, seat and step."""

    def __init__(self, seed: int | None = None, seat: int = 0, step: int = 0) -> None:
        super().__init__(f"{seed}:{seat}:{step}")


@contextmanager
def twister_per_decision() -> Iterator[None]:
    """Each bot decision (``driver.bot_rng``) draws from a ``TwisterPerDecision``."""
    names = vars(driver)
    names["DecisionRandom"] = TwisterPerDecision
    try:
        yield
    finally:
        names["DecisionRandom"] = DecisionRandom


# Other games through ``simulate`` with their basic bots: (game, players, games a run).
OTHERS = [("dungeon-dice", 1, 300), ("dungeon-dice", 3, 100), ("halunken", 3, 60),
          ("halunken", 4, 60)]


def other_games() -> None:
    print("other games through simulate (basic bots, rules path), games per second of CPU time")
    for game, players, games in OTHERS:
        runs = {}
        for source in ("before", "now"):
            started = time.process_time()
            if source == "before":
                with twister_per_decision():
                    result = simulate(game, "basic", games=games, players=players, jobs=1)
            else:
                result = simulate(game, "basic", games=games, players=players, jobs=1)
            runs[source] = (games / (time.process_time() - started),
                            [(o.status, o.totals) for o in result.outcomes])
        assert runs["before"][1] == runs["now"][1]  # the basic bots never draw: the same games
        before, now = runs["before"][0], runs["now"][0]
        print(f"{game} ({players} player{'s' if players > 1 else ''}):"
              f" {now:7.1f}  a Twister per decision {before:7.1f}, {now / before:.2f}x"
              f"  ({games} games)")


def through_rules(seeds: range) -> Iterable[int]:
    """The path ``simulate`` took before the fast path: the same games, event by event."""
    options = make_options(GAME, {})
    plan = _Plan("scoundrel", ("random",), ("random 1",), seeds.start, options.model_dump())
    bots = [GAME.strategies()["random"]]
    for index in range(len(seeds)):
        yield int(play_one(GAME, options, plan, bots, index).totals[0] or 0)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    decks = [card_ids(deck_for_seed(seed)) for seed in range(games)]
    base, ours = best_rates(decks, ROUNDS)
    # Seeds no deck above was dealt from: the deal's memo must not flatter what follows.
    seeds = range(games, 2 * games)
    dealt, _ = per_second(games, lambda: dealt_engine(seeds))
    deal, _ = per_second(games, lambda: deals(range(2 * games, 3 * games)))
    deal_1, _ = per_second(games, lambda: deals(range(3 * games, 4 * games), 1))
    fast, fast_scores = per_second(games, lambda: through_simulate(seeds))
    with twister_per_decision():
        twister, _ = per_second(games, lambda: through_simulate(seeds))
    rules_games = max(1, games // 4)
    rules, rules_scores = per_second(rules_games, lambda: through_rules(seeds[:rules_games]))
    assert rules_scores == fast_scores[:rules_games]  # the very same games
    print("random Scoundrel games per second of CPU time")
    print(f"baseline (bare loop):       {base:10.0f}  ({games} games, decks dealt before)")
    print(f"engine (engine.py):         {ours:10.0f}  ratio to the bare loop {ours / base:.2f}")
    print(f"deal alone (deck_for_seed): {deal:10.0f}  (the seed's 44 keys: a floor)")
    print(f"deal alone, edition 1:      {deal_1:10.0f}  edition {DEALER} deals"
          f" {deal / deal_1:.1f}x as fast")
    print(f"engine, dealing each seed:  {dealt:10.0f}  ratio to the engine {dealt / ours:.2f}")
    print(f"simulate (jobs=1):          {fast:10.0f}  ratio to the engine dealing"
          f" {fast / dealt:.2f},"
          f" to the engine {fast / ours:.2f}")
    print(f"simulate, Twister/decision: {twister:10.0f}  simulate is {fast / twister:.2f}x as fast"
          f" (its source before issue #26)")
    print(f"rules path (before):        {rules:10.0f}  simulate is {fast / rules:.1f}x as fast"
          f"  ({rules_games} games)")
    print()
    other_games()


if __name__ == "__main__":
    main()
