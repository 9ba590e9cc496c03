"""Part of the composition root: where the browser finds stored files and where uploads are
spooled, as the settings imply."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from signage_http.settings import Settings


def file_origins(settings: Settings) -> tuple[str, ...]:
    """Where the browser loads stored files from when that is not the portal itself: the
    public URL's origin, or Firebase Storage's (the emulator's in tests)."""
    if settings.backend == "firebase":
        from signage_adapters.firebase.clients import download_url_base

        return (_origin(download_url_base()),)
    return (_origin(settings.public_url),) if settings.public_url else ()


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def upload_folder(settings: Settings) -> Path:
    """Where uploads are spooled while they stream in: `<data dir>/tmp/uploads` on every
    backend (Firebase's data directory holds its outbox too)."""
    return settings.data_dir / "tmp" / "uploads"
