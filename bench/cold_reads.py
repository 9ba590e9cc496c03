"""Benches of a store's own work (a page, a count) turn its remembered reads off, so each call
reads the store as the first read after a change does (`DocumentStore.remember`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from signage_http.wiring.portal import Portal

T = TypeVar("T")


def _read(key: object, read: Callable[[], T]) -> T:
    return read()


def read_every_time(portal: Portal) -> Portal:
    store = portal.backend.documents.store
    store.remember = _read  # type: ignore[method-assign]
    return portal
