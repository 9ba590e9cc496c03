"""Reads a store remembers until it changes (`DocumentStore.remember`).

A store that can tell when anything was written to it (its change stamp: a counter of its own
writes, plus SQLite's `data_version` for other connections and processes) hands back what a read
returned before, as long as the stamp it was read under is still the current one. The stamp is
taken before the read, so a read that raced a write is kept under the older stamp and never
answered again. Kept values are shared: entities (immutable) and copies the caller makes.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from typing import Any, TypeVar

from signage_core.cache_checks import check_kept

T = TypeVar("T")
P = TypeVar("P", bound=Hashable)
KEPT = 512
"""Reads kept at most (per connection or store); past it the oldest kept is forgotten."""
_HELD: ContextVar[dict[Hashable, Hashable] | None] = ContextVar("signage_held_stamps", default=None)


class RememberedReads:
    """What each read (by key) returned, with the change stamp it was read under."""

    def __init__(self, kept: int = KEPT) -> None:
        self._kept = kept
        self._answers: dict[Hashable, tuple[Hashable, Any]] = {}

    def recall(
        self,
        stamp: Hashable,
        key: Hashable,
        read: Callable[[], T],
        same: Callable[[T, T], bool] = operator.eq,
        settled: Callable[[], bool] | None = None,
    ) -> T:
        """`read()`, or its earlier answer for `key` when that was read under `stamp` (checked
        against a fresh `read()` by `same` in the verification mode, `cache_checks`, which
        `settled` may call inconclusive)."""
        found = self._answers.get(key)
        if found is not None and found[0] == stamp:
            answer: T = found[1]
            check_kept("a remembered read", key, answer, read, same, settled)
            return answer
        answer = read()
        self._answers.pop(key, None)
        if len(self._answers) >= self._kept:
            self._forget_oldest()
        self._answers[key] = (stamp, answer)
        return answer

    def _forget_oldest(self) -> None:
        try:
            self._answers.pop(next(iter(self._answers)), None)
        except (StopIteration, RuntimeError):  # emptied or changed by another thread meanwhile
            return


def recall(reader: object, key: Hashable, read: Callable[[], T]) -> T:
    """`read()` through the reader's memory when it has one (a store; never a transaction,
    whose reads must see the store as it is)."""
    remember = getattr(reader, "remember", None)
    if remember is None:
        return read()
    answer: T = remember(key, read)
    return answer


@contextmanager
def one_look_at_other_writers() -> Iterator[None]:
    """Within it (one HTTP request), a store looks for other writers' changes once, at its
    first remembered read, and holds what it saw; its own writes still count at every read.
    The reads of a request then see other processes as of its first read, as one snapshot."""
    look = start_one_look()
    try:
        yield
    finally:
        end_one_look(look)


def start_one_look() -> Token[dict[Hashable, Hashable] | None]:
    """`one_look_at_other_writers` without a context manager (an ASGI middleware's request):
    looks once from here until `end_one_look` with the returned token."""
    return _HELD.set({})


def end_one_look(look: Token[dict[Hashable, Hashable] | None]) -> None:
    _HELD.reset(look)


def held_stamp(place: P, look: Callable[[P], Hashable]) -> Hashable:
    """`look(place)`: the stamp of other writers' changes at `place` (a connection), taken
    once within `one_look_at_other_writers`, else every time."""
    held = _HELD.get()
    if held is None:
        return look(place)
    stamp = held.get(place)
    if stamp is None:
        stamp = held[place] = look(place)
    return stamp
