"""The Firestore, Cloud Storage and Auth emulators each behind a `FaultProxy`, for one test:
the emulator variables name the proxies while it runs, so a backend the test builds talks
through them; the emulators are emptied first (directly, not through the proxies)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import urlsplit

import pytest
from tests.support.emulators import VARIABLES, Emulators
from tests.support.fault_proxy import FaultProxy, Mode


@dataclass(frozen=True, slots=True)
class Faults:
    auth: FaultProxy
    storage: FaultProxy
    firestore: FaultProxy

    def every(self) -> tuple[FaultProxy, ...]:
        return (self.auth, self.storage, self.firestore)

    def switch_all(self, mode: Mode, delay: float = 0.0) -> None:
        for proxy in self.every():
            proxy.switch(mode, delay)


@pytest.fixture
def faults(emulators: Emulators, monkeypatch: pytest.MonkeyPatch) -> Iterator[Faults]:
    emulators.fresh_firestore_host()
    emulators.fresh_bucket()
    emulators.fresh_auth_app()
    storage_port = urlsplit(emulators.storage_url).port or 0
    proxies = Faults(
        auth=FaultProxy(int(emulators.auth_host.rsplit(":", 1)[1])),
        storage=FaultProxy(storage_port),
        firestore=FaultProxy(emulators.firestore_ports["port"]),
    )
    addresses = (proxies.auth.address, f"http://{proxies.storage.address}")
    for variable, value in zip(VARIABLES, (*addresses, proxies.firestore.address), strict=True):
        monkeypatch.setenv(variable, value)
    yield proxies
    for proxy in proxies.every():
        proxy.close()
