"""BrowserLinks: the short-lived link an answer carries for a stored file link, the same one
all through a window (remembered, not signed again), a new one in the next window."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from signage_adapters.local.blobs import LocalBlobStorage
from signage_adapters.memory.clock import ManualClock

from signage_core.limits import BROWSER_LINK_WINDOW
from signage_core.rules.links import browser_link_deadline
from signage_core.usecases.files.stored_files import BrowserLinks

START = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)
PATH = "medias/photo.jpg"


class CountingBlobs(LocalBlobStorage):
    """The embedded storage, counting the links it re-signs."""

    signed = 0

    def browser_link(self, url: str, expires: datetime) -> str:
        self.signed += 1
        return super().browser_link(url, expires)


def links_and_storage(tmp_path):
    clock = ManualClock(START)
    blobs = CountingBlobs(tmp_path, b"secret", "/files", clock=clock)
    blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    return BrowserLinks(blobs, clock), blobs, clock


def test_a_link_asked_again_in_its_window_is_the_same_and_signed_once(tmp_path):
    links, blobs, clock = links_and_storage(tmp_path)
    stored = blobs.download_url(PATH)
    first = links(stored)
    clock.advance(timedelta(minutes=1))
    assert links(stored) == first
    assert blobs.signed == 1
    assert first == blobs.browser_link(stored, browser_link_deadline(START))


def test_the_next_window_gives_a_new_link_with_the_later_deadline(tmp_path):
    links, blobs, clock = links_and_storage(tmp_path)
    stored = blobs.download_url(PATH)
    first = links(stored)
    clock.advance(BROWSER_LINK_WINDOW)
    later = links(stored)
    assert later != first
    deadline = int(browser_link_deadline(START + BROWSER_LINK_WINDOW).timestamp())
    assert f"expires={deadline}&" in later


def test_links_of_other_files_are_not_mixed_up(tmp_path):
    links, blobs, _ = links_and_storage(tmp_path)
    blobs.put("medias/other.jpg", [b"jpeg"], content_type="image/jpeg")
    one, other = links(blobs.download_url(PATH)), links(blobs.download_url("medias/other.jpg"))
    assert "/files/medias/photo.jpg?" in one
    assert "/files/medias/other.jpg?" in other
