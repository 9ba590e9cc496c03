"""The HTTP suite's main walks on SIGNAGE_BACKEND=firebase: the app the composition root
builds on the Firebase emulators, with the memory stand-ins for mail, YouTube and PayPal that
the tests script (as on the memory backend)."""

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
from signage_http.wiring.settings import Settings, settings_from_env
from tests.http.api_support import START, World
from tests.http.firebase.conftest import firebase_env

from signage_core.ports.backend import ExternalServices

FIREBASE_TOO = pytest.mark.parametrize("world", ["memory", "firebase"], indirect=True)
"""Run a module's walks on the memory backend and on the Firebase emulators."""
EVERY_BACKEND = pytest.mark.parametrize("world", ["memory", "local", "firebase"], indirect=True)
"""Run a module's walks on the memory backend, the embedded local one and the emulators."""


def on_firebase(request: pytest.FixtureRequest) -> bool:
    """True in the Firebase run of a `FIREBASE_TOO` test."""
    callspec = getattr(request.node, "callspec", None)
    return bool(callspec and callspec.params.get("world") == "firebase")


@dataclass
class FirebaseWorldBackend:
    """The Firebase backend's ports and the stand-in services, where World looks for them."""

    backend: Any
    mailer: MemoryMailer
    video_info: MemoryVideoInfo
    payment_provider: MemoryPaymentProvider

    def __getattr__(self, name: str) -> Any:
        return getattr(self.backend, name)

    def services(self) -> ExternalServices:
        return ExternalServices(self.mailer, self.video_info, self.payment_provider)


@pytest.fixture
def firebase_world(emulators: Any, tmp_path: Path) -> Iterator[World]:
    settings: Settings = settings_from_env(firebase_env(emulators, tmp_path / "data"))
    backend = build_backend(settings, ManualClock(START))
    ports = FirebaseWorldBackend(
        backend, MemoryMailer(), MemoryVideoInfo(), MemoryPaymentProvider()
    )
    world = World(app=create_app(settings, backend, ports.services()), backend=ports)
    world.seed_catalogue()
    yield world
    backend.close()
