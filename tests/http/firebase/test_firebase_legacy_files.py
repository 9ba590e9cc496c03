"""Records of the existing portal keep only their files' download links (a Firebase download
URL, a Cloud Storage URL or a gs:// URL): on SIGNAGE_BACKEND=firebase, deleting the record or
replacing the logo deletes the objects those links name in the portal's bucket, on the Cloud
Storage emulator, and never an object a link to another bucket seems to name."""

from __future__ import annotations

from datetime import UTC, datetime
from urllib.parse import quote

import pytest
from firebase_admin import auth
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.composition import build_backend
from tests.adapters.firebase.legacy_documents import write_legacy_documents
from tests.http.api_support import Api
from tests.http.scene import png_bytes
from tests.support.emulators import BUCKET

pytestmark = pytest.mark.slow
PASSWORD = "rosa-pass-1"
FILE = "medias/1709280000000_morning menu.jpg"
THUMB = "medias/thumbnails/thumb_1709280000000_morning menu.jpg"
LOGO = "clients/logos/client-rosa_1709280000000"


def firebase_link(path: str, bucket: str = BUCKET) -> str:
    escaped = quote(path, safe="")
    return f"https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{escaped}?alt=media&token=t1"


def storage_link(path: str) -> str:
    return f"https://storage.googleapis.com/{BUCKET}/{quote(path)}"


def legacy_media(link_file, link_thumb) -> dict:
    return {
        "name": "Morning menu", "description": "", "assetType": "image", "duration": 10,
        "status": True, "fileUrl": link_file, "youtubeUrl": "", "thumbnailUrl": link_thumb,
        "fileSize": 4, "createdAt": "2024-03-01T10:00:00.000Z", "userId": "uid-rosa",
        "userEmail": "rosa@bakery.example",
    }  # fmt: skip


@pytest.fixture
def rosa(firebase_settings):
    """Signed in as the existing portal's client; its files in the bucket, named by links."""
    backend = build_backend(firebase_settings, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)))
    db = backend.documents.firestore.db
    write_legacy_documents(db)
    for path in (FILE, THUMB, LOGO):
        backend.blobs.put(path, [b"data"], content_type="image/jpeg")
    db.collection("clients").document("client-rosa").update({"logoUrl": storage_link(LOGO)})
    auth.create_user(
        uid="uid-rosa", email="rosa@bakery.example", password=PASSWORD, app=backend.auth
    )
    with Api(app=create_app(firebase_settings, backend)) as api:
        api.login("rosa@bakery.example", PASSWORD)
        yield api, backend


def seed_media(backend, media_id: str, document: dict) -> None:
    backend.documents.firestore.db.collection("medias").document(media_id).set(document)


@pytest.mark.parametrize(
    ("file_link", "thumb_link"),
    [
        (firebase_link(FILE), f"gs://{BUCKET}/{THUMB}"),
        (storage_link(FILE), firebase_link(THUMB)),
    ],
)
def test_deleting_a_media_named_by_links_deletes_its_file_and_thumbnail(
    rosa, file_link, thumb_link
):
    api, backend = rosa
    seed_media(backend, "media-old", legacy_media(file_link, thumb_link))
    assert api.delete("/api/medias/media-old").status_code == 204
    assert (backend.blobs.metadata(FILE), backend.blobs.metadata(THUMB)) == (None, None)
    assert backend.blobs.metadata(LOGO) is not None


def test_links_to_another_bucket_delete_the_record_and_no_object_here(rosa):
    api, backend = rosa
    links = (firebase_link(FILE, "other-portal.appspot.com"), f"gs://other-portal/{THUMB}")
    seed_media(backend, "media-old", legacy_media(*links))
    assert api.delete("/api/medias/media-old").status_code == 204
    assert api.get("/api/medias/media-old").status_code == 404
    assert backend.blobs.paths() == sorted([FILE, THUMB, LOGO])


def test_a_new_logo_deletes_the_one_the_stored_link_names(rosa):
    api, backend = rosa
    files = {"file": ("logo.png", png_bytes(64, 64), "image/png")}
    answer = api.post("/api/clients/client-rosa/logo", files=files)
    assert answer.status_code == 200, answer.text
    [new_logo] = set(backend.blobs.paths()) - {FILE, THUMB}
    assert new_logo.startswith("clients/logos/client-rosa_")
    assert new_logo != LOGO
