"""HTTP throughput of the dashboard and the media list on the embedded local backend.

A real `signage serve` (uvicorn, one worker) on a seeded data directory, driven by an httpx
client with 32 requests in flight, signed in as a Client. Run: `python -m bench bench_api`.
"""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
from signage_http.wiring.portal import Portal

from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Role
from signage_core.ids import new_id

EMAIL, PASSWORD = "bench@example.com", "bench-pass-1"
REQUESTS, IN_FLIGHT = 2000, 32


def seed(data_dir: Path, medias: int) -> None:
    with Portal.local(data_dir) as portal:
        portal.seed_reference_data()
        docs = portal.backend.documents
        form = {"email": EMAIL, "password": PASSWORD, "name": "Bench", "phone": "555"}
        user = portal.create_account({**form, "role": Role.CLIENT.value})
        now = datetime.now(UTC)
        client = Client(new_id(), "Bench Shop", "Bench", "555", EMAIL, user.id)
        docs.clients.save(replace(client, expire_date=now + timedelta(days=30)))
        kinds = list(AssetType)
        for index in range(medias):
            docs.medias.save(
                Media(new_id(), f"Media {index}", kinds[index % 3], user.id, EMAIL, created_at=now)
            )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(data_dir: Path, port: int) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    code = "from signage_http.cli import main; raise SystemExit(main())"
    args = ["serve", "--port", str(port), "--data-dir", str(data_dir)]
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**env, "PYTHONWARNINGS": "ignore"},
    )


async def sign_in(port: int, email: str = EMAIL, password: str = PASSWORD) -> str:
    """The Cookie header of a signed-in Client session, once the server answers."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        for _ in range(300):
            try:
                await http.get("/api/config")
                break
            except httpx.TransportError:
                await asyncio.sleep(0.1)
        headers = {"X-CSRFToken": http.cookies["csrftoken"]}
        body = {"email": email, "password": password}
        (await http.post("/api/auth/login", json=body, headers=headers)).raise_for_status()
        return "; ".join(f"{name}={value}" for name, value in http.cookies.items())


async def _get(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, request: bytes) -> None:
    """One keep-alive GET on a raw connection (httpx itself costs ~10 ms a request here)."""
    writer.write(request)
    head = await reader.readuntil(b"\r\n\r\n")
    if not head.startswith(b"HTTP/1.1 200"):
        raise RuntimeError(head.decode(errors="replace"))
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    await reader.readexactly(length)


async def _connection(port: int, request: bytes, count: int, latencies: list[float]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        for _ in range(count):
            started = time.perf_counter()
            await _get(reader, writer, request)
            latencies.append((time.perf_counter() - started) * 1000)
    finally:
        writer.close()


async def measure(
    port: int, path: str, cookie: str, requests: int = REQUESTS
) -> tuple[float, float, float]:
    """(requests per second, p50 ms, p99 ms) for `requests` GETs of `path`, IN_FLIGHT
    connections."""
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\n\r\n".encode()
    latencies: list[float] = []
    await _connection(port, request, 50, latencies)  # warm-up
    latencies.clear()
    started = time.perf_counter()
    per_connection = requests // IN_FLIGHT
    await asyncio.gather(
        *(_connection(port, request, per_connection, latencies) for _ in range(IN_FLIGHT))
    )
    elapsed = time.perf_counter() - started
    cuts = statistics.quantiles(latencies, n=100)
    return len(latencies) / elapsed, cuts[49], cuts[98]


def run() -> None:
    print(f"{REQUESTS} GETs, {IN_FLIGHT} in flight, one uvicorn worker, local backend")
    for medias in (5, 100, 500):
        with tempfile.TemporaryDirectory() as tmp:
            data_dir = Path(tmp) / "data"
            seed(data_dir, medias)
            port = _free_port()
            server = serve(data_dir, port)
            try:
                cookie = asyncio.run(sign_in(port))
                for path in ("/api/dashboard", "/api/medias"):
                    rate, p50, p99 = asyncio.run(measure(port, path, cookie))
                    figures = f"{rate:7.0f} req/s  p50 {p50:6.1f} ms  p99 {p99:6.1f} ms"
                    print(f"{path:<16} {medias:>4} medias: {figures}")
            finally:
                server.terminate()
                server.wait(timeout=10)
