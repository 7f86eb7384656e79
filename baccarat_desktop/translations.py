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

import ast
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

from .engine.i18n import LANGUAGES  # the translations shipped (kept where the game's start reads them)

__all__ = [
    "LANGUAGES",
    "Message",
    "build",
    "fill",
    "lrelease",
    "messages",
    "numerus_texts",
    "ts_file",
    "update",
]

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


def _sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "_resources" not in p.parts)


def numerus_texts(sources: list[Path] | None = None) -> set[tuple[str, str]]:
    """(context, text) of every ``_tn(context, text, n)`` call: the words that change with a count.

    lupdate reads Python's numerus forms only in ``self.tr(text, "", n)``, whose context is the
    class, and does not see these calls; ``update`` adds them to the .ts files itself."""
    found = set()
    for path in sources or _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_tn" and len(node.args) >= 2:
                context, text = node.args[0], node.args[1]
                if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                    found.add((str(context.value), str(text.value)))
    return found


def _numerus_forms(ts: Path) -> dict[tuple[str, str], tuple[list[str], bool]]:
    """The numerus messages of a .ts file: their forms and whether they are finished."""
    kept = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            if message.get("numerus") == "yes" and element is not None:
                forms = [form.text or "" for form in element.iter("numerusform")]
                kept[(name, message.findtext("source") or "")] = (forms, element.get("type") != "unfinished")
    return kept


def _write(root: ET.Element, ts: Path) -> None:
    body = ET.tostring(root, encoding="unicode")
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")


def _mark_numerus(
    ts: Path, numerus: set[tuple[str, str]], kept: dict[tuple[str, str], tuple[list[str], bool]]
) -> None:
    """Put the ``_tn`` messages into the .ts file as numerus messages, with the forms they had before
    (lupdate does not see a ``_tn`` call, and with -no-obsolete it drops their messages)."""
    tree = ET.parse(ts)
    root = tree.getroot()
    contexts = {context.findtext("name") or "": context for context in root.iter("context")}
    for name, source in sorted(numerus):
        context = contexts.get(name)
        if context is None:
            context = contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
        if any(m.findtext("source") == source for m in context.iter("message")):
            continue
        message = ET.SubElement(context, "message", numerus="yes")
        ET.SubElement(message, "source").text = source
        forms, finished = kept.get((name, source), ([""], False))
        element = ET.SubElement(message, "translation")
        for form in forms or [""]:
            ET.SubElement(element, "numerusform").text = form
        if not (finished and all(forms)):
            element.set("type", "unfinished")
    root.text = "\n"
    for context in root.iter("context"):  # laid out as lupdate lays out its files: contexts unindented
        ET.indent(context, space="    ")
        context.tail = "\n"
    _write(root, ts)


def update(ts_files: list[Path] | None = None, sources: list[Path] | None = None) -> str:
    """Bring the .ts files up to date with the ``_t`` and ``_tn`` calls in the package (or in
    ``sources``); returns lupdate's report."""
    sources = sources or _sources()
    targets = ts_files or [ts_file(lang) for lang in LANGUAGES]
    kept = {ts: _numerus_forms(ts) for ts in targets if ts.is_file()}
    done = subprocess.run(
        [str(_tool("lupdate")), "-tr-function-alias", "translate+=_t", "-locations", "none",
         "-no-obsolete", *map(str, sources), "-ts", *map(str, targets)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    numerus = numerus_texts(sources)
    for ts in targets:
        _mark_numerus(ts, numerus, kept.get(ts, {}))
    return done.stdout + done.stderr


def messages(ts: Path) -> list[Message]:
    """Every message of a .ts file: its context, source and translation ('' when unfinished)."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            forms = [] if element is None else [form.text or "" for form in element.iter("numerusform")]
            words = (forms[0] if forms else "") if message.get("numerus") == "yes" else None
            if words is None:
                words = element.text if element is not None and element.text else ""
            done = element is not None and element.get("type") != "unfinished" and bool(words)
            found.append(Message(name, message.findtext("source") or "", words if done else ""))
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
                forms = list(element.iter("numerusform"))
                if message.get("numerus") == "yes" and forms:  # Chinese has one form: every form reads so
                    if element.get("type") == "unfinished" or not forms[0].text:
                        for form in forms:
                            form.text = entry[language]
                        element.attrib.pop("type", None)
                        filled += 1
                elif element.get("type") == "unfinished" or not element.text:
                    element.text = entry[language]
                    element.attrib.pop("type", None)
                    filled += 1
        _write(tree.getroot(), ts)
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
