"""Fuzz: the rule-set options a tally is given (issue #13: ``--option`` can be given to
``score``), refused in one line like those of ``play``, and a tally kept in the history
unless ``--no-save``."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store
from .strategies import dd_tally, hostile, hs_tally
from .test_cli_options import option_pair

ANSWERS = {"scoundrel": ("--result", "lost", "--health", "-3", "--monsters", "KS",
                         "--room", "none"),
           "dungeon-dice": ("--player", "Ana: xp=3", "--player", "Bo: xp=5 elixir"),
           "halunken": ("--player", "Ana: r15 y3", "--player", "Bo: p14")}


@FUZZ
@given(game=st.sampled_from(sorted(ANSWERS)), pairs=st.lists(option_pair, max_size=3),
       keep=st.booleans(), player=st.one_of(dd_tally, hs_tally, hostile))
@example(game="halunken", pairs=["a\nb"], keep=False, player="")
def test_tally_options(game: str, pairs: list[str], keep: bool, player: str) -> None:
    argv = ["--player", player] if game == "scoundrel" else []
    for pair in pairs:
        argv += ["--option", pair]
    with fresh_store():
        check(game, "score", *ANSWERS[game], *argv, *([] if keep else ["--no-save"]),
              "--json", input="")
