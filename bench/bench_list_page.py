"""A page of medias in a library just that large and at 10,000, side by side, per backend.

The ListMedia use case (what GET /api/medias runs, without HTTP) on `Portal.memory()` and on
`Portal.local(dir)` (SQLite), called in a loop for MEASURE_SECONDS. Measured: the first page,
and at 10,000 a page deep in the list (after 5,000 medias, by its cursor), for pages of 10
(the whole 10-media library) and of 50 (the default). A page's cost follows its items, so each
is compared with the same page full in a small library: 10 medias for the page of 10, 50 for
the page of 50. The pages are measured back to back in each round (the machine is shared);
printed are each page's median rate and the median of its per-round ratios to the small
library's. Goal: ratio >= 0.8. Run: `python -m bench bench_list_page`.
"""

from __future__ import annotations

import contextlib
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from signage_http.wiring.portal import Portal

from bench.cold_reads import read_every_time
from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Role
from signage_core.ids import new_id
from signage_core.paging import PageRequest

ROUNDS = 9
MEASURE_SECONDS = 0.2
LARGE = 10_000
LIMITS = (10, 50)
DEEP = 5_000
"""The deep page starts after this many medias."""
Rate = Callable[[], float]


def seed(
    portal: Portal, medias: int, batch: Callable[[], contextlib.AbstractContextManager[object]]
) -> str:
    """A Client's `medias` medias, ten to a second (so many share a createdAt)."""
    form = {"email": "bench@example.com", "password": "bench-pass-1", "name": "Bench"}
    user = portal.create_account({**form, "phone": "555", "role": Role.CLIENT.value})
    start, docs = datetime(2025, 1, 1, tzinfo=UTC), portal.backend.documents
    with batch():
        for n in range(medias):
            added = start + timedelta(seconds=n // 10)
            media = Media(new_id(), f"Media {n}", AssetType.IMAGE, user.id, "", created_at=added)
            docs.medias.save(media)
    return user.id


def pages(portal: Portal, user_id: str, medias: int, limit: int) -> dict[str, Rate]:
    """The first page of `limit`, and (for a large library) the one after DEEP medias."""
    list_media, actor = portal.use_cases.list_media(), portal.actor(user_id)
    found = {"first": PageRequest(limit)}
    if medias > DEEP:
        cursor = None
        for _ in range(DEEP // 200):
            cursor = list_media(actor, PageRequest(200, cursor)).next_cursor
        found["deep"] = PageRequest(limit, cursor)
    return {
        f"page of {limit:>2} at {medias:>6} medias, {name:<5}": lambda r=request: _rate(
            lambda: list_media(actor, r)
        )
        for name, request in found.items()
    }


def _rate(call: Callable[[], object]) -> float:
    calls, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < MEASURE_SECONDS:
        call()
        calls += 1
    return calls / elapsed


def _rounds(backend: str, measures: dict[str, Rate], small: str) -> None:
    """Each page once per round, back to back; its median rate and the median of its
    per-round ratios to `small` (the full page in the small library)."""
    rates: dict[str, list[float]] = {label: [] for label in measures}
    order = list(measures)
    for round_ in range(ROUNDS):
        for label in order[round_ % len(order) :] + order[: round_ % len(order)]:
            rates[label].append(measures[label]())
    for label, found in rates.items():
        ratio = statistics.median(r / s for r, s in zip(found, rates[small], strict=True))
        print(f"{backend:<6} {label}: median {statistics.median(found):7.0f}/s; ratio {ratio:.2f}")


def _portal(
    backend: str, root: Path, medias: int, stack: contextlib.ExitStack
) -> tuple[Portal, str]:
    if backend == "memory":
        portal, batch = stack.enter_context(Portal.memory()), contextlib.nullcontext
    else:
        portal = stack.enter_context(Portal.local(root / f"data-{medias}"))
        batch = portal.backend.documents.db.transaction  # one commit
    return read_every_time(portal), seed(portal, medias, batch)


def run() -> None:
    """Per backend and page size: the page full in a library of just that many medias, then
    at 10,000 (first and deep)."""
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        for backend in ("memory", "local"):
            large = _portal(backend, Path(tmp), LARGE, stack)
            for limit in LIMITS:
                small = _portal(backend, Path(tmp), limit, stack)
                measures = {**pages(*small, limit, limit), **pages(*large, LARGE, limit)}
                for rate in measures.values():
                    rate()  # warm-up
                _rounds(backend, measures, next(iter(measures)))
