"""Soak test: many random games of every registered game, through the plugin interface only.

For each game: every listed action applies, every game ends within a step bound, the final
score has a total for each player, and folding the whole log again gives the final state.
Run before resolving an issue: ``python scripts/soak.py [GAMES_PER_GAME]`` (default 10,000);
``--game ID`` soaks one game, ``-o KEY=VALUE`` plays it with a rule-set option (repeat), and
``--tally KIND`` counts the decisions of that kind by what they chose (Dungeon dice over all
26 heroes, issue #24: ``--game dungeon-dice -o sets=all --tally hero``).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from typing import Any

from tabletop.events import fold
from tabletop.registry import games
from tabletop.session.playout import random_playout
from tabletop.session.session import make_options


def soak(game_id: str, count: int, values: dict[str, Any] | None = None,
         tally: str | None = None) -> tuple[int, float, dict[str, int], Counter[str]]:
    game = games()[game_id]
    options = make_options(game, values or {})
    steps = 0
    outcomes: dict[str, int] = {}
    chosen: Counter[str] = Counter()
    began = time.perf_counter()
    for seed in range(count):
        seats = random.Random(seed).randint(game.meta.min_players, game.meta.max_players)
        start = game.setup(options, [f"P{i + 1}" for i in range(seats)])
        run = random_playout(game, start, seed)
        steps += len(run.events)
        sheet = game.score(run.final)
        if any(p.total is None for p in sheet.players):
            raise SystemExit(f"{game_id} seed {seed}: finished without totals")
        if fold(start, run.events, game.turn) != run.final:
            raise SystemExit(f"{game_id} seed {seed}: folding the log gives another state")
        outcomes[sheet.status] = outcomes.get(sheet.status, 0) + 1
        chosen.update(" ".join(map(str, e.data.values())) for e in run.events
                      if e.kind == tally and not e.is_chance)
    return steps, time.perf_counter() - began, outcomes, chosen


def option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"not KEY=VALUE: {text}")
    return key, value


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=10_000,
                        help="random games of each game (default 10,000)")
    parser.add_argument("--game", help="soak this game only (its id)")
    parser.add_argument("-o", "--option", type=option, action="append", default=[],
                        metavar="KEY=VALUE", help="a rule-set option of --game (repeat)")
    parser.add_argument("--tally", metavar="KIND",
                        help="count the decisions of this kind by what they chose")
    args = parser.parse_args()
    values = dict(args.option)
    for game_id in [args.game] if args.game else list(games()):
        steps, seconds, outcomes, chosen = soak(game_id, args.games, values, args.tally)
        print(f"{game_id}: {args.games} games, {steps} events, {seconds:.1f} s "
              f"({args.games / seconds:.0f} games/s), outcomes {outcomes}")
        if args.tally:
            print(f"{args.tally}: {len(chosen)} different, "
                  f"{json.dumps(dict(sorted(chosen.items())))}")


if __name__ == "__main__":
    main()
