"""`signage serve` in a subprocess on a free port, its output read until it serves."""

from __future__ import annotations

import os
import socket
import ssl
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path

import httpx

STARTUP_SECONDS = 30


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


IN_THIS_PYTHON = (
    sys.executable,
    "-c",
    "from signage_http.cli import main; raise SystemExit(main())",
)


def serve_portal(
    data_dir: Path,
    *flags: str,
    command: tuple[str, ...] = IN_THIS_PYTHON,
    settings: Mapping[str, str] | None = None,
) -> tuple[subprocess.Popen[str], list[str], int]:
    """Start `signage serve` (`command`: the `signage` program) with these `SIGNAGE_*`
    `settings` only, and read its output until it prints the URL."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    env |= dict(settings or {})
    args = ["serve", "--port", str(port), "--data-dir", str(data_dir), *flags]
    process = subprocess.Popen(
        [*command, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    )
    lines: list[str] = []
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        line = process.stdout.readline() if process.stdout else ""
        if not line:
            break
        lines.append(line.strip())
        if "running at" in line:
            return process, lines, port
    process.kill()
    raise AssertionError(f"signage serve did not start: {lines}")


def get_until_up(url: str, verify: ssl.SSLContext | bool = True) -> httpx.Response:
    """GET `url` once the server listens (`verify`: how to check an https server)."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        try:
            return httpx.get(url, timeout=2, verify=verify)
        except httpx.TransportError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def stop(process: subprocess.Popen[str]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)
