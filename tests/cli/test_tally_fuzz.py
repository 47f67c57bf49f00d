"""``--player`` tally strings of any shape (issue #13, "Tallies that can't be true"): each is a
consistent score or one line naming why not, and a refused tally keeps nothing.

Consistent means D13 (`dungeon_dice.md`: XP + 1 a token, a Town Portal 2, 2 more a pair of
Dragon Scales; no more tokens than D2's bag, no more XP than the game gives) and H6
(`004_ec6843a48c78278b.txt`: the sum of the cards, the colour held most counted twice; each
card once, 2 to 4 players).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import Result

from games.dungeon_dice.rules.components import MAX_XP, TOKEN_COUNTS, TOKENS
from games.halunken.rules.components import DECK

from .support import hs_h6, invoke, player_flags
from .test_tally_support import stored_games

BOUNDED = settings(max_examples=30, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.function_scoped_fixture,
                                          HealthCheck.too_slow])

NAMES = st.sampled_from(["Ana", "Bo", "ana", "Zoë", "Bob [the builder]", "[/]", " ", "",
                         "Ana\x1b[2J", "x" * 40, "Dr: Who"])
DD_PIECES = st.sampled_from([
    "xp=14", "ep=3", "erfahrung=0", "12", "-3", "xp=-1", "xp=231", "xp=232", "14xp", "xp", "=",
    "2", "2x", "x2", "×3", "x", "0", "7", "99999999999", "dragon-scales", "scales",
    "drachenschuppen", "portal", "town-portal", "elixir", "ring", "vorpal", "banana", "goblin",
    ",", "xp=", "2 x"])
HS_PIECES = st.sampled_from([
    "r15", "g13", "y12", "y3", "p14", "p9", "r4", "y-3", "gelb", "3", "-3", "12", "yellow",
    "rot", "r", "y0", "y13", "r3", "r 15", "blue", "11 gelb", ",", "-", "y 1"])


def spec(name: str, pieces: list[str], colon: bool) -> str:
    return f"{name}{':' if colon else ''} {' '.join(pieces)}"


def dd_specs() -> st.SearchStrategy[list[str]]:
    one = st.builds(spec, NAMES, st.lists(DD_PIECES, max_size=6), st.booleans())
    return st.lists(one, min_size=1, max_size=5)


def hs_specs() -> st.SearchStrategy[list[str]]:
    one = st.builds(spec, NAMES, st.lists(HS_PIECES, max_size=6), st.booleans())
    return st.lists(one, min_size=1, max_size=5)


def judged(result: Result, home: Path, before: int, save: bool) -> dict[str, Any] | None:
    """The sheet of a tally that was accepted, after checking the contract for either end."""
    assert "Traceback" not in result.output
    assert isinstance(result.exception, SystemExit | None), repr(result.exception)
    if result.exit_code != 0:
        assert result.exit_code in (1, 2), result.output
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("✗ "), result.stderr
        assert result.stdout == ""
        assert stored_games(home) == before
        return None
    assert result.stderr == ""
    data: dict[str, Any] = json.loads(result.stdout)
    assert stored_games(home) == before + (1 if save else 0)
    assert (data["id"] is not None) == save
    for player in data["players"]:
        assert player["total"] == sum(line["points"] for line in player["breakdown"])
        assert player["name"] and player["name"] == " ".join(player["name"].split())
        assert player["name"].isprintable()
    names = [p["name"].casefold() for p in data["players"]]
    assert len(set(names)) == len(names)
    return data


@BOUNDED
@given(specs=dd_specs(), save=st.booleans())
@example(specs=["Ana: xp=14 2 dragon-scales", "Bo: 2 x portal ring 3"], save=True)
@example(specs=["Ana: xp=14 2 dragon-scales", "Bo: 2 x portal ring 3"], save=False)
def test_dungeon_dice_player_strings(home: Path, specs: list[str], save: bool) -> None:
    before = stored_games(home)
    result = invoke("dungeon-dice", "score", *player_flags(*specs), "--json",
                    *([] if save else ["--no-save"]))
    data = judged(result, home, before, save)
    if data is None:
        return
    held = dict.fromkeys(TOKENS, 0)
    for player in data["players"]:
        assert 0 <= player["xp"] <= MAX_XP
        treasures = player["treasures"]
        portals = treasures.get("town-portal", 0)
        scales = treasures.get("dragon-scales", 0)
        assert player["tokens"] == sum(treasures.values())
        assert player["total"] == player["xp"] + player["tokens"] + portals + 2 * (scales // 2)
        for token, count in treasures.items():
            held[token] += count
    assert all(held[token] <= limit for token, limit in zip(TOKENS, TOKEN_COUNTS, strict=True))


@BOUNDED
@given(specs=hs_specs(), save=st.booleans())
@example(specs=["Ana: r15 g13 y12 y3", "Bo: p14, 11 gelb", "Cy:"], save=True)
def test_halunken_player_strings(home: Path, specs: list[str], save: bool) -> None:
    before = stored_games(home)
    result = invoke("halunken", "score", *player_flags(*specs), "--json",
                    *([] if save else ["--no-save"]))
    data = judged(result, home, before, save)
    if data is None:
        return
    assert 2 <= len(data["players"]) <= 4
    cards = [card for player in data["players"] for card in player["cards"]]
    assert len(cards) == len(set(cards)) and set(cards) <= set(DECK)
    for player in data["players"]:
        assert player["total"] == hs_h6(player["cards"])
    best = max(player["total"] for player in data["players"])
    assert data["winners"] == [p["name"] for p in data["players"] if p["total"] == best]
