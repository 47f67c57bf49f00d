"""tabletop.registry: games come from the ``tabletop.games`` entry-point group."""

from __future__ import annotations

import pytest

from tabletop.events import BadInput
from tabletop.registry import games, get


def test_scoundrel_is_found() -> None:
    found = games()
    assert "scoundrel" in found
    assert found["scoundrel"].meta.id == "scoundrel"


def test_every_game_is_registered_under_its_id() -> None:
    for game_id, game in games().items():
        assert game.meta.id == game_id


def test_get() -> None:
    assert get("scoundrel") is games()["scoundrel"]


def test_get_unknown_game() -> None:
    with pytest.raises(BadInput) as info:
        get("no-such-game")
    assert info.value.key == "err_no_such_game_kind"
    assert "no-such-game" in info.value.message()
