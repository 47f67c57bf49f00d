"""An unnamed seat has one name in every language, so ``stats`` counts it as one person; the
language-bound defaults of older records ("Player 1", "Spieler 1", "Player") count as today's
(issue #14)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tabletop.records.stats import player_stats
from tabletop.text.names import person

from .support import assert_ok, invoke


@dataclass
class Row:
    id: int
    players: list[str]
    result: dict[str, Any]
    status: str = "finished"
    game: str = "dungeon-dice"
    updated: str = "2026-01-01T00:00:00+00:00"


def finished(game_id: int, *names: str) -> Row:
    return Row(game_id, list(names), {"players": [{"name": n, "total": 3} for n in names],
                                      "winners": [names[0]]})


@pytest.mark.parametrize(("old", "new"), [
    ("Player 1", "P1"), ("Spieler 2", "P2"), ("spieler  3", "P3"), ("Player", "P1"),
    ("P1", "P1"), ("Spielerin 1", "Spielerin 1"), ("Player one", "Player one"),
    ("Player 1234", "Player 1234"), ("Ann", "Ann"),
])
def test_old_defaults_are_todays(old: str, new: str) -> None:
    assert person(old) == new


def test_stats_count_an_unnamed_seat_once_whatever_the_language() -> None:
    rows = [finished(1, "Player 1", "Player 2"), finished(2, "Spieler 1", "Spieler 2"),
            finished(3, "P1", "P2")]
    lines = player_stats(rows)
    assert sorted((s.player, s.played) for s in lines) == [("P1", 3), ("P2", 3)]
    assert [s.played for s in player_stats(rows, player="Spieler 1")] == [3]


def test_the_default_names_do_not_follow_the_language(home: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("USER", raising=False)
    names = []
    for lang in ("en", "de"):
        result = invoke("scoundrel", "score", "--result", "won", "--health", "5", "--json",
                        "--lang", lang)
        assert_ok(result)
        names.append(json.loads(result.stdout)["players"][0]["name"])
    assert names == ["P1", "P1"]
