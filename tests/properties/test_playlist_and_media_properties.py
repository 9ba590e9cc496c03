"""Playlist totals equal the sums of their items, and a failed media save leaves no file."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from signage_adapters.memory.video_info import MemoryVideoInfo
from signage_adapters.pillow_thumbnails import PillowThumbnailer
from tests.core.usecases.world import YOUTUBE_URL, World, signed, upload

from signage_core.paging import PageRequest
from signage_core.usecases import Upload
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content.media_upload import AddMedia

SETTINGS = settings(max_examples=60, deadline=None)

durations = st.floats(min_value=0, max_value=36_000, allow_nan=False, allow_infinity=False)
image_items = st.tuples(st.just("image"), durations, st.binary(max_size=300))
link_items = st.tuples(st.just("youtube"), durations.filter(bool), st.just(b""))
items = st.lists(st.one_of(image_items, link_items), min_size=1, max_size=8)


def add(world, actor, kind, duration, data):
    form = {"name": "item", "assetType": kind, "duration": duration}
    if kind == "youtube":
        return world.uc.add_media()(actor, {**form, "youtubeUrl": YOUTUBE_URL})
    file = upload(data)
    return world.uc.add_media()(actor, form, file=file)


@SETTINGS
@given(items)
def test_playlist_totals_always_equal_the_sums_of_the_chosen_media(specs):
    world = World()
    actor, _ = world.customer()
    medias = [add(world, actor, *spec) for spec in specs]
    playlist = world.uc.create_playlist()(
        actor, {"playlistName": "P", "mediaIds": [m.id for m in medias]}
    )
    assert playlist.total_size == sum(m.file_size for m in medias)
    assert playlist.total_duration == pytest.approx(math.fsum(m.duration for m in medias))
    assert [item.media_id for item in playlist.items] == [m.id for m in medias]


class FailingMedias:
    """The real memory repository, except that writes fail as a store that is down would."""

    def __init__(self, inner):
        self._inner = inner

    def save(self, media):
        raise OSError("document store unavailable")

    def __getattr__(self, name):
        return getattr(self._inner, name)


chunks = st.lists(st.binary(min_size=1, max_size=64), min_size=1, max_size=6)
uploads = st.sampled_from([("image", "pic.png", "image/png"), ("video", "clip.mp4", "video/mp4")])


@SETTINGS
@given(uploads, chunks, st.booleans())
def test_a_failed_record_save_leaves_no_stored_file(kind_name_type, parts, with_thumbnail):
    world = World()
    actor, _ = world.customer()
    kind, name, content_type = kind_name_type
    world.add_image(actor, "Kept")
    before = world.blobs.paths()
    gate = LicenceGate(world.docs.clients, world.docs.payments, world.clock)
    medias = FailingMedias(world.docs.medias)
    add_media = AddMedia(
        medias, world.blobs, PillowThumbnailer(), gate, world.clock, MemoryVideoInfo()
    )
    parts = [signed(parts[0], content_type), *parts[1:]]
    file = Upload(name, content_type, sum(map(len, parts)), parts)
    thumb = upload(b"jpg", "t.jpg", "image/jpeg") if with_thumbnail else None
    with pytest.raises(OSError, match="unavailable"):
        add_media(actor, {"name": "New", "assetType": kind}, file=file, thumbnail=thumb)
    assert world.blobs.paths() == before
    assert [m.name for m in world.uc.list_media()(actor, PageRequest()).items] == ["Kept"]
