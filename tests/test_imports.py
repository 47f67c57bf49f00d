"""The layers hold: no import circles, the host knows no game, Rich only where screens are drawn.

Read from the source with ``ast``. An import inside a function (a deliberate late load, such as
the terminal view a screen loads when it is drawn) counts too: a circle closed by a late load
is still a circle to read. Imports made only for the type checker do not run and do not count.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("tabletop", "games")


@cache
def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def run_time_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:``."""
    found: list[ast.AST] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        found.append(node)
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))
    return found


def imports(path: Path, known: dict[str, Path]) -> set[str]:
    """The project modules ``path`` imports when it runs, at load time or later. ``from
    package import module`` depends on that module; the package itself loads first whatever
    is imported."""
    wanted: set[str] = set()
    for node in run_time_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            wanted.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            inner = {f"{node.module}.{a.name}" for a in node.names} & known.keys()
            wanted.update(inner)
            if len(inner) < len(node.names) and node.module in known:
                wanted.add(node.module)
    return wanted


@cache
def graph() -> dict[str, set[str]]:  # read once: every test below walks the same source
    known = modules()
    return {name: imports(path, known) for name, path in known.items()}


def circles_in(edges: dict[str, set[str]]) -> list[list[str]]:
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
    return circles


def test_no_import_circles() -> None:
    assert circles_in(graph()) == []


def folder_of(name: str) -> str:
    """The part of the host a module belongs to: its folder under ``tabletop/`` (``session``,
    ``store``, ``text`` ...), or the module itself where it lies at the top (``board``)."""
    return name.split(".")[1] if name.count(".") else name


def folder_graph(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    folders: dict[str, set[str]] = {}
    for name, deps in edges.items():
        if name.startswith("tabletop."):
            folders.setdefault(folder_of(name), set()).update(
                folder_of(d) for d in deps if d.startswith("tabletop.") and
                folder_of(d) != folder_of(name))
    return folders


def test_no_folder_imports_a_folder_that_imports_it_back() -> None:
    """Issue #41: modules may be free of circles while their folders are not (``records/``
    used the store, the store ``records/``): a folder is a layer, and layers lean one way. The
    pure models (``text``, ``records``, ``registry``, ``board``) lie below the store, the store
    below ``session``, and ``archive``, ``cli``, ``web`` on top."""
    assert circles_in(folder_graph(graph())) == []


def test_a_folder_circle_of_two_modules_is_found() -> None:
    edges = {"tabletop.a.x": {"tabletop.b.y"}, "tabletop.b.y": set(),
             "tabletop.b.z": {"tabletop.a.w"}, "tabletop.a.w": set()}
    assert circles_in(edges) == []
    assert circles_in(folder_graph(edges)) == [["a", "b", "a"]]


def test_a_circle_closed_by_a_late_import_is_found(tmp_path: Path) -> None:
    first, second, typed = tmp_path / "first.py", tmp_path / "second.py", tmp_path / "typed.py"
    first.write_text("import second\n")
    second.write_text("def later() -> None:\n    import first\n")
    typed.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import first\n")
    known = {"first": first, "second": second, "typed": typed}
    edges = {name: imports(path, known) for name, path in known.items()}
    assert edges["typed"] == set()  # for the type checker only: never runs
    assert circles_in(edges) == [["first", "second", "first"]]


def test_the_host_imports_no_game() -> None:
    edges = graph()
    assert {name: sorted(d for d in deps if d.startswith("games"))
            for name, deps in edges.items()
            if name.startswith("tabletop") and any(d.startswith("games") for d in deps)} == {}


def test_rich_only_in_a_games_faces_and_the_terminal_face() -> None:
    drawing: list[str] = []
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        uses_rich = any(
            (isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "rich")
            or (isinstance(node, ast.Import)
                and any(a.name.split(".")[0] == "rich" for a in node.names))
            for node in ast.walk(tree))
        if uses_rich and not (name.startswith("tabletop.cli") or ".faces." in name):
            drawing.append(name)
    assert drawing == []


def test_a_game_deals_nothing_itself() -> None:
    """Issue #27: the host hands a game's fast model and solver the deal it dealt
    (``tabletop.plugin.Deals``), so no game reads the host's dealer module to deal a seed
    again. Dungeon dice's sampled estimate is the one reader: its playouts roll dice a hint
    imagines, which no game was dealt, and it rolls them as the host would."""
    edges = graph()
    assert sorted(name for name, deps in edges.items()
                  if name.startswith("games") and "tabletop.session.dealers" in deps) == [
        "games.dungeon_dice.play.search_sampled"]
