"""Sign-in and reset requests as an attacker sends them over HTTP: 429 `too_many_attempts`
with Retry-After (seconds) in the API's error body, on the memory backend and on Firebase."""

from __future__ import annotations

import re
from datetime import timedelta

from tests.http.api_support import PASSWORD, World
from tests.http.firebase_world import FIREBASE_TOO

from signage_core import limits
from signage_core.entities.logs import LogAction
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO
HOME, ELSEWHERE = "198.51.100.7", "203.0.113.9"
LOGIN, RESET = "/api/auth/login", "/api/auth/password-reset"


def attempt(world: World, email: str, password: str = PASSWORD, address: str = HOME):
    api = world.client(address)
    api.prime_csrf()
    return api.post(LOGIN, json={"email": email, "password": password})


def fail(world: World, email: str, times: int = 5, address: str = HOME) -> None:
    """Wrong passwords: 401, or 403 for an email no account has."""
    for _ in range(times):
        assert attempt(world, email, "wrong-guess", address).status_code in {401, 403}


def test_the_sixth_attempt_is_429_with_retry_after_even_with_the_right_password(world):
    ann = world.add_user("ann")
    fail(world, ann.email)
    answer = attempt(world, ann.email)
    assert answer.status_code == 429
    assert answer.headers["retry-after"] == "900"
    assert answer.json() == {
        "code": "too_many_attempts",
        "message": "Too many failed sign-in attempts. Please try again in 15 minutes.",
        "fieldErrors": {},
    }
    assert "signage_session" not in answer.headers.get("set-cookie", "")


def test_another_address_is_refused_for_that_account_too(world):
    ann = world.add_user("ann")
    fail(world, ann.email, address=HOME)
    assert attempt(world, ann.email, address=ELSEWHERE).status_code == 429


def test_an_address_guessing_at_several_accounts_is_refused(world):
    ann = world.add_user("ann")
    api = world.client(HOME)
    api.prime_csrf()
    for number in range(limits.SIGN_IN_FAILURES_PER_ADDRESS):
        body = {"email": world.email(f"victim{number}"), "password": "wrong-guess"}
        assert api.post(LOGIN, json=body).status_code == 403
    assert attempt(world, ann.email, address=HOME).status_code == 429
    assert attempt(world, ann.email, address=ELSEWHERE).status_code == 200


def test_once_the_window_passes_the_right_password_signs_in(world, clock):
    ann = world.add_user("ann")
    fail(world, ann.email)
    clock.advance(timedelta(minutes=14, seconds=59))
    refused = attempt(world, ann.email)
    assert (refused.status_code, refused.headers["retry-after"]) == (429, "1")
    clock.advance(timedelta(seconds=1))
    assert attempt(world, ann.email).status_code == 200


def test_a_success_resets_the_accounts_count(world):
    ann = world.add_user("ann")
    fail(world, ann.email, times=4, address=HOME)
    assert attempt(world, ann.email, address=HOME).status_code == 200
    fail(world, ann.email, times=4, address=ELSEWHERE)
    assert attempt(world, ann.email, address=ELSEWHERE).status_code == 200


def test_refused_attempts_reach_the_audit_log(world):
    ann = world.add_user("ann")
    fail(world, ann.email)
    attempt(world, ann.email)
    notes = [e.note for e in world.backend.documents.user_logs.list_recent(user_id=ann.id)]
    assert notes[0].startswith("Too many failed sign-in attempts.")
    assert notes[1:] == [m.LOGIN_FAILED] * 5
    actions = {e.action for e in world.backend.documents.user_logs.list_recent(user_id=ann.id)}
    assert actions == {LogAction.USER_LOGIN}


def test_an_x_forwarded_for_header_does_not_change_the_address(world):
    ann = world.add_user("ann")
    api = world.client(HOME)
    api.prime_csrf()
    for number in range(limits.SIGN_IN_FAILURES_PER_ADDRESS):
        body = {"email": world.email(f"victim{number}"), "password": "wrong-guess"}
        forged = {"X-Forwarded-For": f"192.0.2.{number % 250}"}
        assert api.post(LOGIN, json=body, headers=forged).status_code == 403
    api = world.client(HOME)
    api.prime_csrf()
    spoofed = api.post(
        LOGIN,
        json={"email": ann.email, "password": PASSWORD},
        headers={"X-Forwarded-For": "192.0.2.200"},
    )
    assert spoofed.status_code == 429


def reset_tokens(world: World, email: str) -> list[str]:
    bodies = [mail.body for mail in world.backend.mailer.sent_to(email)]
    return [re.search(r"resetToken=(\S+)", body).group(1) for body in bodies]  # type: ignore[union-attr]


def test_reset_spam_sends_three_mails_and_only_the_newest_link_works(world, anonymous):
    ann = world.add_user("ann")
    answers = [anonymous.post(RESET, json={"email": ann.email}) for _ in range(8)]
    assert {(a.status_code, a.json()["message"]) for a in answers} == {(202, m.PASSWORD_RESET_SENT)}
    *older, newest = reset_tokens(world, ann.email)
    assert len(older) == 2
    confirm = "/api/auth/password-reset/confirm"
    for token in older:
        body = {"token": token, "newPassword": "brand-new-1"}
        assert anonymous.post(confirm, json=body).status_code == 401
    body = {"token": newest, "newPassword": "brand-new-1"}
    assert anonymous.post(confirm, json=body).status_code == 204
    world.signed_in(ann.email, "brand-new-1")


def test_an_address_flooding_reset_requests_gets_429(world):
    api = world.client(HOME)
    api.prime_csrf()
    for number in range(10):
        answer = api.post(RESET, json={"email": world.email(f"someone{number}")})
        assert answer.status_code == 202
    refused = api.post(RESET, json={"email": world.email("one-more")})
    assert (refused.status_code, refused.headers["retry-after"]) == (429, "3600")
    assert refused.json()["code"] == "too_many_attempts"
    assert refused.json()["message"].startswith("Too many password reset requests.")
