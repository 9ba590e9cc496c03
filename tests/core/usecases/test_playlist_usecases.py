from datetime import timedelta

import pytest
from tests.core.usecases.world import START, YOUTUBE_URL, signed, upload

from signage_core.entities.playlists import LogoPosition, PlaylistItem
from signage_core.errors import LicenceExpired, NotFound, ProfileIncomplete, ValidationFailed
from signage_core.paging import PageRequest


def playlist_form(*media, **overrides):
    form = {"playlistName": "Morning", "mediaIds": [m.id for m in media]}
    return {**form, **overrides}


def test_a_playlist_is_built_from_active_media_with_totals(world):
    actor, client = world.customer()
    image = world.add_image(actor, data=b"12345")
    size = len(signed(b"12345"))
    link = world.add_youtube(actor, duration=30)
    playlist = world.uc.create_playlist()(actor, playlist_form(image, link))
    assert playlist.items == (
        PlaylistItem(image.id, image.file_url, 10.0, size),
        PlaylistItem(link.id, YOUTUBE_URL, 30.0, 30 * 2048),
    )
    assert (playlist.total_duration, playlist.total_size) == (40.0, size + 30 * 2048)
    assert (playlist.client_id, playlist.user_id, playlist.created_at) == (
        client.id,
        actor.user_id,
        START,
    )


def test_overlays_and_the_clients_logo_are_kept(world):
    actor, client = world.customer()
    client = world.uc.upload_client_logo()(actor, client.id, upload(), 10, 10)
    image = world.add_image(actor)
    form = playlist_form(
        image, showLogo=True, logoPosition="top-right", showBanner=True, bannerText="Sale!"
    )
    playlist = world.uc.create_playlist()(actor, form)
    assert (playlist.show_logo, playlist.logo_position) == (True, LogoPosition.TOP_RIGHT)
    assert (playlist.show_banner, playlist.banner_text) == (True, "Sale!")
    assert playlist.client_logo == client.logo_url


def test_playlist_form_rules_apply(world):
    actor, _ = world.customer()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_playlist()(actor, {"playlistName": "", "mediaIds": []})
    assert refused.value.field_errors == {
        "playlistName": "Please enter a playlist name",
        "mediaIds": "Please select at least one media file",
    }


def test_a_shown_banner_without_text_is_refused(world):
    actor, _ = world.customer()
    image = world.add_image(actor)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_playlist()(actor, playlist_form(image, showBanner=True, bannerText=" "))
    assert refused.value.field_errors == {"bannerText": "Please enter the banner text"}


def test_inactive_or_foreign_media_are_refused(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    off = world.add_image(ann)
    world.uc.set_media_status()(ann, off.id, False)
    foreign = world.add_image(bob)
    for media in (off, foreign):
        with pytest.raises(ValidationFailed):
            world.uc.create_playlist()(ann, playlist_form(media))
    assert world.uc.list_playlists()(ann, PageRequest()).items == []


def test_updating_replaces_items_and_sets_updated_at(world):
    actor, _ = world.customer()
    first, second = world.add_image(actor, "A"), world.add_image(actor, "B")
    playlist = world.uc.create_playlist()(actor, playlist_form(first))
    world.clock.advance(timedelta(minutes=5))
    updated = world.uc.update_playlist()(actor, playlist.id, playlist_form(second, first))
    assert [item.media_id for item in updated.items] == [second.id, first.id]
    assert (updated.created_at, updated.updated_at) == (START, START + timedelta(minutes=5))


def test_another_clients_playlist_is_not_found(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    playlist = world.uc.create_playlist()(ann, playlist_form(world.add_image(ann)))
    bobs_media = world.add_image(bob)
    for attempt in (
        lambda: world.uc.get_playlist()(bob, playlist.id),
        lambda: world.uc.update_playlist()(bob, playlist.id, playlist_form(bobs_media)),
        lambda: world.uc.delete_playlist()(bob, playlist.id),
        lambda: world.uc.set_playlist_status()(bob, playlist.id, False),
    ):
        with pytest.raises(NotFound, match="Playlist not found"):
            attempt()
    assert world.docs.playlists.get(playlist.id) == playlist


def test_the_owner_switches_and_deletes_a_playlist(world):
    actor, _ = world.customer()
    playlist = world.uc.create_playlist()(actor, playlist_form(world.add_image(actor)))
    assert world.uc.set_playlist_status()(actor, playlist.id, False).status is False
    world.uc.delete_playlist()(actor, playlist.id)
    assert world.uc.list_playlists()(actor, PageRequest()).items == []


def test_a_user_without_client_has_no_playlists(world):
    actor = world.signup()
    with pytest.raises(ProfileIncomplete, match=r"No client found for the logged-in user\."):
        world.uc.list_playlists()(actor, PageRequest())


def test_an_expired_licence_blocks_playlist_writes(world):
    actor, _ = world.customer()
    image = world.add_image(actor)
    world.clock.advance(timedelta(days=30))
    with pytest.raises(LicenceExpired):
        world.uc.create_playlist()(actor, playlist_form(image))
