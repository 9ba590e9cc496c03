"""The embedded backend on a real full file system (a small tmpfs): a stored file and a
document write are refused as StorageFull with nothing of them left, and both succeed once
space returns, on the same objects (no reopening)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.local.backend import LocalBackend, local_backend
from signage_adapters.memory.clock import ManualClock
from tests.contracts.builders import a_client
from tests.support.small_disk import fill, small_disk

from signage_core.errors import StorageFull

PICTURE = "medias/1736944245123_poster.jpg"
CONTENT = bytes(range(256)) * 1024  # 256 KiB


@pytest.fixture
def on_full_disk(tmp_path: Path) -> Iterator[tuple[LocalBackend, Path]]:
    with small_disk(tmp_path / "disk", "4m") as disk:
        backend = local_backend(disk / "data", ManualClock(datetime(2025, 1, 15, tzinfo=UTC)))
        yield backend, fill(disk)
        backend.close()


def test_a_file_put_on_a_full_disk_leaves_no_object_sidecar_or_partial(on_full_disk):
    backend, ballast = on_full_disk
    files = ballast.parent / "data" / "files"
    with pytest.raises(StorageFull):
        backend.blobs.put(PICTURE, [CONTENT], content_type="image/jpeg")
    assert [p.name for p in files.rglob("*") if p.is_file()] == []
    ballast.unlink()
    assert backend.blobs.put(PICTURE, [CONTENT], content_type="image/jpeg").size == len(CONTENT)
    assert backend.blobs.paths() == [PICTURE]


def test_a_document_write_on_a_full_disk_keeps_nothing_and_works_once_space_returns(
    on_full_disk,
):
    backend, ballast = on_full_disk
    big = a_client(website="https://" + "x" * 200_000)  # more pages than the WAL has room for
    with pytest.raises(StorageFull):
        backend.documents.clients.save(big)
    assert backend.documents.clients.get(big.id) is None
    ballast.unlink()
    backend.documents.clients.save(big)
    assert backend.documents.clients.get(big.id) == big
