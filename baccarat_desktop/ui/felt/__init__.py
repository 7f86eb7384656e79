"""The felt: the printed table and its items (table, layout, spots, chips, cards, controls, fixtures),
the scene with the dealer it owns (scene, dealer, burn, squeeze, timeline), the view that fits it to
the window, keys, screen-reader access, and the live odds panel beside it.
"""
