"""No words reach the screen untranslatable: in the window's modules, text given to Qt (a label, a
button, a menu, a tooltip, an accessible name, the felt's printed words) is a ``_t(...)`` call, or
comes from one, never a bare English literal or f-string. tests/ui/window/test_chinese.py checks the same
on the running window in Chinese; this test names the line.

Every module of ui/ is checked. The words the analytics package draws into the charts are
checked where they are drawn (tests/analytics/test_words_marked.py), since Matplotlib's texts are
assembled far from any Qt call; NOT_YET stays empty.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "baccarat_desktop" / "ui"

NOT_YET: dict[str, str] = {}

# Qt (and felt) calls that put text on screen: the argument that is text, by position.
METHOD_SINKS = {
    "setText": 0, "setToolTip": 0, "setStatusTip": 0, "setWindowTitle": 0, "setPlaceholderText": 0,
    "setAccessibleName": 0, "setAccessibleDescription": 0, "setTitle": 0, "addMenu": 0, "addTab": 1,
    "insertTab": 2, "setTabText": 1, "addRow": 0, "set_text": 0, "show_refusal": 1, "setWhatsThis": 0,
    "setSuffix": 0, "setPrefix": 0, "setSpecialValueText": 0,
}  # fmt: skip
CONSTRUCTOR_SINKS = {
    "QLabel": 0, "QPushButton": 0, "QCheckBox": 0, "QRadioButton": 0, "QGroupBox": 0, "QAction": 0,
    "QDockWidget": 0, "QToolBar": 0,
}  # fmt: skip
WORDS = re.compile(r"[A-Za-z]{2,}")


def words_in(node: ast.AST) -> bool:
    """Whether ``node`` is literal text with words in it (not a _t call, not a name)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(WORDS.search(node.value))
    if isinstance(node, ast.JoinedStr):
        return any(words_in(part) for part in node.values if isinstance(part, ast.Constant))
    if isinstance(node, ast.BinOp):
        return words_in(node.left) or words_in(node.right)
    return False


def untranslated(source: str) -> list[int]:
    """Lines of ``source`` where literal words are given to a Qt text sink."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        position = None
        if isinstance(func, ast.Attribute) and func.attr in METHOD_SINKS:
            position = METHOD_SINKS[func.attr]
        elif isinstance(func, ast.Name) and func.id in CONSTRUCTOR_SINKS:
            position = CONSTRUCTOR_SINKS[func.id]
        if position is not None and len(node.args) > position and words_in(node.args[position]):
            lines.append(node.lineno)
    return lines


def test_the_check_catches_bare_words_and_lets_marked_ones_pass() -> None:
    caught = [
        'label.setText("Deal")', 'QLabel(f"Shoe {n}")', 'tabs.addTab(page, "Statistics")',
        'menu.addMenu("&Game")', 'scene.show_refusal(spot, "No bets now")', 'w.setToolTip("a" + "Tip")',
        'QAction("&Quit", self)',
    ]  # fmt: skip
    passed = [
        'label.setText(_t("Felt", "Deal"))', 'QLabel(_t("Window", "Shoe {n}").format(n=n))',
        'tabs.addTab(page, title)', 'label.setText("$1,000.00")', 'label.setText("")',
        'label.setText(f"{amount}")', 'menu.addMenu(_t("Window", "&Game"))',
    ]  # fmt: skip
    for line in caught:
        assert untranslated(line) == [1], line
    for line in passed:
        assert untranslated(line) == [], line


def window_modules() -> list[Path]:
    return sorted(p for p in UI.glob("*.py") if p.name not in NOT_YET)


@pytest.mark.parametrize("path", window_modules(), ids=lambda p: p.name)
def test_the_window_gives_qt_no_bare_words(path: Path) -> None:
    lines = untranslated(path.read_text(encoding="utf-8"))
    assert not lines, f"{path.name}: words not marked with _t at lines {lines}"


def test_the_waiting_list_names_modules_that_exist() -> None:
    assert all((UI / name).is_file() for name in NOT_YET)
