"""`screenGroups` (ours, issue 26): name, clientID, screenIds (a list of the client's
screens' ids), createdAt; over a document store, so every backend keeps them alike."""

from __future__ import annotations

from typing import Any

from signage_core.entities.screen_groups import ScreenGroup

from ..query import equals
from ..store import DocumentStore
from ..values import Document, read_moment, read_text
from .kind import Kind, Stored

COLLECTION = "screenGroups"


def group_document(group: ScreenGroup) -> Document:
    return {
        "name": group.name,
        "clientID": group.client_id,
        "screenIds": list(group.screen_ids),
        "createdAt": group.created_at,
    }


def group_of(doc_id: str, data: dict[str, Any]) -> ScreenGroup:
    members = data.get("screenIds")
    listed = members if isinstance(members, list) else []
    return ScreenGroup(
        id=doc_id,
        client_id=read_text(data, "clientID"),
        name=read_text(data, "name"),
        screen_ids=tuple(dict.fromkeys(m for m in listed if isinstance(m, str) and m)),
        created_at=read_moment(data, "createdAt", f"{COLLECTION}/{doc_id}"),
    )


GROUPS = Kind(COLLECTION, group_document, group_of)


class StoredScreenGroups(Stored[ScreenGroup]):
    """Implements `ScreenGroupRepository`: one query by clientID (no composite index), the
    groups ordered here (a client has few)."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, GROUPS)

    def for_client(self, client_id: str) -> tuple[ScreenGroup, ...]:
        found = self._find(equals("clientID", client_id))
        found.sort(key=lambda group: (group.name.casefold(), _created_key(group)))
        return tuple(found)

    def delete(self, group_id: str) -> None:
        self._delete(group_id)

    def groups_of_screen(self, client_id: str, screen_id: str) -> tuple[ScreenGroup, ...]:
        return tuple(g for g in self.for_client(client_id) if screen_id in g.screen_ids)


def _created_key(group: ScreenGroup) -> str:
    return group.created_at.isoformat() if group.created_at else ""
