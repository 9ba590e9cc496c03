from datetime import UTC, datetime, timedelta

import pytest
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.identity import MemoryIdentity

from signage_core.ports.identity_provider import (
    EmailInUse,
    InvalidCredentials,
    InvalidEmail,
    InvalidResetToken,
    WeakPassword,
)


@pytest.fixture
def clock():
    return ManualClock(datetime(2025, 1, 1, tzinfo=UTC))


@pytest.fixture
def identity(clock):
    return MemoryIdentity(clock=clock, scrypt_n=2**4)


def test_an_account_signs_in_with_its_password_whatever_the_email_case(identity):
    uid = identity.create_account("Ann@Example.com", "secret1")
    assert identity.verify_password("ann@example.COM", "secret1") == uid
    assert identity.find_uid("ANN@example.com") == uid


def test_wrong_password_and_unknown_email_are_invalid_credentials(identity):
    identity.create_account("ann@example.com", "secret1")
    with pytest.raises(InvalidCredentials):
        identity.verify_password("ann@example.com", "secret2")
    with pytest.raises(InvalidCredentials):
        identity.verify_password("bob@example.com", "secret1")


def test_creation_refuses_duplicates_bad_emails_and_short_passwords(identity):
    identity.create_account("ann@example.com", "secret1")
    with pytest.raises(EmailInUse):
        identity.create_account("ANN@example.com", "another1")
    with pytest.raises(InvalidEmail):
        identity.create_account("not-an-email", "secret1")
    with pytest.raises(WeakPassword):
        identity.create_account("bob@example.com", "12345")


def test_passwords_are_never_stored_in_plain_text(identity):
    identity.create_account("ann@example.com", "plain-secret")
    assert "plain-secret" not in repr(vars(identity))
    assert b"plain-secret" not in b"".join(a.password_hash for a in identity._accounts.values())


def test_a_reset_token_sets_a_new_password_once(identity):
    uid = identity.create_account("ann@example.com", "secret1")
    token = identity.create_reset_token("ann@example.com")
    assert identity.reset_password(token, "newpass1") == uid
    assert identity.verify_password("ann@example.com", "newpass1") == uid
    with pytest.raises(InvalidResetToken):
        identity.reset_password(token, "newpass2")


def test_a_reset_token_expires_after_its_lifetime(identity, clock):
    identity.create_account("ann@example.com", "secret1")
    token = identity.create_reset_token("ann@example.com")
    clock.advance(timedelta(hours=1))
    with pytest.raises(InvalidResetToken):
        identity.reset_password(token, "newpass1")


def test_a_weak_new_password_does_not_use_up_the_token(identity):
    uid = identity.create_account("ann@example.com", "secret1")
    token = identity.create_reset_token("ann@example.com")
    with pytest.raises(WeakPassword):
        identity.reset_password(token, "123")
    assert identity.reset_password(token, "long-enough") == uid


def test_reset_tokens_are_stored_hashed_and_unknown_emails_get_none(identity):
    identity.create_account("ann@example.com", "secret1")
    token = identity.create_reset_token("ann@example.com")
    assert token not in repr(vars(identity._tokens))
    assert identity.create_reset_token("nobody@example.com") is None


def test_change_password_replaces_the_old_one(identity):
    uid = identity.create_account("ann@example.com", "secret1")
    identity.change_password(uid, "changed1")
    with pytest.raises(InvalidCredentials):
        identity.verify_password("ann@example.com", "secret1")
    assert identity.verify_password("ann@example.com", "changed1") == uid
    with pytest.raises(InvalidCredentials):
        identity.change_password("missing", "changed1")


def test_deleted_accounts_can_no_longer_sign_in_and_delete_is_idempotent(identity):
    uid = identity.create_account("ann@example.com", "secret1")
    identity.delete_account(uid)
    identity.delete_account(uid)
    assert identity.find_uid("ann@example.com") is None


def test_a_successful_reset_spends_every_token_of_the_account(identity):
    identity.create_account("ann@example.com", "secret1")
    first = identity.create_reset_token("ann@example.com")
    second = identity.create_reset_token("ann@example.com")
    identity.reset_password(second, "newpass1")
    for token in (first, second):
        with pytest.raises(InvalidResetToken):
            identity.reset_password(token, "newpass2")
