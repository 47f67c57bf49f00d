"""A game of the eight members alone plays on both faces (issue #41): what it does not say the
host says for it, the rules in short from the catalogue, what can be typed from the moves, the
JSON of a replay from the score and the table's view, a plain board with the pictures named; a
game that cannot be tallied has no tally."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pig import GAME as PIG
from pig.rules.turn import PigOptions
from web_view_checks import check_games

from tabletop import plugin
from tabletop.archive import tallying
from tabletop.board import PlainBoard, board_account
from tabletop.cli.board import NameGlyphs, glyphs_of
from tabletop.events import BadInput, Event
from tabletop.text import i18n
from tabletop.web.views import NamePictures, web_pictures

MEMBERS = ("meta", "setup", "awaiting", "turn", "observe", "narrate", "score", "parse",
           "notation")


class BarePig:
    """Pig with the eight members of ``tabletop.plugin.Game`` and nothing else."""

    def __init__(self) -> None:
        for name in MEMBERS:
            setattr(self, name, getattr(PIG, name))


BARE: Any = BarePig()
PLAYERS = ["Ana", "Ben"]


def test_the_protocol_asks_eight_members_and_the_meta() -> None:
    asked = {name for name in vars(plugin.Game) if not name.startswith("_")}
    assert asked | set(plugin.Game.__annotations__) == set(MEMBERS)
    for capability in (plugin.HasBoard, plugin.HasGlyphs, plugin.HasWebPictures,
                       plugin.Tallies, plugin.HasSummary, plugin.HasCommandsHelp,
                       plugin.HasRulesText, plugin.HasBots, plugin.Advisor):
        assert not isinstance(BARE, capability), capability.__name__


def test_the_rules_in_short_come_from_the_catalogue_with_the_options() -> None:
    assert plugin.rules_text(BARE, PigOptions(target=30)) == i18n.t("pig_rules", target=30)
    with i18n.speaking("de"):
        assert "Zuerst 30 gewinnt" in plugin.rules_text(BARE, PigOptions(target=30))


def test_what_can_be_typed_is_every_legal_move_or_an_example_of_a_reveal() -> None:
    state = BARE.setup(PigOptions(), PLAYERS)
    assert plugin.commands_help(BARE, state) == [("roll", "cmd_a_legal_move")]
    rolling = BARE.turn(state, Event(0, "roll"))
    assert plugin.commands_help(BARE, rolling) == [("die 1", "cmd_what_was_revealed")]
    rolled = BARE.turn(rolling, BARE.parse(rolling, "die 5"))
    assert [typed for typed, _ in plugin.commands_help(BARE, rolled)] == ["roll", "hold"]
    for _, key in plugin.commands_help(BARE, rolled):
        assert i18n.t(key) != key


def test_a_replays_json_is_the_score_and_what_the_table_sees() -> None:
    state = BARE.setup(PigOptions(), PLAYERS)
    summary = plugin.summary(BARE, state)
    assert summary["status"] == "playing" and summary["totals"] == {"Ana": 0, "Ben": 0}
    assert summary["scores"] == [0, 0] and json.loads(json.dumps(summary)) == summary


def test_the_board_is_plain_and_the_pictures_are_named() -> None:
    assert isinstance(board_account(BARE), PlainBoard)
    assert isinstance(glyphs_of(BARE), NameGlyphs)
    assert isinstance(web_pictures(BARE), NamePictures)
    assert board_account(PIG) is not None and not isinstance(board_account(PIG), PlainBoard)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_bare_game_draws_on_both_faces(lang: str) -> None:
    """Every board of random games in both faces, every move listed, every die a picture."""
    seen = check_games(BARE, PLAYERS, range(2), lang, options={"target": 30}, listed=True)
    assert seen.actions == {"roll", "hold"} and seen.boards


def test_a_game_without_a_tally_is_refused_one_line() -> None:
    assert plugin.tally_fields(BARE) == ()
    with pytest.raises(BadInput) as refused:
        tallying.score(BARE, {"player": [("Ana", 30), ("Ben", 3)]})
    assert refused.value.key == "err_no_tally"
