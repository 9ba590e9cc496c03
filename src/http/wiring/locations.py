"""Part of the composition root: where the browser finds stored files and where uploads are
spooled, as the settings imply."""

from __future__ import annotations

from pathlib import Path

from signage_http.wiring.backend_registry import REGISTRY
from signage_http.wiring.settings import Settings


def file_origins(settings: Settings) -> tuple[str, ...]:
    """Where the browser loads stored files from when that is not the portal itself, as the
    backend declares it (the public URL's origin, or Firebase Storage's)."""
    return REGISTRY.kind(settings.backend).file_origins(settings)


def upload_folder(settings: Settings) -> Path:
    """Where uploads are spooled while they stream in: `<data dir>/tmp/uploads` on every
    backend (Firebase's data directory holds its outbox too)."""
    return settings.data_dir / "tmp" / "uploads"
