"""The checks the README's test command runs: `packaging/quickstart.sh test` runs .ci/checks (ruff,
formatting, mypy, the test-suite with coverage, each package's floor), its tools come with the test
extras, and the coverage floor names the package that fell under its floor."""

from __future__ import annotations

import importlib.util
import json
import shlex
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECKS = ROOT / ".ci" / "checks"


def _floor_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("coverage_floor", ROOT / ".ci" / "coverage_floor.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["coverage_floor"] = module
    spec.loader.exec_module(module)
    return module


floor = _floor_script()


def checks_run() -> list[list[str]]:
    """The commands .ci/checks runs through its `check NAME COMMAND...` helper, without the name."""
    commands = []
    for line in CHECKS.read_text().splitlines():
        words = shlex.split(line, comments=True)
        if words and words[0] == "check":
            commands.append([word.replace('"$bin"/', "").replace("$bin/", "") for word in words[2:]])
    return commands


def test_the_checks_run_lint_format_mypy_the_tests_and_the_floors() -> None:
    commands = checks_run()
    assert ["ruff", "check", "."] in commands
    assert ["ruff", "format", "--check", "."] in commands  # reported, never rewritten
    assert ["mypy"] in commands  # its files and strictness are in pyproject.toml
    (pytest_run,) = [c for c in commands if c[0] == "pytest"]
    assert "--cov=baccarat_desktop" in pytest_run and len(pytest_run) == 3  # the whole suite, no filter
    assert any(c[:2] == ["python", ".ci/coverage_floor.py"] for c in commands)


def test_the_readme_test_command_runs_the_checks() -> None:
    quickstart = (ROOT / "packaging" / "quickstart.sh").read_text()
    assert 'if [ $# -eq 0 ]; then exec env VENV="$VENV" .ci/checks; fi' in quickstart


def test_the_test_extras_bring_every_tool_the_checks_run() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    names = {requirement.split(">")[0].split("=")[0].split("[")[0].strip() for requirement in extras}
    assert {"pytest", "ruff", "mypy", "pytest-cov", "pytest-xdist"} <= names  # xdist: addopts' -n


def test_every_package_has_a_coverage_floor() -> None:
    packages = {path.parent.name for path in (ROOT / "baccarat_desktop").glob("*/__init__.py")}
    assert set(floor.FLOORS) == packages


def _report(files: dict[str, tuple[int, int]]) -> dict[str, object]:
    return {
        "files": {
            name: {"summary": {"covered_lines": covered, "num_statements": statements}}
            for name, (covered, statements) in files.items()
        }
    }


REPORT = _report(
    {
        "baccarat_desktop/engine/cards.py": (90, 100),
        "baccarat_desktop/engine/fast/kernels.py": (10, 100),  # engine/fast counts as engine
        "baccarat_desktop/storage/history.py": (70, 100),
        "baccarat_desktop/app.py": (0, 50),  # a top-level module: no package
        "/elsewhere/baccarat_desktop/cli/main.py": (1, 2),  # an absolute path from another checkout
    }
)


def test_the_floor_sums_each_package() -> None:
    assert floor.coverage_by_package(REPORT) == {"engine": (100, 200), "storage": (70, 100), "cli": (1, 2)}


def test_the_floor_names_the_package_under_it() -> None:
    totals = floor.coverage_by_package(REPORT)
    found = floor.problems(totals, {"engine": 49.0, "storage": 72.0, "cli": 50.0})
    assert len(found) == 1 and found[0].startswith(
        "storage: 70.00% of lines covered, under its floor of 72.0%"
    )
    assert floor.problems(totals, {"engine": 50.0, "storage": 70.0, "cli": 50.0}) == []  # at the floor
    assert floor.problems(totals, {"ui": 10.0}) == ["ui: not measured (floor 10.0%)"]


@pytest.mark.parametrize(("over", "status"), [(True, 0), (False, 1)])
def test_the_floor_script_fails_the_run(
    tmp_path: Path, over: bool, status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    files = {f"baccarat_desktop/{package}/m.py": (100 if over else 0, 100) for package in floor.FLOORS}
    report = tmp_path / "coverage.json"
    report.write_text(json.dumps(_report(files)))
    assert floor.main(["coverage_floor.py", str(report)]) == status
    if not over:
        assert "coverage_floor: engine: 0.00% of lines covered" in capsys.readouterr().err
