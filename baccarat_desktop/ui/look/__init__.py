"""One home for the look: the palette (colours, type scale, style sheets), the card and chip sprites and
the text a card reads as.
"""
