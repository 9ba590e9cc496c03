"""One resumable upload session of the Cloud Storage JSON API, as the Firebase SDK runs it
(spec §9): chunks of 256 KiB (the protocol's unit) doubling while under 32 MiB, and a failed
request retried after a sleep that doubles, resuming from what the server holds."""

from __future__ import annotations

import contextlib
import functools
import itertools
from typing import Any

import google.cloud.storage as storage
import requests
from google.api_core import exceptions
from google.api_core.retry import Retry

from .deadlines import Deadline

CHUNK_UNIT = 256 * 1024
MAX_CHUNK = 32 * 1024 * 1024
INCOMPLETE = 308


def next_chunk_size(size: int) -> int:
    return size * 2 if size * 2 < MAX_CHUNK else size


class ResumableUpload:
    """Sends whole chunks as the caller's buffer fills, then the rest with the total size;
    drops from the buffer only what the server has persisted."""

    def __init__(
        self, http: requests.Session, session_url: str, timeout: float, retry: Retry
    ) -> None:
        self._http, self._url, self._timeout, self._retry = http, session_url, timeout, retry
        self._offset = 0
        self._chunk = CHUNK_UNIT

    @classmethod
    def open(
        cls,
        bucket: storage.Bucket,
        resource: dict[str, Any],
        deadline: Deadline,
        retry: Retry | None = None,
        *,
        only_new: bool = False,
    ) -> ResumableUpload:
        """A new session; each request within `deadline`, retried by `retry` (Cloud
        Storage's policy over the deadline unless given); with `only_new` it creates only
        (`ifGenerationMatch=0`)."""
        client = bucket.client
        url = f"{client.api_endpoint}/upload/storage/v1/b/{bucket.name}/o?uploadType=resumable"
        url += "&ifGenerationMatch=0" if only_new else ""
        headers = {"X-Upload-Content-Type": resource["contentType"]}
        post = functools.partial(
            client._http.post, url, json=resource, headers=headers, timeout=deadline.seconds
        )
        retry = retry or deadline.storage_retry()
        opened = retry(lambda: _checked(post()))()
        return cls(client._http, opened.headers["Location"], deadline.seconds, retry)

    def send_full_chunks(self, buffer: bytearray) -> None:
        """Send chunks while more than one chunk is buffered (the last request must carry at
        least one byte)."""
        while len(buffer) > self._chunk:
            self._send(buffer, self._offset + self._chunk, final=False)
            self._chunk = next_chunk_size(self._chunk)

    def finish(self, buffer: bytearray) -> dict[str, Any]:
        """Send the rest (at least one byte) and return the stored object's resource."""
        resource: dict[str, Any] = self._send(buffer, self._offset + len(buffer), True).json()
        return resource

    def cancel(self) -> None:
        """Best effort: an abandoned session expires on its own after a week."""
        with contextlib.suppress(requests.RequestException):
            self._http.delete(self._url, timeout=self._timeout)

    def _send(self, buffer: bytearray, end: int, final: bool) -> requests.Response:
        """Send the buffer up to the object offset `end`; a retry first asks the server
        what it holds (a request may have landed although its answer was lost)."""
        attempts = itertools.count()

        def attempt() -> requests.Response:
            if next(attempts):
                status = self._resume(buffer)
                if status.status_code != INCOMPLETE or self._offset >= end:
                    return status
            return self._put(buffer, end, final)

        sent: requests.Response = self._retry(attempt)()
        return sent

    def _put(self, buffer: bytearray, end: int, final: bool) -> requests.Response:
        total = str(end) if final else "*"
        headers = {"Content-Range": f"bytes {self._offset}-{end - 1}/{total}"}
        data = bytes(buffer[: end - self._offset])
        answer = _checked(
            self._http.put(self._url, data=data, headers=headers, timeout=self._timeout)
        )
        if answer.status_code == INCOMPLETE:
            self._advance(buffer, answer)
        return answer

    def _resume(self, buffer: bytearray) -> requests.Response:
        """Ask the server what it holds and catch up with it."""
        asked = {"Content-Range": "bytes */*"}
        status = _checked(self._http.put(self._url, headers=asked, timeout=self._timeout))
        if status.status_code == INCOMPLETE:
            self._advance(buffer, status)
        return status

    def _advance(self, buffer: bytearray, incomplete: requests.Response) -> None:
        """Drop what the server holds (its `Range: bytes=0-N`) from the buffer's head."""
        held = incomplete.headers.get("Range", "")
        persisted = int(held.rpartition("-")[2]) + 1 if held else 0
        del buffer[: persisted - self._offset]
        self._offset = persisted


def _checked(response: requests.Response) -> requests.Response:
    if response.status_code >= 400:
        raise exceptions.from_http_response(response)
    return response
