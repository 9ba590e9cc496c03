"""The request path: which work runs on the event loop, dependencies resolved in turn, and one
read of the signed-in user per request (docs/decisions.md, "The request path")."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import httpx
from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.routes import HTTPRoute
from litestar.utils.sync import AsyncCallable
from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.wiring.backend_kinds import MEMORY
from signage_http.wiring.settings import Settings
from tests.http.api_support import PASSWORD, World, local_world_at
from tests.http.scene import add_media
from tests.support.registered_backend import registered


def _handler(app: Litestar, path: str, method: str) -> HTTPRouteHandler:
    for route in app.routes:
        if isinstance(route, HTTPRoute) and route.path == path:
            return route.route_handler_map[method][0]
    raise LookupError(path)


def _in_thread(handler: HTTPRouteHandler) -> bool:
    return isinstance(handler.fn, AsyncCallable)


def test_on_an_in_process_backend_document_reads_run_on_the_event_loop(shared_world: World):
    app = shared_world.app
    assert not _in_thread(_handler(app, "/api/medias", "GET"))
    assert not _in_thread(_handler(app, "/api/auth/me", "GET"))
    assert not _in_thread(_handler(app, "/api/dashboard", "GET"))


def test_writes_third_parties_and_stored_files_stay_in_threads(shared_world: World):
    app = shared_world.app
    assert _in_thread(_handler(app, "/api/medias/{media_id:str}", "PATCH"))
    assert _in_thread(_handler(app, "/api/auth/login", "POST"))
    assert _in_thread(_handler(app, "/api/videos/info", "GET"))  # YouTube
    assert _in_thread(_handler(app, "/files/{path:path}", "GET"))


def test_on_a_backend_that_reads_out_of_process_every_blocking_handler_stays_in_a_thread(
    tmp_path: Path,
):
    remote = replace(MEMORY, name="remote-looking", reads_in_process=False)  # as Firestore
    memory = memory_backend(base_url="/files/", scrypt_n=2)
    with registered(remote):
        settings = Settings(backend=remote.name, data_dir=tmp_path / "data", webapp_dir=tmp_path)
        app = create_app(settings, memory, memory.services())
    assert _in_thread(_handler(app, "/api/medias", "GET"))
    assert _in_thread(_handler(app, "/api/auth/me", "GET"))


def test_dependencies_are_resolved_one_at_a_time(shared_world: World):
    for route in shared_world.app.routes:
        if isinstance(route, HTTPRoute):
            for _, model in route.route_handler_map.values():
                assert all(len(step) == 1 for step in model.dependency_batches), route.path


def test_a_signed_in_read_runs_on_one_thread_and_reads_the_user_once(tmp_path, traced):
    world = local_world_at(tmp_path)
    user = world.add_user("reader")
    world.add_client(user)
    add_media(world, user, name="Poster")
    api = world.signed_in(user)
    for path in ("/api/auth/me", "/api/medias", "/api/dashboard"):
        traced.clear()
        assert api.get(path).status_code == 200
        assert len({thread for thread, _ in traced}) == 1, path  # no hand-off to a thread
    traced.clear()
    api.get("/api/auth/me")
    user_reads = [sql for _, sql in traced if "collection = 'users' AND id" in sql]
    assert len(user_reads) == 1


def test_local_sessions_still_end_at_the_next_request_after_logout_or_deactivation(tmp_path: Path):
    world = local_world_at(tmp_path)
    user = world.add_user("leaver")
    api, other = world.signed_in(user), world.signed_in(user)
    assert api.post("/api/auth/logout").status_code == 204
    assert api.get("/api/medias").status_code == 401
    world.backend.documents.users.save(replace(user, status=False))  # deactivated
    assert other.get("/api/medias").status_code == 401


DEACTIVATE = """
import sys
from dataclasses import replace
from pathlib import Path
from signage_adapters.local.documents import SqliteDocuments
docs = SqliteDocuments(Path(sys.argv[1]))
docs.users.save(replace(docs.users.get(sys.argv[2]), status=False))
docs.close()
"""


def test_on_one_event_loop_a_deactivation_by_another_process_ends_the_session(tmp_path: Path):
    """As under uvicorn: every request on one loop (one connection, its reads remembered);
    `signage` commands write from their own process."""
    world = local_world_at(tmp_path)
    user = world.add_user("leaver")

    async def walk() -> list[int]:
        transport = httpx.ASGITransport(app=world.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://portal") as api:
            await api.get("/api/config")
            csrf = {"X-CSRFToken": api.cookies["csrftoken"]}
            body = {"email": user.email, "password": PASSWORD}
            assert (await api.post("/api/auth/login", json=body, headers=csrf)).status_code == 200
            seen = [(await api.get("/api/auth/me")).status_code for _ in range(2)]
            database = str(world.backend.documents.db.path)
            subprocess.run([sys.executable, "-c", DEACTIVATE, database, user.id], check=True)
            return [*seen, (await api.get("/api/auth/me")).status_code]

    assert asyncio.run(walk()) == [200, 200, 401]
