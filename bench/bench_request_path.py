"""The request path of the portal's read routes against a bare Litestar app, side by side.

A real `signage serve` (one uvicorn worker, local backend: SQLite and files) with 50 medias of a
signed-in Client, and in the same run a bare Litestar app served the same way
(`signage_http.commands.serving`) answering the same paths with the same bodies
(bench/bare_litestar.py). The load is `wrk`, 32 keep-alive connections on one thread; the two
servers take turns, route by route, for several rounds. Printed per route: both rates, the median
of the per-round ratios, the portal's p99, and how busy the load generator was next to the server
(it must not be the bottleneck). Run: `python -m bench bench_request_path`; needs `wrk` (`apt-get
install -y wrk`).
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from bench.bench_api import _free_port, seed, serve, sign_in
from bench.bench_startup import answers

ROUTES = ("/api/medias?limit=50", "/api/auth/me", "/api/dashboard", "/api/config")
"""The media list asks for all 50 in one answer, should lists be paged."""
MEDIAS, ROUNDS, SECONDS, CONNECTIONS = 50, 5, 3, 32
ROOT = Path(__file__).resolve().parent.parent
_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


@dataclass(frozen=True)
class Load:
    rate: float
    p99_ms: float
    loader_busy: float
    server_busy: float

    @property
    def cpu_us(self) -> float:
        """The server's CPU time per answered request (steady whatever else the machine runs,
        unlike the rate, which follows the CPU share the server gets)."""
        return self.server_busy / self.rate * 1e6


def wrk_path() -> str:
    found = shutil.which("wrk")
    if found is None:
        raise SystemExit("bench_request_path needs wrk: apt-get install -y wrk")
    return found


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _milliseconds(text: str) -> float:
    number = text.rstrip("usm")
    return float(number) * _UNITS[text[len(number) :]]


def _parse(report: str) -> tuple[float, float]:
    if "Non-2xx" in report or "Socket errors" in report:
        raise RuntimeError(f"wrk saw failures:\n{report}")
    lines = [line.split() for line in report.splitlines()]
    rate = next(float(words[1]) for words in lines if words[:1] == ["Requests/sec:"])
    p99 = next(_milliseconds(words[1]) for words in lines if words[:1] == ["99%"])
    return rate, p99


def _children_cpu() -> float:
    """CPU seconds of the children waited for so far (the servers are never among them)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(server_pid: int, url: str, cookie: str, seconds: int = SECONDS) -> Load:
    """`seconds` of wrk on `url`: its rate and p99, and the CPU share wrk and the server used."""
    command = [wrk_path(), "-t1", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency"]
    before = (_cpu_seconds(server_pid), _children_cpu(), time.perf_counter())
    report = subprocess.run(
        [*command, "-H", f"Cookie: {cookie}", url], capture_output=True, text=True, check=True
    ).stdout
    elapsed = time.perf_counter() - before[2]
    server_busy = (_cpu_seconds(server_pid) - before[0]) / elapsed
    rate, p99 = _parse(report)
    return Load(rate, p99, (_children_cpu() - before[1]) / elapsed, server_busy)


async def _bodies(port: int, cookie: str) -> dict[str, object]:
    """What the portal answers each route with (the bare app answers the same)."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
        found = {}
        for path in ROUTES:
            response = await http.get(path, headers={"Cookie": cookie})
            response.raise_for_status()
            found[path.split("?")[0]] = response.json()
        return found


def _start_bare(bodies_file: Path, port: int) -> subprocess.Popen[bytes]:
    args = [sys.executable, "-m", "bench.bare_litestar", str(port), str(bodies_file)]
    server = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not answers(port):
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("the bare Litestar app did not start")
        time.sleep(0.05)
    return server


def _rounds(servers: dict[str, tuple[int, int]], cookie: str) -> dict[tuple[str, str], list[Load]]:
    """Each route on each server once per round, the servers taking turns (order alternating)."""
    loads: dict[tuple[str, str], list[Load]] = {}
    names = list(servers)
    for path in ROUTES:  # warm-up
        for pid, port in servers.values():
            measure(pid, f"http://127.0.0.1:{port}{path}", cookie, seconds=1)
    for round_ in range(ROUNDS):
        for path in ROUTES:
            for name in names if round_ % 2 == 0 else reversed(names):
                pid, port = servers[name]
                load = measure(pid, f"http://127.0.0.1:{port}{path}", cookie)
                loads.setdefault((name, path), []).append(load)
    return loads


def _line(path: str, bare: list[Load], portal: list[Load]) -> str:
    pairs = list(zip(bare, portal, strict=True))
    ratio = statistics.median(p.rate / b.rate for b, p in pairs)
    cpu_ratio = statistics.median(b.cpu_us / p.cpu_us for b, p in pairs)
    p99 = statistics.median(p.p99_ms for p in portal)
    return (
        f"{path:<20} {statistics.median(b.rate for b in bare):>6.0f}"
        f" {statistics.median(p.rate for p in portal):>6.0f} {ratio:>5.2f}"
        f" {statistics.median(b.p99_ms for b in bare):>6.1f} {p99:>6.1f}"
        f" {statistics.median(b.cpu_us for b in bare):>6.0f}"
        f" {statistics.median(p.cpu_us for p in portal):>6.0f} {cpu_ratio:>5.2f}"
        f"  {max(p.loader_busy for p in portal):>4.0%}"
        f" {statistics.median(p.server_busy for p in portal):>4.0%}"
    )


def _report(loads: dict[tuple[str, str], list[Load]]) -> None:
    print(" " * 20 + "req/s: bare portal ratio | p99 ms: bare portal |", end="")
    print(" CPU µs/request: bare portal ratio | busy: wrk portal")
    for path in ROUTES:
        print(_line(path, loads[("bare", path)], loads[("portal", path)]))


def run() -> None:
    wrk_path()
    print(f"wrk, {CONNECTIONS} connections, {ROUNDS} rounds of {SECONDS} s per route and server")
    with tempfile.TemporaryDirectory() as tmp:
        data_dir, bodies_file = Path(tmp) / "data", Path(tmp) / "bodies.json"
        seed(data_dir, MEDIAS)
        portal_port, bare_port = _free_port(), _free_port()
        portal = serve(data_dir, portal_port)
        bare = None
        try:
            cookie = asyncio.run(sign_in(portal_port))
            bodies_file.write_text(json.dumps(asyncio.run(_bodies(portal_port, cookie))))
            bare = _start_bare(bodies_file, bare_port)
            servers = {"portal": (portal.pid, portal_port), "bare": (bare.pid, bare_port)}
            _report(_rounds(servers, cookie))
        finally:
            for server in (portal, bare):
                if server is not None:
                    server.terminate()
                    server.wait(timeout=10)
