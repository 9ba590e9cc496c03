"""A writer killed with SIGKILL mid-loop loses none of the writes it had acknowledged."""

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from signage_adapters.local.documents import SqliteDocuments

WRITER = Path(__file__).with_name("durability_writer.py")
KILL_AFTER = 200
MAX_WRITES = 100_000
WATCHDOG_SECONDS = 30


def acknowledged_ids_until_killed(database: Path) -> tuple[list[str], int]:
    child = subprocess.Popen(
        [sys.executable, str(WRITER), str(database), str(MAX_WRITES)],
        stdout=subprocess.PIPE,
        text=True,
    )
    watchdog = threading.Timer(WATCHDOG_SECONDS, child.kill)
    watchdog.start()
    try:
        assert child.stdout is not None
        acknowledged = [child.stdout.readline().strip() for _ in range(KILL_AFTER)]
        os.kill(child.pid, signal.SIGKILL)
        rest, _ = child.communicate()
    finally:
        watchdog.cancel()
    return [*acknowledged, *rest.split()], child.returncode


@pytest.mark.slow
def test_every_acknowledged_write_survives_sigkill(tmp_path):
    database = tmp_path / "signage.db"
    acknowledged, returncode = acknowledged_ids_until_killed(database)
    assert returncode == -signal.SIGKILL
    assert "" not in acknowledged[:KILL_AFTER]
    assert len(acknowledged) < MAX_WRITES  # killed mid-loop
    docs = SqliteDocuments(database)
    stored = {log.id for log in docs.user_logs.list_recent(limit=MAX_WRITES)}
    docs.close()
    assert set(acknowledged) <= stored
