from datetime import timedelta

import pytest
from signage_adapters.memory.video_info import MemoryVideoInfo
from tests.core.usecases.world import START, YOUTUBE_URL

from signage_core.entities.media import AssetType
from signage_core.entities.videos import VideoDetails
from signage_core.errors import Forbidden, LicenceExpired, NotFound, ValidationFailed
from signage_core.paging import PageRequest
from signage_core.usecases.content.videos import LookupVideoInfo
from signage_core.validation import messages as m

TYPED = {"videoUrl": YOUTUBE_URL, "videoTitle": "Promo", "videoThumbnailUrl": "https://img/1.jpg"}
FORM = {**TYPED, "duration": "3:33"}


def test_a_video_is_added_for_the_users_client(world):
    actor, client = world.customer()
    video = world.uc.add_video()(actor, FORM)
    assert (video.client_id, video.title, video.url, video.status) == (
        client.id,
        "Promo",
        YOUTUBE_URL,
        True,
    )
    assert video.created_at == START
    assert world.uc.list_videos()(actor, PageRequest()).items == [video]
    assert world.uc.get_video()(actor, video.id) == video


def test_video_form_rules_apply(world):
    actor, _ = world.customer()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.add_video()(actor, {**FORM, "videoUrl": "https://vimeo.com/1", "videoTitle": ""})
    assert refused.value.field_errors == {
        "videoUrl": "Invalid YouTube URL.",
        "videoTitle": "Make sure all fields are complete before saving.",
    }


def test_editing_another_clients_video_is_not_authorized(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    video = world.uc.add_video()(ann, FORM)
    with pytest.raises(Forbidden) as refused:
        world.uc.edit_video()(bob, video.id, {"videoTitle": "Mine"})
    assert refused.value.message == "You are not authorized to edit this video."
    assert world.docs.videos.get(video.id).title == "Promo"


def test_another_clients_video_opened_for_editing_is_not_authorized(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    video = world.uc.add_video()(ann, FORM)
    with pytest.raises(Forbidden, match=r"You are not authorized to edit this video\."):
        world.uc.get_video()(bob, video.id)
    with pytest.raises(NotFound, match=r"Video not found\."):
        world.uc.get_video()(bob, "missing")


def test_another_clients_video_cannot_be_switched_or_listed(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    video = world.uc.add_video()(ann, FORM)
    with pytest.raises(NotFound, match=r"Video not found\."):
        world.uc.set_video_status()(bob, video.id, False)
    assert world.uc.list_videos()(bob, PageRequest()).items == []


def test_the_owner_edits_and_switches_a_video(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, FORM)
    assert world.uc.edit_video()(actor, video.id, {"videoTitle": "New"}).title == "New"
    assert world.uc.set_video_status()(actor, video.id, False).status is False
    with pytest.raises(NotFound, match=r"Video not found\."):
        world.uc.edit_video()(actor, "missing", FORM)


def test_an_expired_licence_blocks_video_writes(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, FORM)
    world.clock.advance(timedelta(days=7, seconds=1))
    with pytest.raises(LicenceExpired):
        world.uc.add_video()(actor, FORM)
    with pytest.raises(LicenceExpired):
        world.uc.edit_video()(actor, video.id, {"videoTitle": "x"})
    assert world.uc.list_videos()(actor, PageRequest()).items == [video]


def test_video_info_comes_from_the_service_by_the_links_id(world):
    actor, _ = world.customer()
    details = VideoDetails("dQw4w9WgXcQ", "Never", "https://i.ytimg.com/hq.jpg", 213)
    world.backend.video_info.add(details)
    found = world.uc.lookup_video_info()(actor, "https://youtu.be/dQw4w9WgXcQ")
    assert (found.title, found.duration_seconds, found.configured) == ("Never", 213, True)


def test_an_invalid_link_is_refused_before_the_service_is_asked(world):
    actor, _ = world.customer()
    with pytest.raises(ValidationFailed, match=r"Invalid YouTube URL\."):
        world.uc.lookup_video_info()(actor, "https://example.com/watch")


def test_an_unknown_video_has_no_data(world):
    actor, _ = world.customer()
    with pytest.raises(NotFound, match=r"No data found for this video\."):
        world.uc.lookup_video_info()(actor, YOUTUBE_URL)


def test_without_the_service_the_thumbnail_is_derived_and_the_title_left_to_type(world):
    actor, _ = world.customer()
    found = LookupVideoInfo(MemoryVideoInfo(configured=False))(actor, YOUTUBE_URL)
    assert (found.title, found.configured) == ("", False)
    assert found.thumbnail_url == "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"


def test_staff_cannot_spend_the_video_information_quota(world):
    with pytest.raises(Forbidden):
        world.uc.lookup_video_info()(world.staff(), YOUTUBE_URL)


def test_an_added_video_is_a_youtube_item_of_the_library_the_dashboard_counts(world):
    actor, _ = world.customer()
    world.backend.video_info.add(VideoDetails("dQw4w9WgXcQ", "Never", "https://img/1.jpg", 65))
    video = world.uc.add_video()(actor, FORM)
    [item] = world.uc.list_media()(actor, PageRequest(), active_only=True).items
    assert (item.id, item.name, item.asset_type, item.youtube_url) == (
        video.id,
        "Promo",
        AssetType.YOUTUBE,
        YOUTUBE_URL,
    )
    assert (item.duration, item.file_size, item.thumbnail_url) == (
        65,
        65 * 2048,
        "https://img/1.jpg",
    )
    assert world.uc.get_dashboard()(actor).media_by_type[AssetType.YOUTUBE] == 1


def test_a_video_the_information_service_does_not_know_takes_the_typed_length(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, FORM)
    item = world.uc.get_media()(actor, video.id)
    assert (item.duration, item.file_size) == (213, 213 * 2048)


@pytest.mark.parametrize("duration", [None, "", "0", 0, "0:00"])
def test_a_video_with_no_length_from_anywhere_is_refused_on_its_duration(world, duration):
    actor, _ = world.customer()
    form = TYPED if duration is None else {**TYPED, "duration": duration}
    with pytest.raises(ValidationFailed) as refused:
        world.uc.add_video()(actor, form)
    assert refused.value.field_errors == {"duration": m.YOUTUBE_DURATION_REQUIRED}
    assert world.uc.list_videos()(actor, PageRequest()).items == []


def test_a_video_goes_into_a_playlist_from_the_library(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, FORM)
    playlist = world.uc.create_playlist()(actor, {"playlistName": "Loop", "mediaIds": [video.id]})
    assert [item.media_id for item in playlist.items] == [video.id]


def test_editing_or_switching_a_video_changes_its_library_item(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, FORM)
    world.uc.edit_video()(actor, video.id, {"videoTitle": "Spring sale"})
    world.uc.set_video_status()(actor, video.id, False)
    item = world.uc.get_media()(actor, video.id)
    assert (item.name, item.status) == ("Spring sale", False)


def test_a_video_whose_library_item_was_deleted_still_edits(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, FORM)
    world.uc.delete_media()(actor, video.id)
    assert world.uc.edit_video()(actor, video.id, {"videoTitle": "New"}).title == "New"
    assert world.uc.list_media()(actor, PageRequest()).items == []
