"""Every word the analytics package shows a person passes through ``_t``.

A pseudo-language is installed: it turns the letters of every marked text into 字 (its {fields}
kept), so any Latin word left on a chart, in a chart's note, in the lab's, the luck's or the shoe
odds' sentences was never marked. The figures are drawn for real and every text Matplotlib draws is
read back (tests/analytics/layout_check.py), so words assembled anywhere are caught, not only the
literals a source scan would see. tests/ui/window/test_chinese.py checks the real translations.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from matplotlib.figure import Figure

from baccarat_desktop.analytics.analysis import Analysis, Chart
from baccarat_desktop.analytics.dataset import Dataset
from baccarat_desktop.analytics.figures.dashboard import build_figure
from baccarat_desktop.analytics.figures.lab_compare import comparison_figure
from baccarat_desktop.analytics.figures.lab_fan import fan_figure
from baccarat_desktop.analytics.figures.lab_results import results_figure
from baccarat_desktop.analytics.figures.layout import no_data
from baccarat_desktop.analytics.figures.look import new_figure
from baccarat_desktop.analytics.figures.luck import luck_figure
from baccarat_desktop.analytics.figures.notes import chart_formula_note, chart_note
from baccarat_desktop.analytics.filters import HistoryFilter
from baccarat_desktop.analytics.lab import (
    COMPARISON_HEADER,
    comparison_rows,
    comparison_summary,
    lab_stats,
    lab_summary,
)
from baccarat_desktop.analytics.luck import LuckReport, luck_of
from baccarat_desktop.analytics.money_charts import short_rules
from baccarat_desktop.analytics.shoe_odds import shoe_odds
from baccarat_desktop.engine import i18n
from baccarat_desktop.engine.catalogue import BetSpot
from baccarat_desktop.engine.rules import TableRules
from baccarat_desktop.engine.systems import LabSpec, System
from baccarat_desktop.storage.history import History

from .helpers import two_tables_analysed
from .layout_check import drawn_texts

FIELD = re.compile(r"(\{[^{}]*\})")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def pseudo(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The pseudo-language: letters outside {fields} become 字, so a marked text has no Latin word
    (a text that changes with a count, ``_tn``, comes with its count: one form serves them all)."""
    del context, disambiguation, n
    return "".join(
        part if FIELD.fullmatch(part) else re.sub(r"[A-Za-z]", "字", part) for part in FIELD.split(text)
    )


def latin_words(texts: list[str]) -> list[str]:
    """Each text with a Latin word in it, once, with those words."""
    return sorted({f"{LATIN_WORD.findall(text)} in {text!r}" for text in texts if LATIN_WORD.search(text)})


@pytest.fixture(scope="module")
def analyses(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, Analysis]]:
    return two_tables_analysed(tmp_path_factory.mktemp("words"))


@pytest.fixture
def pseudo_language() -> Iterator[None]:
    i18n.install(pseudo, "zh_CN")  # with the Chinese fonts: 字 is drawn, not warned about
    yield
    i18n.install(None)


def test_the_pseudo_language_leaves_no_latin_word_but_keeps_fields() -> None:
    assert pseudo("Ctx", "Peak {amount} in {n:,} hands") == "字字字字 {amount} 字字 {n:,} 字字字字字"
    assert latin_words([pseudo("Ctx", "Went broke: {share}").format(share="5%")]) == []
    assert latin_words(["Went 字字"]) == ["['Went'] in 'Went 字字'"]


def test_every_dashboard_chart_and_note_is_marked(
    analyses: list[tuple[Path, Analysis]], pseudo_language: None
) -> None:
    texts: list[str] = []
    for _, analysis in analyses:
        for chart in Chart:
            texts.append(chart.title)
            fig = build_figure(chart, analysis, Figure(figsize=(12.8, 7.2), dpi=100), notes=True)
            texts += [text.get_text() for text, _ in drawn_texts(fig)]
            texts += [chart_note(chart, analysis), chart_formula_note(chart, analysis)]
    fig = new_figure()
    no_data(fig)
    texts += [text.get_text() for text, _ in drawn_texts(fig)]
    texts.append(short_rules(TableRules()))
    found = latin_words(texts)
    assert not found, "\n".join(found)


def test_the_lab_its_charts_and_its_systems_are_marked(pseudo_language: None) -> None:
    from baccarat_desktop.engine.fast.lab import compare

    spec = LabSpec(System.MARTINGALE, BetSpot.BANKER, 1_000, 100_000, 200, 100, seed=7)
    stats = [lab_stats(r) for r in compare(spec, tuple(System), workers=1)]
    texts = [*(i18n._t("Lab", h) for h in COMPARISON_HEADER), comparison_summary(stats)]
    texts += [cell for row in comparison_rows(stats) for cell in row]
    for system in System:
        texts += [system.label, system.description]
    for one in stats[:2]:
        texts.append(lab_summary(one))
        for build in (fan_figure, results_figure):
            texts += [text.get_text() for text, _ in drawn_texts(build(one, new_figure()))]
    texts += [text.get_text() for text, _ in drawn_texts(comparison_figure(stats, new_figure()))]
    found = latin_words(texts)
    assert not found, "\n".join(found)


def test_the_luck_and_the_shoe_odds_are_marked(
    analyses: list[tuple[Path, Analysis]], pseudo_language: None
) -> None:
    path = analyses[1][0]
    with History.open(path, write=False) as history:
        data = Dataset.load(history, HistoryFilter.of([1]))
        report: LuckReport = luck_of(history, data, replays=200)
        odds = shoe_odds(history, data.hands.ids[:300].tolist())
    texts = [report.sentence, report.details, *(t.get_text() for t, _ in drawn_texts(luck_figure(report)))]
    assert odds is not None
    texts.append(odds.summary)
    for edge in odds.bets:
        texts += [edge.label, edge.positive_text, edge.share_text, edge.when_text, edge.only_then_text]
        texts += [edge.usual_text, edge.returned_text, edge.expected_text]
    found = latin_words(texts)
    assert not found, "\n".join(found)
