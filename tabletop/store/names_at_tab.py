"""The people's names, read for a shell's Tab without opening the store: read-only, waiting a
moment at most, and nothing migrated or claimed (tabletop/cli/completion.py)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

MOST = 10_000
"""Names read at most: a Tab must answer at once."""


def player_names(path: Path) -> list[object]:
    """The names in the store at ``path``, oldest first, as stored (a damaged cell may be
    anything); an error of any kind is the caller's to swallow."""
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=0.2)
    with contextlib.closing(db):
        rows = db.execute("SELECT name FROM players ORDER BY created LIMIT ?",
                          (MOST,)).fetchall()
    return [row[0] for row in rows]
