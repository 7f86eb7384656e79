#!/usr/bin/env bash
# Wrap the PyInstaller .app in a compressed disk image, with a link to /Applications to drag it onto.
#
#   packaging/macos/make-dmg.sh "build/packaging/dist/Baccarat Desktop.app" VERSION [OUT_DIR]
#
# Writes OUT_DIR/baccarat-desktop-VERSION-macos-ARCH.dmg (OUT_DIR defaults to dist/) and prints its path.
# macOS only (ditto, hdiutil). The image is not signed with a Developer ID nor notarized.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 APP VERSION [OUT_DIR]" >&2
    exit 2
fi
app=$1
version=$2
out=${3:-dist}
[ -d "$app/Contents/MacOS" ] || { echo "make-dmg.sh: $app is not an application bundle" >&2; exit 1; }

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symbolic links, permissions and extended attributes (signatures).
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"

mkdir -p "$out"
dmg=$out/baccarat-desktop-$version-macos-$(uname -m).dmg
hdiutil create -volname "Baccarat Desktop $version" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg" >&2
echo "$dmg"
