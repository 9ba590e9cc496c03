"""The benches' server: `signage serve` on a data directory, with the poll interval of the
bench's environment (its other `SIGNAGE_*` settings left out), and every process it runs."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType

from bench.bench_logins import _memory_kib
from bench.bench_startup import answers

KEPT = ("SIGNAGE_PLAYER_POLL_SECONDS",)


class FleetServer:
    def __init__(self, data_dir: Path, port: int) -> None:
        self.port, self.log = port, data_dir.parent / "server.log"
        env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_") or k in KEPT}
        code = "from signage_http.cli import main; raise SystemExit(main())"
        args = ["serve", "--port", str(port), "--data-dir", str(data_dir)]
        self.process = subprocess.Popen(
            [sys.executable, "-c", code, *args],
            stdout=subprocess.DEVNULL,
            stderr=self.log.open("wb"),
            env={**env, "PYTHONWARNINGS": "ignore"},
        )
        deadline = time.monotonic() + 60
        while not answers(port):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("signage serve did not start")
            time.sleep(0.05)

    def pids(self) -> list[int]:
        """The server's process and its children (uvicorn's workers, when there are some)."""
        found = [self.process.pid]
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            if parent == self.process.pid:
                found.append(int(stat.parent.name))
        return found

    def peak_rss_mib(self) -> float:
        """The sum of every process's peak resident memory (VmHWM) so far."""
        return sum(_memory_kib(pid, "VmHWM") for pid in self.pids()) / 1024

    def __enter__(self) -> FleetServer:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self.process.poll() is not None:
            print(f"the server stopped ({self.process.returncode}):")
            print(self.log.read_text(errors="replace")[-3000:])
        self.process.terminate()
        self.process.wait(timeout=20)
