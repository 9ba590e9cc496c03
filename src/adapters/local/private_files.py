"""Files and folders only the portal's own user may read: folders 0700, files 0600.

New ones are created with those modes and then set to them exactly (`fchmod`/`chmod`), so
the process's umask never loosens (or narrows) them, and they are never readable for a
moment; existing ones with other modes, from an older version or a copy, are set to them
when the portal opens them.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

FOLDER_MODE = 0o700
FILE_MODE = 0o600
_PERMISSIONS = 0o777


def private_dir(folder: Path) -> Path:
    """`folder`, created when missing (with any missing parents), each with mode 0700."""
    missing: list[Path] = []
    while not folder.exists() and folder not in missing:
        missing.append(folder)
        folder = folder.parent
    for created in reversed(missing):
        with contextlib.suppress(FileExistsError):  # another thread or process made it
            created.mkdir(FOLDER_MODE)
        _set_mode(created, FOLDER_MODE)
    target = missing[0] if missing else folder
    _set_mode(target, FOLDER_MODE)
    return target


def private_file(path: Path) -> Path:
    """`path`, created empty when missing, with mode 0600 (its content is left alone).

    An existing file is only `chmod`ed by its path: opening and closing a descriptor of it
    would drop every POSIX lock this process holds on it (an SQLite database's own locks)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    except FileExistsError:
        _set_mode(path, FILE_MODE)
        return path
    try:
        os.fchmod(fd, FILE_MODE)
    finally:
        os.close(fd)
    return path


def new_private_file(path: Path) -> int:
    """A new file at `path` (FileExistsError if there is one), mode 0600; its descriptor."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    os.fchmod(fd, FILE_MODE)
    return fd


def private_temporary(folder: Path | None, prefix: str) -> tuple[int, str]:
    """`tempfile.mkstemp` in `folder` (None: the system's), the file set to mode 0600."""
    fd, name = tempfile.mkstemp(dir=folder, prefix=prefix)
    os.fchmod(fd, FILE_MODE)
    return fd, name


def tighten_if_present(path: Path) -> None:
    """Mode 0600 for `path` when it exists."""
    with contextlib.suppress(FileNotFoundError):
        _set_mode(path, FILE_MODE)


def write_private(path: Path, content: str) -> None:
    """Write `content` and a newline to a file only its owner can read."""
    private_dir(path.parent)
    private_file(path)
    with path.open("w", encoding="utf-8") as handle:
        handle.write(content + "\n")


def _set_mode(path: Path, mode: int) -> None:
    if path.stat().st_mode & _PERMISSIONS != mode:
        path.chmod(mode)
