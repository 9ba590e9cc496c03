"""A verification mode (tests turn it on): a document write, or a heartbeat, asked on a
thread that runs an event loop raises `WriteOnEventLoop` instead of blocking the loop.

Handlers that only read documents run on the event loop on an in-process backend; only the
handlers that declare it do (`signage_http.request_path.loop_reads.ON_LOOP`). A write there would
hold every other request while SQLite commits, so the tests walk every such handler in this mode
(tests/http/test_loop_handlers.py). Off, the check costs one global read per write.
"""

from __future__ import annotations

import asyncio

_refusing = False


class WriteOnEventLoop(RuntimeError):
    """A write asked on the event loop's thread, in the verification mode."""


def refuse_writes_on_loop(refuse: bool = True) -> None:
    """Turn the verification mode on (or off, with False) for the whole process."""
    global _refusing  # one process-wide switch, for tests
    _refusing = refuse


def check_write(what: str) -> None:
    """Raise `WriteOnEventLoop` when refusing and this thread runs an event loop."""
    if _refusing and asyncio._get_running_loop() is not None:
        raise WriteOnEventLoop(f"{what} on the event loop's thread")
