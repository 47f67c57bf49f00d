"""An output that can't encode ♥ or a box line (cp1252: Python's standard output on Windows
when it is redirected) gets plain characters instead of a traceback (issue #13)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from tabletop.cli.app import app
from tabletop.cli.render import ScreenConsole
from tests.cli.support import assert_ok

TRANSCRIPT = "room 7D KS 5H 9C\nplay 7D\nplay 9C\n"
LOST = ["scoundrel", "score", "--result", "lost", "--health", "-3", "--monsters", "KS 9C",
        "-p", "Zoë 川口", "--no-save"]


def run(charset: str, *args: str) -> Result:
    result = CliRunner(charset=charset).invoke(app, list(args))
    assert_ok(result)
    return result


def test_score_json_is_the_same_json_in_cp1252(home: Path) -> None:
    plain = run("cp1252", *LOST, "--json").stdout
    assert plain.isascii()
    assert json.loads(plain) == json.loads(run("utf-8", *LOST, "--json").stdout)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_score_table_falls_back_to_plain_characters(home: Path, lang: str) -> None:
    out = run("cp1252", *LOST, "--lang", lang).stdout
    assert "9C KS" in out  # suit letters for ♣ ♠
    assert "+---" in out and "| " in out  # an ASCII box
    assert "Zoë ??" in out  # ë is in cp1252; 川 and 口 are not (two columns each)


def test_replay_falls_back_to_plain_characters(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text(TRANSCRIPT, encoding="utf-8")
    out = run("cp1252", "scoundrel", "replay", str(path)).stdout
    weapon = out.split("Weapon\n", 1)[1].splitlines()
    assert weapon[0].startswith("7D ") and weapon[1].startswith("9C ")  # and what it slew
    assert "##################.. 18/20" in out  # the health bar
    summary = json.loads(run("cp1252", "scoundrel", "replay", str(path), "--json").stdout)
    assert summary["slain"] == ["9C"]


def test_an_error_line_in_cp1252(home: Path) -> None:
    result = CliRunner(charset="cp1252").invoke(app, ["scoundrel", "play", "-p", "a\x1b"])
    assert result.exit_code == 2
    assert result.stderr.startswith("x A name may not hold")


def test_the_screen_console_shows_controls_as_pictures() -> None:
    out = io.StringIO()
    ScreenConsole(file=out, width=40).print("[/] [bold]x\x1b[2J\u202e\x07 :joy:")
    assert out.getvalue() == "[/] [bold]x␛[2J� :joy:\n"  # Rich itself drops the bell
