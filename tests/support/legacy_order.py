"""Documents of one owner whose ordering date `at` is stored in every form legacy documents
keep it in: the forms Firestore orders on the server (a timestamp, texts) and the others
(epoch seconds and milliseconds, a `{seconds, nanos}` map), plus odd texts and none."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from tests.support.firebase_gaps import stored_apart

C = "things"
AT: dict[str, Any] = {
    "stamp": datetime(2026, 6, 1, tzinfo=UTC),
    "iso": "2026-05-01T09:00:00.000Z",
    "millis": int(datetime(2025, 3, 1, tzinfo=UTC).timestamp() * 1000),
    "seconds": int(datetime(2024, 3, 1, tzinfo=UTC).timestamp()),
    "map": {"seconds": int(datetime(2023, 3, 1, tzinfo=UTC).timestamp()), "nanos": 0},
    "js": "Fri Mar 01 2024 11:00:00 GMT+0100 (Central European Standard Time)",
    "us": "12/06/2022",
    "none": None,
}
"""The ordering date of each document (by id); None: the document has no `at`."""


def put_legacy_dated(store: Any) -> None:
    for doc_id, value in AT.items():
        dated = {} if value is None else {"at": value}
        store.put(C, doc_id, {"owner": "me", **dated})
        stored_apart()
