#!/usr/bin/env bash
# Build the Linux installer: Baccarat Desktop as a PyInstaller one-folder bundle, packaged as a .deb
# that installs it under /opt/baccarat-desktop with a /usr/bin launcher, a Games menu entry, the icon
# and AppStream metadata.
#
#   packaging/build-deb.sh [--xz] [--python PYTHON] [--out DIR]
#
#   --xz             compress with xz, the smallest package (releases); the default zstd builds in
#                    seconds (CI)
#   --python PYTHON  the Python to bundle (default: python3); it needs its shared library
#                    (Debian: libpython3.11) and its headers (python3.11-dev), and the build
#                    machine needs a C compiler, binutils and the Qt runtime libraries
#                    (packaging/ci-deb.sh installs them)
#   --out DIR        where the .deb goes (default: dist/)
#
# Works in build/packaging/ (git-ignored): its own virtual environment with the project (built by pip
# from a clean copy of the checkout in build/packaging/src, its kernels compiled) and the pinned
# packaging/requirements-build.txt, PyInstaller's work and dist folders, the package tree.
# The bundle's shared libraries are checked with ldd: any the system must provide has to come from
# a package in Depends or Recommends, or the build fails. The last line printed is the .deb's path.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

COMPRESSION=zstd
PYTHON=python3
OUT=$ROOT/dist
while [ $# -gt 0 ]; do
    case $1 in
        --xz) COMPRESSION=xz ;;
        --python) PYTHON=${2:?--python needs a value}; shift ;;
        --out) OUT=${2:?--out needs a value}; shift ;;
        -h | --help) sed -n '2,22s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "build-deb.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

NAME=baccarat-desktop
WORK=$ROOT/build/packaging
VENV=$WORK/venv
BUNDLE=$WORK/dist/$NAME
# Depends and Recommends, from packaging/system-packages.txt (why each is there is said there).
control_field() { packaging/system-packages.sh list "$1" | paste -sd, - | sed 's/,/, /g'; }
DEPENDS=$(control_field deb-depends)
RECOMMENDS=$(control_field deb-recommends)
# Libraries that may be missing without harm: Wayland's, which every Wayland session has (elsewhere Qt
# uses X11), and PulseAudio's client (Recommends).
OPTIONAL_LIBS='^(libwayland-(client|cursor|egl)\.so\.[0-9]+|libpulse\.so\.0)$'

for tool in dpkg-deb dpkg objdump ldd strip; do
    if ! command -v "$tool" >/dev/null; then
        echo "build-deb.sh: $tool is missing (Debian packages dpkg, binutils, libc-bin)" >&2
        exit 1
    fi
done
started=$SECONDS

# -- 1. The build environment ----------------------------------------------------------------------
interpreter=$("$PYTHON" -c 'import sys; print(sys.executable, sys.version.split()[0])')
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.interpreter" 2>/dev/null)" != "$interpreter" ]; then
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    echo "$interpreter" >"$VENV/.interpreter"
fi
packaging/source-copy.sh "$WORK/src"
# --force-reinstall --no-deps: the game itself is built again every time (the same version number
# would otherwise keep an earlier build); its dependencies stay as the first line installed them.
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
    -r packaging/requirements-build.txt "$WORK/src"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps \
    "$WORK/src"
VERSION=$("$VENV/bin/python" -c 'from importlib.metadata import version; print(version("baccarat-desktop"))')
ARCH=$(dpkg --print-architecture)

# -- 2. The one-folder bundle ----------------------------------------------------------------------
pyinstaller_started=$SECONDS
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
    --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/baccarat-desktop.spec
pyinstaller_seconds=$((SECONDS - pyinstaller_started))
# The Python runtime PyInstaller copies from the build machine, without its debug symbols: a Python
# built from source (pyenv, as on the development machines) keeps them, 17 MB of libpython and 9 MB of
# lib-dynload; Debian's come stripped already. The wheels' libraries stay as they are: strip breaks
# those auditwheel patched (numpy's OpenBLAS: "ELF load command address/offset not page-aligned").
find "$BUNDLE/_internal" -maxdepth 1 -type f -name 'libpython3*.so*' -exec strip --strip-unneeded {} +
find "$BUNDLE/_internal" -type f -path '*/lib-dynload/*.so' -exec strip --strip-unneeded {} +

# -- 3. What the bundle needs from the system ------------------------------------------------------
# A library left out by the spec must not leave a symbolic link to it behind.
if [ -n "$(find "$BUNDLE" -xtype l -print -quit)" ]; then
    echo "build-deb.sh: broken symbolic links in the bundle:" >&2
    find "$BUNDLE" -xtype l >&2
    exit 1
fi
# Every ELF file of the bundle, with the libraries it names (DT_NEEDED) that the bundle lacks.
mapfile -t elf_files < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' -o -name "$NAME" \) |
    while read -r file; do [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ] && echo "$file"; done)
declare -A bundled=()
while read -r file; do bundled[$(basename "$file")]=1; done < <(find "$BUNDLE" \( -type f -o -type l \))
declare -A system_libs=()
glibc=2.17
for file in "${elf_files[@]}"; do
    while read -r lib; do
        [ -n "${bundled[$lib]:-}" ] || system_libs[$lib]+=" ${file#"$BUNDLE"/}"
    done < <(objdump -p "$file" | awk '$1 == "NEEDED" {print $2}')
    # The newest glibc symbol version it uses sets the libc6 dependency.
    newest=$(objdump -T "$file" | { grep -o 'GLIBC_2\.[0-9]*' || true; } | sed 's/GLIBC_//' | sort -t. -k2,2n |
        tail -n1)
    if [ -n "$newest" ] && [ "${newest#2.}" -gt "${glibc#2.}" ]; then glibc=$newest; fi
done
DEPENDS=${DEPENDS/@GLIBC@/$glibc}
# Resolve each system library as the bundled app would, and find its Debian package.
declare -A resolved=()
for file in "${elf_files[@]}"; do
    # ldd prints "name => /path (address)", "name => not found" or, for the loader, "/path (address)".
    while read -r first arrow path _; do
        if [ "$arrow" != "=>" ]; then path=$first; first=$(basename "$first"); fi
        if [ -n "${system_libs[$first]:-}" ] && [[ $path == /* ]]; then resolved[$first]=$path; fi
    done < <(LD_LIBRARY_PATH="$BUNDLE/_internal:$BUNDLE/_internal/PySide6/Qt/lib" ldd "$file" 2>/dev/null || true)
done
problems=0
allowed=" $(echo "$DEPENDS, $RECOMMENDS" | sed 's/ ([^)]*)//g; s/,/ /g') "
echo "System libraries the bundle uses (and the packages that provide them here):"
for lib in $(printf '%s\n' "${!system_libs[@]}" | sort); do
    path=${resolved[$lib]:-not found}
    users=${system_libs[$lib]}
    if [ "$path" = "not found" ]; then
        if [[ $lib =~ $OPTIONAL_LIBS ]]; then
            echo "  $lib: not installed here (optional)"
        else
            echo "  $lib: NOT FOUND, needed by${users:0:200}" >&2
            problems=$((problems + 1))
        fi
        continue
    fi
    package=$(dpkg -S "$path" 2>/dev/null || dpkg -S "$(readlink -f "$path")" 2>/dev/null ||
        dpkg -S "/usr$path" 2>/dev/null || true)
    package=${package%%:*}
    package=${package%%,*}
    if [ -z "$package" ]; then
        echo "  $lib: $path belongs to no Debian package" >&2
        problems=$((problems + 1))
    elif [[ $allowed != *" $package "* ]] && [[ ! $lib =~ $OPTIONAL_LIBS ]]; then
        echo "  $lib: from $package, which Depends/Recommends do not list (needed by${users:0:200})" >&2
        problems=$((problems + 1))
    else
        echo "  $lib: $package"
    fi
done
if [ "$problems" -gt 0 ]; then
    echo "build-deb.sh: $problems library problem(s) above: install the missing libraries on the build" \
        "machine so PyInstaller bundles them, or add their packages to [deb-depends] in" \
        "packaging/system-packages.txt" >&2
    exit 1
fi

# -- 4. The package tree ---------------------------------------------------------------------------
TREE=$WORK/deb/${NAME}_${VERSION}_$ARCH
rm -rf "$TREE"
mkdir -p "$TREE/DEBIAN" "$TREE/opt" "$TREE/usr/bin" "$TREE/usr/share/applications" \
    "$TREE/usr/share/icons/hicolor/scalable/apps" "$TREE/usr/share/metainfo" "$TREE/usr/share/doc/$NAME"
cp -a "$BUNDLE" "$TREE/opt/$NAME"
install -m 0755 "packaging/linux/$NAME" "$TREE/usr/bin/$NAME"
install -m 0644 "packaging/linux/$NAME.desktop" "$TREE/usr/share/applications/$NAME.desktop"
install -m 0644 resources/icon.svg "$TREE/usr/share/icons/hicolor/scalable/apps/$NAME.svg"
install -m 0644 packaging/linux/copyright "$TREE/usr/share/doc/$NAME/copyright"
# The release date in the metadata: the date of the commit being built (stable across rebuilds).
release_date=$(git -C "$ROOT" log -1 --format=%cd --date=short 2>/dev/null || date -u +%F)
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$release_date/" "packaging/linux/$NAME.metainfo.xml" \
    >"$TREE/usr/share/metainfo/$NAME.metainfo.xml"
chmod 0644 "$TREE/usr/share/metainfo/$NAME.metainfo.xml"
# Whatever the umask: directories and executables 0755, other files 0644.
chmod -R u=rwX,go=rX "$TREE"

maintainer=$("$VENV/bin/python" - "$ROOT/pyproject.toml" <<'PY'
import sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))["project"]
people = project.get("maintainers") or project.get("authors") or [{}]
name = people[0].get("name", "Baccarat Desktop developers")
print(f"{name} <{people[0].get('email', 'maintainers@baccarat-desktop.invalid')}>")
PY
)
installed_size=$(du -s --block-size=1024 "$TREE" | cut -f1)
cat >"$TREE/DEBIAN/control" <<EOF
Package: $NAME
Version: $VERSION
Architecture: $ARCH
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $DEPENDS
Recommends: $RECOMMENDS
Section: games
Priority: optional
Description: offline Punto Banco (baccarat) table with hand history and statistics
 Baccarat Desktop deals Punto Banco as regulated casinos do (8 or 6 decks, burn
 card, cut card, the standard third-card tableau) for one player with a
 play-money bankroll: no real money, no purchases, no network. Every hand is kept
 in a local history to browse, replay and compare with the exact probabilities.
 .
 The game carries its own Python and Qt runtime in /opt/baccarat-desktop.
EOF

# -- 5. The .deb -----------------------------------------------------------------------------------
mkdir -p "$OUT"
DEB=$OUT/${NAME}_${VERSION}_$ARCH.deb
dpkg-deb --build --root-owner-group "-Z$COMPRESSION" "$TREE" "$DEB" >/dev/null
echo "bundle: $(du -sh "$BUNDLE" | cut -f1) in $BUNDLE (PyInstaller ${pyinstaller_seconds} s)"
echo "package: $(du -h "$DEB" | cut -f1) ($COMPRESSION), built in $((SECONDS - started)) s"
echo "$DEB"
