import base64
import hashlib
from datetime import UTC, datetime, timedelta

import pytest
from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock

from signage_core.errors import Forbidden, NotFound

START = datetime(2025, 3, 1, 12, tzinfo=UTC)


@pytest.fixture
def clock():
    return ManualClock(START)


@pytest.fixture
def blobs(clock):
    return MemoryBlobStorage("https://files.example/", clock=clock)


def _content(blobs, path):
    return b"".join(blobs.read(path))


def test_put_reports_cumulative_progress_after_every_chunk(blobs):
    seen = []
    blobs.put("medias/a.bin", [b"ab", b"cde", b"f"], content_type="x", on_progress=seen.append)
    assert seen == [2, 5, 6]


def test_put_records_size_md5_type_and_custom_metadata(blobs):
    meta = blobs.put(
        "medias/a.png", [b"hello", b" world"], content_type="image/png", custom_metadata={"k": "v"}
    )
    digest = base64.b64encode(hashlib.md5(b"hello world").digest()).decode()
    assert (meta.size, meta.md5_hash, meta.content_type) == (11, digest, "image/png")
    assert meta.custom_metadata == {"k": "v"}
    assert blobs.metadata("medias/a.png") == meta
    assert _content(blobs, "medias/a.png") == b"hello world"


def test_replacing_an_object_keeps_its_creation_time_and_moves_updated(blobs, clock):
    blobs.put("p/x", [b"1"], content_type="text/plain")
    clock.advance(timedelta(minutes=5))
    meta = blobs.put("p/x", [b"22"], content_type="text/plain")
    assert meta.time_created == START
    assert meta.updated == START + timedelta(minutes=5)
    assert _content(blobs, "p/x") == b"22"


def test_a_failed_stream_leaves_the_previous_object_in_place(blobs):
    blobs.put("p/x", [b"old"], content_type="text/plain")

    def broken():
        yield b"new"
        raise OSError("connection lost")

    with pytest.raises(OSError, match="connection lost"):
        blobs.put("p/x", broken(), content_type="text/plain")
    assert _content(blobs, "p/x") == b"old"


@pytest.mark.parametrize("path", ["", "/etc/passwd", "a/../b", "..", "a//b", "a\\b", "./a"])
def test_paths_that_could_escape_the_root_are_refused(blobs, path):
    with pytest.raises(ValueError, match="invalid storage path"):
        blobs.put(path, [b"x"], content_type="x")
    assert blobs.paths() == []


def test_download_urls_differ_per_object_and_carry_a_random_token(blobs):
    blobs.put("a/one", [b"1"], content_type="x")
    blobs.put("a/two", [b"2"], content_type="x")
    one, two = blobs.download_url("a/one"), blobs.download_url("a/two")
    assert one.startswith("https://files.example/a/one?token=")
    assert one.split("token=")[1] != two.split("token=")[1]
    assert blobs.download_url("a/one") == one


def test_a_link_opens_only_with_the_objects_own_token(blobs):
    blobs.put("a/one", [b"1"], content_type="x")
    blobs.put("a/two", [b"2"], content_type="x")
    token_one = blobs.download_url("a/one").split("token=")[1]
    assert b"".join(blobs.open_link("a/one", {"token": token_one}).chunks) == b"1"
    with pytest.raises(Forbidden):
        blobs.open_link("a/two", {"token": token_one})


def test_missing_objects_have_no_metadata_url_or_content_and_delete_quietly(blobs):
    assert blobs.metadata("nope") is None
    with pytest.raises(NotFound):
        blobs.download_url("nope")
    with pytest.raises(NotFound):
        list(blobs.read("nope"))
    blobs.delete("nope")


def test_delete_removes_the_object(blobs):
    blobs.put("a/one", [b"1"], content_type="x")
    blobs.delete("a/one")
    assert blobs.metadata("a/one") is None
