"""The Statistics pane: the dashboard, its chart canvas, the strategy lab and the luck and shoe-odds
panels.
"""
