"""Contract cases the Firebase adapters cannot honour on the emulators, each with its reason
and, on the line after it, the product path that does not depend on it (an xfail may only
name a gap no product path takes). Where the emulators lacked what the product uses, the
harness adds it: tests/support/firestore_emulator (nested filters, isolated transactions)
and tests/support/storage_emulator.py (a finished upload session's status).

The firebase factories mark them `xfail(strict=True)` on the firebase parameter only, after
the emulator has started (so an emulator that fails to start still fails loudly)."""

from __future__ import annotations

import time

import pytest

SERVER_CLOCK = (
    "gcp-storage-emulator gap (Cloud Storage does the same): timeCreated and updated come from "
    "the storage server's clock, which the test's clock cannot set"
)
# No product path reads timeCreated; the leftovers sweep reads `updated`, and passes on Firebase.
BLOBS = {
    "test_put_returns_the_objects_metadata": SERVER_CLOCK,
    "test_overwriting_replaces_content_and_keeps_the_creation_time": SERVER_CLOCK
    + "; an overwrite is a new generation with its own timeCreated",
    # Not a gap: on Firebase the portal makes no /files link; refusing each one passes there.
    "test_a_download_link_opens_its_object": (
        "not an emulator gap: Firebase download URLs point at Firebase Storage itself, so "
        "open_link refuses every link (the port's rule for Cloud Storage)"
    ),
    # The portal never checks a download URL's token (Firebase Storage does): it hands it on.
    "test_a_tampered_browser_link_is_refused": (
        "gcp-storage-emulator gap (Firebase Storage refuses a wrong token): it serves an object "
        "at its download URL whatever the token"
    ),
}
"""The reset-code cases all pass on Firebase: the portal keeps the digest of each account's
newest code and its hour (the reset-token policy), whatever Firebase itself would accept."""

STORE: dict[str, str] = {}
"""None: every document store case passes on the extended Firestore emulator."""
DOCUMENTS: dict[str, str] = {}
"""None: every repository case passes there too, the concurrent ones included."""


def mark_gaps(request: pytest.FixtureRequest, gaps: dict[str, str]) -> None:
    """Call once the emulator answers: an xfail mark would also swallow a start failure."""
    reason = gaps.get(request.node.originalname)
    if reason is not None:
        request.applymarker(pytest.mark.xfail(reason=reason, strict=True))


MILLISECOND_CLOCK = (
    "Firestore emulator gap: create_time is stamped to the millisecond (Firestore stamps "
    "microseconds), so documents written within one millisecond tie on the order first stored"
)


def stored_apart() -> None:
    """Between seeded writes whose stored order a test asserts (see MILLISECOND_CLOCK): the
    next write gets a later create_time on the emulator too. Not a timing assertion."""
    time.sleep(0.002)
