"""The sessions chart: the net result per session in bars and the latest sessions in a table."""

from __future__ import annotations

import numpy as np
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, MaxNLocator

from ...engine.i18n import _t
from ...storage.stamps import local_time
from ..money_charts import SessionsStats
from .formats import dollars, label_money_bars, money_colour, money_text
from .layout import AXES_TITLE, Y_LABELS, Page, fit_y_labels
from .ledger import ledger, table_height
from .look import EDGE, GAIN, INK, LOSS, axes_title, style_axes
from .notes import SESSION_ROWS, sessions_note

__all__ = ["duration_text", "sessions_figure"]

SESSION_BARS = 60  # sessions in the net-result bars


def duration_text(seconds: float) -> str:
    """'2 h 05 min', '14 min', '3 d 4 h' (in the interface's language)."""
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return _t("Charts", "{days} d {hours} h").format(days=days, hours=hours)
    if hours:
        return _t("Charts", "{hours} h {minutes:02d} min").format(hours=hours, minutes=minutes)
    return _t("Charts", "{minutes} min").format(minutes=minutes)


def sessions_figure(stats: SessionsStats, fig: Figure, *, notes: bool = True) -> Figure:
    rows = list(stats.rows)
    shown = rows[-SESSION_ROWS:][::-1]  # the latest first
    page = Page(
        fig,
        sessions_note(stats) if notes else "",
        note_left=Y_LABELS,
    )
    table_h = table_height(fig, len(shown))
    ax = page.axes(Y_LABELS, AXES_TITLE, EDGE + 16, table_h + 26 + 30)
    style_axes(ax)
    charted = rows[-SESSION_BARS:]
    x = np.arange(len(charted))
    nets = np.array([r.net_cents for r in charted]) / 100
    ax.bar(x, nets, 0.6, color=[GAIN if v >= 0 else LOSS for v in nets], zorder=2)
    ax.axhline(0, color=INK, linewidth=0.9, zorder=3)
    ax.set_xticks(x, [f"#{r.session_id}" for r in charted])
    if len(charted) > 20:
        ax.xaxis.set_major_locator(MaxNLocator(20, integer=True))
        ax.xaxis.set_major_formatter(
            FuncFormatter(
                lambda v, _p: f"#{charted[int(v)].session_id}" if 0 <= int(v) < len(charted) else ""
            )
        )
    ax.set_xlim(-0.6, max(len(charted), 3) - 0.4)
    span = max(float(np.max(np.abs(nets))), 1.0)
    ax.set_ylim(-span * 1.3, span * 1.3)
    ax.yaxis.set_major_formatter(dollars())
    ax.set_ylabel(_t("Charts", "Net result"))
    fit_y_labels(ax, fig, Y_LABELS)
    axes_title(
        ax,
        _t("Charts", "Net result per session (latest {n})").format(n=len(charted))
        if len(rows) > len(charted)
        else _t("Charts", "Net result per session"),
    )
    if len(charted) <= 20:
        label_money_bars(ax, x, nets)

    header = [
        _t("Charts", "Session"),
        _t("Charts", "Started"),
        _t("Charts", "Duration"),
        _t("Charts", "Hands"),
        _t("Charts", "Wagered"),
        _t("Charts", "Net"),
        _t("Charts", "Biggest win"),
        _t("Charts", "Biggest loss"),
        _t("Charts", "Table"),
    ]
    body = [
        [
            f"#{r.session_id}",
            local_time(r.started_at, seconds=False),
            duration_text(r.duration_seconds),
            f"{r.hands:,}",
            money_text(r.wagered_cents, escape=False),
            money_text(r.net_cents, escape=False),
            money_text(r.biggest_win_cents, escape=False) if r.biggest_win_cents else "—",
            money_text(r.biggest_loss_cents, escape=False) if r.biggest_loss_cents else "—",
            r.table,
        ]
        for r in shown
    ]
    ledger(
        page,
        page.content_height - table_h - 4,
        header,
        body,
        "lcrrrrrrl",
        colour={5: money_colour},
        drop=(8, 7, 6, 2, 4, 1),
    )
    return fig
