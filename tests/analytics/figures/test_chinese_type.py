"""The charts' type in Chinese: a CJK family follows DejaVu in every typeface while the interface
speaks Chinese (and only then), Chinese wraps between characters but never before a closing comma,
and a table with Chinese in it keeps its columns in line."""

from __future__ import annotations

import textwrap
import warnings
from collections.abc import Iterator

import pytest
from matplotlib import font_manager, rcParams
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from baccarat_desktop.analytics.figures import look
from baccarat_desktop.analytics.figures.layout import Page
from baccarat_desktop.analytics.figures.ledger import ledger
from baccarat_desktop.analytics.figures.look import MONO, SANS, SERIF, new_figure
from baccarat_desktop.analytics.figures.text import is_wide, text_width, wrap_text
from baccarat_desktop.engine import i18n

from ..layout_check import drawn_texts, problems

NOTE = "线条是每局之后的本金，阴影带是交替的牌靴。星号是最高点；红色箭头是从之前高点的最大跌幅（最大回撤）。"


@pytest.fixture(params=["zh_CN", "zh_TW"])
def chinese(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install(lambda context, text, *count: text, request.param)
    yield request.param
    i18n.install(None)


def draw(fig: Figure) -> None:
    FigureCanvasAgg(fig).draw()


def test_chinese_brings_its_scripts_family_after_dejavu_and_english_takes_it_away(chinese: str) -> None:
    script = {"zh_CN": "SC", "zh_TW": "TC"}[chinese]
    assert [*SANS] == ["DejaVu Sans", f"Noto Sans CJK {script}"]
    assert [*SERIF] == ["DejaVu Serif", f"Noto Serif CJK {script}"]
    assert [*MONO] == ["DejaVu Sans Mono", f"Noto Sans Mono CJK {script}"]
    assert rcParams["font.family"] == SANS  # tick and axis labels too
    i18n.install(None)
    assert SANS == ["DejaVu Sans"] and SERIF == ["DejaVu Serif"] and MONO == ["DejaVu Sans Mono"]
    assert "Noto Sans CJK SC" not in rcParams["font.family"]


def test_every_chinese_glyph_is_drawn_and_latin_keeps_its_width(chinese: str) -> None:
    fig = new_figure(size=(4, 2))
    fig.text(0.1, 0.5, "庄家优势 莊家優勢 $1,000.00 本金：第3场", fontfamily=SANS)
    fig.text(0.1, 0.2, "閒對 闲对", fontfamily=SERIF, fontweight="bold")
    ax = fig.add_axes((0.1, 0.6, 0.8, 0.3))
    ax.set_xlabel("局数 局數")  # the default family, from rcParams
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # Matplotlib warns of each glyph missing from the fonts
        draw(fig)
    em = 10 * fig.dpi / 72
    assert text_width(fig, "庄", 10) == pytest.approx(em, rel=0.05)
    i18n.install(None)
    latin = text_width(fig, "Bankroll $1,000", 10)
    i18n.install(lambda context, text, *count: text, chinese)
    assert text_width(fig, "Bankroll $1,000", 10) == latin


def test_a_cjk_font_installed_after_matplotlibs_cache_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    manager = font_manager.fontManager
    stale = [font for font in manager.ttflist if "CJK" not in font.name]
    monkeypatch.setattr(manager, "ttflist", stale)
    assert look.cjk_family("zh_CN") == "Noto Sans CJK SC"
    assert any(font.name == "Noto Sans CJK TC" for font in manager.ttflist)


def test_latin_wraps_as_before_and_chinese_between_characters() -> None:
    english = "The line is the bankroll after each hand. Shaded bands are alternate shoes."
    assert wrap_text(english, 30) == textwrap.wrap(english, 30)
    chinese = (
        "线条是每局之后的本金，阴影带是交替的牌靴。星号是最高点；红色箭头是从之前高点的最大跌幅（最大回撤）。"
    )
    lines = wrap_text(chinese, 30)
    assert "".join(lines) == chinese
    assert len(lines) > 1
    for line in lines:
        assert sum(1.0 if is_wide(c) else 0.56 for c in line) <= 30 * 0.56 + 1e-9
        assert line[0] not in "，。；）：、"
        assert line[-1] not in "（"
    mixed = "本局 Banker 胜出，派彩 $1,234.50 给 Player Pair 投注"
    for width in (12, 20, 40):  # a Latin word or an amount is never cut
        lines = wrap_text(mixed, width)
        assert any("$1,234.50" in line for line in lines) and any("Banker" in line for line in lines)


def test_a_note_in_chinese_stays_inside_the_figure(chinese: str) -> None:
    fig = new_figure(size=(4.0, 3.0))
    note = (
        "线条是每局之后的本金，阴影带是交替的牌靴。星号是最高点；红色箭头是从之前高点的最大跌幅（最大回撤）。"
        * 2
    )
    Page(fig, note)
    assert problems(fig) == []
    texts = drawn_texts(fig)
    assert len(texts) == 1 and texts[0][0].get_text().count("\n") >= 3


def test_a_table_with_chinese_keeps_its_columns_in_line(chinese: str) -> None:
    fig = new_figure(size=(8.0, 4.0))
    page = Page(fig)
    rows = [["庄", "1,234", "$12.50"], ["闲对", "56", "-$3.00"], ["Dragon 7", "7", "$0.00"]]
    ledger(page, 10, ["投注", "局数", "净输赢"], rows, "lrr", colour={2: lambda t: "#ff0000"})
    draw(fig)
    assert problems(fig) == []
    texts = drawn_texts(fig)
    money = [box for text, box in texts if "$" in text.get_text()]
    counts = [box for text, box in texts if text.get_text() in ("1,234", "56", "7")]
    names = [box for text, box in texts if text.get_text() in ("庄", "闲对", "Dragon 7")]
    assert len(money) == len(counts) == len(names) == 3
    for column in (money, counts):
        assert max(b.x1 for b in column) - min(b.x1 for b in column) < 1.5  # right-aligned
    assert max(b.x0 for b in names) - min(b.x0 for b in names) < 1.5  # left-aligned
    assert max(b.x1 for b in names) < min(b.x0 for b in counts)
