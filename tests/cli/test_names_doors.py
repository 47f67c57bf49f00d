"""What a name may be is checked at every door of the command line (issue #13): ``--player``
and ``--bot`` of every verb, a tally's ``--player "Ana: …"``. A refused name is one line in
either language, exit 2, and nothing is stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import assert_one_error, invoke

DD = ("dungeon-dice", "play", "--seed", "3")
HS_TABLE = ("halunken", "table")
BAD = [
    (["-p", "a\x1b[2J", "-p", "b"], "\\x1b[2J"),  # a control character, shown as its code
    (["-p", "Ana\nBob", "-p", "b"], "Ana\\nBob"),  # a line break is no blank
    (["-p", "A\u200bna", "-p", "b"], "\\u200b"),  # invisible
    (["-p", "\u202eevil", "-p", "b"], "\\u202e"),  # turns the line around
    (["-p", "x" * 33, "-p", "b"], "32"),
    (["-p", " ", "-p", "b"], ""),
    (["-p", "Ana", "-p", "ana"], "ana"),  # one person, two seats
    (["-p", "Ana", "-p", "ＡＮＡ"], "ＡＮＡ"),  # full width: the same person
    (["-p", "Poe", "-p", "Рое"], "Рое"),  # Cyrillic letters that look Latin
    (["-p", "Аna", "-p", "b"], "Cyrillic, Latin"),  # one name in two alphabets
    (["-p", "Al", "-p", "AI"], "AI"),  # a capital I looks like a small l
    (["-p", "Ana", "--bot", "ANA"], "ANA"),  # a bot in a person's name
    (["--bot", "Robo", "--bot", "robo"], "robo"),  # two bots of one name
]


@pytest.mark.parametrize(("args", "shown"), BAD)
def test_a_name_nobody_may_have_is_refused_at_play(home: Path, args: list[str],
                                                   shown: str) -> None:
    line = assert_one_error(invoke(*DD, *args), 2, shown)
    assert "\x1b" not in line and "\u202e" not in line
    assert invoke("history").output.strip() == "No games yet."


def test_the_refusals_speak_german_too(home: Path) -> None:
    assert_one_error(invoke(*DD, "-p", "Ana", "-p", "ana", "--lang", "de"), 2,
                     "kann nicht zwei Plätze nehmen")
    assert_one_error(invoke(*DD, "-p", "Ana", "--bot", "ana", "--lang", "de"), 2,
                     "Ein Bot kann nicht ana heißen")
    assert_one_error(invoke(*DD, "--bot", "R", "--bot", "r", "--lang", "de"), 2, "Zwei Bots")
    assert_one_error(invoke(*DD, "-p", "Аna", "-p", "b", "--lang", "de"), 2, "Alphabet")
    assert_one_error(invoke(*DD, "-p", "a\x07", "-p", "b", "--lang", "de"), 2, "Steuer")
    assert_one_error(invoke(*DD, "-p", "a" + "\u0301" * 6, "-p", "b", "--lang", "de"), 2,
                     "Akzente")


@pytest.mark.parametrize(("args", "shown"), [
    ([*HS_TABLE, "-p", "a\x00", "-p", "b"], "a\\x00"),
    (["halunken", "match", "-p", "Ana", "-p", "ana"], "ana"),
    (["dungeon-dice", "match", "-p", "Ana", "--bot", "ana"], "bot"),
    (["scoundrel", "challenge", "-p", "Ana", "-p", "ANA"], "ANA"),
    (["scoundrel", "challenge", "-p", "a\x1b"], "a\\x1b"),
    (["scoundrel", "play", "-p", "a\x1b"], "a\\x1b"),
    (["scoundrel", "replay", "missing.txt", "-p", "a\x1b"], "a\\x1b"),
    (["dungeon-dice", "score", "-p", "Ana\x07: xp=3", "-p", "Bo: xp=2"], "Ana\\x07"),
    (["dungeon-dice", "score", "-p", "Ana: xp=3", "-p", "ana: xp=2"], "ana"),
    (["halunken", "score", "-p", "Ana: r15", "-p", "Аna: g13"], "Аna"),
    (["scoundrel", "score", "-p", "a\x1b", "--result", "lost", "--health", "-3",
      "--monsters", "none"], "a\\x1b"),
])
def test_every_door_checks_names(home: Path, args: list[str], shown: str) -> None:
    assert_one_error(invoke(*args), 2, shown)
    assert invoke("history").output.strip() == "No games yet."


def test_names_that_only_look_unusual_are_welcome(home: Path) -> None:
    for names in (["Zoë", "Ἀλέξανδρος"], ["Дмитрий", "川口 Ana"], ["[/]", "Bob [the builder]"]):
        result = invoke(*DD, "-p", names[0], "-p", names[1], input="quit\n")
        assert result.exit_code == 0, result.output
    filtered = invoke("history", "--player", "\x1b[2J\x00")  # a filter only finds nobody
    assert filtered.exit_code == 0 and "\x1b" not in filtered.output
