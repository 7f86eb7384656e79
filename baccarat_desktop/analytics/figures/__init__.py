"""The charts: statistics in, ``matplotlib.figure.Figure`` out (never pyplot, never Qt).

One module per chart (``bankroll``, ``streaks``, ``ties``, ``outcomes``, ``money``, ``sessions``,
drawn by name through ``dashboard.build_figure``; ``luck``; the lab's ``lab_fan``, ``lab_results``
and ``lab_compare``), the words that go with them in ``notes``, and one toolkit they share:
``look`` (colours, typefaces, the axes' style), ``text`` (measuring, fitting and wrapping text),
``layout`` (the page in pixels, margins, titles, keys), ``ledger`` (the table under a chart) and
``formats`` (money and tick labels). The numbers come from the modules beside this package
(``analysis``, ``lab``, ``luck``).
"""
