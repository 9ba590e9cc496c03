"""The one touch past google-cloud-firestore's public API, fenced here and pinned by
`tests/adapters/firebase/test_gapic_touches.py`.

The Firestore client exposes no setting for the default deadline and retry of its GAPIC
methods (Google ships 60-300 s), and passing `timeout=`/`retry=` to every call would miss the
calls the client makes itself (a transaction's begin, commit and rollback; a query's pages).
So each wrapped method's defaults are rewritten once, when the client is built:

- `client._firestore_api._transport._wrapped_methods`: the GAPIC callables, one per RPC;
- each callable's `_timeout` (used when a call passes none) and `_retry` (its retry policy,
  None for RPCs Google never retries, such as a commit).

A library update that renames or stops reading them fails the test above, by name."""

from __future__ import annotations

from typing import Any

from google.cloud.firestore_v1.client import Client as FirestoreClient


def gapic_methods(client: FirestoreClient) -> list[Any]:
    """The client's wrapped GAPIC methods (builds its lazily connecting channel now)."""
    return list(client._firestore_api._transport._wrapped_methods.values())


def bound_defaults(client: FirestoreClient, seconds: float) -> FirestoreClient:
    """Every wrapped method's default deadline at `seconds`, and its retries (Google's own
    retryable codes kept) within them."""
    for method in gapic_methods(client):
        method._timeout = seconds
        if method._retry is not None:
            method._retry = method._retry.with_timeout(seconds)
    return client
