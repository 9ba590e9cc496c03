"""A fleet of TVs polling one embedded server while a signed-in Client works (issue 27).

A real `signage serve` (the embedded default: SQLite and files) seeded with CLIENTS Clients and
K paired screens (`fleet_seed`), each TV polling GET /api/player/manifest with its Bearer token
and its last ETag every PERIOD seconds, K / PERIOD polls a second spread evenly, a new
connection each (`fleet_load tvs`). The Client's routes (media list and dashboard in turn) are
driven by wrk (32 connections, as fast as they go) or at a fixed PACED_RATE (`fleet_load
paced`, open loop). Phases, in one run:
  prime: every TV's first poll, as fast as the server answers (a fleet already running:
      each TV has its ETag, the server its kept manifest and noted heartbeat);
  (a) client routes as fast as they go, no TVs (the baseline);
  (c) client routes at PACED_RATE with the TVs: goal client p99 <= 50 ms, manifest p99
      <= 100 ms;
  (b) client routes as fast as they go with the TVs: goal >= 0.8 of (a) (last: a server
      saturated by the client falls behind the TVs, and its backlog would spill into (c));
and all through, the server's peak RSS (VmHWM, summed over its processes): goal <= 300 MiB.
Then: no manifest answer carried Set-Cookie, and polls with unknown, wrong and revoked tokens
change nothing in the SQLite file (`PRAGMA data_version` of a connection of the bench's own,
and the files' sizes and times). Run: `python -m bench bench_fleet`; needs wrk.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from signage_http.wiring.heartbeat_writer import WRITE_EVERY

from bench.bench_api import _free_port, sign_in
from bench.bench_request_path import ROOT, _cpu_seconds, _milliseconds, wrk_path
from bench.fleet_load import MANIFEST, Record, exchange, raise_open_files
from bench.fleet_report import Phase, print_report
from bench.fleet_seed import Fleet, seed_fleet
from bench.fleet_server import FleetServer

K, CLIENTS, MEDIAS, PERIOD = 10_000, 50, 50, 30.0
BASELINE_SECONDS, FAST_SECONDS, PACED_SECONDS, PACED_RATE = 20, 60, 60, 500
SETTLE_SECONDS = 10
WRK_SCRIPT = """
local paths = {"/api/medias?limit=50", "/api/dashboard"}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[n % 2 + 1])
end
"""


def _wrk(port: int, cookie: str, seconds: int, script: Path) -> tuple[float, float]:
    """wrk's rate and p99 (ms); its socket errors and non-2xx answers, if any, printed."""
    command = [wrk_path(), "-t1", "-c32", f"-d{seconds}s", "--latency", "-s", str(script)]
    command += ["-H", f"Cookie: {cookie}", f"http://127.0.0.1:{port}/"]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        print(f"wrk failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}")
        return float("nan"), float("nan")
    for line in done.stdout.splitlines():
        if "Socket errors" in line or "Non-2xx" in line:
            print(f"wrk, {seconds} s: {line.strip()}")
    lines = [line.split() for line in done.stdout.splitlines()]
    rate = next(float(words[1]) for words in lines if words[:1] == ["Requests/sec:"])
    return rate, next(_milliseconds(words[1]) for words in lines if words[:1] == ["99%"])


def _load(kind: str, port: int, *args: object) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "bench.fleet_load", kind, str(port), *map(str, args)]
    return subprocess.Popen(command, cwd=ROOT)


def _records(path: Path) -> list[Record]:
    return [json.loads(line) for line in path.read_text().splitlines() if line]


def _between(records: list[Record], start: float, end: float) -> list[Record]:
    return [record for record in records if start <= record[0] < end]


class _CpuMeter:
    """The server's share of one core since the last look (all its processes)."""

    def __init__(self, server: FleetServer) -> None:
        self.server = server
        self.mark = (self._cpu(), time.time())

    def _cpu(self) -> float:
        return sum(_cpu_seconds(pid) for pid in self.server.pids())

    def share(self) -> float:
        now = (self._cpu(), time.time())
        used = (now[0] - self.mark[0]) / (now[1] - self.mark[1])
        self.mark = now
        return used


def _database_state(dbs: list[sqlite3.Connection], data_dir: Path) -> tuple[object, ...]:
    """Every SQLite file's `data_version` (as seen by a connection of the bench's own, it
    moves with every commit of another) and every file's size and time."""
    versions = tuple(db.execute("PRAGMA data_version").fetchone()[0] for db in dbs)
    files = sorted(path for path in data_dir.glob("signage*") if path.is_file())
    return (versions, *((f.name, f.stat().st_size, f.stat().st_mtime_ns) for f in files))


async def _stranger_polls(port: int, tokens: list[str]) -> list[int]:
    statuses = []
    for token in tokens:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        request = f"GET {MANIFEST} HTTP/1.1\r\nAuthorization: Bearer {token}\r\n\r\n".encode()
        statuses.append((await exchange(reader, writer, request))[0])
        writer.close()
    return statuses


def _strangers_write_nothing(port: int, cookie: str, data_dir: Path, fleet: Fleet) -> str:
    """Revokes one of the Client's screens through the API, then polls with 100 unknown
    tokens, 50 wrong secrets of real screens and 50 times the revoked token."""
    revoked = next(t for t in fleet.tokens if t.startswith(fleet.bench_client_screens[0] + "."))
    csrf = cookie.split("csrftoken=")[1].split(";")[0]
    answer = httpx.delete(
        f"http://127.0.0.1:{port}/api/screens/{fleet.bench_client_screens[0]}",
        headers={"Cookie": cookie, "X-CSRFToken": csrf},
    )
    answer.raise_for_status()
    strangers = [f"{secrets.token_hex(10)}.{secrets.token_urlsafe(32)}" for _ in range(100)]
    strangers += [f"{t.split('.')[0]}.{secrets.token_urlsafe(32)}" for t in fleet.tokens[-50:]]
    strangers += [revoked] * 50
    time.sleep(WRITE_EVERY + 1)  # the TVs' last sightings written by the heartbeat writer
    with contextlib.ExitStack() as stack:
        files = sorted(data_dir.glob("signage*.db"))
        dbs = [stack.enter_context(contextlib.closing(sqlite3.connect(f))) for f in files]
        before = _database_state(dbs, data_dir)
        statuses = asyncio.run(_stranger_polls(port, strangers))
        time.sleep(WRITE_EVERY + 1)  # a sighting they noted would be written by now
        after = _database_state(dbs, data_dir)
    verdict = "nothing written" if before == after else f"WRITTEN: {before} -> {after}"
    names = ", ".join(f.name for f in files)
    return f"{len(strangers)} polls ({names} watched), answers {sorted(set(statuses))}: {verdict}"


def run() -> None:
    wrk_path()
    raise_open_files()  # the server inherits it
    print(f"K={K} TVs over {CLIENTS} clients, one poll each every {PERIOD:.0f} s "
          f"({K / PERIOD:.0f}/s); load average {os.getloadavg()[0]:.1f}")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="bench-fleet-") as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        fleet = seed_fleet(root / "data", CLIENTS, K, MEDIAS)
        print(f"seeded in {time.perf_counter() - started:.1f} s")
        (root / "tokens").write_text("\n".join(fleet.tokens))
        script = root / "alternate.lua"
        script.write_text(WRK_SCRIPT)
        with FleetServer(root / "data", _free_port()) as server:
            cookie = asyncio.run(sign_in(server.port))
            _wrk(server.port, cookie, 2, script)  # warm-up
            phases = _phases(server, cookie, root, script)
            rss = server.peak_rss_mib()
            strangers = _strangers_write_nothing(server.port, cookie, root / "data", fleet)
        print_report(phases, rss, strangers)
    print(f"load average at the end {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")


def _prime(port: int, root: Path) -> Phase:
    """The fleet running before the phases: every TV's first poll (its manifest built and
    kept, its heartbeat noted), as fast as the server answers 16 connections."""
    started = time.time()
    _load("prime", port, root / "tokens", root / "etags.json").wait()
    seconds = time.time() - started
    print(f"prime: {K} first polls in {seconds:.1f} s ({K / seconds:.0f}/s)")
    return Phase(f"prime: {K} first polls, {K / seconds:.0f}/s", 0.0)


def _phases(server: FleetServer, cookie: str, root: Path, script: Path) -> list[Phase]:
    port = server.port
    prime = _prime(port, root)
    cpu = _CpuMeter(server)
    rate, p99 = _wrk(port, cookie, BASELINE_SECONDS, script)
    baseline = Phase("(a) client as fast as it goes, no TVs", cpu.share(), rate, p99)
    seconds = SETTLE_SECONDS + FAST_SECONDS + PACED_SECONDS + 2
    tvs = _load("tvs", port, root / "tokens", root / "etags.json", PERIOD, seconds,
                root / "tvs.jsonl")  # fmt: skip
    try:  # (c) before (b): a saturated server's backlog of polls must not spill into (c)
        time.sleep(SETTLE_SECONDS)
        settle_cpu, c_start = cpu.share(), time.time()
        _load("paced", port, cookie, PACED_RATE, PACED_SECONDS, root / "paced.jsonl").wait()
        c_cpu, c_end = cpu.share(), time.time()
        rate, p99 = _wrk(port, cookie, FAST_SECONDS, script)
        b_cpu, b_end = cpu.share(), time.time()
        tvs.wait()
    finally:
        tvs.terminate()
    polls = _records(root / "tvs.jsonl")
    return [
        baseline,
        prime,
        Phase("TVs alone, settling", settle_cpu, polls=_between(polls, 0, c_start)),
        Phase("(b) client as fast as it goes, K TVs", b_cpu, rate, p99,
              polls=_between(polls, c_end, b_end)),
        Phase(f"(c) client paced at {PACED_RATE}/s, K TVs", c_cpu,
              client=_records(root / "paced.jsonl"), polls=_between(polls, c_start, c_end)),
    ]  # fmt: skip
