from dataclasses import replace
from datetime import timedelta

import pytest
from tests.core.usecases.world import START, YOUTUBE_URL, signed, upload
from tests.support.media_files import png_bytes

from signage_core.entities.media import AssetType
from signage_core.entities.users import Role
from signage_core.errors import (
    ExternalServiceFailed,
    Forbidden,
    LicenceExpired,
    NotFound,
    ValidationFailed,
)
from signage_core.paging import PageRequest
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content.media import DeleteMedia
from signage_core.usecases.content.media_upload import UploadStage
from signage_core.usecases.files.uploads import Upload
from signage_core.validation import messages as m

MS = int(START.timestamp() * 1000)
LICENCE = "Your license has expired. Please renew your subscription to continue using this feature."


def test_an_image_is_streamed_to_storage_and_recorded(world):
    actor, _ = world.customer()
    form = {"name": "Poster", "assetType": "image", "description": "Spring", "duration": "12"}
    media = world.uc.add_media()(actor, form, file=upload(b"abcdef", "My Poster.png"))
    assert media.file_path == f"medias/{MS}_My_Poster.png"
    assert media.file_url == world.blobs.download_url(media.file_path)
    size = len(signed(b"abcdef"))
    assert (media.file_size, media.duration, media.asset_type) == (size, 12.0, AssetType.IMAGE)
    assert (media.user_id, media.user_email, media.created_at) == (
        actor.user_id,
        "ann@example.com",
        START,
    )
    assert world.docs.medias.get(media.id) == media


def _photo(size: tuple[int, int] = (1600, 900), name: str = "shop.png") -> Upload:
    data = png_bytes(size)
    return Upload(filename=name, content_type="image/png", size=len(data), chunks=[data])


def test_an_image_gets_a_grid_thumbnail_made_on_the_server(world):
    actor, _ = world.customer()
    media = world.uc.add_media()(actor, {"name": "Shop", "assetType": "image"}, file=_photo())
    assert media.thumbnail_path == f"medias/thumbnails/thumb_{MS}_shop.jpg"
    assert media.thumbnail_url == world.blobs.download_url(media.thumbnail_path)
    stored = world.blobs.metadata(media.thumbnail_path)
    assert stored is not None
    assert stored.content_type == "image/jpeg"
    assert stored.size < media.file_size
    assert world.docs.medias.get(media.id) == media


def test_deleting_an_image_removes_its_thumbnail_too(world):
    actor, _ = world.customer()
    media = world.uc.add_media()(actor, {"name": "Shop", "assetType": "image"}, file=_photo())
    world.uc.delete_media()(actor, media.id)
    assert world.blobs.metadata(media.thumbnail_path) is None


def test_an_image_the_server_cannot_decode_keeps_no_thumbnail(world):
    actor, _ = world.customer()
    media = world.uc.add_media()(actor, {"name": "Odd", "assetType": "image"}, file=upload())
    assert (media.thumbnail_path, media.thumbnail_url) == ("", "")


@pytest.mark.parametrize(
    ("dimensions", "field"),
    [((13_000, 13_000), "file"), ((40_001, 1_000), "file"), ((65_535, 65_535), "thumbnail")],
)
def test_an_image_declaring_more_than_40_megapixels_is_refused_before_it_is_stored(
    world, dimensions, field
):
    actor, _ = world.customer()
    form = {"name": "Bomb", "assetType": "image" if field == "file" else "video"}
    media = upload(b"v", "clip.mp4", "video/mp4")
    image = replace(upload(b"x", "bomb.jpg", "image/jpeg"), dimensions=dimensions)
    files = {"file": image} if field == "file" else {"file": media, "thumbnail": image}
    with pytest.raises(ValidationFailed) as refused:
        world.uc.add_media()(actor, form, **files)
    assert refused.value.field_errors == {field: m.MEDIA_IMAGE_TOO_BIG_DIMENSIONS}
    assert (world.blobs.paths(), world.docs.medias.list_for_user(actor.user_id)) == ([], [])


def test_an_image_of_exactly_40_megapixels_is_accepted(world):
    actor, _ = world.customer()
    image = replace(upload(), dimensions=(8_000, 5_000))
    media = world.uc.add_media()(actor, {"name": "8000x5000", "assetType": "image"}, file=image)
    assert world.docs.medias.get(media.id) == media


def test_a_video_with_a_thumbnail_stores_both_files_and_reports_progress(world):
    actor, _ = world.customer()
    seen = []
    video = upload(b"v" * 10, "clip.mp4", "video/mp4")
    video = replace(video, chunks=[signed(b"v" * 4, "video/mp4"), b"v" * 6])
    thumb = upload(b"jpg", "thumb.jpg", "image/jpeg")
    form = {"name": "Clip", "assetType": "video", "duration": 8}
    media = world.uc.add_media()(
        actor, form, file=video, thumbnail=thumb, on_progress=lambda *a: seen.append(a)
    )
    assert media.thumbnail_path == f"medias/thumbnails/thumb_{MS}_clip.jpg"
    assert sorted(world.blobs.paths()) == sorted([media.file_path, media.thumbnail_path])
    head = len(signed(b"", "video/mp4"))
    assert (UploadStage.UPLOADING, head + 4) in seen
    assert (UploadStage.UPLOADING, head + 10) in seen
    assert seen[0] == (UploadStage.PREPARING, 0)
    assert seen[-2:] == [(UploadStage.SAVING, 0), (UploadStage.COMPLETE, head + 10)]


def test_a_youtube_link_has_no_file_and_an_estimated_size(world):
    actor, _ = world.customer()
    media = world.add_youtube(actor, duration=30)
    assert (media.file_size, media.file_url, media.youtube_url) == (30 * 2048, "", YOUTUBE_URL)
    assert media.thumbnail_url == "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"
    assert world.blobs.paths() == []


def test_media_form_rules_apply(world):
    actor, _ = world.customer()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.add_media()(actor, {"name": "", "assetType": "video"})
    assert refused.value.field_errors == {
        "name": "Name is required",
        "file": "Please select a video file",
    }


def test_filenames_cannot_escape_the_media_folder(world):
    actor, _ = world.customer()
    form = {"name": "Evil", "assetType": "image"}
    media = world.uc.add_media()(actor, form, file=upload(b"x", "../../etc/passwd.png"))
    assert media.file_path == f"medias/{MS}_passwd.png"


def test_two_uploads_of_the_same_name_in_one_millisecond_keep_both_files(world):
    actor, _ = world.customer()
    first = world.add_image(actor, data=b"one")
    second = world.add_image(actor, data=b"two")
    assert first.file_path != second.file_path
    assert b"".join(world.blobs.read(first.file_path)) == signed(b"one")


def test_media_are_listed_per_user_and_active_only_for_the_builder(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    kept = world.add_image(ann, "Kept")
    off = world.add_image(ann, "Off")
    world.add_image(bob, "Bob's")
    world.uc.set_media_status()(ann, off.id, False)
    assert {m.name for m in world.uc.list_media()(ann, PageRequest()).items} == {"Kept", "Off"}
    assert [m.id for m in world.uc.list_media()(ann, PageRequest(), active_only=True).items] == [
        kept.id
    ]


def test_another_users_media_is_not_found(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    media = world.add_image(ann)
    for attempt in (
        lambda: world.uc.get_media()(bob, media.id),
        lambda: world.uc.edit_media()(bob, media.id, {"name": "Mine"}),
        lambda: world.uc.set_media_status()(bob, media.id, False),
        lambda: world.uc.delete_media()(bob, media.id),
    ):
        with pytest.raises(NotFound, match="Media not found"):
            attempt()
    assert world.docs.medias.get(media.id) == media


def test_editing_changes_text_and_a_links_size_follows_its_duration(world):
    actor, _ = world.customer()
    link = world.add_youtube(actor, duration=10)
    edited = world.uc.edit_media()(actor, link.id, {"name": "Renamed", "duration": 20})
    assert (edited.name, edited.duration, edited.file_size) == ("Renamed", 20.0, 20 * 2048)


def test_deleting_media_removes_its_files(world):
    actor, _ = world.customer()
    thumb = upload(b"jpg", "t.jpg", "image/jpeg")
    form = {"name": "Clip", "assetType": "video"}
    media = world.uc.add_media()(
        actor, form, file=upload(b"v", "c.mp4", "video/mp4"), thumbnail=thumb
    )
    world.uc.delete_media()(actor, media.id)
    assert world.blobs.paths() == []
    assert world.docs.medias.get(media.id) is None


class UnrecordedMedias:
    """A media repository whose deletes fail (the record stays)."""

    def __init__(self, medias):
        self._medias = medias

    def __getattr__(self, name):
        return getattr(self._medias, name)

    def delete(self, media_id):
        raise OSError("database down")


def test_a_failed_record_delete_keeps_the_record_and_its_files(world):
    actor, _ = world.customer()
    media = world.add_image(actor)
    gate = LicenceGate(world.docs.clients, world.docs.payments, world.clock)
    delete = DeleteMedia(UnrecordedMedias(world.docs.medias), world.blobs, gate)
    with pytest.raises(ExternalServiceFailed, match="Error deleting media"):
        delete(actor, media.id)
    assert world.docs.medias.get(media.id) == media
    assert world.blobs.metadata(media.file_path) is not None


def test_an_expired_licence_blocks_media_writes_but_not_reads(world):
    actor, _ = world.customer()
    media = world.add_image(actor)
    world.clock.advance(timedelta(days=8))
    with pytest.raises(LicenceExpired) as refused:
        world.add_image(actor)
    assert refused.value.message == LICENCE
    for write in (
        lambda: world.uc.edit_media()(actor, media.id, {"name": "x"}),
        lambda: world.uc.set_media_status()(actor, media.id, False),
        lambda: world.uc.delete_media()(actor, media.id),
    ):
        with pytest.raises(LicenceExpired):
            write()
    assert world.uc.list_media()(actor, PageRequest()).items == [media]


def test_media_is_a_client_feature(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    with pytest.raises(Forbidden):
        world.uc.list_media()(supervisor, PageRequest())


def test_the_playlists_that_use_a_media_item_are_named(world):
    actor, _ = world.customer()
    poster, clip = world.add_image(actor), world.add_youtube(actor)
    create = world.uc.create_playlist()
    morning = create(actor, {"playlistName": "Morning", "mediaIds": [poster.id, clip.id]})
    create(actor, {"playlistName": "Evening", "mediaIds": [clip.id]})
    used = world.uc.playlists_using_media()(actor, poster.id)
    assert [playlist.id for playlist in used] == [morning.id]
    assert sorted(p.name for p in world.uc.playlists_using_media()(actor, clip.id)) == [
        "Evening",
        "Morning",
    ]


def test_where_another_users_media_is_used_is_not_told(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    poster = world.add_image(ann)
    with pytest.raises(NotFound):
        world.uc.playlists_using_media()(bob, poster.id)
