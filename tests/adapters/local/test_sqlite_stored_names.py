"""Documents are stored with spec §3's collection and field names, so a Firebase export loads
as it is and an export of this file reads like the Firestore data."""

import json
import sqlite3
from pathlib import Path

import pytest
from signage_adapters.local.documents import SqliteDocuments
from tests.contracts.builders import (
    a_business,
    a_client,
    a_login_log,
    a_media,
    a_package,
    a_payment,
    a_playlist,
    a_user,
    a_video,
)

from signage_core.entities.payments import PaymentMethod
from signage_core.entities.users import Role


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "signage.db"


@pytest.fixture
def docs(path: Path):
    store = SqliteDocuments(path)
    yield store
    store.close()


def stored(path: Path, collection: str, doc_id: str) -> dict:
    with sqlite3.connect(path) as conn:
        row = conn.execute(
            "SELECT data FROM documents WHERE collection = ? AND id = ?", (collection, doc_id)
        ).fetchone()
    return json.loads(row[0])


def insert_raw(path: Path, collection: str, doc_id: str, data: dict) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO documents (collection, id, data) VALUES (?, ?, ?)",
            (collection, doc_id, json.dumps(data)),
        )


def test_users_registered_store_created_at_and_admin_created_store_createdat(docs, path):
    docs.users.save(a_user(id="reg", created_by_admin=False))
    docs.users.save(a_user(id="adm", created_by_admin=True))
    base = {"name", "phone", "email", "role", "status"}
    assert set(stored(path, "users", "reg")) == base | {"createdAt"}
    assert set(stored(path, "users", "adm")) == base | {"createdat"}


def test_clients_use_spec_field_names(docs, path):
    docs.clients.save(a_client())
    assert set(stored(path, "clients", "client-1")) == {
        "businessName", "contactName", "phone", "companyEmail", "website", "typeBusiness",
        "packageCode", "packageID", "locationNumber", "username", "status", "createdAt",
        "updatedAt", "Expire_date", "logoUrl", "userId", "logoPath", "timeZone",
    }  # fmt: skip


def test_payments_use_spec_field_names_and_a_plain_date(docs, path):
    docs.payments.save(a_payment())
    data = stored(path, "payments", "payment-1")
    assert set(data) == {
        "ClientID", "PackageID", "PackageCode", "Payment_Amount", "Units", "Expire_date",
        "Payment_Date", "Payment_method", "PaymentReference", "status", "providerStatus",
    }  # fmt: skip
    assert (data["Payment_Date"], data["Payment_Amount"]) == ("2025-01-15", 49.99)
    assert data["Payment_method"] == "Zelle"


def test_catalogue_uses_spec_names(docs, path):
    docs.catalogue.save_business(a_business())
    docs.catalogue.save_package(a_package())
    assert stored(path, "businesses", "business-1") == {
        "Type": ["Business Office", "Restaurant", "Gym"]
    }
    assert set(stored(path, "packages", "pkg-pro")) == {
        "PackageCode", "PackageDescription", "PackagePrice", "Units", "Days", "planId",
    }  # fmt: skip


def test_content_collections_use_spec_field_names(docs, path):
    docs.videos.save(a_video())
    docs.medias.save(a_media())
    docs.playlists.save(a_playlist())
    assert set(stored(path, "videos", "video-1")) == {
        "videoTitle", "videoURL", "videoThumbnailURL", "videoStatus", "clientID", "createdAt",
    }  # fmt: skip
    assert set(stored(path, "medias", "media-1")) == {
        "name", "description", "assetType", "duration", "status", "fileUrl", "youtubeUrl",
        "thumbnailUrl", "fileSize", "createdAt", "userId", "userEmail", "filePath",
        "thumbnailPath",
    }  # fmt: skip
    playlist = stored(path, "playlists", "playlist-1")
    assert playlist["playlistMedias"][0] == {
        "mediaID": "media-2", "mediaURL": "/files/medias/2_b.jpg", "duration": 10.0,
        "fileSize": 2048,
    }  # fmt: skip
    assert playlist["logoPosition"] == "bottom-right"


def test_user_logs_use_spec_field_names(docs, path):
    docs.user_logs.save(a_login_log())
    data = stored(path, "userLogs", "log-1")
    assert set(data) == {
        "UserID", "Action", "loginTime", "logoutTime", "sessionDuration", "ActionDateTime",
        "Note", "clientType", "userStatus", "locationStatus", "location", "locationError",
        "loginSessionId",
    }  # fmt: skip
    assert data["location"] == {"latitude": 18.4861, "longitude": -69.9312, "accuracy": 25.5}
    assert data["clientType"] == "ClientPortal"


def test_datetimes_are_stored_as_fixed_width_utc_strings(docs, path):
    docs.clients.save(a_client())
    assert stored(path, "clients", "client-1")["createdAt"] == "2025-01-15T12:30:45.123456Z"


def test_a_firebase_export_document_reads_as_it_is(docs, path):
    insert_raw(path, "users", "fb-uid", {
        "name": "Grace", "phone": "555", "email": "Grace@Example.com", "role": "Admin",
        "status": True, "createdat": {"_seconds": 1700000000, "_nanoseconds": 0},
    })  # fmt: skip
    user = docs.users.get("fb-uid")
    assert user is not None
    assert (user.role, user.created_by_admin) == (Role.ADMIN, True)
    assert user.created_at is not None
    assert user.created_at.timestamp() == 1700000000
    assert docs.users.find_by_email("grace@example.com") == user


def test_missing_and_loosely_typed_fields_read_with_defaults(docs, path):
    insert_raw(path, "payments", "old", {
        "ClientID": "c1", "Payment_Amount": "19.90", "Units": "3",
        "Payment_Date": "2023-07-04", "Payment_method": "paypal",
    })  # fmt: skip
    payment = docs.payments.get("old")
    assert payment is not None
    assert (str(payment.amount), payment.units) == ("19.90", 3)
    assert payment.method is PaymentMethod.PAYPAL
    assert (payment.status, payment.reference, payment.expire_date) == (True, "", None)
