"""A new backend is one package and one line: a fourth, test-only backend built from the
memory adapters (tests/support/fourth_backend.py) is registered, chosen by its name in the
settings, built by the composition root, and passes a few contract and HTTP cases."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.request_path.litestar_touches import routed_handlers, runs_in_thread
from signage_http.wiring.composition import app_secret, build_backend
from signage_http.wiring.settings import Settings, SettingsError
from tests.contracts.test_clients_contract import (  # noqa: F401 (cases run on this backend)
    test_a_saved_client_reads_back_with_every_field,
)
from tests.contracts.test_users_contract import (  # noqa: F401 (cases run on this backend)
    test_a_saved_user_reads_back_with_every_field,
    test_find_by_email_ignores_case,
)
from tests.http.api_support import START, World
from tests.http.test_api_playlists import (  # noqa: F401 (cases run on this backend)
    test_create_a_playlist_with_totals_and_overlays,
    test_replace_switch_and_delete_a_playlist,
)
from tests.support.fourth_backend import FOURTH, FourthBackend
from tests.support.registered_backend import registered


@pytest.fixture
def fourth() -> Iterator[None]:
    with registered(FOURTH):
        yield


def _settings(root: Path) -> Settings:
    return Settings(backend="fourth", data_dir=root / "data", webapp_dir=root / "web")


@pytest.fixture
def world(fourth: None, tmp_path: Path) -> World:
    settings = _settings(tmp_path)
    backend = build_backend(settings, ManualClock(START))
    built = World(app=create_app(settings, backend), backend=backend)
    built.seed_catalogue()
    return built


@pytest.fixture
def documents(world: World) -> Any:
    return world.backend.documents


def test_settings_refuse_a_backend_nobody_registered(tmp_path: Path):
    with pytest.raises(SettingsError, match="SIGNAGE_BACKEND must be one of local, memory"):
        _settings(tmp_path)


def test_a_registered_backend_is_chosen_by_its_name(fourth: None, tmp_path: Path):
    settings = _settings(tmp_path)
    assert isinstance(build_backend(settings), FourthBackend)
    assert len(app_secret(settings)) == 64
    app = create_app(settings)
    assert isinstance(app.state.portal.backend, FourthBackend)


def test_its_reads_run_in_threads_as_it_declares(world: World):
    listed = [
        handler
        for path, handler in routed_handlers(world.app)
        if path == "/api/medias" and "GET" in handler.http_methods
    ]
    assert listed
    assert all(runs_in_thread(handler) for handler in listed)
