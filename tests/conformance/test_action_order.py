"""Every game lists its actions in one order in every process (issue #27). A seeded bot, a
simulation and the conformance suite's shared games choose by an action's place in the list,
so an order taken from a set (strings are hashed with a salt of each process's own, a tuple
holding None by its address) deals a seed a different game in another process. The same
random games are played in two processes with different hash salts; their logs must agree."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Random games of every registered game; Dungeon dice with every hero of every set, mirrored
# too, so each hero's actions are listed in some game (40 games a setting: each of the 26
# heroes plays in about 15 of them).
PLAY = """
import hashlib
from tabletop.session.playout import random_playout
from tabletop.registry import games
from tabletop.session.session import make_options

SETTINGS = {"dungeon-dice": [{"sets": "all"}, {"sets": "all", "mirror": "yes"}]}
digest = hashlib.sha256()
for game_id, game in sorted(games().items()):
    for values in SETTINGS.get(game_id, [{}]):
        options = make_options(game, values)
        for seats in sorted({game.meta.min_players, game.meta.max_players}):
            players = [f"P{n}" for n in range(seats)]
            for seed in range(40 if game_id == "dungeon-dice" else 3):
                played = random_playout(game, game.setup(options, players), seed)
                digest.update(repr(played.events).encode())
print(digest.hexdigest())
"""


def played_under(salt: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": salt}
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_same_seeds_play_the_same_games_under_any_hash_salt() -> None:
    assert played_under("1") == played_under("2")
