"""Pass 2 where one transaction cannot hold everything (Firebase, memory): a journal.

Accounts, files and documents are separate services on Firebase, so an import that stops
midway (a kill, a lost connection) cannot be undone by them. A journal document, written
before the first write and deleted after the last, names the archive being imported: while
it is there, only that archive may be imported, and importing it again finishes the job
(every write is by id or path, so writing twice is writing once).
"""

from __future__ import annotations

from signage_core.ports.blob_storage import BlobStorage

from ..documents.batched import put_batched
from ..documents.store import DocumentStore
from .carried import CARRIED
from .contents import PortalData, file_member
from .links import reissue_links
from .members import Members
from .reading import Contents, Rows
from .values import ArchiveError

JOURNAL, ENTRY = "signageImports", "interrupted"
"""Not carried by archives (`carried.NOT_CARRIED`): nothing else reads it."""


class JournaledWrite:
    def __init__(self, data: PortalData) -> None:
        self._data = data

    def check(self, contents: Contents) -> None:
        """Refuse another archive while an interrupted import waits to be finished."""
        found = self._data.store.get(JOURNAL, ENTRY)
        if found is not None and found.get("archive") != contents.digest:
            raise ArchiveError(
                f"the import of {found.get('file')} was interrupted: import that archive "
                "again to finish it before importing another"
            )

    def write(self, contents: Contents, members: Members, source: str) -> None:
        data = self._data
        data.store.put(JOURNAL, ENTRY, {"archive": contents.digest, "file": source})
        for record in contents.accounts:
            data.identity.restore_account(record)
        put_files(data.blobs, contents, members)
        documents = reissue_links(contents.documents, data.blobs)
        put_documents(data.store, together(documents))
        put_apart(data, apart(documents))
        data.store.delete(JOURNAL, ENTRY)


def put_files(blobs: BlobStorage, contents: Contents, members: Members) -> None:
    for file in contents.files:
        blobs.put(file.path, members.chunks(file_member(file.path)),
                  content_type=file.content_type, custom_metadata=file.custom_metadata)  # fmt: skip


def put_documents(store: DocumentStore, documents: dict[str, Rows]) -> None:
    for collection, rows in documents.items():
        for doc_id, document in rows:
            store.put(collection, doc_id, document)


def put_apart(data: PortalData, documents: dict[str, Rows]) -> None:
    """The plays, in batches into the store they are kept in."""
    for collection, rows in documents.items():
        put_batched(data.plays, collection, rows)


def together(documents: dict[str, Rows]) -> dict[str, Rows]:
    """The collections kept in the portal's store."""
    return {name: rows for name, rows in documents.items() if not CARRIED[name].apart}


def apart(documents: dict[str, Rows]) -> dict[str, Rows]:
    """The collections kept in the store of plays (`Carried.apart`)."""
    return {name: rows for name, rows in documents.items() if CARRIED[name].apart}
