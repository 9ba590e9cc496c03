"""Which work runs on the event loop and which in a worker thread (docs/decisions.md, "The
request path: reads on the event loop").

Blocking calls run in a worker thread: writes (a SQLite commit waits for the disk), password
hashing, uploads, stored files, every call to a third party, and everything on Firestore. Reads
of an in-process store (memory, or SQLite on the local disk) take tens to hundreds of
microseconds, less than the hand-off to a thread and back, so on those backends they run on the
event loop: the session, the actor, and the GET handlers that only read documents.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from anyio import to_thread

T = TypeVar("T")


async def in_thread(call: Callable[..., T], *args: Any) -> T:
    """Run a (blocking) use case off the event loop."""
    return await to_thread.run_sync(partial(call, *args))


@dataclass(frozen=True, slots=True)
class Reads:
    """Where a backend's reads run: `on_loop` for an in-process store, else in a thread."""

    on_loop: bool = False

    async def __call__(self, call: Callable[..., T], *args: Any) -> T:
        return call(*args) if self.on_loop else await in_thread(call, *args)
