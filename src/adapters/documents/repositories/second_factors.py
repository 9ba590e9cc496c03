"""Each user's authenticator (`SecondFactors`) over a document store: one document per user
id in a collection of the portal's own, never a field of `users` (old Firebase documents and
the web app's reads of `users` never see it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from signage_core.entities.two_factor import SecondFactor

from ..store import DocumentStore, Transaction
from ..values import read_flag, read_int, read_text

SECOND_FACTORS = "portalSecondFactors"


def _factor(user_id: str, document: Mapping[str, Any] | None) -> SecondFactor | None:
    if not document or not read_text(document, "secret"):
        return None
    digests = document.get("recoveryDigests")
    return SecondFactor(
        user_id=user_id,
        secret=read_text(document, "secret"),
        confirmed=read_flag(document, "confirmed", default=False),
        recovery_digests=tuple(str(each) for each in digests) if isinstance(digests, list) else (),
        last_step=read_int(document, "lastStep"),
    )


def _document(factor: SecondFactor) -> dict[str, Any]:
    return {
        "secret": factor.secret,
        "confirmed": factor.confirmed,
        "recoveryDigests": list(factor.recovery_digests),
        "lastStep": factor.last_step,
    }


Change = Callable[[SecondFactor], SecondFactor | None]
"""The new record, or None to leave the stored one as it is."""


class StoredSecondFactors:
    """Implements `SecondFactors`; the spending methods change the record in a transaction."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def find(self, user_id: str) -> SecondFactor | None:
        return _factor(user_id, self._store.get(SECOND_FACTORS, user_id))

    def save(self, factor: SecondFactor) -> None:
        self._store.put(SECOND_FACTORS, factor.user_id, _document(factor))

    def delete(self, user_id: str) -> None:
        self._store.delete(SECOND_FACTORS, user_id)

    def spend_step(self, user_id: str, step: int) -> bool:
        def later(factor: SecondFactor) -> SecondFactor | None:
            return replace(factor, last_step=step) if step > factor.last_step else None

        return self._change(user_id, later)

    def spend_recovery_code(self, user_id: str, digest: str) -> bool:
        def without(factor: SecondFactor) -> SecondFactor | None:
            kept = tuple(each for each in factor.recovery_digests if each != digest)
            unchanged = kept == factor.recovery_digests
            return None if unchanged else replace(factor, recovery_digests=kept)

        return self._change(user_id, without)

    def _change(self, user_id: str, change: Change) -> bool:
        def work(tx: Transaction) -> bool:
            factor = _factor(user_id, tx.get(SECOND_FACTORS, user_id))
            changed = change(factor) if factor is not None and factor.confirmed else None
            if changed is not None:
                tx.put(SECOND_FACTORS, user_id, _document(changed))
            return changed is not None

        return self._store.transaction(work)
