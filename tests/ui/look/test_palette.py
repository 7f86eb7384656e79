"""The widgets' colours have one home, ui/look/palette.py: no other module under ui/ builds a QColor
from a literal, so a colour is named (and changed) in one place and the same shadow is one shadow."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtGui import QColor

import baccarat_desktop.ui
from baccarat_desktop.ui.look import palette

UI = Path(baccarat_desktop.ui.__file__).parent
PALETTE = UI / "look" / "palette.py"


def _is_literal(node: ast.expr) -> bool:
    """A number or a string written in the source (``-1`` too; a tuple of them spread with ``*``)."""
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    if isinstance(node, ast.Starred) and isinstance(node.value, (ast.Tuple, ast.List)):
        return any(_is_literal(element) for element in node.value.elts)
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float, str))


def _builds_a_colour(call: ast.Call) -> bool:
    """``QColor(...)``, ``QtGui.QColor(...)`` or ``QColor.fromRgb(...)`` and its kin."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id == "QColor"
    if isinstance(func, ast.Attribute):
        if func.attr == "QColor":
            return True
        owner = func.value
        return isinstance(owner, ast.Name) and owner.id == "QColor" and func.attr.startswith("from")
    return False


def literal_colours(source: str) -> list[int]:
    """The lines of ``source`` where a QColor is built from a literal."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and _builds_a_colour(node)):
            continue
        if any(_is_literal(arg) for arg in [*node.args, *(kw.value for kw in node.keywords)]):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_check_sees_a_literal_colour() -> None:
    """The scan below finds each way of writing a colour by hand, and lets a named one pass."""
    written = [
        "QColor(0, 0, 0, 90)",
        'QColor("#fbf8f0")',
        "QColor('white')",
        "QtGui.QColor(1, 2, 3)",
        "QColor.fromRgb(1, 2, 3)",
        "QColor(*(1, 2, 3))",
        "QColor(255, 232, 150, int(110 * glow))",
    ]
    for text in written:
        assert literal_colours(text) == [1], text
    named = ["QColor(GOLD)", "QColor(*colours.GOLD)", "with_alpha(GLOW, int(110 * glow))", "QColor()"]
    for text in named:
        assert literal_colours(text) == [], text


def test_no_colour_is_written_outside_the_palette() -> None:
    """Every module under ui/ but the palette takes its colours from the palette by name."""
    found = [
        f"{path.relative_to(UI.parent).as_posix()}:{line}"
        for path in sorted(UI.rglob("*.py"))
        if path != PALETTE
        for line in literal_colours(path.read_text(encoding="utf-8"))
    ]
    assert not found, "QColor built from a literal outside ui/look/palette.py: " + ", ".join(found)


def test_with_alpha_copies_the_shared_colour() -> None:
    """A glow fades on a copy: the palette's constant keeps its own alpha."""
    before = QColor(palette.SPOT_WIN_GLOW)
    faded = palette.with_alpha(palette.SPOT_WIN_GLOW, 40)
    assert faded.alpha() == 40 and faded.rgb() == before.rgb()
    assert before == palette.SPOT_WIN_GLOW and palette.SPOT_WIN_GLOW.alpha() == 255
