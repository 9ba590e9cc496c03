"""Fixtures of the HTTP tests: one app on an in-memory backend with a manual clock, shared by
the session (building a Litestar app takes a while); every test makes its own users."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from signage_adapters.local.database import Database
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.settings import Settings
from tests.http.api_support import START, Api, World, local_world_at
from tests.http.firebase_world import firebase_world  # noqa: F401 (a fixture)

from signage_core.entities.users import Role


@pytest.fixture(scope="session")
def shared_world(tmp_path_factory: pytest.TempPathFactory) -> World:
    root: Path = tmp_path_factory.mktemp("http")
    settings = Settings(backend="memory", data_dir=root / "data", webapp_dir=root / "webapp")
    backend = memory_backend(ManualClock(START), base_url="/files/", scrypt_n=2)
    world = World(app=create_app(settings, backend, backend.services()), backend=backend)
    world.seed_catalogue()
    return world


@pytest.fixture(params=["memory"])
def world(request: pytest.FixtureRequest, shared_world: World) -> World:
    """The memory world; a module that also walks on Firebase parametrizes this fixture
    with `FIREBASE_TOO` (then the test runs once per backend), or on every backend with
    `EVERY_BACKEND` (the local one fresh per test, its mail in memory)."""
    if request.param == "firebase":
        chosen: World = request.getfixturevalue("firebase_world")
        return chosen
    if request.param == "local":
        return local_world_at(request.getfixturevalue("tmp_path"), memory_mail=True)
    shared_world.clock.set(START)
    shared_world.forget_attempts()
    return shared_world


@pytest.fixture
def clock(world: World) -> ManualClock:
    return world.clock


@pytest.fixture
def anonymous(world: World) -> Api:
    api = world.client()
    api.prime_csrf()
    return api


@pytest.fixture
def admin(world: World) -> Api:
    return world.signed_in(world.add_user("admin", Role.ADMIN))


@pytest.fixture
def supervisor(world: World) -> Api:
    return world.signed_in(world.add_user("sue", Role.SUPERVISOR))


@pytest.fixture
def local_world(tmp_path: Path) -> World:
    """The app on the embedded local backend (SQLite and files) in a fresh data directory."""
    return local_world_at(tmp_path)


@pytest.fixture
def traced(monkeypatch: pytest.MonkeyPatch, counting_reads: None) -> list[tuple[int, str]]:
    """Every SQLite statement of the local backend, with the thread that ran it (counted
    without the caches' verification mode, whose fresh reads would add to them)."""
    statements: list[tuple[int, str]] = []
    connect = Database._connect

    def tracing(self: Database) -> sqlite3.Connection:
        conn = connect(self)
        conn.set_trace_callback(lambda sql: statements.append((threading.get_ident(), sql)))
        return conn

    monkeypatch.setattr(Database, "_connect", tracing)
    return statements
