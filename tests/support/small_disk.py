"""A real, small file system for storage failures: a tmpfs mounted for one test (the test
session runs as root, as in CI's container), filled to the last byte and emptied, or a
folder made read-only, with no mock between the portal and the kernel's ENOSPC and EROFS."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

BLOCK = 64 * 1024


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "16m") -> Iterator[Path]:
    """`folder`, a tmpfs of `size` for the duration of the block."""
    folder.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(folder))
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    """Write a ballast file until the file system has no byte left; the ballast."""
    ballast = folder / "ballast"
    fd = os.open(ballast, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        for size in (BLOCK, 1):  # big blocks, then the last bytes one at a time
            _write_until_full(fd, b"\0" * size)
    finally:
        os.close(fd)
    return ballast


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[Path]:
    """`folder` read-only for the block: a read-only bind mount of it over itself (files
    already open keep writing where they are; anything opened or created in it is EROFS)."""
    _mount("--bind", str(folder), str(folder))
    try:
        _mount("-o", "remount,bind,ro", str(folder))
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)


def _write_until_full(fd: int, block: bytes) -> None:
    while True:
        try:
            os.write(fd, block)
        except OSError as error:
            if error.errno != errno.ENOSPC:
                raise
            return


def _mount(*arguments: str) -> None:
    done = subprocess.run(["mount", *arguments], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"mount {' '.join(arguments)} failed (needs root): {done.stderr}")
