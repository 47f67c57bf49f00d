"""Start-up (issue #14): ``tabletop --help`` and the root's completion import no game plugin,
no pydantic, Rich or Markdown; the game names come from the entry points without importing a
plugin. Checked by the modules a fresh process has loaded (deterministic; the time itself is
benchmarks/startup.py's)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from tabletop import registry
from tabletop.cli import app as app_module
from tabletop.cli.host import host_commands

from .support import invoke

HEAVY = ("games", "pydantic", "markdown_it", "rich", "sqlite3", "importlib.metadata")

PROBE = """
import contextlib, io, json, sys
from tabletop.cli.app import main
sys.argv[1:] = json.loads(sys.argv.pop(1))
out = io.StringIO()
try:
    with contextlib.redirect_stdout(out):
        main()
except SystemExit as exc:
    code = exc.code
print(json.dumps({"code": code, "out": out.getvalue(), "modules": sorted(sys.modules)}))
"""


def probe(home: Path, *args: str, env: dict[str, str] | None = None) -> dict[str, object]:
    """``tabletop ARGS`` in a fresh process: its exit code, output and loaded modules."""
    environment = {**os.environ, "TABLETOP_HOME": str(home), "TABLETOP_LANG": "en",
                   **(env or {})}
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(list(args))],
                          capture_output=True, text=True, env=environment, check=True)
    result: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return result


def heavy(modules: object, kinds: tuple[str, ...] = HEAVY) -> list[str]:
    assert isinstance(modules, list)
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in kinds)]


@pytest.mark.parametrize("args", [("--help",), ("--lang", "de", "--help"), ()])
def test_the_root_help_loads_no_game_and_nothing_heavy(home: Path, args: tuple[str, ...]) -> None:
    result = probe(home, *args)
    assert heavy(result["modules"]) == []
    assert result["code"] == (0 if args else 2)  # ``tabletop`` alone: the help, exit 2
    out = str(result["out"])
    for name in (*registry.names(), *app_module.HOST_VERBS):
        assert f"  {name} " in out, name


def test_completing_after_tabletop_loads_no_game(home: Path) -> None:
    result = probe(home, env={"_TABLETOP_COMPLETE": "complete_bash", "COMP_WORDS": "tabletop s",
                              "COMP_CWORD": "1"})
    # Typer reads the root's option values through pydantic (and pydantic its plugins through
    # importlib.metadata): its own cost once a line is parsed, which --help never is.
    assert heavy(result["modules"], ("games", "markdown_it", "rich", "sqlite3")) == []
    assert sorted(str(result["out"]).split()) == ["scoundrel", "serve", "show", "stats"]


def test_a_game_help_loads_that_game_only(home: Path) -> None:
    result = probe(home, "scoundrel", "--help")
    modules = result["modules"]
    assert isinstance(modules, list)
    assert "games.scoundrel" in modules
    assert not any(m.startswith(("games.halunken", "games.dungeon_dice")) for m in modules)


def test_the_entry_points_are_read_as_importlib_metadata_reads_them() -> None:
    found = {e.name: e.value for e in entry_points(group=registry.GROUP)}
    assert registry.entry_points() == dict(sorted(found.items()))
    assert registry.names() == sorted(found)


def test_the_root_names_the_host_verbs_that_exist() -> None:
    assert tuple(host_commands()) == app_module.HOST_VERBS


def test_tabletop_alone_prints_the_help_and_exits_2(home: Path) -> None:
    for args in ((), ("--lang", "de"), ("--lang=de",)):
        result = invoke(*args)
        assert result.exit_code == 2
        # the usage line in the language (issue #28)
        assert ("tabletop [OPTIONS] COMMAND" if not args else
                "tabletop [OPTIONEN] BEFEHL") in result.stdout
        assert "✗" not in result.output


def test_no_value_is_shown_as_its_python_type(home: Path) -> None:
    """Issue #14: flags show no ``<bool>``, values a name (``N``, ``NAME``, ``KEY=VALUE``)."""
    for args in (("scoundrel", "play"), ("scoundrel", "score"), ("stats",), ("serve",),
                 ("halunken", "simulate")):
        result = invoke(*args, "--help")
        options = result.stdout.split("Options:")[1]
        assert re.search(r"<[a-z]", options) is None, (args, options)  # a range's x<=9 may be


# Issue #26: each everyday command loads what it uses. Markdown and Pygments load only to show
# rules; the records' verbs on an empty store load no game and no play loop. Typer reads every
# option of a line it parses, even one left out, through a pydantic adapter, and pydantic's
# plugin loader brings importlib.metadata: since issue #41 tabletop reads no option past
# Typer's public face, so that is the stack's own cost (benchmarks/startup.py weighs it
# against a bare Typer app).
NOT_FOR_RECORDS = ("games", "markdown_it", "pygments",
                   "tabletop.cli.loop", "tabletop.cli.charts", "tabletop.session.session",
                   "tabletop.plugin")


@pytest.mark.parametrize("args", [("history",), ("stats",), ("show", "1")])
def test_the_records_verbs_load_no_game_nor_the_play_loop(home: Path,
                                                          args: tuple[str, ...]) -> None:
    result = probe(home, *args)
    assert heavy(result["modules"], NOT_FOR_RECORDS) == []


def test_the_games_list_and_a_game_help_load_no_markdown_nor_the_store(home: Path) -> None:
    for args in (("games",), ("halunken", "--help")):
        result = probe(home, *args)
        kinds = ("markdown_it", "pygments", "sqlite3")
        assert heavy(result["modules"], kinds) == []


# What plays well (a game's play/ modules: search, bots, advice, solver) loads when a method
# asks for it; the options' validators are built when options are first made; a game's verbs
# load what they do when they run.
NOT_FOR_HELP = ("tabletop.session.session", "tabletop.store",
                "tabletop.records.schema", "tabletop.cli.loop", "tabletop.cli.advisors")


@pytest.mark.parametrize("args", [("games",), *((name, "--help") for name in registry.names())])
def test_the_games_list_and_a_game_help_load_no_search_nor_the_session(
        home: Path, args: tuple[str, ...]) -> None:
    modules = probe(home, *args)["modules"]
    assert isinstance(modules, list)
    assert [m for m in modules if m.startswith("games.") and m.split(".")[2:3] == ["play"]] == []
    assert heavy(modules, NOT_FOR_HELP) == []
    if args != ("games",):  # the list is a Rich table; a help is Click's own text
        assert heavy(modules, ("rich",)) == []


def test_a_plugin_is_loaded_as_importlib_metadata_loads_it() -> None:
    from importlib.metadata import EntryPoint

    for name, value in registry.entry_points().items():
        assert registry._loaded(value) is EntryPoint(name, value, registry.GROUP).load()


def test_the_largest_number_read_is_the_stores() -> None:
    from tabletop.cli import numbers
    from tabletop.store import columns

    assert numbers.MAX_INTEGER == columns.MAX_INTEGER
