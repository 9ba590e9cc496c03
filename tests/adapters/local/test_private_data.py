"""The data directory is its owner's alone: the folder 0700, every file in it 0600 (the
database and the WAL that appears with the first write, the key, mail, stored files), even
under a permissive umask; files left loose by an older version are tightened on open."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.local.backend import local_backend
from signage_adapters.local.private_files import write_private
from signage_adapters.memory.clock import ManualClock
from tests.contracts.builders import a_client

CLOCK = ManualClock(datetime(2025, 1, 15, tzinfo=UTC))


@pytest.fixture(autouse=True)
def permissive_umask() -> Iterator[None]:
    """The usual 022: without care every new file would be readable by everyone."""
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _loose_files(root: Path) -> dict[str, int]:
    return {
        file.relative_to(root).as_posix(): _mode(file)
        for file in root.rglob("*")
        if file.is_file() and _mode(file) & 0o077
    }


def test_a_first_start_makes_a_private_directory_and_private_files(tmp_path: Path):
    data = tmp_path / "data"
    backend = local_backend(data, CLOCK)
    assert _mode(data) == 0o700
    assert _mode(data / "signage.db") == 0o600
    assert _mode(data / "download-url.key") == 0o600
    backend.close()


def test_files_written_later_are_private_too(tmp_path: Path):
    data = tmp_path / "data"
    backend = local_backend(data, CLOCK)
    backend.documents.clients.save(a_client())
    backend.blobs.put("medias/1_a.jpg", [b"x"], content_type="image/jpeg")
    backend.mailer.send("ada@example.com", "Reset", "https://example.com/reset?t=1")
    assert (data / "signage.db-wal").exists()
    assert _mode(data / "signage.db-wal") == 0o600
    assert _mode(data / "outbox") == 0o700
    assert [_mode(mail) for mail in (data / "outbox").iterdir()] == [0o600]
    assert _loose_files(data) == {}
    backend.close()


def test_loose_files_of_an_older_install_are_tightened_on_open(tmp_path: Path):
    data = tmp_path / "data"
    local_backend(data, CLOCK).close()
    data.chmod(0o755)
    for name in ("signage.db", "download-url.key"):
        (data / name).chmod(0o644)
    (data / "signage.db-wal").write_bytes(b"")
    (data / "signage.db-wal").chmod(0o644)
    backend = local_backend(data, CLOCK)
    assert _mode(data) == 0o700
    assert _loose_files(data) == {}
    backend.close()


def test_a_secret_written_for_the_operator_is_private(tmp_path: Path):
    target = tmp_path / "data" / "admin-password.txt"
    write_private(target, "first")
    write_private(target, "second")
    assert target.read_text() == "second\n"
    assert _mode(target) == 0o600
    assert _mode(target.parent) == 0o700
