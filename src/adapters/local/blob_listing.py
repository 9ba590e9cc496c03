"""Walking the storage root: its objects, and what killed writes left there (`.tmp-*`
files, objects' and sidecars', never renamed into place)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from ..storage_failures import storage_writes
from .blob_files import PARTIAL_PREFIX
from .blob_paths import check_object_path


def object_paths(root: Path) -> list[str]:
    """Every object file under `root`, sorted; the store's own dot-names are not objects."""
    found = (
        file.relative_to(root).as_posix()
        for file in root.rglob("*")
        if file.is_file() and not file.is_symlink()
    )
    return sorted(path for path in found if not _reserved(path))


def written_before(root: Path, moment: datetime) -> list[str]:
    """The objects whose files were last modified before `moment` (a file a killed put
    left has no sidecar to tell)."""
    limit = moment.timestamp()
    return [path for path in object_paths(root) if modified(root / path) < limit]


def remove_partials(root: Path, before: datetime) -> int:
    """Remove the partial files under `root` last written before `before` (the `.tmp-*`
    files of writes that never finished, objects' and sidecars'); how many."""
    limit, removed = before.timestamp(), 0
    for partial in root.rglob(f"{PARTIAL_PREFIX}*"):
        if partial.is_file() and modified(partial) < limit:
            with storage_writes():
                partial.unlink(missing_ok=True)
            removed += 1
    return removed


def modified(file: Path) -> float:
    """The file's modification time; infinitely late for one removed meanwhile."""
    try:
        return file.stat().st_mtime
    except FileNotFoundError:
        return float("inf")


def _reserved(path: str) -> bool:
    try:
        check_object_path(path)
    except ValueError:
        return True
    return False
