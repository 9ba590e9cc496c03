"""A client of the existing portal written straight into the store (hypothesis strategies and
the writer): its user, client, payment, audit entry, playlist and media, each date in a drawn
form (tests/support/legacy_dates.py) or a value that names no date."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from hypothesis import strategies as st
from signage_adapters.documents.repositories.bundle import document_store
from tests.http.api_support import World
from tests.support.legacy_dates import legacy_forms, moments, unreadable

from signage_core.ids import new_id

Drawn = tuple[Any, datetime | None, timedelta]
"""(the stored value, the moment it names or None when it names none, how precisely)."""
DATES = ("registered", "created", "updated", "expires", "paid_until", "paid_on", "acted",
         "logged_in", "playlist", "media")  # fmt: skip


@st.composite
def stored_dates(draw: st.DrawFn) -> Drawn:
    if draw(st.integers(0, 4)) == 0:
        return draw(unreadable.filter(_storable)), None, timedelta(0)
    moment = draw(moments)
    stored, precision = draw(legacy_forms(moment))
    return stored, moment, precision


def _storable(value: object) -> bool:
    """What every store keeps (SQLite's JSON has no NaN nor bytes)."""
    return not isinstance(value, bytes | float)


dates = st.fixed_dictionaries({name: stored_dates() for name in DATES})


def write_legacy_client(world: World, drawn: dict[str, Drawn]) -> dict[str, str]:
    """A client user as the existing portal stored it, each date in its drawn form."""
    user = world.add_user("legacy")
    ids = {"user": user.id, "email": user.email, "client": new_id(), "payment": new_id(),
           "playlist": new_id(), "log": new_id(), "media": new_id()}  # fmt: skip
    store = document_store(world.backend.documents)
    value = {name: stored for name, (stored, _, _) in drawn.items()}
    store.put("users", user.id, {"createdAt": value["registered"]})
    store.put("clients", ids["client"], {
        "businessName": "Legacy Shop", "contactName": user.name, "phone": "5550100",
        "companyEmail": user.email, "typeBusiness": "Bakery", "packageCode": "Basic",
        "packageID": "pkg-basic", "locationNumber": "1", "status": True, "userId": user.id,
        "createdAt": value["created"], "updatedAt": value["updated"],
        "Expire_date": value["expires"],
    })  # fmt: skip
    store.put("payments", ids["payment"], {
        "ClientID": ids["client"], "PackageID": "pkg-basic", "PackageCode": "Basic",
        "Payment_Amount": 19.99, "Units": 1, "Expire_date": value["paid_until"],
        "Payment_Date": value["paid_on"], "Payment_method": "PayPal", "status": True,
    })  # fmt: skip
    store.put("userLogs", ids["log"], {
        "UserID": user.id, "Action": "UserLogin", "ActionDateTime": value["acted"],
        "loginTime": value["logged_in"], "clientType": "Web",
    })  # fmt: skip
    store.put("playlists", ids["playlist"], {
        "playlistName": "Morning", "clientID": ids["client"], "userId": user.id,
        "status": True, "createdAt": value["playlist"], "playlistMedias": [],
    })  # fmt: skip
    store.put("medias", ids["media"], {
        "name": "Menu board", "assetType": "image", "duration": 10, "status": True,
        "fileUrl": "https://firebasestorage.googleapis.com/v0/b/legacy/o/menu.jpg",
        "fileSize": 2048, "userId": user.id, "userEmail": user.email,
        "createdAt": value["media"],
    })  # fmt: skip
    return ids
