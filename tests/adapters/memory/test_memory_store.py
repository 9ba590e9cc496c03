"""The memory store keeps the kit's repositories to Firestore's transaction rule."""

import pytest
from signage_adapters.memory.store import MemoryStore


def test_a_transaction_refuses_a_read_after_a_write():
    store = MemoryStore()

    def work(tx):
        tx.put("things", "a", {"v": 1})
        tx.get("things", "a")

    with pytest.raises(RuntimeError, match="before its first write"):
        store.transaction(work)
    assert store.get("things", "a") is None


def test_a_stored_document_is_a_copy_of_what_was_put():
    store = MemoryStore()
    doc = {"tags": ["x"]}
    store.put("things", "a", doc)
    doc["tags"].append("y")
    assert store.get("things", "a") == {"tags": ["x"]}
