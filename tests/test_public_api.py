"""Issue #41 ("Public API only"): tabletop uses what its libraries publish, so that a release
of one cannot break every command at start-up. No module of another distribution is imported by
a private name (``typer._click``, ``from typer import _coercion``) and no library's module is
written into (``typer.core._ = ...``), in the host and in the games. Read from the sources, as
the issue's own check greps them."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OURS = ("tabletop", "games")
"""The packages whose private names are this project's own to use."""
ISSUE_GREP = re.compile(r"typer\._|click\._|typer\.core\._")
"""The issue's ``grep -rn "typer\\._\\|click\\._\\|typer\\.core\\._" tabletop``."""


def sources() -> list[Path]:
    return sorted(path for package in OURS for path in (ROOT / package).rglob("*.py"))


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_imports(tree: ast.AST) -> list[str]:
    """The modules of other distributions imported by a private name, and private names
    imported from them."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            modules = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        else:
            continue
        for module in modules:
            parts = module.split(".")
            if parts[0] not in OURS and any(private(part) for part in parts[1:]):
                found.append(module)
    return found


def module_names(tree: ast.Module) -> set[str]:
    """The names a module binds to other distributions' modules (``import typer``,
    ``import typer.core as core``, ``from typer import core``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] not in OURS:
                    names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and (
                node.module.split(".")[0] not in OURS):
            names |= {alias.asname or alias.name for alias in node.names}
    return names


def root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def writes_into_libraries(tree: ast.Module) -> list[str]:
    """Assignments to an attribute reached from an imported name (``typer.core._ = f``,
    ``setattr(typer.core, ...)``). An imported class counts too: its attributes are the
    library's as much as its module's."""
    imported = module_names(tree)
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("setattr", "delattr") and node.args):
            if root_name(node.args[0]) in imported:
                found.append(ast.unparse(node))
            continue
        for target in targets:
            if isinstance(target, ast.Attribute) and root_name(target) in imported:
                found.append(ast.unparse(target))
    return found


def test_no_private_module_of_a_library_is_imported() -> None:
    found = {f"{path.relative_to(ROOT)}: {module}" for path in sources()
             for module in private_imports(ast.parse(path.read_text(encoding="utf-8")))}
    assert sorted(found) == []


def test_no_library_module_is_written_into() -> None:
    found = {f"{path.relative_to(ROOT)}: {target}" for path in sources()
             for target in writes_into_libraries(ast.parse(path.read_text(encoding="utf-8")))}
    assert sorted(found) == []


def test_the_issues_grep_finds_nothing() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in sorted((ROOT / "tabletop").rglob("*"))
             if path.is_file() and "__pycache__" not in path.parts
             for number, line in enumerate(path.read_text(encoding="utf-8",
                                                          errors="replace").splitlines(), 1)
             if ISSUE_GREP.search(line)]
    assert found == []


def test_the_checks_see_what_they_refuse() -> None:
    """The two checks above, shown the lines tabletop had before issue #41."""
    before = ast.parse("import typer\nimport typer.core\nfrom typer import _click\n"
                       "from typer._coercion import RuntimeParam\nimport pydantic._internal\n"
                       "from tabletop.registry import _loaded\n"
                       "typer.core._ = print\nsetattr(typer.core, '_', print)\n")
    assert private_imports(before) == ["typer._click", "typer._coercion",
                                       "typer._coercion.RuntimeParam", "pydantic._internal"]
    assert writes_into_libraries(before) == ["typer.core._", "setattr(typer.core, '_', print)"]
