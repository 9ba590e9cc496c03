"""gcp-storage-emulator completed where the product relies on Cloud Storage behaviour it lacks:
a status query (`Content-Range: bytes */*`) on a resumable session that has finished answers
200 with the object, as Cloud Storage does, where the emulator answers 404; so an upload whose
last chunk's answer was lost learns that it is complete
(https://cloud.google.com/storage/docs/performing-resumable-uploads#status-check).

Run it as the emulator's own command: `python storage_emulator.py start --host ... --port ...`
(tests/support/emulators.py; tools/emulators/trial.py when this file is there)."""

from __future__ import annotations

import sys
from typing import Any

from gcp_storage_emulator import server
from gcp_storage_emulator.__main__ import main
from gcp_storage_emulator.exceptions import NotFound
from gcp_storage_emulator.handlers import objects
from gcp_storage_emulator.storage import Storage

FINISHED: dict[str, tuple[str, str]] = {}
"""The upload id of each finished resumable session → its object's bucket and name."""

_create_file = Storage.create_file
_upload_partial = objects.upload_partial


def create_file(self: Storage, bucket: str, name: str, *args: Any, **kwargs: Any) -> None:
    _create_file(self, bucket, name, *args, **kwargs)
    upload_id = args[2] if len(args) > 2 else kwargs.get("file_id")
    if upload_id:
        FINISHED[upload_id] = (bucket, name)


def upload_partial(request: Any, response: Any, storage: Storage, *args: Any, **kw: Any) -> Any:
    finished = FINISHED.get(request.query.get("upload_id", [""])[0])
    status_query = (request.get_header("Content-Range", "") or "").startswith("bytes */")
    if finished is None or not status_query:
        return _upload_partial(request, response, storage, *args, **kw)
    try:
        response.json(storage.get_file_obj(*finished))
    except NotFound:
        response.status = 404
    return None


def install() -> None:
    Storage.create_file = create_file  # type: ignore[method-assign]
    for _, handlers in server.HANDLERS:
        for method, handler in list(handlers.items()):
            if handler is _upload_partial:
                handlers[method] = upload_partial


if __name__ == "__main__":
    install()
    main(sys.argv[1:])
