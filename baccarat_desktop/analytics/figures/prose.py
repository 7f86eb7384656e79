"""Paragraphs that wrap well wherever they are shown (a Qt label, a dialog, a saved chart): no line
of a paragraph's end holding one lone word. Plain Python, no Matplotlib: the hand history and the
dialogs use it without loading the charts.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["JOINER", "NBSP", "unorphaned"]

# No-break space and word joiner: they glue a paragraph's last words so a wrap cannot leave one alone.
NBSP, JOINER = "\u00a0", "\u2060"
_PARAGRAPH = re.compile(r"(\n|<br\s*/?>|</p>)", re.IGNORECASE)
GLUE_MOST = 24  # characters: two last words longer than this together are left free to break


def unorphaned(text: str) -> str:
    """``text`` with each paragraph's last two words glued by a no-break space (in Chinese, its last
    three characters by word joiners), so a label that wraps it never leaves one word alone on the
    last line: the word before comes down with it. Tags of rich text are left alone; two long
    last words stay free to break (a narrow label would overflow rather than wrap).

    >>> unorphaned("says nothing about the next hand.") == "says nothing about the next\u00a0hand."
    True
    >>> unorphaned("<b>Bets</b> on it") == "<b>Bets</b> on\u00a0it"
    True
    """
    parts = _PARAGRAPH.split(text)
    return "".join(part if i % 2 else _glue_last(part) for i, part in enumerate(parts))


def _glue_last(paragraph: str) -> str:
    """One paragraph's last words glued (see ``unorphaned``)."""
    end = len(paragraph.rstrip())
    in_tag = False
    visible: list[int] = []  # indexes of the last characters outside tags, from the end
    for i in range(end - 1, -1, -1):
        c = paragraph[i]
        if c == ">":
            in_tag = True
        elif c == "<" and in_tag:
            in_tag = False
        elif not in_tag:
            if c == " ":
                word = sum(1 for j in visible if paragraph[j] != " ")
                if word == 0:
                    continue
                before = paragraph[:i].rstrip().rsplit(" ", 1)[-1]
                if ">" in before:
                    before = before.rsplit(">", 1)[-1]
                if not before or len(before) + word > GLUE_MOST:
                    return paragraph
                return paragraph[:i] + NBSP + paragraph[i + 1 :]
            if c.isspace():
                return paragraph
            visible.append(i)
            if (
                unicodedata.east_asian_width(c) in "WF" and len(visible) >= 3
            ):  # Chinese: the last three characters hold together
                cut = sorted(visible[:3])
                out = paragraph
                for j in reversed(cut[1:]):
                    out = out[:j] + JOINER + out[j:]
                return out
    return paragraph
