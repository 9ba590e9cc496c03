"""Every collection the source stores documents in is either carried by `signage export` or
left behind with a reason, in one place (`signage_adapters.archive.carried`)."""

from __future__ import annotations

import textwrap
from datetime import UTC, datetime
from pathlib import Path

from signage_adapters.archive.carried import CARRIED, NOT_CARRIED
from signage_adapters.archive.contents import COLLECTIONS
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import populate, snapshot
from tests.support.collection_names import Source

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)
ROOT = Path(__file__).resolve().parents[3]
PACKAGES = {
    "signage_core": ROOT / "src" / "signage_core",
    "signage_adapters": ROOT / "src" / "adapters",
    "signage_http": ROOT / "src" / "http",
}


def test_every_collection_the_source_stores_in_is_classified():
    named = Source(PACKAGES).collection_names()
    unclassified = named - set(CARRIED) - set(NOT_CARRIED)
    assert unclassified == set(), (
        f"{sorted(unclassified)}: add each to CARRIED or NOT_CARRIED (with the reason) in "
        "src/adapters/archive/carried.py"
    )


def test_the_tables_name_only_collections_the_source_stores_in():
    named = Source(PACKAGES).collection_names()
    assert set(CARRIED) | set(NOT_CARRIED) <= named


def test_no_collection_is_both_carried_and_left_behind():
    assert set(CARRIED) & set(NOT_CARRIED) == set()
    assert all(reason.strip() for reason in NOT_CARRIED.values())


def test_the_archive_carries_exactly_the_carried_collections():
    assert set(COLLECTIONS) == set(CARRIED)
    assert {"screens", "screenSlots"} <= set(COLLECTIONS)


def test_a_collection_added_under_a_new_constant_is_found(tmp_path: Path):
    """The scan would catch a new collection whichever way the source names it."""
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "names.py").write_text('GADGETS = "gadgets"\nWIDGETS, X = "widgets", 1\n')
    (tmp_path / "use.py").write_text(
        textwrap.dedent("""
        from . import names
        from .names import WIDGETS
        from .query import Query
        SPROCKETS = "sprockets"

        def save(store, tx, to_thread):
            store.put(names.GADGETS, "id", {})
            tx.delete(WIDGETS, "id")
            store.find(Query(SPROCKETS))
            to_thread.run_sync(store.put, "cogs", "id", {})
            store.put("levers", "id", {})
            {}.get(SPROCKETS, None)
    """)
    )
    assert Source({"kit": tmp_path}).collection_names() == {
        "gadgets", "widgets", "sprockets", "cogs", "levers"
    }  # fmt: skip


def test_the_archive_scene_holds_documents_of_every_carried_collection(tmp_path: Path):
    """So the round trips over it (memory, SQLite, Firebase) prove each collection is read
    and written where its backend keeps it."""
    with Portal.local(tmp_path, ManualClock(NOW)) as portal:
        populate(portal)
        documents, _ = snapshot(portal)
    assert [name for name in COLLECTIONS if not documents[name]] == []
