"""Every collection the portal's stores hold, and whether `signage export` carries it: the one
list (`tests/adapters/archive/test_every_collection_classified.py` fails when the source
names a collection that is in neither table, or a table names one the source does not).

A carried collection is written by export and by import with the mapping the portal reads it
with (each document is checked through it before anything is written); `since` is the
archive version that first held it, so an older archive still imports.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from signage_core.entities.two_factor import SecondFactor

from ..documents import (
    businesses,
    clients,
    emergencies,
    medias,
    packages,
    payments,
    playlists,
    screen_slots,
    screens,
    user_logs,
    users,
    videos,
)
from ..documents.repositories import (
    plays,
    schedules,
    screen_groups,
    second_factors,
    spent_recovery_codes,
)
from ..documents.values import Document


@dataclass(frozen=True, slots=True)
class Carried:
    read: Callable[[str, Document], Any]
    write: Callable[[Any], Document]
    since: int = 1
    apart: bool = False
    """Kept in the backend's store of plays (`PortalData.plays`: a file of its own on the
    embedded backend) and written in batches (`documents.batched`)."""


def _factor(doc_id: str, data: Document) -> SecondFactor:
    factor = second_factors.factor_of(doc_id, data)
    if factor is None:
        raise ValueError("a second factor without its secret")
    return factor


_SPEC = (users, clients, payments, businesses, packages, videos, medias, playlists, user_logs)

CARRIED: Mapping[str, Carried] = {
    **{m.COLLECTION: Carried(m.from_document, m.to_document) for m in _SPEC},
    # Screens move with their device token's digest, so TVs keep playing; their places
    # (read after them: a place is taken before its screen is saved) keep the limit.
    screens.COLLECTION: Carried(screens.from_document, screens.to_document, 2),
    screen_slots.COLLECTION: Carried(screen_slots.place_of, screen_slots.place_document, 2),
    # Staff keep their authenticator; the spent marks keep used recovery codes spent.
    second_factors.SECOND_FACTORS: Carried(_factor, second_factors.factor_document, 2),
    spent_recovery_codes.SPENT_RECOVERY_CODES: Carried(
        spent_recovery_codes.spent_of, spent_recovery_codes.spent_document, 2
    ),
    # Proof of play, kept for advertisers: every play and each screen's dropped total.
    plays.COLLECTION: Carried(plays.play_of, plays.play_document, 3, apart=True),
    plays.DROPPED: Carried(plays.dropped_of, plays.dropped_document, 3, apart=True),
    # The client's groups of its screens, read after the screens they name.
    screen_groups.COLLECTION: Carried(screen_groups.group_of, screen_groups.group_document, 4),
    # Emergency messages: the ones showing go on showing after the move until they end,
    # and the ended ones stay listed for their week.
    emergencies.COLLECTION: Carried(emergencies.from_document, emergencies.to_document, 4),
    # The clients' weekly schedules, read after the screens, groups and playlists they name.
    schedules.COLLECTION: Carried(schedules.entry_of, schedules.entry_document, 5),
}
"""Written by export and import, in this order."""

NOT_CARRIED: Mapping[str, str] = {
    "screenPairings": "a pairing code lives minutes; a box still showing one asks again",
    "screenHeartbeats": "operational sightings; the next poll after the move writes one",
    "screenReports": "each TV's latest report; its next report after the move writes one",
    "portalAttempts": "throttle windows of minutes, kept per portal",
    "portalSessions": "sessions are not moved: everyone signs in again after a move",
    "portalSessionStamps": "they only end the sessions, which are not moved",
    "portalResetTokens": "reset links name the old portal's address and expire within the hour",
    "signageImports": "the receiving portal's own journal of an interrupted import",
    "_stagedImports": "the embedded backend's own journal of an import's staged files",
    "portalChanges": "change marks a running portal's kept manifests are checked against",
    "scheduleLocks": "what a client's schedule writes contend on; no data of their own",
}
"""Each collection left behind, with the reason."""
