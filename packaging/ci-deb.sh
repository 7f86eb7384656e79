#!/usr/bin/env bash
# CI for the Linux installer on Debian 12: install the build machine's needs, build the .deb
# (packaging/build-deb.sh), install it with apt so its Depends resolve, run the installed game's
# --smoke-test on the offscreen platform, validate the menu entry and the AppStream metadata, then
# remove the package and check that nothing is left behind. Any failure exits non-zero.
# Runs as root, or as a user with sudo. An installed baccarat-desktop package is removed first.
#
#   packaging/ci-deb.sh [build-deb.sh options, e.g. --xz]
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
apt_get() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }
fail() { echo "ci-deb.sh: FAILED: $*" >&2; exit 1; }

# The build machine (packaging/system-packages.txt): Python with venv, then the Qt runtime and X11/xcb
# libraries PyInstaller copies into the bundle (it only warns when one is missing), libpython, binutils
# and the validators. Python first: the build group names its libpython.
packaging/system-packages.sh install python
packaging/system-packages.sh install qt sound window build

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
rm -rf "$scratch"

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
