"""Contract cases the Firebase adapters cannot honour on the emulators, each with its reason.

The firebase factories mark them `xfail(strict=True)` on the firebase parameter only, after
the emulator has started (so an emulator that fails to start still fails loudly)."""

from __future__ import annotations

import time

import pytest

SERVER_CLOCK = (
    "gcp-storage-emulator gap (Cloud Storage does the same): timeCreated and updated come from "
    "the storage server's clock, which the test's clock cannot set"
)
BLOBS = {
    "test_put_returns_the_objects_metadata": SERVER_CLOCK,
    "test_overwriting_replaces_content_and_keeps_the_creation_time": SERVER_CLOCK
    + "; an overwrite is a new generation with its own timeCreated",
    "test_a_download_link_opens_its_object": (
        "not an emulator gap: Firebase download URLs point at Firebase Storage itself, so "
        "open_link refuses every link (the port's rule for Cloud Storage)"
    ),
    "test_a_tampered_browser_link_is_refused": (
        "gcp-storage-emulator gap (Firebase Storage refuses a wrong token): it serves an object "
        "at its download URL whatever the token"
    ),
}
"""The reset-code cases all pass on Firebase: the portal keeps the digest of each account's
newest code and its hour (the reset-token policy), whatever Firebase itself would accept."""

STORE: dict[str, str] = {}
DOCUMENTS: dict[str, str] = {}


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
