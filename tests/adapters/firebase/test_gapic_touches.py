"""The touch past google-cloud-firestore's public API (`signage_adapters.firebase.gapic_touches`):
a client whose defaults are bounded passes the bound to every RPC it makes without its own
timeout, and retries within it. A library that renames or stops reading what the touch writes
fails here (the outage tests would then fail too, but without saying why)."""

from __future__ import annotations

from typing import Any

import pytest
from google.api_core.exceptions import DeadlineExceeded, ServiceUnavailable
from google.auth.credentials import AnonymousCredentials
from google.cloud.firestore_v1.client import Client as FirestoreClient
from signage_adapters.firebase.gapic_touches import bound_defaults, gapic_methods


@pytest.fixture
def client() -> FirestoreClient:
    return FirestoreClient(project="touches", credentials=AnonymousCredentials())


def _recording(method: Any, answers: list[Exception | str]) -> list[dict[str, Any]]:
    """Replaces the RPC under `method` by one that records its keyword arguments and
    answers (or raises) from `answers` in turn."""
    calls: list[dict[str, Any]] = []

    def rpc(*args: Any, **kwargs: Any) -> str:
        calls.append(kwargs)
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    method._target = rpc
    return calls


def test_every_rpc_gets_the_bound_as_its_deadline(client: FirestoreClient):
    methods = gapic_methods(bound_defaults(client, 1.5))
    assert len(methods) > 10
    for method in methods:
        calls = _recording(method, ["ok"])
        assert method("request") == "ok"
        assert calls[0]["timeout"] <= 1.5


def test_a_retryable_rpc_retries_within_the_bound_and_keeps_googles_codes(
    client: FirestoreClient,
):
    bound_defaults(client, 2.0)
    get = client._firestore_api._transport.batch_get_documents  # a read: Google retries it
    method = client._firestore_api._transport._wrapped_methods[get]
    calls = _recording(method, [ServiceUnavailable("down"), "ok"])
    assert method("request") == "ok"
    assert len(calls) == 2
    assert method._retry.timeout == 2.0


def test_a_commit_is_retried_when_unavailable_but_not_after_its_deadline(
    client: FirestoreClient,
):
    """UNAVAILABLE means the commit never reached Firestore; after DEADLINE_EXCEEDED it may
    have been applied, so a retry could write twice."""
    bound_defaults(client, 2.0)
    commit = client._firestore_api._transport.commit
    method = client._firestore_api._transport._wrapped_methods[commit]
    calls = _recording(method, [ServiceUnavailable("down"), "ok"])
    assert method("request") == "ok"
    _recording(method, [DeadlineExceeded("late"), "ok"])
    with pytest.raises(DeadlineExceeded):
        method("request")
    assert len(calls) == 2
