"""The BlobStorage port: files at spec §7's paths, on every blob adapter."""

import base64
import hashlib
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qsl, urlsplit

import httpx
import pytest

from signage_core.errors import DomainError, Forbidden, NotFound
from signage_core.ports.blob_storage import LINK_INVALID, PathTaken

LOGO = "clients/logos/client-1_1736944245123"
MEDIA = "medias/1736944245123_menu.mp4"
THUMB = "medias/thumbnails/thumb_1736944245123_menu.jpg"
BIG = bytes(range(256)) * 2600  # 650 KiB: several read chunks


def md5_base64(content: bytes) -> str:
    return base64.b64encode(hashlib.md5(content).digest()).decode()


def content_of(blobs, path: str) -> bytes:
    return b"".join(blobs.read(path))


def test_put_returns_the_objects_metadata(blobs, clock):
    meta = blobs.put(
        LOGO, [b"\x89PNG", b"rest"], content_type="image/png", custom_metadata={"clientId": "c1"}
    )
    assert (meta.name, meta.size, meta.content_type) == (LOGO, 8, "image/png")
    assert meta.md5_hash == md5_base64(b"\x89PNGrest")
    assert meta.custom_metadata == {"clientId": "c1"}
    assert meta.time_created == meta.updated == clock.now()


def test_metadata_reads_back_what_put_returned(blobs):
    written = blobs.put(THUMB, [b"jpeg"], content_type="image/jpeg")
    assert blobs.metadata(THUMB) == written
    assert written.custom_metadata == {}


def test_metadata_of_a_missing_object_is_none(blobs):
    assert blobs.metadata("medias/missing.jpg") is None


def test_content_reads_back_byte_for_byte(blobs):
    blobs.put(MEDIA, [BIG[:300_000], BIG[300_000:]], content_type="video/mp4")
    assert content_of(blobs, MEDIA) == BIG


def test_an_empty_object_is_stored(blobs):
    meta = blobs.put("medias/1_empty.txt", [], content_type="text/plain")
    assert meta.size == 0
    assert content_of(blobs, "medias/1_empty.txt") == b""


def test_progress_reports_the_bytes_written_after_each_chunk(blobs):
    reported: list[int] = []
    blobs.put(
        MEDIA,
        [b"a" * 100, b"b" * 50, b"c" * 7],
        content_type="video/mp4",
        on_progress=reported.append,
    )
    assert reported == [100, 150, 157]


def test_chunks_are_consumed_as_a_stream(blobs):
    consumed: list[int] = []

    def chunks():
        for n in range(3):
            consumed.append(n)
            yield bytes([n]) * 10

    meta = blobs.put(MEDIA, chunks(), content_type="video/mp4")
    assert consumed == [0, 1, 2]
    assert meta.size == 30


def test_overwriting_replaces_content_and_keeps_the_creation_time(blobs, clock):
    first = blobs.put(LOGO, [b"old"], content_type="image/png")
    clock.advance(timedelta(minutes=5))
    second = blobs.put(LOGO, [b"new logo"], content_type="image/jpeg")
    assert content_of(blobs, LOGO) == b"new logo"
    assert (second.size, second.content_type) == (8, "image/jpeg")
    assert second.time_created == first.time_created
    assert second.updated == clock.now()


def test_a_failed_upload_leaves_the_previous_object_untouched(blobs):
    blobs.put(LOGO, [b"good"], content_type="image/png")

    def failing():
        yield b"partial"
        raise ConnectionError("client went away")

    with pytest.raises(ConnectionError):
        blobs.put(LOGO, failing(), content_type="image/png")
    assert content_of(blobs, LOGO) == b"good"
    assert blobs.metadata(LOGO).size == 4


def test_a_failed_first_upload_leaves_no_object(blobs):
    def failing():
        yield b"partial"
        raise ConnectionError("client went away")

    with pytest.raises(ConnectionError):
        blobs.put(MEDIA, failing(), content_type="video/mp4")
    assert blobs.metadata(MEDIA) is None


def test_a_new_write_creates_its_object(blobs):
    meta = blobs.put(MEDIA, [BIG], content_type="video/mp4", new=True)
    assert (meta.size, content_of(blobs, MEDIA)) == (len(BIG), BIG)


def test_a_new_write_at_a_taken_path_is_refused_and_leaves_the_object(
    blobs_refusing_taken_paths,
):
    blobs = blobs_refusing_taken_paths
    first = blobs.put(MEDIA, [b"first upload"], content_type="video/mp4", new=True)
    with pytest.raises(PathTaken):
        blobs.put(MEDIA, [b"second upload"], content_type="video/mp4", new=True)
    assert content_of(blobs, MEDIA) == b"first upload"
    assert blobs.metadata(MEDIA) == first
    assert blobs.paths() == [MEDIA]  # nothing half-written left beside it


def test_reading_a_missing_object_raises_not_found(blobs):
    with pytest.raises(NotFound):
        list(blobs.read("medias/missing.mp4"))


def test_names_with_spaces_and_accents_are_kept(blobs):
    path = "medias/1736944245123_Menú de invierno (1).jpg"
    blobs.put(path, [b"x"], content_type="image/jpeg")
    assert blobs.metadata(path).name == path
    assert content_of(blobs, path) == b"x"
    assert isinstance(blobs.download_url(path), str)


def test_download_urls_differ_per_object(blobs):
    blobs.put(LOGO, [b"a"], content_type="image/png")
    blobs.put(THUMB, [b"b"], content_type="image/jpeg")
    assert blobs.download_url(LOGO) != blobs.download_url(THUMB)


def test_a_download_url_of_a_missing_object_raises_not_found(blobs):
    with pytest.raises(NotFound):
        blobs.download_url("medias/missing.jpg")


def link_query(url: str) -> dict[str, str]:
    """The query parameters of a download URL: what a browser sends back with the path."""
    return dict(parse_qsl(urlsplit(url).query))


def test_a_download_link_opens_its_object(blobs):
    blobs.put(MEDIA, [BIG], content_type="video/mp4")
    opened = blobs.open_link(MEDIA, link_query(blobs.download_url(MEDIA)))
    assert opened.metadata == blobs.metadata(MEDIA)
    assert b"".join(opened.chunks) == BIG


def test_a_link_does_not_open_another_object(blobs):
    blobs.put(LOGO, [b"logo"], content_type="image/png")
    blobs.put(THUMB, [b"thumb"], content_type="image/jpeg")
    with pytest.raises(Forbidden, match=LINK_INVALID):
        blobs.open_link(THUMB, link_query(blobs.download_url(LOGO)))


@pytest.mark.parametrize("query", [{}, {"token": "x", "expires": "1", "signature": "ab"}])
def test_a_link_without_its_proof_is_refused(blobs, query):
    blobs.put(MEDIA, [b"video"], content_type="video/mp4")
    with pytest.raises(Forbidden, match=LINK_INVALID):
        blobs.open_link(MEDIA, query)


HOUR = timedelta(hours=1)
FORGED = "expires=4102444800&signature=" + "0" * 64


def reach(blobs, path: str, url: str) -> bytes | None:
    """What a browser gets at `url`, None when refused: the portal's own links open through
    `open_link` (their query is the proof), Cloud Storage links from the storage itself."""
    if url.startswith(("http://", "https://")):
        answer = httpx.get(url, timeout=30)
        return answer.content if answer.status_code == 200 else None
    try:
        return b"".join(blobs.open_link(path, link_query(url)).chunks)
    except Forbidden:
        return None


def test_a_browser_link_reaches_the_object_until_its_deadline(blobs, clock):
    blobs.put(MEDIA, [BIG], content_type="video/mp4")
    link = blobs.browser_link(blobs.download_url(MEDIA), clock.now() + HOUR)
    assert reach(blobs, MEDIA, link) == BIG
    clock.advance(HOUR)
    assert reach(blobs, MEDIA, link) == BIG


def test_a_browser_link_is_the_same_for_the_same_link_and_deadline(blobs, clock):
    blobs.put(LOGO, [b"logo"], content_type="image/png")
    stored, deadline = blobs.download_url(LOGO), clock.now() + HOUR
    first = blobs.browser_link(stored, deadline)
    clock.advance(timedelta(minutes=10))
    assert blobs.browser_link(stored, deadline) == first


def test_a_browser_link_opens_no_other_object(blobs, clock):
    blobs.put(LOGO, [b"logo"], content_type="image/png")
    blobs.put(THUMB, [b"thumb"], content_type="image/jpeg")
    link = blobs.browser_link(blobs.download_url(LOGO), clock.now() + HOUR)
    with pytest.raises(Forbidden, match=LINK_INVALID):
        blobs.open_link(THUMB, link_query(link))


def test_a_tampered_browser_link_is_refused(blobs, clock):
    blobs.put(MEDIA, [b"video"], content_type="video/mp4")
    link = blobs.browser_link(blobs.download_url(MEDIA), clock.now() + HOUR)
    tampered = link[:-1] + ("1" if link.endswith("0") else "0")
    assert reach(blobs, MEDIA, tampered) is None


@pytest.mark.parametrize(
    "url",
    [
        "",
        "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
        f"/files/{MEDIA}?{FORGED}",
        f"/files/medias/../../download-url.key?{FORGED}",
        f"memory://{MEDIA}?token=forged",
        f"https://firebasestorage.googleapis.com/v0/b/x/o/{MEDIA}?alt=media&token=forged",
    ],
)
def test_a_url_this_storage_did_not_make_comes_back_unchanged(blobs, clock, url):
    blobs.put(MEDIA, [b"video"], content_type="video/mp4")
    assert blobs.browser_link(url, clock.now() + HOUR) == url


def test_the_link_of_a_deleted_object_opens_nothing(blobs):
    blobs.put(MEDIA, [b"video"], content_type="video/mp4")
    query = link_query(blobs.download_url(MEDIA))
    blobs.delete(MEDIA)
    with pytest.raises(DomainError, match=LINK_INVALID):
        blobs.open_link(MEDIA, query)


def test_a_deleted_object_is_gone(blobs):
    blobs.put(MEDIA, [b"video"], content_type="video/mp4")
    blobs.put(THUMB, [b"thumb"], content_type="image/jpeg")
    blobs.delete(MEDIA)
    assert blobs.metadata(MEDIA) is None
    with pytest.raises(NotFound):
        list(blobs.read(MEDIA))
    assert content_of(blobs, THUMB) == b"thumb"


def test_deleting_a_missing_object_is_not_an_error(blobs):
    blobs.delete("medias/never-there.jpg")
    assert blobs.metadata("medias/never-there.jpg") is None


@pytest.mark.parametrize(
    "path",
    [
        "",
        "../outside.txt",
        "medias/../../outside.txt",
        "/etc/passwd",
        "medias\\..\\..\\outside.txt",
        "medias/a\x00b.jpg",
        "medias//double.jpg",
        "medias/./x.jpg",
        "medias/..",
        ".meta/medias/x.json",
        "medias/.hidden",
    ],
)
def test_paths_that_could_escape_the_root_are_refused(blobs, path):
    with pytest.raises(ValueError, match="storage path"):
        blobs.put(path, [b"x"], content_type="text/plain")


def test_paths_lists_every_stored_object_sorted(blobs):
    assert blobs.paths() == []
    for path in (THUMB, LOGO, MEDIA):
        blobs.put(path, [b"x"], content_type="image/jpeg")
    blobs.delete(THUMB)
    assert blobs.paths() == sorted([LOGO, MEDIA])


def test_the_objects_written_before_a_moment_are_listed_by_their_write_time(blobs):
    blobs.put(MEDIA, [b"mp4"], content_type="video/mp4")
    blobs.put(LOGO, [b"png"], content_type="image/png")
    assert blobs.paths_written_before(datetime(2000, 1, 1, tzinfo=UTC)) == []
    assert blobs.paths_written_before(datetime(2100, 1, 1, tzinfo=UTC)) == sorted([LOGO, MEDIA])


def test_removing_partials_keeps_every_complete_object(blobs):
    blobs.put(MEDIA, [b"mp4"], content_type="video/mp4")
    assert blobs.remove_partials(datetime(2100, 1, 1, tzinfo=UTC)) == 0
    assert content_of(blobs, MEDIA) == b"mp4"
