"""Documents as the existing portal stored them, in the forms it (or a hand edit in the
console) left: dates as text, numbers as integers where this portal writes floats, and none
of the fields this portal adds (logoPath, filePath, thumbnailPath, providerStatus, slot)."""

from __future__ import annotations

from typing import Any

BUCKET = "legacy-portal.appspot.com"
LOGO = "clients/logos/client-old_1709280000000"
MEDIA = "medias/1709280000000_morning menu.jpg"
THUMB = "medias/thumbnails/thumb_1709280000000_morning menu.jpg"


def firebase_link(path: str, bucket: str = BUCKET) -> str:
    """A Firebase download URL as the Firebase SDKs make it."""
    escaped = path.replace("/", "%2F").replace(" ", "%20")
    return f"https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{escaped}?alt=media&token=t-1"


RECORDS: dict[str, dict[str, Any]] = {
    "clients": {
        "businessName": "Old Bakery", "contactName": "Ann", "phone": "5550100",
        "companyEmail": "ann@old.example", "website": "", "typeBusiness": "Bakery",
        "packageCode": "Basic", "packageID": "pkg-basic", "locationNumber": 2,
        "username": "ann", "status": "true", "createdAt": "2024-03-01T10:00:00.000Z",
        "updatedAt": "03/01/2024", "Expire_date": 1767225600000, "logoUrl": firebase_link(LOGO),
        "userId": "uid-old",
    },
    "medias": {
        "name": "Morning menu", "description": "", "assetType": "image", "duration": 10,
        "status": True, "fileUrl": firebase_link(MEDIA), "youtubeUrl": "",
        "thumbnailUrl": firebase_link(THUMB), "fileSize": 2048,
        "createdAt": "Fri Mar 01 2024 11:00:00 GMT+0100 (Central European Standard Time)",
        "userId": "uid-old", "userEmail": "ann@old.example",
    },
    "payments": {
        "ClientID": "client-old", "PackageID": "pkg-basic", "PackageCode": "Basic",
        "Payment_Amount": 50, "Units": 1, "Expire_date": "2026-01-01",
        "Payment_Date": "2024-03-01T10:00:00.000Z", "Payment_method": "paypal",
        "PaymentReference": "PAY-1", "status": True,
    },
    "playlists": {
        "playlistName": "Morning", "clientID": "client-old", "userId": "uid-old",
        "status": True, "totalDuration": 10, "totalSize": 2048,
        "createdAt": {"seconds": 1709287200, "nanos": 0},
        "playlistMedias": [{"mediaID": "media-old", "duration": 10,
                            "mediaURL": firebase_link(MEDIA), "fileSize": 2048}],
    },
    "users": {
        "name": "Ann", "phone": "5550100", "email": "Ann@Old.example", "role": "client",
        "status": True, "createdat": "2023-11-20 08:30:00",
    },
    "screens": {
        "name": "Counter", "clientID": "client-old", "playlistId": "playlist-old",
        "tokenDigest": None, "createdAt": 1709287200, "lastSeenAt": "2024-03-02",
    },
}  # fmt: skip
"""One legacy document per collection; the id of each is `{collection singular}-old`."""

IDS = {
    "clients": "client-old", "medias": "media-old", "payments": "payment-old",
    "playlists": "playlist-old", "users": "uid-old", "screens": "screen-old",
}  # fmt: skip


def write_records(store: Any, *collections: str) -> None:
    """Store the legacy documents of `collections` (all when none named) as they are."""
    for collection in collections or tuple(RECORDS):
        store.put(collection, IDS[collection], dict(RECORDS[collection]))
