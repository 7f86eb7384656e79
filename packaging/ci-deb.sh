#!/usr/bin/env bash
# CI for the Linux installer on Debian 12: install the build machine's needs, build the .deb
# (packaging/build-deb.sh), install it with apt so its Depends resolve, run the installed game's
# --smoke-test on the offscreen platform (which must not load numba), its report (Matplotlib) and its
# compiled simulator (numba) as a user who cannot write to /opt, validate the menu entry and the
# AppStream metadata, then remove the package and check that nothing is left behind. Any failure exits
# non-zero.
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

# Start-up never loads the compiler: no library of numba or llvmlite in the smoke test's process (the
# dynamic loader's own record, LD_DEBUG=files). A small simulation shows the check sees them when loaded.
numba_libs() {
    grep -E 'file=[^ ]*(libllvmlite|/numba/)' "$1" | sed 's/.*file=\([^ ]*\).*/\1/' | sort -u || true
}
QT_QPA_PLATFORM=offscreen LD_DEBUG=files HOME="$scratch" /usr/bin/baccarat-desktop --smoke-test \
    >/dev/null 2>"$scratch/smoke.ld" || fail "the installed game's --smoke-test (LD_DEBUG=files)"
loaded=$(numba_libs "$scratch/smoke.ld")
[ -z "$loaded" ] || fail "the smoke test loaded numba or llvmlite: $loaded"
# The exact-odds fast path (numpy, never numba) gives the reference's answer in the installed game.
odds_seed=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
LD_DEBUG=files HOME="$scratch" /usr/bin/baccarat-desktop odds --shoe-seed "$odds_seed" --after 300 --json \
    >"$scratch/odds-fast.json" 2>"$scratch/odds.ld" || fail "the installed game's odds (fast path)"
HOME="$scratch" /usr/bin/baccarat-desktop odds --shoe-seed "$odds_seed" --after 300 --json \
    --engine reference >"$scratch/odds-reference.json" || fail "the installed game's odds (reference)"
cmp -s "$scratch/odds-fast.json" "$scratch/odds-reference.json" ||
    fail "the installed game's fast odds differ from the reference"
loaded=$(numba_libs "$scratch/odds.ld")
[ -z "$loaded" ] || fail "odds loaded numba or llvmlite: $loaded"
echo "odds --shoe-seed ... --after 300: fast path = reference, numba not loaded"
LD_DEBUG=files HOME="$scratch" /usr/bin/baccarat-desktop simulate --hands 10 --seed 1 --json \
    >/dev/null 2>"$scratch/simulate.ld" || fail "the installed game's simulate (LD_DEBUG=files)"
grep -q 'libllvmlite' <<<"$(numba_libs "$scratch/simulate.ld")" ||
    fail "LD_DEBUG=files shows no libllvmlite in a simulation: the start-up check above proves nothing"

# The simulator's compiled fast path (numba, llvmlite) as "nobody", who cannot write to /opt: the first
# run compiles and keeps the machine code in that user's cache folder
# (~/.cache/baccarat-desktop/numba, packaging/bundle_numba_cache.py), a run from another working
# directory finds it there instead of compiling again; with a read-only home every run compiles. Each
# run gives the same JSON (the seed fixes the shoes) and writes nothing to stderr; nothing lands in /opt.
HANDS=2000000
home=$(mktemp -d)
read_only_home=$(mktemp -d)
$SUDO chown 65534:65534 "$home"
chmod 0555 "$read_only_home"
simulate_as_nobody() {  # HOME WORKING_DIRECTORY NAME
    local started ended out=$scratch/$3.json
    started=$(date +%s%N)
    if ! (cd "$2" && $SUDO setpriv --reuid=65534 --regid=65534 --clear-groups env -i PATH=/usr/bin:/bin \
        HOME="$1" LANG=C.UTF-8 /usr/bin/baccarat-desktop simulate --hands "$HANDS" --seed 1 --json) \
        >"$out" 2>"$out.err"; then
        cat "$out.err" >&2
        fail "the installed game's simulate as nobody ($3)"
    fi
    ended=$(date +%s%N)
    if [ -s "$out.err" ]; then
        cat "$out.err" >&2
        fail "simulate as nobody ($3) wrote to stderr"
    fi
    python3 - "$out" "$HANDS" <<'PY' || fail "simulate as nobody ($3): unexpected JSON"
import json
import sys

data = json.load(open(sys.argv[1]))
hands, engine, stopped = data.get("hands"), data.get("engine"), data.get("stopped")
if hands != int(sys.argv[2]) or engine != "fast" or stopped is not False:
    sys.exit(f"hands={hands} engine={engine} stopped={stopped}")
print(f"  hands {data['hands']:,}, engine {data['engine']}: Banker {data['banker']:,}, Player "
      f"{data['player']:,}, Tie {data['tie']:,} in {data['shoes']:,} shoes", end="")
PY
    echo " ($3: $(((ended - started) / 1000000)) ms)"
}
cache_folders() { find "$home" -name '*.nbi' -printf '%h\n' | sort -u; }
echo "simulate --hands $HANDS --seed 1 --json as nobody:"
simulate_as_nobody "$home" / compiled
[ "$(cache_folders)" = "$home/.cache/baccarat-desktop/numba/baccarat_desktop/engine/fast" ] ||
    fail "the compiled simulator was not cached in ~/.cache/baccarat-desktop/numba: $(cache_folders)"
indexes=$(find "$home" -name '*.nbi' | wc -l)
simulate_as_nobody "$home" "$home" cached
[ "$(find "$home" -name '*.nbi' | wc -l)" = "$indexes" ] && [ "$(cache_folders | wc -l)" = 1 ] ||
    fail "a run from another working directory did not reuse the cache: $(cache_folders)"
simulate_as_nobody "$read_only_home" / read-only-home
for run in cached read-only-home; do
    cmp -s "$scratch/compiled.json" "$scratch/$run.json" || fail "the seed gave another simulation ($run)"
done
[ -z "$(find /opt/baccarat-desktop -name '*.nb[ic]' -print -quit)" ] || fail "numba wrote its cache into /opt"
$SUDO rm -rf "$home" "$read_only_home"
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
