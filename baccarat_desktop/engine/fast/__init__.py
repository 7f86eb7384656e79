"""The fast path: the same shoes, coups and bets as the pure engine, compiled for millions of hands.

docs/architecture.md §The direction of imports keeps the engine to the standard library except
for one separate fast path; this package is it. It may import numpy and its own compiled kernels
(``_kernels.c``, ``_pricing.c``, built when the game is installed; ``native`` says whether they are),
and nothing outside it imports it at module level: the command line's ``simulate``/``lab`` and the
Statistics pane load it when a simulation runs.

Nothing here knows a rule of its own: the tableau, the card values, the burn and every payout are
tables built from the pure engine (``tables``), and tests deal the same card orders through both
and compare every hand (docs/simulator.md).
"""
