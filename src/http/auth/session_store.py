"""Signed-in sessions kept in the backend's document store (collection `portalSessions`).

Nothing a session needs lives in a file or in process memory, so several server instances on
one backend (Firestore behind a load balancer, or two processes on one data directory) all
recognise it, and a logout on one ends it on all. A request reads its session once; the
session is written only when it changes (see `sessions`).
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from datetime import datetime, timedelta

from anyio import to_thread
from litestar.stores.base import Store
from signage_adapters.documents.query import Query
from signage_adapters.documents.store import DocumentStore
from signage_adapters.documents.values import read_time
from signage_adapters.system_clock import SystemClock
from signage_http.request_path.threads import Reads

from signage_core.ports.clock import Clock

COLLECTION = "portalSessions"


class DocumentSessionStore(Store):
    """Expiry follows real time (`clock` is for tests), whatever clock the backend keeps.
    Reads run where `reads` says (on the event loop for an in-process store); writes always
    in a worker thread."""

    def __init__(
        self, documents: DocumentStore, clock: Clock | None = None, reads: Reads | None = None
    ) -> None:
        self._documents = documents
        self._clock: Clock = clock or SystemClock()
        self._reads = reads or Reads()

    async def set(
        self, key: str, value: str | bytes, expires_in: int | timedelta | None = None
    ) -> None:
        data = value.encode() if isinstance(value, str) else value
        document = {
            "data": base64.b64encode(data).decode("ascii"),
            "expiresAt": self._until(expires_in),
        }
        await to_thread.run_sync(self._documents.put, COLLECTION, key, document)

    async def get(self, key: str, renew_for: int | timedelta | None = None) -> bytes | None:
        found = await self._reads(self._remembered, key)
        if found is None or self._expired(found.expires_at):
            return None
        if renew_for is not None:
            renewed = {"expiresAt": self._until(renew_for)}
            await to_thread.run_sync(self._documents.put, COLLECTION, key, renewed)
        return found.data

    async def delete(self, key: str) -> None:
        await to_thread.run_sync(self._documents.delete, COLLECTION, key)

    async def delete_all(self) -> None:
        for key, _ in await to_thread.run_sync(self._documents.find, Query(COLLECTION)):
            await self.delete(key)

    async def delete_expired(self) -> None:
        for key, document in await to_thread.run_sync(self._documents.find, Query(COLLECTION)):
            if self._expired(read_time(document.get("expiresAt"))):
                await self.delete(key)

    async def exists(self, key: str) -> bool:
        return await self.get(key) is not None

    async def expires_in(self, key: str) -> int | None:
        document = await self._reads(self._documents.get, COLLECTION, key)
        until = read_time(document.get("expiresAt")) if document else None
        if until is None:
            return None
        return max(int((until - self._clock.now()).total_seconds()), 0)

    def _remembered(self, key: str) -> _Session | None:
        """The session as stored, decoded once and remembered by the store until it changes."""
        return self._documents.remember(("session", key), lambda: self._read(key))

    def _read(self, key: str) -> _Session | None:
        document = self._documents.get(COLLECTION, key)
        if document is None:
            return None
        try:
            data = base64.b64decode(str(document.get("data", "")), validate=True)
        except binascii.Error:
            return None  # not a session this portal wrote
        return _Session(data, read_time(document.get("expiresAt")))

    def _until(self, expires_in: int | timedelta | None) -> datetime | None:
        if expires_in is None:
            return None
        seconds = expires_in if isinstance(expires_in, timedelta) else timedelta(seconds=expires_in)
        return self._clock.now() + seconds

    def _expired(self, until: datetime | None) -> bool:
        return until is not None and until <= self._clock.now()


@dataclass(frozen=True, slots=True)
class _Session:
    data: bytes
    expires_at: datetime | None
