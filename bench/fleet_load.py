"""The fleet bench's open-loop load generators, each run in a process of its own (uvloop, raw
HTTP/1.1), each writing one record per request as JSON lines:
`[scheduled wall time, lag ms (sent after schedule), latency ms, status, set-cookie?]`.

tvs: every TV polls GET /api/player/manifest with its Bearer token and the ETag it last
got, every `period` seconds, the K TVs spread evenly over the period (K / period polls a
second), each poll on a new connection (a TV polling every 30 s finds its connection closed:
uvicorn keeps an idle one 5 s), starting from the ETags `prime` found. Run: `python -m
bench.fleet_load prime PORT TOKENS ETAGS_OUT`, then `python -m bench.fleet_load tvs PORT
TOKENS ETAGS PERIOD SECONDS OUT`.

paced: the signed-in Client's routes (media list and dashboard in turn) at a fixed `rate` a
second over keep-alive connections, open loop (a request is sent on time whether or not the
previous answered). Run: `python -m bench.fleet_load paced PORT COOKIE RATE SECONDS OUT`.
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time
from pathlib import Path

import uvloop

MANIFEST = "/api/player/manifest"
CLIENT_PATHS = ("/api/medias?limit=50", "/api/dashboard")
Record = list[float]
MAX_IN_FLIGHT = 2000
"""Requests unanswered at once, at most: beyond, the server is overwhelmed (and file
descriptors would run out)."""


async def exchange(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, request: bytes
) -> tuple[int, dict[bytes, bytes]]:
    """One request on a connection: the answer's status and headers (lower-case names);
    a repeated header's values are joined by b', '."""
    writer.write(request)
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    headers: dict[bytes, bytes] = {}
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        if name:
            key = name.strip().lower()
            headers[key] = b", ".join(filter(None, (headers.get(key), value.strip())))
    await reader.readexactly(int(headers.get(b"content-length", b"0")))
    return int(lines[0].split()[1]), headers


async def _poll(port: int, token: str, etags: dict[str, str], due: float, out: list[Record]):
    sent = time.time()
    etag = etags.get(token)
    request = (
        f"GET {MANIFEST} HTTP/1.1\r\nHost: tv\r\nAuthorization: Bearer {token}\r\n"
        + (f"If-None-Match: {etag}\r\n" if etag else "")
        + "Connection: close\r\n\r\n"
    ).encode()
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            status, headers = await exchange(reader, writer, request)
        finally:
            writer.close()
    except (OSError, asyncio.IncompleteReadError):
        status, headers = 0, {}  # refused or reset: a failure, recorded as status 0
    if b"etag" in headers:
        etags[token] = headers[b"etag"].decode()
    cookie = float(b"set-cookie" in headers)
    out.append([due, (sent - due) * 1000, (time.time() - sent) * 1000, status, cookie])


async def _schedule(due_times, fire, out: list[Record]) -> None:  # type: ignore[no-untyped-def]
    """Calls `fire(index, due)` at each due wall time, never waiting for an answer; with
    MAX_IN_FLIGHT requests unanswered, records the request as not sent (status -1)."""
    tasks: set[asyncio.Task[None]] = set()
    for index, due in enumerate(due_times):
        if (wait := due - time.time()) > 0:
            await asyncio.sleep(wait)
        if len(tasks) >= MAX_IN_FLIGHT:
            out.append([due, 0.0, float("nan"), -1, 0.0])
            continue
        task = asyncio.ensure_future(fire(index, due))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    while tasks:
        await asyncio.sleep(0.05)


async def tvs(
    port: int, tokens: list[str], period: float, seconds: float, etags: dict[str, str]
) -> list[Record]:
    out: list[Record] = []
    start, step = time.time() + 0.2, period / len(tokens)
    count = int(seconds / step)

    async def fire(index: int, due: float) -> None:
        await _poll(port, tokens[index % len(tokens)], etags, due, out)

    await _schedule((start + n * step for n in range(count)), fire, out)
    return out


async def prime(port: int, tokens: list[str], connections: int = 16) -> dict[str, str]:
    """Every TV's first poll, as fast as the server answers on `connections` keep-alive
    connections (a fleet already running): each TV's ETag, and its manifest kept by the
    server."""
    etags: dict[str, str] = {}
    queue = list(reversed(tokens))

    async def worker() -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        while queue:
            token = queue.pop()
            request = f"GET {MANIFEST} HTTP/1.1\r\nAuthorization: Bearer {token}\r\n\r\n"
            _, headers = await exchange(reader, writer, request.encode())
            etags[token] = headers[b"etag"].decode()
        writer.close()

    await asyncio.gather(*(worker() for _ in range(connections)))
    return etags


async def paced(port: int, cookie: str, rate: float, seconds: float) -> list[Record]:
    out: list[Record] = []
    idle: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
    requests = [
        f"GET {path} HTTP/1.1\r\nHost: client\r\nCookie: {cookie}\r\n\r\n".encode()
        for path in CLIENT_PATHS
    ]

    async def fire(index: int, due: float) -> None:
        sent = time.time()
        try:
            connection = idle.pop() if idle else await asyncio.open_connection("127.0.0.1", port)
            status, headers = await exchange(*connection, requests[index % len(requests)])
            idle.append(connection)
        except (OSError, asyncio.IncompleteReadError):
            status, headers = 0, {}
        latency = (time.time() - sent) * 1000
        out.append([due, (sent - due) * 1000, latency, status, float(b"set-cookie" in headers)])

    start = time.time() + 0.2
    await _schedule((start + n / rate for n in range(int(seconds * rate))), fire, out)
    for _, writer in idle:
        writer.close()
    return out


def raise_open_files() -> None:
    """As many open files as the system allows (a connection is one)."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def main() -> None:
    raise_open_files()
    kind, port, args = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    if kind == "prime":
        tokens = Path(args[0]).read_text().split()
        etags = uvloop.run(prime(port, tokens))
        Path(args[-1]).write_text(json.dumps(etags))
        return
    if kind == "tvs":
        tokens = Path(args[0]).read_text().split()
        etags = json.loads(Path(args[1]).read_text())
        work = tvs(port, tokens, float(args[2]), float(args[3]), etags)
    else:
        work = paced(port, args[0], float(args[1]), float(args[2]))
    records = uvloop.run(work)
    Path(args[-1]).write_text("\n".join(json.dumps(record) for record in records))


if __name__ == "__main__":
    main()
