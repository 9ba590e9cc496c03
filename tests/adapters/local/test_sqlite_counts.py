"""The dashboard's counts on SQLite read an index alone or one tally row, never a document:
what `EXPLAIN QUERY PLAN` says of each statement they run, and the columns and tallies staying
right whoever writes the file."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from signage_adapters.documents.query import Query, at_least, equals, time_key
from signage_adapters.local.documents import SqliteDocuments
from signage_adapters.local.tallies import tally_of
from tests.contracts.builders import MOMENT, a_media, a_playlist

from signage_core.entities.media import AssetType

MONTH = datetime(2025, 1, 1, tzinfo=UTC)
COUNTS: dict[str, Callable[[SqliteDocuments], object]] = {
    "medias by type": lambda docs: docs.medias.count_by_type("uid-ada"),
    "new medias this month": lambda docs: docs.medias.count_created_since("uid-ada", MONTH),
    "new playlists this month": lambda docs: docs.playlists.count_created_since("client-1", MONTH),
    "medias since a moment": lambda docs: docs.medias.count_created_since("uid-ada", MOMENT),
    "playlists since a moment": lambda docs: docs.playlists.count_created_since("client-1", MOMENT),
}
ODD_TIMES: list[object] = [
    "2025-02", "2025-02-01", "2025-02-01T00:00:00Z", "2025-02-01T00:00:00+00:00",
    "2025-02-01 00:00", "2025-01-31T23:59:59.999999Z", "2025-02-01T00:00:00.000000Z",
    "2025-03-05T10:00:00.000000Z", "2025", "2026", "zzz", "", 12, 3000.5, True, None,
    {"_seconds": 1738368000}, ["2025-03"],
]  # fmt: skip
"""createdAt values other programs might have written, around the start of February 2025."""


@pytest.fixture
def docs(tmp_path: Path):
    store = SqliteDocuments(tmp_path / "signage.db")
    for n in range(4):
        store.medias.save(a_media(id=f"m{n}", created_at=MOMENT + timedelta(days=n)))
        store.playlists.save(a_playlist(id=f"p{n}", created_at=MOMENT + timedelta(days=n)))
    yield store
    store.close()


def plans_of(docs: SqliteDocuments, count: Callable[[SqliteDocuments], object]) -> list[str]:
    conn, statements = docs.db.connection(), []
    conn.set_trace_callback(statements.append)
    count(docs)
    conn.set_trace_callback(None)
    assert statements
    return [str(row[-1]) for sql in statements for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}")]


@pytest.mark.parametrize("count", sorted(COUNTS))
def test_a_dashboard_count_reads_a_covering_index_or_tally_rows(docs, count):
    for plan in plans_of(docs, COUNTS[count]):
        assert plan.startswith("SEARCH"), plan
        assert "USING COVERING INDEX" in plan or "tallies USING PRIMARY KEY" in plan, plan


def test_a_count_since_a_month_start_reads_only_tallies(docs):
    plans = plans_of(docs, COUNTS["new medias this month"])
    assert plans
    assert all(plan.startswith("SEARCH tallies USING PRIMARY KEY") for plan in plans)


def test_a_tallied_count_since_a_month_start_agrees_with_sql_at_least(docs):
    for n, value in enumerate(ODD_TIMES):
        docs.store.put("medias", f"odd-{n}", {"userId": "uid-odd", "createdAt": value})
    docs.store.put("medias", "odd-1", {"createdAt": "2025-04-01T00:00:00.000000Z"})
    docs.store.delete("medias", "odd-7")
    month = datetime(2025, 2, 1, tzinfo=UTC)
    query = Query("medias", (equals("userId", "uid-odd"), at_least("createdAt", month)))
    assert tally_of(query) is not None
    sql = (
        "SELECT COUNT(*) FROM documents WHERE collection = 'medias' AND "
        "json_extract(data, '$.userId') = 'uid-odd' AND json_extract(data, '$.createdAt') >= ?"
    )
    by_sql = docs.db.connection().execute(sql, (time_key(month),)).fetchone()[0]
    assert docs.store.count(query) == by_sql == 7


def test_writes_by_another_program_keep_the_columns_and_tallies(docs, tmp_path):
    image = {"userId": "uid-ada", "assetType": "image", "createdAt": "2099-01-01T00:00:00.000000Z"}
    with sqlite3.connect(tmp_path / "signage.db") as conn:
        conn.execute(
            "INSERT INTO documents (collection, id, data) VALUES ('medias', 'raw', ?)",
            (json.dumps(image),),
        )
        moved = json.dumps({**image, "userId": "uid-bob", "assetType": "video"})
        conn.execute("UPDATE documents SET data = ? WHERE id = 'm0'", (moved,))
        conn.execute("DELETE FROM documents WHERE id = 'm1'")
    by_type = docs.medias.count_by_type("uid-ada")
    assert (by_type[AssetType.IMAGE], by_type[AssetType.VIDEO]) == (1, 2)
    assert docs.medias.count_by_type("uid-bob")[AssetType.VIDEO] == 1
    assert docs.medias.count_created_since("uid-ada", MOMENT + timedelta(days=3)) == 2
    assert [m.id for m in docs.medias.list_for_user("uid-bob")] == ["m0"]
