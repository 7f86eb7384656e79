#!/usr/bin/env bash
# The system packages of packaging/system-packages.txt, by group.
#
#   packaging/system-packages.sh list GROUP...     print the groups' packages, one a line, as listed
#   packaging/system-packages.sh install GROUP...  install those that are missing (Debian, Ubuntu)
#
# install: a package counts as present when dpkg says it is installed, or its 64-bit time_t
# successor is (libglib2.0-0t64 on Ubuntu 24.04 and Debian 13); when the archive has that successor
# it is the one installed. Only missing packages reach apt-get, `apt-get update` runs only when
# there are no package lists or an install fails. Root runs apt-get itself, anyone else through
# sudo; without sudo it names the command to run as root and fails. Without apt-get (another
# system) it prints what is needed and carries on.
# PYTHON (default python3) is the interpreter whose version replaces @PYTHON_VERSION@.
set -euo pipefail
shopt -s inherit_errexit

LIST=$(dirname "$(readlink -f "$0")")/system-packages.txt
me=system-packages.sh

usage() { sed -n '2,13s/^# \{0,1\}//p' "$0"; }

# The entries of the given groups in the order asked for, each once; an unknown group is an error.
list() {
    local group line current found version=""
    local -A seen=()
    for group in "$@"; do
        current="" found=""
        while IFS= read -r line || [ -n "$line" ]; do
            line=${line%%#*}
            line=${line#"${line%%[![:space:]]*}"}
            line=${line%"${line##*[![:space:]]}"}
            [ -n "$line" ] || continue
            if [[ $line =~ ^\[([a-z0-9-]+)\]$ ]]; then
                current=${BASH_REMATCH[1]}
                [ "$current" != "$group" ] || found=1
            elif [ "$current" = "$group" ] && [ -z "${seen[$line]:-}" ]; then
                seen[$line]=1
                if [[ $line == *@PYTHON_VERSION@* ]]; then
                    [ -n "$version" ] || version=$(python_version)
                    line=${line//@PYTHON_VERSION@/$version}
                fi
                echo "$line"
            fi
        done <"$LIST"
        if [ -z "$found" ]; then
            echo "$me: no group [$group] in $LIST" >&2
            exit 2
        fi
    done
}

python_version() {
    local python=${PYTHON:-python3}
    if ! "$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null; then
        echo "$me: $python is needed to name its libpython package (install the python group first)" >&2
        exit 1
    fi
}

# The install name of each missing package: its t64 successor when the archive has one.
install_names() {
    local package candidate
    for package in "$@"; do
        candidate=$(apt-cache policy "${package}t64" 2>/dev/null | awk '$1 == "Candidate:" {print $2}')
        if [ -n "$candidate" ] && [ "$candidate" != "(none)" ]; then echo "${package}t64"; else echo "$package"; fi
    done
}

install() {
    local -a wanted missing names as_root
    local entries
    entries=$(list "$@")
    mapfile -t wanted <<<"$entries"
    wanted=("${wanted[@]%% (*}") # no version relations
    [ "$(uname -s)" = Linux ] || return 0 # elsewhere the Python wheels carry what they need
    if ! command -v apt-get >/dev/null || ! command -v dpkg-query >/dev/null; then
        echo "$me: no apt-get here: install your system's equivalents of these Debian packages" \
            "if the game does not start: ${wanted[*]}" >&2
        return 0
    fi

    local -A installed=()
    local package status
    while read -r package status; do
        [ "$status" != installed ] || installed[$package]=1
    done < <(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${wanted[@]}" "${wanted[@]/%/t64}" 2>/dev/null || true)
    missing=()
    for package in "${wanted[@]}"; do
        [ -n "${installed[$package]:-}${installed[${package}t64]:-}" ] || missing+=("$package")
    done
    [ ${#missing[@]} -gt 0 ] || return 0

    if [ "$(id -u)" -eq 0 ]; then
        as_root=()
    elif command -v sudo >/dev/null; then
        as_root=(sudo)
    else
        mapfile -t names < <(install_names "${missing[@]}")
        echo "$me: these system packages are missing: ${missing[*]}" >&2
        echo "$me: there is no sudo here: as root (e.g. after 'su -'), run" >&2
        echo "    apt-get update && apt-get install -y --no-install-recommends ${names[*]}" >&2
        echo "$me: then run this command again" >&2
        exit 1
    fi
    apt_get() { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }

    local updated="" lists=""
    eval "$(apt-config shell lists Dir::State::Lists/d)"
    if ! compgen -G "${lists:-/var/lib/apt/lists/}*_Packages*" >/dev/null; then
        apt_get update
        updated=1
    fi
    mapfile -t names < <(install_names "${missing[@]}")
    echo "$me: installing ${names[*]}" >&2
    if ! apt_get install -y --no-install-recommends "${names[@]}"; then
        [ -z "$updated" ] || exit 1
        echo "$me: updating the package lists and trying again" >&2
        apt_get update
        mapfile -t names < <(install_names "${missing[@]}")
        apt_get install -y --no-install-recommends "${names[@]}"
    fi
}

case ${1:-} in
    list | install)
        command=$1
        shift
        [ $# -gt 0 ] || { usage >&2; exit 2; }
        "$command" "$@"
        ;;
    -h | --help) usage ;;
    *) usage >&2; exit 2 ;;
esac
