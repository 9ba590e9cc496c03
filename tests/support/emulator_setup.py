"""What the emulators need before they start: the Node tools installed, free loopback ports,
and a way to tell that an HTTP emulator answers."""

from __future__ import annotations

import shutil
import socket
import subprocess
from importlib.util import find_spec
from pathlib import Path

import httpx
import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools" / "emulators"
NPM_CI = ("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund")


def install_emulators() -> None:
    """Fails with one line when an emulator cannot be had; installs the Node ones."""
    if find_spec("gcp_storage_emulator") is None:
        pytest.fail(
            "gcp-storage-emulator is missing: pip install -e '.[test,firebase]'", pytrace=False
        )
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.fail("The Firebase emulators need Node 20 and npm: not found on PATH", pytrace=False)
    install_node_tools()


def install_node_tools() -> None:
    """`npm ci` in tools/emulators unless its node_modules match the lockfile already."""
    installed = TOOLS / "node_modules" / ".package-lock.json"
    if (
        installed.exists()
        and installed.stat().st_mtime >= (TOOLS / "package-lock.json").stat().st_mtime
    ):
        return
    done = subprocess.run(NPM_CI, cwd=TOOLS, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
        pytest.fail(f"npm ci in {TOOLS} failed: {last}", pytrace=False)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def answers(url: str) -> bool | None:
    try:
        httpx.get(url, timeout=1.0)
    except httpx.TransportError:
        return None
    return True
