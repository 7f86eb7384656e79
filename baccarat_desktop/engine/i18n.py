"""Words for people pass through ``_t(context, text)``, so the interface can speak Chinese.

The engine stays free of Qt, yet some of its words reach the screen (the dealer's reasons, a
result, a bet's name, a refusal). Every layer therefore marks such words with ``_t``: by itself
it returns the English text unchanged (tests, the command line), and once the window's language
is chosen (ui/window/language.py) it asks Qt's translation system for the words in that language.
Words kept in a constant are marked with ``QT_TRANSLATE_NOOP(context, text)`` (English, for the
translators to find) and passed through ``_t(context, value)`` where shown. Text with values in it
is written with named fields, filled after translation:
``_t("Felt", "Player wins {player} to {banker}").format(player=9, banker=6)``, so a translator
may move a value within the sentence. Words that change with a count go through
``_tn(context, text, n)``: the English text marks the plural ending in brackets, "{n:,} hand(s)",
and Qt's numerus forms give each language its own (Chinese has one form); the count's field is
still filled by ``.format``, so numbers are grouped the same way in every language.
``pyside6-lupdate`` finds every ``_t`` call (it is told that ``_t`` spells ``translate``), and
``python -m baccarat_desktop.translations update`` every ``_tn`` one (baccarat_desktop/translations.py);
docs/translating.md says how to add a language.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "Translate",
    "_t",
    "_tn",
    "english_plural",
    "install",
    "language",
    "on_install",
]


# The translations shipped (English is the source): the window's start reads this list, the
# translation tools (baccarat_desktop/translations.py, which loads subprocess and an XML parser) too.
LANGUAGES = ("zh_CN", "zh_TW")

# What ``install`` takes: Qt's ``QCoreApplication.translate(context, text, disambiguation, n)``, or a
# test's stand-in that takes (context, text) when no count is asked for.
Translate = Callable[..., str]


_ENDING = re.compile(r"(?<=[A-Za-z])\((e?s)\)")
_installed: list[Translate] = []
_language = ["en"]
_listeners: list[Callable[[str], None]] = []


def _t(context: str, text: str) -> str:
    """``text`` in the interface's language (as it is, in English, until one is installed)."""
    return _installed[0](context, text) if _installed else text


def english_plural(text: str, n: int) -> str:
    """The English of a ``_tn`` text for the count ``n``: "hand(s)" reads "hand" for one, "hands"
    otherwise ("match(es)": "matches").

    >>> english_plural("{n} hand(s) in {m} shoe(s)", 1), english_plural("{n} match(es)", 2)
    ('{n} hand in {m} shoe', '{n} matches')
    """
    return _ENDING.sub("" if n == 1 else r"\1", text)


def _tn(context: str, text: str, n: int) -> str:
    """``text`` in the interface's language in its form for the count ``n`` (Qt's numerus forms);
    English when no language is installed. ``python -m baccarat_desktop.translations update``
    marks every ``_tn`` text as a numerus message."""
    return _installed[0](context, text, None, n) if _installed else english_plural(text, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate knows
    """Mark words kept in a constant (a table of labels built at import, before any language is
    chosen) for the translators; they are translated where shown, with ``_t(context, value)``."""
    del context
    return text


def install(translate: Translate | None, language: str = "") -> None:
    """Make ``_t`` use ``translate`` for ``language`` (a code such as zh_CN; None: English again)."""
    _installed.clear()
    if translate is not None:
        _installed.append(translate)
    _language[0] = (language or "xx") if translate is not None else "en"
    for listener in _listeners:
        listener(_language[0])


def language() -> str:
    """The code of the language ``_t`` speaks: "en" without a translator, "xx" for a nameless one."""
    return _language[0]


def on_install(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` now and whenever a language is installed: what depends on the
    script (the charts' fonts, analytics/figures/look.py) follows it without the engine knowing it."""
    _listeners.append(listener)
    listener(_language[0])
