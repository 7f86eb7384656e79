"""The money chart: each bet's actual net against what the house edge predicts, with the luck
range, and a ledger of every bet's figures under the bars."""

from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from ...engine.i18n import _t
from ..money_charts import MoneyStats
from .formats import dollars, label_money_bars, money_colour, money_text
from .layout import Y_LABELS, Page, fit_y_labels, legend_above, no_data
from .ledger import ledger, table_height
from .look import EDGE, GOLD, GOLD_DEEP, INK, IVORY, IVORY_DIM, IVORY_TEXT, bet_style, style_axes
from .notes import money_note
from .text import fit_text, text_ems, text_width

__all__ = ["MONEY_PLOT_MIN", "money_figure"]

MONEY_PLOT_MIN = 180  # pixels the bars keep, however many bets the ledger under them lists
LABEL_CHAR_EM = 0.62  # DejaVu Sans: a bet name's widest characters, in ems (capitals and digits)


def money_figure(stats: MoneyStats, fig: Figure, *, notes: bool = True) -> Figure:
    if not stats.rows:
        no_data(fig, _t("Charts", "No bets in these hands."))
        return fig
    rows = list(stats.rows)
    page = Page(
        fig,
        money_note(stats) if notes else "",
        note_left=Y_LABELS,
    )
    # Many bets (the catalogue has fourteen): names on two lines and smaller type when the bars are
    # close together, and a ledger whose type shrinks so the bars keep MONEY_PLOT_MIN pixels; when
    # even 7 pt does not fit (a short pane), the ledger gives way to one line pointing at the CSV.
    slot = (page.width - Y_LABELS - EDGE - 16) / len(rows)  # pixels from one bar pair to the next
    names, names_size = _bar_names([r.label for r in rows], slot, fig)
    names_h: float = 50 if any("\n" in n for n in names) else 34
    upright = names_size >= 7.5
    if not upright:  # bars too close for names across: each name runs up its own bar's column
        names, names_size = [r.label for r in rows], 8.5
        names_h = max(text_width(fig, n, names_size) for n in names) + 14
    handles: list[Patch | Line2D] = [
        Patch(facecolor="#9aa39c", label=_t("Charts", "Actual net (bar in the spot's colour)")),
        Patch(facecolor=GOLD, edgecolor=GOLD_DEEP, label=_t("Charts", "Expected: −house edge × wagered")),
        # Whiskers are ink on the scorecard; the key sits on the felt, so its sample is ivory.
        Line2D(
            [],
            [],
            color=IVORY_TEXT,
            marker="_",
            markersize=10,
            label=_t("Charts", "95% luck range around the expected"),
        ),
    ]
    legend_h = legend_above(page, handles, left=Y_LABELS)
    room = page.content_height - MONEY_PLOT_MIN - legend_h - 8 - names_h - 18
    fitting = room / (2.0 * (len(rows) + 2)) * 72 / fig.dpi  # the type whose rows fill ``room``
    table_font = min(8.5 if len(rows) > 10 else 9.5, fitting)
    show_table = table_font >= 7.0
    table_h = table_height(fig, len(rows) + 1, table_font) if show_table else 16.0
    ax = page.axes(Y_LABELS, legend_h + 8, EDGE + 16, table_h + 18 + names_h)
    style_axes(ax)
    x = np.arange(len(rows))
    width = 0.36
    actual = np.array([r.net_cents for r in rows]) / 100
    expected = np.array([r.expected_net_cents for r in rows]) / 100
    ax.bar(
        x - width / 2,
        actual,
        width,
        color=[bet_style(r.spot)[0] for r in rows],
        hatch=[bet_style(r.spot)[1] for r in rows],
        edgecolor=IVORY,
        linewidth=0,
        zorder=2,
    )
    bands = [r.band_cents or (r.expected_net_cents, r.expected_net_cents) for r in rows]
    err_low = np.array([(r.expected_net_cents - b[0]) / 100 for r, b in zip(rows, bands, strict=True)])
    err_high = np.array([(b[1] - r.expected_net_cents) / 100 for r, b in zip(rows, bands, strict=True)])
    ax.bar(x + width / 2, expected, width, color=GOLD, alpha=0.85, edgecolor=GOLD_DEEP, linewidth=1, zorder=2)
    ax.errorbar(
        x + width / 2,
        expected,
        yerr=[err_low, err_high],
        fmt="none",
        ecolor=INK,
        capsize=5,
        linewidth=1.2,
        zorder=4,
    )
    ax.axhline(0, color=INK, linewidth=0.9, zorder=3)
    reach = np.concatenate([actual, expected + err_high, expected - err_low, [0.0]])
    low, high = float(reach.min()), float(reach.max())
    span = max(high - low, 0.01)
    # Room on the empty side for the legend when every bar points the same way.
    if high <= 0:
        ax.set_ylim(low - span * 0.1, span * 0.55)
    elif low >= 0:
        ax.set_ylim(-span * 0.55, high + span * 0.1)
    else:
        ax.set_ylim(low - span * 0.3, high + span * 0.3)
    ax.set_xticks(x, names)
    figures = max(text_ems(money_text(v * 100, escape=False), LABEL_CHAR_EM) for v in actual)
    figures_size = min(9.0, _type_for(slot * 0.7, figures, fig))  # clear of the next pair
    if figures_size >= 6.5:  # else too small to read: the figures are in the table and the export
        label_money_bars(ax, x - width / 2, actual, fontsize=figures_size, fontweight="bold", zorder=6)
    ax.tick_params(axis="x", labelsize=names_size, length=0, labelrotation=0 if upright else 90)
    ax.yaxis.set_major_formatter(dollars())
    ax.set_ylabel(_t("Charts", "Net result"))
    fit_y_labels(ax, fig, Y_LABELS)
    header = [
        _t("Charts", "Bet"),
        _t("Charts", "Bets"),
        _t("Charts", "Wagered"),
        _t("Charts", "Commission"),
        _t("Charts", "Net"),
        _t("Charts", "Expected net"),
        _t("Charts", "Return"),
        _t("Charts", "Expected"),
        _t("Charts", "Luck range"),
    ]
    body = []
    for r in [*rows, stats.total]:
        inside = r.inside
        body.append(
            [
                r.label,
                f"{r.bets:,}",
                money_text(r.wagered_cents, escape=False),
                money_text(r.commission_cents, escape=False) if r.commission_cents else "—",
                money_text(r.net_cents, escape=False),
                money_text(r.expected_net_cents, escape=False),
                f"{r.actual_return:+.2%}",
                f"{r.expected_return:+.2%}",
                "—" if inside is None else (_t("Charts", "inside") if inside else _t("Charts", "outside")),
            ]
        )
    if not show_table:
        page.text(
            Y_LABELS,
            page.content_height - table_h,
            fit_text(
                fig,
                page.width - Y_LABELS - EDGE,
                9,
                (
                    _t("Charts", "The figures for each bet: Export data (CSV), or a taller window."),
                    _t("Charts", "More in Export data (CSV)."),
                ),
            ),
            color=IVORY_DIM,
            fontsize=9,
        )
        return fig
    ledger(
        page,
        page.content_height - table_h - 4,
        header,
        body,
        "lrrrrrrrc",
        colour={4: money_colour},
        font_size=table_font,
        drop=(8, 7, 6, 3, 2, 1, 5),
    )
    return fig


def _type_for(pixels: float, ems: float, fig: Figure) -> float:
    """The type size (points) at which a label ``ems`` wide (``text.text_ems``) takes ``pixels``."""
    return pixels / max(ems, LABEL_CHAR_EM) * 72 / fig.dpi


def _bar_names(labels: list[str], slot: float, fig: Figure) -> tuple[list[str], float]:
    """Bet names under bars ``slot`` pixels apart, and their type size: on one line while they fit
    at 8.5 pt or more, then long names on two lines, then every name of two words; the type
    shrinks (not below 6.5 pt) only when even that is too wide."""
    choices = [
        labels,
        [n.replace(" ", "\n", 1) if len(n) > 8 else n for n in labels],
        [n.replace(" ", "\n", 1) for n in labels],
    ]
    best: tuple[list[str], float] = (choices[-1], 0.0)
    for names in choices:
        longest = max(text_ems(line, LABEL_CHAR_EM) for name in names for line in name.split("\n"))
        size = min(10.5, _type_for(slot - 6, longest, fig))
        if size >= 8.5:
            return names, size
        if size > best[1] + 0.01:
            best = (names, size)
    return best[0], max(6.5, best[1])
