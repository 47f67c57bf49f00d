"""``export`` names the file it wrote in one line on standard error, in either format and
language, also when it chose the name itself (no FILE: the current folder); standard output
keeps only what a script reads: nothing, the BG Stats link, or the record written to ``-``."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote

import pytest

from tabletop import registry
from tabletop.archive import bgstats

from .support import assert_ok, dealt_game, invoke, record_of, store_records

WROTE = {"en": "Wrote {path}", "de": "{path} geschrieben"}


@pytest.fixture
def stored(home: Path) -> Path:
    game = dealt_game(registry.get("dungeon-dice"), ["Ana", "Cy"], 7, bots=[0, 1])
    store_records(home, (record_of(game),))  # a finished game of Dungeon dice, ID 1
    return home


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("args", "name"), [
    ([], "tabletop-dungeon-dice-1.json"),
    (["--format", "bgstats"], "tabletop-dungeon-dice-1.bgstats.json"),
    (["--all"], "tabletop-all.json"),
    (["--all", "--format", "bgstats"], "tabletop-all.bgstats.json"),
])
def test_without_a_file_it_says_the_name_it_chose(stored: Path, lang: str, args: list[str],
                                                   name: str) -> None:
    result = invoke("export", *([] if "--all" in args else ["1"]), *args, "--lang", lang)
    assert_ok(result)
    assert Path(name).is_file()  # in the current folder
    said = result.stderr.splitlines()
    assert len(said) == 1 and said[0].startswith(WROTE[lang].format(path=name)), said
    if args == ["--format", "bgstats"]:  # the link alone, one line however long
        assert result.stdout.startswith(bgstats.PUSH) and result.stdout.count("\n") == 1
        link = json.loads(unquote(result.stdout.strip()[len(bgstats.PUSH):]))
        assert link == json.loads(Path(name).read_text(encoding="utf-8"))
    else:
        assert result.stdout == ""


@pytest.mark.parametrize("kind", ["tabletop", "bgstats"])
def test_a_named_file_is_said_alike_and_standard_output_holds_only_data(
        stored: Path, tmp_path: Path, kind: str) -> None:
    path = tmp_path / "out.json"
    result = invoke("export", "1", str(path), "--format", kind)
    assert_ok(result)
    assert result.stderr.startswith(f"Wrote {path}")
    written = invoke("export", "1", "-", "--format", kind)
    assert_ok(written)
    assert written.stderr == ""
    assert json.loads(written.stdout) == json.loads(path.read_text(encoding="utf-8"))
