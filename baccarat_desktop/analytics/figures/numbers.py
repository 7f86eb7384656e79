"""The numbers behind each chart as a table of words: what a screen reader reads instead of the picture,
and what a sighted player reads when the exact figures matter more than the shape.

Every number is read from the statistics the chart is drawn from (``Analysis``), never worked out
again; only their words are made here. A line over hands (the bankroll, the tie rate) is read at the
end of each shoe, so a table of a million hands stays one row per shoe; the CSV export has every hand.
Those rows (about 12,500 on a million hands) are worded when first read (``LazyRows``): a view reads
only the rows it shows, and a table nobody opens costs nothing when the chart is redrawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import overload

from ...engine.i18n import _t
from ...engine.money import signed_cents
from ...storage.stamps import local_time
from ..analysis import Analysis, Chart
from ..outcome_charts import SIDES
from .formats import money_text
from .sessions import duration_text

__all__ = ["ChartNumbers", "LazyRows", "chart_numbers"]

Row = tuple[str, ...]


class LazyRows(Sequence[Row]):
    """``count`` rows, each worded by ``row(i)`` when first read and kept. Two of them are equal
    only if they are the same object (comparing would word every row)."""

    def __init__(self, count: int, row: Callable[[int], Row]) -> None:
        self._count = count
        self._row = row
        self._made: dict[int, Row] = {}

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Row: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Row]: ...

    def __getitem__(self, index: int | slice) -> Row | Sequence[Row]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._count)))
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError(index)
        made = self._made.get(index)
        if made is None:
            made = self._made[index] = self._row(index)
        return made


@dataclass(frozen=True)
class ChartNumbers:
    """One chart's figures: column headers and rows of cell text (the first column names the row)."""

    headers: tuple[str, ...]
    rows: Sequence[Row]


def chart_numbers(chart: Chart, analysis: Analysis) -> ChartNumbers:
    """The table behind ``chart`` for the hands ``analysis`` holds (no rows when there are none, nor
    for a money chart of hands nobody bet on here: its note says so)."""
    if not len(analysis.data.hands) or analysis.without_money(chart):
        return ChartNumbers(_HEADERS[chart](analysis), ())
    rows = _ROWS[chart](analysis)
    return ChartNumbers(_HEADERS[chart](analysis), rows if isinstance(rows, LazyRows) else tuple(rows))


def _money(cents: float) -> str:
    return money_text(cents, escape=False)


def _shoe_ends(analysis: Analysis) -> list[int]:
    """Hands played at the end of each shoe (the bankroll's shoe starts, then the last hand)."""
    stats = analysis.bankroll()
    return [*stats.shoe_starts.tolist(), stats.hands]


def _shoe_namer(analysis: Analysis) -> Callable[[int], str]:
    """'#2 · shoe 3' for the ``played``-th hand: its session and shoe."""
    shoe_of_hand = analysis.data.hands.shoe
    shoes = analysis.data.shoes
    words = _t("Charts", "#{session} · shoe {shoe}")

    def name(played: int) -> str:
        session_id, shoe_no = shoes[int(shoe_of_hand[played - 1])]
        return words.format(session=session_id, shoe=shoe_no)

    return name


# -- headers ----------------------------------------------------------------------------------------
def _bankroll_headers(analysis: Analysis) -> tuple[str, ...]:
    line = _t("Charts", "Bankroll") if analysis.bankroll().single_session else _t("Charts", "Net result")
    return (_t("Charts", "Shoe"), _t("Charts", "Hands played"), _t("Charts", "Shoe's net"), line)


def _streaks_headers(analysis: Analysis) -> tuple[str, ...]:
    return (
        _t("Charts", "Streak length"),
        _t("Charts", "Banker streaks seen"),
        _t("Charts", "Banker expected"),
        _t("Charts", "Player streaks seen"),
        _t("Charts", "Player expected"),
    )


def _ties_headers(analysis: Analysis) -> tuple[str, ...]:
    return (
        _t("Charts", "Shoe"),
        _t("Charts", "Hands played"),
        _t("Charts", "Last {window} hands").format(window=analysis.ties().window),
        _t("Charts", "All hands so far"),
        _t("Charts", "Exact odds"),
    )


def _outcomes_headers(analysis: Analysis) -> tuple[str, ...]:
    return (
        _t("Charts", "Result"),
        _t("Charts", "Hands"),
        _t("Charts", "Seen"),
        _t("Charts", "95% luck range"),
        _t("Charts", "Exact odds"),
        _t("Charts", "Luck range"),
    )


def _money_headers(analysis: Analysis) -> tuple[str, ...]:
    return (
        _t("Charts", "Bet"),
        _t("Charts", "Bets"),
        _t("Charts", "Wagered"),
        _t("Charts", "Net"),
        _t("Charts", "Expected net"),
        _t("Charts", "95% luck range"),
        _t("Charts", "Commission"),
    )


def _sessions_headers(analysis: Analysis) -> tuple[str, ...]:
    return (
        _t("Charts", "Session"),
        _t("Charts", "Started"),
        _t("Charts", "Duration"),
        _t("Charts", "Hands"),
        _t("Charts", "Wagered"),
        _t("Charts", "Net"),
        _t("Charts", "Biggest win"),
        _t("Charts", "Biggest loss"),
        _t("Charts", "Table"),
    )


# -- rows -------------------------------------------------------------------------------------------
def _bankroll_rows(analysis: Analysis) -> Sequence[Row]:
    values = analysis.bankroll().values
    ends = _shoe_ends(analysis)
    shoe_name = _shoe_namer(analysis)

    def row(i: int) -> Row:
        end, before = ends[i], (ends[i - 1] if i else 0)
        return (
            shoe_name(end),
            f"{end:,}",
            signed_cents(int(values[end] - values[before])),
            _money(int(values[end])),
        )

    return LazyRows(len(ends), row)


def _streaks_rows(analysis: Analysis) -> list[tuple[str, ...]]:
    stats = analysis.streaks()
    rows = []
    for k in stats.lengths.tolist():
        cells = [f"{k}"]
        for side in SIDES:
            cells += [f"{int(stats.observed[side][k - 1]):,}", f"{float(stats.expected[side][k - 1]):,.1f}"]
        rows.append(tuple(cells))
    return rows


def _ties_rows(analysis: Analysis) -> Sequence[Row]:
    stats = analysis.ties()
    ends = _shoe_ends(analysis)
    shoe_name = _shoe_namer(analysis)
    too_few = _t("Charts", "Needs {window} hands").format(window=stats.window)
    exact = f"{stats.p_exact:.2%}"

    def row(i: int) -> Row:
        end = ends[i]
        rolling = f"{float(stats.rolling[end - stats.window]):.2%}" if end >= stats.window else too_few
        return (shoe_name(end), f"{end:,}", rolling, f"{float(stats.cumulative[end - 1]):.2%}", exact)

    return LazyRows(len(ends), row)


def _inside(inside: bool | None) -> str:
    if inside is None:
        return "—"
    return _t("Charts", "inside") if inside else _t("Charts", "outside")


def _outcomes_rows(analysis: Analysis) -> list[tuple[str, ...]]:
    return [
        (
            row.label,
            f"{row.count:,}",
            f"{row.observed:.2%}",
            f"{row.low:.2%}–{row.high:.2%}",
            f"{row.exact:.2%}",
            _inside(row.inside),
        )
        for row in analysis.outcomes().rows
    ]


def _money_rows(analysis: Analysis) -> list[tuple[str, ...]]:
    stats = analysis.money()
    rows: list[tuple[str, ...]] = []
    for row in [*stats.rows, stats.total]:
        band = row.band_cents
        rows.append(
            (
                row.label,
                f"{row.bets:,}",
                _money(row.wagered_cents),
                signed_cents(row.net_cents),
                signed_cents(round(row.expected_net_cents)),
                "—" if band is None else f"{signed_cents(round(band[0]))} – {signed_cents(round(band[1]))}",
                _money(row.commission_cents),
            )
        )
    return rows


def _sessions_rows(analysis: Analysis) -> list[tuple[str, ...]]:
    return [
        (
            f"#{r.session_id}",
            local_time(r.started_at, seconds=False),
            duration_text(r.duration_seconds),
            f"{r.hands:,}",
            _money(r.wagered_cents),
            signed_cents(r.net_cents),
            _money(r.biggest_win_cents) if r.biggest_win_cents else "—",
            _money(r.biggest_loss_cents) if r.biggest_loss_cents else "—",
            r.table,
        )
        for r in analysis.sessions().rows
    ]


_HEADERS = {
    Chart.BANKROLL: _bankroll_headers,
    Chart.STREAKS: _streaks_headers,
    Chart.TIES: _ties_headers,
    Chart.OUTCOMES: _outcomes_headers,
    Chart.MONEY: _money_headers,
    Chart.SESSIONS: _sessions_headers,
}
_ROWS: dict[Chart, Callable[[Analysis], Sequence[Row]]] = {
    Chart.BANKROLL: _bankroll_rows,
    Chart.STREAKS: _streaks_rows,
    Chart.TIES: _ties_rows,
    Chart.OUTCOMES: _outcomes_rows,
    Chart.MONEY: _money_rows,
    Chart.SESSIONS: _sessions_rows,
}
