"""A play is kept apart from the content (`PlayLog`): on every backend's documents, writing
one never makes a remembered read of the content be read again."""

from __future__ import annotations

from signage_adapters.documents.repositories.bundle import document_store
from tests.contracts.builders import a_media
from tests.contracts.test_play_log_contract import a_play


def test_a_play_ends_no_remembered_read_of_the_content(documents, request):
    """Memory and SQLite remember reads until their content store changes; a play is no
    change to it. Firestore remembers nothing (every read goes to the server)."""
    store = document_store(documents)
    documents.medias.save(a_media())
    runs = []

    def read():
        runs.append(1)
        return documents.medias.get("media-1")

    store.remember(("plays-contract", "media-1"), read)
    documents.plays.append([a_play(1)])
    store.remember(("plays-contract", "media-1"), read)
    remembers = request.node.callspec.params["documents"] != "firebase"
    assert len(runs) == (1 if remembers else 2)
