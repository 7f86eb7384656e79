"""Packaging: the hand-written package list in pyproject.toml names every package in the tree; the
system packages live in one list (packaging/system-packages.txt) that the README's quick start, .ci/run and
the .deb build all read through packaging/system-packages.sh."""

from __future__ import annotations

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


# -- The frozen app's numba cache (packaging/bundle_numba_cache.py) --

LOCATOR_PROBE = """
import json, sys, types
sys.frozen = True
sys.executable = sys.argv[1]
sys.path.insert(0, sys.argv[2])
from numba import njit
# As in the PyInstaller archive: the module's code names its file by a relative path.
module = sys.modules["pkg.mod"] = types.ModuleType("pkg.mod")
exec(compile("def twice(x):\\n    return 2 * x\\n", "pkg/mod.py", "exec"), module.__dict__)
try:
    twice = njit(cache=True)(module.twice)
except RuntimeError as error:
    print(json.dumps({"error": str(error)}))
    raise SystemExit(0)
print(json.dumps({"value": twice(21), "hits": sum(twice.stats.cache_hits.values())}))
"""


def probe_locator(tmp_path: Path, cwd: Path, cache_home: Path, executable: Path) -> dict[str, object]:
    import json

    env = {key: value for key, value in os.environ.items() if not key.startswith("NUMBA_")}
    env |= {
        "NUMBA_CACHE_LOCATOR_CLASSES": "bundle_numba_cache.BundleCacheLocator",
        "XDG_CACHE_HOME": str(cache_home),
        "HOME": str(tmp_path / "home"),
    }
    run = subprocess.run(
        [sys.executable, "-c", LOCATOR_PROBE, str(executable), str(ROOT / "packaging")],
        cwd=cwd, env=env, capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 0 and run.stderr == "", run.stderr
    result: dict[str, object] = json.loads(run.stdout)
    return result


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_CACHE_HOME sets the cache folder on Linux only")
def test_the_frozen_apps_numba_cache_is_one_folder_whatever_the_working_directory(tmp_path: Path) -> None:
    pytest.importorskip("numba")
    executable = tmp_path / "baccarat-desktop"
    executable.write_bytes(b"build 1")
    cache = tmp_path / "cache"
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    assert probe_locator(tmp_path, first, cache, executable) == {"value": 42, "hits": 0}
    folder = cache / "baccarat-desktop" / "numba" / "pkg"
    assert {path.parent for path in cache.rglob("*.nbi")} == {folder}
    # Another working directory finds the same cache; a new build (another executable) compiles again.
    assert probe_locator(tmp_path, second, cache, executable) == {"value": 42, "hits": 1}
    executable.write_bytes(b"build 2")
    assert probe_locator(tmp_path, second, cache, executable) == {"value": 42, "hits": 0}
    assert {path.parent for path in cache.rglob("*.nbi")} == {folder}
    # Nowhere to write: numba's RuntimeError, which engine/fast/kernels.py answers by compiling uncached.
    not_a_folder = tmp_path / "file"
    not_a_folder.touch()
    assert "no locator available" in str(probe_locator(tmp_path, first, not_a_folder, executable)["error"])


def test_the_launcher_names_the_locator_the_spec_bundles() -> None:
    launcher = (ROOT / "packaging" / "launcher.py").read_text()
    spec = (ROOT / "packaging" / "baccarat-desktop.spec").read_text()
    module, name = "bundle_numba_cache", "BundleCacheLocator"
    assert f'"NUMBA_CACHE_LOCATOR_CLASSES", "{module}.{name}"' in launcher
    assert f'return ["{module}"]' in spec, "the spec's hiddenimports must bring the locator into the bundle"
    assert f"\nclass {name}(" in (ROOT / "packaging" / f"{module}.py").read_text()
