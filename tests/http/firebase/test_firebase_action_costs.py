"""What each action costs on Firebase, measured on the emulators through the HTTP app: the
Firestore reads (as billed: documents returned, an empty query one, a count one per 1,000
index entries; and the documents the change-mark listener delivered) and writes, and the
Cloud Storage requests (each one billed operation). The
client's dashboard is measured in tests/adapters/firebase/test_dashboard_billed_reads.py (its
counts need an Or filter inside an And, which the emulator does not run).

Run: .venv/bin/python -m pytest -q -s tests/http/firebase/test_firebase_action_costs.py
(prints the table docs/operations.md, "What it costs on Firebase", shows)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.adapters.firebase.billed_operations import Billed
from tests.http.api_support import Api, World
from tests.http.scene import add_media, png_bytes
from tests.http.screens_support import pair

MEDIAS = 60
IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}


class StorageRequests:
    """Counts the requests the bucket's client sends (each a billed Storage operation)."""

    def __init__(self, blobs: Any) -> None:
        session = blobs._bucket.client._http
        self._request, self.count = session.request, 0
        session.request = self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.count += 1
        return self._request(*args, **kwargs)


class Costs:
    def __init__(self, world: World) -> None:
        self.billed = Billed.on(world.backend.documents.firestore)
        self.storage = StorageRequests(world.backend.blobs)
        self.listened = world.backend.documents.listened
        self.rows: dict[str, tuple[int, int, int]] = {}

    def of(self, action: str, act: Callable[[], Any]) -> Any:
        self.billed.reset()
        storage, delivered = self.storage.count, self.listened.delivered
        answer = act()
        reads = self.billed.reads + self.listened.delivered - delivered
        self.rows[action] = (reads, self.billed.writes, self.storage.count - storage)
        return answer


def _shop(world: World) -> tuple[Any, Api]:
    user = world.add_user("costa")
    client = world.add_client(user)
    world.add_payment(client)
    for n in range(MEDIAS):
        add_media(world, user, name=f"Poster {n:02}")
    return user, world.signed_in(user)


def test_each_action_costs_what_the_operations_guide_says(firebase_world: World):
    world = firebase_world
    user, api = _shop(world)
    costs = Costs(world)
    costs.of("sign-in", lambda: world.client().login(user.email))
    listed = costs.of("media list page (50 of 60)", lambda: api.get("/api/medias?limit=50"))
    assert len(listed.json()["items"]) == 50
    upload = {"file": ("poster.png", png_bytes(), "image/png")}
    uploaded = costs.of("image upload", lambda: api.post("/api/medias", data=IMAGE, files=upload))
    assert uploaded.status_code == 201, uploaded.text
    body = {"playlistName": "Lunch", "mediaIds": [uploaded.json()["id"]]}
    playlist = api.post("/api/playlists", json=body).json()["id"]
    box, _ = pair(world, api, playlistId=playlist)
    first = costs.of("first manifest poll (after a start)", box.manifest)
    etag = first.headers["etag"]
    unchanged = costs.of(
        "manifest poll, unchanged (304)", lambda: box.manifest(**{"If-None-Match": etag})
    )
    assert unchanged.status_code == 304
    print("\n| action | Firestore reads | Firestore writes | Storage operations |")
    for action, (reads, writes, storage) in costs.rows.items():
        print(f"| {action} | {reads} | {writes} | {storage} |")
    assert costs.rows["manifest poll, unchanged (304)"] == (0, 0, 0)
    assert costs.rows["media list page (50 of 60)"][0] <= 2 * 50 + 10
    assert all(reads > 0 for reads, _, _ in list(costs.rows.values())[:4])
