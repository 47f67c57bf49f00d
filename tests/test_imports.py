"""The layers hold: no import circles, the host knows no game, Rich only where screens are drawn.

Read from the source with ``ast`` (module-level imports only: an import inside a function is a
deliberate late load, such as the terminal view a screen loads when it is drawn).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("tabletop", "games")


def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def imports(path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules ``path`` imports at load time. ``from package import module``
    depends on that module; the package itself loads first whatever is imported."""
    wanted: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            wanted.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            inner = {f"{node.module}.{a.name}" for a in node.names} & known.keys()
            wanted.update(inner)
            if len(inner) < len(node.names) and node.module in known:
                wanted.add(node.module)
    return wanted


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(path, known) for name, path in known.items()}


def test_no_import_circles() -> None:
    edges = graph()
    circles: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done

    def walk(name: str, path: list[str]) -> None:
        state[name] = 1
        path.append(name)
        for other in sorted(edges[name]):
            if state.get(other) == 1:
                circles.append([*path[path.index(other):], other])
            elif other not in state:
                walk(other, path)
        path.pop()
        state[name] = 2

    for name in sorted(edges):
        if name not in state:
            walk(name, [])
    assert circles == []


def test_the_host_imports_no_game() -> None:
    edges = graph()
    assert {name: sorted(d for d in deps if d.startswith("games"))
            for name, deps in edges.items()
            if name.startswith("tabletop") and any(d.startswith("games") for d in deps)} == {}


def test_rich_only_in_views_and_the_terminal_face() -> None:
    drawing: list[str] = []
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        uses_rich = any(
            (isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "rich")
            or (isinstance(node, ast.Import)
                and any(a.name.split(".")[0] == "rich" for a in node.names))
            for node in ast.walk(tree))
        leaf = name.rsplit(".", 1)[-1]
        if uses_rich and not (name.startswith("tabletop.cli") or leaf.startswith("view")):
            drawing.append(name)
    assert drawing == []
