"""Every document the project cites is in the repository, with the section it names.

A person who clones the repository must be able to read whatever a docstring, a comment, the
README, a packaging script or a document points them to. So this scans them all for cited
Markdown documents (``docs/rules.md``, ``bets.md``, ``[odds](odds.md#which-cards-are-left)``) and
fails when one does not exist, when a cited section (``docs/rules.md §Drawing rules``) or link
anchor (``rules.md#drawing-rules``) is not a heading of that document, or when anything points
outside the repository: the three reference notes the project once leaned on lived beside it, not
in it, and are named here only in pieces so that this file passes its own scan.

The scanner is checked first on made-up text, so a green run means "nothing is missing", not
"the scanner found nothing to look at".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Where citations live: the package, the tests, the benchmarks, the docs, the README, packaging,
# CI and the project's metadata.
SCANNED_TREES = (
    "baccarat_desktop",
    "tests",
    "benchmarks",
    "docs",
    "packaging",
    ".ci",
    ".github",
    "resources",
)
SCANNED_FILES = ("README.md", "pyproject.toml")
TEXT_SUFFIXES = {
    ".py",
    ".md",
    ".sh",
    ".txt",
    ".toml",
    ".spec",
    ".iss",
    ".yml",
    ".yaml",
    ".xml",
    ".desktop",
    "",
}

# Documents that lived outside the repository, and the paths that led there: never cited.
OUTSIDE_NAMES = tuple(name + ".md" for name in ("RULES", "ARCHITECTURE", "PLATFORM"))
OUTSIDE_PATHS = ("../" + "shared", "/work/" + "shared")

# A Markdown file's name, with the folders before it if any: "docs/rules.md", "bets.md".
_MD = r"(?:\.{1,2}/)?(?:[\w-]+/)*[\w.-]*[\w-]\.md"
MD_NAME = re.compile(rf"(?<![\w./-])({_MD})(?![\w-])")
SECTION = re.compile(rf"(?<![\w./-])({_MD})\s*§\s*([^\n]+)")
ANCHOR = re.compile(rf"\]\(({_MD})#([\w-]+)\)")
URL = re.compile(r"https?://\S+")
# A line break inside a citation: a docstring's indent or a comment's "#" start the next line.
CONTINUATION = re.compile(r"[ \t]*\n[ \t]*(?:#+(?![#\w]))?[ \t]*")


def scanned_files() -> Iterator[Path]:
    for name in SCANNED_FILES:
        yield ROOT / name
    for tree in SCANNED_TREES:
        for path in sorted((ROOT / tree).rglob("*")):
            if path.is_file() and path.suffix in TEXT_SUFFIXES and "__pycache__" not in path.parts:
                yield path


def resolve(name: str, where: Path) -> Path | None:
    """The repository file a citation in ``where`` means: a path from the citing file's folder or the
    repository's top; a bare name also from docs/ or resources/, where documents live."""
    folders = [where.parent, ROOT]
    if "/" not in name:
        folders += [ROOT / "docs", ROOT / "resources"]
    for folder in folders:
        candidate = (folder / name).resolve()
        if candidate.is_file() and candidate.is_relative_to(ROOT):
            return candidate
    return None


@cache
def headings(doc: Path) -> tuple[str, ...]:
    """The titles of a Markdown document's headings, fenced code left out."""
    titles: list[str] = []
    fenced = False
    for line in doc.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (match := re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)):
            titles.append(match.group(1))
    return tuple(titles)


def slug(title: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def problems_in(text: str, where: Path) -> list[str]:
    """What is wrong with the citations in ``text``, read as the contents of the file ``where``."""
    problems: list[str] = []
    for outside in (*OUTSIDE_NAMES, *OUTSIDE_PATHS):
        if outside in text:
            problems.append(f"cites {outside}, which is outside the repository")
    text = URL.sub("", text)
    for name in sorted(set(MD_NAME.findall(text)) - set(OUTSIDE_NAMES)):
        if resolve(name, where) is None:
            problems.append(f"cites {name}, which is not in the repository")
    for name, rest in SECTION.findall(CONTINUATION.sub(" ", text)):
        doc = resolve(name, where)
        if doc is not None and not any(re.match(re.escape(t) + r"(?!\w)", rest) for t in headings(doc)):
            problems.append(f"cites {name} §{rest[:40]}..., but {name} has no such heading")
    for name, anchor in ANCHOR.findall(text):
        doc = resolve(name, where)
        if doc is not None and anchor not in {slug(t) for t in headings(doc)}:
            problems.append(f"links {name}#{anchor}, but {name} has no such heading")
    return problems


def test_the_scanner_catches_what_it_is_for() -> None:
    test_file = ROOT / "tests" / "test_docs.py"  # where the made-up text is read as written
    doc_file = ROOT / "docs" / "bets.md"
    missing = "docs/" + "no-such-document" + ".md"
    assert problems_in(f"# see {missing}", test_file) == [f"cites {missing}, which is not in the repository"]
    assert problems_in("[the bets](" + "gone" + ".md)", doc_file) != []
    # Sections and anchors: a real one passes, a made-up one does not, also across a line break.
    assert problems_in("see docs/rules.md §Drawing rules, step 4", test_file) == []
    assert problems_in('"""see docs/rules.md §Drawing\n    rules."""', test_file) == []
    assert problems_in("# docs/rules.md §Scoreboard\n# roads", test_file) == []
    assert problems_in("see docs/rules.md §" + "Rules of thumb", test_file) != []
    assert problems_in("see docs/rules.md §Drawing rulesets", test_file) != []
    assert problems_in("[rules](rules.md#drawing-rules)", doc_file) == []
    assert problems_in("[rules](rules.md#" + "no-such-anchor)", doc_file) != []
    # Nothing may lead outside the repository, existing or not.
    for outside in (*OUTSIDE_NAMES, *OUTSIDE_PATHS):
        assert problems_in(f"see {outside}", test_file) != [], outside
    # Web addresses are not repository files.
    assert problems_in("https://example.org/ELSEWHERE" + ".md", test_file) == []


def test_every_cited_document_is_in_the_repository() -> None:
    files = list(scanned_files())
    assert len(files) > 200 and ROOT / "README.md" in files  # the scan reads the whole project
    cited = 0
    problems: list[str] = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # an image or other binary file
        cited += len(MD_NAME.findall(text))
        problems += [f"{path.relative_to(ROOT)}: {p}" for p in problems_in(text, path)]
    assert cited > 50  # citations were found, so "no problems" means something
    assert not problems, "\n".join(problems)


def test_the_projects_own_documents_exist() -> None:
    for name in ("rules.md", "architecture.md", "platform.md", "bets.md", "money.md", "odds.md"):
        assert (ROOT / "docs" / name).is_file(), name
    assert "Drawing rules" in headings(ROOT / "docs" / "rules.md")
    assert "The direction of imports" in headings(ROOT / "docs" / "architecture.md")
