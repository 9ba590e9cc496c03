from urllib.parse import parse_qs, urlsplit

import pytest
from signage_adapters.memory.mail import MemoryMailer
from tests.core.usecases.world import PASSWORD, RESET_URL

from signage_core.errors import AuthenticationFailed, ExternalServiceFailed, ValidationFailed
from signage_core.usecases.accounts.passwords import RequestPasswordReset


def token_in(mail):
    link = next(word for word in mail.body.split() if word.startswith(RESET_URL))
    return parse_qs(urlsplit(link).query)["resetToken"][0]


def test_a_reset_request_mails_a_link_with_a_token_that_resets_the_password(world):
    actor = world.signup()
    answer = world.uc.request_password_reset()("ann@example.com")
    assert answer == "Password reset email sent. Please check your inbox."
    (mail,) = world.mailer.sent_to("ann@example.com")
    assert f"{RESET_URL}?resetToken=" in mail.body
    assert world.uc.confirm_password_reset()(token_in(mail), "brand-new") == actor.user_id
    assert world.identity.verify_password("ann@example.com", "brand-new") == actor.user_id


def test_an_unknown_email_gets_the_same_answer_and_no_mail(world):
    answer = world.uc.request_password_reset()("nobody@example.com")
    assert answer == "Password reset email sent. Please check your inbox."
    assert world.mailer.outbox == []


def test_a_malformed_email_is_refused_by_the_form(world):
    with pytest.raises(ValidationFailed) as refused:
        world.uc.request_password_reset()("not-an-email")
    assert refused.value.field_errors == {"email": "Invalid email"}


class BrokenMailer(MemoryMailer):
    def send(self, to, subject, body):
        raise ExternalServiceFailed("smtp down")


def test_a_mail_failure_reports_the_reset_failure_message(world):
    world.signup()
    reset = RequestPasswordReset(
        world.identity, BrokenMailer(), world.docs.attempts, world.clock, RESET_URL
    )
    with pytest.raises(ExternalServiceFailed) as refused:
        reset("ann@example.com")
    assert refused.value.message == "Failed to send password reset email. Please try again."


def test_a_reset_link_works_only_once(world):
    world.signup()
    world.uc.request_password_reset()("ann@example.com")
    token = token_in(world.mailer.outbox[0])
    world.uc.confirm_password_reset()(token, "brand-new")
    with pytest.raises(AuthenticationFailed, match="invalid or has expired"):
        world.uc.confirm_password_reset()(token, "another-one")


def test_a_short_new_password_is_refused_before_the_token_is_used(world):
    world.signup()
    world.uc.request_password_reset()("ann@example.com")
    token = token_in(world.mailer.outbox[0])
    with pytest.raises(ValidationFailed) as refused:
        world.uc.confirm_password_reset()(token, "123")
    assert refused.value.field_errors == {"newPassword": "Password must be at least 6 characters"}
    world.uc.confirm_password_reset()(token, "long-enough")


def test_change_password_needs_the_current_password_first(world):
    actor = world.signup()
    with pytest.raises(
        AuthenticationFailed, match=r"Incorrect password\. Could not authenticate\."
    ):
        world.uc.change_password()(actor, "wrong-one", "brand-new")
    assert world.identity.verify_password("ann@example.com", PASSWORD) == actor.user_id
    world.uc.change_password()(actor, PASSWORD, "brand-new")
    assert world.identity.verify_password("ann@example.com", "brand-new") == actor.user_id


def test_change_password_validates_both_fields(world):
    actor = world.signup()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.change_password()(actor, "", "12")
    assert refused.value.field_errors == {
        "currentPassword": "Password is required",
        "newPassword": "Password must be at least 6 characters",
    }
