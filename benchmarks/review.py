"""How long the review of a finished game takes, against the hint's time on the same decisions.

For each game, finished games are played by its bots from seeds (Scoundrel solo; Dungeon dice
and Halunken with 2 and 4 seats), then reviewed with the default budget (``tabletop review``),
on every core, wall time measured (what a person waits). In the same run the hint
(``HINT_SECONDS``, what a player asking gets) is timed on every decision of the same games, CPU
time of one process (a hint runs on one core). Printed per game: the review's seconds per game
(median, worst: the issue asks for 10 s on 2 cores), its time per decision, the hint's, and
their ratio. Run: ``python benchmarks/review.py [GAMES_PER_KIND]`` (default 4).
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from tabletop import registry
from tabletop.events import Record
from tabletop.plugin import Advisor, Chance, Decision, HasBots, Over
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.session.driver import HINT_SECONDS, bot_rng
from tabletop.session.review import review
from tabletop.session.session import Session

KINDS = (("scoundrel", 1), ("dungeon-dice", 2), ("dungeon-dice", 4), ("halunken", 2),
         ("halunken", 4))


def finished(game_id: str, seats: int, seed: int) -> Session:
    """A game played to its end by the game's first bot, dealt from ``seed``."""
    game = registry.get(game_id)
    players = [f"P{i + 1}" for i in range(seats)]
    record = Record(game=game_id, players=players,
                    seed=seed, dealer=DEALER, mode="play")
    session = Session(game, record, [game.setup(game.meta.options(), players)], [])
    dealer = RandomDealer(seed)
    assert isinstance(game, HasBots)
    bot = next(iter(game.strategies().values()))
    while not isinstance(now := session.awaiting(), Over):
        if isinstance(now, Chance):
            session.apply(dealer.deal(now, session.chance_count))
        else:
            assert isinstance(now, Decision)
            step = len(session.events)
            session.apply(bot(session.state, now.player, bot_rng(seed, now.player, step)))
    return session


def hint_seconds(session: Session) -> list[float]:
    """The hint's CPU time at each decision the review values (more than one choice)."""
    game: Any = session.game
    assert isinstance(game, Advisor)
    found = []
    for index, event in enumerate(session.events):
        now = game.awaiting(session.states[index])
        if event.is_chance or not isinstance(now, Decision) or len(now.actions) < 2:
            continue
        started = time.process_time()
        game.advise(session.states[index], now.player, HINT_SECONDS)
        found.append(time.process_time() - started)
    return found


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    print(f"{'game':<16}{'seats':>6}{'review s/game':>16}{'worst':>8}"
          f"{'review ms/dec':>15}{'hint ms/dec':>13}{'ratio':>7}")
    for game_id, seats in KINDS:
        totals: list[float] = []
        decisions = 0
        hints: list[float] = []
        for seed in range(games):
            session = finished(game_id, seats, seed)
            started = time.perf_counter()
            review(session)
            totals.append(time.perf_counter() - started)
            timed = hint_seconds(session)
            hints += timed
            decisions += len(timed)
        per_review = 1000 * sum(totals) / max(1, decisions)
        per_hint = 1000 * statistics.fmean(hints) if hints else 0.0
        print(f"{game_id:<16}{seats:>6}{statistics.median(totals):>16.2f}{max(totals):>8.2f}"
              f"{per_review:>15.1f}{per_hint:>13.1f}"
              f"{per_review / per_hint if per_hint else 0:>7.2f}")


if __name__ == "__main__":
    main()
