"""Files and folders only the portal's own user may read: folders 0700, files 0600.

New ones are created with those modes (never readable for a moment); existing ones with
looser modes, from an older version or a copy, are tightened when the portal opens them.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

FOLDER_MODE = 0o700
FILE_MODE = 0o600
_GROUP_OR_OTHERS = 0o077


def private_dir(folder: Path) -> Path:
    """`folder`, created when missing, with mode 0700."""
    folder.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
    _tighten(folder, FOLDER_MODE)
    return folder


def private_file(path: Path) -> Path:
    """`path`, created empty when missing, with mode 0600 (its content is left alone)."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT, FILE_MODE))
    _tighten(path, FILE_MODE)
    return path


def tighten_if_present(path: Path) -> None:
    """Mode 0600 for `path` when it exists and others could read it."""
    with contextlib.suppress(FileNotFoundError):
        _tighten(path, FILE_MODE)


def write_private(path: Path, content: str) -> None:
    """Write `content` and a newline to a file only its owner can read."""
    private_dir(path.parent)
    private_file(path)
    with path.open("w", encoding="utf-8") as handle:
        handle.write(content + "\n")


def _tighten(path: Path, mode: int) -> None:
    if path.stat().st_mode & _GROUP_OR_OTHERS:
        path.chmod(mode)
