"""The felt: the table scene and its view, the dealer, the squeeze, the animation timeline, keys, screen-
reader access, the layout and its items, and the live odds panel beside it.
"""
