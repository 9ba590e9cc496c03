"""Resumable uploads survive a lost connection (spec §9: the retry sleep doubles): a request
lost on the way is sent again, and one whose answer was lost is not sent twice. The faults
are injected in the HTTP transport in front of the real Storage emulator."""

from __future__ import annotations

import pytest
import requests
from google.cloud.storage.retry import DEFAULT_RETRY
from requests.adapters import HTTPAdapter
from signage_adapters.firebase.deadlines import Deadline
from signage_adapters.firebase.resumable import ResumableUpload
from tests.support.emulators import Emulators

pytestmark = pytest.mark.slow
MEDIA = "medias/1736944245123_menu.mp4"
CONTENT = bytes(range(256)) * 4096  # 1 MiB: chunks of 256 KiB and 512 KiB, then the rest
QUICK_RETRY = DEFAULT_RETRY.with_delay(initial=0.01, maximum=0.1)


class LosesOneRequest(HTTPAdapter):
    """The first request whose Content-Range starts with `prefix` fails with a lost
    connection, before reaching the server or after it (the answer is lost)."""

    def __init__(self, prefix: str, *, answer_lost: bool) -> None:
        super().__init__()
        self.prefix, self.answer_lost, self.armed = prefix, answer_lost, True

    def send(self, request, **kwargs):
        if self.armed and request.headers.get("Content-Range", "").startswith(self.prefix):
            self.armed = False
            if self.answer_lost:
                super().send(request, **kwargs)
            raise requests.ConnectionError("injected: connection lost")
        return super().send(request, **kwargs)


@pytest.fixture
def bucket(emulators: Emulators):
    bucket = emulators.fresh_bucket()
    yield bucket
    bucket.client._http.mount("http://", HTTPAdapter())


def upload_losing(bucket, prefix: str, *, answer_lost: bool) -> LosesOneRequest:
    fault = LosesOneRequest(prefix, answer_lost=answer_lost)
    bucket.client._http.mount("http://", fault)
    resource = {"name": MEDIA, "contentType": "video/mp4", "metadata": {}}
    session = ResumableUpload.open(bucket, resource, Deadline(), QUICK_RETRY)
    buffer = bytearray(CONTENT)
    session.send_full_chunks(buffer)
    assert session.finish(buffer)["size"] == str(len(CONTENT))
    return fault


@pytest.mark.parametrize(
    ("prefix", "answer_lost"),
    [
        pytest.param("bytes 262144-", False, id="chunk request lost"),
        pytest.param("bytes 262144-", True, id="chunk answer lost"),
        pytest.param("bytes 786432-", False, id="last request lost"),
        pytest.param("bytes 786432-", True, id="last answer lost"),
    ],
)
def test_a_lost_request_is_resumed_from_what_the_server_holds(bucket, prefix, answer_lost):
    fault = upload_losing(bucket, prefix, answer_lost=answer_lost)
    assert not fault.armed
    assert bucket.blob(MEDIA).download_as_bytes() == CONTENT
