"""Every refusal is a DomainError with the spec's words, whichever layer raised it."""

import pytest

from signage_core import messages as m
from signage_core.errors import (
    AuthenticationFailed,
    Conflict,
    DomainError,
    ValidationFailed,
)
from signage_core.ports.identity_provider import (
    EmailInUse,
    IdentityError,
    InvalidCredentials,
    InvalidEmail,
    InvalidResetToken,
    WeakPassword,
)


def test_an_email_in_use_is_a_domain_conflict_with_the_spec_message(world):
    world.signup("ann@example.com")
    with pytest.raises(DomainError) as refused:
        world.identity.create_account("ann@example.com", "another1")
    assert isinstance(refused.value, EmailInUse)
    assert isinstance(refused.value, Conflict)
    assert refused.value.message == "The email address is already in use by another account."
    assert str(refused.value) == refused.value.message


@pytest.mark.parametrize(
    ("error", "kind", "message"),
    [
        (EmailInUse("a@b.co"), Conflict, m.EMAIL_IN_USE),
        (InvalidEmail("nope"), ValidationFailed, m.EMAIL_NOT_VALID),
        (WeakPassword("short"), ValidationFailed, m.PASSWORD_TOO_WEAK),
        (InvalidCredentials("a@b.co"), AuthenticationFailed, m.LOGIN_FAILED),
        (InvalidResetToken("used"), AuthenticationFailed, m.RESET_LINK_INVALID),
        (IdentityError("boom"), DomainError, m.REGISTRATION_UNKNOWN_ERROR),
    ],
)
def test_identity_refusals_are_domain_errors_with_spec_messages(error, kind, message):
    assert isinstance(error, DomainError)
    assert isinstance(error, kind)
    assert error.message == message
    assert error.details


def test_identity_validation_refusals_name_their_field():
    assert InvalidEmail().field_errors == {"email": "The email address is not valid."}
    assert WeakPassword().field_errors == {
        "password": "The password is too weak. Please use a stronger password."
    }


def test_str_of_a_validation_failure_lists_every_field_while_message_stays_the_first():
    error = ValidationFailed({"name": "Name is required", "email": "Invalid email"})
    assert error.message == "Name is required"
    assert str(error) == "name: Name is required; email: Invalid email"
    assert str(ValidationFailed({}, "Nothing to say")) == "Nothing to say"


def test_a_use_cases_validation_failure_reads_in_full(world):
    with pytest.raises(ValidationFailed) as refused:
        world.uc.register()({"name": "", "phone": "x", "email": "", "password": ""})
    assert str(refused.value) == (
        "name: Name is required; phone: Phone must contain only numbers; "
        "email: Email is required; password: Password is required"
    )
    assert refused.value.message == "Name is required"
