"""Issue 22 through the app on the embedded default backend (SQLite and files): a DELETE
racing PATCHes of the same media never leaves a record behind (a record without its file)."""

from __future__ import annotations

from functools import partial

from tests.http.api_support import World, fetch_file
from tests.http.scene import png_bytes
from tests.support.pages import items
from tests.support.racing import race

from signage_core.validation import messages as m

ROUNDS = 8
EDITORS = 3
"""PATCHes sent with each DELETE, so that one of them straddles it in most rounds."""
IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}


def test_a_delete_racing_edits_of_a_media_leaves_neither_record_nor_file(local_world: World):
    user = local_world.add_user("mia")
    local_world.add_client(user)
    deleter = local_world.signed_in(user)
    editors = [local_world.signed_in(user) for _ in range(EDITORS)]
    for round_ in range(ROUNDS):
        file = ("poster.png", png_bytes(), "image/png")
        media = deleter.post("/api/medias", data=IMAGE, files={"file": file}).json()
        url = f"/api/medias/{media['id']}"
        edits = [partial(api.patch, url, json={"name": f"Renamed {round_}"}) for api in editors]
        deleted, *edited = race(partial(deleter.delete, url), *edits)
        assert deleted.status_code == 204, round_
        assert {answer.status_code for answer in edited} <= {200, 404}, round_
        missing = deleter.get(url)
        assert missing.status_code == 404, f"round {round_}: the media came back"
        assert missing.json()["message"] == m.MEDIA_NOT_FOUND
        assert items(deleter.get("/api/medias").json()) == []
        assert fetch_file(deleter, media["fileUrl"]).status_code == 404
