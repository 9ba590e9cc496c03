"""The server's OpenAPI document, built in process (no server, no backend on disk).

The app is built on the in-memory backend with default settings; its `/schema/openapi.json`
answer is what the web app's API types are generated from. Run as a script it prints the
document (JSON, keys sorted) to stdout.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.wiring.settings import Settings


def openapi_document() -> dict[str, Any]:
    """The OpenAPI document the app serves at /schema/openapi.json (the same object)."""
    with tempfile.TemporaryDirectory() as root:
        folder = Path(root)
        settings = Settings(backend="memory", data_dir=folder / "data", webapp_dir=folder / "web")
        backend = memory_backend(base_url="/files/")
        app = create_app(settings, backend, backend.services())
        document: dict[str, Any] = app.openapi_schema.to_schema()
    return document


def openapi_json() -> str:
    return json.dumps(openapi_document(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":
    sys.stdout.write(openapi_json())
