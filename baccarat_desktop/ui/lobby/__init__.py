"""The lobby: the casino floor's tables as cards (page.py, card.py), their roads moving as each table
deals by itself (viewmodels/floor.py), in words for screen readers (words.py).
"""
