"""A TV's poll records its heartbeat apart from the content: the remembered reads and kept
answers of a client's pages outlive it (docs/decisions.md, "Heartbeats apart from content").
Every request on one event loop, as under uvicorn."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest
from signage_http.request_path import remembered_answers
from tests.http.api_support import PASSWORD, World, local_world_at
from tests.http.scene import add_media

from signage_core.entities.screens import Screen
from signage_core.rules.screens import new_device_token, secret_digest


@pytest.fixture
def encoded(monkeypatch: pytest.MonkeyPatch, counting_reads: None) -> list[object]:
    """Every answer the kept answers encoded (not handed back as kept)."""
    made: list[object] = []
    encode = remembered_answers.encode_json

    def counting(value: object) -> bytes:
        made.append(value)
        return encode(value)

    monkeypatch.setattr(remembered_answers, "encode_json", counting)
    return made


def _tv(world: World, client_id: str) -> str:
    """A screen of the client, paired: its device token."""
    token = new_device_token("tv-1")
    digest = secret_digest(token)
    world.backend.documents.screens.save(Screen("tv-1", "Lobby", client_id, token_digest=digest))
    return token


def _media_reads(traced: list[tuple[int, str]]) -> list[str]:
    return [sql for _, sql in traced if sql.startswith("SELECT") and "'medias'" in sql]


def test_a_tvs_heartbeat_leaves_a_clients_media_page_served_from_memory(
    tmp_path: Path, traced: list[tuple[int, str]], encoded: list[object]
):
    world = local_world_at(tmp_path)
    user = world.add_user("keeper")
    client = world.add_client(user)
    for name in ("Poster", "Menu", "Sale"):
        add_media(world, user, name=name)
    device = {"Authorization": f"Bearer {_tv(world, client.id)}"}

    async def walk() -> list[int]:
        transport = httpx.ASGITransport(app=world.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://portal") as api:
            await api.get("/api/config")
            csrf = {"X-CSRFToken": api.cookies["csrftoken"]}
            body = {"email": user.email, "password": PASSWORD}
            assert (await api.post("/api/auth/login", json=body, headers=csrf)).status_code == 200
            first = await api.get("/api/medias")
            traced.clear()
            encoded.clear()
            seen = await api.get("/api/player/manifest", headers=device)
            assert await asyncio.to_thread(world.app.state.heartbeats.write) == 1
            assert world.backend.documents.heartbeats.last_seen(["tv-1"]) == {
                "tv-1": world.clock.now()
            }  # the poll's heartbeat, recorded by the heartbeat writer
            again = await api.get("/api/medias")
            assert again.content == first.content
            return [first.status_code, seen.status_code, again.status_code]

    assert asyncio.run(walk()) == [200, 200, 200]
    assert _media_reads(traced) == []  # the page's read was remembered through the poll
    assert encoded == []  # and its answer kept
