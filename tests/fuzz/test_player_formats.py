"""Fuzz: ``--player`` and ``--bot`` in every format, tallies included (issue #13, "Names" and
"Tallies that can't be true").

A name is text, never markup; a tally is counted or refused naming the reason: either way one
line, exit 0, 1 or 2, and a store that ``history``, ``stats`` and ``show`` still read.
"""

from __future__ import annotations

import re

from hypothesis import example, given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store
from .strategies import dd_tally, hostile, hs_tally, names

MARKUP = re.compile(r"(?=[\x21-\x7e]{1,12}$).*\[.*")  # short (never folded), bracketed
STRATEGIES = ("odds", "basic", "strong", "expectimax", "greedy", "random")
QUICK = ("basic", "greedy", "random")  # bots that play a game in a blink
bot_spec = st.one_of(names, st.builds("{}={}".format, names,
                                      st.sampled_from((*STRATEGIES, "x", ""))))


def seats(flag: str, people: list[str]) -> list[str]:
    return [arg for person in people for arg in (flag, person)]


@FUZZ
@given(game=st.sampled_from(("scoundrel", "dungeon-dice", "halunken")),
       verb=st.sampled_from(("play", "table")),
       people=st.lists(names, max_size=5), bots=st.lists(bot_spec, max_size=2))
@example(game="halunken", verb="play", people=["[/]", "Bob [the builder]"], bots=["Ana"])
@example(game="dungeon-dice", verb="table", people=["\x1b[2J", "Ana", "ana"], bots=[])
def test_players_and_bots_at_a_new_game(game: str, verb: str, people: list[str],
                                        bots: list[str]) -> None:
    """issue #13: a player named ``[/]`` crashed the first screen, and every ``history``,
    ``stats`` and ``show`` after it; a control character reached the terminal raw."""
    with fresh_store():
        seed = ["--seed", "1"] if verb == "play" else []
        result = check(game, verb, *seed, *seats("--player", people), *seats("--bot", bots),
                       input="quit\n")
    if result.exit_code == 0:  # "Bob [the builder]" showed as "Bob "
        for name in people:
            if MARKUP.fullmatch(name):
                assert name in result.stdout, (name, result.stdout)


@FUZZ
@given(entries=st.lists(dd_tally, max_size=5), as_json=st.booleans())
@example(entries=["Ana: xp=14 2 dragon-scales", "Bo: xp=1 xp=2"], as_json=True)
def test_dungeon_dice_tallies(entries: list[str], as_json: bool) -> None:
    """issue #13: ``"Ana: xp=14 2 dragon-scales"`` silently made Ana's XP 2."""
    with fresh_store():
        check("dungeon-dice", "score", *seats("--player", entries),
              *(["--json"] if as_json else []), input="")


@FUZZ
@given(entries=st.lists(hs_tally, max_size=5), as_json=st.booleans())
@example(entries=["Ana: y-3 r15"], as_json=True)
def test_halunken_tallies(entries: list[str], as_json: bool) -> None:
    """issue #13: a one-player tally was accepted; ``y-3`` was read as y3."""
    with fresh_store():
        check("halunken", "score", *seats("--player", entries),
              *(["--json"] if as_json else []), input="")


@FUZZ
@given(result=st.one_of(st.sampled_from(("won", "lost")), hostile),
       health=st.one_of(st.sampled_from(("20", "-13", "-14", "-999999")), hostile),
       last=st.one_of(st.sampled_from(("none", "KS", "10H")), hostile))
@example(result="lost", health="-999999", last="none")
def test_scoundrel_tally_options(result: str, health: str, last: str) -> None:
    """issue #13: ``--result lost --health -999999`` was accepted (the lowest is -13)."""
    with fresh_store():
        check("scoundrel", "score", "--result", result, "--health", health, "--last", last,
              "--monsters", "0", "--json")


@FUZZ
@given(game=st.sampled_from(("dungeon-dice", "halunken", "scoundrel")),
       bots=st.lists(st.one_of(st.sampled_from(QUICK), hostile), min_size=1, max_size=3))
def test_simulated_bots(game: str, bots: list[str]) -> None:
    with fresh_store():
        check(game, "simulate", *seats("--bot", bots), "--games", "1", "--jobs", "1")
