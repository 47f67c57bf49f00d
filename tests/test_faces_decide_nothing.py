"""A face renders; it never decides (issue #37). The rules the terminal and the web each
decided for themselves, and in which they came to disagree, are the table's now: who is at
the table or in a challenge, how many of an outcome a reveal may hold, reading a typed move,
the game's commands and choices, the score, the state. The faces that draw a game in play
name none of them: they draw a place's account (``tabletop.session.account``) and hand back
answers as data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FACES = ["tabletop/cli/loop.py", "tabletop/cli/host.py", "tabletop/web/table_page.py",
         "tabletop/web/app.py", "tabletop/web/hub.py", "tabletop/web/pages.py",
         "tabletop/web/new_game.py"]
RULES = {
    r"\bin_challenge\b": "whether hints or undo are allowed in a challenge",
    r"\bat_table\b": "what the table mode allows (fix, undo, the end, secrets)",
    r"\bmost_of\b|\bchance_event\b": "how many of an outcome a reveal may hold",
    r"\.parse\(": "reading a typed move",
    r"\bcommands_help\(|\.choices\(": "the game's commands and choices",
    r"game\.score\(": "the score sheet",
    r"session\.state\b|\.states\[": "reading a state",
    r"mode\s*[!=]=\s*\"table\"": "what a table game allows",
    r"\bAdvisor\b": "whether hints are given",
}


@pytest.mark.parametrize("face", FACES)
def test_a_face_decides_no_rule(face: str) -> None:
    text = (ROOT / face).read_text(encoding="utf-8")
    found = [f"{face}:{text.count(chr(10), 0, m.start()) + 1}: {why}"
             for pattern, why in RULES.items() for m in re.finditer(pattern, text)]
    assert found == []
