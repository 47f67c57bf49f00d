"""Every error a person sees is a catalogue sentence in their language that names the field and
what was wrong (issue #28, "Words"): no library's English inside the one line, under --lang de
neither; a file that is no UTF-8, a folder, a pipe, a store folder that is no folder, a full
standard output and a closed one each said as what they are."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop.text import i18n

from .support import assert_one_error, invoke

LIBRARY_ENGLISH = ("Input should", "Extra inputs", "Field required", "codec", "Expecting",
                   "unable to parse", "Errno", "No space left", "standard input/output")
ROOT = Path(__file__).resolve().parents[2]


def said(line: str) -> str:
    for words in LIBRARY_ENGLISH:
        assert words not in line, line
    return line


def record(**changes: Any) -> dict[str, Any]:
    base = {"format": "tabletop-record", "game": "scoundrel", "plugin_version": "1",
            "players": ["Ana"], "events": []}
    return {key: value for key, value in {**base, **changes}.items() if value is not None}


@pytest.mark.parametrize(("data", "en", "de"), [
    (record(players="Ana"), "players: must be a list", "players: muss eine Liste sein"),
    (record(players=[1]), "players.0: must be text", "players.0: muss ein Text sein"),
    (record(colour="red"), "colour: not a field tabletop knows",
     "colour: kein Feld, das tabletop kennt"),
    (record(players=None), "players: missing", "players: fehlt"),
    (record(events=[{"actor": "x", "kind": "play", "data": {}}]),
     "events.0.actor: must be a whole number", "events.0.actor: muss eine ganze Zahl sein"),
    ("x", "not JSON (a value was expected at character 1)",
     "kein JSON (ein Wert wurde erwartet bei Zeichen 1)"),
    ('{"format": "tabletop-record",', "the text ends in the middle of a value",
     "der Text endet mitten in einem Wert"),
], ids=["not-a-list", "not-text", "extra", "missing", "union", "not-json", "cut"])
def test_a_record_of_the_wrong_shape_names_the_field_in_the_language(
        home: Path, data: Any, en: str, de: str) -> None:
    path = Path("game.json")
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    assert en in said(assert_one_error(invoke("import", str(path)), 1))
    if not isinstance(data, str):  # other text is read as a transcript
        assert en in said(assert_one_error(invoke("scoundrel", "replay", str(path)), 1))
    assert de in said(assert_one_error(invoke("--lang", "de", "import", str(path)), 1))


@pytest.mark.parametrize(("args", "en", "de"), [
    (("scoundrel", "hint", "x.txt", "--time", "abc"),
     "--time takes seconds, more than 0 and at most 3600, not 'abc'.",
     "--time nimmt Sekunden, mehr als 0 und höchstens 3600, nicht 'abc'."),
    (("serve", "--port", "x"), "'--port': must be a whole number",
     "'--port': muss eine ganze Zahl sein"),
])
def test_a_value_of_the_wrong_kind_on_the_command_line(
        home: Path, args: tuple[str, ...], en: str, de: str) -> None:
    assert en in said(assert_one_error(invoke(*args), 2))
    assert de in said(assert_one_error(invoke("--lang", "de", *args), 2))


def test_a_file_that_is_not_utf8_is_the_files_fault_not_a_games(home: Path) -> None:
    Path("bad.json").write_bytes(b"\xff\xfe{}")
    line = said(assert_one_error(invoke("import", "bad.json"), 1))
    assert line == ("✗ The file bad.json is not UTF-8 text: records and transcripts are read as "
                    "UTF-8. Nothing was imported.")
    line = said(assert_one_error(invoke("--lang", "de", "import", "bad.json"), 1))
    assert "Spiel 1" not in line and line.endswith("Nichts wurde übernommen.")
    said(assert_one_error(invoke("scoundrel", "replay", "bad.json"), 1, "not UTF-8"))


@pytest.mark.parametrize("args", [("import",), ("scoundrel", "replay"), ("scoundrel", "hint")])
def test_a_folder_is_named_a_folder(home: Path, args: tuple[str, ...]) -> None:
    Path("games").mkdir()
    assert_one_error(invoke(*args, "games"), 2, "games is a folder")
    assert not home.exists()  # refused before the store was made


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("args", [("import",), ("scoundrel", "replay"), ("scoundrel", "hint")])
def test_a_pipe_nobody_writes_to_is_refused_not_waited_for(
        home: Path, args: tuple[str, ...]) -> None:
    os.mkfifo("pipe")
    assert_one_error(invoke(*args, "pipe"), 2, "pipe is not a file", "'-'")


def test_a_store_folder_that_is_no_folder(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", os.devnull)
    line = assert_one_error(invoke("history"), 1)
    assert f"{os.devnull} is not a folder" in line and "damaged" not in line
    i18n.set_language("en")


def run(shell: str, home: Path, lang: str = "en") -> subprocess.CompletedProcess[str]:
    """``tabletop`` in a shell, for what a shell does to its output (``>&-``, ``> /dev/full``)."""
    env = {**os.environ, "TABLETOP_HOME": str(home), "TABLETOP_LANG": lang, "NO_COLOR": "1"}
    command = shell.replace("tabletop", f"'{sys.executable}' -m tabletop")
    return subprocess.run(["sh", "-c", command], env=env, cwd=ROOT, capture_output=True,
                          text=True, check=False)


def test_a_closed_standard_output_is_an_error_not_silence(home: Path) -> None:
    done = run("tabletop history >&-", home)
    assert done.returncode == 1
    assert done.stderr.strip() == ("✗ Standard output is closed: tabletop has nowhere to write. "
                                   "Run it with an output (a terminal, a file, a pipe).")
    done = run("tabletop history >&-", home, "de")
    assert done.returncode == 1 and "Standardausgabe ist geschlossen" in done.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_a_full_standard_output_is_named_standard_output(home: Path) -> None:
    invoke("scoundrel", "play", "--seed", "1", "--player", "Ana", input="quit\n")
    done = run("tabletop export 1 - --with-seed > /dev/full", home)
    assert done.returncode == 1
    assert done.stderr.strip() == ("✗ Cannot write standard output: the disk is full. Nothing "
                                   "was written.")
    done = run("tabletop export 1 - --with-seed > /dev/full", home, "de")
    assert "Standardausgabe kann nicht geschrieben werden: das Laufwerk ist voll." in done.stderr
