"""The scoreboard: the five roads painted from viewmodels/scoreboard.py, Ask Banker/Player, and its screen-
reader access.
"""
