"""Every logger at DEBUG, during a sign-in, a password reset, a Firebase sign-in (emulators) and
a TV box's pairing and polls: no line carries a password, the web API key, a session id, a reset
token, a poll or device token, or a Firebase ID or refresh token. And what a library could write
(an `?key=` URL, an error quoting one, a request body, an Authorization header) is redacted on
any logger, as the record is made."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest
from signage_adapters.firebase.identity_rest import IdentityToolkit
from signage_http.request_path.log_redaction import redact_logs
from tests.http.api_support import PASSWORD, World
from tests.http.screens_support import pair
from tests.support.emulators import API_KEY

FORMAT = logging.Formatter("%(name)s %(levelname)s %(message)s")


@pytest.fixture
def lines(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every record any logger hands to its handlers, formatted, with every logger at DEBUG."""
    redact_logs()
    captured: list[str] = []
    handing_over = logging.Logger.callHandlers

    def reading(logger: logging.Logger, record: logging.LogRecord) -> None:
        captured.append(FORMAT.format(record))
        handing_over(logger, record)

    monkeypatch.setattr(logging.Logger, "callHandlers", reading)
    for logger in [
        logging.getLogger(),
        *map(logging.getLogger, list(logging.root.manager.loggerDict)),
    ]:
        monkeypatch.setattr(logger, "level", logging.DEBUG)
        monkeypatch.setattr(logger, "disabled", False)
    logging.root.manager._clear_cache()  # type: ignore[attr-defined]
    yield captured
    logging.root.manager._clear_cache()  # type: ignore[attr-defined]


def carrying(lines: list[str], secrets: set[str]) -> list[str]:
    return [line for line in lines for secret in secrets if len(secret) >= 8 and secret in line]


def cookies_of(api) -> set[str]:
    return {value for name, value in api.cookies.items() if name != "csrftoken"}


def test_a_sign_in_and_a_password_reset_log_no_secret(world: World, lines):
    ann = world.add_user("ann")
    api = world.signed_in(ann.email)
    assert api.get("/api/auth/me").status_code == 200
    anonymous = world.client()
    anonymous.prime_csrf()
    anonymous.post("/api/auth/password-reset", json={"email": ann.email})
    [mail] = world.backend.mailer.sent_to(ann.email)
    token = re.search(r"resetToken=(\S+)", mail.body).group(1)
    body = {"token": token, "newPassword": "brand-new-pass-1"}
    assert anonymous.post("/api/auth/password-reset/confirm", json=body).status_code == 204
    assert len(lines) > 5
    assert carrying(lines, {PASSWORD, token, "brand-new-pass-1", *cookies_of(api)}) == []


def test_a_tv_box_pairing_and_polling_logs_no_token(world: World, admin, lines):
    owner = world.add_user("owner")
    world.add_client(owner)
    box, _ = pair(world, world.signed_in(owner.email))
    assert box.manifest().status_code == 200
    assert box.manifest().status_code in (200, 304)
    assert len(lines) > 5
    assert carrying(lines, {box.poll_token, *box.device_token.split(".")}) == []


@pytest.mark.slow
def test_a_firebase_sign_in_logs_no_key_password_or_token(
    firebase_world: World, monkeypatch, lines
):
    tokens: set[str] = set()
    calling = IdentityToolkit._call

    def noting(self, method, body):
        answer = calling(self, method, body)
        for name in ("idToken", "refreshToken"):
            tokens.update(str(answer.get(name, "")).split("."))
        return answer

    monkeypatch.setattr(IdentityToolkit, "_call", noting)
    ann = firebase_world.add_user("ann")
    api = firebase_world.signed_in(ann.email)
    assert api.get("/api/auth/me").status_code == 200
    assert tokens - {""}
    assert any("accounts:signInWithPassword" in line for line in lines)
    assert carrying(lines, {API_KEY, PASSWORD, *tokens, *cookies_of(api)}) == []


@pytest.mark.parametrize(
    ("logger", "message", "args"),
    [
        ("httpx", "HTTP Request: %s %s", ("POST", f"https://x.example/v1/a:signIn?key={API_KEY}")),
        (
            "urllib3.connectionpool",
            '%s "%s" %s',
            ("x:443", f"GET /o?alt=media&token={API_KEY}", 200),
        ),
        ("google.auth.transport", "body %s", ({"idToken": API_KEY, "email": "a@b.example"},)),
        ("grpc._channel", "metadata %s", ([("authorization", f"Bearer {API_KEY}")],)),
        ("signage_http.request_path.errors", "payload %s", (f'{{"password": "{API_KEY}"}}',)),
    ],
)
def test_what_a_library_could_log_is_redacted_on_any_logger(lines, logger, message, args):
    logging.getLogger(logger).debug(message, *args)
    assert API_KEY not in lines[-1]
    assert "[redacted]" in lines[-1]


def test_an_error_quoting_a_url_with_the_key_is_logged_without_it(lines):
    try:
        raise RuntimeError(f"400 Bad Request for url https://x.example/v1/a?key={API_KEY}")
    except RuntimeError:
        logging.getLogger("google.api_core").exception("the call failed")
    assert "RuntimeError" in lines[-1]
    assert "key=[redacted]" in lines[-1]
    assert API_KEY not in lines[-1]
