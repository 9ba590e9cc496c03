"""The embedded storage re-signs its own stored links for browsers: the same object until the
given deadline, never past the stored link's own, and only links whose proof holds now (a
forged or dead link is never turned into a working one)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from signage_adapters.local.blobs import LocalBlobStorage
from tests.adapters.local.test_local_blobs import NOW, PATH, SECRET, opens, url_parts

DEADLINE = NOW + timedelta(hours=1, minutes=30)


def opens_link(blobs: LocalBlobStorage, url: str) -> bool:
    path, expires, signature = url_parts(url)
    return opens(blobs, path.removeprefix("/files/"), expires, signature)


def test_a_browser_link_opens_until_its_deadline_and_not_a_second_more(blobs, clock):
    link = blobs.browser_link(blobs.download_url(PATH), DEADLINE)
    assert url_parts(link)[1] == str(int(DEADLINE.timestamp()))
    clock.set(DEADLINE)
    assert opens_link(blobs, link)
    clock.set(DEADLINE + timedelta(seconds=1))
    assert not opens_link(blobs, link)
    assert opens_link(blobs, blobs.download_url(PATH))


def test_a_browser_link_never_outlives_the_stored_link(tmp_path, clock):
    short = LocalBlobStorage(tmp_path / "files", SECRET, clock=clock, link_lifetime=timedelta(1))
    short.put(PATH, [b"jpeg"], content_type="image/jpeg")
    stored = short.download_url(PATH)
    assert short.browser_link(stored, NOW + timedelta(days=10)) == stored


def test_names_with_spaces_and_accents_are_re_signed(blobs):
    name = "medias/1_Menú del día (1).jpg"
    blobs.put(name, [b"x"], content_type="image/jpeg")
    link = blobs.browser_link(blobs.download_url(name), DEADLINE)
    assert link != blobs.download_url(name)
    assert url_parts(link)[0] == f"/files/{name}"
    assert opens_link(blobs, link)


def _respellings(stored: str) -> list[str]:
    path, query = stored.split("?")
    expires, signature = (part.split("=")[1] for part in query.split("&"))
    return [
        f"{path}?expires={expires}&signature={signature[::-1]}",  # forged signature
        f"{path}?expires={int(expires) + 1}&signature={signature}",  # a longer life
        f"{path}?expires=+{expires}&signature={signature}",  # the number respelled
        f"{path}?signature={signature}&expires={expires}",  # not as the storage writes it
        f"{stored}&extra=1",
        f"{stored}#fragment",
        stored.replace("/files/medias/", "/files/%6Dedias/"),  # the same path, quoted anew
        stored.replace("/files/", "/other/"),
        "https://elsewhere.example" + stored,
    ]


def test_a_link_this_storage_would_not_write_is_not_re_signed(blobs):
    for url in _respellings(blobs.download_url(PATH)):
        assert blobs.browser_link(url, DEADLINE) == url, url


def test_an_expired_stored_link_is_not_brought_back(blobs, clock):
    stored = blobs.download_url(PATH)
    clock.set(datetime.fromtimestamp(int(url_parts(stored)[1]) + 1, UTC))
    assert blobs.browser_link(stored, clock.now() + timedelta(hours=1)) == stored


def test_another_secrets_link_is_not_re_signed(blobs, tmp_path, clock):
    other = LocalBlobStorage(tmp_path / "files", b"secret-two", clock=clock)
    stored = other.download_url(PATH)
    assert blobs.browser_link(stored, DEADLINE) == stored
