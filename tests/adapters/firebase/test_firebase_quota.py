"""Firebase's quota refusals become the core's StorageFull (507 at the HTTP layer): the
emulators never run out of quota, so the client libraries' own exception types, as they
raise them for these statuses, are thrown where the adapter's writes run."""

from __future__ import annotations

import pytest
from google.api_core import exceptions
from signage_adapters.firebase.quota import quota_failure, quota_writes

from signage_core.errors import StorageFull
from signage_core.validation import messages as m


@pytest.mark.parametrize(
    "refusal",
    [
        exceptions.ResourceExhausted("Quota exceeded."),  # Firestore, gRPC RESOURCE_EXHAUSTED
        exceptions.from_http_status(429, "Too many requests"),  # Cloud Storage
        exceptions.from_http_status(507, "Insufficient Storage"),
    ],
)
def test_a_spent_quota_is_storage_full_with_its_message(refusal: exceptions.GoogleAPICallError):
    with pytest.raises(StorageFull) as refused, quota_writes():
        raise refusal
    assert refused.value.message == m.STORAGE_FULL
    assert refused.value.__cause__ is refusal


def test_other_google_errors_pass_unchanged():
    assert quota_failure(exceptions.NotFound("gone")) is None
    with pytest.raises(exceptions.ServiceUnavailable), quota_writes():
        raise exceptions.ServiceUnavailable("try later")
