"""The touches past Litestar's public API (`signage_http.request_path.litestar_touches`), each on
a small app of its own: the touch changes what a request does, so a Litestar that stops reading
the attribute it writes (or calling the method it overrides) fails here, not in production."""

from __future__ import annotations

import asyncio
import threading

from litestar import Litestar, MediaType, Response, get
from litestar.di import Provide
from litestar.response.base import ASGIResponse
from litestar.testing import TestClient
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from signage_http.request_path.litestar_touches import (
    SentAsBuilt,
    call_on_loop,
    http_handlers,
    resolve_in_turn,
    runs_in_thread,
    wrap_whole_app,
)
from signage_http.wiring.injected import Injected


def _answer(app: Litestar, path: str = "/") -> str:
    with TestClient(app) as client:
        return client.get(path).text


def _loop_thread_app() -> Litestar:
    @get("/", sync_to_thread=True, media_type=MediaType.TEXT)
    def where() -> str:
        on_loop = asyncio._get_running_loop() is not None
        return "loop" if on_loop else f"thread {threading.get_ident()}"

    return Litestar([where])


def test_a_sync_handler_called_on_the_loop_runs_on_the_event_loop():
    app = _loop_thread_app()
    (handler,) = [found for found in http_handlers(app) if found.handler_name == "where"]
    assert runs_in_thread(handler)
    assert _answer(app).startswith("thread")
    call_on_loop(handler)
    assert not runs_in_thread(handler)
    assert _answer(app) == "loop"


def _dependency_tasks_app() -> tuple[Litestar, list[object]]:
    tasks: list[object] = []

    async def first() -> int:
        tasks.append(asyncio.current_task())
        return 1

    async def second() -> int:
        tasks.append(asyncio.current_task())
        return 2

    @get("/", media_type=MediaType.TEXT)
    async def both(first: Injected[int], second: Injected[int]) -> str:
        tasks.append(asyncio.current_task())
        return str(first + second)

    deps = {"first": Provide(first), "second": Provide(second)}
    return Litestar([both], dependencies=deps), tasks


def test_dependencies_resolved_in_turn_run_in_the_requests_own_task():
    app, tasks = _dependency_tasks_app()
    assert _answer(app) == "3"
    assert tasks[0] is not tasks[2]  # a task group of their own
    tasks.clear()
    resolve_in_turn(app)
    assert _answer(app) == "3"
    assert tasks[0] is tasks[1] is tasks[2]


def _marking(inner: ASGIApp) -> ASGIApp:
    async def marked(scope: Scope, receive: Receive, send: Send) -> None:
        async def send_marked(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), (b"x-wrapped", b"yes")]
            await send(message)

        await inner(scope, receive, send_marked)

    return marked


def test_a_layer_around_the_whole_app_sees_the_routers_own_404():
    @get("/", media_type=MediaType.TEXT)
    async def home() -> str:
        return "home"

    app = Litestar([home])
    wrap_whole_app(app, _marking)
    with TestClient(app) as client:
        assert client.get("/").headers["x-wrapped"] == "yes"
        missing = client.get("/nowhere")
    assert (missing.status_code, missing.headers["x-wrapped"]) == (404, "yes")


def _built_app() -> Litestar:
    ready = ASGIResponse(body=b"built before", media_type=MediaType.TEXT)
    built = SentAsBuilt(b"made per request", ready, media_type=MediaType.TEXT)

    @get("/", media_type=MediaType.TEXT)
    async def plain() -> Response[bytes]:
        return built

    @get("/added", media_type=MediaType.TEXT, response_headers={"x-route": "1"})
    async def added() -> Response[bytes]:
        return built

    return Litestar([plain, added])


def test_a_response_sent_as_built_is_what_a_plain_get_sends():
    app = _built_app()
    assert _answer(app, "/") == "built before"
    assert _answer(app, "/added") == "made per request"
