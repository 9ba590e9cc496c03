"""Firebase Auth specifics the identity contract does not cover: existing accounts, Firebase's
own reset codes, and a service that cannot be reached."""

from __future__ import annotations

import logging
import time

import httpx
import pytest
from firebase_admin import auth
from signage_adapters.accounts.document_tokens import DocumentTokenBacking
from signage_adapters.accounts.reset_tokens import ResetTokenPolicy
from signage_adapters.firebase.clients import IDENTITY_TOOLKIT, identity_toolkit_url
from signage_adapters.firebase.deadlines import Deadline
from signage_adapters.firebase.identity import FirebaseIdentity
from signage_adapters.firebase.identity_rest import IdentityToolkit
from signage_adapters.memory.store import MemoryStore
from signage_adapters.system_clock import SystemClock
from tests.support.emulator_setup import free_port
from tests.support.emulators import API_KEY, PROJECT_ID, Emulators

from signage_core.errors import BackendUnavailable
from signage_core.ports.identity_provider import InvalidResetToken

pytestmark = pytest.mark.slow
EMAIL, PASSWORD = "ada@example.com", "correct horse"


@pytest.fixture
def app(emulators: Emulators):
    return emulators.fresh_auth_app()


def memory_codes() -> ResetTokenPolicy:
    return ResetTokenPolicy(DocumentTokenBacking(MemoryStore()), SystemClock())


@pytest.fixture
def identity(emulators: Emulators, app) -> FirebaseIdentity:
    return FirebaseIdentity(app, emulators.toolkit, memory_codes())


def test_an_account_made_in_firebase_signs_in_with_the_password_it_has(identity, app):
    existing = auth.create_user(email=EMAIL, password=PASSWORD, app=app)
    assert identity.verify_password(EMAIL, PASSWORD) == existing.uid
    assert identity.find_uid(EMAIL) == existing.uid


def test_a_sign_in_logs_no_web_api_key(identity, app, caplog):
    auth.create_user(email=EMAIL, password=PASSWORD, app=app)
    with caplog.at_level(logging.DEBUG):
        identity.verify_password(EMAIL, PASSWORD)
    assert "accounts:signInWithPassword" in caplog.text
    assert API_KEY not in caplog.text


def test_a_reset_token_is_firebases_own_reset_code(identity, emulators):
    identity.create_account(EMAIL, PASSWORD)
    token = identity.create_reset_token(EMAIL)
    issued = httpx.get(f"http://{emulators.auth_host}/emulator/v1/projects/{PROJECT_ID}/oobCodes")
    codes = {(c["email"], c["requestType"], c["oobCode"]) for c in issued.json()["oobCodes"]}
    assert (EMAIL, "PASSWORD_RESET", token) in codes


def test_an_older_reset_code_is_refused_by_the_portal_though_firebase_would_take_it(
    identity, emulators
):
    identity.create_account(EMAIL, PASSWORD)
    older = identity.create_reset_token(EMAIL)
    identity.create_reset_token(EMAIL)
    with pytest.raises(InvalidResetToken):
        identity.reset_password(older, "brand new")
    assert emulators.toolkit.reset_password(older, "brand new") == EMAIL  # Firebase's own gap


def test_an_unreachable_service_is_unavailable_within_its_deadline_not_a_refusal(app):
    closed = IdentityToolkit("key", f"http://127.0.0.1:{free_port()}/v1", Deadline(0.5))
    started = time.monotonic()
    with pytest.raises(BackendUnavailable):
        FirebaseIdentity(app, closed, memory_codes()).verify_password(EMAIL, PASSWORD)
    assert time.monotonic() - started < 2.0
    closed.close()


def test_rest_calls_go_to_the_emulator_only_when_it_is_configured():
    assert identity_toolkit_url({}) == IDENTITY_TOOLKIT
    emulated = identity_toolkit_url({"FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"})
    assert emulated == "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1"
