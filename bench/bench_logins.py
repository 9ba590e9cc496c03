"""Peak memory of the server under 8 concurrent logins (argon2 hashing), local backend.

Prints the server's resident memory once started and signed in once (the baseline, same run)
and its peak (VmHWM) after 8 logins at once. Goal: peak <= 150 MiB.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from signage_http.wiring.portal import Portal

from bench.bench_api import _free_port, serve, sign_in

EMAIL, PASSWORD, LOGINS = "login-bench@example.com", "bench-pass-1", 8


def _seed(data_dir: Path) -> None:
    with Portal.local(data_dir) as portal:
        portal.seed_reference_data()
        form = {"email": EMAIL, "password": PASSWORD, "name": "Bench", "phone": "555"}
        portal.create_account({**form, "role": "Client"})


def _memory_kib(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    raise RuntimeError(f"no {field} for {pid}")


async def _logins(port: int, count: int) -> None:
    await asyncio.gather(*(sign_in(port, EMAIL, PASSWORD) for _ in range(count)))


def run() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp) / "data"
        _seed(data_dir)
        port = _free_port()
        server = serve(data_dir, port)
        try:
            asyncio.run(_logins(port, 1))
            baseline = _memory_kib(server.pid, "VmRSS") / 1024
            asyncio.run(_logins(port, LOGINS))
            peak = _memory_kib(server.pid, "VmHWM") / 1024
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"RSS after one login {baseline:6.1f} MiB; peak with {LOGINS} logins at once "
          f"{peak:6.1f} MiB (+{peak - baseline:.1f} MiB; goal: peak <= 150 MiB)")  # fmt: skip
