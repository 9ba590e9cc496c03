"""The dashboard's rate at 10 medias and at 10,000, side by side in one run, per backend.

memory, sqlite: the GetDashboard use case on `Portal.memory()` and `Portal.local(dir)`,
called in a loop (no HTTP), every count read from the store (remembered reads off:
bench.cold_reads).
local: a real `signage serve` per library on a seeded data directory (SQLite and files),
driven over HTTP as in bench_api (32 keep-alive connections, raw HTTP/1.1, 640 GETs a
measurement), as deployed: repeated views are answered from the remembered counts.
The libraries are measured back to back in each round (the machine is shared); a library's
rate and its ratio to the 10-media library are medians over the rounds. Goal: the dashboard at
10,000 medias answers at >= 0.8 of its rate at 10. Run: `python -m bench bench_dashboard`.
"""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from signage_http.wiring.portal import Portal

from bench.bench_api import EMAIL, PASSWORD, _free_port, measure, serve, sign_in
from bench.cold_reads import read_every_time
from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Role
from signage_core.ids import new_id

Batch = Callable[[], contextlib.AbstractContextManager[object]]
Rate = Callable[[], float]
ROUNDS = 15
MEMORY_SECONDS = 0.2
REQUESTS = 640
"""GETs per local measurement (20 per connection)."""


@dataclass(frozen=True, slots=True)
class Library:
    medias: int
    new_every: int
    """One media in `new_every` was added this month, the others one month apart before."""

    @property
    def label(self) -> str:
        new = -(-self.medias // self.new_every)
        return f"{self.medias:>6} medias, {new:>6} new this month"


SMALL = Library(10, 50)
LIBRARIES = (SMALL, Library(10_000, 50), Library(10_000, 1))
"""10 medias; 10,000 of which 200 are new this month; 10,000 all new this month (a bulk
upload: the most a month's count can hold)."""


def seed(portal: Portal, library: Library, batch: Batch) -> str:
    """A Client with a valid licence and the library's medias of every type, added inside
    `batch()`; returns the Client's user id."""
    portal.seed_reference_data()
    form = {"email": EMAIL, "password": PASSWORD, "name": "Bench", "phone": "555"}
    user = portal.create_account({**form, "role": Role.CLIENT.value})
    docs, now = portal.backend.documents, datetime.now(UTC)
    client = Client(new_id(), "Bench Shop", "Bench", "555", EMAIL, user.id)
    docs.clients.save(replace(client, expire_date=now + timedelta(days=30)))
    kinds = list(AssetType)
    with batch():
        for index in range(library.medias):
            added = now - timedelta(days=31 * (index % library.new_every))
            name, kind = f"Media {index}", kinds[index % len(kinds)]
            docs.medias.save(Media(new_id(), name, kind, user.id, EMAIL, created_at=added))
    return user.id


def _memory_rate(portal: Portal, user_id: str) -> float:
    dashboard, actor = portal.use_cases.get_dashboard(), portal.actor(user_id)
    calls, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < MEMORY_SECONDS:
        dashboard(actor)
        calls += 1
    return calls / elapsed


def _rounds(backend: str, measures: dict[Library, Rate]) -> None:
    """Every library once per round, back to back, each round starting with the next one.
    Printed: each library's median and best rate, the median of its per-round ratios to the
    small library (measured under the same load) and the ratio of the bests (the machine is
    shared, and load only slows)."""
    rates: dict[Library, list[float]] = {library: [] for library in measures}
    order = list(measures)
    for round_ in range(ROUNDS):
        for library in order[round_ % len(order) :] + order[: round_ % len(order)]:
            rates[library].append(measures[library]())
    for library, found in rates.items():
        ratios = [large / small for large, small in zip(found, rates[SMALL], strict=True)]
        figures = f"median {statistics.median(found):6.0f}/s, best {max(found):6.0f}/s"
        best = max(found) / max(rates[SMALL])
        ratio = f"{statistics.median(ratios):.2f} (median), {best:.2f} (best)"
        print(f"{backend:<6} {library.label}: {figures}; ratio {ratio}")


def run_memory() -> None:
    measures: dict[Library, Rate] = {}
    for library in LIBRARIES:
        portal = read_every_time(Portal.memory())
        user_id = seed(portal, library, contextlib.nullcontext)
        _memory_rate(portal, user_id)  # warm-up
        measures[library] = lambda portal=portal, user_id=user_id: _memory_rate(portal, user_id)
    _rounds("memory", measures)


def run_local_store(root: Path) -> None:
    """The use case on SQLite in process, every count read from the store (its tallies)."""
    measures: dict[Library, Rate] = {}
    with contextlib.ExitStack() as stack:
        for library in LIBRARIES:
            data_dir = root / f"store-{library.medias}-{library.new_every}"
            portal = read_every_time(stack.enter_context(Portal.local(data_dir)))
            user_id = seed(portal, library, portal.backend.documents.db.transaction)
            _memory_rate(portal, user_id)  # warm-up
            measures[library] = lambda p=portal, u=user_id: _memory_rate(p, u)
        _rounds("sqlite", measures)


@contextlib.contextmanager
def _local_server(root: Path, library: Library) -> Iterator[Rate]:
    data_dir = root / f"data-{library.medias}-{library.new_every}"
    with Portal.local(data_dir) as portal:
        seed(portal, library, portal.backend.documents.db.transaction)  # one commit
    port = _free_port()
    server = serve(data_dir, port)
    try:
        cookie = asyncio.run(sign_in(port))
        yield lambda: asyncio.run(measure(port, "/api/dashboard", cookie, REQUESTS))[0]
    finally:
        server.terminate()
        server.wait(timeout=10)


def run_local() -> None:
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as servers:
        root = Path(tmp)
        _rounds(
            "local", {lib: servers.enter_context(_local_server(root, lib)) for lib in LIBRARIES}
        )


def run() -> None:
    print(f"GET /api/dashboard, {ROUNDS} rounds; goal: every ratio to 10 medias >= 0.80")
    run_memory()
    with tempfile.TemporaryDirectory() as tmp:
        run_local_store(Path(tmp))
    run_local()
