"""Helpers of the screen tests: a TV box pairing itself the way the web player does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tests.http.api_support import Api, World


@dataclass
class Box:
    """A TV box: its own HTTP client, no session, only its Bearer tokens."""

    api: Api
    code: str = ""
    poll_token: str = ""
    device_token: str = ""

    def start(self) -> Box:
        answer = self.api.post("/api/player/pairings")
        assert answer.status_code == 201, answer.text
        body = answer.json()
        self.code, self.poll_token = body["code"], body["pollToken"]
        return self

    def poll(self, token: str | None = None) -> Any:
        bearer = self.poll_token if token is None else token
        headers = {"Authorization": f"Bearer {bearer}"}
        return self.api.get(f"/api/player/pairings/{self.code}", headers=headers)

    def collect(self) -> str:
        answer = self.poll()
        assert answer.status_code == 200, answer.text
        assert answer.json()["status"] == "paired", answer.text
        self.device_token = answer.json()["deviceToken"]
        return self.device_token

    def manifest(self, **headers: str) -> Any:
        headers = {"Authorization": f"Bearer {self.device_token}", **headers}
        return self.api.get("/api/player/manifest", headers=headers)


def new_box(world: World) -> Box:
    return Box(world.client()).start()


def pair(world: World, owner: Api, name: str = "Lobby", **fields: Any) -> tuple[Box, Any]:
    """A box paired as a new screen of `owner`'s client, its device token collected."""
    box = new_box(world)
    answer = owner.post("/api/screens", json={"name": name, "pairingCode": box.code, **fields})
    assert answer.status_code == 201, answer.text
    box.collect()
    return box, answer.json()
