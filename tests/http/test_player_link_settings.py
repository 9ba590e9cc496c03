"""The life of a manifest's links is the operator's choice (SIGNAGE_PLAYER_LINK_HOURS, hours,
default 48), and a bad value is a clear error at start-up."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
from signage_http.wiring.composition import player_links
from signage_http.wiring.settings import Settings, SettingsError, settings_from_env

from signage_core.rules.player_links import link_deadline

MIDNIGHT = datetime(2026, 11, 26, tzinfo=UTC)


def _expires(link: str) -> int:
    return int(parse_qs(urlsplit(link).query)["expires"][0])


def test_a_link_opens_until_the_windows_start_plus_the_setting():
    links = player_links(settings_from_env({"SIGNAGE_BACKEND": "memory",
                                            "SIGNAGE_PLAYER_LINK_HOURS": "6"}))  # fmt: skip
    link = links.link("s1", "medias/u/a.png", MIDNIGHT + timedelta(hours=4))
    assert _expires(link) == int((MIDNIGHT + timedelta(hours=3 + 6)).timestamp())
    assert link.startswith("/api/player/files/s1/medias/u/a.png?expires=")


def test_links_are_absolute_under_the_public_url():
    env = {"SIGNAGE_BACKEND": "memory", "SIGNAGE_PUBLIC_URL": "https://tv.example/"}
    link = player_links(settings_from_env(env)).link("s1", "medias/a.png", MIDNIGHT)
    assert link.startswith("https://tv.example/api/player/files/s1/medias/a.png?")


@pytest.mark.parametrize(
    ("moment", "deadline"),
    [(timedelta(0), 48), (timedelta(hours=23, minutes=59), 48), (timedelta(hours=24), 72)],
)
def test_the_deadline_moves_once_a_window(moment: timedelta, deadline: int):
    found = link_deadline(MIDNIGHT + moment, timedelta(hours=48))
    assert found == int((MIDNIGHT + timedelta(hours=deadline)).timestamp())


def test_the_default_life_is_48_hours():
    assert Settings().player_link_hours == 48


@pytest.mark.parametrize("value", ["0", "1", "-5", "8785", "two days"])
def test_a_bad_link_life_is_a_clear_error(value: str):
    with pytest.raises(SettingsError, match="SIGNAGE_PLAYER_LINK_HOURS"):
        settings_from_env({"SIGNAGE_PLAYER_LINK_HOURS": value})
