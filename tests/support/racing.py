"""Racing writes: moves started together on their own threads, for the delete races."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

JOIN_SECONDS = 120.0
"""A bound on a hung move, never a timing assertion: a race that ends is judged by its state."""


def race(*moves: Callable[[], Any]) -> list[Any]:
    """Run every move on its own thread, released together by a barrier; what each returned,
    in order. A move's exception is raised again here once all have ended."""
    barrier = threading.Barrier(len(moves))
    results: list[Any] = [None] * len(moves)
    failures: list[BaseException] = []

    def run(index: int, move: Callable[[], Any]) -> None:
        barrier.wait()
        try:
            results[index] = move()
        except BaseException as error:  # handed to the test's thread below
            failures.append(error)

    threads = [threading.Thread(target=run, args=item) for item in enumerate(moves)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(JOIN_SECONDS)
    assert not any(thread.is_alive() for thread in threads), "a racing move never ended"
    if failures:
        raise failures[0]
    return results
