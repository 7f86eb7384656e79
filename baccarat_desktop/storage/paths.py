"""Where history files live: the platform's per-user data folder, unless told otherwise.

Also the one home of what a path may be: ``resolve_db_path`` refuses a ``--db`` that cannot name a
history file (before anything is created), and ``real_path`` is the name every file kept beside a
history is derived from.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..engine.i18n import _t
from .errors import PathRefused

APP_NAME = "baccarat-desktop"
DEFAULT_PROFILE = "default"
# The longest name the game gives a file beside a history NAME: NAME.set-aside-20260131-180005-99-wal.
SIDE_NAME_ROOM = len(".set-aside-20260131-180005-99-wal")
_SHOWN_NAME = 40  # characters of an over-long name a message shows


def default_data_dir() -> Path:
    """~/.local/share/baccarat-desktop on Linux, %LOCALAPPDATA%\\baccarat-desktop on Windows,
    ~/Library/Application Support/baccarat-desktop on macOS (platformdirs knows each convention)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def profile_db_path(profile: str = DEFAULT_PROFILE, data_dir: Path | str | None = None) -> Path:
    """One SQLite file per profile."""
    if not profile or any(ch in profile for ch in '/\\:*?"<>|') or profile.startswith("."):
        raise ValueError(f"{profile!r} is not a usable profile name (letters, digits, '-' and '_')")
    base = Path(data_dir) if data_dir is not None else default_data_dir()
    return base / "profiles" / f"{profile}.sqlite3"


def resolve_db_path(db: str | os.PathLike[str] | None, data_dir: str | os.PathLike[str] | None) -> Path:
    """``--db`` wins; else the default profile inside ``--data-dir`` or the per-user data folder.

    Raises ``PathRefused`` for a name that cannot be a history file: empty, a folder's (``.``,
    ``..``, a trailing ``/``, which ``Path`` would quietly drop and make a file of the folder's
    name), the home folder of a user who does not exist, a name too long for the disk."""
    if db is not None:
        text = os.fspath(db)
        if not text:
            raise PathRefused(
                _t(
                    "Storage", "An empty name is not a history file: give a file name, such as {example}."
                ).format(example="history.sqlite3")
            )
        if _last_part(text) in ("", ".", ".."):
            raise PathRefused(
                _t(
                    "Storage",
                    "{path} names a folder, not a history file: give a file name in it, such as {example}.",
                ).format(path=text, example=os.path.join(text, "history.sqlite3"))
            )
        path = _expanded(text)
        _check_name_length(path)
        return path
    if data_dir is not None and not os.fspath(data_dir):
        raise PathRefused(_t("Storage", "An empty name is not a folder: give the folder's path."))
    return profile_db_path(DEFAULT_PROFILE, _expanded(os.fspath(data_dir)) if data_dir is not None else None)


def real_path(path: str | os.PathLike[str]) -> Path:
    """The file a path leads to: absolute, every symbolic link followed (the last one's target need
    not exist yet). Everything named after a history (its ``.lock``, SQLite's ``-wal`` and ``-shm``,
    set-aside and recovered copies) is named from this, so that two names leading to one file (a
    link to it, a linked folder) share one lock and one journal, as SQLite's own names do."""
    return Path(os.path.realpath(path))


def _last_part(text: str) -> str:
    """What follows the last separator: '' for 'newdir/', '.' for 'a/.'."""
    for sep in filter(None, (os.sep, os.altsep)):
        text = text.rsplit(sep, 1)[-1]
    return text


def _expanded(text: str) -> Path:
    """``~`` and ``~user`` expanded; refused in words when there is no such home folder."""
    try:
        return Path(text).expanduser()
    except RuntimeError:  # Python's "Could not determine home directory."
        user = _first_part(text[1:])
        if user:
            message = _t(
                "Storage", "{path}: there is no user {user} on this computer, so ~{user} names no folder."
            )
        else:
            message = _t("Storage", "{path}: the home folder (~) is not known here; give the whole path.")
        raise PathRefused(message.format(path=text, user=user)) from None


def _first_part(text: str) -> str:
    for sep in filter(None, (os.sep, os.altsep)):
        text = text.split(sep, 1)[0]
    return text


def _check_name_length(path: Path) -> None:
    """The operating system refuses a file name longer than its limit (255 bytes on most disks)
    with a bare 'File name too long'; a history's name also leaves room for its side files' names."""
    most = _name_max(path.parent) - SIDE_NAME_ROOM
    length = len(os.fsencode(path.name))
    if length > most:
        shown = path.name if len(path.name) <= _SHOWN_NAME else path.name[:_SHOWN_NAME] + "…"
        raise PathRefused(
            _t(
                "Storage",
                "The file name {name} is too long ({length} bytes; at most {most} here, leaving "
                "room for the files kept beside a history).",
            ).format(name=shown, length=length, most=most)
        )


def _name_max(folder: Path) -> int:
    """The longest file name (in bytes) the disk holding ``folder`` takes; 255 where it cannot say."""
    if hasattr(os, "pathconf"):
        for place in (folder, *folder.parents):
            try:
                return int(os.pathconf(place, "PC_NAME_MAX"))
            except (OSError, ValueError):  # not there (yet): ask the folder it will be made in
                continue
    return 255


def recovery_places(db_path: Path) -> list[Path]:
    """Where a copy of a vanished history can go, best first: beside it, the data folder, the temp folder."""
    import tempfile

    places = [Path(db_path).parent, default_data_dir() / "recovered", Path(tempfile.gettempdir())]
    return list(dict.fromkeys(places))
