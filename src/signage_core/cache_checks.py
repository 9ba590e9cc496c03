"""A verification mode for everything kept between calls (the settings turn it on with
SIGNAGE_VERIFY_CACHES; the tests run the HTTP suite once in it).

A remembered read (`signage_adapters.documents.remembered`) or a kept value (`rules.kept`, the
kept answers of the HTTP layer) is correct only while it equals what a fresh computation would
give. In this mode every hit is computed afresh as well and compared: a difference is logged
and raised as `StaleCache` (the request fails loudly, a 500). The kept value is still what is
answered, so the mode changes nothing else. Off, a hit costs one global read.
"""

from __future__ import annotations

import logging
import operator
from collections.abc import Callable, Hashable
from typing import TypeVar

T = TypeVar("T")
logger = logging.getLogger("signage.cache_checks")
_verifying = False
SHOWN = 300
"""Characters of each value a difference shows."""


class StaleCache(AssertionError):
    """A kept value differs from a fresh computation of it, in the verification mode."""


def verify_caches(verify: bool = True) -> None:
    """Turn the verification mode on (or off, with False) for the whole process."""
    global _verifying  # one process-wide switch, as the write-on-loop check's
    _verifying = verify


def verifying() -> bool:
    return _verifying


def check_kept(
    where: str,
    key: Hashable,
    kept: T,
    fresh: Callable[[], T],
    same: Callable[[T, T], bool] = operator.eq,
    settled: Callable[[], bool] | None = None,
) -> None:
    """In the verification mode, `StaleCache` unless `kept` is `same` as `fresh()`. A store
    whose writes change what it reads before they move its change stamp passes `settled`:
    False after `fresh()` when a write was under way since `kept` was read, so that a
    difference may be that write's, answered a moment early (the check says nothing then)."""
    if not _verifying:
        return
    made = fresh()
    if same(kept, made):
        return
    if settled is not None and not settled():
        logger.debug("a kept value's check overlapped a write: %s", _shown(key))
        return
    message = f"{where} kept for {_shown(key)}: {_shown(kept)}; computed afresh: {_shown(made)}"
    logger.error("stale cache: %s", message)
    raise StaleCache(message)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= SHOWN else text[:SHOWN] + "..."
