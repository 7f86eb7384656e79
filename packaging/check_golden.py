"""Run an installed or built game's seeded ``simulate --json`` and compare it with its golden output.

    python packaging/check_golden.py [--case FILE] -- PROGRAM [ARG...]

runs ``PROGRAM ARG... CASE-ARGUMENTS`` (the case's arguments as tests/engine/golden/make_golden.py lists
them, read from that file without importing it, so any Python 3.11 runs this, numpy or not) and
compares its standard output with tests/engine/golden/CASE byte for byte (a Windows console's CRLF
line ends count as LF). It fails (exit 1) on any difference, a non-zero exit, a word on stderr (the
notice that the compiled kernel is missing is one) or an answer from an engine other than the
compiled kernel's. The default case is the one make_golden.py names for CI and the release jobs.

Used by packaging/ci-deb.sh (the installed .deb), .ci/run (a wheel in a fresh virtual environment)
and .github/workflows/release.yml (the Windows and macOS builds).
"""

from __future__ import annotations

import argparse
import ast
import difflib
import json
import subprocess
import sys
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "engine" / "golden"
DEFAULT_CASE = "simulate_seed42_8decks.json"


def case_arguments(case: str) -> list[str]:
    """The command-line arguments of a golden case: make_golden.py's CLI_CASES, read as a literal."""
    tree = ast.parse((GOLDEN / "make_golden.py").read_text(encoding="utf-8"))
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and target.id == "CLI_CASES" and node.value is not None:
            cases: dict[str, tuple[str, ...]] = ast.literal_eval(node.value)
            if case not in cases:
                raise SystemExit(f"check_golden.py: no case {case!r} in make_golden.py: {sorted(cases)}")
            return list(cases[case])
    raise SystemExit("check_golden.py: make_golden.py has no CLI_CASES")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--case", default=DEFAULT_CASE, help=f"golden file name (default {DEFAULT_CASE})")
    parser.add_argument("program", nargs="+", help="the program and its first arguments")
    args = parser.parse_args(argv)
    command = [*args.program, *case_arguments(args.case)]
    run = subprocess.run(command, capture_output=True, timeout=600)
    out = run.stdout.replace(b"\r\n", b"\n")
    expected = (GOLDEN / args.case).read_bytes()
    shown = " ".join(command)
    problems = []
    if run.returncode != 0:
        problems.append(f"exit code {run.returncode}")
    if run.stderr.strip():
        problems.append("it wrote to stderr:\n" + run.stderr.decode(errors="replace"))
    if out != expected:
        diff = difflib.unified_diff(
            expected.decode(errors="replace").splitlines(),
            out.decode(errors="replace").splitlines(),
            f"golden/{args.case}",
            shown,
            lineterm="",
        )
        problems.append("its output differs from the golden file:\n" + "\n".join(diff))
    else:
        engine = json.loads(out).get("engine")
        if engine != "fast":
            problems.append(f"engine {engine!r}, not the compiled kernel's 'fast'")
    if problems:
        for problem in problems:
            print(f"check_golden.py: {shown}: {problem}", file=sys.stderr)
        return 1
    print(f"check_golden.py: {shown}: identical to tests/engine/golden/{args.case} ({len(out)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
