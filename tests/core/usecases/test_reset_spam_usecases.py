"""Reset requests as an attacker sends them: a flood for one account sends at most three
mails an hour per requester, answers as always, and leaves only the newest link usable; a
stranger's requests never use up the owner's mails."""

from datetime import timedelta

import pytest
from signage_adapters.documents.query import Query
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.repositories.security import ATTEMPTS
from tests.core.usecases.test_password_usecases import token_in

from signage_core import limits
from signage_core.errors import AuthenticationFailed, TooManyAttempts
from signage_core.validation import messages as m

ANN = "ann@example.com"
HOME, ELSEWHERE = "198.51.100.7", "203.0.113.9"
ANNS_LAPTOP = "a1" * 16


def request_reset(world, email=ANN, address="", device=""):
    return world.uc.request_password_reset()(email, address=address, device=device)


def test_twenty_requests_send_three_mails_and_all_answer_alike(world):
    world.signup(ANN)
    answers = {request_reset(world, ANN if n % 2 else "ANN@Example.com ") for n in range(20)}
    assert answers == {m.PASSWORD_RESET_SENT}
    assert len(world.mailer.sent_to(ANN)) == 3


def test_only_the_newest_mailed_link_resets_the_password(world):
    actor = world.signup(ANN)
    for _ in range(20):
        request_reset(world)
    *older, newest = [token_in(mail) for mail in world.mailer.sent_to(ANN)]
    for token in older:
        with pytest.raises(AuthenticationFailed):
            world.uc.confirm_password_reset()(token, "brand-new")
    assert world.uc.confirm_password_reset()(newest, "brand-new") == actor.user_id


def test_a_refused_request_does_not_spend_the_last_mailed_link(world):
    actor = world.signup(ANN)
    for _ in range(3):
        request_reset(world)
    last = token_in(world.mailer.sent_to(ANN)[-1])
    request_reset(world)
    assert world.uc.confirm_password_reset()(last, "brand-new") == actor.user_id


def test_an_hour_after_the_first_mail_another_one_goes_out(world):
    world.signup(ANN)
    for _ in range(3):
        request_reset(world)
        world.clock.advance(timedelta(minutes=10))
    world.clock.advance(timedelta(minutes=29))  # 59 minutes after the first mail
    request_reset(world)
    assert len(world.mailer.sent_to(ANN)) == 3
    world.clock.advance(timedelta(minutes=1))
    request_reset(world)
    assert len(world.mailer.sent_to(ANN)) == 4


def test_the_limit_is_per_account(world):
    world.signup(ANN)
    world.signup("bob@example.com", name="Bob Client")
    for _ in range(5):
        request_reset(world)
    request_reset(world, "bob@example.com")
    assert len(world.mailer.sent_to("bob@example.com")) == 1


def test_requests_for_unknown_emails_store_nothing(world):
    for _ in range(5):
        request_reset(world, "nobody@example.com")
    assert document_store(world.docs).find(Query(ATTEMPTS)) == []


def test_an_address_flooding_requests_for_many_emails_is_refused_for_an_hour(world):
    world.signup(ANN)
    reset = world.uc.request_password_reset()
    for number in range(10):
        reset(f"someone{number}@example.com", address=HOME)
    with pytest.raises(TooManyAttempts) as refused:
        reset(ANN, address=HOME)
    assert (refused.value.retry_after, world.mailer.sent_to(ANN)) == (3600, [])
    assert refused.value.message == (
        "Too many password reset requests. Please try again in 60 minutes."
    )
    assert reset(ANN, address=ELSEWHERE) == m.PASSWORD_RESET_SENT
    world.clock.advance(timedelta(hours=1))
    assert reset(ANN, address=HOME) == m.PASSWORD_RESET_SENT
    assert len(world.mailer.sent_to(ANN)) == 2


def test_the_address_limit_counts_known_and_unknown_emails_alike(world):
    world.signup(ANN)
    reset = world.uc.request_password_reset()
    for _ in range(10):
        reset(ANN, address=HOME)
    with pytest.raises(TooManyAttempts):
        reset("nobody@example.com", address=HOME)


def test_a_strangers_requests_do_not_use_up_the_owners_mails(world):
    actor = world.signup(ANN)
    for _ in range(10):
        request_reset(world, address=ELSEWHERE)
    assert len(world.mailer.sent_to(ANN)) == limits.RESET_MAILS_PER_REQUESTER
    request_reset(world, address=HOME)
    owners = token_in(world.mailer.sent_to(ANN)[-1])
    assert len(world.mailer.sent_to(ANN)) == limits.RESET_MAILS_PER_REQUESTER + 1
    assert world.uc.confirm_password_reset()(owners, "brand-new") == actor.user_id


def test_strangers_at_many_addresses_mail_an_account_at_most_the_accounts_cap(world):
    world.signup(ANN)
    for number in range(20):
        for _ in range(limits.RESET_MAILS_PER_REQUESTER):
            request_reset(world, address=f"192.0.2.{number}")
    assert len(world.mailer.sent_to(ANN)) == limits.RESET_MAILS_PER_ACCOUNT


def test_the_owners_browser_gets_a_mail_when_strangers_used_up_the_cap(world):
    actor = world.signup(ANN)
    for number in range(limits.RESET_MAILS_PER_ACCOUNT):
        request_reset(world, address=f"192.0.2.{number}")
    request_reset(world, address=HOME)
    capped = len(world.mailer.sent_to(ANN))
    request_reset(world, address=HOME, device=ANNS_LAPTOP)
    assert len(world.mailer.sent_to(ANN)) == capped + 1
    owners = token_in(world.mailer.sent_to(ANN)[-1])
    assert world.uc.confirm_password_reset()(owners, "brand-new") == actor.user_id


def test_the_owners_browser_is_not_refused_for_its_addresss_flood(world):
    world.signup(ANN)
    for number in range(limits.RESET_REQUESTS_PER_ADDRESS):
        request_reset(world, f"someone{number}@example.com", address=HOME)
    with pytest.raises(TooManyAttempts):
        request_reset(world, address=HOME)
    assert request_reset(world, address=HOME, device=ANNS_LAPTOP) == m.PASSWORD_RESET_SENT
    assert len(world.mailer.sent_to(ANN)) == 1


def test_the_owners_browser_is_mailed_at_most_three_times_an_hour_too(world):
    world.signup(ANN)
    for _ in range(10):
        request_reset(world, address=HOME, device=ANNS_LAPTOP)
    assert len(world.mailer.sent_to(ANN)) == limits.RESET_MAILS_PER_REQUESTER
