"""The Firebase backend's settings (`SIGNAGE_BACKEND=firebase`), read with the others by
`settings_from_env` and checked by the composition root before it builds any client. The
Google libraries read the emulator variables and GOOGLE_APPLICATION_CREDENTIALS themselves;
they are read here too, to refuse wrong values with one line."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

PROJECT_ID = re.compile(r"[a-z][a-z0-9-]{4,28}[a-z0-9]")
HOST_PORT = re.compile(r"[A-Za-z0-9.\-\[\]:]+:\d{1,5}")
MIN_SECRET_LENGTH = 32
DEFAULT_DEADLINE = "5"
MAX_DEADLINE = 60.0
EMULATORS = ("FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST", "STORAGE_EMULATOR_HOST")


@dataclass(frozen=True, slots=True)
class FirebaseSettings:
    project: str = ""
    bucket: str = ""
    api_key: str = ""
    secret_key: str = ""
    credentials: str = ""
    firestore_emulator: str = ""
    auth_emulator: str = ""
    storage_emulator: str = ""
    deadline_seconds: str = DEFAULT_DEADLINE
    """SIGNAGE_FIREBASE_DEADLINE_SECONDS: how long any one Firebase call may take."""

    def problem(self) -> str:
        """One line naming the first missing or wrong setting; empty when all are right."""
        found = (
            self._project(),
            self._required(),
            self._emulators(),
            self._key(),
            self._deadline(),
        )
        return next((problem for problem in found if problem), "")

    def _project(self) -> str:
        if PROJECT_ID.fullmatch(self.project):
            return ""
        return (
            f"SIGNAGE_FIREBASE_PROJECT must be a Firebase project id (6-30 lowercase letters, "
            f"digits or hyphens), got {self.project!r}"
        )

    def _required(self) -> str:
        named = {"SIGNAGE_FIREBASE_BUCKET": self.bucket, "SIGNAGE_FIREBASE_API_KEY": self.api_key}
        missing = [name for name, value in named.items() if not value.strip()]
        return f"{missing[0]} is required with SIGNAGE_BACKEND=firebase" if missing else ""

    def _emulators(self) -> str:
        for name, host in zip(
            EMULATORS[:2], (self.firestore_emulator, self.auth_emulator), strict=True
        ):
            if host and not HOST_PORT.fullmatch(host):
                return f"{name} must be host:port (no scheme), got {host!r}"
        if self.storage_emulator and not self.storage_emulator.startswith(("http://", "https://")):
            got = self.storage_emulator
            return f"STORAGE_EMULATOR_HOST must be a URL such as http://127.0.0.1:9199, got {got!r}"
        return "" if self._all_emulated() else self._credentials()

    def _credentials(self) -> str:
        if not self.credentials:
            return (
                "GOOGLE_APPLICATION_CREDENTIALS is required with SIGNAGE_BACKEND=firebase outside "
                "the emulators (a service-account key file)"
            )
        if not Path(self.credentials).is_file():
            return f"GOOGLE_APPLICATION_CREDENTIALS names no readable file: {self.credentials}"
        return ""

    def _key(self) -> str:
        if len(self.secret_key.strip()) >= MIN_SECRET_LENGTH:
            return ""
        return (
            "SIGNAGE_SECRET_KEY is required with SIGNAGE_BACKEND=firebase (the session and CSRF "
            f"key, at least {MIN_SECRET_LENGTH} characters)"
        )

    def _deadline(self) -> str:
        try:
            seconds = float(self.deadline_seconds)
        except ValueError:
            seconds = 0.0
        if 0.1 <= seconds <= MAX_DEADLINE:
            return ""
        return (
            f"SIGNAGE_FIREBASE_DEADLINE_SECONDS must be a number of seconds from 0.1 to "
            f"{MAX_DEADLINE:.0f}, got {self.deadline_seconds!r}"
        )

    def _all_emulated(self) -> bool:
        return all((self.firestore_emulator, self.auth_emulator, self.storage_emulator))


def firebase_from_env(env: Mapping[str, str]) -> FirebaseSettings:
    return FirebaseSettings(
        project=env.get("SIGNAGE_FIREBASE_PROJECT", "").strip(),
        bucket=env.get("SIGNAGE_FIREBASE_BUCKET", "").strip(),
        api_key=env.get("SIGNAGE_FIREBASE_API_KEY", "").strip(),
        secret_key=env.get("SIGNAGE_SECRET_KEY", ""),
        credentials=env.get("GOOGLE_APPLICATION_CREDENTIALS", "").strip(),
        firestore_emulator=env.get(EMULATORS[0], "").strip(),
        auth_emulator=env.get(EMULATORS[1], "").strip(),
        storage_emulator=env.get(EMULATORS[2], "").strip(),
        deadline_seconds=env.get("SIGNAGE_FIREBASE_DEADLINE_SECONDS", DEFAULT_DEADLINE).strip(),
    )
