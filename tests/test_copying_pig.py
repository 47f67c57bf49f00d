"""A newcomer's first step works (issue #41): ``docs/ADDING_A_GAME.md`` says to copy Pig into
``games/`` and register it. Done here in a copy of the project, with the entry point written
as an installed distribution writes it, every test about what a game must be passes with the
copy as a fourth game: the shapes, the folders, the registry and the conformance suite."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("tabletop", "games", "tests", "scripts", "docs", "pyproject.toml", "README.md")
# Every test that walks the registered games, or asks a game's shape.
SHAPES = ("tests/test_layout.py", "tests/test_tests_shape.py", "tests/test_imports.py",
          "tests/tabletop/test_host_registry.py")
ENTRY_POINT = "[tabletop.games]\npig = games.pig:GAME\n"


def project_with_pig(into: Path) -> Path:
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, into / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        elif source.exists():
            shutil.copy(source, into / name)
    # cp -r tests/pig games/pig
    shutil.copytree(ROOT / "tests" / "pig", into / "games" / "pig",
                    ignore=shutil.ignore_patterns("__pycache__"))
    # what `pip install` of a package naming the entry point leaves on the path
    info = into / "pig_game-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pig-game\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(ENTRY_POINT)
    return into


def test_a_copy_of_pig_registered_is_a_game_of_the_suite(tmp_path: Path) -> None:
    project = project_with_pig(tmp_path / "project")
    env = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
           "PYTHONPATH": str(project)}  # the second run reads what the first compiled
    found = subprocess.run(
        [sys.executable, "-c", "from tabletop.registry import get; import sys;"
         "sys.stdout.write(type(get('pig')).__module__)"],
        cwd=project, env=env, capture_output=True, text=True, check=False)
    assert found.stdout == "games.pig.game", found.stderr
    # the shapes whole; of the conformance suite and the golden games, Pig's (the others run in
    # the suite itself)
    for selected in ([*SHAPES], ["-k", "pig", "tests/conformance", "tests/test_golden.py"]):
        ran = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", "-x",
             *(name for name in selected if not name.startswith("tests/") or
               (project / name).exists())],
            cwd=project, env=env, capture_output=True, text=True, check=False)
        assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-2000:]
