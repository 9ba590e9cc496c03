"""How long a change takes to reach the TVs, on the embedded default (issue 27).

A real `signage serve` (SQLite and files, the poll interval its default unless
SIGNAGE_PLAYER_POLL_SECONDS is set) with one Client and PLAYERS paired screens playing one
playlist. PLAYERS simulated players poll GET /api/player/manifest as the web player does: with
their ETag, each on a new connection, the next poll when the answer's X-Poll-Interval says,
each starting at a random moment within the first interval (random phase). Once every player
has its ETag, the Client changes the playlist's banner through the API (PUT
/api/playlists/{id}); each player's delay is from the moment the change was sent until its
first answer with a new ETag. ROUNDS changes, one after the other. Goal: p95 <= 10 s.
Run: `python -m bench bench_change_reach`.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from bench.bench_api import _free_port, sign_in
from bench.fleet_load import MANIFEST, exchange
from bench.fleet_seed import seed_fleet
from bench.fleet_server import FleetServer

PLAYERS, ROUNDS, GOAL_SECONDS = 200, 3, 10.0


class Players:
    """The players' last ETags, the interval the server gave, and when each saw a change."""

    def __init__(self, port: int, tokens: list[str]) -> None:
        self.port, self.tokens = port, tokens
        self.etags: dict[str, str] = {}
        self.interval = 0.0
        self.changed_at = 0.0
        self.seen: dict[str, float] = {}

    async def _poll(self, token: str) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        etag = self.etags.get(token)
        request = (
            f"GET {MANIFEST} HTTP/1.1\r\nHost: tv\r\nAuthorization: Bearer {token}\r\n"
            + (f"If-None-Match: {etag}\r\n" if etag else "")
            + "Connection: close\r\n\r\n"
        ).encode()
        try:
            status, headers = await exchange(reader, writer, request)
        finally:
            writer.close()
        self.interval = float(headers[b"x-poll-interval"])
        if status == 200:
            self.etags[token] = headers[b"etag"].decode()
            if etag and self.changed_at and token not in self.seen:
                self.seen[token] = time.time() - self.changed_at

    async def play(self, token: str) -> None:
        await asyncio.sleep(random.uniform(0, self.interval))
        while True:
            await self._poll(token)
            await asyncio.sleep(self.interval)


async def _change(port: int, cookie: str, banner: str) -> None:
    csrf = cookie.split("csrftoken=")[1].split(";")[0]
    headers = {"Cookie": cookie, "X-CSRFToken": csrf}
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", headers=headers) as http:
        playlist = (await http.get("/api/playlists")).json()["items"][0]
        body = {
            "playlistName": playlist["playlistName"],
            "mediaIds": [item["mediaId"] for item in playlist["playlistMedias"]],
            "showBanner": True,
            "bannerText": banner,
        }
        (await http.put(f"/api/playlists/{playlist['id']}", json=body)).raise_for_status()


async def _rounds(port: int, cookie: str, tokens: list[str]) -> tuple[float, list[float]]:
    players = Players(port, tokens)
    await players._poll(tokens[0])  # the interval the server gives
    tasks = [asyncio.create_task(players.play(token)) for token in tokens]
    delays: list[float] = []
    for round_ in range(ROUNDS):
        while len(players.etags) < len(tokens):
            await asyncio.sleep(0.5)
        await asyncio.sleep(players.interval)  # the last change's stragglers are in
        players.seen, players.changed_at = {}, time.time()
        await _change(port, cookie, f"Change {round_}")
        deadline = time.time() + 3 * players.interval
        while len(players.seen) < len(tokens) and time.time() < deadline:
            await asyncio.sleep(0.2)
        delays += [players.seen.get(token, float("inf")) for token in tokens]
    for task in tasks:
        task.cancel()
    return players.interval, delays


def run() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-reach-") as tmp:
        fleet = seed_fleet(Path(tmp) / "data", 1, PLAYERS, 0)
        with FleetServer(Path(tmp) / "data", _free_port()) as server:
            cookie = asyncio.run(sign_in(server.port))
            interval, delays = asyncio.run(_rounds(server.port, cookie, fleet.tokens))
    cuts = statistics.quantiles(delays, n=100)
    print(f"{PLAYERS} players polling every {interval:.0f} s (X-Poll-Interval), random phase; "
          f"{ROUNDS} playlist changes, {len(delays)} deliveries")  # fmt: skip
    print(f"time to the new ETag: p50 {cuts[49]:.2f} s, p95 {cuts[94]:.2f} s, "
          f"max {max(delays):.2f} s (goal: p95 <= {GOAL_SECONDS:.0f} s)")  # fmt: skip
