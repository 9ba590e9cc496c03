"""The three backends as they declare themselves (`backend_kind.BackendKind`): in memory, the
embedded one (SQLite and files in the data directory) and Firebase. Each imports its adapter
package only when it is built, so a portal loads only the backend it runs on."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from signage_http.wiring.backend_kind import (
    BackendKind,
    key_of_the_data_dir,
    key_of_the_setting,
    key_per_process,
    no_problem,
    nothing_to_backfill,
)

from signage_core.ports.backend import Backend
from signage_core.ports.clock import Clock

if TYPE_CHECKING:
    from signage_http.wiring.settings import Settings


def files_base_url(settings: Settings) -> str:
    """Where stored files are served: absolute with SIGNAGE_PUBLIC_URL, else site-relative."""
    return f"{settings.public_url.rstrip('/')}/files" if settings.public_url else "/files"


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def public_origin(settings: Settings) -> tuple[str, ...]:
    """The portal serves the files itself: from SIGNAGE_PUBLIC_URL's origin when it is set."""
    return (origin(settings.public_url),) if settings.public_url else ()


def _memory(settings: Settings, clock: Clock | None) -> Backend:
    from signage_adapters.memory.backend import memory_backend

    return memory_backend(clock, base_url=files_base_url(settings) + "/")


def _local(settings: Settings, clock: Clock | None) -> Backend:
    from signage_adapters.local.backend import local_backend

    base, lifetime = files_base_url(settings), timedelta(days=settings.player_link_days)
    return local_backend(settings.data_dir, clock, files_base_url=base, link_lifetime=lifetime)


def _firebase(settings: Settings, clock: Clock | None) -> Backend:
    from signage_adapters.firebase.backend import FirebaseProject, firebase_backend
    from signage_adapters.firebase.deadlines import Deadline
    from signage_adapters.local.mail import OutboxMailer

    firebase = settings.firebase
    project = FirebaseProject(firebase.project, firebase.bucket, firebase.api_key)
    deadline = Deadline(float(firebase.deadline_seconds))
    return firebase_backend(project, OutboxMailer(settings.data_dir / "outbox"), clock, deadline)


def _firebase_backfill(settings: Settings) -> list[str]:
    from signage_adapters.firebase.backfill import backfill_project

    return [filled.describe() for filled in backfill_project(settings.firebase.project)]


def _storage_origin(settings: Settings) -> tuple[str, ...]:
    """Firebase Storage's download origin (the emulator's in tests)."""
    from signage_adapters.firebase.clients import download_url_base

    return (origin(download_url_base()),)


MEMORY = BackendKind(
    name="memory", build=_memory, settings=(), problem=no_problem,
    session_secret=key_per_process, file_origins=public_origin,
    reads_in_process=True, swept_at_start=False, data_in_data_dir=False,
    backfill=nothing_to_backfill,
)  # fmt: skip
LOCAL = BackendKind(
    name="local", build=_local, settings=("SIGNAGE_DATA_DIR", "SIGNAGE_PLAYER_LINK_TTL"),
    problem=no_problem, session_secret=key_of_the_data_dir, file_origins=public_origin,
    reads_in_process=True, swept_at_start=True, data_in_data_dir=True,
    backfill=nothing_to_backfill,
)  # fmt: skip
FIREBASE = BackendKind(
    name="firebase", build=_firebase,
    settings=(
        "SIGNAGE_FIREBASE_PROJECT", "SIGNAGE_FIREBASE_BUCKET", "SIGNAGE_FIREBASE_API_KEY",
        "SIGNAGE_SECRET_KEY", "SIGNAGE_FIREBASE_DEADLINE_SECONDS", "GOOGLE_APPLICATION_CREDENTIALS",
    ),
    problem=lambda settings: settings.firebase.problem(), session_secret=key_of_the_setting,
    file_origins=_storage_origin, reads_in_process=False, swept_at_start=False,
    data_in_data_dir=False, backfill=_firebase_backfill,
)  # fmt: skip
