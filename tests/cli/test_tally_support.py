"""Helpers of the tally tests (issue #13): what the store kept. No tests of its own."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .support import db_path


def stored_games(home: Path) -> int:
    """How many games the store holds (none when it was never made)."""
    if not db_path(home).exists():
        return 0
    conn = sqlite3.connect(db_path(home))
    try:
        count: int = conn.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        conn.close()
    return count
