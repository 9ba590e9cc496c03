"""What the stores kept apart from the content (heartbeats, players' reports, plays) promise
alike: writing to them ends no remembered read of the content."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from signage_adapters.documents.repositories.bundle import document_store
from tests.contracts.builders import a_media


def assert_content_stays_remembered(
    documents: Any, request: pytest.FixtureRequest, write: Callable[[], object]
) -> None:
    """Memory and SQLite remember reads until their content store changes; `write` is no
    change to it. Firestore remembers nothing (every read goes to the server)."""
    store = document_store(documents)
    documents.medias.save(a_media())
    runs = []

    def read() -> object:
        runs.append(1)
        return documents.medias.get("media-1")

    store.remember(("kept-apart", "media-1"), read)
    write()
    store.remember(("kept-apart", "media-1"), read)
    remembers = request.node.callspec.params["documents"] != "firebase"
    assert len(runs) == (1 if remembers else 2)
