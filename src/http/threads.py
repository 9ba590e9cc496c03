"""Blocking use cases called from async handlers run in a worker thread."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from anyio import to_thread

T = TypeVar("T")


async def in_thread(call: Callable[..., T], *args: Any) -> T:
    """Run a (blocking) use case off the event loop."""
    return await to_thread.run_sync(partial(call, *args))
