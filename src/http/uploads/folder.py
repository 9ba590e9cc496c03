"""The folder uploads are spooled to while they stream in: private to the portal (0700),
and swept of files an earlier run left behind (a crash, a killed worker) when the app starts."""

from __future__ import annotations

import time
from pathlib import Path

from signage_adapters.local.private_files import private_dir

from signage_core.usecases.files.leftovers import LEFTOVER_AGE

SPOOL_PREFIX = "signage-upload-"
STALE_AFTER_SECONDS = LEFTOVER_AGE.total_seconds()
"""An upload is received in seconds; a spooled file this old belongs to no live request
(the window the sweep of stored files uses too)."""


def prepare_upload_folder(folder: Path, now: float | None = None) -> Path:
    """Create `folder` and its parent (mode 0700) and remove the stale spooled files in it."""
    private_dir(folder.parent)
    private_dir(folder)
    sweep_stale_uploads(folder, time.time() if now is None else now)
    return folder


def sweep_stale_uploads(folder: Path, now: float) -> int:
    """Delete spooled files last written over `STALE_AFTER_SECONDS` before `now`; how many."""
    removed = 0
    for file in folder.glob(SPOOL_PREFIX + "*"):
        try:
            if file.stat().st_mtime < now - STALE_AFTER_SECONDS:
                file.unlink()
                removed += 1
        except FileNotFoundError:  # another sweep or its request removed it first
            continue
    return removed
