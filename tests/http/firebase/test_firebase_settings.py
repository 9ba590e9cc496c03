"""SIGNAGE_BACKEND=firebase: each missing or wrong setting stops the start with one line
naming it; right settings give the session key from SIGNAGE_SECRET_KEY."""

from __future__ import annotations

from pathlib import Path

import pytest
from signage_http.wiring.composition import app_secret, build_backend
from signage_http.wiring.settings import SettingsError, settings_from_env

SECRET = "s" * 32
EMULATED = {
    "SIGNAGE_BACKEND": "firebase",
    "SIGNAGE_FIREBASE_PROJECT": "demo-signage",
    "SIGNAGE_FIREBASE_BUCKET": "demo-signage.appspot.com",
    "SIGNAGE_FIREBASE_API_KEY": "fake-api-key",
    "SIGNAGE_SECRET_KEY": SECRET,
    "FIRESTORE_EMULATOR_HOST": "127.0.0.1:8080",
    "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099",
    "STORAGE_EMULATOR_HOST": "http://127.0.0.1:9199",
}


def _refusal(changes: dict[str, str | None]) -> str:
    env = {**EMULATED, **changes}
    settings = settings_from_env({k: v for k, v in env.items() if v is not None})
    with pytest.raises(SettingsError) as raised:
        build_backend(settings)
    return str(raised.value)


@pytest.mark.parametrize(
    ("changes", "named"),
    [
        ({"SIGNAGE_FIREBASE_PROJECT": None}, "SIGNAGE_FIREBASE_PROJECT"),
        ({"SIGNAGE_FIREBASE_PROJECT": "My Project"}, "SIGNAGE_FIREBASE_PROJECT"),
        ({"SIGNAGE_FIREBASE_BUCKET": ""}, "SIGNAGE_FIREBASE_BUCKET"),
        ({"SIGNAGE_FIREBASE_API_KEY": None}, "SIGNAGE_FIREBASE_API_KEY"),
        ({"SIGNAGE_SECRET_KEY": None}, "SIGNAGE_SECRET_KEY"),
        ({"SIGNAGE_SECRET_KEY": "short"}, "SIGNAGE_SECRET_KEY"),
        ({"FIRESTORE_EMULATOR_HOST": "http://127.0.0.1:8080"}, "FIRESTORE_EMULATOR_HOST"),
        ({"FIREBASE_AUTH_EMULATOR_HOST": "localhost"}, "FIREBASE_AUTH_EMULATOR_HOST"),
        ({"STORAGE_EMULATOR_HOST": "127.0.0.1:9199"}, "STORAGE_EMULATOR_HOST"),
        ({"STORAGE_EMULATOR_HOST": None}, "GOOGLE_APPLICATION_CREDENTIALS"),
        (
            {"STORAGE_EMULATOR_HOST": None, "GOOGLE_APPLICATION_CREDENTIALS": "/nowhere.json"},
            "GOOGLE_APPLICATION_CREDENTIALS",
        ),
        ({"SIGNAGE_FIREBASE_DEADLINE_SECONDS": "soon"}, "SIGNAGE_FIREBASE_DEADLINE_SECONDS"),
        ({"SIGNAGE_FIREBASE_DEADLINE_SECONDS": "0"}, "SIGNAGE_FIREBASE_DEADLINE_SECONDS"),
        ({"SIGNAGE_FIREBASE_DEADLINE_SECONDS": "600"}, "SIGNAGE_FIREBASE_DEADLINE_SECONDS"),
    ],
)
def test_a_missing_or_wrong_setting_is_one_line_naming_it(changes, named):
    message = _refusal(changes)
    assert message.startswith(named)
    assert "\n" not in message


def test_production_credentials_are_a_key_file(tmp_path: Path):
    key = tmp_path / "key.json"
    key.write_text("{}")
    env = {**EMULATED, "GOOGLE_APPLICATION_CREDENTIALS": str(key)}
    del env["FIRESTORE_EMULATOR_HOST"]
    assert settings_from_env(env).firebase.problem() == ""


def test_the_session_key_is_signage_secret_key():
    assert app_secret(settings_from_env(EMULATED)) == SECRET
