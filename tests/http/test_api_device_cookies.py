"""Lock-outs that protect owners, over HTTP as an attacker tries them, on every backend the
attempt log lives in: the device cookie a sign-in leaves in the owner's browser keeps it out
of the lock-out a stranger's guesses put on unknown browsers; a forged, stale or other
account's cookie gives nothing; a NAT address is closed only by a spray; reset mails asked
by strangers do not use up the owner's."""

from __future__ import annotations

import re
from datetime import timedelta

from signage_http.auth.device_cookies import DEVICE_COOKIE
from tests.http.api_support import PASSWORD, Api, World
from tests.http.firebase_world import EVERY_BACKEND

from signage_core import limits
from signage_core.validation import messages as m

pytestmark = EVERY_BACKEND
HOME, STRANGER = "198.51.100.7", "203.0.113.9"
LOGIN, RESET = "/api/auth/login", "/api/auth/password-reset"
LOCKED = "Too many failed sign-in attempts. Please try again in 15 minutes."


def browser(world: World, address: str) -> Api:
    api = world.client(address)
    api.prime_csrf()
    return api


def sign_in(api: Api, email: str, password: str = PASSWORD):
    return api.post(LOGIN, json={"email": email, "password": password})


def guess(world: World, email: str, times: int, address: str = STRANGER) -> None:
    """Wrong passwords from one unknown browser (401, 403 for no account, 429 once held)."""
    api = browser(world, address)
    for _ in range(times):
        assert sign_in(api, email, "wrong-guess").status_code in {401, 403, 429}


def owners_browser(world: World, email: str, address: str = HOME) -> Api:
    """A browser that has signed in to `email` before, and signed out."""
    api = browser(world, address)
    assert sign_in(api, email).status_code == 200
    assert api.post("/api/auth/logout").status_code == 204
    return api


def assert_held(answer) -> None:
    assert answer.status_code == 429
    assert answer.headers["retry-after"] == "900"
    assert answer.json()["message"] == LOCKED


def test_a_sign_in_leaves_a_long_lived_httponly_cookie_for_the_auth_routes(world):
    ann = world.add_user("ann")
    answer = sign_in(browser(world, HOME), ann.email)
    cookie = next(c for c in answer.headers.get_list("set-cookie") if c.startswith(DEVICE_COOKIE))
    assert re.fullmatch(r"signage_device=[0-9a-f]{32}\.[0-9]+\.[0-9a-f]{64}", cookie.split(";")[0])
    attributes = {part.strip().lower() for part in cookie.split(";")[1:]}
    assert {"httponly", "path=/api/auth", "samesite=lax", "max-age=31536000"} <= attributes
    assert ann.email.casefold() not in cookie.casefold()


def test_a_strangers_guesses_do_not_lock_the_owners_browser_out(world):
    ann = world.add_user("ann")
    laptop = owners_browser(world, ann.email)
    guess(world, ann.email, 12)
    assert_held(sign_in(browser(world, STRANGER), ann.email))
    assert sign_in(laptop, ann.email).status_code == 200


def test_an_unknown_browser_of_the_owner_is_held_like_the_strangers(world):
    ann = world.add_user("ann")
    owners_browser(world, ann.email)
    guess(world, ann.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    assert_held(sign_in(browser(world, HOME), ann.email))


def test_a_forged_or_tampered_device_cookie_gives_nothing(world):
    ann = world.add_user("ann")
    laptop = owners_browser(world, ann.email)
    guess(world, ann.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    real = laptop.cookies.get(DEVICE_COOKIE, path="/api/auth")
    nonce, issued, signature = real.split(".")
    for forged in (
        f"{'0' * 32}.{issued}.{signature}",
        f"{nonce}.{int(issued) - 1}.{signature}",
        f"{nonce}.{issued}.{'0' * 64}",
        "not-a-cookie",
    ):
        stranger = browser(world, STRANGER)
        stranger.cookies.set(DEVICE_COOKIE, forged, path="/api/auth")
        assert_held(sign_in(stranger, ann.email))


def test_another_accounts_device_cookie_gives_nothing(world):
    ann, bob = world.add_user("ann"), world.add_user("bob")
    bobs_browser = owners_browser(world, bob.email, address=STRANGER)
    guess(world, ann.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    assert_held(sign_in(bobs_browser, ann.email))


def test_a_device_cookie_a_year_old_gives_nothing(world, clock):
    ann = world.add_user("ann")
    laptop = owners_browser(world, ann.email)
    clock.advance(timedelta(days=366))
    guess(world, ann.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    assert_held(sign_in(laptop, ann.email))


def test_a_shared_computer_is_trusted_for_each_account_signed_in_from_it(world):
    ann, bob = world.add_user("ann"), world.add_user("bob")
    shop = owners_browser(world, ann.email)
    assert sign_in(shop, bob.email).status_code == 200
    guess(world, ann.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    guess(world, bob.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    assert sign_in(shop, ann.email).status_code == 200
    assert sign_in(shop, bob.email).status_code == 200


def test_the_owners_own_wrong_passwords_make_the_browser_unknown_again(world):
    ann = world.add_user("ann")
    laptop = owners_browser(world, ann.email)
    guess(world, ann.email, limits.SIGN_IN_FAILURES_PER_ACCOUNT)
    for _ in range(limits.SIGN_IN_FAILURES_PER_ACCOUNT):
        assert sign_in(laptop, ann.email, "my-old-password").status_code == 401
    assert_held(sign_in(laptop, ann.email))


def test_one_persons_typos_behind_a_nat_do_not_lock_out_the_office(world):
    ann, bob = world.add_user("ann"), world.add_user("bob")
    guess(world, bob.email, 9, address=HOME)
    assert sign_in(browser(world, HOME), ann.email).status_code == 200


def test_a_spray_from_one_address_closes_it_to_unknown_browsers_only(world):
    ann, bob = world.add_user("ann"), world.add_user("bob")
    laptop = owners_browser(world, ann.email)
    sprayer = browser(world, HOME)
    for number in range(limits.SIGN_IN_FAILURES_PER_ADDRESS):
        body = {"email": world.email(f"victim{number}"), "password": "wrong-guess"}
        assert sprayer.post(LOGIN, json=body).status_code == 403
    assert_held(sign_in(browser(world, HOME), bob.email))
    assert sign_in(laptop, ann.email).status_code == 200


def mails_to(world: World, email: str) -> list[str]:
    return [mail.body for mail in world.backend.mailer.sent_to(email)]


def newest_link_resets(world: World, email: str) -> bool:
    token = re.search(r"resetToken=(\S+)", mails_to(world, email)[-1]).group(1)  # type: ignore[union-attr]
    body = {"token": token, "newPassword": "brand-new-1"}
    return bool(browser(world, HOME).post(f"{RESET}/confirm", json=body).status_code == 204)


def test_a_strangers_reset_requests_do_not_use_up_the_owners_mails(world):
    ann = world.add_user("ann")
    stranger = browser(world, STRANGER)
    for _ in range(8):
        assert stranger.post(RESET, json={"email": ann.email}).status_code == 202
    assert len(mails_to(world, ann.email)) == limits.RESET_MAILS_PER_REQUESTER
    answer = browser(world, HOME).post(RESET, json={"email": ann.email})
    assert (answer.status_code, answer.json()["message"]) == (202, m.PASSWORD_RESET_SENT)
    assert len(mails_to(world, ann.email)) == limits.RESET_MAILS_PER_REQUESTER + 1
    assert newest_link_resets(world, ann.email)


def test_the_owners_browser_gets_its_reset_mail_past_strangers_and_a_flooded_address(world):
    ann = world.add_user("ann")
    laptop = owners_browser(world, ann.email)
    for number in range(limits.RESET_MAILS_PER_ACCOUNT):
        browser(world, f"192.0.2.{number}").post(RESET, json={"email": ann.email})
    flooder = browser(world, HOME)
    for number in range(limits.RESET_REQUESTS_PER_ADDRESS):
        flooder.post(RESET, json={"email": world.email(f"someone{number}")})
    assert flooder.post(RESET, json={"email": ann.email}).status_code == 429
    sent = len(mails_to(world, ann.email))
    assert laptop.post(RESET, json={"email": ann.email}).status_code == 202
    assert len(mails_to(world, ann.email)) == sent + 1
    assert newest_link_resets(world, ann.email)
