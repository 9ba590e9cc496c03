"""The embedded blob store's partial writes (`.tmp-*`, an object's or a sidecar's, left by a
killed put) are removed once older than the moment given, never a fresh one or an object."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

from signage_adapters.local.blobs import LocalBlobStorage

NOW = datetime.now(UTC)


def _partial(folder: Path, name: str, age: timedelta) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    partial = folder / name
    partial.write_bytes(b"half a file")
    moment = (NOW - age).timestamp()
    os.utime(partial, (moment, moment))
    return partial


def test_old_partials_of_objects_and_sidecars_are_removed_and_counted(tmp_path: Path):
    blobs = LocalBlobStorage(tmp_path / "files", b"k" * 32)
    blobs.put("medias/1_a.jpg", [b"jpeg"], content_type="image/jpeg")
    old = [
        _partial(tmp_path / "files" / "medias", ".tmp-abc", timedelta(hours=2)),
        _partial(tmp_path / "files" / ".meta" / "medias", ".tmp-def", timedelta(hours=2)),
    ]
    fresh = _partial(tmp_path / "files" / "medias", ".tmp-ghi", timedelta(minutes=1))
    assert blobs.remove_partials(NOW - timedelta(hours=1)) == 2
    assert [path.exists() for path in (*old, fresh)] == [False, False, True]
    assert blobs.paths() == ["medias/1_a.jpg"]
