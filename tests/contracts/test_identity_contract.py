"""The IdentityProvider port: accounts, passwords, disabling, reset tokens."""

from datetime import timedelta

import pytest

from signage_core.ports.identity_provider import (
    AccountRecord,
    EmailInUse,
    InvalidCredentials,
    InvalidEmail,
    InvalidResetToken,
    WeakPassword,
)

EMAIL, PASSWORD = "ada@example.com", "correct horse"


@pytest.fixture
def uid(identity) -> str:
    return identity.create_account(EMAIL, PASSWORD)


def test_a_created_account_verifies_with_its_password(identity, uid):
    assert identity.verify_password(EMAIL, PASSWORD) == uid
    assert identity.find_uid(EMAIL) == uid


def test_accounts_get_distinct_uids(identity, uid):
    other = identity.create_account("grace@example.com", PASSWORD)
    assert other != uid


def test_emails_match_regardless_of_case(identity, uid):
    assert identity.verify_password("ADA@Example.COM", PASSWORD) == uid
    assert identity.find_uid("Ada@Example.com") == uid


def test_an_email_in_use_is_refused_whatever_its_case(identity, uid):
    with pytest.raises(EmailInUse):
        identity.create_account("ADA@example.com", "another password")


@pytest.mark.parametrize("email", ["", "ada", "ada@example", "ada @example.com", "@example.com"])
def test_a_malformed_email_is_refused(identity, email):
    with pytest.raises(InvalidEmail):
        identity.create_account(email, PASSWORD)


def test_a_password_shorter_than_six_is_weak(identity):
    with pytest.raises(WeakPassword):
        identity.create_account(EMAIL, "12345")
    assert identity.find_uid(EMAIL) is None
    assert identity.create_account(EMAIL, "123456")


def test_a_wrong_password_is_refused(identity, uid):
    with pytest.raises(InvalidCredentials):
        identity.verify_password(EMAIL, "wrong password")


def test_an_unknown_email_is_refused_like_a_wrong_password(identity):
    with pytest.raises(InvalidCredentials):
        identity.verify_password("nobody@example.com", PASSWORD)
    assert identity.find_uid("nobody@example.com") is None


def test_a_disabled_account_with_the_right_password_is_refused_as_a_wrong_one(identity, uid):
    identity.set_disabled(uid, True)
    with pytest.raises(InvalidCredentials) as refused:
        identity.verify_password(EMAIL, PASSWORD)
    assert type(refused.value) is InvalidCredentials


def test_a_disabled_account_with_a_wrong_password_is_refused_the_same_way(identity, uid):
    identity.set_disabled(uid, True)
    with pytest.raises(InvalidCredentials) as refused:
        identity.verify_password(EMAIL, "wrong password")
    assert type(refused.value) is InvalidCredentials


def test_an_enabled_again_account_signs_in(identity, uid):
    identity.set_disabled(uid, True)
    identity.set_disabled(uid, False)
    assert identity.verify_password(EMAIL, PASSWORD) == uid


def test_disabling_an_unknown_account_is_ignored(identity):
    identity.set_disabled("nobody", True)
    assert identity.find_uid(EMAIL) is None


def test_a_deleted_account_is_gone_and_its_email_free(identity, uid):
    identity.delete_account(uid)
    with pytest.raises(InvalidCredentials):
        identity.verify_password(EMAIL, PASSWORD)
    assert identity.find_uid(EMAIL) is None
    assert identity.create_account(EMAIL, PASSWORD) != uid


def test_deleting_a_missing_account_is_not_an_error(identity):
    identity.delete_account("nobody")
    assert identity.find_uid(EMAIL) is None


def test_change_password_replaces_the_password(identity, uid):
    identity.change_password(uid, "new secret")
    assert identity.verify_password(EMAIL, "new secret") == uid
    with pytest.raises(InvalidCredentials):
        identity.verify_password(EMAIL, PASSWORD)


def test_change_password_refuses_a_weak_one_and_keeps_the_old(identity, uid):
    with pytest.raises(WeakPassword):
        identity.change_password(uid, "short")
    assert identity.verify_password(EMAIL, PASSWORD) == uid


def test_change_password_of_an_unknown_account_is_refused(identity):
    with pytest.raises(InvalidCredentials):
        identity.change_password("nobody", "new secret")


def test_no_reset_token_for_an_unknown_email(identity):
    assert identity.create_reset_token("nobody@example.com") is None


def test_a_reset_token_sets_a_new_password(identity, uid):
    token = identity.create_reset_token("ADA@example.com")
    assert identity.reset_password(token, "brand new") == uid
    assert identity.verify_password(EMAIL, "brand new") == uid
    with pytest.raises(InvalidCredentials):
        identity.verify_password(EMAIL, PASSWORD)


def test_reset_tokens_are_unguessable_and_distinct(identity, uid):
    first, second = identity.create_reset_token(EMAIL), identity.create_reset_token(EMAIL)
    assert first != second
    assert len(first) >= 20


def test_a_reset_token_works_only_once(identity, uid):
    token = identity.create_reset_token(EMAIL)
    identity.reset_password(token, "brand new")
    with pytest.raises(InvalidResetToken):
        identity.reset_password(token, "again new")
    assert identity.verify_password(EMAIL, "brand new") == uid


def test_a_reset_token_still_works_just_before_an_hour(identity, uid, clock):
    token = identity.create_reset_token(EMAIL)
    clock.advance(timedelta(minutes=59))
    assert identity.reset_password(token, "brand new") == uid


def test_a_reset_token_expires_after_an_hour(identity, uid, clock):
    token = identity.create_reset_token(EMAIL)
    clock.advance(timedelta(hours=1, seconds=1))
    with pytest.raises(InvalidResetToken):
        identity.reset_password(token, "brand new")
    assert identity.verify_password(EMAIL, PASSWORD) == uid


def test_a_weak_new_password_keeps_the_token_usable(identity, uid):
    token = identity.create_reset_token(EMAIL)
    with pytest.raises(WeakPassword):
        identity.reset_password(token, "short")
    assert identity.reset_password(token, "long enough") == uid


def test_an_invented_token_is_refused(identity, uid):
    with pytest.raises(InvalidResetToken):
        identity.reset_password("not-a-real-token", "brand new")


def test_a_deleted_accounts_token_is_refused(identity, uid):
    token = identity.create_reset_token(EMAIL)
    identity.delete_account(uid)
    with pytest.raises(InvalidResetToken):
        identity.reset_password(token, "brand new")


def test_a_reset_spends_the_accounts_other_tokens(identity, uid):
    first = identity.create_reset_token(EMAIL)
    second = identity.create_reset_token(EMAIL)
    identity.reset_password(second, "brand new")
    with pytest.raises(InvalidResetToken):
        identity.reset_password(first, "again new")


def test_a_new_reset_token_spends_the_accounts_older_ones(identity, uid):
    first = identity.create_reset_token(EMAIL)
    newest = identity.create_reset_token(EMAIL)
    with pytest.raises(InvalidResetToken):
        identity.reset_password(first, "brand new")
    assert identity.reset_password(newest, "brand new") == uid
    assert identity.verify_password(EMAIL, "brand new") == uid


def test_a_new_reset_token_leaves_other_accounts_tokens_usable(identity, uid):
    other = identity.create_account("bob@example.com", PASSWORD)
    bobs = identity.create_reset_token("bob@example.com")
    identity.create_reset_token(EMAIL)
    assert identity.reset_password(bobs, "brand new") == other


def test_a_token_expired_at_exactly_an_hour_is_refused(identity, uid, clock):
    token = identity.create_reset_token(EMAIL)
    clock.advance(timedelta(hours=1))
    with pytest.raises(InvalidResetToken):
        identity.reset_password(token, "brand new")


def test_accounts_lists_each_account_with_its_email_and_disabled_flag(identity, uid):
    other = identity.create_account("bob@example.com", PASSWORD)
    identity.set_disabled(other, True)
    listed = {record.uid: record for record in identity.accounts()}
    assert (listed[uid].email.lower(), listed[uid].disabled) == (EMAIL, False)
    assert (listed[other].email.lower(), listed[other].disabled) == ("bob@example.com", True)


def test_a_restored_account_keeps_its_uid_email_and_disabled_flag(identity):
    identity.restore_account(AccountRecord("moved-1", "zoe@example.com", disabled=True))
    assert identity.find_uid("zoe@example.com") == "moved-1"
    [record] = [record for record in identity.accounts() if record.uid == "moved-1"]
    assert record.disabled is True


def test_an_account_restored_from_its_own_record_keeps_a_password_only_with_its_hash(identity, uid):
    [record] = [record for record in identity.accounts() if record.uid == uid]
    identity.delete_account(uid)
    identity.restore_account(record)
    if record.password_hash:
        assert identity.verify_password(EMAIL, PASSWORD) == uid
    else:
        with pytest.raises(InvalidCredentials):
            identity.verify_password(EMAIL, PASSWORD)
    assert identity.find_uid(EMAIL) == uid


def test_a_restored_account_without_a_known_hash_can_reset_its_password(identity):
    identity.restore_account(AccountRecord("moved-2", "max@example.com", password_hash="md5$x"))
    with pytest.raises(InvalidCredentials):
        identity.verify_password("max@example.com", "anything")
    token = identity.create_reset_token("max@example.com")
    assert identity.reset_password(token, "a new secret") == "moved-2"
    assert identity.verify_password("max@example.com", "a new secret") == "moved-2"


def test_restoring_the_same_record_twice_changes_nothing(identity, uid):
    [record] = [record for record in identity.accounts() if record.uid == uid]
    identity.restore_account(record)
    identity.restore_account(record)
    assert [r for r in identity.accounts() if r.uid == uid] == [record]


def test_restoring_an_email_another_account_holds_is_refused(identity, uid):
    with pytest.raises(EmailInUse):
        identity.restore_account(AccountRecord("someone-else", EMAIL))
    assert identity.find_uid(EMAIL) == uid
