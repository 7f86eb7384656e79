"""No test judges by the clock: speed is measured in benchmarks/, and a test that waits for another
process waits for an event (tests/waiting.py), so a slow or busy machine never fails a test.

The scan reads every test module's syntax tree and flags an ``assert`` (or an ``if`` that fails or
raises) whose condition reads a clock (``time.perf_counter``, ``time.time``, ``time.monotonic``, ...),
directly or through a name assigned from one, however indirectly (``elapsed = perf_counter() - start;
per_shoe = elapsed / runs; assert per_shoe < 0.01``). ``tests/waiting.py`` is the one place a
deadline is read, to stop a test that would hang. The scanner is first shown to catch each form on
made-up source.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ALLOWED = {TESTS / "waiting.py"}
CLOCKS = {
    "perf_counter",
    "perf_counter_ns",
    "monotonic",
    "monotonic_ns",
    "time",
    "time_ns",
    "process_time",
    "process_time_ns",
    "thread_time",
    "thread_time_ns",
    "default_timer",  # timeit's
}


def _clock_names(tree: ast.Module) -> set[str]:
    """Names a module binds to a clock function (``from time import perf_counter as now``)."""
    return {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module in ("time", "timeit")
        for alias in node.names
        if alias.name in CLOCKS
    }


def _reads_clock(node: ast.AST, clocks: set[str], tainted: set[str]) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            func = sub.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in CLOCKS
                and isinstance(func.value, ast.Name)
                and func.value.id in ("time", "timeit")
            ):
                return True
            if isinstance(func, ast.Name) and func.id in clocks:
                return True
        if isinstance(sub, ast.Name) and sub.id in tainted:
            return True
    return False


def _targets(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.NamedExpr):
        targets = [node.target]
    else:
        return []
    return [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]


def _fails(body: list[ast.stmt]) -> bool:
    """Whether a block fails the test: ``raise`` or ``pytest.fail(...)``."""
    for statement in body:
        for sub in ast.walk(statement):
            if isinstance(sub, ast.Raise):
                return True
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "fail":
                return True
    return False


def _own_nodes(scope: ast.AST) -> tuple[list[ast.AST], list[ast.AST]]:
    """The nodes of ``scope`` outside the functions defined in it, and those functions."""
    own: list[ast.AST] = []
    nested: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            nested.append(node)
            continue
        own.append(node)
        todo += ast.iter_child_nodes(node)
    return own, nested


def _judged(node: ast.AST, clocks: set[str], tainted: set[str]) -> bool:
    if isinstance(node, ast.Assert):
        return _reads_clock(node.test, clocks, tainted)
    return isinstance(node, ast.If) and _reads_clock(node.test, clocks, tainted) and _fails(node.body)


def _scan(scope: ast.AST, clocks: set[str], inherited: set[str], lines: set[int]) -> None:
    own, nested = _own_nodes(scope)
    tainted = set(inherited)
    while True:  # names assigned from a clock, or from such a name, until nothing new
        more = {
            name
            for node in own
            for name in _targets(node)
            if getattr(node, "value", None) is not None and _reads_clock(node.value, clocks, tainted)
        }
        if more <= tainted:
            break
        tainted |= more
    lines.update(node.lineno for node in own if isinstance(node, ast.stmt) and _judged(node, clocks, tainted))
    for function in nested:  # a nested function sees the names of the scopes around it
        _scan(function, clocks, tainted, lines)


def clock_judgements(source: str) -> list[int]:
    """Lines where ``source`` asserts (or fails) on something read from a clock."""
    tree = ast.parse(source)
    lines: set[int] = set()
    _scan(tree, _clock_names(tree), set(), lines)
    return sorted(lines)


def test_no_test_judges_by_the_clock() -> None:
    found = [
        f"{path.relative_to(TESTS.parent)}:{line}"
        for path in sorted(TESTS.rglob("*.py"))
        if path not in ALLOWED
        for line in clock_judgements(path.read_text())
    ]
    assert not found, "assertions on elapsed time (measure in benchmarks/, wait with tests/waiting.py):\n" + (
        "\n".join(found)
    )


JUDGES = [
    # the old tests/engine/test_roads.py
    """
def test_fast():
    runs = 50
    start = time.perf_counter()
    for _ in range(runs):
        work()
    per_shoe = (time.perf_counter() - start) / runs
    assert per_shoe < 0.010
""",
    "def test():\n    start = time.perf_counter()\n    work()\n"
    "    assert time.perf_counter() - start < 0.01\n",
    "def test():\n    t0 = time.time()\n    work()\n    elapsed = time.time() - t0\n    assert elapsed < 2\n",
    "from time import monotonic\ndef test():\n    t0 = monotonic()\n    assert monotonic() - t0 < 1\n",
    "from time import perf_counter as now\ndef test():\n    t0 = now()\n    work()\n    assert now() > t0\n",
    "def test():\n    took = -time.monotonic_ns()\n    work()\n    took += time.monotonic_ns()\n"
    "    assert took < 10**9\n",
    "def test():\n    assert (t := time.monotonic()) > 0\n",
    "def test():\n    timer: float = timeit.default_timer()\n    assert timer\n",
    # a deadline as a hang guard inside the loop (tests wait with tests/waiting.py instead)
    """
def test():
    deadline = time.monotonic() + 30
    while not started():
        assert time.monotonic() < deadline, "never started"
        time.sleep(0.01)
""",
    "def test():\n    start = time.perf_counter()\n    work()\n    if time.perf_counter() - start > 1:\n"
    "        pytest.fail('too slow')\n",
    "def test():\n    start = time.time()\n    work()\n    if time.time() - start > 1:\n"
    "        raise AssertionError\n",
    # a nested function asserting on a name its enclosing test took from the clock
    "def test():\n    start = time.monotonic()\n    def check():\n        assert start > 0\n    check()\n",
    # at a module's top level
    "START = time.perf_counter()\nwork()\nassert time.perf_counter() - START < 5\n",
]

KEEPS = [
    "def test():\n    assert stored == 5\n",
    "def test():\n    time.sleep(0.01)\n    assert done()\n",  # a pause is not a judgement
    "def test():\n    start = time.perf_counter()\n    work()\n    print(time.perf_counter() - start)\n"
    "    assert result == 3\n",
    "def test():\n    wait_for(started, 'the child started', process=proc)\n    assert proc.poll() is None\n",
    # the loop only bounds the wait; the assert is on the event
    "def test():\n    deadline = time.monotonic() + 60\n"
    "    while not seen() and time.monotonic() < deadline:\n        pass\n    assert seen()\n",
    "def test():\n    assert stamp <= datetime.now(UTC)\n",  # a timestamp's order, not a duration
    "def test():\n    time_left = 5\n    assert time_left == 5\n",  # a name, not a clock
    "def test(qtbot):\n    qtbot.waitSignal(model.done, timeout=10_000)\n    assert model.result\n",
    "def test():\n    start = time.perf_counter()\n    if start:\n        log('started')\n",  # no failure
    # the same name in another function is another variable
    "def helper():\n    start = time.perf_counter()\n    log(start)\ndef test():\n    start = 3\n"
    "    assert start == 3\n",
]


@pytest.mark.parametrize("source", JUDGES)
def test_the_scan_catches_a_judgement_by_the_clock(source: str) -> None:
    assert clock_judgements(source), source


@pytest.mark.parametrize("source", KEEPS)
def test_the_scan_leaves_other_asserts_alone(source: str) -> None:
    assert not clock_judgements(source), source


def test_the_scan_names_the_line() -> None:
    assert clock_judgements(JUDGES[0]) == [8]
