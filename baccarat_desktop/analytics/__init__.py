"""analytics layer (see docs/architecture.md §Layers): statistics and Matplotlib figures, no Qt, no pyplot.

Modules, from the data up (import the one you need; this package imports nothing, so the table
never pays for numpy or Matplotlib until the pane or a report asks):

- ``filters``: which hands (sessions, local dates) as an SQL condition.
- ``dataset``: per-hand columns as numpy arrays and bet sums from SQL aggregates, kept current.
- ``exact``: probabilities, payouts, house edges and spreads from the engine's enumeration.
- ``stats``: pure functions (drawdown, streaks, rates, binomial and Wilson intervals, downsampling).
- ``analysis``: what each chart shows, cached per dataset version; the JSON summary.
- ``lab``: the strategy lab's numbers (one summary per system's run) and their words.
- ``figures``: the charts (one module each), their notes and the layout toolkit they share, in
  the felt-and-scorecard look.
- ``export``: each chart's data as CSV.
- ``luck``: "how lucky was I": the selected hands' own stakes replayed on the fast path (the
  small histogram of the replays is ``figures.luck``).
- ``hands``: the hand browser's SQL (keyset pages, filters, sort orders) and one hand in detail.
"""
