"""Cloud Storage specifics the blob contract does not cover: the upload protocol of spec §9,
Firebase download tokens and URLs."""

from __future__ import annotations

import base64
import hashlib

import httpx
import pytest
from signage_adapters.firebase.blob_meta import TOKENS, download_url
from signage_adapters.firebase.blobs import FirebaseBlobStorage
from signage_adapters.firebase.clients import FIREBASE_DOWNLOADS, download_url_base
from signage_adapters.firebase.resumable import next_chunk_size
from tests.support.emulators import Emulators

from signage_core.errors import Forbidden
from signage_core.ports.blob_storage import PathTaken

pytestmark = pytest.mark.slow
MEDIA = "medias/1736944245123_menu.mp4"
MIB = 1024 * 1024


@pytest.fixture
def bucket(emulators: Emulators):
    return emulators.fresh_bucket()


@pytest.fixture
def blobs(bucket) -> FirebaseBlobStorage:
    return FirebaseBlobStorage(bucket)


@pytest.fixture
def uploads(bucket) -> list[str]:
    """Each upload request the storage client sends: its Content-Range, or its uploadType."""
    sent: list[str] = []

    def record(response, *args, **kwargs):
        request = response.request
        if "/upload/" in request.url:
            kind = request.url.partition("uploadType=")[2].partition("&")[0]
            sent.append(request.headers.get("Content-Range", kind))

    bucket.client._http.hooks["response"].append(record)
    yield sent
    bucket.client._http.hooks["response"].remove(record)


def pieces(content: bytes, size: int = 100_000):
    return (content[i : i + size] for i in range(0, len(content), size))


def test_chunks_start_at_256_kib_and_double_while_under_32_mib():
    sizes = [256 * 1024]
    while len(sizes) < 9:
        sizes.append(next_chunk_size(sizes[-1]))
    assert [size // 1024 for size in sizes] == [
        256,
        512,
        1024,
        2048,
        4096,
        8192,
        16384,
        16384,
        16384,
    ]


def test_a_file_of_256_kib_goes_up_in_one_multipart_request(blobs, uploads):
    blobs.put(MEDIA, pieces(b"m" * 256 * 1024), content_type="video/mp4")
    assert uploads == ["multipart"]


def test_a_larger_file_goes_up_resumably_in_doubling_chunks(blobs, uploads):
    content = bytes(range(256)) * (2 * MIB // 256)
    meta = blobs.put(MEDIA, pieces(content), content_type="video/mp4")
    assert uploads == [
        "resumable",
        "bytes 0-262143/*",
        "bytes 262144-786431/*",
        "bytes 786432-1835007/*",
        "bytes 1835008-2097151/2097152",
    ]
    assert b"".join(blobs.read(MEDIA)) == content
    assert meta.size == len(content)


def _upload_requests(emulators: Emulators, since: int) -> list[str]:
    return [line for line in emulators.storage_requests()[since:] if "/upload/" in line]


@pytest.mark.parametrize("size", [1024, 2 * MIB], ids=["multipart", "resumable"])
def test_every_upload_request_of_a_new_write_asks_to_create_only(blobs, emulators, size):
    """Cloud Storage refuses such a request (412) when the name is taken; the emulator
    ignores the precondition, so its request log shows it was sent."""
    before = len(emulators.storage_requests())
    blobs.put(MEDIA, pieces(b"n" * size), content_type="video/mp4", new=True)
    opened = _upload_requests(emulators, before)[0]
    assert "ifGenerationMatch=0" in opened
    before = len(emulators.storage_requests())
    blobs.put(MEDIA, pieces(b"o" * size), content_type="video/mp4")
    assert "ifGenerationMatch" not in _upload_requests(emulators, before)[0]


def test_cloud_storages_refusal_of_a_taken_name_is_path_taken(blobs):
    """The answer Cloud Storage gives a create-only write at a taken name, as the client
    library raises it, becomes the port's `PathTaken`."""
    from google.api_core import exceptions

    def refused():
        raise exceptions.PreconditionFailed("conditionNotMet")
        yield b""

    with pytest.raises(PathTaken):
        blobs.put(MEDIA, refused(), content_type="video/mp4", new=True)


def test_a_stream_failing_after_a_mebibyte_leaves_the_previous_object(blobs):
    blobs.put(MEDIA, [b"good"], content_type="video/mp4")

    def failing():
        yield b"x" * MIB
        raise ConnectionError("client went away")

    with pytest.raises(ConnectionError):
        blobs.put(MEDIA, failing(), content_type="video/mp4")
    assert b"".join(blobs.read(MEDIA)) == b"good"


def test_put_returns_the_stored_metadata_with_the_servers_times(blobs):
    content = b"z" * 300_000
    meta = blobs.put(MEDIA, pieces(content), content_type="video/mp4")
    assert (meta.name, meta.size, meta.content_type) == (MEDIA, len(content), "video/mp4")
    assert meta.md5_hash == base64.b64encode(hashlib.md5(content).digest()).decode()
    assert meta.time_created == meta.updated
    assert blobs.metadata(MEDIA) == meta


def test_the_download_token_is_stored_but_not_shown_as_custom_metadata(blobs, bucket):
    meta = blobs.put(MEDIA, [b"video"], content_type="video/mp4", custom_metadata={"a": "b"})
    assert meta.custom_metadata == {"a": "b"}
    assert set(bucket.get_blob(MEDIA).metadata) == {"a", TOKENS}


def test_a_download_url_fetches_the_object(blobs):
    blobs.put(MEDIA, [b"video bytes"], content_type="video/mp4")
    assert httpx.get(blobs.download_url(MEDIA)).content == b"video bytes"


def test_an_object_uploaded_elsewhere_gets_a_token_that_lasts(blobs, bucket):
    bucket.blob(MEDIA).upload_from_string(b"from the console", content_type="video/mp4")
    url = blobs.download_url(MEDIA)
    token = bucket.get_blob(MEDIA).metadata[TOKENS]
    assert url.endswith(f"token={token}")
    assert blobs.download_url(MEDIA) == url


def test_production_urls_are_firebase_download_urls_with_the_path_escaped():
    assert download_url_base({}) == FIREBASE_DOWNLOADS
    url = download_url(FIREBASE_DOWNLOADS, "demo.appspot.com", "medias/1_Menú de.jpg", "t0k")
    assert url == (
        "https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/"
        "medias%2F1_Men%C3%BA%20de.jpg?alt=media&token=t0k"
    )


def test_open_link_refuses_even_this_storages_own_links(blobs):
    blobs.put(MEDIA, [b"video"], content_type="video/mp4")
    token = blobs.download_url(MEDIA).rpartition("token=")[2]
    with pytest.raises(Forbidden):
        blobs.open_link(MEDIA, {"alt": "media", "token": token})
