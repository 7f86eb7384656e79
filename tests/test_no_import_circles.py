"""No import circle anywhere in the package (docs/architecture.md §The direction of imports).

Two modules that import each other, directly or round a longer loop, cannot be understood, tested
or moved one without the other; a circle is broken by moving the shared code down into a module
both can import. Every import counts, inside functions and under ``TYPE_CHECKING`` too: hiding an
import in a function keeps the circle, it only delays it.
"""

from __future__ import annotations

from pathlib import Path

from tests.test_layers import PACKAGE, imports, module_name


def import_graph(paths: list[Path]) -> dict[str, set[str]]:
    """Each module's name -> the package's modules it imports (a package's ``__init__`` is its face,
    not a node: importing ``ui.felt.items`` does not make a circle through ``ui/felt/__init__``)."""
    names = {module_name(path)[0]: path for path in paths if path.name != "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        package = module_name(path)[1]
        targets = set()
        for imported in imports(path.read_text(encoding="utf-8"), package):
            parts = imported.target.split(".")
            for end in range(len(parts), 0, -1):  # the longest prefix that is a module
                candidate = ".".join(parts[:end])
                if candidate in names:
                    targets.add(candidate)
                    break
        graph[name] = targets - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_loop_and_nothing_else() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_an_import_written_inside_a_function(tmp_path: Path) -> None:
    import tests.test_layers as layers

    root = tmp_path / "baccarat_desktop"
    (root / "ui").mkdir(parents=True)
    (root / "ui" / "a.py").write_text("from .b import x\n")
    (root / "ui" / "b.py").write_text("def f():\n    from . import a\n")
    saved = layers.PACKAGE
    layers.PACKAGE = root
    try:
        graph = import_graph(sorted(root.rglob("*.py")))
    finally:
        layers.PACKAGE = saved
    assert circles(graph) == [["baccarat_desktop.ui.a", "baccarat_desktop.ui.b"]]


def test_no_module_of_the_package_is_in_an_import_circle() -> None:
    found = circles(import_graph(sorted(PACKAGE.rglob("*.py"))))
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(group) for group in found)
