"""The screen is drawn from data (issue 11): the view modules read an observation and advice
data, never a state, and run no search; Rich lives only in them."""

from __future__ import annotations

from pathlib import Path

import games.dungeon_dice as package
from games.dungeon_dice import GAME
from games.dungeon_dice.faces import terminal as view
from tabletop.plugin import Advice
from tests.web_view_checks import imported as imports

from .helpers import at

FOLDER = Path(package.__file__).parent / "faces"
VIEWS = ("terminal.py", "terminal_advice.py")
# names: a view shows a stored name through the one rule that cuts and cleans it
ALLOWED = ("rich", "tabletop.i18n", "tabletop.text.shown", "tabletop.plugin",
           "games.dungeon_dice.faces.terminal_advice", "games.dungeon_dice.rules.components",
           "games.dungeon_dice.text",  # the sentences both faces say (issue #27)
           "collections", "typing", "__future__")


def test_the_views_import_no_rules_state_or_odds() -> None:
    for name in VIEWS:
        for module in imports(FOLDER / name):
            assert module.startswith(ALLOWED), f"{name} imports {module}"


def test_rich_only_in_the_views() -> None:
    for path in FOLDER.parent.rglob("*.py"):
        if path.parent != FOLDER or path.name not in VIEWS:
            assert not any(m.startswith("rich") for m in imports(path)), path.name


def test_the_game_names_its_view_and_has_no_view_method() -> None:
    assert GAME.meta.view == "games.dungeon_dice.faces.terminal"
    assert callable(view.board) and callable(view.advice)
    assert not hasattr(GAME, "view")


def test_advice_is_data() -> None:
    state = at("knight", party=["fighter", "cleric"], level=2, stage="regroup")
    advice = GAME.advise(state, 0, 0.0)
    assert isinstance(advice, Advice) and not hasattr(advice, "view")
    assert set(advice.data) == {"clear_next", "retire_xp", "continue_xp", "best",
                                "next_level", "levels_ahead", "exact"}
