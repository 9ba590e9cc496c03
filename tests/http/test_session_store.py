"""Sessions live in the backend's document store: any server instance on it knows them."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from signage_adapters.documents.query import Query
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.store import MemoryStore
from signage_http.auth.session_store import COLLECTION, DocumentSessionStore
from tests.http.api_support import PASSWORD, local_world_at

NOW = datetime(2025, 1, 15, 12, tzinfo=UTC)


def test_a_session_started_on_one_instance_is_known_and_ended_on_another(tmp_path: Path):
    first, second = local_world_at(tmp_path), local_world_at(tmp_path)
    user = first.add_user("roamer")
    signed_in = first.signed_in(user)
    elsewhere = second.client()
    elsewhere.cookies.update(signed_in.cookies)
    assert elsewhere.get("/api/auth/me").json()["user"]["id"] == user.id
    csrf = {"X-CSRFToken": signed_in.cookies["csrftoken"]}
    assert signed_in.post("/api/auth/logout", headers=csrf).status_code == 204
    assert elsewhere.get("/api/auth/me").status_code == 401


def test_local_sessions_are_kept_in_the_database_not_in_files(tmp_path: Path):
    world = local_world_at(tmp_path)
    world.signed_in(world.add_user("keeper"))
    assert not (tmp_path / "data" / "sessions").exists()
    store = world.backend.documents.store
    assert len(store.find(Query(COLLECTION))) == 1


def test_a_session_past_its_time_is_gone_and_pruned():
    clock = ManualClock(NOW)
    documents = MemoryStore()
    sessions = DocumentSessionStore(documents, clock)
    asyncio.run(sessions.set("s1", b"data", expires_in=60))
    asyncio.run(sessions.set("s2", b"kept", expires_in=3600))
    assert asyncio.run(sessions.get("s1")) == b"data"
    assert asyncio.run(sessions.expires_in("s1")) == 60
    clock.advance(timedelta(seconds=61))
    assert asyncio.run(sessions.get("s1")) is None
    asyncio.run(sessions.delete_expired())
    assert [key for key, _ in documents.find(Query(COLLECTION))] == ["s2"]


def test_renewing_moves_the_expiry_on():
    clock = ManualClock(NOW)
    sessions = DocumentSessionStore(MemoryStore(), clock)
    asyncio.run(sessions.set("s1", "text", expires_in=60))
    assert asyncio.run(sessions.get("s1", renew_for=600)) == b"text"
    clock.advance(timedelta(seconds=300))
    assert asyncio.run(sessions.exists("s1"))


def test_a_change_of_password_on_one_instance_ends_the_session_on_another(tmp_path: Path):
    first, second = local_world_at(tmp_path), local_world_at(tmp_path)
    user = first.add_user("roamer")
    laptop = first.signed_in(user)
    phone = second.signed_in(user)
    body = {"currentPassword": PASSWORD, "newPassword": "brand-new-1"}
    assert laptop.post("/api/auth/change-password", json=body).status_code == 204
    assert phone.get("/api/auth/me").status_code == 401
    assert laptop.get("/api/auth/me").status_code == 200


def test_failures_on_one_instance_close_the_account_on_another(tmp_path: Path):
    first, second = local_world_at(tmp_path), local_world_at(tmp_path)
    user = first.add_user("roamer")
    for _ in range(5):
        api = first.client()
        api.prime_csrf()
        wrong = {"email": user.email, "password": "wrong-guess"}
        assert api.post("/api/auth/login", json=wrong).status_code == 401
    api = second.client()
    api.prime_csrf()
    right = {"email": user.email, "password": PASSWORD}
    assert api.post("/api/auth/login", json=right).status_code == 429


def test_a_stored_session_that_does_not_decode_is_no_session():
    documents = MemoryStore()
    documents.put(COLLECTION, "s1", {"data": "%%% not base64 %%%"})
    assert asyncio.run(DocumentSessionStore(documents).get("s1")) is None


def test_a_session_is_read_once_until_the_store_changes():
    documents = MemoryStore()
    sessions = DocumentSessionStore(documents)
    asyncio.run(sessions.set("s1", b"first", expires_in=60))
    assert asyncio.run(sessions.get("s1")) == b"first"
    asyncio.run(sessions.set("s1", b"second", expires_in=60))
    assert asyncio.run(sessions.get("s1")) == b"second"
    asyncio.run(sessions.delete("s1"))
    assert asyncio.run(sessions.get("s1")) is None
