"""A 10 MB upload never sits whole in memory: it streams from the socket to the stored file."""

from __future__ import annotations

import tracemalloc
from collections.abc import Iterator

from tests.http.api_support import World
from tests.http.asgi_direct import CHUNK, multipart_chunks, post
from tests.http.scene import mp4_bytes
from tests.support.pages import items

from signage_core.validation.media import MAX_MEDIA_BYTES

BOUNDARY = "streamboundary"


def _video(size: int) -> Iterator[bytes]:
    yield mp4_bytes(CHUNK)
    sent = CHUNK
    while sent < size:
        piece = min(CHUNK, size - sent)
        yield b"\x00" * piece
        sent += piece


def test_a_10mb_upload_streams_through_a_small_memory_peak(local_world: World):
    user = local_world.add_user("streamer")
    local_world.add_client(user)
    api = local_world.signed_in(user)
    headers = {
        "content-type": f"multipart/form-data; boundary={BOUNDARY}",
        "cookie": "; ".join(f"{k}={v}" for k, v in api.cookies.items()),
        "x-csrftoken": api.cookies["csrftoken"],
    }
    fields = {"name": "Big clip", "assetType": "video", "duration": "60"}
    body = multipart_chunks(BOUNDARY, fields, "file", "big.mp4", _video(MAX_MEDIA_BYTES))
    tracemalloc.start()
    try:
        status = post(local_world.app, "/api/medias", headers, body)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert status == 201
    assert peak < MAX_MEDIA_BYTES / 5
    [media] = items(api.get("/api/medias").json())
    assert media["fileSize"] == MAX_MEDIA_BYTES
