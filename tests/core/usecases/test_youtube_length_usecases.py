"""Every YouTube item has a length, never 0: the video-information service's when it has one,
else the one typed on the form (seconds or m:ss), which must be more than 0; an item stored
with 0 before this rule is left out of playlists and of the player until it gets one."""

from __future__ import annotations

from dataclasses import replace

import pytest
from signage_adapters.memory.video_info import MemoryVideoInfo
from signage_adapters.pillow_thumbnails import PillowThumbnailer
from tests.core.usecases.world import YOUTUBE_URL

from signage_core.entities.videos import VideoDetails
from signage_core.errors import ValidationFailed
from signage_core.paging import PageRequest
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content.media import EditMedia
from signage_core.usecases.content.media_upload import AddMedia
from signage_core.usecases.content.videos import EditVideo
from signage_core.validation import messages as m

LINK = {"name": "Clip", "assetType": "youtube", "youtubeUrl": YOUTUBE_URL}
OTHER_URL = "https://youtu.be/aaaaaaaaaaa"
NO_KEY = MemoryVideoInfo(configured=False)


def _gate(world) -> LicenceGate:
    return LicenceGate(world.docs.clients, world.docs.payments, world.clock)


def _add_without_key(world, actor, form):
    add = AddMedia(
        world.docs.medias, world.blobs, PillowThumbnailer(), _gate(world), world.clock, NO_KEY
    )
    return add(actor, form)


def _refused_on_duration(call) -> str:
    with pytest.raises(ValidationFailed) as refused:
        call()
    assert list(refused.value.field_errors) == ["duration"]
    return refused.value.field_errors["duration"]


@pytest.mark.parametrize(
    ("typed", "seconds"), [("95", 95), (95.5, 95.5), ("1:35", 95), ("12:00", 720)]
)
def test_without_a_key_the_typed_length_in_seconds_or_m_ss_is_kept(world, typed, seconds):
    actor, _ = world.customer()
    item = _add_without_key(world, actor, {**LINK, "duration": typed})
    assert (item.duration, item.file_size) == (seconds, round(seconds * 2048))


@pytest.mark.parametrize("typed", [None, "", " ", 0, "0", "0:00"])
def test_without_a_key_a_link_with_no_length_is_refused(world, typed):
    actor, _ = world.customer()
    form = LINK if typed is None else {**LINK, "duration": typed}
    message = _refused_on_duration(lambda: _add_without_key(world, actor, form))
    assert message == m.YOUTUBE_DURATION_REQUIRED
    assert world.docs.medias.page_for_user(actor.user_id, PageRequest()).items == []


@pytest.mark.parametrize("typed", ["1:5", "abc", "1:60"])
def test_a_length_that_is_neither_seconds_nor_m_ss_is_not_a_number(world, typed):
    actor, _ = world.customer()
    message = _refused_on_duration(
        lambda: _add_without_key(world, actor, {**LINK, "duration": typed})
    )
    assert message == m.DURATION_NOT_A_NUMBER


def test_with_a_key_the_services_length_wins_over_the_typed_one(world):
    actor, _ = world.customer()
    world.backend.video_info.add(VideoDetails("dQw4w9WgXcQ", "Never", "https://img/t.jpg", 213))
    item = world.uc.add_media()(actor, {**LINK, "duration": "5"})
    assert item.duration == 213


def test_with_a_key_that_cannot_tell_the_typed_length_is_used_else_refused(world):
    actor, _ = world.customer()
    assert world.uc.add_media()(actor, {**LINK, "duration": "1:00"}).duration == 60
    message = _refused_on_duration(lambda: world.uc.add_media()(actor, LINK))
    assert message == m.YOUTUBE_DURATION_REQUIRED


def test_an_edit_cannot_set_a_links_length_to_0(world):
    actor, _ = world.customer()
    item = world.add_youtube(actor, duration=30)
    edit = EditMedia(world.docs.medias, _gate(world), NO_KEY)
    assert (
        _refused_on_duration(lambda: edit(actor, item.id, {"duration": "0"}))
        == m.YOUTUBE_DURATION_REQUIRED
    )
    assert edit(actor, item.id, {"duration": "2:00"}).file_size == 120 * 2048
    assert edit(actor, item.id, {"name": "Renamed"}).duration == 120


def test_an_edit_to_another_video_asks_its_length_again(world):
    actor, _ = world.customer()
    item = world.add_youtube(actor, duration=30)
    edit = EditMedia(world.docs.medias, _gate(world), NO_KEY)
    refused = _refused_on_duration(lambda: edit(actor, item.id, {"youtubeUrl": OTHER_URL}))
    assert refused == m.YOUTUBE_DURATION_REQUIRED
    changed = edit(actor, item.id, {"youtubeUrl": OTHER_URL, "duration": "45"})
    assert (changed.youtube_url, changed.duration) == (OTHER_URL, 45)


def test_a_legacy_item_stored_with_0_must_be_given_a_length_on_any_edit(world):
    actor, _ = world.customer()
    item = _stored_with_0(world, world.add_youtube(actor))
    edit = EditMedia(world.docs.medias, _gate(world), NO_KEY)
    refused = _refused_on_duration(lambda: edit(actor, item.id, {"name": "Renamed"}))
    assert refused == m.YOUTUBE_DURATION_REQUIRED
    assert edit(actor, item.id, {"name": "Renamed", "duration": "40"}).duration == 40


def test_editing_a_video_sets_its_library_items_length(world):
    actor, _ = world.customer()
    form = {
        "videoUrl": YOUTUBE_URL,
        "videoTitle": "Promo",
        "videoThumbnailUrl": "https://img/1.jpg",
    }
    video = world.uc.add_video()(actor, {**form, "duration": "30"})
    edit = EditVideo(world.docs.videos, world.docs.medias, _gate(world), NO_KEY)
    refused = _refused_on_duration(lambda: edit(actor, video.id, {"duration": ""}))
    assert refused == m.YOUTUBE_DURATION_REQUIRED
    edit(actor, video.id, {"duration": "1:30"})
    item = world.docs.medias.get(video.id)
    assert (item.duration, item.file_size) == (90, 90 * 2048)


def test_a_playlist_refuses_a_youtube_item_with_no_length(world):
    actor, _ = world.customer()
    item = _stored_with_0(world, world.add_youtube(actor))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_playlist()(actor, {"playlistName": "Loop", "mediaIds": [item.id]})
    assert refused.value.field_errors == {"mediaIds": m.YOUTUBE_NEEDS_DURATION}


def test_the_player_leaves_out_a_legacy_0_length_item_until_it_has_a_length(world):
    actor, _ = world.customer()
    image, clip = world.add_image(actor), world.add_youtube(actor, duration=30)
    form = {"playlistName": "Loop", "mediaIds": [image.id, clip.id]}
    playlist = world.uc.create_playlist()(actor, form)
    items = tuple(replace(i, duration=0) if i.media_id == clip.id else i for i in playlist.items)
    world.docs.playlists.save_existing(replace(playlist, items=items))
    _stored_with_0(world, clip)
    token = _paired_screen(world, actor, playlist.id)
    assert [i.media_id for i in world.uc.get_manifest()(token).playlist.items] == [image.id]
    world.uc.edit_media()(actor, clip.id, {"duration": "0:45"})
    played = world.uc.get_manifest()(token).playlist.items
    assert [(i.media_id, i.duration) for i in played] == [(image.id, 10), (clip.id, 45)]


def _stored_with_0(world, item):
    world.docs.medias.save_existing(replace(item, duration=0.0, file_size=0))
    return world.docs.medias.get(item.id)


def _paired_screen(world, actor, playlist_id: str) -> str:
    started = world.uc.start_pairing()()
    world.uc.create_screen()(actor, "Lobby", started.code, playlist_id)
    return world.uc.poll_pairing()(started.code, started.poll_token).device_token
