"""Fuzz: the options and arguments of every verb (issue #13, "Numbers" and "Files").

Ids, seeds, counts and limits past SQLite's 64 bits, languages, option pairs and file paths
(the store's own file among them) are one line and exit 1 or 2, never a traceback; the store
is still read afterwards and lost no game.
"""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store, seeded
from .strategies import NUMBERS, hostile, names, numbers

GAMES = ("scoundrel", "dungeon-dice", "halunken")
OPTIONS = {"scoundrel": ("weapon_rule=lower", "weapon_rule=lower_or_equal",
                         "death_penalty=dungeon_and_room"),
           "dungeon-dice": ("heroes=deal", "heroes=choose"),
           "halunken": ("variant=intro", "variant=standard", "games=2")}
option_pair = st.one_of(
    st.sampled_from([pair for pairs in OPTIONS.values() for pair in pairs]),
    st.builds("{}={}".format, st.sampled_from(("weapon_rule", "heroes", "variant", "games",
                                               "nope", "")), hostile),
    hostile)


@FUZZ
@given(verb=st.sampled_from((("show",), ("resume",), ("history", "--limit"),
                             ("export",), ("scoundrel", "play", "--seed"),
                             ("halunken", "match", "--resume"),
                             ("scoundrel", "challenge", "--seed"),
                             ("scoundrel", "solve", "--seed"))),
       number=numbers)
@example(verb=("scoundrel", "play", "--seed"), number=str(2**63))
@example(verb=("show",), number=str(2**64))
@example(verb=("history", "--limit"), number=str(2**64))
def test_ids_seeds_and_limits(verb: tuple[str, ...], number: str) -> None:
    """issue #13: ``--seed 9223372036854775808``, ``show 2**64``, ``history --limit 2**64``."""
    with fresh_store():
        extra = ("-p", "Ana") if "play" in verb else ("--time", "0.02") \
            if "solve" in verb else ()
        check(*verb, number, *extra, input="quit\n")


@FUZZ
@given(game=st.sampled_from(("dungeon-dice", "halunken")), games=numbers,
       jobs=st.sampled_from(("1", "0", "-1", "abc", "9223372036854775808")))
@example(game="halunken", games=str(2**64), jobs="1")
def test_simulate_counts(game: str, games: str, jobs: str) -> None:
    """issue #13: ``--games 2**64`` is refused where it enters (counts the app can play
    quickly are played: at most 3 here)."""
    try:
        wanted = int(games)
    except ValueError:
        wanted = 0
    if 3 < wanted < 2**63:
        games = "3"  # a count the app may accept and play: too long for the suite
    with fresh_store():
        check(game, "simulate", "--games", games, "--jobs", jobs, "--seed", "1")


@FUZZ
@given(game=st.sampled_from(GAMES), verb=st.sampled_from(("play", "table", "rules")),
       pairs=st.lists(option_pair, max_size=3), lang=st.sampled_from(("en", "de", "xx", "")))
def test_option_pairs_and_language(game: str, verb: str, pairs: list[str], lang: str) -> None:
    with fresh_store():
        argv = [game, verb, "--lang", lang]
        for pair in pairs:
            argv += ["--option", pair]
        check(*argv, input="quit\n")


@FUZZ
@given(target=st.sampled_from(("out.json", "existing.json", "store", "store-link", "wal", ".",
                               "-", "sub/x.json", "")),
       every=st.booleans())
@example(target="store", every=False)
def test_export_paths(target: str, every: bool) -> None:
    """issue #13: ``export 1 <the store's own file>`` must not destroy every game."""
    with fresh_store({"existing.json": b"keep me\n"}) as work:
        store = work.parent / "home" / "tabletop.db"
        (work / "store-link").symlink_to(store)
        path = {"store": str(store), "wal": f"{store}-wal"}.get(target, target)
        argv = ["export", "--all", path] if every else ["export", str(seeded().ids[0]), path]
        check(*argv)


@FUZZ
@given(game=st.sampled_from(GAMES), person=names,
       filter_game=st.sampled_from((None, *GAMES, "chess", "")), limit=st.sampled_from(NUMBERS))
def test_history_and_stats_filters(game: str, person: str, filter_game: str | None,
                                   limit: str) -> None:
    with fresh_store():
        argv = ["history", "--player", person, "--limit", limit]
        check(*argv, *(["--game", filter_game] if filter_game is not None else []))
        check("stats", "--player", person, "--game", game)
