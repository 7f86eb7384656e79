"""Explanations outside the felt never end a paragraph on one lone word (issue 27): the dashboard's
notes, the lab's words, the luck and shoe odds panels (``wrapping.Prose``, ``Note``), the dialogs'
explanations and the notes printed in a saved chart (``analytics.figures.text.wrap_text``). Measured
on the painted lines at every width from narrow to wide."""

from __future__ import annotations

from typing import Any

import pytest

from baccarat_desktop.analytics.figures.prose import JOINER, NBSP
from baccarat_desktop.analytics.figures.text import is_wide, wrap_text
from baccarat_desktop.ui.look.palette import pane_stylesheet
from baccarat_desktop.ui.statistics.wrapping import Note, Prose
from tests.ui.text_probe import widget_text

ENGLISH = [
    "Gold diamonds: how many streaks of each length to expect if every hand were independent, from the "
    "exact odds of a full shoe. Long streaks are rare in one shoe but come up over many; a streak says "
    "nothing about the next hand.",
    "Does a betting system beat the house edge? Tick one system, or several to compare them, set the bet "
    "and the money and press Run: the lab plays thousands of sessions through real shoes (the same shoes "
    "for every system) and shows what each system does to a bankroll.",
    "The line is the bankroll after each hand. The star is the highest point; the red arrow is the "
    "largest fall from an earlier high (maximum drawdown).",
]
CHINESE = [
    "金色菱形：如果每一局都相互独立，按整副牌靴的精确概率，每种长度的连胜预计出现多少次。"
    "长连胜在一个牌靴里很少见，但在很多牌靴里总会出现；连胜对下一局毫无影响。",
]


def _lines(label: Any, width: int) -> list[str]:
    """The painted lines, top to bottom (runs of one line, in different fonts, joined)."""
    label.resize(width, label.heightForWidth(width))
    lines: dict[int, list[Any]] = {}
    for run in widget_text(label):
        lines.setdefault(round(run.rect.center().y() / 4), []).append(run)
    return [
        "".join(r.text for r in sorted(runs, key=lambda r: r.rect.left()))
        for _y, runs in sorted(lines.items())
    ]


def _words(line: str) -> int:
    return len(line.replace(NBSP, " ").split())


@pytest.mark.parametrize("kind", [Note, Prose])
def test_no_paragraph_ends_on_a_lone_word(qtbot: Any, kind: type) -> None:
    label = kind()
    qtbot.addWidget(label)
    label.setObjectName("Pane")
    label.setStyleSheet(pane_stylesheet("Pane"))
    lone = []
    for text in ENGLISH:
        label.setText(text)
        for width in range(220, 1100, 9):
            lines = _lines(label, width)
            if len(lines) > 1 and _words(lines[-1]) < 2:
                lone.append((width, lines[-1]))
    assert lone == [], f"a lone last word at {len(lone)} widths, e.g. {lone[:3]}"


def test_chinese_ends_on_more_than_a_character_and_its_stop(qtbot: Any) -> None:
    label = Note()
    qtbot.addWidget(label)
    short = []
    for text in CHINESE:
        label.setText(text)
        for width in range(160, 900, 7):
            lines = _lines(label, width)
            last = lines[-1].replace(JOINER, "")
            if len(lines) > 1 and sum(1 for c in last if is_wide(c)) < 3:
                short.append((width, last))
    assert short == [], f"an orphaned last character at {len(short)} widths, e.g. {short[:3]}"


def test_a_saved_charts_note_never_ends_on_one_word() -> None:
    lone = []
    for text in ENGLISH:
        for columns in range(24, 160):
            lines = wrap_text(text, columns)
            assert all(len(line) <= columns for line in lines), "a line longer than its room"
            if len(lines) > 1 and _words(lines[-1]) < 2:
                lone.append((columns, lines[-1]))
    assert lone == [], f"a lone last word at {len(lone)} widths, e.g. {lone[:3]}"
