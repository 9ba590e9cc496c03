"""Pass 2 on the embedded default: files staged, then one SQLite transaction, then moves.

The files are written into a staging folder beside the stored ones (`local.staging`); the
accounts, the documents and a journal row naming the folder commit in one transaction; then
the staged files are moved in, the plays written (they wait beside the folder, being kept in
a file of their own: `local.staged_rows`) and the row deleted. A kill before the commit leaves the
portal as it was; after it, the next open of the data directory moves the rest in.
"""

from __future__ import annotations

from ..documents.store import DocumentStore
from ..local.blobs import LocalBlobStorage
from ..local.database import Database
from ..local.staged_rows import rows_file, stage_rows
from ..local.staging import discard, move_in, stage_row, staging_area
from .contents import PortalData
from .journaled import apart, put_documents, put_files, together
from .links import reissue_links
from .members import Members
from .reading import Contents


class StagedWrite:
    def __init__(self, data: PortalData, blobs: LocalBlobStorage, db: Database) -> None:
        self._data, self._blobs, self._db = data, blobs, db

    def _plays(self) -> DocumentStore:
        return self._data.plays

    def check(self, contents: Contents) -> None:
        """Nothing to wait for: an import cut short was finished when the portal opened."""

    def write(self, contents: Contents, members: Members, source: str) -> None:
        with staging_area(self._blobs) as staging:
            self.commit(staging, contents, members)
            move_in(self._data.store, self._blobs, staging.root.name, self._plays)

    def commit(self, staging: LocalBlobStorage, contents: Contents, members: Members) -> None:
        """Stage the files and commit the rest (the staged files are not moved in yet);
        nothing is left when it fails."""
        try:
            put_files(staging, contents, members)
            documents = reissue_links(contents.documents, _Both(staging, self._blobs))
            stage_rows(rows_file(self._blobs.root, staging.root.name), apart(documents))
            with self._db.transaction():
                for record in contents.accounts:
                    self._data.identity.restore_account(record)
                put_documents(self._data.store, together(documents))
                self._data.store.put(*stage_row(staging))
        except BaseException:
            discard(staging)
            raise


class _Both:
    """Links to the staged files and to the stored ones (the same signer makes both)."""

    def __init__(self, staged: LocalBlobStorage, stored: LocalBlobStorage) -> None:
        self._staged, self._stored = staged, stored
        self._staged_paths = set(staged.paths())

    def paths(self) -> list[str]:
        return [*self._staged_paths, *self._stored.paths()]

    def download_url(self, path: str) -> str:
        holder = self._staged if path in self._staged_paths else self._stored
        return holder.download_url(path)
