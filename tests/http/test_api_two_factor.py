"""Two-factor sign-in over HTTP: enrolling from the security page, the login's second step,
the "required" rule's enrolment before any other route, an Admin's reset, and the setting."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pyotp
import pytest
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.auth.device_cookies import DEVICE_COOKIE
from signage_http.wiring.settings import Settings, SettingsError, settings_from_env
from tests.http.api_support import PASSWORD, START, Api, World

from signage_core.entities.two_factor import StaffTwoFactor
from signage_core.entities.users import Role


def code(world: World, secret: str) -> str:
    return pyotp.TOTP(secret).at(world.clock.now())


def enrol(world: World, api: Api) -> tuple[str, list[str]]:
    started = api.post("/api/auth/two-factor/enrolment", json={"password": PASSWORD})
    assert started.status_code == 201, started.text
    secret = started.json()["secret"]
    first = {"code": code(world, secret)}
    confirmed = api.post("/api/auth/two-factor/enrolment/confirm", json=first)
    assert confirmed.status_code == 200, confirmed.text
    world.clock.advance(timedelta(seconds=30))
    return secret, confirmed.json()["recoveryCodes"]


def password_step(world: World, email: str) -> Api:
    api = world.client()
    api.prime_csrf()
    answer = api.post("/api/auth/login", json={"email": email, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    return api


def test_enrolment_shows_the_secret_its_link_and_a_qr_code(world: World):
    api = world.signed_in(world.add_user("ada", Role.ADMIN))
    started = api.post("/api/auth/two-factor/enrolment", json={"password": PASSWORD}).json()
    assert started["link"].startswith("otpauth://totp/")
    assert started["qrCode"].startswith("data:image/svg+xml")
    assert started["secret"] in started["link"]


@pytest.mark.parametrize(
    ("password", "message"),
    [
        ("", "Please enter your password to confirm."),
        ("wrong-pass", "Incorrect password. Could not authenticate."),
    ],
)
def test_a_signed_in_enrolment_needs_the_own_password(world: World, password, message):
    api = world.signed_in(world.add_user("ada", Role.ADMIN))
    answer = api.post("/api/auth/two-factor/enrolment", json={"password": password})
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {"password": message}


def test_the_security_page_state_counts_recovery_codes(world: World):
    api = world.signed_in(world.add_user("ada", Role.ADMIN))
    assert api.get("/api/auth/two-factor").json() == {
        "enrolled": False,
        "required": False,
        "recoveryCodesLeft": 0,
    }
    _, codes = enrol(world, api)
    assert len(codes) == 10
    assert api.get("/api/auth/two-factor").json()["recoveryCodesLeft"] == 10


def test_an_enrolled_login_answers_the_second_step_and_no_session(world: World):
    user = world.add_user("ada", Role.ADMIN)
    secret, _ = enrol(world, world.signed_in(user))
    api = world.client()
    api.prime_csrf()
    answer = api.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert answer.json() == {"secondStep": "verify"}
    assert api.get("/api/auth/me").status_code == 401
    signed = api.post("/api/auth/two-factor/sign-in", json={"code": code(world, secret)})
    assert signed.status_code == 200, signed.text
    assert signed.json()["user"]["id"] == user.id
    assert api.get("/api/auth/me").status_code == 200


def test_the_device_cookie_comes_only_with_the_finished_sign_in(world: World):
    user = world.add_user("ada", Role.ADMIN)
    secret, _ = enrol(world, world.signed_in(user))
    api = world.client()
    api.prime_csrf()
    answer = api.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert answer.json() == {"secondStep": "verify"}
    assert DEVICE_COOKIE not in answer.headers.get("set-cookie", "")
    signed = api.post("/api/auth/two-factor/sign-in", json={"code": code(world, secret)})
    assert f"{DEVICE_COOKIE}=" in signed.headers["set-cookie"]


def test_a_wrong_code_is_refused_and_throttled(world: World):
    user = world.add_user("ada", Role.ADMIN)
    enrol(world, world.signed_in(user))
    api = password_step(world, user.email)
    for _ in range(5):
        wrong = api.post("/api/auth/two-factor/sign-in", json={"code": "000000"})
        assert (wrong.status_code, wrong.json()["code"]) == (401, "auth_failed")
    refused = api.post("/api/auth/two-factor/sign-in", json={"code": "000000"})
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) > 0


def test_a_recovery_code_signs_in_once(world: World):
    user = world.add_user("ada", Role.ADMIN)
    _, codes = enrol(world, world.signed_in(user))
    first = password_step(world, user.email)
    assert first.post("/api/auth/two-factor/sign-in", json={"code": codes[0]}).status_code == 200
    again = password_step(world, user.email)
    assert again.post("/api/auth/two-factor/sign-in", json={"code": codes[0]}).status_code == 401


def test_the_second_step_needs_a_pending_sign_in(anonymous: Api):
    answer = anonymous.post("/api/auth/two-factor/sign-in", json={"code": "123456"})
    assert (answer.status_code, answer.json()["code"]) == (401, "unauthenticated")


def test_an_overlong_code_is_a_validation_error(world: World):
    user = world.add_user("ada", Role.ADMIN)
    enrol(world, world.signed_in(user))
    api = password_step(world, user.email)
    answer = api.post("/api/auth/two-factor/sign-in", json={"code": "1" * 65})
    assert answer.status_code == 400


def test_an_admin_resets_another_users_two_factor(world: World, admin: Api):
    user = world.add_user("sue", Role.SUPERVISOR)
    enrol(world, world.signed_in(user))
    assert admin.delete(f"/api/users/{user.id}/two-factor").status_code == 204
    assert admin.delete(f"/api/users/{user.id}/two-factor").status_code == 404
    login = password_step(world, user.email).get("/api/auth/me")
    assert login.status_code == 200


def test_a_supervisor_may_not_reset_two_factor(world: World, supervisor: Api):
    user = world.add_user("ada", Role.ADMIN)
    enrol(world, world.signed_in(user))
    assert supervisor.delete(f"/api/users/{user.id}/two-factor").status_code == 403


@pytest.fixture(scope="module")
def required_world(tmp_path_factory: pytest.TempPathFactory) -> World:
    root: Path = tmp_path_factory.mktemp("required")
    settings = Settings(
        backend="memory",
        data_dir=root / "data",
        webapp_dir=root / "webapp",
        staff_two_factor="required",
    )
    backend = memory_backend(ManualClock(START), base_url="/files/", scrypt_n=2)
    return World(app=create_app(settings, backend, backend.services()), backend=backend)


def test_required_staff_enrol_after_the_password_before_any_other_route(required_world: World):
    world = required_world
    user = world.add_user("ada", Role.ADMIN)
    api = world.client()
    api.prime_csrf()
    answer = api.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert answer.json() == {"secondStep": "enrol"}
    assert DEVICE_COOKIE not in answer.headers.get("set-cookie", "")
    assert api.get("/api/users").status_code == 401
    assert api.post("/api/auth/two-factor/sign-in", json={"code": "1"}).status_code == 401
    secret = api.post("/api/auth/two-factor/enrolment", json={}).json()["secret"]
    confirm = {"code": code(world, secret)}
    confirmed = api.post("/api/auth/two-factor/enrolment/confirm", json=confirm)
    assert f"{DEVICE_COOKIE}=" in confirmed.headers["set-cookie"]
    done = confirmed.json()
    assert len(done["recoveryCodes"]) == 10
    assert done["session"]["user"]["id"] == user.id
    assert api.get("/api/users").status_code == 200


def test_required_rule_leaves_clients_a_choice(required_world: World):
    user = required_world.add_user("cleo")
    answer = required_world.signed_in(user).get("/api/auth/two-factor").json()
    assert (answer["enrolled"], answer["required"]) == (False, False)


@pytest.mark.parametrize(
    ("public_url", "setting", "rule"),
    [
        ("https://tv.example", "", StaffTwoFactor.REQUIRED),
        ("", "", StaffTwoFactor.OFFERED),
        ("http://10.0.0.5:8000", "", StaffTwoFactor.OFFERED),
        ("https://tv.example", "offered", StaffTwoFactor.OFFERED),
        ("", "required", StaffTwoFactor.REQUIRED),
    ],
)
def test_staff_two_factor_defaults_to_required_behind_https(public_url, setting, rule):
    env = {"SIGNAGE_PUBLIC_URL": public_url, "SIGNAGE_STAFF_TWO_FACTOR": setting}
    assert settings_from_env(env).staff_two_factor_rule is rule


def test_an_unknown_two_factor_rule_stops_the_start():
    with pytest.raises(SettingsError, match="SIGNAGE_STAFF_TWO_FACTOR"):
        settings_from_env({"SIGNAGE_STAFF_TWO_FACTOR": "sometimes"})


def test_an_expired_enrolment_sign_in_keeps_two_factor_off(required_world: World):
    world = required_world
    user = world.add_user("ada", Role.ADMIN)
    api = password_step(world, user.email)
    secret = api.post("/api/auth/two-factor/enrolment", json={}).json()["secret"]
    world.clock.advance(timedelta(minutes=6))
    late = api.post("/api/auth/two-factor/enrolment/confirm", json={"code": code(world, secret)})
    assert (late.status_code, late.json()["code"]) == (401, "auth_failed")
    assert world.backend.documents.second_factors.find(user.id).confirmed is False
