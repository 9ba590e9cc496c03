"""Every call to Firebase has a deadline and bounded retries: the composition root reads one
setting (seconds) and hands it here; nothing below reads the environment for it.

- Firestore: the GAPIC client's per-method defaults (which Google ships with 60-300 s deadlines)
  are bounded to the deadline, each keeping Google's own list of retryable codes (UNAVAILABLE
  for every call; DEADLINE_EXCEEDED and INTERNAL for reads only; never a commit's deadline).
  A transaction's begin, commit and rollback go through the same defaults (the one touch past
  the client's public API, fenced in `gapic_touches`).
- Cloud Storage: google-cloud-storage's `DEFAULT_RETRY` (429, 5xx, connection errors) with
  the deadline as its total, and the deadline as each request's timeout.
- Identity Toolkit REST and firebase_admin: the deadline as the HTTP timeout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from google.api_core.retry import Retry
from google.cloud.firestore_v1.client import Client as FirestoreClient
from google.cloud.storage.retry import DEFAULT_RETRY

from .gapic_touches import bound_defaults

DEFAULT_DEADLINE_SECONDS = 5.0


@dataclass(frozen=True, slots=True)
class Deadline:
    seconds: float = DEFAULT_DEADLINE_SECONDS

    def storage_retry(self) -> Retry:
        """Google's retry policy for Cloud Storage, over at most the deadline."""
        bounded: Retry = DEFAULT_RETRY.with_timeout(self.seconds)
        return bounded

    def storage_calls(self) -> dict[str, Any]:
        """The keyword arguments of a google-cloud-storage call that may be retried."""
        return {"timeout": self.seconds, "retry": self.storage_retry()}

    def bound_firestore(self, client: FirestoreClient) -> FirestoreClient:
        """The client with every GAPIC method's default deadline and retry bounded."""
        return bound_defaults(client, self.seconds)
