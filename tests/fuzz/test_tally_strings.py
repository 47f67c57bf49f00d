"""``--player`` tally strings of any shape (issue #13, "Tallies that can't be true"): each is a
consistent score or a refusal naming why not, by the rules the ``score`` verb answers through
(``tabletop.archive.tallying``; issue #41: not through the command line, whose one line, exit
code and store are the fuzz of test_player_formats.py and the smoke tests of test_cli_score*.py).

Consistent means D13 (`dungeon_dice.md`: XP + 1 a token, a Town Portal 2, 2 more a pair of
Dragon Scales; no more tokens than D2's bag, no more XP than the game gives) and H6
(`004_ec6843a48c78278b.txt`: the sum of the cards, the colour held most counted twice; each
card once, 2 to 4 players).
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from games.dungeon_dice.rules.components import MAX_XP, TOKEN_COUNTS, TOKENS
from games.halunken.rules.components import DECK
from tabletop.cli.render import sheet_json
from tabletop.events import BadInput
from tests.cli.support import hs_h6
from tests.tallies import players, refusal, tallied

BOUNDED = settings(max_examples=60, deadline=None, derandomize=True, database=None,
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


def judged(game: str, specs: list[str]) -> dict[str, Any] | None:
    """The sheet of a tally that was accepted, after checking the contract for either end: a
    refusal says why in one line; an accepted sheet adds up, its names as kept."""
    try:
        data = sheet_json(tallied(game, players(*specs)))
    except BadInput:
        said = refusal(game, players(*specs))
        assert said.strip() and "\n" not in said, said  # the terminal cleans what it echoes
        return None
    for player in data["players"]:
        assert player["total"] == sum(line["points"] for line in player["breakdown"])
        assert player["name"] and player["name"] == " ".join(player["name"].split())
        assert player["name"].isprintable()
    names = [p["name"].casefold() for p in data["players"]]
    assert len(set(names)) == len(names)
    return data


@BOUNDED
@given(specs=dd_specs())
@example(specs=["Ana: xp=14 2 dragon-scales", "Bo: 2 x portal ring 3"])
def test_dungeon_dice_player_strings(specs: list[str]) -> None:
    data = judged("dungeon-dice", specs)
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
@given(specs=hs_specs())
@example(specs=["Ana: r15 g13 y12 y3", "Bo: p14, 11 gelb", "Cy:"])
def test_halunken_player_strings(specs: list[str]) -> None:
    data = judged("halunken", specs)
    if data is None:
        return
    assert 2 <= len(data["players"]) <= 4
    cards = [card for player in data["players"] for card in player["cards"]]
    assert len(cards) == len(set(cards)) and set(cards) <= set(DECK)
    for player in data["players"]:
        assert player["total"] == hs_h6(player["cards"])
    best = max(player["total"] for player in data["players"])
    assert data["winners"] == [p["name"] for p in data["players"] if p["total"] == best]
