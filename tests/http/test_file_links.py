"""Stored-file links on the embedded backend: their lifetime is the operator's choice
(SIGNAGE_PLAYER_LINK_TTL, days), and a link spelled any other way than it was made opens
nothing: 403 like any tampered link, never a 500."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.composition import build_backend
from signage_http.wiring.settings import Settings, SettingsError, settings_from_env
from tests.http.api_support import START, World

PATH = "medias/1736944245123_menu.png"


def _stored(world: World) -> tuple[str, dict[str, str]]:
    world.backend.blobs.put(PATH, [b"\x89PNG\r\n\x1a\n"], content_type="image/png")
    url = world.backend.blobs.download_url(PATH)
    split = urlsplit(url)
    return split.path, {key: values[0] for key, values in parse_qs(split.query).items()}


def test_the_link_as_made_opens_the_file(local_world: World):
    path, query = _stored(local_world)
    answer = local_world.client().get(path, params=query)
    assert answer.status_code == 200
    assert answer.content == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("field", "spell"),
    [
        ("expires", lambda text: "+" + text),
        ("expires", lambda text: " " + text),
        ("expires", lambda text: "0" + text),
        ("expires", lambda text: text[:3] + "_" + text[3:]),
        ("signature", lambda text: "é" * 64),
        ("signature", lambda text: text.upper()),
    ],
)
def test_a_respelled_link_is_a_403(local_world: World, field: str, spell):
    path, query = _stored(local_world)
    answer = local_world.client().get(path, params={**query, field: spell(query[field])})
    assert answer.status_code == 403
    assert answer.json()["message"] == "This file link is invalid or has expired."


def test_the_player_link_lifetime_is_a_setting_in_days(tmp_path: Path):
    settings = settings_from_env(
        {"SIGNAGE_PLAYER_LINK_TTL": "30", "SIGNAGE_DATA_DIR": str(tmp_path)}
    )
    backend = build_backend(settings, clock=ManualClock(START))
    backend.blobs.put(PATH, [b"x"], content_type="image/png")
    expires = parse_qs(urlsplit(backend.blobs.download_url(PATH)).query)["expires"][0]
    assert int(expires) == int((START + timedelta(days=30)).timestamp())
    backend.close()


@pytest.mark.parametrize("value", ["0", "-5", "36501", "a year"])
def test_a_bad_player_link_lifetime_is_a_clear_error(value: str):
    with pytest.raises(SettingsError, match="SIGNAGE_PLAYER_LINK_TTL"):
        settings_from_env({"SIGNAGE_PLAYER_LINK_TTL": value})


def test_the_default_player_link_lifetime_is_ten_years():
    assert Settings().player_link_days == 3650
