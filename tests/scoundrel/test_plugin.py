"""The plugin's bindings: moves dispatched by kind, the status values stored, the summary."""

from __future__ import annotations

import json

from games.scoundrel import GAME
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import Status
from games.scoundrel.rules.turn import SEAT, setup, status
from tabletop.events import CHANCE, Event
from tabletop.plugin import Advisor, HasBots, HasFastModel, Solver

from .helpers import endgame, illegal, play, start


def test_an_unknown_kind_is_refused_for_the_player_and_for_chance() -> None:
    state = start("7D", "KS", "5H", "9C")
    assert illegal(state, Event(SEAT, "dance")) == "err_unknown_action"
    assert illegal(state, Event(SEAT, "room", {"values": ["2C"]})) == "err_unknown_action"
    fresh = setup(ScoundrelOptions())
    assert illegal(fresh, Event(CHANCE, "roll", {"values": [3]})) == "err_unknown_action"


def test_s8_the_status_values_are_those_stored_and_printed() -> None:
    """000_29c9095678974fbe.txt: 'Das Spiel endet entweder, wenn die Lebenspunkte ... oder wenn
    man den Weg durch den gesamten Kerker gefunden hat.'"""
    assert [s.value for s in Status] == ["playing", "won", "lost"]
    won = play(play(endgame(["9C", "3D"], health=15), "9C"), "3D")
    assert status(won) == "won" and GAME.score(won).status == "won"
    summary = GAME.summary(won)
    assert type(summary["status"]) is str
    assert json.loads(json.dumps(summary)) == {
        "status": "won", "health": 6, "score": 6, "weapon": "3D", "last_slain": None,
        "slain": [], "room": [], "dungeon": 0, "discard": 43, "can_run": False,
        "options": {"weapon_rule": "lower", "death_penalty": "dungeon"}}


def test_the_game_has_every_capability() -> None:
    for capability in (HasBots, Advisor, Solver, HasFastModel):
        assert isinstance(GAME, capability)
