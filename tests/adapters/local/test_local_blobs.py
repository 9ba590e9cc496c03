"""LocalBlobStorage specifics: files under the root, signed URLs, the secret, crash leftovers."""

import os
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest
from signage_adapters.local.blob_signing import KEY_FILE_NAME, load_or_create_secret
from signage_adapters.local.blobs import LocalBlobStorage
from signage_adapters.memory.clock import ManualClock

from signage_core.errors import Forbidden

NOW = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)
PATH = "medias/1736944245123_menu.jpg"


SECRET = b"secret-one"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return tmp_path / "files"


@pytest.fixture
def blobs(root: Path, clock: ManualClock) -> LocalBlobStorage:
    return LocalBlobStorage(root, SECRET, "/files", clock=clock)


def url_parts(url: str) -> tuple[str, str, str]:
    split = urlsplit(url)
    query = parse_qs(split.query)
    return unquote(split.path), query["expires"][0], query["signature"][0]


def opens(blobs: LocalBlobStorage, path: str, expires: str, signature: str) -> bool:
    """True when the download link's query opens the object at `path`."""
    try:
        blobs.open_link(path, {"expires": expires, "signature": signature})
    except Forbidden:
        return False
    return True


def test_objects_are_plain_files_at_their_spec_paths(blobs, root):
    blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    assert (root / "medias" / "1736944245123_menu.jpg").read_bytes() == b"jpeg"


def test_no_temporary_file_is_left_after_a_failed_upload(blobs, root):
    def failing():
        yield b"partial"
        raise ConnectionError

    with pytest.raises(ConnectionError):
        blobs.put(PATH, failing(), content_type="image/jpeg")
    assert [p.name for p in (root / "medias").iterdir()] == []


def test_a_symlink_leading_out_of_the_root_is_refused(blobs, root, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    root.joinpath("medias").symlink_to(outside)
    with pytest.raises(ValueError, match="leaves the storage root"):
        blobs.put("medias/x.jpg", [b"x"], content_type="image/jpeg")
    assert list(outside.iterdir()) == []


@pytest.mark.parametrize("path", [".meta/medias/x.json", "medias/.tmp-abc", "medias/.hidden"])
def test_dot_segments_reserved_for_the_store_are_refused(blobs, path):
    with pytest.raises(ValueError, match="invalid storage path"):
        blobs.put(path, [b"x"], content_type="text/plain")


def test_download_url_is_signed_and_lasts_ten_years(blobs):
    blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    path, expires, signature = url_parts(blobs.download_url(PATH))
    assert path == f"/files/{PATH}"
    assert int(expires) == int((NOW + timedelta(days=3650)).timestamp())
    assert opens(blobs, PATH, expires, signature)


def test_names_are_percent_encoded_in_the_url(blobs):
    name = "medias/1_Menú del día.jpg"
    blobs.put(name, [b"x"], content_type="image/jpeg")
    url = blobs.download_url(name)
    assert " " not in url
    path, expires, signature = url_parts(url)
    assert path == f"/files/{name}"
    assert opens(blobs, name, expires, signature)


def test_a_signature_does_not_open_another_object(blobs):
    blobs.put(PATH, [b"a"], content_type="image/jpeg")
    _, expires, signature = url_parts(blobs.download_url(PATH))
    assert not opens(blobs, "medias/other.jpg", expires, signature)


def test_a_changed_expiry_or_signature_is_refused(blobs):
    blobs.put(PATH, [b"a"], content_type="image/jpeg")
    _, expires, signature = url_parts(blobs.download_url(PATH))
    later = str(int(expires) + 1)
    assert not opens(blobs, PATH, later, signature)
    assert not opens(blobs, PATH, expires, signature[:-1] + "0")
    assert not opens(blobs, PATH, "soon", signature)


def test_an_expired_signature_is_refused(blobs, clock):
    blobs.put(PATH, [b"a"], content_type="image/jpeg")
    _, expires, signature = url_parts(blobs.download_url(PATH))
    clock.set(datetime.fromtimestamp(int(expires), UTC))
    assert opens(blobs, PATH, expires, signature)
    clock.set(datetime.fromtimestamp(int(expires) + 1, UTC))
    assert not opens(blobs, PATH, expires, signature)


def test_another_secret_does_not_accept_the_signature(blobs, root, clock):
    blobs.put(PATH, [b"a"], content_type="image/jpeg")
    _, expires, signature = url_parts(blobs.download_url(PATH))
    other = LocalBlobStorage(root, b"secret-two", clock=clock)
    assert not opens(other, PATH, expires, signature)


def test_open_for_read_gives_the_file(blobs):
    blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    with blobs.open_for_read(PATH) as file:
        assert file.read() == b"jpeg"


def test_metadata_survives_reopening_the_storage(blobs, root, clock):
    written = blobs.put(PATH, [b"jpeg"], content_type="image/jpeg", custom_metadata={"a": "b"})
    assert LocalBlobStorage(root, b"secret-one", clock=clock).metadata(PATH) == written


def test_an_object_without_its_sidecar_still_has_metadata(blobs, root):
    written = blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    (root / ".meta" / "medias" / "1736944245123_menu.jpg.json").unlink()
    found = blobs.metadata(PATH)
    assert (found.size, found.md5_hash, found.content_type) == (4, written.md5_hash, "image/jpeg")


def test_a_stale_sidecar_is_ignored(blobs, root):
    blobs.put(PATH, [b"jpeg"], content_type="image/jpeg")
    (root / PATH).write_bytes(b"replaced behind the store's back")
    assert blobs.metadata(PATH).size == len(b"replaced behind the store's back")


def test_the_secret_is_created_once_with_owner_only_permissions(tmp_path):
    first = load_or_create_secret(tmp_path)
    second = load_or_create_secret(tmp_path)
    assert first == second
    assert len(first) == 32
    mode = stat.S_IMODE(os.stat(tmp_path / KEY_FILE_NAME).st_mode)
    assert mode == 0o600


def test_a_secret_file_readable_by_others_is_tightened(tmp_path):
    load_or_create_secret(tmp_path)
    (tmp_path / KEY_FILE_NAME).chmod(0o644)
    load_or_create_secret(tmp_path)
    assert stat.S_IMODE(os.stat(tmp_path / KEY_FILE_NAME).st_mode) == 0o600
