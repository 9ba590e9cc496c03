"""A backend registered for one test (`signage_http.wiring.backend_registry.REGISTRY`), forgotten
after it, so no other test sees it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from signage_http.wiring.backend_kind import BackendKind
from signage_http.wiring.backend_registry import REGISTRY


@contextmanager
def registered(kind: BackendKind) -> Iterator[BackendKind]:
    REGISTRY.register(kind)
    try:
        yield kind
    finally:
        REGISTRY.forget(kind.name)
