"""The screen is drawn from data (issue 11): the board's account reads an observation and
advice data, never a state, and runs no search; the game keeps only its pictures, and Rich
lives in the host (the terminal draws the account, the game gives glyphs). The imports of the
account and the faces, and Rich's, are checked for every game by the conformance suite
(tests/conformance/test_web_view.py, issue #41)."""

from __future__ import annotations

from pathlib import Path

import games.dungeon_dice as package
from games.dungeon_dice import GAME
from games.dungeon_dice.faces import terminal
from tabletop.board import BoardAccount, Picture, board_account
from tabletop.plugin import Advice

from .helpers import at

FOLDER = Path(package.__file__).parent
DRAWN = [*sorted((FOLDER / "text").glob("board*.py")), *sorted((FOLDER / "faces").glob("*.py"))]
# names: a board shows a stored name through the one rule that cuts and cleans it
ALLOWED = ("tabletop.board", "tabletop.text.i18n", "tabletop.text.", "tabletop.plugin",
           "tabletop.events", "tabletop.web.pictures", "tabletop.web.tally_tapped",
           "markupsafe", "games.dungeon_dice.rules.components", "games.dungeon_dice.rules.heroes",
           "games.dungeon_dice.text", "games.dungeon_dice.faces",
           "collections", "dataclasses", "typing", "__future__")


def test_the_game_names_its_board_and_its_pictures() -> None:
    assert GAME.board_account().__name__ == "games.dungeon_dice.text.board"
    assert GAME.glyphs() is terminal
    assert GAME.web_pictures().__name__ == "games.dungeon_dice.faces.pictures"
    assert isinstance(board_account(GAME), BoardAccount)
    assert terminal.glyph(Picture("dungeon", "goblin", "Goblin (dungeon die)")) == ("Goblin",
                                                                                   "green")
    assert not hasattr(GAME, "view")


def test_advice_is_data() -> None:
    state = at("knight", party=["fighter", "cleric"], level=2, stage="regroup")
    advice = GAME.advise(state, 0, 0.0)
    assert isinstance(advice, Advice) and not hasattr(advice, "view")
    assert set(advice.data) == {"clear_next", "retire_xp", "continue_xp", "best",
                                "next_level", "levels_ahead", "exact"}
