"""`signage serve` in a child process with the current environment (the Firebase settings)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import httpx
from signage_http.wiring.settings import Settings
from tests.support.emulator_setup import free_port
from tests.support.portal import _stop as stop

STARTUP_SECONDS = 60
RUN_CLI = "from signage_http.cli import main; raise SystemExit(main())"


def serve_until_running(settings: Settings) -> tuple[subprocess.Popen[str], list[str]]:
    """Start it on `settings.port` and return once it prints its URL, with what it printed."""
    command = [sys.executable, "-c", RUN_CLI, "serve", "--port", str(settings.port)]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=dict(os.environ)
    )
    lines: list[str] = []
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline and process.stdout:
        lines.append(process.stdout.readline().strip())
        if "running at" in lines[-1]:
            return process, lines
        if process.poll() is not None:
            break
    stop(process)
    raise AssertionError(f"signage serve did not start on firebase: {lines}")


def signed_in_packages(settings: Settings, password: str) -> list[dict[str, object]]:
    """Sign in as the first Admin (waiting for the server to answer) and list the packages."""
    with httpx.Client(base_url=settings.base_url, timeout=10) as http:
        _until_up(http)
        headers = {"X-CSRFToken": http.cookies["csrftoken"]}
        body = {"email": settings.admin_email, "password": password}
        assert http.post("/api/auth/login", json=body, headers=headers).status_code == 200
        packages: list[dict[str, object]] = http.get("/api/packages").json()
        return packages


def _until_up(http: httpx.Client) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        try:
            http.get("/api/config").raise_for_status()
            return
        except httpx.TransportError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def with_free_port(settings: Settings) -> Settings:
    return settings.with_overrides(port=free_port())
