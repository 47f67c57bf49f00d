"""``hint``, ``solve`` and ``simulate`` as the help shows them: their options and texts. What
they do is ``tabletop.cli.advisors``, imported when one runs, so a game's help loads no search,
no session, no store and no Rich (issue #26: start-up)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, ClassVar

import typer
from typer.core import TyperCommand

from tabletop.cli import numbers
from tabletop.cli.common import JsonOpt, OptionOpt, PagerOpt, PlayerOpt
from tabletop.cli.file_command import FileCommand
from tabletop.cli.numbers import JOBS, SEATS, SEEDS, SIM_GAMES
from tabletop.plugin import Advisor, Game, HasBots, Solver


class SimulateCommand(TyperCommand):
    """``simulate``'s seed deals many games: its help says how."""

    catalogue_help: ClassVar[dict[str, str]] = {"seed": "help_opt_simulate_seed"}

TimeOpt = Annotated[float | None, typer.Option(
    "--time", help="Seconds the search may take (more time, deeper search).",
    parser=numbers.seconds_parser("--time"), metavar="SECONDS")]


def register(sub: typer.Typer, game: Game[Any]) -> None:
    if isinstance(game, Advisor):
        @sub.command("hint", cls=FileCommand)
        def hint(file: Annotated[Path, typer.Argument(
                     help="A transcript or exported record of the game so far.")],
                 seconds: TimeOpt = None, as_json: JsonOpt = False,
                 player: PlayerOpt = None) -> None:
            """The best next action for the position a transcript ends in, with its numbers."""
            from tabletop.cli import advisors

            advisors.hint(game, file, seconds, as_json, player)

    if isinstance(game, Solver):
        @sub.command("solve")
        def solve(seed: Annotated[int | None, typer.Option(
                      help="The deal of this seed.", parser=SEEDS.parser("--seed"))] = None,
                  deck: Annotated[str | None, typer.Option(
                      help="The whole deck, top of the dungeon first.")] = None,
                  seconds: TimeOpt = None, option: OptionOpt = None,
                  as_json: JsonOpt = False, pager: PagerOpt = True) -> None:
            """With the whole deck order known: the best score and one line of play to it."""
            from tabletop.cli import advisors

            advisors.solve(game, seed, deck, seconds, option, as_json, pager)

    if isinstance(game, HasBots):
        @sub.command("simulate", cls=SimulateCommand)
        def simulate_cmd(
                strategy: Annotated[list[str] | None, typer.Option(
                    "--bot", help="A seat: NAME, or NAME=BOT for one of the game's bots (a "
                    "NAME that is a bot's name picks it; else the game's best plays); repeat "
                    "per seat, or give one for every seat.", metavar="NAME[=BOT]",
                    show_default=False)] = None,
                games: Annotated[int, typer.Option(
                    "--games", help="How many games.",
                    parser=SIM_GAMES.parser("--games"))] = 100,
                seed: Annotated[int, typer.Option(
                    help="Deal game i from seed + i.", parser=SEEDS.parser("--seed"))] = 0,
                jobs: Annotated[int | None, typer.Option(
                    help="Processes (default: every core).",
                    parser=JOBS.parser("--jobs"))] = None,
                players: Annotated[int | None, typer.Option(
                    help="Seats (default: one per --bot).",
                    parser=SEATS.parser("--players"))] = None,
                option: OptionOpt = None, as_json: JsonOpt = False) -> None:
            """Bots play many games headless; win rates, scores and a histogram."""
            from tabletop.cli import advisors

            advisors.simulate_bots(game, strategy, games, seed, jobs, players, option, as_json)
