"""Packaging: the hand-written package list in pyproject.toml names every package in the tree; the
system packages live in one list (packaging/system-packages.txt) that the README's quick start, .ci/run and
the .deb build all read through packaging/system-packages.sh."""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "baccarat_desktop").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert on_disk <= listed, f"add to [tool.setuptools] packages: {sorted(on_disk - listed)}"
    assert config["package-dir"]["baccarat_desktop._resources"] == "resources"


def test_resources_are_found_from_a_checkout() -> None:
    from baccarat_desktop.resources import resource_dir

    assert resource_dir() == ROOT / "resources"


# -- The system packages: one list (packaging/system-packages.txt), one helper, the README's quick start --

PACKAGES_TXT = ROOT / "packaging" / "system-packages.txt"
HELPER = ROOT / "packaging" / "system-packages.sh"
SCRIPTS = [
    ROOT / ".ci" / "run",
    ROOT / ".ci" / "checks",
    HELPER,
    ROOT / "packaging" / "quickstart.sh",
    ROOT / "packaging" / "ci-deb.sh",
    ROOT / "packaging" / "build-deb.sh",
    ROOT / "packaging" / "ci-wheel.sh",
    ROOT / "packaging" / "source-copy.sh",
]
BASH = shutil.which("bash")


def package_groups() -> dict[str, list[str]]:
    """system-packages.txt parsed: "[group]" lines, then one entry a line; "#" starts a comment."""
    groups: dict[str, list[str]] = {}
    current = None
    for raw in PACKAGES_TXT.read_text().splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if match := re.fullmatch(r"\[([a-z0-9-]+)\]", line):
            current = match[1]
            assert current not in groups, f"group [{current}] twice"
            groups[current] = []
        else:
            assert current is not None, f"{line!r} before the first group"
            groups[current].append(line)
    return groups


def logical_lines(text: str) -> list[str]:
    """Shell lines with backslash continuations joined and whole-line comments dropped."""
    lines = text.replace("\\\n", " ").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


def readme_quick_start_commands() -> list[list[str]]:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("\n## Quick start (developers)\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)
    return [shlex.split(line, comments=True) for block in blocks for line in logical_lines(block)]


def ci_commands() -> list[list[str]]:
    """The commands .ci/run runs, with its `timed` wrapper taken off."""
    commands = []
    for line in logical_lines((ROOT / ".ci" / "run").read_text()):
        words = shlex.split(line, comments=True)
        commands.append(words[1:] if words and words[0] == "timed" else words)
    return commands


def test_the_readme_quick_start_is_two_commands_and_ci_runs_both() -> None:
    play, test = readme_quick_start_commands()
    assert play == ["packaging/quickstart.sh", "play"]
    assert test == ["packaging/quickstart.sh", "test"]
    commands = ci_commands()
    assert test in commands, ".ci/run must run the README's test command exactly"
    # The play command needs a display: CI gives it a virtual one and lets the game deal one hand.
    assert ["xvfb-run", "-a", *play, "--smoke-test"] in commands
    assert ["packaging/ci-deb.sh"] in commands


APT_INSTALL = re.compile(r"\bapt(?:-get|_get)?\b(?:\s+-\S+)*\s+install\b(?P<args>.*)")


def hard_coded_packages(line: str) -> list[str]:
    """Package names written out in an apt/apt-get install line (options, $variables and ./files pass)."""
    match = APT_INSTALL.search(line)
    if not match:
        return []
    args = re.split(r"[;|&>)]", match["args"], maxsplit=1)[0]
    words = [word.strip("\"'`") for word in args.split()]
    return [word for word in words if word and not word.startswith(("-", "$", "./"))]


def test_the_apt_line_checker_catches_a_written_out_list() -> None:
    old_ci = "apt-get install -y --no-install-recommends \\\n    python3-venv libgl1 \\\n    libpulse0\n"
    assert [hard_coded_packages(line) for line in logical_lines(old_ci)] == [
        ["python3-venv", "libgl1", "libpulse0"]
    ]
    assert hard_coded_packages(
        '$SUDO env X=1 apt-get install -y --no-install-recommends "libpython$(python3 -V)"'
    )
    assert hard_coded_packages("sudo apt install ./baccarat-desktop_VERSION_amd64.deb") == []
    assert hard_coded_packages('apt_get install -y --no-install-recommends "${names[@]}"') == []


def test_no_file_hard_codes_an_apt_package_list() -> None:
    files = [ROOT / "README.md", ROOT / ".ci" / "run"]
    files += [path for path in (ROOT / "packaging").rglob("*") if path.suffix in ("", ".sh", ".md", ".yml")]
    install_lines = 0
    offenders = []
    for path in files:
        if not path.is_file():
            continue
        for line in logical_lines(path.read_text(errors="replace")):
            install_lines += bool(APT_INSTALL.search(line))
            if names := hard_coded_packages(line):
                offenders.append(f"{path.relative_to(ROOT)}: {names}")
    assert install_lines >= 3, "the helper's, ci-deb.sh's and the README's install lines were not seen"
    assert not offenders, f"name packages in packaging/system-packages.txt instead: {offenders}"


def test_every_group_the_scripts_ask_for_exists_and_every_group_is_used() -> None:
    asked = set()
    for script in SCRIPTS:
        text = script.read_text()
        for words in re.findall(r"system-packages\.sh (?:list|install) ([a-z0-9 -]+)", text):
            asked.update(words.split())
        asked.update(re.findall(r"control_field ([a-z0-9-]+)", text))
    groups = package_groups()
    assert asked == set(groups), (
        f"asked for but missing: {asked - set(groups)}; unused: {set(groups) - asked}"
    )


def test_the_list_holds_what_a_bare_debian_12_needs() -> None:
    """What a bare Debian 12 (debootstrap minbase) was measured to need: docs/platform.md §System
    libraries."""
    groups = package_groups()
    assert {"python3", "python3-venv"} <= set(groups["python"])
    assert {
        "libglib2.0-0", "libgl1", "libegl1", "libx11-6", "libdbus-1-3", "libfontconfig1", "libfreetype6",
        "libxkbcommon0",
    } <= set(groups["qt"])  # fmt: skip
    assert "libpulse0" in groups["sound"]
    assert {
        "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1", "libxcb-render-util0",
        "libxcb-render0", "libxcb-shape0", "libxcb-util1", "libxcb-xkb1", "libxkbcommon-x11-0", "libx11-xcb1",
    } <= set(groups["window"])  # fmt: skip
    assert {"xvfb", "xauth"} <= set(groups["xvfb"])
    assert {"binutils", "libpython@PYTHON_VERSION@"} <= set(groups["build"])
    # The compiled kernels: gcc with the C library's headers, and Python.h (Debian's python3.11-dev).
    assert groups["compiler"] == ["gcc", "libc6-dev"]
    assert groups["python-headers"] == ["python@PYTHON_VERSION@-dev"]
    assert groups["deb-depends"][0] == "libc6 (>= @GLIBC@)"
    assert {"libgl1", "libegl1", "libxcb1", "fontconfig-config", "fonts-dejavu-core"} <= set(
        groups["deb-depends"]
    )
    assert groups["deb-recommends"] == ["libpulse0", "fonts-noto-cjk"]
    assert "fonts-noto-cjk" in groups["qt"]  # the Chinese interface's glyphs


@pytest.mark.skipif(BASH is None, reason="needs bash")
@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_scripts_are_executable_bash(script: Path) -> None:
    assert os.access(script, os.X_OK), f"chmod +x {script.relative_to(ROOT)}"
    assert script.read_text().startswith("#!/usr/bin/env bash\n")
    subprocess.run([BASH, "-n", str(script)], check=True)


@pytest.mark.skipif(BASH is None, reason="needs bash")
def test_the_helper_prints_groups_from_the_list() -> None:
    groups = package_groups()
    run = subprocess.run(
        [BASH, str(HELPER), "list", "qt", "window", "qt"], capture_output=True, text=True, check=True
    )
    assert run.stdout.splitlines() == groups["qt"] + groups["window"]
    build = subprocess.run(
        [BASH, str(HELPER), "list", "build"], capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHON": sys.executable},
    )  # fmt: skip
    assert f"libpython{sys.version_info[0]}.{sys.version_info[1]}" in build.stdout.splitlines()
    unknown = subprocess.run([BASH, str(HELPER), "list", "qt", "nope"], capture_output=True, text=True)
    assert unknown.returncode == 2
    assert "no group [nope]" in unknown.stderr


# A fake Debian: dpkg-query knows $FAKE_INSTALLED, apt-cache knows $FAKE_ARCHIVE, apt-get and sudo log.
FAKE_TOOLS = {
    "id": 'echo "$FAKE_UID"',
    "dpkg-query": (
        'for name in "$@"; do case " $FAKE_INSTALLED " in *" $name "*) echo "$name installed" ;; esac; done'
    ),
    "apt-cache": 'case " $FAKE_ARCHIVE " in *" $2 "*) printf "%s:\\n  Candidate: 1.0\\n" "$2" ;; esac',
    "apt-config": "echo \"lists='$FAKE_LISTS/'\"",
    "apt-get": (
        'echo "DEBIAN_FRONTEND=$DEBIAN_FRONTEND apt-get $*" >>"$FAKE_LOG"\n'
        'if [ "$1" = install ] && [ -e "$FAKE_STALE" ]; then rm "$FAKE_STALE"; exit 100; fi'
    ),
    "sudo": 'echo sudo >>"$FAKE_LOG"; exec "$@"',
}


def fake_install(
    tmp_path: Path, groups: list[str], *, uid: int = 0, installed: str = "", archive: str = "",
    lists: bool = True, stale: bool = False, tools: tuple[str, ...] = tuple(FAKE_TOOLS),
) -> tuple[subprocess.CompletedProcess[str], list[str]]:  # fmt: skip
    """Run `system-packages.sh install GROUPS` against the fake Debian; returns the run and the log."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    for tool in ("sh", "env", "readlink", "dirname", "awk", "uname", "rm"):
        (bin_dir / tool).symlink_to(shutil.which(tool))
    for tool in tools:
        (bin_dir / tool).write_text(f"#!/bin/sh\n{FAKE_TOOLS[tool]}\n")
        (bin_dir / tool).chmod(0o755)
    (tmp_path / "lists").mkdir()
    if lists:
        (tmp_path / "lists" / "deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages").touch()
    if stale:
        (tmp_path / "stale").touch()
    log = tmp_path / "log"
    log.touch()
    env = {
        "PATH": str(bin_dir), "FAKE_UID": str(uid), "FAKE_INSTALLED": installed, "FAKE_ARCHIVE": archive,
        "FAKE_LISTS": str(tmp_path / "lists"), "FAKE_LOG": str(log), "FAKE_STALE": str(tmp_path / "stale"),
    }  # fmt: skip
    run = subprocess.run([BASH, str(HELPER), "install", *groups], capture_output=True, text=True, env=env)
    return run, log.read_text().splitlines()


fake_debian = pytest.mark.skipif(
    BASH is None or sys.platform != "linux" or not all(shutil.which(tool) for tool in ("awk", "readlink")),
    reason="needs a Linux with bash",
)
INSTALL = "DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends"


@fake_debian
def test_install_passes_only_the_missing_packages_to_apt_get_and_prefers_t64_successors(
    tmp_path: Path,
) -> None:
    # Ubuntu 24.04: libglib2.0-0 is installed as libglib2.0-0t64; libfreetype6t64 is what the archive has.
    qt = package_groups()["qt"]
    installed = " ".join(["python3", "libglib2.0-0t64", *qt[2:]])
    run, log = fake_install(tmp_path, ["python", "qt"], installed=installed, archive="libfreetype6t64 libgl1")
    assert run.returncode == 0, run.stderr
    assert log == [f"{INSTALL} python3-venv libgl1"]
    run, log = fake_install(tmp_path / "2", ["qt"], installed="libglib2.0-0", archive="libfreetype6t64")
    assert log == [f"{INSTALL} " + " ".join(name + "t64" * (name == "libfreetype6") for name in qt[1:])]


@fake_debian
def test_install_does_nothing_when_everything_is_there(tmp_path: Path) -> None:
    run, log = fake_install(
        tmp_path, ["python", "sound"], uid=1000, installed="python3 python3-venv libpulse0"
    )
    assert (run.returncode, log) == (0, [])


@fake_debian
def test_install_updates_the_package_lists_only_when_needed(tmp_path: Path) -> None:
    run, log = fake_install(tmp_path, ["sound"], lists=False)
    assert run.returncode == 0, run.stderr
    assert log == ["DEBIAN_FRONTEND=noninteractive apt-get update", f"{INSTALL} libpulse0"]
    run, log = fake_install(tmp_path / "2", ["sound"], stale=True)
    assert run.returncode == 0, run.stderr
    assert log == [
        f"{INSTALL} libpulse0",
        "DEBIAN_FRONTEND=noninteractive apt-get update",
        f"{INSTALL} libpulse0",
    ]


@fake_debian
def test_install_uses_sudo_only_when_not_root(tmp_path: Path) -> None:
    run, log = fake_install(tmp_path, ["xvfb"], uid=1000)
    assert run.returncode == 0, run.stderr
    assert log == ["sudo", f"{INSTALL} xvfb xauth"]


@fake_debian
def test_install_without_sudo_names_the_command_to_run_as_root(tmp_path: Path) -> None:
    tools = tuple(tool for tool in FAKE_TOOLS if tool != "sudo")
    run, log = fake_install(tmp_path, ["python", "sound"], uid=1000, installed="python3", tools=tools)
    assert run.returncode == 1
    assert log == []
    assert "apt-get update && apt-get install -y --no-install-recommends python3-venv libpulse0" in run.stderr


@fake_debian
def test_install_without_apt_get_lists_what_is_needed_and_carries_on(tmp_path: Path) -> None:
    run, _ = fake_install(tmp_path, ["python", "sound"], tools=("id",))
    assert run.returncode == 0
    assert "python3 python3-venv libpulse0" in run.stderr


# -- The project's metadata: no numba, the SPDX licence, a bounded build backend --


def test_numba_is_gone_and_the_licence_is_spdx() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = config["project"]
    names = [
        re.split(r"[<>=!~ ;\[]", dependency, maxsplit=1)[0].lower() for dependency in project["dependencies"]
    ]
    assert not {"numba", "llvmlite"} & set(names), "the compiled kernels replaced numba"
    assert "numba" not in (ROOT / "pyproject.toml").read_text().lower()
    # setuptools stops building `license = {text = ...}` after 2027-02-18 (its deprecation notice).
    assert project["license"] == "MIT"
    assert all((ROOT / pattern).is_file() for pattern in project["license-files"])
    (setuptools,) = config["build-system"]["requires"]
    assert re.fullmatch(r"setuptools>=(\d+),<(\d+)", setuptools), "a lower bound that reads SPDX, and a cap"
    assert int(re.findall(r"\d+", setuptools)[0]) >= 77


def test_the_installers_carry_no_numba() -> None:
    """numba's cache locator and its launcher setting went with numba; the spec keeps numba and
    llvmlite out even of a build environment that still has them (about 180 MB of the bundle)."""
    assert not (ROOT / "packaging" / "bundle_numba_cache.py").exists()
    assert "numba" not in (ROOT / "packaging" / "launcher.py").read_text().lower()
    spec = (ROOT / "packaging" / "baccarat-desktop.spec").read_text()
    assert '"numba": ["numba", "llvmlite"],' in spec
    assert "hiddenimports=compiled_kernels()," in spec


# -- The compiled kernels in the wheel (setup.py builds every engine/fast/_*.c) --


@pytest.mark.slow
@pytest.mark.skipif(BASH is None or shutil.which("git") is None, reason="needs bash and git")
def test_the_wheel_carries_one_compiled_module_per_kernel_and_no_c_source(tmp_path: Path) -> None:
    """pip builds the wheel from a clean copy of the checkout, as packaging/ci-wheel.sh and the .deb do
    (setuptools from the index, in pip's isolated build environment)."""
    import sysconfig
    import zipfile

    if not shutil.which(sysconfig.get_config_var("CC").split()[0] or "cc"):
        pytest.skip("no C compiler")
    subprocess.run([BASH, str(ROOT / "packaging" / "source-copy.sh"), str(tmp_path / "src")], check=True)
    assert not list((tmp_path / "src").rglob("*.so")), "the copy must not carry an in-place build"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--disable-pip-version-check",
         "--wheel-dir", str(tmp_path / "dist"), str(tmp_path / "src")],
        check=True, capture_output=True,
    )  # fmt: skip
    (wheel,) = (tmp_path / "dist").glob("baccarat_desktop-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    sources = sorted((ROOT / "baccarat_desktop" / "engine" / "fast").glob("_*.c"))
    assert "_kernels" in [source.stem for source in sources]  # and every other kernel beside it
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    for source in sources:
        assert f"baccarat_desktop/engine/fast/{source.stem}{suffix}" in names
    assert not [name for name in names if name.endswith(".c")]
    assert "-py3-none-any" not in wheel.name, "a wheel with compiled modules is for one platform"
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("dist-info/METADATA")))
    assert b"License-Expression: MIT" in metadata
    assert b"Requires-Dist: numba" not in metadata


def test_the_golden_check_reads_the_case_make_golden_names() -> None:
    spec = importlib.util.spec_from_file_location("check_golden", ROOT / "packaging" / "check_golden.py")
    assert spec is not None and spec.loader is not None
    check_golden = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_golden)
    arguments = check_golden.case_arguments(check_golden.DEFAULT_CASE)
    assert arguments[0] == "simulate" and "--json" in arguments and "--seed" in arguments
    assert (ROOT / "tests" / "engine" / "golden" / check_golden.DEFAULT_CASE).is_file()


def test_ci_checks_the_wheel_and_the_installers_run_the_golden_simulation() -> None:
    assert ["packaging/ci-wheel.sh"] in ci_commands()
    for path in ("packaging/ci-wheel.sh", "packaging/ci-deb.sh"):
        assert "packaging/check_golden.py" in (ROOT / path).read_text()
    release = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    assert release.count("packaging/check_golden.py") >= 2, "the Windows and macOS jobs"


# -- Windows: a console program beside the windowed one --


@pytest.mark.parametrize(
    "words", [["simulate", "--hands", "10", "--json"], ["--version"], ["odds", "--json"], ["lab", "-h"]]
)
def test_with_no_standard_output_the_command_line_refuses_and_names_the_console_program(
    words: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Windows program built without a console has sys.stdout None: `simulate` raised
    AttributeError and --version printed nothing. It now refuses and says which program to use."""
    from baccarat_desktop import cli

    monkeypatch.setattr(sys, "stdout", None)
    assert cli.main(words) == 2
    error = capsys.readouterr().err
    assert cli.CONSOLE_PROGRAM in error and f"baccarat-desktop {' '.join(words)}" in error
    monkeypatch.setattr(sys, "stderr", None)  # the windowed program has no stderr either
    assert cli.main(words) == 2


def test_with_no_standard_output_only_the_window_and_the_smoke_test_run() -> None:
    from baccarat_desktop.cli import _opens_the_window

    for words in (
        [],
        ["play"],
        ["--db", "h.sqlite3"],
        ["--data-dir=d", "play", "--db", "x"],
        ["--smoke-test"],
    ):
        assert _opens_the_window(words), words
    for words in (["--version"], ["-h"], ["odds"], ["--db", "h.sqlite3", "verify"], ["play", "--help"]):
        assert not _opens_the_window(words), words


def test_the_windows_installer_ships_both_programs() -> None:
    from baccarat_desktop.cli import CONSOLE_PROGRAM

    spec = (ROOT / "packaging" / "baccarat-desktop.spec").read_text()
    assert (
        "executables = [executable(DISPLAY_NAME, console=False), executable(APP_NAME, console=True)]" in spec
    )
    assert CONSOLE_PROGRAM == "baccarat-desktop.exe" and 'APP_NAME = "baccarat-desktop"' in spec
    iss = (ROOT / "packaging" / "windows" / "baccarat-desktop.iss").read_text()
    assert '#define AppExe "Baccarat Desktop.exe"' in iss
    assert f'#define ConsoleExe "{CONSOLE_PROGRAM}"' in iss
