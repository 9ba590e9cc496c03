"""`signage backfill`: the helper fields documents written before this portal lack.

Each backend declares its back-fill (`backend_kind.BackendKind.backfill`); Firebase's are
listed in signage_adapters.firebase.backfill and docs/operations.md lists each helper field."""

from __future__ import annotations

from signage_http.wiring.composition import backend_kind
from signage_http.wiring.settings import Settings


def backfill(settings: Settings) -> int:
    """Run every back-fill of the configured backend and say what each changed (nothing on a
    second run)."""
    for line in backend_kind(settings).backfill(settings):
        print(line)
    return 0
