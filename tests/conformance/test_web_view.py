"""What every game's faces must be, checked for every game (issue #41: the generic checks each
game's ``test_web_view.py`` and ``test_view.py`` copied run here once, Pig included; a game's
own files keep what is about that game). Issues 11, 12 and 23: the modules that draw a board (its
account ``text/board*.py``, its pictures and glyphs ``faces/``) import no rules, state, odds,
search or advice, and of the host only what draws; Rich is the host's alone; random games drawn
in English and German, on a page and on an 80-column screen, show every board, every legal
action as an act and every outcome the table may reveal as a named picture
(``web_view_checks.check_games``); the classes a page uses or a game styles are the game's own
(its ``PREFIX``) or the host's.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest

from tabletop.board import Move, board_account
from tabletop.plugin import Decision, Game, words
from tabletop.web.board import board_html
from tabletop.web.views import web_pictures
from tests.web_view_checks import (
    NASTY,
    check_games,
    foreign_imports,
    imported,
    play,
    unprefixed_classes,
)

from .cases import CASES, SUITE_OPTIONS, all_games, game_of

GAMES = sorted(all_games())

# How many random games a case draws, and every how many steps a board: what each game's own
# file drew before (a Halunken game is long, a Scoundrel deal short).
WALKS: dict[str, tuple[range, int]] = {
    "scoundrel": (range(4), 1), "halunken": (range(2), 6), "dungeon-dice": (range(3), 4),
    "pig": (range(3), 1)}
# A game whose board is no control yet: its moves are listed under the board (Pig).
LISTED = {"pig"}


def package_of(game: Game[Any]) -> tuple[str, Path]:
    """The package that holds the game (``games.scoundrel``, ``pig``) and its folder."""
    name = type(game).__module__.rpartition(".")[0]
    module = importlib.import_module(name)
    assert module.__file__ is not None
    return name, Path(module.__file__).parent


def seated(seats: int) -> list[str]:
    """Players whose names are markup in HTML or in Rich, and plain ones past them."""
    return NASTY[:seats] + [f"P{n}" for n in range(len(NASTY), seats)]


# What of the host a board's account and the faces may use: the board's terms, the plugin's
# data, the texts, and the host's pictures and pickers.
HOST_DRAWING = ("tabletop.board", "tabletop.events", "tabletop.plugin", "tabletop.text.",
                "tabletop.web.pictures", "tabletop.web.tally_tapped", "tabletop.web.card_grid")


def drawing_modules(folder: Path) -> list[Path]:
    """What draws a game's board in either face: its account and its faces."""
    return [*sorted((folder / "text").glob("board*.py")),
            *sorted(p for p in (folder / "faces").glob("*.py") if p.name != "__init__.py")]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_faces_import_no_rules_state_or_advice(game_id: str) -> None:
    package, folder = package_of(game_of(game_id))
    modules = drawing_modules(folder)
    assert modules
    assert foreign_imports(folder, package, modules) == {}
    for path in modules:
        within = ".".join([package, path.parent.name])
        host = {m for m in imported(path, within) if m.split(".")[0] == "tabletop"}
        assert {m for m in host if not f"{m}.".startswith(HOST_DRAWING)} == set(), path


@pytest.mark.parametrize("game_id", GAMES)
def test_rich_is_the_hosts(game_id: str) -> None:
    """The terminal draws the account; a game gives glyphs, never Rich renderables."""
    package, folder = package_of(game_of(game_id))
    for path in folder.rglob("*.py"):
        within = ".".join([package, *path.relative_to(folder).parent.parts])
        assert not any(m.split(".")[0] == "rich" for m in imported(path, within)), path


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_random_games_render_every_board_action_and_outcome(game_id: str, seats: int,
                                                             lang: str) -> None:
    game = game_of(game_id)
    seeds, every = WALKS.get(game_id, (range(3), 1))
    if lang != "en":  # the words change, not what is drawn: fewer games
        seeds = seeds[:1]
    seen = check_games(game, seated(seats), seeds, lang, every=every,
                       options=SUITE_OPTIONS.get(game_id), listed=game_id in LISTED)
    assert seen.boards and seen.actions


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_classes_are_the_games_or_the_hosts(game_id: str, seats: int) -> None:
    """A page's classes, and those the game styles, are the game's (``PREFIX-``) or the
    host's: a game never styles another's board or the host's layout by accident."""
    game = game_of(game_id)
    pictures = web_pictures(game)
    told = board_account(game)
    played = play(game, seated(seats), 0, options=SUITE_OPTIONS.get(game_id))
    pages = []
    for state, awaiting in list(zip(played.states, played.waits, strict=True))[::2]:
        moves = ([Move(n, e, words(game, e)) for n, e in enumerate(awaiting.actions)]
                 if isinstance(awaiting, Decision) else [])
        seat = awaiting.player if isinstance(awaiting, Decision) else None
        pages.append(str(board_html(game, told.board(game.observe(state, seat), moves))))
    assert unprefixed_classes(pictures.CSS, "".join(pages), f"{pictures.PREFIX}-") == set()
