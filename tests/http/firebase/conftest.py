"""Fixtures of the HTTP layer on SIGNAGE_BACKEND=firebase: the settings that choose the
Firebase emulators, and a backend the composition root builds from them."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from signage_http.wiring.composition import build_backend
from signage_http.wiring.settings import Settings, settings_from_env
from tests.support.emulators import API_KEY, BUCKET, PROJECT_ID, Emulators

SECRET_KEY = "firebase-test-secret-key-0123456789abcdef"


def firebase_env(emulators: Emulators, data_dir: Path) -> dict[str, str]:
    """The process environment without SIGNAGE_* settings, plus the Firebase ones, on
    emptied emulators."""
    emulators.fresh_firestore_host()
    emulators.fresh_bucket()
    emulators.fresh_auth_app()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
    return env | {
        "SIGNAGE_BACKEND": "firebase",
        "SIGNAGE_DATA_DIR": str(data_dir),
        "SIGNAGE_FIREBASE_PROJECT": PROJECT_ID,
        "SIGNAGE_FIREBASE_BUCKET": BUCKET,
        "SIGNAGE_FIREBASE_API_KEY": API_KEY,
        "SIGNAGE_SECRET_KEY": SECRET_KEY,
    }


@pytest.fixture
def firebase_settings(
    emulators: Emulators, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Settings:
    """The settings, also set in this process's environment (for the CLI)."""
    env = firebase_env(emulators, tmp_path / "data")
    for name in [name for name in os.environ if name.startswith("SIGNAGE_")]:
        monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return settings_from_env(env)


@pytest.fixture
def firebase_backend(firebase_settings: Settings) -> Iterator[Any]:
    backend = build_backend(firebase_settings)
    yield backend
    backend.close()
