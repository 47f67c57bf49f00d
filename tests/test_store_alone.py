"""The store alone speaks SQL (issue #41): no module outside tabletop/store/ reaches for the
store's connection (``.conn``) or holds an SQL statement in a string; each concern asks its
repository (``store.log``, ``store.results``, ``store.links``...). ``Store`` itself keeps to
the connection, its lock, transactions and migrations, in few lines.

Read from the source with ``ast``: a docstring that names a column is prose, an SQL statement
is a string that reads as one (``SELECT ... FROM``, ``INSERT INTO``, ``UPDATE ... SET``...).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("tabletop", "games")
STORE = ROOT / "tabletop" / "store"
MOST_LINES = 300
"""``tabletop/store/database.py`` at most: the connection, not every concern's queries."""

SQL = re.compile(r"\bSELECT\b[\s\S]+\bFROM\b|\bINSERT\s+(OR\s+\w+\s+)?INTO\b|\bUPDATE\s+\w+\s+SET\b"
                 r"|\bDELETE\s+FROM\b|\b(CREATE|DROP|ALTER)\s+(TABLE|INDEX)\b|\bPRAGMA\s+\w+")


def outside_the_store() -> list[Path]:
    return [path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))
            if STORE not in path.parents]


def found_in(source: str) -> list[str]:
    """Each use of a ``.conn`` attribute and each string that reads as SQL, by line."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "conn":
            found.append((node.lineno, ".conn"))
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and SQL.search(node.value)):
            found.append((node.lineno, repr(node.value.strip()[:60])))
    return [f"{line}: {what}" for line, what in sorted(found)]


def test_no_sql_and_no_connection_outside_the_store() -> None:
    found = {str(path.relative_to(ROOT)): hits for path in outside_the_store()
             if (hits := found_in(path.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_check_sees_a_connection_and_a_statement() -> None:
    source = ('def rows(store):\n'
              '    return store.conn.execute(\n'
              '        "SELECT token, seat"\n'
              '        " FROM web_links WHERE game_id = ?", (1,))\n'
              'MOVE = "UPDATE web_links SET opened = 1"\n'
              'PROSE = "the rows the store keeps: select them from the history"\n')
    assert [hit.split(":")[0] for hit in found_in(source)] == ["2", "3", "5"]


def test_the_store_keeps_to_its_connection() -> None:
    lines = (STORE / "database.py").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MOST_LINES
