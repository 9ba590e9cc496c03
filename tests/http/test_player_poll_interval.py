"""How often a TV asks for its manifest is the operator's choice (SIGNAGE_PLAYER_POLL_SECONDS,
default 10 s: a change reaches 95% of the TVs within 9.5 s); every manifest answer, changed or
not, tells the player when to ask again, and /api/config tells the portal's pages. How far
ahead the schedule in a manifest reaches is SIGNAGE_SCHEDULE_HORIZON_HOURS (default 72)."""

from __future__ import annotations

from pathlib import Path

import pytest
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.settings import Settings, SettingsError, settings_from_env
from tests.http.api_support import START, World
from tests.http.screens_support import pair


@pytest.fixture(scope="module")
def every_four_seconds(tmp_path_factory: pytest.TempPathFactory) -> World:
    root: Path = tmp_path_factory.mktemp("poll")
    settings = Settings(
        backend="memory", data_dir=root / "data", webapp_dir=root / "web", player_poll_seconds=4
    )
    backend = memory_backend(ManualClock(START), base_url="/files/", scrypt_n=2)
    world = World(app=create_app(settings, backend, backend.services()), backend=backend)
    world.seed_catalogue()
    return world


def _paired_box(world: World):  # type: ignore[no-untyped-def]
    user = world.add_user("tv")
    world.add_client(user)
    box, _ = pair(world, world.signed_in(user))
    return box


def test_the_default_is_ten_seconds():
    assert Settings().player_poll_seconds == 10
    assert settings_from_env({}).player_poll_seconds == 10


def test_the_setting_is_read_from_the_environment():
    assert settings_from_env({"SIGNAGE_PLAYER_POLL_SECONDS": " 25 "}).player_poll_seconds == 25


@pytest.mark.parametrize("value", ["0", "1", "-10", "301", "ten", "2.5"])
def test_a_poll_interval_out_of_bounds_is_a_clear_error(value: str):
    with pytest.raises(SettingsError, match="SIGNAGE_PLAYER_POLL_SECONDS"):
        settings_from_env({"SIGNAGE_PLAYER_POLL_SECONDS": value})


def test_every_manifest_answer_says_when_to_ask_again(every_four_seconds: World):
    box = _paired_box(every_four_seconds)
    first = box.manifest()
    assert (first.status_code, first.headers["x-poll-interval"]) == (200, "4")
    unchanged = box.manifest(**{"If-None-Match": first.headers["etag"]})
    assert (unchanged.status_code, unchanged.headers["x-poll-interval"]) == (304, "4")


def test_the_default_interval_is_told_to_the_player(world: World):
    assert _paired_box(world).manifest().headers["x-poll-interval"] == "10"


def test_the_public_config_says_how_often_tvs_ask(every_four_seconds: World, world: World):
    assert every_four_seconds.client().get("/api/config").json()["playerPollSeconds"] == 4
    assert world.client().get("/api/config").json()["playerPollSeconds"] == 10


def test_the_schedule_horizon_is_72_hours_unless_set():
    assert settings_from_env({}).schedule_horizon_hours == 72
    assert settings_from_env({"SIGNAGE_SCHEDULE_HORIZON_HOURS": "24"}).schedule_horizon_hours == 24


@pytest.mark.parametrize("value", ["0", "-1", "337", "soon"])
def test_a_schedule_horizon_out_of_bounds_is_a_clear_error(value: str):
    with pytest.raises(SettingsError, match="SIGNAGE_SCHEDULE_HORIZON_HOURS"):
        settings_from_env({"SIGNAGE_SCHEDULE_HORIZON_HOURS": value})
