"""A portal on the Firebase emulators reached through fault proxies (`faults`), with a short
deadline: a Client with a profile, one uploaded image and one paired TV."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.mail import MemoryMailer
from signage_adapters.memory.payment_provider import MemoryPaymentProvider
from signage_adapters.memory.video_info import MemoryVideoInfo
from signage_http.app import create_app
from signage_http.wiring.composition import build_backend
from signage_http.wiring.settings import settings_from_env
from tests.http.api_support import START, Api, World
from tests.http.firebase.conftest import firebase_env
from tests.http.firebase_world import FirebaseWorldBackend
from tests.http.scene import png_bytes
from tests.http.screens_support import Box, pair
from tests.support.emulators import Emulators

DEADLINE = 1.0
"""SIGNAGE_FIREBASE_DEADLINE_SECONDS of these portals."""
IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}


def image_file() -> dict[str, Any]:
    return {"file": ("poster.png", png_bytes(), "image/png")}


@dataclass
class OutageScene:
    world: World
    backend: Any
    owner: Api
    email: str
    box: Box
    client_id: str


@pytest.fixture(name="outage_scene")
def outage_scene_fixture(
    faults: Any, emulators: Emulators, tmp_path: Path
) -> Iterator[OutageScene]:
    env = firebase_env(emulators, tmp_path / "data")
    settings = settings_from_env(env | {"SIGNAGE_FIREBASE_DEADLINE_SECONDS": str(DEADLINE)})
    backend = build_backend(settings, ManualClock(START))
    ports = FirebaseWorldBackend(
        backend, MemoryMailer(), MemoryVideoInfo(), MemoryPaymentProvider()
    )
    world = World(app=create_app(settings, backend, ports.services()), backend=ports)
    world.seed_catalogue()
    user = world.add_user("mia")
    client = world.add_client(user)
    owner = world.signed_in(user)
    assert owner.post("/api/medias", data=IMAGE, files=image_file()).status_code == 201
    box, _ = pair(world, owner)
    yield OutageScene(world, backend, owner, world.email("mia"), box, client.id)
    backend.close()
