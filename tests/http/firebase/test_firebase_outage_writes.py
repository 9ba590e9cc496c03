"""Issue 28: a write spanning a stored file and its record, cut by an outage at the moment of
the record write or of the file write (the connection dropped, hung then back, or reset),
leaves neither a record without its file nor a file without its record once the sweep has
run. The fault is switched on by the real call itself, on its way to the emulator."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from signage_adapters.system_clock import SystemClock
from tests.http.firebase.outage_world import (
    IMAGE,
    OutageScene,
    image_file,
    outage_scene_fixture,  # noqa: F401 (the outage_scene fixture)
)
from tests.http.scene import png_bytes
from tests.support.fault_proxy import FaultProxy, Mode
from tests.support.faulty_emulators import Faults

from signage_core.errors import BackendUnavailable
from signage_core.usecases.files.leftovers import SweepLeftovers

pytestmark = pytest.mark.slow
SETTLE = 1.0
"""Seconds for a write held by a hung connection to land once it passes again."""
BACK_WITHIN = 30.0
"""Seconds for the gRPC channel to connect again after an outage (its reconnect backoff)."""


def _logo(scene: OutageScene) -> Any:
    files = {"file": ("logo.png", png_bytes(), "image/png")}
    return scene.owner.post(f"/api/clients/{scene.client_id}/logo", files=files)


def _first_media_id(scene: OutageScene) -> str:
    return str(scene.owner.get("/api/medias").json()["items"][0]["id"])


WRITES: dict[str, tuple[Callable[[OutageScene], Any], str, str]] = {
    "media upload": (
        lambda scene: scene.owner.post("/api/medias", data=IMAGE, files=image_file()),
        "medias.save",
        "blobs.put",
    ),
    "media delete": (
        lambda scene: scene.owner.delete(f"/api/medias/{_first_media_id(scene)}"),
        "medias.delete",
        "blobs.delete",
    ),
    "logo replace": (_logo, "clients.update", "blobs.put"),
}
"""A write, the record call and the file call an outage cuts."""


def _cut_at(scene: OutageScene, faults: Faults, call: str, mode: Mode) -> None:
    """The `call` (`medias.save`, `blobs.put`...) switches its service's proxy to `mode`
    as it starts, once."""
    owner_name, method = call.split(".")
    owner = (
        scene.backend.blobs
        if owner_name == "blobs"
        else getattr(scene.backend.documents, owner_name)
    )
    proxy: FaultProxy = faults.storage if owner_name == "blobs" else faults.firestore
    original = getattr(owner, method)

    @functools.wraps(original)
    def cut(*args: Any, **kwargs: Any) -> Any:
        setattr(owner, method, original)
        proxy.switch(mode)
        return original(*args, **kwargs)

    setattr(owner, method, cut)


def _until_back(scene: OutageScene) -> None:
    deadline = time.monotonic() + BACK_WITHIN
    while True:
        try:
            scene.backend.documents.file_references.referenced_paths()
            return
        except BackendUnavailable:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _orphans(scene: OutageScene) -> tuple[set[str], set[str]]:
    """(paths records name that are not stored, stored paths no record names), after the
    sweep has removed the files no record names."""
    _until_back(scene)
    blobs, references = scene.backend.blobs, scene.backend.documents.file_references
    SweepLeftovers(blobs, references, SystemClock(), timedelta(0))()
    stored, named = set(blobs.paths()), references.referenced_paths()
    return named - stored, stored - named


@pytest.mark.parametrize("mode", [Mode.DROP, Mode.HANG, Mode.RESET])
@pytest.mark.parametrize("moment", ["record", "file"])
@pytest.mark.parametrize("write", list(WRITES))
def test_an_outage_mid_write_leaves_no_orphan_after_the_sweep(
    outage_scene: OutageScene, faults: Faults, write: str, moment: str, mode: Mode
):
    assert _logo(outage_scene).status_code == 200  # a logo to replace
    request, record_call, file_call = WRITES[write]
    _cut_at(outage_scene, faults, record_call if moment == "record" else file_call, mode)
    answer = request(outage_scene)
    faults.switch_all(Mode.PASS)
    time.sleep(SETTLE)
    assert answer.status_code in (200, 201, 204, 503), answer.text
    assert _orphans(outage_scene) == (set(), set())
