"""The server's CPU per 304 manifest poll: TVs asking with their ETag, nothing changed.

A real `signage serve` (one uvicorn worker, local backend) with one Client whose playlist of
10 stored images plays on K screens, polled by `wrk` (32 connections) with each screen's
device token and its manifest's ETag, so every answer is 304. Two fleets:
- K = 1: the steady 304 path (its heartbeat noted once a minute, written by the server's
  background writer);
- K = 2,000: polls just after a restart, more screens than a run polls, so every poll is its
  screen's first to this server: its manifest is built and its heartbeat noted (the
  screens were last seen two minutes before).
Printed per fleet: the rate, the p99, the server's CPU µs per poll (medians over the rounds,
each on fresh data and a fresh server) and the share of polls that were a screen's first.
The mix of a running fleet (a poll every 30 s, a heartbeat every minute, client pages read
meanwhile) is the fleet bench's.
Run: `python -m bench bench_manifest_poll`; needs `wrk` (`apt-get install -y wrk`).
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
from signage_adapters.local.backend import local_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.composition import portal_from_settings
from signage_http.wiring.portal import Portal
from signage_http.wiring.settings import Settings

from bench.bench_api import EMAIL, PASSWORD, _free_port, serve
from bench.bench_request_path import _cpu_seconds, _parse, wrk_path
from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.entities.users import Role
from signage_core.ids import new_id
from signage_core.rules.screens import new_device_token, secret_digest

FLEETS, ITEMS, ROUNDS, SECONDS, CONNECTIONS = (1, 2000), 10, 3, 4, 32
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489"
    "0000000d4944415478da63f8cfc0f01f0005000201a5b8e1f00000000049454e44ae426082"
)
LUA = """
local polls = {%s}
local i = 0
request = function()
  i = i %% #polls + 1
  local poll = polls[i]
  return wrk.format("GET", "/api/player/manifest",
    {["Authorization"] = "Bearer " .. poll[1], ["If-None-Match"] = poll[2]})
end
"""


def _playlist(portal: Portal) -> tuple[str, str]:
    """A Client with a valid licence and a playlist of ITEMS stored images: (client, playlist)."""
    portal.seed_reference_data()
    form = {"email": EMAIL, "password": PASSWORD, "name": "Bench", "phone": "555"}
    user = portal.create_account({**form, "role": Role.CLIENT.value})
    docs, now = portal.backend.documents, datetime.now(UTC)
    client = Client(new_id(), "Bench Shop", "Bench", "555", EMAIL, user.id)
    docs.clients.save(replace(client, expire_date=now + timedelta(days=30)))
    items = []
    for index in range(ITEMS):
        path = f"medias/{user.id}/{new_id()}.png"
        portal.backend.blobs.put(path, [PNG], content_type="image/png")
        media = Media(new_id(), f"Image {index}", AssetType.IMAGE, user.id, EMAIL, duration=10.0,
                      file_path=path, file_size=len(PNG), created_at=now)  # fmt: skip
        docs.medias.save(media)
        items.append(PlaylistItem(media.id, "", 10.0, len(PNG)))
    playlist = Playlist(new_id(), "Shop", client.id, user.id, tuple(items), created_at=now)
    docs.playlists.save(playlist)
    return client.id, playlist.id


def seed(data_dir: Path, screens: int) -> list[tuple[str, str]]:
    """`screens` screens playing one playlist: (device token, ETag) of each, as a portal with
    the server's settings answers it, seen two minutes ago (so the server records each again
    at its first poll)."""
    settings = Settings(backend="local", data_dir=data_dir, webapp_dir=data_dir / "web")
    clock = ManualClock(datetime.now(UTC) - timedelta(minutes=2))
    portal = portal_from_settings(settings, local_backend(data_dir, clock))
    with portal:
        client_id, playlist_id = _playlist(portal)
        polls = []
        for _ in range(screens):
            screen_id = new_id()
            token = new_device_token(screen_id)
            screen = Screen(screen_id, "TV", client_id, playlist_id, secret_digest(token))
            portal.backend.documents.screens.save(screen)
            version = portal.use_cases.get_manifest()(token).version
            polls.append((token, f'"{version}"'))
        return polls


def _script(polls: list[tuple[str, str]], folder: Path) -> Path:
    """Tokens are URL-safe base64 and a dot, ETags hex in double quotes: no quoting needed."""
    script = folder / "polls.lua"
    script.write_text(LUA % ",".join(f"{{'{token}', '{etag}'}}" for token, etag in polls))
    return script


async def _answers(port: int, polls: list[tuple[str, str]]) -> set[int]:
    """The status of one poll of each of a few screens (all must be 304)."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        for _ in range(300):
            try:
                await http.get("/api/config")
                break
            except httpx.TransportError:
                await asyncio.sleep(0.1)
        found = set()
        for token, etag in polls[:3]:
            headers = {"Authorization": f"Bearer {token}", "If-None-Match": etag}
            found.add((await http.get("/api/player/manifest", headers=headers)).status_code)
        return found


def _wrk(pid: int, port: int, script: Path) -> tuple[float, float, float, float]:
    """(rate, p99 ms, server CPU µs per poll, polls) of SECONDS of wrk."""
    command = [
        wrk_path(),
        "-t1",
        f"-c{CONNECTIONS}",
        f"-d{SECONDS}s",
        "--timeout",
        "10s",
        "--latency",
    ]
    before, started = _cpu_seconds(pid), time.perf_counter()
    report = subprocess.run(
        [*command, "-s", str(script), f"http://127.0.0.1:{port}/api/player/manifest"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    elapsed = time.perf_counter() - started
    rate, p99 = _parse(report)
    return rate, p99, (_cpu_seconds(pid) - before) / (rate * elapsed) * 1e6, rate * elapsed


def _fleet(root: Path, screens: int) -> list[tuple[float, float, float, float]]:
    """ROUNDS runs, each on fresh data and a fresh server (every screen last seen two minutes
    before, so its first poll notes a heartbeat whatever the portal keeps of it)."""
    runs = []
    for round_ in range(ROUNDS):
        data_dir = root / f"data-{screens}-{round_}"
        polls = seed(data_dir, screens)
        script = _script(polls, root)
        port = _free_port()
        server = serve(data_dir, port)
        try:
            assert asyncio.run(_answers(port, polls)) == {304}
            rate, p99, cpu, count = _wrk(server.pid, port, script)
            runs.append((rate, p99, cpu, min(screens, count) / count))
        finally:
            server.terminate()
            server.wait(timeout=10)
    return runs


def run() -> None:
    wrk_path()
    print(f"wrk, {CONNECTIONS} connections, {ROUNDS} rounds of {SECONDS} s; 304 manifest polls")
    print(" screens   polls/s  p99 ms  CPU µs/poll  first-poll share")
    with tempfile.TemporaryDirectory() as tmp:
        for screens in FLEETS:
            runs = _fleet(Path(tmp), screens)
            rate, p99, cpu, share = (statistics.median(run[i] for run in runs) for i in range(4))
            print(f" {screens:>7} {rate:>9.0f} {p99:>7.1f} {cpu:>12.0f} {share:>16.2f}")
