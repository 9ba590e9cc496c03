"""Each user's authenticator (`SecondFactors`) over a document store: one document per user
id in a collection of the portal's own, never a field of `users` (old Firebase documents and
the web app's reads of `users` never see it).

The document keeps the digests of the recovery codes issued (`recoveryDigests`); a code signed
in with is marked in `portalSpentRecoveryCodes` (`SpentRecoveryCodes`), whose server-checked
create spends it once however many requests race. Documents of the older shape, whose spent
digests were taken out of `recoveryDigests`, read the same: no migration."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from signage_core.entities.two_factor import SecondFactor

from ..store import DocumentStore, Transaction
from ..values import read_flag, read_int, read_text
from .spent_recovery_codes import SpentRecoveryCodes

SECOND_FACTORS = "portalSecondFactors"


def factor_of(user_id: str, document: Mapping[str, Any] | None) -> SecondFactor | None:
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


def factor_document(factor: SecondFactor) -> dict[str, Any]:
    return {
        "secret": factor.secret,
        "confirmed": factor.confirmed,
        "recoveryDigests": list(factor.recovery_digests),
        "lastStep": factor.last_step,
    }


class StoredSecondFactors:
    """Implements `SecondFactors`: a step is spent in a transaction, a recovery code by
    `SpentRecoveryCodes`; a saved or deleted record forgets its spent codes."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store
        self._spent = SpentRecoveryCodes(store)

    def find(self, user_id: str) -> SecondFactor | None:
        factor = factor_of(user_id, self._store.get(SECOND_FACTORS, user_id))
        if factor is None or not factor.recovery_digests:
            return factor
        spent = self._spent.of(user_id)
        kept = tuple(each for each in factor.recovery_digests if each not in spent)
        return replace(factor, recovery_digests=kept)

    def save(self, factor: SecondFactor) -> None:
        def work(tx: Transaction) -> None:
            spent = self._spent.of(factor.user_id, tx)
            tx.put(SECOND_FACTORS, factor.user_id, factor_document(factor))
            self._spent.forget_in(tx, factor.user_id, spent)

        self._store.transaction(work)

    def delete(self, user_id: str) -> None:
        def work(tx: Transaction) -> None:
            spent = self._spent.of(user_id, tx)
            tx.delete(SECOND_FACTORS, user_id)
            self._spent.forget_in(tx, user_id, spent)

        self._store.transaction(work)

    def spend_step(self, user_id: str, step: int) -> bool:
        def work(tx: Transaction) -> bool:
            factor = factor_of(user_id, tx.get(SECOND_FACTORS, user_id))
            later = factor is not None and factor.confirmed and step > factor.last_step
            if later:
                tx.put(SECOND_FACTORS, user_id, {"lastStep": step})
            return later

        return self._store.transaction(work)

    def spend_recovery_code(self, user_id: str, digest: str) -> bool:
        factor = factor_of(user_id, self._store.get(SECOND_FACTORS, user_id))
        issued = factor is not None and factor.confirmed and digest in factor.recovery_digests
        return issued and self._spent.spend(user_id, digest)
