"""Uploads are recognised by their bytes in the core, so library users get the same refusals
as the web app (spec §5: logos JPG/PNG; media images JPG/PNG, videos MP4)."""

import pytest
from tests.core.usecases.world import signed, upload

from signage_core import file_types
from signage_core.errors import UnsupportedContent, ValidationFailed
from signage_core.paging import PageRequest
from signage_core.usecases import Upload

IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}
VIDEO = {"name": "Clip", "assetType": "video", "duration": "10"}


def hello_png() -> Upload:
    return Upload("hello.png", "image/png", 5, [b"hello"])


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", file_types.JPEG),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", file_types.PNG),
        (b"\x00\x00\x00\x20ftypisom", file_types.MP4),
        (b"GIF89a", file_types.UNKNOWN),
        (b"hello", file_types.UNKNOWN),
        (b"", file_types.UNKNOWN),
    ],
)
def test_the_kind_of_a_file_is_read_from_its_leading_bytes(head, kind):
    assert file_types.sniff(head) == kind


def test_a_signature_split_over_many_chunks_is_still_recognised_and_nothing_is_lost():
    data = signed(b"rest of the image", "image/png")
    kind, stream = file_types.sniff_stream([bytes([byte]) for byte in data])
    assert kind == file_types.PNG
    assert b"".join(stream) == data


def test_the_library_refuses_hello_as_a_png_with_the_spec_message(world):
    actor, client = world.customer()
    with pytest.raises(UnsupportedContent) as media_refused:
        world.uc.add_media()(actor, IMAGE, file=hello_png())
    assert media_refused.value.field_errors == {"file": "Only JPG and PNG images are allowed"}
    with pytest.raises(ValidationFailed) as logo_refused:
        world.uc.upload_client_logo()(actor, client.id, hello_png(), 10, 10)
    assert logo_refused.value.field_errors == {"logo": "Only JPG and PNG files are allowed"}
    assert world.blobs.paths() == []
    assert world.uc.list_media()(actor, PageRequest()).items == []


def test_a_png_sent_as_a_video_is_refused(world):
    actor, _ = world.customer()
    disguised = upload(b"frames", "clip.mp4", "image/png")
    disguised = Upload("clip.mp4", "video/mp4", disguised.size, disguised.chunks)
    with pytest.raises(UnsupportedContent, match="Only MP4 videos are allowed"):
        world.uc.add_media()(actor, VIDEO, file=disguised)


def test_a_video_thumbnail_must_be_a_jpeg(world):
    actor, _ = world.customer()
    video = upload(b"frames", "clip.mp4", "video/mp4")
    with pytest.raises(UnsupportedContent) as refused:
        world.uc.add_media()(actor, VIDEO, file=video, thumbnail=upload(b"png", "t.png"))
    assert refused.value.field_errors == {"thumbnail": "The thumbnail must be a JPG image."}
    assert world.blobs.paths() == []


def test_a_file_is_stored_with_the_type_its_bytes_show_not_the_declared_one(world):
    actor, _ = world.customer()
    jpeg = upload(b"pixels", "photo.png", "image/jpeg")
    declared_png = Upload("photo.png", "image/png", jpeg.size, jpeg.chunks)
    media = world.uc.add_media()(actor, IMAGE, file=declared_png)
    assert world.blobs.metadata(media.file_path).content_type == "image/jpeg"
