"""The interface's translations: update the .ts files from the code, build the .qm files Qt loads.

    python -m baccarat_desktop.translations update   # new and changed words into the .ts files
    python -m baccarat_desktop.translations build    # .ts -> .qm (the install and the installers)
    python -m baccarat_desktop.translations fill WORDS.json...  # translations from JSON lists

The .ts files (resources/translations/baccarat_LANG.ts) are the translators' source, kept in git;
the .qm files are built from them by Qt's lrelease, which ships with PySide6, at install time
(packaging/quickstart.sh, the installers' builds) and, should a .qm be missing, at the game's first
start into the user's cache (ui/window/language.py). No Qt import here: only PySide6's tools are run.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

__all__ = ["LANGUAGES", "Message", "build", "fill", "lrelease", "messages", "ts_file", "update"]

LANGUAGES = ("zh_CN", "zh_TW")  # the translations shipped (English is the source)
PACKAGE = Path(__file__).resolve().parent


class Message(NamedTuple):
    context: str
    source: str
    translation: str  # '' while unfinished


def _tool(name: str) -> Path:
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "bin" / name):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"Qt's {name} is not in {folder} (it ships with PySide6-Essentials)")


def translations_dir() -> Path:
    from .resources import resource_dir

    return resource_dir() / "translations"


def ts_file(language: str) -> Path:
    return translations_dir() / f"baccarat_{language}.ts"


def lrelease(ts: Path, qm: Path) -> None:
    """Build one .qm file; raises CalledProcessError with lrelease's words if it fails."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [str(_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        text=True,
    )


def build(out: Path | None = None) -> list[Path]:
    """Every language's .qm, next to its .ts (or in ``out``)."""
    built = []
    for language in LANGUAGES:
        ts = ts_file(language)
        qm = (out or ts.parent) / f"baccarat_{language}.qm"
        lrelease(ts, qm)
        built.append(qm)
    return built


def update(ts_files: list[Path] | None = None) -> str:
    """Bring the .ts files up to date with the ``_t`` calls in the package; returns lupdate's report."""
    sources = sorted(str(p) for p in PACKAGE.rglob("*.py") if "_resources" not in p.parts)
    targets = [str(p) for p in (ts_files or [ts_file(lang) for lang in LANGUAGES])]
    done = subprocess.run(
        [str(_tool("lupdate")), "-tr-function-alias", "translate+=_t", "-locations", "none", "-no-obsolete",
         *sources, "-ts", *targets],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return done.stdout + done.stderr


def messages(ts: Path) -> list[Message]:
    """Every message of a .ts file: its context, source and translation ('' when unfinished)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            done = element is not None and element.get("type") != "unfinished" and bool(element.text)
            text = element.text if done and element is not None and element.text else ""
            found.append(Message(name, message.findtext("source") or "", text))
    return found


def fill(word_lists: list[Path], ts_files: list[Path] | None = None) -> int:
    """Put translations from JSON lists ({"context", "source", "zh_CN", "zh_TW"} objects: bulk work,
    reviewed like any change) into the .ts files' unfinished messages; returns how many."""
    words: dict[tuple[str, str], dict[str, str]] = {}
    for path in word_lists:
        for entry in json.loads(path.read_text(encoding="utf-8")):
            words[(entry["context"], entry["source"])] = entry
    filled = 0
    for ts in ts_files or [ts_file(lang) for lang in LANGUAGES]:
        tree = ET.parse(ts)
        language = tree.getroot().get("language") or ts.stem.split("_", 1)[1]
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                element = message.find("translation")
                entry = words.get((name, message.findtext("source") or ""))
                if element is None or entry is None or not entry.get(language):
                    continue
                if element.get("type") == "unfinished" or not element.text:
                    element.text = entry[language]
                    element.attrib.pop("type", None)
                    filled += 1
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")
    return filled


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args == ["update"]:
        print(update().strip())
        return 0
    if len(args) > 1 and args[0] == "fill":
        print(f"filled {fill([Path(a) for a in args[1:]])} messages")
        return 0
    if args == ["build"]:
        for qm in build():
            print(f"built {qm}")
        return 0
    print(__doc__.split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
