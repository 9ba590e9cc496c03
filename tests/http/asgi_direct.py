"""Calling the ASGI app directly with a body delivered in small chunks, as a server would
(the TestClient hands the whole body over in one piece)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Iterator
from typing import Any

CHUNK = 64 * 1024


def multipart_chunks(
    boundary: str, fields: dict[str, str], file_field: str, filename: str, content: Iterable[bytes]
) -> Iterator[bytes]:
    for name, value in fields.items():
        yield (
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
        ).encode()
    yield (
        f'--{boundary}\r\nContent-Disposition: form-data; name="{file_field}"; '
        f'filename="{filename}"\r\nContent-Type: application/octet-stream\r\n\r\n'
    ).encode()
    yield from content
    yield f"\r\n--{boundary}--\r\n".encode()


def _scope(path: str, headers: dict[str, str]) -> dict[str, Any]:
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }


def post(app: Any, path: str, headers: dict[str, str], chunks: Iterator[bytes]) -> int:
    """POST `chunks` to `path`; the response status."""
    scope = _scope(path, headers)
    statuses: list[int] = []

    async def receive() -> dict[str, Any]:
        chunk = next(chunks, None)
        return {"type": "http.request", "body": chunk or b"", "more_body": chunk is not None}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            statuses.append(message["status"])

    asyncio.run(app(scope, receive, send))
    return statuses[0]


def post_then_hang_up(app: Any, path: str, headers: dict[str, str], chunks: Iterator[bytes]) -> int:
    """POST `chunks`, then disconnect as a client that goes away mid-upload; the status the
    app tried to send (to nobody)."""
    statuses: list[int] = []

    async def receive() -> dict[str, Any]:
        chunk = next(chunks, None)
        if chunk is None:
            return {"type": "http.disconnect"}
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            statuses.append(message["status"])

    asyncio.run(app(_scope(path, headers), receive, send))
    return statuses[0]
