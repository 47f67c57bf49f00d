"""One catalogue format for the host and every game (issue #27): every text module writes its
texts as ``{"key": {"en": "...", "de": "..."}}`` dict literals, every key in both languages, and
every table it writes is registered as written. No tuple tables, no language-indexed dicts."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import games.dungeon_dice
import games.halunken
import games.scoundrel  # noqa: F401  (they register their catalogues)
from tabletop.text.i18n import LANGUAGES, catalogue

ROOT = Path(__file__).parents[2]
TEXT_MODULES = sorted(p for folder in (*ROOT.glob("games/*/text"), ROOT / "tabletop" / "text")
                      for p in folder.glob("*.py") if p.name != "__init__.py")


def _assigned(tree: ast.Module) -> list[tuple[str, ast.expr]]:
    found = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            found.append((node.targets[0].id, node.value))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
            found.append((node.target.id, node.value))
    return found


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _entry_problem(value: ast.expr) -> str | None:
    if not isinstance(value, ast.Dict):
        return f"a {type(value).__name__}, not an {{'en', 'de'}} dict"
    keys = [k.value if isinstance(k, ast.Constant) else None for k in value.keys]
    if keys != list(LANGUAGES):
        return f"keys {keys}, not {list(LANGUAGES)}"
    if not all(_is_text(text) and text.value for text in value.values):  # type: ignore[union-attr]
        return "a text that is not a literal string"
    return None


def _tables(path: Path) -> dict[str, ast.Dict]:
    """The module's catalogue tables: module-level dict literals whose values are dicts."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {name: value for name, value in _assigned(tree) if isinstance(value, ast.Dict)
            and any(isinstance(v, (ast.Dict, ast.Tuple)) for v in value.values)}


@pytest.mark.parametrize("path", TEXT_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_text_table_is_in_the_one_format(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for name, value in _assigned(tree):
        if not isinstance(value, ast.Dict):
            continue
        keys = [k.value if isinstance(k, ast.Constant) else None for k in value.keys]
        assert set(keys) != set(LANGUAGES), f"{name}: a text indexed by language, not by key"
        for key, entry in zip(value.keys, value.values, strict=True):
            if key is None or isinstance(entry, ast.Constant):
                continue  # plain data: catalogue keys by another name (``why._TYPES``)
            assert _is_text(key), f"{name}: a key that is no literal string"
            problem = _entry_problem(entry)
            assert problem is None, f"{name}[{ast.literal_eval(key)!r}]: {problem}"


@pytest.mark.parametrize("path", TEXT_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_text_table_is_registered_as_written(path: Path) -> None:
    tables = _tables(path)
    if not tables:
        return
    module = importlib.import_module(
        ".".join(path.relative_to(ROOT).with_suffix("").parts))
    for name in tables:
        for key, texts in getattr(module, name).items():
            assert dict(catalogue().get(key, {})) == texts, f"{name}[{key!r}] not registered"


def test_every_key_has_both_languages() -> None:
    missing = [key for key, texts in catalogue().items()
               if any(not texts.get(lang) for lang in LANGUAGES)]
    assert missing == []
