"""Handlers declare the event loop (`signage_http.request_path.loop_reads.ON_LOOP`): every handler
that runs on it is walked with writes refused on the loop's thread
(`signage_adapters.documents.loop_writes`), as a signed-out visitor, a Client and an Admin,
on the memory and the embedded (SQLite) backends. A handler that writes while declaring the
loop fails here (docs/decisions.md, "Handlers declare the event loop")."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar import Litestar, get, post
from litestar.handlers import HTTPRouteHandler
from litestar.routes import HTTPRoute
from litestar.utils.sync import AsyncCallable
from signage_adapters.documents.loop_writes import WriteOnEventLoop, refuse_writes_on_loop
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.store import MemoryStore
from signage_http.app import create_app
from signage_http.request_path.loop_reads import ON_LOOP, declares_on_loop, run_reads_on_loop
from signage_http.wiring.settings import Settings
from tests.http.api_support import START, Api, World, local_world_at
from tests.http.scene import Scene, build_scene

from signage_core.entities.users import Role

PARAMETER = re.compile(r"\{(\w+):\w+\}")


@pytest.fixture
def refusing() -> Iterator[None]:
    refuse_writes_on_loop()
    try:
        yield
    finally:
        refuse_writes_on_loop(False)


def _world(kind: str, root: Path) -> World:
    if kind == "local":
        return local_world_at(root)
    settings = Settings(backend="memory", data_dir=root / "data", webapp_dir=root / "web")
    backend = memory_backend(ManualClock(START), base_url="/files/", scrypt_n=2)
    world = World(app=create_app(settings, backend, backend.services()), backend=backend)
    world.seed_catalogue()
    return world


def on_loop(app: Litestar) -> Iterator[tuple[str, str, HTTPRouteHandler]]:
    """(method, path, handler) of every handler the event loop runs itself."""
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for method, (handler, _) in route.route_handler_map.items():
                if method != "OPTIONS" and not isinstance(handler.fn, AsyncCallable):
                    yield method, route.path, handler


def _url(path: str, scene: Scene) -> str:
    ids = scene.ids()
    known = {
        "user_id": ids["user"], "client_id": ids["a_client"], "media_id": ids["media"],
        "video_id": ids["video"], "playlist_id": ids["playlist"], "payment_id": ids["payment"],
        "screen_id": ids["screen"], "code": ids["code"], "path": "medias/x.png",
    }  # fmt: skip
    return PARAMETER.sub(lambda found: known.get(found.group(1), "x"), path)


def _bearer(path: str, scene: Scene) -> dict[str, str]:
    if path.startswith("/api/player/pairings"):
        return {"Authorization": f"Bearer {scene.poll_token}"}
    if path.startswith("/api/player"):
        return {"Authorization": f"Bearer {scene.device_token}"}
    return {}


@pytest.mark.parametrize("backend", ["memory", "local"])
def test_no_handler_on_the_event_loop_writes(backend: str, tmp_path: Path, refusing: None):
    world = _world(backend, tmp_path)
    scene = build_scene(world)
    admin = world.add_user("root", Role.ADMIN)
    callers: list[Api] = [world.client(), world.signed_in(scene.a), world.signed_in(admin)]
    walked = []
    for method, path, _ in on_loop(world.app):
        for api in callers:
            url = _url(path, scene)
            answer = api.request(method, url, headers=_bearer(path, scene))
            assert answer.status_code != 500, (method, url, answer.text)
        walked.append(path)
    assert {
        "/api/medias", "/api/dashboard", "/api/auth/me", "/api/screens", "/api/player/manifest"
    } <= set(walked)  # fmt: skip


def test_the_mode_refuses_a_write_on_the_loop_and_allows_it_in_a_thread(refusing: None):
    store = MemoryStore()

    async def on_the_loop() -> None:
        store.put("c", "a", {"v": 1})

    async def in_a_thread() -> None:
        await asyncio.to_thread(store.put, "c", "a", {"v": 2})

    with pytest.raises(WriteOnEventLoop):
        asyncio.run(on_the_loop())
    asyncio.run(in_a_thread())
    assert store.get("c", "a") == {"v": 2}


def test_of_the_blocking_handlers_only_the_declared_run_on_the_loop(tmp_path: Path):
    world = local_world_at(tmp_path)
    blocking = [(path, h) for _, path, h in on_loop(world.app) if h.sync_to_thread]
    assert blocking
    assert all(declares_on_loop(handler) for _, handler in blocking)
    paths = {path for _, path, _ in on_loop(world.app)}
    assert "/api/medias" in paths
    assert "/api/player/manifest" in paths  # it notes its heartbeat, a writer writes it
    assert "/api/player/pairings/{code:str}" not in paths  # it may write (a token handed over)


def test_a_declaration_on_a_handler_that_may_wait_stops_the_build():
    @post("/thing", sync_to_thread=True, opt=ON_LOOP)
    def thing() -> None: ...

    @get("/read", sync_to_thread=True, opt=ON_LOOP)
    def read() -> dict[str, int]:
        return {}

    assert [h.handler_name for h in run_reads_on_loop(Litestar([read]))] == ["read"]
    with pytest.raises(ValueError, match="declares ON_LOOP"):
        run_reads_on_loop(Litestar([thing]))
