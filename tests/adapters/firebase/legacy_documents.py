"""Documents shaped as the existing portal stored them in Firestore (spec §3 names, both
createdAt spellings, Firestore timestamps and ISO texts, Payment_Date as yyyy-mm-dd), written
straight with google-cloud-firestore."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

REGISTERED = datetime(2024, 3, 1, 10, 0, 0, 123000, tzinfo=UTC)
ADMIN_MADE = datetime(2023, 11, 20, 8, 30, tzinfo=UTC)
EXPIRES = datetime(2025, 3, 1, tzinfo=UTC)

LEGACY: dict[str, dict[str, dict[str, Any]]] = {
    "users": {
        "uid-rosa": {"name": "Rosa Díaz", "phone": "5550100", "email": "rosa@bakery.example",
                     "role": "Client", "status": True, "createdAt": REGISTERED},
        "uid-admin": {"name": "Old Admin", "phone": "5550101", "email": "Admin@Portal.example",
                      "role": "Admin", "status": True, "createdat": "2023-11-20T08:30:00.000Z"},
    },
    "clients": {
        "client-rosa": {"businessName": "Rosa's Bakery", "contactName": "Rosa Díaz",
                        "phone": "5550100", "companyEmail": "hello@bakery.example",
                        "website": "", "typeBusiness": "Bakery", "packageCode": "Basic",
                        "packageID": "pkg-basic", "locationNumber": "1", "username": "rosa",
                        "status": True, "createdAt": REGISTERED, "updatedAt": REGISTERED,
                        "Expire_date": EXPIRES, "logoUrl": "", "userId": "uid-rosa"},
    },
    "payments": {
        "pay-rosa": {"ClientID": "client-rosa", "PackageID": "pkg-basic", "PackageCode": "Basic",
                     "Payment_Amount": 49.99, "Units": 1, "Expire_date": EXPIRES,
                     "Payment_Date": "2024-03-01", "Payment_method": "PayPal",
                     "PaymentReference": "PAY-1", "status": True},
    },
    "playlists": {
        "playlist-rosa": {"playlistName": "Morning", "clientID": "client-rosa",
                          "userId": "uid-rosa", "status": True, "totalDuration": 10,
                          "totalSize": 2048, "createdAt": "2024-03-02T09:00:00.000Z",
                          "playlistMedias": [{"mediaID": "media-1", "duration": 10,
                                              "mediaURL": "https://cdn.example/m1.jpg",
                                              "fileSize": 2048}]},
    },
}  # fmt: skip


def write_legacy_documents(db: Any) -> None:
    for collection, documents in LEGACY.items():
        for doc_id, data in documents.items():
            db.collection(collection).document(doc_id).set(data)
