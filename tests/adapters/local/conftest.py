"""Fixtures of the local file storage's link tests: a moved clock and a storage with a file."""

from pathlib import Path

import pytest
from signage_adapters.local.blobs import LocalBlobStorage
from signage_adapters.memory.clock import ManualClock
from tests.adapters.local.test_local_blobs import NOW, PATH, SECRET


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(NOW)


@pytest.fixture
def blobs(tmp_path: Path, clock: ManualClock) -> LocalBlobStorage:
    """A storage holding one JPEG at PATH (test_local_blobs.py has an empty one of its own)."""
    storage = LocalBlobStorage(tmp_path / "files", SECRET, "/files", clock=clock)
    storage.put(PATH, [b"jpeg"], content_type="image/jpeg")
    return storage
