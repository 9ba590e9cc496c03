"""Fixtures of the HTTP tests: the app on a fresh in-memory backend with a manual clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.backends import memory_adapters
from signage_http.settings import Settings
from tests.http.api_support import START, Api, World

from signage_core.entities.users import Role


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(backend="memory", data_dir=tmp_path / "data", webapp_dir=tmp_path / "webapp")


@pytest.fixture
def world(settings: Settings, clock: ManualClock) -> Iterator[World]:
    backend = memory_backend(clock, base_url="/files/", scrypt_n=2)
    app = create_app(settings, memory_adapters(backend))
    world = World(app=app, backend=backend, opened=[])
    world.seed_catalogue()
    yield world
    world.close()


@pytest.fixture
def anonymous(world: World) -> Api:
    api = world.client()
    api.prime_csrf()
    return api


@pytest.fixture
def admin(world: World) -> Api:
    world.add_user("admin@example.com", Role.ADMIN)
    return world.signed_in("admin@example.com")
