#!/usr/bin/env bash
# CI for the Linux installer on Debian 12: install the build machine's needs, build the .deb
# (packaging/build-deb.sh), install it with apt so its Depends resolve, run the installed game's
# --smoke-test on the offscreen platform, its report (Matplotlib) and its seeded simulation on the
# compiled kernel as a user who cannot write to /opt (compared with the golden output byte for byte),
# validate the menu entry and the AppStream metadata, then remove the package and check that nothing
# is left behind. Any failure exits non-zero.
# Runs as root, or as a user with sudo. An installed baccarat-desktop package is removed first.
#
#   packaging/ci-deb.sh [build-deb.sh options, e.g. --xz]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
apt_get() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }
fail() { echo "ci-deb.sh: FAILED: $*" >&2; exit 1; }

# The build machine (packaging/system-packages.txt): Python with venv, then the Qt runtime and X11/xcb
# libraries PyInstaller copies into the bundle (it only warns when one is missing), libpython, binutils
# and the validators, and the C compiler with the bundled Python's headers for the compiled kernels.
# Python first: the build group names its libpython.
packaging/system-packages.sh install python
packaging/system-packages.sh install qt sound window build compiler
python=python3
for ((i = 1; i <= $#; i++)); do [ "${!i}" != --python ] || { next=$((i + 1)); python=${!next:-python3}; }; done
if ! "$python" -c 'import os, sys, sysconfig
sys.exit(not os.path.isfile(os.path.join(sysconfig.get_path("include"), "Python.h")))'; then
    PYTHON=$python packaging/system-packages.sh install python-headers
fi

log=$(mktemp)
installed=""
cleanup() {
    rm -f "$log"
    if [ -n "$installed" ]; then apt_get remove -y baccarat-desktop >/dev/null || true; fi
}
trap cleanup EXIT

packaging/build-deb.sh "$@" | tee "$log"
deb=$(realpath "$(tail -n1 "$log")")
[ -f "$deb" ] || fail "build-deb.sh did not produce a package"

if dpkg -s baccarat-desktop >/dev/null 2>&1; then apt_get remove -y baccarat-desktop; fi
apt_get install -y "$deb"
installed=1

version=$(dpkg-deb -f "$deb" Version)
[ "$(/usr/bin/baccarat-desktop --version)" = "baccarat-desktop $version" ] ||
    fail "the installed command does not report version $version"
if ! output=$(QT_QPA_PLATFORM=offscreen /usr/bin/baccarat-desktop --smoke-test 2>&1); then
    echo "$output" >&2
    fail "the installed game's --smoke-test exited non-zero"
fi
echo "$output"
grep -q '^smoke test ok' <<<"$output" || fail "no 'smoke test ok' line from the installed game"
# The smoke test never loads Matplotlib or NumPy: play some hands headless and draw the charts.
scratch=$(mktemp -d)
/usr/bin/baccarat-desktop autoplay --db "$scratch/history.sqlite3" --hands 50 --seed 1 ||
    fail "the installed game's autoplay"
/usr/bin/baccarat-desktop report --db "$scratch/history.sqlite3" --out "$scratch/report" ||
    fail "the installed game's report (Matplotlib)"
if [ ! -s "$scratch/report/bankroll.png" ] || [ ! -s "$scratch/report/summary.json" ]; then
    fail "the report wrote no charts"
fi

# numba and llvmlite are gone for good (the compiled kernels replaced them), and the kernels are in the
# bundle, one per engine/fast/_*.c.
leftovers=$(find /opt/baccarat-desktop \( -iname '*numba*' -o -iname '*llvmlite*' \) -print | head -n 5)
[ -z "$leftovers" ] || fail "numba or llvmlite in the installed bundle: $leftovers"
for source in baccarat_desktop/engine/fast/_*.c; do
    name=$(basename "$source" .c)
    [ -n "$(find /opt/baccarat-desktop -path "*/baccarat_desktop/engine/fast/$name.*.so" -print -quit)" ] ||
        fail "no compiled $name in /opt/baccarat-desktop"
done
# The simulation runs on the compiled kernel from /opt (the dynamic loader's own record, LD_DEBUG=files),
# not on the reference engine.
LD_DEBUG=files HOME="$scratch" /usr/bin/baccarat-desktop simulate --hands 1000 --seed 42 --json \
    >/dev/null 2>"$scratch/simulate.ld" || fail "the installed game's simulate (LD_DEBUG=files)"
grep -q 'file=/opt/baccarat-desktop/[^ ]*/_kernels\.[^ ]*\.so' "$scratch/simulate.ld" ||
    fail "LD_DEBUG=files shows no _kernels library from /opt/baccarat-desktop in a simulation"
echo "simulate loads $(grep -o 'file=/opt/baccarat-desktop/[^ ]*/_kernels\.[^ ]*\.so' "$scratch/simulate.ld" |
    head -n1 | cut -d= -f2)"

# The seeded simulation of tests/engine/golden (packaging/check_golden.py: the same bytes, nothing on
# stderr, the compiled kernel's answer) as "nobody", who cannot write to /opt nor to its home, from
# another working directory; nothing lands in /opt.
read_only_home=$(mktemp -d)
chmod 0555 "$read_only_home"
find /opt/baccarat-desktop | sort >"$scratch/opt-before"
(cd "$read_only_home" && python3 "$ROOT/packaging/check_golden.py" -- $SUDO setpriv --reuid=65534 \
    --regid=65534 --clear-groups env -i PATH=/usr/bin:/bin HOME="$read_only_home" LANG=C.UTF-8 \
    /usr/bin/baccarat-desktop) || fail "the installed game's simulation differs from the golden output"
find /opt/baccarat-desktop | sort | cmp -s - "$scratch/opt-before" || fail "something was written into /opt"
rm -rf "$scratch" "$read_only_home"

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate /usr/share/applications/baccarat-desktop.desktop || fail "desktop entry"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net /usr/share/metainfo/baccarat-desktop.metainfo.xml || fail "metainfo"
fi
[ -f /usr/share/icons/hicolor/scalable/apps/baccarat-desktop.svg ] || fail "icon not installed"

apt_get remove -y baccarat-desktop
installed=""
for path in /opt/baccarat-desktop /usr/bin/baccarat-desktop /usr/share/applications/baccarat-desktop.desktop; do
    [ ! -e "$path" ] || fail "$path is still there after apt-get remove"
done
echo "ci-deb.sh: $(basename "$deb") built, installed, smoke-tested and removed"
