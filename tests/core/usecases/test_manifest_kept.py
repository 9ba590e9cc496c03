"""A screen's manifest is built once while what it is made of is unchanged: a poll that
would answer 304 looks up no stored file and signs no link, and any change to the screen,
its playlist, a media, the client or the link window is in the next manifest."""

from __future__ import annotations

from datetime import timedelta

import pytest

from signage_core.rules.kept import Kept


class Counted:
    def __init__(self, blobs) -> None:
        self._metadata, self.lookups = blobs.metadata, 0
        blobs.metadata = self

    def __call__(self, path: str):
        self.lookups += 1
        return self._metadata(path)


@pytest.fixture
def playing(world):
    actor, _ = world.customer()
    media = world.add_image(actor)
    form = {"playlistName": "Morning", "mediaIds": [media.id]}
    playlist = world.uc.create_playlist()(actor, form)
    started = world.uc.start_pairing()()
    world.uc.create_screen()(actor, "Lobby", started.code, playlist.id)
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    return actor, media, token


def test_an_unchanged_manifest_is_answered_without_looking_up_files(world, playing):
    _, _, token = playing
    first = world.uc.get_manifest()(token)
    lookups = Counted(world.blobs)
    world.clock.advance(timedelta(minutes=5))  # a heartbeat is recorded meanwhile
    again = world.uc.get_manifest()(token)
    assert again is first
    assert lookups.lookups == 0


def test_a_changed_media_is_in_the_next_manifest(world, playing):
    actor, media, token = playing
    world.uc.get_manifest()(token)
    world.uc.set_media_status()(actor, media.id, False)
    assert world.uc.get_manifest()(token).playlist.items == ()
    world.uc.set_media_status()(actor, media.id, True)
    assert [item.media_id for item in world.uc.get_manifest()(token).playlist.items] == [media.id]


def test_the_next_link_window_gives_new_links_and_a_new_version(world, playing):
    _, _, token = playing
    first = world.uc.get_manifest()(token)
    world.clock.advance(timedelta(hours=24))
    later = world.uc.get_manifest()(token)
    assert later.version != first.version
    assert later.playlist.items[0].url != first.playlist.items[0].url


def test_a_value_is_kept_while_its_parts_are_equal_and_the_oldest_goes_first():
    kept: Kept[str] = Kept(kept=2)
    made = []

    def make(value: str):
        return lambda: made.append(value) or value

    assert kept.get("a", (1,), make("a1")) == "a1"
    assert kept.get("a", (1,), make("a2")) == "a1"
    assert kept.get("a", (2,), make("a3")) == "a3"
    kept.get("b", (1,), make("b1"))
    kept.get("c", (1,), make("c1"))  # past the limit: "a" goes
    assert kept.get("a", (2,), make("a4")) == "a4"
    assert made == ["a1", "a3", "b1", "c1", "a4"]
