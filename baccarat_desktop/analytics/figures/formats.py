"""Numbers on a chart: money to the cent as every pane writes it, and the axes' tick formats."""

from __future__ import annotations

from typing import Any, TypedDict, Unpack

import numpy as np
from matplotlib.axes import Axes
from matplotlib.ticker import Formatter, FuncFormatter

from ...engine.money import format_cents
from .look import GAIN, INK, LOSS

__all__ = ["DollarFormatter", "PointsFormatter", "dollars", "money_text", "percent", "thousands"]


def money_text(cents: float, *, escape: bool = True) -> str:
    r"""$1,234.56: every amount on a chart to the cent, written by ``format_cents`` as in every pane.

    The dollar sign comes escaped (``\$``) unless ``escape`` is false: Matplotlib reads text between
    two bare ``$`` as maths, and shows ``\$`` as a plain ``$`` either way.
    """
    text = format_cents(round(cents))  # the one home for money text (engine/money.py)
    return text.replace("$", "\\$") if escape else text


class DollarFormatter(Formatter):
    """Axis values in dollars with just enough digits to tell neighbouring ticks apart.

    A bankroll of $10,000,000 moving by a few thousand needs '$9,998k', not ten ticks of '$10.0M';
    ticks 2,500 apart need '$7,500', not '$8k'; a million reads '$1.00M', not '$1,000k'.
    """

    ticks: np.ndarray = np.empty(0)

    def set_locs(self, locs: Any) -> None:
        super().set_locs(locs)
        self.ticks = np.asarray(locs, dtype=np.float64)

    def __call__(self, x: float, pos: int | None = None) -> str:
        if x == 0:
            return "\\$0"
        locs = self.ticks if len(self.ticks) else np.array([x], dtype=np.float64)
        top = float(np.max(np.abs(locs)))
        sign = "-" if x < 0 else ""
        choices = []
        if top >= 1e6:
            choices += [(1e6, "M", 2), (1e3, "k", 0)]
        elif top >= 100e3:
            choices += [(1e3, "k", 1)]
        for unit, suffix, most in choices:
            # Millions keep two decimals below ten million: '$1.25M', '$1.00M' (never '$1,000k').
            fewest = 2 if suffix == "M" and top < 10e6 else 0
            for decimals in range(fewest, most + 1):
                if np.allclose(np.round(locs / unit, decimals), locs / unit, rtol=0, atol=1e-9):
                    return f"{sign}\\${abs(x) / unit:,.{decimals}f}{suffix}"
        whole = np.allclose(np.round(locs), locs, rtol=0, atol=1e-9)
        return f"{sign}\\${abs(x):,.0f}" if whole else f"{sign}\\${abs(x):,.2f}"


def dollars() -> DollarFormatter:
    """A fresh formatter per axis (a formatter holds its axis' tick locations)."""
    return DollarFormatter()


def percent(decimals: int = 0) -> FuncFormatter:
    """Axis values given as fractions, shown as percentages."""
    return FuncFormatter(lambda v, _p: f"{v * 100:.{decimals}f}%")


class PointsFormatter(Formatter):
    """Differences of shares in signed percentage points, with as many decimals as the ticks need."""

    ticks: np.ndarray = np.empty(0)

    def set_locs(self, locs: Any) -> None:
        super().set_locs(locs)
        self.ticks = np.asarray(locs, dtype=np.float64)

    def __call__(self, x: float, pos: int | None = None) -> str:
        points = (self.ticks if len(self.ticks) else np.array([x], dtype=np.float64)) * 100
        decimals = next(
            (d for d in range(4) if np.allclose(np.round(points, d), points, rtol=0, atol=1e-9)), 3
        )
        if abs(x) < 1e-15:
            return "0"
        return f"{x * 100:+.{decimals}f}"


def thousands() -> FuncFormatter:
    return FuncFormatter(lambda v, _p: f"{v:,.0f}")


def money_colour(text: str) -> str:
    """A ledger's amount in red when it is a loss, green otherwise."""
    return LOSS if text.strip().startswith("-") else GAIN


class BarLabelStyle(TypedDict, total=False):
    """More keyword arguments of the bars' value labels (Matplotlib text properties)."""

    fontweight: str
    zorder: float


def label_money_bars(
    ax: Axes, xs: np.ndarray, values: np.ndarray, *, fontsize: float = 9, **style: Unpack[BarLabelStyle]
) -> None:
    """Write each bar's dollar value just beyond its end (above a gain, below a loss)."""
    for xi, value in zip(xs, values, strict=True):
        ax.annotate(
            money_text(value * 100),
            (xi, value),
            xytext=(0, 4 if value >= 0 else -4),
            textcoords="offset points",
            ha="center",
            va="bottom" if value >= 0 else "top",
            fontsize=fontsize,
            color=INK,
            **style,
        )
