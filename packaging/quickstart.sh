#!/usr/bin/env bash
# The README's quick start: from a checkout, on Debian 12 or newer or Ubuntu 24.04 or newer, install
# what is missing, then play or test.
#
#   packaging/quickstart.sh play [ARGS]         install, then open the game (ARGS go to baccarat-desktop)
#   packaging/quickstart.sh test                install with the test extras, then run every check
#                                               (.ci/checks: ruff, formatting, mypy, the tests, coverage)
#   packaging/quickstart.sh test PYTEST_ARGS    the same install, then pytest alone with PYTEST_ARGS
#                                               (pytest runs in the checkout's root)
#
# Only what is missing is installed: the system packages of packaging/system-packages.txt (apt-get,
# through sudo unless root; the C compiler and Python's headers among them, for the compiled kernels),
# the virtual environment .venv in the checkout (made again if broken), and the game in it with
# `pip install -e`, which compiles the kernels and runs again only when pyproject.toml, setup.py, a
# kernel's C source or the extras change. Works from any folder, as root or as a user with sudo.
set -euo pipefail
shopt -s inherit_errexit
caller_dir=$PWD
cd "$(dirname "$(readlink -f "$0")")/.."
me=quickstart.sh
VENV=$PWD/.venv

usage() { sed -n '2,15s/^# \{0,1\}//p' "$0"; }

case ${1:-} in
    play)
        packaging/system-packages.sh install python qt sound window
        extras="" program=baccarat-desktop
        ;;
    test)
        # the tests open a real X window too, and read the game as a screen reader does
        packaging/system-packages.sh install python qt sound window screen-reader
        extras="[test]" program=pytest
        ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
esac
command=$1
shift

# -- A Python 3.11 or newer --------------------------------------------------------------------------
python="" too_old=""
for candidate in python3 python3.14 python3.13 python3.12 python3.11; do
    version=$("$candidate" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null) || continue
    IFS=. read -r major minor <<<"$version"
    if [ "$major" -gt 3 ] || { [ "$major" -eq 3 ] && [ "$minor" -ge 11 ]; }; then
        python=$candidate
        break
    fi
    too_old+=" Python $version ($candidate)"
done
if [ -z "$python" ]; then
    echo "$me: Baccarat Desktop needs Python 3.11 or newer; this system has${too_old:- no python3}." >&2
    echo "$me: (Ubuntu 22.04's Python is 3.10.) Use Debian 12 or Ubuntu 24.04 or newer, or install" \
        "Python 3.11 or newer with its venv module (e.g. python3.11 and python3.11-venv) and run this again." >&2
    exit 1
fi

# -- The virtual environment -------------------------------------------------------------------------
if ! "$VENV/bin/python" -c 'import sys, pip; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    if [ -e "$VENV" ]; then echo "$me: $VENV does not work (or its Python is too old): making it again" >&2; fi
    rm -rf "$VENV"
    echo "$me: making the virtual environment $VENV with $python (Python $version)" >&2
    if ! "$python" -m venv "$VENV"; then
        rm -rf "$VENV"
        echo "$me: $python -m venv failed: its venv module is missing (Debian, Ubuntu: python3-venv)" >&2
        exit 1
    fi
fi

# -- A C compiler and the headers of the environment's Python: pip compiles engine/fast/_*.c ------------
packaging/system-packages.sh install compiler
if ! "$VENV/bin/python" -c 'import os, sys, sysconfig
sys.exit(not os.path.isfile(os.path.join(sysconfig.get_path("include"), "Python.h")))'; then
    PYTHON=$VENV/bin/python packaging/system-packages.sh install python-headers
fi

# -- The game, installed again when what builds it or the Python changes, or extras are missing -------
# The stamp holds a hash of pyproject.toml, setup.py, the kernels' C sources and the Python, then the
# extras installed ("[test]" has everything play needs).
stamp=$VENV/.quickstart-installed
state=$("$VENV/bin/python" -c 'import glob, hashlib, sys
digest = hashlib.sha256(sys.version.encode())
for name in ["pyproject.toml", "setup.py", *sorted(glob.glob("baccarat_desktop/engine/fast/_*.c"))]:
    digest.update(name.encode() + b"\0" + open(name, "rb").read())
print(digest.hexdigest())')
read -r installed_state installed_extras 2>/dev/null <"$stamp" || true
if [ ! -x "$VENV/bin/$program" ] || [ "${installed_state:-}" != "$state" ] ||
    { [ -n "$extras" ] && [ "${installed_extras:-}" != "$extras" ]; }; then
    echo "$me: installing the game into $VENV (pip install -e \".$extras\")" >&2
    rm -f "$stamp"
    "$VENV/bin/python" -m pip install --disable-pip-version-check -e ".$extras"
    # setup.py's kernels are optional (an install without a compiler plays on the reference engine),
    # so pip carries on when one fails to compile; here the compiler is installed, so that is an error.
    if ! missing=$("$VENV/bin/python" - 2>&1 <<'PY'
import importlib, pathlib, sys
for source in sorted(pathlib.Path("baccarat_desktop", "engine", "fast").glob("_*.c")):
    try:
        importlib.import_module(f"baccarat_desktop.engine.fast.{source.stem}")
    except ImportError as error:
        sys.exit(f"{source.name}: {error}")
PY
    ); then
        echo "$me: pip installed the game without its compiled kernels: $missing (pip's messages" \
            "above say why; packaging/system-packages.txt [compiler] lists what building them needs)" >&2
        exit 1
    fi
    echo "$state $extras" >"$stamp"
fi
# The interface's translations, built from resources/translations/*.ts (baccarat_desktop/translations.py).
"$VENV/bin/python" -m baccarat_desktop.translations build >/dev/null

# -- test: every check, or pytest alone when given arguments ------------------------------------------
if [ "$command" = test ]; then
    if [ $# -eq 0 ]; then exec env VENV="$VENV" .ci/checks; fi
    exec "$VENV/bin/pytest" "$@"
fi

# -- play ----------------------------------------------------------------------------------------------
# Whether the game's arguments open a window: not --smoke-test, --help, --version or a subcommand
# other than play (deal, odds, screenshot, ...), which all work without a display.
opens_window() {
    while [ $# -gt 0 ]; do
        case $1 in
            --smoke-test | -h | --help | --version) return 1 ;;
            --db | --data-dir) shift ;; # skip the value
            -* | play) ;;
            *) return 1 ;;
        esac
        shift || break
    done
    return 0
}
if [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ] && opens_window "$@"; then
    echo "$me: Baccarat Desktop is installed in $VENV, but there is no display to open its window on" \
        "(neither DISPLAY nor WAYLAND_DISPLAY is set). Run this again in a desktop session, or try:" >&2
    echo "    packaging/quickstart.sh play --smoke-test   # deal one hand offscreen and exit" >&2
    echo "    packaging/quickstart.sh play --help         # the subcommands that need no window" >&2
    exit 1
fi
cd "$caller_dir" # relative paths in ARGS are the caller's
exec "$VENV/bin/baccarat-desktop" "$@"
