"""Settings from SIGNAGE_* variables and flags; the backend choice."""

from __future__ import annotations

from pathlib import Path

import pytest
import signage_http
from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.wiring.settings import STATIC_DIR, Settings, SettingsError, settings_from_env
from tests.http.api_support import PASSWORD, Api, World

from signage_core import limits
from signage_core.entities.users import Role
from signage_core.usecases.shared.throttle import SignInLimits


def test_defaults_are_the_local_backend_in_signage_data():
    settings = settings_from_env({})
    assert (settings.backend, settings.data_dir, settings.host, settings.port) == (
        "local",
        Path("signage-data"),
        "127.0.0.1",
        8000,
    )
    assert settings.webapp_dir == STATIC_DIR
    assert settings.base_url == "http://127.0.0.1:8000"


def test_the_web_app_is_served_from_the_packages_static_folder():
    """Where the build writes it (vite.config.ts) and the wheel ships it (pyproject.toml)."""
    assert Path(signage_http.__file__).parent / "static" == STATIC_DIR


def test_every_variable_is_read():
    env = {
        "SIGNAGE_BACKEND": "Memory",
        "SIGNAGE_DATA_DIR": "/srv/data",
        "SIGNAGE_HOST": "0.0.0.0",
        "SIGNAGE_PORT": "9000",
        "SIGNAGE_PUBLIC_URL": "https://tv.example/",
        "SIGNAGE_YOUTUBE_API_KEY": "yt",
        "SIGNAGE_PAYPAL_CLIENT_ID": "cid",
        "SIGNAGE_PAYPAL_SECRET": "sec",
        "SIGNAGE_PAYPAL_ENVIRONMENT": "live",
        "SIGNAGE_PAYPAL_PLAN_BASIC": "P-1",
        "SIGNAGE_SMTP_HOST": "mail.example",
        "SIGNAGE_SMTP_PORT": "25",
        "SIGNAGE_WEBAPP_DIR": "/srv/web",
    }
    settings = settings_from_env(env)
    assert (settings.backend, settings.data_dir, settings.port) == (
        "memory",
        Path("/srv/data"),
        9000,
    )
    assert (settings.base_url, settings.https) == ("https://tv.example", True)
    assert settings.paypal.configured
    assert dict(settings.paypal.plan_ids) == {"BASIC": "P-1"}
    assert (settings.smtp.host, settings.smtp.port) == ("mail.example", 25)
    assert settings.webapp_dir == Path("/srv/web")


def test_flags_override_the_environment():
    settings = settings_from_env({"SIGNAGE_PORT": "9000"}).with_overrides(port=8123, host=None)
    assert (settings.port, settings.host) == (8123, "127.0.0.1")


@pytest.mark.parametrize(
    ("env", "fragment"),
    [
        ({"SIGNAGE_PORT": "eighty"}, "SIGNAGE_PORT"),
        ({"SIGNAGE_BACKEND": "oracle"}, "SIGNAGE_BACKEND"),
        ({"SIGNAGE_SIGNIN_FAILURES_PER_ADDRESS": "0"}, "SIGNAGE_SIGNIN_FAILURES_PER_ADDRESS"),
        ({"SIGNAGE_SIGNIN_FAILURES_PER_ACCOUNT": "five"}, "SIGNAGE_SIGNIN_FAILURES_PER_ACCOUNT"),
    ],
)
def test_bad_values_are_clear_errors(env: dict[str, str], fragment: str):
    with pytest.raises(SettingsError, match=fragment):
        settings_from_env(env)


def test_the_cookies_are_secure_behind_https(tmp_path: Path):
    settings = Settings(
        backend="memory",
        public_url="https://tv.example",
        webapp_dir=tmp_path,
        staff_two_factor="offered",  # behind https staff would enrol first ("required")
    )
    backend = memory_backend(scrypt_n=2)
    world = World(app=create_app(settings, backend, backend.services()), backend=backend)
    user = world.add_user("sec", Role.ADMIN)
    api = Api(app=world.app, base_url="https://testserver.local")
    assert "secure" in api.get("/api/config").headers["set-cookie"].lower()
    answer = api.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert answer.status_code == 200
    cookies = answer.headers.get_list("set-cookie")
    named = {cookie.split("=")[0] for cookie in cookies}
    assert named == {"signage_session", "signage_device", "csrftoken"}  # the token is rotated
    assert all("secure" in cookie.lower() for cookie in cookies)


def test_the_access_log_is_off_unless_asked_for():
    assert settings_from_env({}).access_log is False
    assert settings_from_env({"SIGNAGE_ACCESS_LOG": "true"}).access_log is True
    assert settings_from_env({"SIGNAGE_ACCESS_LOG": "1"}).access_log is True
    assert settings_from_env({"SIGNAGE_ACCESS_LOG": "no"}).access_log is False


def test_the_sign_in_limits_are_the_operators_to_choose():
    defaults = settings_from_env({}).sign_in_limits
    assert (defaults.per_account, defaults.per_address) == (5, limits.SIGN_IN_FAILURES_PER_ADDRESS)
    env = {"SIGNAGE_SIGNIN_FAILURES_PER_ACCOUNT": "3", "SIGNAGE_SIGNIN_FAILURES_PER_ADDRESS": "40"}
    assert settings_from_env(env).sign_in_limits == SignInLimits(per_account=3, per_address=40)


def test_the_address_limit_set_is_the_one_the_app_holds(tmp_path: Path):
    chosen = SignInLimits(per_account=5, per_address=3)
    settings = Settings(backend="memory", webapp_dir=tmp_path, sign_in_limits=chosen)
    backend = memory_backend(scrypt_n=2)
    world = World(app=create_app(settings, backend, backend.services()), backend=backend)
    user = world.add_user("nat")
    api = world.client("198.51.100.7")
    api.prime_csrf()
    for number in range(3):
        body = {"email": world.email(f"victim{number}"), "password": "wrong-guess"}
        assert api.post("/api/auth/login", json=body).status_code == 403
    answer = api.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert answer.status_code == 429
