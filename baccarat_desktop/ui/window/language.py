"""The interface's language: English, Simplified or Traditional Chinese, from the Language setting
or, by default, the desktop's locale; installed as Qt translators before any window is built.

Qt's own words (the file dialog's buttons, a spin box's menu) come from Qt's translations, which
ship with PySide6; the game's from resources/translations (baccarat_desktop/translations.py).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...engine import i18n
from ...engine.i18n import LANGUAGES

__all__ = ["ENGLISH", "apply_language", "current_language", "resolve_language"]

ENGLISH = "en"
_installed: list[QTranslator] = []  # kept alive while installed (Qt does not own them)
_current = [ENGLISH]


def resolve_language(choice: str, locale: QLocale | None = None) -> str:
    """The language to show for a setting: itself, or for "system" the desktop's: Traditional
    Chinese for Taiwan, Hong Kong and Macau (and any zh-Hant), Simplified for the rest of Chinese,
    English otherwise."""
    if choice in (ENGLISH, *LANGUAGES):
        return choice
    locale = locale or QLocale.system()
    if locale.language() != QLocale.Language.Chinese:
        return ENGLISH
    traditional = locale.script() == QLocale.Script.TraditionalChineseScript or locale.territory() in (
        QLocale.Country.Taiwan,
        QLocale.Country.HongKong,
        QLocale.Country.Macau,
    )
    return "zh_TW" if traditional else "zh_CN"


def current_language() -> str:
    return _current[0]


# The translation tools (baccarat_desktop/translations.py: subprocess, an XML parser) are loaded
# by a translated start only, when these two are first called.
def translations_dir() -> Path:
    from ... import translations

    return translations.translations_dir()


def lrelease(ts: Path, qm: Path) -> None:
    from ... import translations

    translations.lrelease(ts, qm)


def _qm_file(language: str) -> Path | None:
    """The built translation; built into the user's cache from its .ts when the install did not
    (a checkout never built, an install without the build step). None if neither can be had."""
    import subprocess

    qm = translations_dir() / f"baccarat_{language}.qm"
    ts = translations_dir() / f"baccarat_{language}.ts"
    if qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime):
        return qm
    if not ts.is_file():
        return None
    from platformdirs import user_cache_path

    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cache = user_cache_path("baccarat-desktop", appauthor=False) / "translations"
    cached = cache / f"{language}-{digest}.qm"
    if not cached.is_file():
        try:
            lrelease(ts, cached)
        except (OSError, subprocess.CalledProcessError):  # no lrelease here (a frozen bundle)
            return None
    return cached


def apply_language(choice: str) -> str:
    """Install the translators for ``choice`` (a Language setting) and return the language shown.
    Windows built afterwards speak it; English removes the translators."""
    app = QCoreApplication.instance()
    language = resolve_language(choice)
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    i18n.install(None)
    _current[0] = ENGLISH
    if language == ENGLISH or app is None:
        return ENGLISH
    qm = _qm_file(language)
    ours = QTranslator()
    if qm is None or not ours.load(str(qm)):
        # The game still starts, in English, rather than not at all; say why on the terminal.
        print(
            f"baccarat-desktop: the {language} translation is missing or damaged; showing English",
            file=sys.stderr,
        )
        return ENGLISH
    qt_own = QTranslator()
    qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for translator in (qt_own, ours):
        app.installTranslator(translator)
        _installed.append(translator)
    i18n.install(QCoreApplication.translate, language)
    _current[0] = language
    return language
