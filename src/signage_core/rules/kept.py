"""Values kept while what they are made of stays equal (the manifests a poll answers)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from signage_core.cache_checks import check_kept

T = TypeVar("T")
KEPT = 20_000
"""Values kept at most: past it the oldest kept is forgotten (a fleet of 10,000 screens
polling in turn keeps every one)."""


class Kept(Generic[T]):
    """Per key, the value `make()` gave and what it was made of. The parts are read before
    the value is made, so a value that raced a change is kept under the older parts and made
    again at the next call; a kept value is never older than the parts it is handed for."""

    def __init__(self, kept: int = KEPT) -> None:
        self._kept = kept
        self._values: dict[Hashable, tuple[object, T]] = {}

    def get(self, key: Hashable, made_of: object, make: Callable[[], T]) -> T:
        """The value kept under `key` when it was made of parts equal to `made_of`, else
        `make()`, kept under them."""
        found = self._values.get(key)
        if found is not None and found[0] == made_of:
            check_kept("a kept value", key, found[1], make)
            return found[1]
        value = make()
        self._values.pop(key, None)
        if len(self._values) >= self._kept:
            self._forget_oldest()
        self._values[key] = (made_of, value)
        return value

    def _forget_oldest(self) -> None:
        try:
            self._values.pop(next(iter(self._values)), None)
        except (StopIteration, RuntimeError):  # emptied or changed by another thread meanwhile
            return
