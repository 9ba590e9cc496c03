"""The client's logo: checked, stored at its §7 path (`logo_path`), recorded, then the old one
removed (the order of `file_records`)."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import visible_client
from signage_core.entities.clients import Client
from signage_core.entities.users import Actor
from signage_core.errors import (
    BackendUnavailable,
    ExternalServiceFailed,
    StorageUnavailable,
    ValidationFailed,
)
from signage_core.file_types import IMAGE_TYPES
from signage_core.limits import MAX_LOGO_BYTES
from signage_core.ports.blob_storage import BlobStorage, PathTaken
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.storage_paths import UploadStamps, logo_path
from signage_core.usecases.files.file_records import record_stored_files
from signage_core.usecases.files.stored_objects import logo_object
from signage_core.usecases.files.uploads import (
    Upload,
    checked,
    discard,
    limited,
)
from signage_core.usecases.shared._checks import require_valid
from signage_core.validation import messages as m
from signage_core.validation.clients import validate_logo


class UploadClientLogo:
    """The owner or staff upload a JPG/PNG logo of at most 2MB and 1920x1920 px. The caller
    reads the image's `width` and `height` (the core stays free of image libraries)."""

    def __init__(self, clients: ClientRepository, blobs: BlobStorage, clock: Clock) -> None:
        self._clients, self._blobs, self._clock = clients, blobs, clock
        self._stamps = UploadStamps(clock)

    def __call__(
        self, actor: Actor, client_id: str, logo: Upload, width: int, height: int
    ) -> Client:
        logo = checked(logo, IMAGE_TYPES, "logo", m.LOGO_WRONG_TYPE)
        client = visible_client(self._clients, actor, client_id)
        require_valid(validate_logo(logo.size, logo.content_type, width, height))
        path = logo_path(client.id, self._stamps.next())
        url = self._store(path, logo)
        updated = record_stored_files(
            lambda: self._clients.update(
                client.id,
                lambda c: replace(c, logo_url=url, logo_path=path, updated_at=self._clock.now()),
            ),
            self._blobs,
            [path],
        )
        self._remove_previous(client, path)
        return updated

    def _store(self, path: str, logo: Upload) -> str:
        chunks = limited(logo.chunks, MAX_LOGO_BYTES, "logo", m.LOGO_TOO_LARGE)
        try:
            self._blobs.put(path, chunks, content_type=logo.content_type, new=True)
            return self._blobs.download_url(path)
        except (ValidationFailed, StorageUnavailable, BackendUnavailable, PathTaken):
            raise  # the refusal or the outage as it is: a file no record names is swept (a
            # taken path's object is another upload's)
        except Exception as error:
            discard(self._blobs, [path])
            raise ExternalServiceFailed(m.LOGO_UPLOAD_FAILED) from error

    def _remove_previous(self, client: Client, new_path: str) -> None:
        """The logo replaced, kept at its path or (original portal) named by its link."""
        previous = logo_object(self._blobs, client)
        if previous and previous != new_path:
            discard(self._blobs, [previous])
