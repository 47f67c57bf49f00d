"""Numbers at every door (issue #13): each id, seed, count and limit is checked where it enters,
against a typed range (seeds 0..2**63-1, ids 1..2**63-1, counts and limits from 1 to a sensible
most); anything else is one usage error naming the option, exit 2, never a traceback."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.cli.numbers import IDS, JOBS, LIMITS, MATCH_GAMES, SEEDS, SIM_GAMES, whole

from .support import assert_exit, assert_ok, assert_one_error, invoke, moves

TOO_BIG = str(2**64)  # 18446744073709551616
PAST_SQLITE = str(2**63)  # 9223372036854775808
LAST = str(2**63 - 1)
JUNK = ["abc", "1e3", "1_000", "²", "٣", "0x10", "", " ", "1.5", "--", "9" * 5000]


# ---- every door, out of its range ----------------------------------------------------------

DOORS: list[tuple[tuple[str, ...], str]] = [
    (("scoundrel", "play", "--seed", "{}"), "--seed"),
    (("halunken", "play", "--seed", "{}"), "--seed"),
    (("scoundrel", "challenge", "--seed", "{}"), "--seed"),
    (("scoundrel", "solve", "--seed", "{}"), "--seed"),
    (("scoundrel", "simulate", "--jobs", "1", "--games", "{}"), "--games"),
    (("scoundrel", "simulate", "--jobs", "1", "--games", "1", "--seed", "{}"), "--seed"),
    (("halunken", "simulate", "--jobs", "{}", "--games", "1"), "--jobs"),
    (("halunken", "simulate", "--jobs", "1", "--games", "1", "--players", "{}"), "--players"),
    (("halunken", "match", "--bot", "A", "--bot", "B", "--games", "{}"), "--games"),
    (("halunken", "match", "--bot", "A", "--bot", "B", "--seed", "{}"), "--seed"),
    (("halunken", "match", "--resume", "{}"), "--resume"),
    (("dungeon-dice", "match", "--bot", "A", "--bot", "B", "--resume", "{}"), "--resume"),
    (("history", "--limit", "{}"), "--limit"),
    (("show", "{}"), "ID"),
    (("resume", "{}"), "ID"),
]


@pytest.mark.parametrize(("args", "option"), DOORS)
@pytest.mark.parametrize("value", [TOO_BIG, PAST_SQLITE + "0", "-1", "abc", "²", "1_000"])
def test_a_number_out_of_range_is_one_usage_error(home: object, args: tuple[str, ...],
                                                  option: str, value: str) -> None:
    """issue #13: --seed 9223372036854775808, show 2**64, history --limit 2**64 and
    --games 2**64 were tracebacks."""
    if value.startswith("-") and args[-1] == "{}" and not args[-2].startswith("--"):
        args = (*args[:-1], "--", "{}")  # a positional argument: "-1" is not an option there
    line = assert_one_error(invoke(*(a.format(value) for a in args), input=moves("quit")), 2,
                            option, "whole number")
    assert value[:40] in line


@pytest.mark.parametrize(("args", "option"), [
    (("scoundrel", "play", "--seed", PAST_SQLITE), "at most " + LAST),
    (("show", TOO_BIG), "at least 1"),
    (("history", "--limit", "0"), "at least 1"),
    (("scoundrel", "simulate", "--jobs", "1", "--games", "0"), "at least 1"),
    (("halunken", "match", "--bot", "A", "--bot", "B", "--games", "1001"), "at most 1000"),
])
def test_the_error_names_the_range(home: object, args: tuple[str, ...], option: str) -> None:
    assert_one_error(invoke(*args), 2, option)


def test_the_error_is_in_german_too(home: object) -> None:
    assert_one_error(invoke("--lang", "de", "history", "--limit", TOO_BIG), 2,
                     "--limit nimmt eine ganze Zahl", "höchstens 1000000")


def test_a_long_value_is_cut_in_the_error(home: object) -> None:
    line = assert_one_error(invoke("show", "9" * 100_000), 2, "ID")
    assert len(line) < 200 and "…" in line


# ---- the edges of each range are accepted --------------------------------------------------


def test_the_last_seed_plays(home: object) -> None:
    result = invoke("scoundrel", "play", "--seed", LAST, "--player", "Ana",
                    input=moves("quit"))
    assert_ok(result)
    assert f"seed {LAST}" in result.output
    assert_ok(invoke("show", "1"))
    assert_ok(invoke("history", "--json"))


def test_seed_zero_plays(home: object) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "0", "--player", "Ana", input=moves("quit")))


@pytest.mark.parametrize("args", [("show", LAST), ("resume", LAST), ("show", "1"),
                                  ("export", LAST, "x.json"), ("export", TOO_BIG, "x.json")])
def test_the_largest_id_is_no_such_game(home: object, args: tuple[str, ...]) -> None:
    assert_one_error(invoke(*args, input=moves("quit")), 1, "no saved game")


def test_the_largest_limit_lists(home: object) -> None:
    assert_ok(invoke("history", "--limit", str(LIMITS.high)))


def test_a_match_whose_last_game_would_need_a_seed_past_the_last(home: object) -> None:
    result = invoke("halunken", "match", "--bot", "A", "--bot", "B", "--games", "3",
                    "--seed", str(2**63 - 2))
    assert_one_error(result, 2, "--seed", "at most " + str(2**63 - 3))


def test_a_simulation_whose_last_game_would_need_a_seed_past_the_last(home: object) -> None:
    result = invoke("scoundrel", "simulate", "--bot", "greedy", "--games", "2", "--jobs", "1",
                    "--seed", LAST)
    assert_one_error(result, 2, "--seed", "at most " + str(2**63 - 2))


def test_a_simulation_on_the_last_seed_plays(home: object) -> None:
    assert_ok(invoke("scoundrel", "simulate", "--bot", "greedy", "--games", "1", "--jobs", "1",
                     "--seed", LAST, "--json"))


# ---- numbers typed inside the app ----------------------------------------------------------


@pytest.mark.parametrize("typed", ["²", "٣", "99999999999999999999999999", "x", "-1"])
def test_a_number_typed_at_the_resume_prompt(home: object, typed: str) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "3", "--player", "Ana", input=moves("quit")))
    result = invoke("resume", input=moves(typed, "quit"))
    assert result.exit_code in (1, 2), result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("typed", ["fix ² room 7D", "fix 99999999999999999999 room 7D",
                                   "fix -1 room 7D", "fix ٣ room 7D"])
def test_a_number_typed_after_fix(home: object, typed: str) -> None:
    result = invoke("scoundrel", "table", "--player", "Ana", input=moves(typed, "quit"))
    assert_exit(result, 0, "✗ ")
    assert "Traceback" not in result.output


@pytest.mark.parametrize("seconds", ["nan", "inf", "-inf", "1e308", "0", "-1", "3601"])
def test_a_search_time_must_be_a_sensible_number(home: object, seconds: str) -> None:
    assert_one_error(invoke("scoundrel", "solve", "--seed", "1", "--time", seconds), 2, "--time")


# ---- the ranges themselves -----------------------------------------------------------------


def test_the_ranges() -> None:
    assert (SEEDS.low, SEEDS.high) == (0, 2**63 - 1)
    assert (IDS.low, IDS.high) == (1, 2**63 - 1)
    assert LIMITS.low == MATCH_GAMES.low == SIM_GAMES.low == JOBS.low == 1
    assert SIM_GAMES.high >= 10**12  # a trillion games stream in constant memory


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(st.text(max_size=60) | st.integers().map(str))
def test_whole_reads_only_ascii_whole_numbers(text: str) -> None:
    number = whole(text)
    assert (number is not None) == bool(re.fullmatch(r"[+-]?[0-9]{1,40}", text.strip()))
    if number is not None:
        assert number == int(text)


def test_whole_refuses_what_only_looks_like_a_number() -> None:
    assert [whole(text) for text in ("²", "٣", "1_000", "0x10", "1e3", "", "+-1")] == [None] * 7
    assert [whole(text) for text in (" 12 ", "+7", "-0", "007")] == [12, 7, 0, 7]


@settings(max_examples=25, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=st.one_of(st.integers(min_value=-(2**80), max_value=2**80).map(str),
                       st.sampled_from(JUNK), st.text(max_size=20)),
       door=st.sampled_from([("show", "{}"), ("resume", "{}"), ("history", "--limit", "{}"),
                             ("halunken", "match", "--resume", "{}"),
                             ("export", "{}", "out.json")]))
def test_any_number_at_a_cheap_door_is_an_answer_not_a_traceback(
        home: object, value: str, door: tuple[str, ...]) -> None:
    result = invoke(*(part.format(value) for part in door), input=moves("quit"))
    assert result.exit_code in (0, 1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        repr(result.exception)
    assert "Traceback" not in result.output
