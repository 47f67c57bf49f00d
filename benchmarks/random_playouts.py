"""Random Scoundrel games per second: our engine against a bare loop measured in the same run.

The engine is ``games/scoundrel/engine.py`` (legal_moves, apply, score), dealing each seed's deck
(``deck_for_seed``, the hotseat deal) and taking a uniformly random legal move at each decision.
The baseline is a minimal Scoundrel written here in one function, with no state object, no move
list beyond the one it draws from and no validation: the ceiling a rules engine could approach.
Both play the same games from the same decks with the same random policy; the decks are dealt
before the clocks start, so only the rules are timed. The plugin path (awaiting, a seeded
dealer, turn), which the app and the conformance suite use, is timed for information.
Run: ``python benchmarks/random_playouts.py [GAMES]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from games.scoundrel import GAME
from games.scoundrel.components import DECK, VALUE
from games.scoundrel.engine import apply as engine_apply
from games.scoundrel.engine import card_ids, deck_for_seed, is_over, legal_moves, new_game_ids
from games.scoundrel.engine import score as engine_score
from games.scoundrel.options import ScoundrelOptions
from tabletop.playout import random_playout

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


def plugin_game(seed: int) -> int:
    run = random_playout(GAME, GAME.setup(OPTIONS, ["bench"]), seed)
    total = GAME.score(run.final).players[0].total
    return int(total or 0)


def rate(play: Callable[[Deal, random.Random], int], decks: list[Deal]) -> tuple[float, int]:
    """Games per second, and the sum of the scores (both loops must play the same games)."""
    total = 0
    start = time.perf_counter()
    for seed, deck in enumerate(decks):
        total += play(deck, random.Random(seed))
    return len(decks) / (time.perf_counter() - start), total


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


def plugin_rate(games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        plugin_game(seed)
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    decks = [card_ids(deck_for_seed(seed)) for seed in range(games)]
    base, ours = best_rates(decks, ROUNDS)
    plugin_games = max(1, games // 10)
    plugin = plugin_rate(plugin_games)
    print(f"baseline (bare loop):     {base:10.0f} games/s  ({games} games)")
    print(f"engine (engine.py):       {ours:10.0f} games/s  ({games} games)")
    print(f"ratio engine/baseline:    {ours / base:10.2f}")
    print(f"plugin path (for info):   {plugin:10.0f} games/s  ({plugin_games} games)")


if __name__ == "__main__":
    main()
