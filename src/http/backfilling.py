"""`signage backfill`: the helper fields documents written before this portal lack.

The back-fills themselves (what each adds, to which collections) are listed in
signage_adapters.firebase.backfill; docs/operations.md lists each helper field."""

from __future__ import annotations

from signage_http.composition import checked_firebase
from signage_http.settings import Settings


def backfill(settings: Settings) -> int:
    """Run every back-fill and say what each changed (nothing on a second run)."""
    if settings.backend != "firebase":
        print("Nothing to back-fill: the helper fields are kept on Firestore only.")
        return 0
    from signage_adapters.firebase.backfill import backfill_project

    for filled in backfill_project(checked_firebase(settings).project):
        print(filled.describe())
    return 0
