"""`signage import` killed at any moment of its writing (SIGKILL, as a power cut would stop
it) leaves the embedded default as it was before or as it is after the import, once the
portal opens again."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import populate, snapshot
from tests.support.crafted_archives import Members, add_file, recrafted

pytestmark = pytest.mark.slow
NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)
CLI = "from signage_http.cli import main; raise SystemExit(main())"
KILL_POINTS = 8
"""Kills spread evenly over the writing (from its staging folder's appearing to the end)."""


def _many_files(members: Members) -> None:
    for number in range(60):
        add_file(f"medias/u/{number}.jpg", bytes([number]) * 64 * 1024)(members)


def _importing(archive: Path, data_dir: Path) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    command = [sys.executable, "-c", CLI, "import", str(archive), "--data-dir", str(data_dir)]
    return subprocess.Popen(command, env={**env, "SIGNAGE_BACKEND": "local"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip


def _writing_starts(process: subprocess.Popen[bytes], files: Path) -> None:
    while process.poll() is None and not any(files.glob(".staged-*")):
        time.sleep(0.002)


def _writing_time(process: subprocess.Popen[bytes], files: Path) -> float:
    _writing_starts(process, files)
    started = time.monotonic()
    assert process.wait(timeout=120) == 0
    return time.monotonic() - started


def _killed_while_writing(process: subprocess.Popen[bytes], files: Path, delay: float) -> bool:
    """Whether the kill stopped the import (rather than finding it ended)."""
    _writing_starts(process, files)
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    return process.wait(timeout=10) == -signal.SIGKILL


def _state(data_dir: Path) -> object:
    with Portal.local(data_dir, ManualClock(NOW)) as portal:
        return snapshot(portal), portal.backend.identity.accounts()


def test_an_import_killed_while_writing_leaves_the_portal_before_or_after(tmp_path: Path):
    with Portal.local(tmp_path / "source", ManualClock(NOW)) as source:
        populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    archive = recrafted(tmp_path / "a.zip", tmp_path / "many.zip", _many_files)
    with Portal.local(tmp_path / "before", ManualClock(NOW)) as prepared:
        prepared.create_account({"name": "Zoe", "phone": "5550190", "email": "zoe@example.com",
                                 "password": "secret1", "role": "Client"})  # fmt: skip
    before = _state(tmp_path / "before")
    shutil.copytree(tmp_path / "before", tmp_path / "after")
    writing = _writing_time(_importing(archive, tmp_path / "after"), tmp_path / "after/files")
    after = _state(tmp_path / "after")
    assert before != after
    killed = 0
    for point in range(KILL_POINTS):
        target = tmp_path / f"killed-{point}"
        shutil.copytree(tmp_path / "before", target)
        delay = writing * point / KILL_POINTS
        killed += _killed_while_writing(_importing(archive, target), target / "files", delay)
        assert _state(target) in (before, after)
    assert killed >= KILL_POINTS // 2  # most kills landed while it wrote
