"""File-system steps of the blob store: atomic streamed writes and chunked reads."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

from signage_core.ports.blob_storage import PathTaken, ProgressCallback

from .private_files import private_dir, private_temporary

READ_CHUNK = 256 * 1024
PARTIAL_PREFIX = ".tmp-"
"""A file being written (renamed into place when complete); one a kill left is swept."""


def write_atomically(
    target: Path,
    chunks: Iterable[bytes],
    on_progress: ProgressCallback | None,
    *,
    only_new: bool = False,
) -> tuple[int, bytes, os.stat_result]:
    """Stream `chunks` into a temporary file beside `target`, fsync, rename over `target`
    (with `only_new`, link it there: `PathTaken` when a file is there already), fsync the
    folder. Returns the size, the MD5 digest and the new file's stat. On any error the
    temporary file is removed and `target` is untouched."""
    private_dir(target.parent)
    fd, temporary = private_temporary(target.parent, PARTIAL_PREFIX)
    try:
        with os.fdopen(fd, "wb") as out:
            size, md5 = _copy(chunks, out, on_progress)
        stat = os.stat(temporary)
        _place(temporary, target, only_new)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    fsync_directory(target.parent)
    return size, md5, stat


def _place(temporary: str, target: Path, only_new: bool) -> None:
    if not only_new:
        os.replace(temporary, target)
        return
    try:
        os.link(temporary, target)  # atomic: fails when the name is taken, by any process
    except FileExistsError:
        raise PathTaken(target.name) from None
    os.unlink(temporary)


def chunks_of(source: BinaryIO) -> Iterator[bytes]:
    """The file's content in blocks; the file is closed when the iteration ends."""
    with source:
        while block := source.read(READ_CHUNK):
            yield block


def _copy(
    chunks: Iterable[bytes], out: BinaryIO, on_progress: ProgressCallback | None
) -> tuple[int, bytes]:
    """Write chunk by chunk (never the whole object in memory), then flush to disk."""
    digest, written = hashlib.md5(usedforsecurity=False), 0
    for chunk in chunks:
        out.write(chunk)
        digest.update(chunk)
        written += len(chunk)
        if on_progress is not None:
            on_progress(written)
    out.flush()
    os.fsync(out.fileno())
    return written, digest.digest()


def fsync_directory(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
