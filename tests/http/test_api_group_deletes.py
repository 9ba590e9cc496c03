"""A group deleted while its edits are under way stays deleted (the embedded default backend:
SQLite and files), as a media does (`test_api_final_deletes.py`)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from tests.http.api_support import World
from tests.http.screens_support import pair
from tests.support.racing import race

from signage_core.validation import messages as m

ROUNDS = 8
EDITORS = 3
GROUPS = "/api/screen-groups"


def test_a_delete_racing_edits_of_a_group_never_brings_it_back(local_world: World):
    user = local_world.add_user("gus")
    client = replace(local_world.add_client(user), package_id="pkg-standard")
    local_world.backend.documents.clients.save(client)
    local_world.add_payment(client, "pkg-standard")
    deleter = local_world.signed_in(user)
    screen_id = pair(local_world, deleter, "Window")[1]["id"]
    editors = [local_world.signed_in(user) for _ in range(EDITORS)]
    for round_ in range(ROUNDS):
        group = deleter.post(GROUPS, json={"name": f"G{round_}", "screenIds": [screen_id]}).json()
        url = f"{GROUPS}/{group['id']}"
        edits = [
            partial(api.patch, url, json={"name": f"Renamed {n}"}) for n, api in enumerate(editors)
        ]
        deleted, *edited = race(partial(deleter.delete, url), *edits)
        assert deleted.status_code == 204, round_
        refused = [answer.json()["message"] for answer in edited if answer.status_code == 404]
        assert set(refused) <= {m.GROUP_NOT_FOUND}, round_
        assert {answer.status_code for answer in edited} <= {200, 404}, round_
        assert deleter.get(GROUPS).json()["items"] == [], f"round {round_}: the group came back"
