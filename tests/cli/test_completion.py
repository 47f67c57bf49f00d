"""Shell completion (issue #14): game names, verbs, options, a game's rule-set options and the
names of known players, through the protocol the installed scripts speak
(``_TABLETOP_COMPLETE=complete_bash`` with ``COMP_WORDS``/``COMP_CWORD``); a broken store
offers no names and never fails."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.cli.completion import known_players

from .support import assert_ok, invoke

RUN = "from tabletop.cli.app import main; main()"


def complete(home: Path, line: str, env: dict[str, str] | None = None) -> list[str]:
    """What Tab offers at the end of ``line`` (a trailing blank: a new word)."""
    words = line.split(" ")
    environment = {**os.environ, "TABLETOP_HOME": str(home), "TABLETOP_LANG": "en",
                   "_TABLETOP_COMPLETE": "complete_bash", "COMP_WORDS": line,
                   "COMP_CWORD": str(len(words) - 1), **(env or {})}
    done = subprocess.run([sys.executable, "-c", RUN], capture_output=True, text=True,
                          env=environment, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return done.stdout.split("\n")[:-1] if done.stdout.strip() else []


def tallied(*names: str) -> None:
    for name in names:
        assert_ok(invoke("scoundrel", "score", "--result", "won", "--health", "5",
                         "--player", name))


def test_games_verbs_and_options(home: Path) -> None:
    assert complete(home, "tabletop hal") == ["halunken"]
    verbs = complete(home, "tabletop scoundrel ")
    assert {"play", "table", "score", "replay", "rules", "hint"} <= set(verbs)
    assert "match" not in verbs  # a solo game has challenges, no matches
    assert complete(home, "tabletop scoundrel play --p") == ["--player"]
    assert "--health" in complete(home, "tabletop scoundrel score --")  # a tally answer


def test_a_games_rule_set_options(home: Path) -> None:
    assert complete(home, "tabletop scoundrel play -o weapon") == [
        "weapon_rule=lower", "weapon_rule=lower_or_equal"]
    assert complete(home, "tabletop halunken table --option ") == [
        "variant=standard", "variant=intro"]


def test_known_players_from_the_store(home: Path) -> None:
    tallied("Annika", "anton", "Bo", "Bo Lee")
    assert complete(home, "tabletop scoundrel play --player A") == ["Annika"]
    assert complete(home, "tabletop halunken play -p ") == ["Annika", "anton", "Bo"]
    assert complete(home, "tabletop scoundrel challenge --player B") == ["Bo"]  # not "Bo Lee"
    assert complete(home, "tabletop scoundrel play -p z") == []


def test_every_option_that_names_a_person_completes_stored_names(home: Path) -> None:
    """Not only the seats of a new game: the filters of the records and a tally's player."""
    tallied("Annika", "Bo")
    assert complete(home, "tabletop stats --player A") == ["Annika"]
    assert complete(home, "tabletop stats --player Annika --versus ") == ["Annika", "Bo"]
    assert complete(home, "tabletop history --player B") == ["Bo"]
    assert complete(home, "tabletop scoundrel score --player A") == ["Annika"]


def test_no_store_and_a_broken_store_offer_no_names(home: Path) -> None:
    assert known_players("") == []  # no store yet: none is made
    assert not (home / "tabletop.db").exists()
    home.mkdir(parents=True, exist_ok=True)
    (home / "tabletop.db").write_bytes(b"not a database" * 100)
    assert known_players("") == []
    assert complete(home, "tabletop scoundrel play --player ") == []


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_show_completion_prints_the_script_for_the_shell(home: Path, shell: str) -> None:
    result = invoke("--show-completion", shell)
    assert result.exit_code == 0
    assert "_TABLETOP_COMPLETE" in result.stdout


def test_install_completion_writes_the_script_and_sources_it(home: Path,
                                                              tmp_path: Path) -> None:
    environment = {**os.environ, "HOME": str(tmp_path), "TABLETOP_HOME": str(home),
                   "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}
    done = subprocess.run([sys.executable, "-c", RUN, "--install-completion", "bash"],
                          capture_output=True, text=True, env=environment, check=False)
    assert done.returncode == 0, done.stderr
    script = tmp_path / ".bash_completions" / "tabletop.sh"
    assert "_TABLETOP_COMPLETE=complete_bash" in script.read_text(encoding="utf-8")
    assert str(script) in (tmp_path / ".bashrc").read_text(encoding="utf-8")
