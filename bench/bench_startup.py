"""Start-up of `signage serve` until it answers GET /api/config, local backend.

Cold: a fresh data directory (the first start seeds the reference data and creates the first
Admin). Restart: the same directory again. Baseline, in the same run: a bare Litestar app under
uvicorn answering one route, the floor any Litestar portal starts from. Goal: cold <= 1.5 s.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.bench_api import _free_port

ROUNDS = 5
BARE_APP = """
import sys, uvicorn
from litestar import Litestar, get
@get("/api/config", sync_to_thread=False)
def config() -> dict[str, str]:
    return {"backend": "bare"}
uvicorn.run(Litestar([config]), host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
"""
PORTAL = "from signage_http.cli import main; raise SystemExit(main())"


def answers(port: int) -> bool:
    """Whether GET /api/config on `port` gets a 200 now."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as conn:
            conn.sendall(b"GET /api/config HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n")
            return conn.recv(12).startswith(b"HTTP/1.1 200")
    except OSError:
        return False


def _time_to_ready(args: list[str], port: int) -> float:
    """Seconds from spawning `python args` until it answers on `port`; then stops it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    started = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
    )
    try:
        while not answers(port):
            if server.poll() is not None or time.perf_counter() - started > 60:
                raise RuntimeError(f"the server did not start: {args}")
            time.sleep(0.005)
        return time.perf_counter() - started
    finally:
        server.terminate()
        server.wait(timeout=10)


def _portal(data_dir: Path, port: int) -> list[str]:
    return ["-c", PORTAL, "serve", "--port", str(port), "--data-dir", str(data_dir)]


def _rounds(tmp: Path) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"bare Litestar app": [], "cold start": [], "restart": []}
    for round_ in range(ROUNDS):
        port, data_dir = _free_port(), tmp / f"data-{round_}"
        times["bare Litestar app"].append(_time_to_ready(["-c", BARE_APP, str(port)], port))
        times["cold start"].append(_time_to_ready(_portal(data_dir, port), port))
        times["restart"].append(_time_to_ready(_portal(data_dir, port), port))
    return times


def run() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        times = _rounds(Path(tmp))
    bare = statistics.median(times["bare Litestar app"])
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:18} median {median:5.2f} s  (min {min(values):5.2f}, "
              f"max {max(values):5.2f}; {median / bare:4.2f}x the bare app)")  # fmt: skip
    print(f"{ROUNDS} rounds; goal: cold start <= 1.5 s")
