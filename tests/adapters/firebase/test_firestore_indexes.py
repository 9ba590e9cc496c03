"""firestore.indexes.json declares every composite index the kit's queries need on Firestore.

Every repository contract case runs here on the Firebase backend's repositories over a store
that records each query (memory underneath); the composite index each query needs
(signage_adapters.firebase.indexes) must be in the file, and the file declares nothing else.
A repository query added without its index fails this test with the JSON entry to add."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

from signage_adapters.firebase.indexes import Index, indexes_for, indexes_json
from signage_adapters.memory.store import MemoryStore
from tests.adapters.firebase.recording_store import RecordingStore
from tests.contracts import (
    test_catalogue_contract,
    test_clients_contract,
    test_emergencies_contract,
    test_list_pages_contract,
    test_medias_contract,
    test_pairings_contract,
    test_payments_contract,
    test_play_log_contract,
    test_playlists_contract,
    test_screens_contract,
    test_user_logs_contract,
    test_users_contract,
    test_videos_contract,
)

INDEXES_FILE = Path(__file__).parents[3] / "firestore.indexes.json"
SUITES = (
    test_catalogue_contract, test_clients_contract, test_medias_contract, test_payments_contract,
    test_playlists_contract, test_user_logs_contract, test_users_contract, test_videos_contract,
    test_screens_contract, test_pairings_contract, test_play_log_contract,
    test_list_pages_contract, test_emergencies_contract,
)  # fmt: skip


def queries_of_the_repository_contracts() -> RecordingStore:
    store = RecordingStore(MemoryStore())
    for suite in SUITES:
        for name, case in inspect.getmembers(suite, inspect.isfunction):
            if name.startswith("test_"):
                for params in parameters_of(case):
                    case(store.fresh().repositories(), **params)
    return store


def parameters_of(case: object) -> list[dict[str, object]]:
    """Each set of arguments `pytest.mark.parametrize` gives the case (one empty set if none)."""
    found: list[dict[str, object]] = [{}]
    for mark in getattr(case, "pytestmark", []):
        if mark.name == "parametrize":
            name, values = mark.args
            found = [{**params, name: value} for params in found for value in values]
    return found


def needed_indexes() -> set[Index]:
    store = queries_of_the_repository_contracts()
    return {index for query in store.record.queries for index in indexes_for(query)}


def test_the_repository_contracts_query_every_collection_they_prove():
    collections = {
        query.collection for query in queries_of_the_repository_contracts().record.queries
    }
    assert {"medias", "playlists", "userLogs", "payments", "users", "clients"} <= collections
    assert "screens" in collections  # pairings are read by code only


def test_the_indexes_file_declares_exactly_the_composite_indexes_the_queries_need():
    declared = json.loads(INDEXES_FILE.read_text(encoding="utf-8"))
    expected = indexes_json(needed_indexes())
    missing = [index for index in expected["indexes"] if index not in declared["indexes"]]
    assert not missing, f"add to {INDEXES_FILE.name}: {json.dumps(missing, indent=2)}"
    assert declared == expected
