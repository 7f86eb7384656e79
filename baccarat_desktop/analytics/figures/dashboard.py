"""The statistics' charts by name: ``build_figure(chart, analysis)`` draws any of them.

Each builder takes the numbers from ``analysis`` and an optional figure to draw into: the
dashboard passes the figure its canvas owns and calls ``draw_idle()``; the report passes none
and saves the new figure. Long series are cut down to min/max per pixel column before drawing,
so a million hands draw as fast as a thousand and every peak still shows.

Layout is done in pixels (``layout.Page``) for the figure's current size, not by a layout engine
at every draw: that made drawing several times slower. A canvas that changes size asks for its
chart again (the dashboard does).
"""

from __future__ import annotations

from matplotlib.figure import Figure

from ...engine.i18n import _t
from ..analysis import NO_MONEY, Analysis, Chart
from .bankroll import bankroll_figure
from .layout import no_data, titles
from .look import laid_out_at_design_dpi, new_figure
from .money import money_figure
from .notes import subtitle
from .outcomes import outcomes_figure
from .sessions import sessions_figure
from .streaks import streaks_figure
from .ties import ties_figure

__all__ = ["build_figure"]


@laid_out_at_design_dpi
def build_figure(
    chart: Chart, analysis: Analysis, fig: Figure | None = None, *, notes: bool = True
) -> Figure:
    """The figure for one chart, drawn into ``fig`` when given (cleared first).

    ``notes=False`` leaves the plain-language note out (the pane shows it beside the canvas, where
    it wraps by itself and costs nothing to redraw).
    """
    fig = new_figure(fig)
    titles(fig, chart.title, subtitle(analysis))
    if not len(analysis.data.hands):
        no_data(fig)
        return fig
    if analysis.without_money(chart):
        no_data(fig, _t("Charts", NO_MONEY))
        return fig
    if chart is Chart.BANKROLL:
        bankroll_figure(analysis.bankroll(), fig, notes=notes)
    elif chart is Chart.STREAKS:
        streaks_figure(analysis.streaks(), fig, notes=notes)
    elif chart is Chart.TIES:
        ties_figure(analysis.ties(), fig, notes=notes)
    elif chart is Chart.OUTCOMES:
        outcomes_figure(analysis.outcomes(), fig, notes=notes)
    elif chart is Chart.MONEY:
        money_figure(analysis.money(), fig, notes=notes)
    else:
        sessions_figure(analysis.sessions(), fig, notes=notes)
    return fig
