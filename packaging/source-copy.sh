#!/usr/bin/env bash
# Copy the checkout's files as they are (committed or not; git-ignored ones left out) into DEST, made
# afresh, for pip to build from. Building in the checkout itself would reuse setuptools' build/
# folder, from which a module deleted since an earlier build would still ship, and would leave
# compiled copies of the kernels beside their sources.
#
#   packaging/source-copy.sh DEST
set -euo pipefail
dest=${1:?usage: packaging/source-copy.sh DEST}
cd "$(dirname "$0")/.."
rm -rf "$dest"
mkdir -p "$dest"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    if [ -e "$file" ]; then printf '%s\0' "$file"; fi # not a file deleted but not yet committed
done | tar --null -T - -c | tar -x -C "$dest"
