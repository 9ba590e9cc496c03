"""local_backend: everything lives in one data directory and survives a restart."""

from datetime import UTC, datetime

from signage_adapters.local.backend import local_backend
from signage_adapters.local.mail import OutboxMailer
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.mail import MemoryMailer
from tests.contracts.builders import a_client

CLOCK = ManualClock(datetime(2025, 1, 15, tzinfo=UTC))


def test_the_backend_keeps_everything_in_the_data_directory(tmp_path):
    backend = local_backend(tmp_path / "data", CLOCK)
    backend.documents.clients.save(a_client())
    backend.blobs.put("medias/1_a.jpg", [b"x"], content_type="image/jpeg")
    backend.mailer.send("ada@example.com", "Hello", "Hi")
    backend.close()
    names = sorted(
        p.name for p in (tmp_path / "data").iterdir() if not p.name.startswith("signage.db-")
    )
    assert names == ["download-url.key", "files", "outbox", "signage.db"]
    assert isinstance(backend.mailer, OutboxMailer)


def test_data_survives_reopening_the_backend(tmp_path):
    first = local_backend(tmp_path, CLOCK)
    uid = first.identity.create_account("ada@example.com", "correct horse")
    first.documents.clients.save(a_client())
    first.blobs.put("medias/1_a.jpg", [b"x"], content_type="image/jpeg")
    url = first.blobs.download_url("medias/1_a.jpg")
    first.close()
    second = local_backend(tmp_path, CLOCK)
    assert second.identity.verify_password("ada@example.com", "correct horse") == uid
    assert second.documents.clients.get("client-1") == a_client()
    path, expires, signature = signed_parts(url)
    opened = second.blobs.open_link(path, {"expires": expires, "signature": signature})
    assert b"".join(opened.chunks) == b"x"
    second.close()


def signed_parts(url: str) -> tuple[str, str, str]:
    path, _, query = url.partition("?")
    params = dict(pair.split("=") for pair in query.split("&"))
    return path.removeprefix("/files/"), params["expires"], params["signature"]


def test_a_given_mailer_replaces_the_outbox(tmp_path):
    mailer = MemoryMailer()
    backend = local_backend(tmp_path, CLOCK, mailer=mailer)
    assert backend.mailer is mailer
    backend.close()
