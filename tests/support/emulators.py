"""The Firebase emulators of the test session (a pytest plugin, see tests/conftest.py).

The first test that asks for `emulators` installs what is missing (`npm ci` in
tools/emulators; gcp-storage-emulator comes from the `test` extra) and launches the Auth,
Cloud Storage and Firestore emulators together on loopback; each is awaited only when a test
needs it, wiped before every test, and stopped when the session ends."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from functools import cached_property
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support.emulator_process import EmulatorProcess
from tests.support.emulator_setup import TOOLS, answers, free_port, install_emulators

PROJECT_ID = "demo-signage"
BUCKET = f"{PROJECT_ID}.appspot.com"
API_KEY = "fake-api-key"
VARIABLES = ("FIREBASE_AUTH_EMULATOR_HOST", "STORAGE_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST")
FIRESTORE_EXTENSION = Path(__file__).resolve().parent / "firestore_emulator" / "index.mjs"
"""What the harness adds to the npm Firestore emulator: Firestore's nested filters and
isolated transactions (the product's dashboard counts, audit-log days and race-proof writes)."""
EXTENDED = ["queries", "transactions"]
STORAGE_EMULATOR = Path(__file__).resolve().parent / "storage_emulator.py"
"""gcp-storage-emulator with Cloud Storage's answer to a finished upload session's status."""


class Emulators:
    """Launched together (the Auth emulator is the slow one); awaited one by one."""

    def __init__(self, logs: Path) -> None:
        install_emulators()
        self._saved = {name: os.environ.get(name) for name in VARIABLES}
        self._storage_port = free_port()
        storage = ("start", "--host", "127.0.0.1", "--port", str(self._storage_port))
        self._processes = {
            "auth": EmulatorProcess(
                "Auth", ("node", "auth.mjs", PROJECT_ID), TOOLS, logs / "auth.log"
            ),
            "firestore": EmulatorProcess(
                "Firestore",
                ("node", "firestore.mjs"),
                TOOLS,
                logs / "firestore.log",
                {"SIGNAGE_FIRESTORE_EXTENSION": str(FIRESTORE_EXTENSION)},
            ),
            "storage": EmulatorProcess(
                "Cloud Storage",
                (
                    sys.executable,
                    str(STORAGE_EMULATOR),
                    *storage,
                    "--in-memory",
                    "--default-bucket",
                    BUCKET,
                ),
                TOOLS,
                logs / "storage.log",
            ),
        }

    @cached_property
    def auth_host(self) -> str:
        auth = self._processes["auth"]
        return self._publish(VARIABLES[0], f"127.0.0.1:{auth.wait(auth.announcement)['port']}")

    @cached_property
    def storage_url(self) -> str:
        url = f"http://127.0.0.1:{self._storage_port}"
        self._processes["storage"].wait(lambda: answers(f"{url}/storage/v1/b"))
        return self._publish(VARIABLES[1], url)

    @cached_property
    def firestore_ports(self) -> dict[str, Any]:
        firestore = self._processes["firestore"]
        ports: dict[str, Any] = firestore.wait(firestore.announcement)
        if ports.get("extended") != EXTENDED:
            firestore.fail(f"runs without the harness's extension ({FIRESTORE_EXTENSION})")
        self._publish(VARIABLES[2], f"127.0.0.1:{ports['port']}")
        return ports

    def fresh_bucket(self) -> Any:
        """The emulator's bucket, emptied: a google.cloud.storage Bucket."""
        httpx.get(f"{self.storage_url}/wipe", params={"keep-buckets": "1"}).raise_for_status()
        return self._bucket

    def storage_requests(self) -> list[str]:
        """The Cloud Storage emulator's request log so far, one request line each (method,
        path and query: `POST /upload/storage/v1/b/<bucket>/o?uploadType=multipart ...`)."""
        log = self._processes["storage"].log.read_text(errors="replace")
        return [line for line in log.splitlines() if line.startswith('"')]

    def fresh_auth_app(self) -> Any:
        """The session's firebase_admin App, on an Auth emulator without accounts."""
        accounts = f"http://{self.auth_host}/emulator/v1/projects/{PROJECT_ID}/accounts"
        httpx.delete(accounts).raise_for_status()
        return self._auth_app

    def fresh_firestore_host(self) -> str:
        """`FIRESTORE_EMULATOR_HOST` of an emulator without documents."""
        httpx.post(f"http://127.0.0.1:{self.firestore_ports['admin']}/wipe").raise_for_status()
        return os.environ[VARIABLES[2]]

    @cached_property
    def toolkit(self) -> Any:
        from signage_adapters.firebase.identity_rest import IdentityToolkit

        return IdentityToolkit(
            API_KEY, f"http://{self.auth_host}/identitytoolkit.googleapis.com/v1"
        )

    @cached_property
    def _bucket(self) -> Any:
        from signage_adapters.firebase.clients import storage_bucket

        return storage_bucket(PROJECT_ID, BUCKET)  # after storage_url: reads the variable

    @cached_property
    def _auth_app(self) -> Any:
        from signage_adapters.firebase.clients import auth_app

        return auth_app(PROJECT_ID, "signage-tests")  # after auth_host: reads the variable

    def _publish(self, variable: str, value: str) -> str:
        os.environ[variable] = value
        return value

    def stop(self) -> None:
        for process in self._processes.values():
            process.stop()
        if "toolkit" in self.__dict__:
            self.toolkit.close()
        if "_auth_app" in self.__dict__:
            import firebase_admin

            firebase_admin.delete_app(self._auth_app)
        for name, value in self._saved.items():
            os.environ.pop(name, None)
            if value is not None:
                os.environ[name] = value


@pytest.fixture(scope="session")
def emulators(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Emulators]:
    """Started by the first test that asks for it; stopped at the end of the session."""
    running = Emulators(tmp_path_factory.mktemp("emulators"))
    yield running
    running.stop()
