"""A small HTTP server on 127.0.0.1 (port 0) for contract tests of HTTP adapters.

Register replies per (method, path); each request is recorded. A route answers with its
replies in order and keeps repeating the last one, so "500 then 200" scripts a retry:

    with LoopbackServer() as server:
        server.route("GET", "/videos", Reply.json(500, {}), Reply.json(200, {"items": []}))
        client = SomeAdapter(base_url=server.url)
        ...
        assert server.requests[0].query["id"] == ["abc"]

A route may also be a function of the `RecordedRequest`. Unknown routes answer 404.
`Reply.drop()` closes the connection without an answer; `Reply(delay=...)` answers late
(the wait ends early when the server stops, so a test never waits for it).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass(frozen=True)
class RecordedRequest:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())

    def json(self) -> Any:
        return json.loads(self.body)

    def form(self) -> dict[str, list[str]]:
        return parse_qs(self.body.decode("utf-8"))


@dataclass(frozen=True)
class Reply:
    status: int = 200
    body: bytes = b""
    headers: Mapping[str, str] = field(default_factory=dict)
    delay: float = 0.0
    drop_connection: bool = False

    @classmethod
    def json(cls, status: int, payload: Any, **options: Any) -> Reply:
        body = json.dumps(payload).encode("utf-8")
        return cls(status, body, {"Content-Type": "application/json"}, **options)

    @classmethod
    def text(cls, status: int, text: str, content_type: str = "application/json") -> Reply:
        return cls(status, text.encode("utf-8"), {"Content-Type": content_type})

    @classmethod
    def drop(cls) -> Reply:
        return cls(drop_connection=True)


Responder = Callable[[RecordedRequest], Reply]


class _Route:
    def __init__(self, replies: tuple[Reply | Responder, ...]) -> None:
        self._replies = list(replies)
        self._lock = threading.Lock()

    def next_reply(self, request: RecordedRequest) -> Reply:
        with self._lock:
            reply = self._replies.pop(0) if len(self._replies) > 1 else self._replies[0]
        return reply if isinstance(reply, Reply) else reply(request)


class LoopbackServer:
    """Serves registered routes on 127.0.0.1 from a background thread."""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self._routes: dict[tuple[str, str], _Route] = {}
        self._stopping = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_class(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._serve, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def route(self, method: str, path: str, *replies: Reply | Responder) -> None:
        if not replies:
            raise ValueError("a route needs at least one reply")
        self._routes[(method.upper(), path)] = _Route(replies)

    def requests_to(self, path: str) -> list[RecordedRequest]:
        return [request for request in self.requests if request.path == path]

    def __enter__(self) -> LoopbackServer:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def _serve(self) -> None:
        self._server.serve_forever(poll_interval=0.01)  # a short poll makes stopping quick

    def _answer(self, request: RecordedRequest) -> Reply:
        self.requests.append(request)
        route = self._routes.get((request.method, request.path))
        if route is None:
            return Reply.json(404, {"error": f"no route for {request.method} {request.path}"})
        reply = route.next_reply(request)
        if reply.delay:
            self._stopping.wait(reply.delay)
        return reply


def _handler_class(server: LoopbackServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # answer at once, without waiting for delayed ACKs

        def _handle(self) -> None:
            reply = server._answer(self._recorded())
            if reply.drop_connection:
                self.close_connection = True
                return
            try:
                self._write(reply)
            except OSError:  # the client gave up (a timeout test): nothing to answer
                self.close_connection = True

        def _recorded(self) -> RecordedRequest:
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {name.lower(): value for name, value in self.headers.items()}
            query = parse_qs(parts.query, keep_blank_values=True)
            return RecordedRequest(self.command, parts.path, query, headers, body)

        def _write(self, reply: Reply) -> None:
            self.send_response(reply.status)
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(reply.body)))
            self.end_headers()
            self.wfile.write(reply.body)

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle  # noqa: N815

        def log_message(self, format: str, *args: Any) -> None:
            """Silent: tests read `server.requests` instead."""

    return Handler
