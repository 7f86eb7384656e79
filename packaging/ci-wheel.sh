#!/usr/bin/env bash
# CI for the wheel (Linux x86_64): build the project's wheel with pip from a clean copy of the
# checkout, its compiled kernels (engine/fast/_*.c) built by the system's C compiler; check that the
# wheel holds one extension module per kernel; install it with its dependencies into a fresh virtual
# environment; and compare the installed game's seeded `simulate --json` with the golden output
# (packaging/check_golden.py: byte for byte, on the compiled kernel, nothing on stderr). Any failure
# exits non-zero. Works in build/ci-wheel/ (git-ignored), made afresh each run; the wheel is left in
# build/ci-wheel/dist/.
#
#   packaging/ci-wheel.sh        (PYTHON=python3.12 packaging/ci-wheel.sh for another Python)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-python3}
WORK=$ROOT/build/ci-wheel
fail() { echo "ci-wheel.sh: FAILED: $*" >&2; exit 1; }

# A compiler and the Python's headers (packaging/system-packages.txt), as quickstart.sh installs them.
packaging/system-packages.sh install python compiler
if ! "$PYTHON" -c 'import os, sys, sysconfig
sys.exit(not os.path.isfile(os.path.join(sysconfig.get_path("include"), "Python.h")))'; then
    PYTHON=$PYTHON packaging/system-packages.sh install python-headers
fi

rm -rf "$WORK"
packaging/source-copy.sh "$WORK/src"
mkdir -p "$WORK/dist"
"$PYTHON" -m venv "$WORK/venv"
pip=("$WORK/venv/bin/python" -m pip --disable-pip-version-check)
"${pip[@]}" wheel --no-deps --wheel-dir "$WORK/dist" "$WORK/src"
wheels=("$WORK"/dist/baccarat_desktop-*.whl)
[ ${#wheels[@]} = 1 ] && [ -f "${wheels[0]}" ] || fail "pip wheel made no single wheel: ${wheels[*]}"
wheel=${wheels[0]}
echo "wheel: $(basename "$wheel") ($(du -h "$wheel" | cut -f1))"

# One compiled module per kernel source, for this platform; no C source, no numba.
"$WORK/venv/bin/python" - "$wheel" "$ROOT/baccarat_desktop/engine/fast" <<'PY' || fail "the wheel's contents"
import pathlib, re, sys, sysconfig, zipfile

wheel, fast = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
names = zipfile.ZipFile(wheel).namelist()
suffix = sysconfig.get_config_var("EXT_SUFFIX")
problems = []
if not re.search(r"-cp3\d+-cp3\d+-linux_x86_64\.whl$", wheel.name):
    problems.append(f"{wheel.name} is not a CPython wheel for Linux x86_64")
for source in sorted(fast.glob("_*.c")):
    module = f"baccarat_desktop/engine/fast/{source.stem}{suffix}"
    if module not in names:
        problems.append(f"no {module} (from {source.name})")
    else:
        print(f"  {module}")
problems += [f"{name} should not ship" for name in names if name.endswith(".c")]
metadata = next(name for name in names if name.endswith(".dist-info/METADATA"))
text = zipfile.ZipFile(wheel).read(metadata).decode()
if "License-Expression: MIT" not in text or re.search(r"^Requires-Dist: numba", text, re.M | re.I):
    problems.append("the metadata: License-Expression MIT, no numba")
sys.exit("\n".join(problems) or None)
PY

"${pip[@]}" install "$wheel"
kernel=$(cd /tmp && "$WORK/venv/bin/python" -c 'import baccarat_desktop.engine.fast._kernels as k; print(k.__file__)') ||
    fail "the installed wheel's compiled kernel does not import"
[[ $kernel == "$WORK/venv/"* ]] || fail "the kernel came from $kernel, not the fresh environment"
echo "kernel: $kernel"
(cd /tmp && "$PYTHON" "$ROOT/packaging/check_golden.py" -- "$WORK/venv/bin/baccarat-desktop") ||
    fail "the installed wheel's simulation differs from the golden output"
echo "ci-wheel.sh: $(basename "$wheel") built, installed in a fresh environment and checked"
