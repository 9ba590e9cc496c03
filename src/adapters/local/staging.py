"""Files written beside the stored ones, moved in once the documents naming them commit.

An import writes its files into a staging folder inside the storage root (a dot-name, so
none of them is an object yet), then commits its documents and accounts in one SQLite
transaction together with a journal row naming that folder (`stage_row`), then moves the
folder's files in (`move_in`) and deletes the row. A kill before the commit leaves the
portal as it was, a kill after it leaves a row, and the next open (`finish_staged`) does
what was left: a folder with its row is moved in, a folder without one is removed. An
import holds a lock on its folder (`<folder>.lock`, released by the system when the process
ends), so a portal opening meanwhile leaves the folder to it. Documents kept in a store of
their own (the plays) wait beside the folder (`staged_rows`) and are written by `move_in`.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO

from ..documents.query import Query
from ..documents.store import DocumentStore
from .blob_files import fsync_directory
from .blobs import LocalBlobStorage
from .private_files import FILE_MODE, private_dir
from .staged_rows import SUFFIX, rows_file, write_staged_rows

Apart = Callable[[], DocumentStore]
"""The store of the documents kept apart (opened only when some were staged)."""

JOURNAL = "_stagedImports"
"""The collection of journal rows: one per committed staging folder whose files are not all
moved in yet. Not carried by archives (`archive.carried`): nothing else reads it."""
PREFIX = ".staged-"


@contextmanager
def staging_area(blobs: LocalBlobStorage) -> Iterator[LocalBlobStorage]:
    """An empty staging folder, locked while in use, as a storage making the same links as
    `blobs`. Whoever stages removes it (`discard`) when its transaction does not commit."""
    folder = f"{PREFIX}{uuid.uuid4().hex}"
    with _locked(blobs.root / folder, wait=True):
        yield blobs.beside(folder)


def discard(staging: LocalBlobStorage) -> None:
    shutil.rmtree(staging.root, ignore_errors=True)
    rows_file(staging.root.parent, staging.root.name).unlink(missing_ok=True)


def stage_row(staging: LocalBlobStorage) -> tuple[str, str, dict[str, str]]:
    """The journal row to write in the transaction that commits what `staging` holds."""
    return JOURNAL, staging.root.name, {"folder": staging.root.name}


def move_in(store: DocumentStore, blobs: LocalBlobStorage, folder: str, apart: Apart) -> None:
    """Move every file of the staging `folder` to its place and write the documents staged
    beside it into `apart`, then forget the folder."""
    staged = blobs.root / folder
    moved = {_move(file, blobs.root / file.relative_to(staged)) for file in _files(staged)}
    for directory in moved:
        fsync_directory(directory)
    shutil.rmtree(staged, ignore_errors=True)
    rows = rows_file(blobs.root, folder)
    if rows.exists():
        write_staged_rows(rows, apart())
    store.delete(JOURNAL, folder)


def finish_staged(store: DocumentStore, blobs: LocalBlobStorage, apart: Apart) -> None:
    """Complete the moves a killed import committed; remove what it had not. A folder an
    import still holds is left to it."""
    committed = {doc_id for doc_id, _ in store.find(Query(JOURNAL))}
    staged = {folder.name for folder in blobs.root.glob(f"{PREFIX}*") if folder.is_dir()}
    rows = {row.name.removesuffix(SUFFIX) for row in blobs.root.glob(f"{PREFIX}*{SUFFIX}")}
    for name in sorted(committed | staged | rows):
        with _locked(blobs.root / name, wait=False) as lock:
            if lock is None:
                continue
            if name in committed:
                move_in(store, blobs, name, apart)  # a row whose folder is gone is only deleted
            shutil.rmtree(blobs.root / name, ignore_errors=True)
            rows_file(blobs.root, name).unlink(missing_ok=True)


@contextmanager
def _locked(folder: Path, *, wait: bool) -> Iterator[IO[bytes] | None]:
    """The folder's lock file, locked (None when another process holds it and not `wait`);
    the lock file is removed with the lock."""
    lock_path = folder.with_name(f"{folder.name}.lock")
    with os.fdopen(os.open(lock_path, os.O_RDWR | os.O_CREAT, FILE_MODE), "r+b") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield None
            return
        try:
            yield lock
        finally:
            with suppress(FileNotFoundError):
                lock_path.unlink()


def _files(folder: Path) -> list[Path]:
    """Objects before their sidecars (`.meta/`), so a sidecar never precedes its file."""
    found = [file for file in folder.rglob("*") if file.is_file()]
    return sorted(found, key=lambda file: file.relative_to(folder).parts[0] == ".meta")


def _move(source: Path, target: Path) -> Path:
    private_dir(target.parent)
    os.replace(source, target)
    return target.parent
