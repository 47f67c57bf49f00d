"""``challenge`` and ``match`` as the help shows them: their options and texts. What they do
is ``tabletop.cli.together``, imported when one runs, so a game's help loads no session, no
store and no Rich (issue #26: start-up)."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from tabletop.cli.common import BotOpt, OptionOpt, PlayerOpt
from tabletop.cli.numbers import IDS, MATCH_GAMES, SEEDS
from tabletop.plugin import Game


def register(sub: typer.Typer, game: Game[Any]) -> None:
    """A solo game gets ``challenge``; a game for several gets ``match``."""
    if game.meta.max_players == 1:
        @sub.command("challenge")
        def challenge(seed: Annotated[int | None, typer.Option(
                          help="The deal; without it, today's deal.",
                          parser=SEEDS.parser("--seed"))] = None,
                      option: OptionOpt = None, player: PlayerOpt = None) -> None:
            """Everyone plays the same deal in turn; then the leaderboard for that deal."""
            from tabletop.cli import together

            together.challenge(game, seed, option, player)
        return

    @sub.command("match")
    def match(games: Annotated[int, typer.Option(
                  "--games", help="How many games.", parser=MATCH_GAMES.parser("--games"))] = 3,
              seed: Annotated[int | None, typer.Option(
                  help="Deal the first game from this seed, the next from seed + 1, …",
                  parser=SEEDS.parser("--seed"))] = None,
              option: OptionOpt = None, player: PlayerOpt = None, bot: BotOpt = None,
              resume: Annotated[int | None, typer.Option(
                  "--resume", help="Continue the match with this ID.",
                  parser=IDS.parser("--resume"))] = None) -> None:
        """Several games in a row, the scores added; standings after each game."""
        from tabletop.cli import together

        together.match(game, games, seed, option, player, bot, resume)
