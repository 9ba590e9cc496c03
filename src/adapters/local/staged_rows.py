"""Documents an import keeps outside the documents' file (the plays, in a file of their own),
staged as JSON beside the import's staging folder (`<folder>.rows.json`).

No SQLite transaction spans two files, so these documents cannot commit with the rest: they
are written to this file before the import's transaction commits and into their own store
after it (`staging.move_in`, also at the next open when a kill came between). A kill before
the commit leaves a file no journal row names, which the next open removes.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..documents.batched import put_batched
from ..documents.store import DocumentStore
from ..documents.values import Document
from .blob_files import fsync_directory
from .codec import decode, encode
from .private_files import new_private_file

SUFFIX = ".rows.json"
PER_COMMIT = 10_000
"""Documents per transaction of the receiving file (one SQLite commit, fsynced)."""


def rows_file(root: Path, folder: str) -> Path:
    return root / f"{folder}{SUFFIX}"


def stage_rows(path: Path, documents: Mapping[str, Sequence[tuple[str, Document]]]) -> None:
    """Write `documents` ({collection: rows}) to `path`, durably, before the commit (no file
    when there are none)."""
    if not any(documents.values()):
        return
    rows = {name: [[doc_id, doc] for doc_id, doc in kept] for name, kept in documents.items()}
    path.unlink(missing_ok=True)
    with os.fdopen(new_private_file(path), "w", encoding="utf-8") as file:
        file.write(encode(rows))
        file.flush()
        os.fsync(file.fileno())
    fsync_directory(path.parent)


def write_staged_rows(path: Path, store: DocumentStore) -> None:
    """Put the staged documents into `store` (by id: writing them twice is writing once),
    then remove the file. Nothing when there is none."""
    if not path.exists():
        return
    staged: dict[str, Any] = decode(path.read_text(encoding="utf-8"))
    for collection, rows in staged.items():
        kept = [(str(doc_id), dict(doc)) for doc_id, doc in rows]
        put_batched(store, collection, kept, PER_COMMIT)
    path.unlink()
