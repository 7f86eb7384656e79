"""Every query lives in storage (docs/architecture.md §Layers): outside ``baccarat_desktop/storage``
no module imports sqlite3 or sqlite-utils, calls a database cursor's methods, or holds SQL text.

The detector reads each module with ``ast``: imports; calls of ``execute``/``executemany``/
``executescript``/``fetchone``/``fetchall``/``fetchmany``/``cursor``; and the text of every string
that is not a docstring, with f-strings and ``+`` chains joined back into one text (their
placeholders become ``{}``), so ``f"SELECT {cols} FROM {table}"`` reads as the query it is. SQL is
recognised by statement shape: upper-case keywords (SELECT ... FROM, INSERT INTO, UPDATE ... SET,
DELETE FROM, CREATE/DROP/ALTER TABLE|INDEX|TRIGGER|VIEW, PRAGMA, ORDER/GROUP BY) on any table, a
condition comparing a column with a ``?`` parameter (a WHERE clause's fragment), and in any case
when the statement names one of the history's tables, so "Select a session from the list" is prose and
``"select id from hands"`` is not. The detector checks itself on synthetic lines first.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat_desktop"
STORAGE = PACKAGE / "storage"

DATABASE_MODULES = {"sqlite3", "sqlite_utils", "apsw"}
CURSOR_METHODS = {"execute", "executemany", "executescript", "fetchone", "fetchall", "fetchmany", "cursor"}
TABLES = r"(?:hands|bets|shoes|sessions|shoe_secrets|pending_hands|sqlite_master|_sqlite_migrations)"
_ANY = r"[\s\S]*?"  # across lines, as little as possible
SQL_PATTERNS = [
    re.compile(rf"\bSELECT\b{_ANY}\bFROM\b"),
    re.compile(r"\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\b"),
    re.compile(r"\bREPLACE\s+INTO\b"),
    re.compile(r"\bUPDATE\s+\S+\s+SET\b"),
    re.compile(r"\bDELETE\s+FROM\b"),
    re.compile(r"\b(?:CREATE|DROP|ALTER)\s+(?:TEMP\s+|UNIQUE\s+)?(?:TABLE|INDEX|TRIGGER|VIEW)\b"),
    re.compile(r"\bPRAGMA\s+\w+"),
    re.compile(r"\b(?:ORDER|GROUP)\s+BY\b"),
    # a condition's fragment: a column compared with a parameter ("h.played_at >= ?", "id IN (?, ?)")
    re.compile(r"\b\w+\s*(?:=|<>|!=|<=|>=|<|>|\bIN\b|\bBETWEEN\b)\s*\(?\s*(?:\?|\{\}\))"),
    re.compile(rf"\bselect\b{_ANY}\bfrom\s+{TABLES}\b", re.IGNORECASE),
    re.compile(rf"\b(?:insert|replace)\s+(?:or\s+\w+\s+)?into\s+{TABLES}\b", re.IGNORECASE),
    re.compile(rf"\bupdate\s+{TABLES}\s+set\b", re.IGNORECASE),
    re.compile(rf"\bdelete\s+from\s+{TABLES}\b", re.IGNORECASE),
    re.compile(rf"\b(?:create|drop|alter)\s+table\s+(?:if\s+(?:not\s+)?exists\s+)?{TABLES}\b", re.IGNORECASE),
]


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring nodes: prose about queries is not a query."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _text(node: ast.AST) -> str | None:
    """The text a string expression builds (placeholders as ``{}``), or None if it is not one."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        return "".join(_text(part) or "{}" for part in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left), _text(node.right)
        if left is None and right is None:
            return None
        return (left or "{}") + (right or "{}")
    return None


def problems(source: str, name: str = "<module>") -> list[str]:
    """What in ``source`` talks to a database: imports, cursor calls, SQL text (with line numbers)."""
    tree = ast.parse(source, name)
    found: list[str] = []
    docstrings = _docstrings(tree)
    inside: set[int] = set()  # the parts of an expression already read as a whole
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [
                f"{name}:{node.lineno}: imports {a.name}"
                for a in node.names
                if a.name.split(".")[0] in DATABASE_MODULES
            ]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module.split(".")[0] in DATABASE_MODULES:
                found.append(f"{name}:{node.lineno}: imports from {node.module}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in CURSOR_METHODS
        ):
            found.append(f"{name}:{node.lineno}: calls .{node.func.attr}()")
        if id(node) in inside or id(node) in docstrings:
            continue
        text = _text(node)
        if text is None:
            continue
        inside.update(id(child) for child in ast.walk(node) if child is not node)
        for pattern in SQL_PATTERNS:
            match = pattern.search(text)
            if match:
                found.append(f"{name}:{getattr(node, 'lineno', '?')}: SQL text {match.group(0)[:60]!r}")
                break
    return found


def modules_outside_storage() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        if not path.is_relative_to(STORAGE):
            yield path


# -- the detector catches what it must, and leaves prose alone ------------------------------------
OFFENDING = {
    "import sqlite3": "imports sqlite3",
    "import sqlite3 as db": "imports sqlite3",
    "from sqlite3 import connect": "imports from sqlite3",
    "import sqlite_utils": "imports sqlite_utils",
    "from sqlite_utils.db import Database": "imports from sqlite_utils.db",
    "history.db.execute(statement)": "calls .execute()",
    "rows = cursor.fetchall()": "calls .fetchall()",
    "q = 'SELECT id FROM hands WHERE id = ?'": "SQL text",
    "q = 'SELECT coalesce(max(id), 0) AS n\\n  FROM sessions'": "SQL text",
    "q = f'SELECT {cols} FROM {table} WHERE {where}'": "SQL text",
    "q = 'SELECT ' + cols + ' FROM ' + table": "SQL text",
    "q = ('SELECT count(*) '\n     'FROM bets')": "SQL text",
    "q = 'select * from hands'": "SQL text",
    "q = 'INSERT INTO bets (hand_id) VALUES (?)'": "SQL text",
    "q = 'INSERT OR REPLACE INTO hands VALUES (?)'": "SQL text",
    "q = 'insert into bets values (1)'": "SQL text",
    "q = 'UPDATE shoes SET seed = ?'": "SQL text",
    "q = 'update sessions set ended_at = 1'": "SQL text",
    "q = 'DELETE FROM hands'": "SQL text",
    "q = 'delete from pending_hands'": "SQL text",
    "q = 'CREATE TABLE notes (id INTEGER)'": "SQL text",
    "q = 'CREATE TRIGGER t BEFORE DELETE ON hands BEGIN SELECT 1; END'": "SQL text",
    "q = 'DROP TRIGGER hands_append_only'": "SQL text",
    "q = 'PRAGMA quick_check'": "SQL text",
    "q = 'h.played_at >= ?'": "SQL text",
    "q = f'{alias}.session_id IN ({marks})'": "SQL text",
    "q = 'session_id = ? AND winner = ?'": "SQL text",
    "q = f'id {direction} ORDER BY id'": "SQL text",
    "def f():\n    x = 1\n    return 'SELECT 1 FROM hands'": "SQL text",
}
PROSE = [
    "label = 'Select a session from the list'",
    "text = 'Delete from history?'",
    "tip = 'Update the table, then set your bets'",
    "name = 'Baccarat Desktop history (*.sqlite3);;All files (*)'",
    "path = resolve_db_path(args.db, args.data_dir)",
    "def f():\n    '''Reads hands with SELECT ... FROM hands, in storage.'''\n    return 1",
    '"""A module about SELECT id FROM hands."""',
]


@pytest.mark.parametrize("line", list(OFFENDING))
def test_the_detector_catches_an_offending_line(line: str) -> None:
    found = problems(line)
    assert len(found) == 1 and OFFENDING[line] in found[0], (line, found)


@pytest.mark.parametrize("line", PROSE)
def test_the_detector_leaves_prose_alone(line: str) -> None:
    assert problems(line) == []


def test_the_detector_finds_the_queries_storage_has() -> None:
    """Run on storage itself it finds plenty (so it reads real modules, not only the samples)."""
    found = [p for path in STORAGE.glob("*.py") for p in problems(path.read_text(), path.name)]
    assert any("reads.py" in p and "SQL text" in p for p in found)
    assert any("imports sqlite3" in p for p in found)
    assert any("calls .execute()" in p for p in found)


# -- the rule -------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", list(modules_outside_storage()), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_sql_outside_storage(path: Path) -> None:
    assert problems(path.read_text(), str(path.relative_to(PACKAGE))) == []
