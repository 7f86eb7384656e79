"""Where history files live: the platform's per-user data folder, unless told otherwise."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "baccarat-desktop"
DEFAULT_PROFILE = "default"


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
    """``--db`` wins; else the default profile inside ``--data-dir`` or the per-user data folder."""
    if db is not None:
        return Path(db).expanduser()
    return profile_db_path(DEFAULT_PROFILE, Path(data_dir).expanduser() if data_dir is not None else None)


def recovery_places(db_path: Path) -> list[Path]:
    """Where a copy of a vanished history can go, best first: beside it, the data folder, the temp folder."""
    import tempfile

    places = [Path(db_path).parent, default_data_dir() / "recovered", Path(tempfile.gettempdir())]
    return list(dict.fromkeys(places))
