"""The database file records its schema version; older files are migrated on open."""

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.local.documents import SqliteDocuments
from signage_adapters.local.schema import LATEST_VERSION

from signage_core.entities.media import AssetType

# Version 1 as it was shipped: the tables, without the query indexes (frozen here on purpose).
V1_SCHEMA = """
CREATE TABLE documents (
    collection TEXT NOT NULL, id TEXT NOT NULL,
    data TEXT NOT NULL CHECK (json_valid(data)), PRIMARY KEY (collection, id));
CREATE TABLE accounts (
    uid TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
    disabled INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
CREATE TABLE reset_tokens (
    token_hash TEXT PRIMARY KEY, uid TEXT NOT NULL, expires_at TEXT NOT NULL);
PRAGMA user_version = 1;
"""
# Version 2 as it was shipped: version 1 with indexes on json_extract expressions.
V2_INDEXES = """
CREATE INDEX documents_user ON documents (collection, json_extract(data, '$.userId'),
    json_extract(data, '$.createdAt'));
CREATE INDEX documents_user_status ON documents (collection, json_extract(data, '$.userId'),
    json_extract(data, '$.status'), json_extract(data, '$.createdAt'));
CREATE INDEX documents_user_type ON documents (collection, json_extract(data, '$.userId'),
    json_extract(data, '$.assetType'));
CREATE INDEX documents_client ON documents (collection, json_extract(data, '$.clientID'),
    json_extract(data, '$.createdAt'));
CREATE INDEX documents_payment_client ON documents (collection, json_extract(data, '$.ClientID'),
    json_extract(data, '$.Payment_Date'));
CREATE INDEX documents_payment_date ON documents (collection, json_extract(data, '$.Payment_Date'));
CREATE INDEX documents_payment_reference ON documents (collection,
    json_extract(data, '$.PaymentReference'));
CREATE INDEX documents_created ON documents (collection, json_extract(data, '$.createdAt'));
CREATE INDEX documents_log_user ON documents (collection, json_extract(data, '$.UserID'),
    json_extract(data, '$.ActionDateTime'));
CREATE INDEX documents_log_time ON documents (collection, json_extract(data, '$.ActionDateTime'));
CREATE INDEX documents_email ON documents (collection, lower(trim(json_extract(data, '$.email'))));
CREATE INDEX reset_tokens_uid ON reset_tokens (uid);
PRAGMA user_version = 2;
"""
V1_MEDIA = {
    "name": "Menu", "assetType": "image", "userId": "uid-ada", "userEmail": "ada@example.com",
    "status": True, "createdAt": "2024-12-01T10:00:00.000000Z", "fileSize": 2048,
}  # fmt: skip


def pragma(path: Path, name: str) -> object:
    with sqlite3.connect(path) as conn:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]


def index_names(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")
        return {name for (name,) in rows if not name.startswith("sqlite_autoindex")}


def build_v1_file(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.executescript(V1_SCHEMA)
        conn.execute("INSERT INTO documents VALUES ('medias', 'm1', ?)", (json.dumps(V1_MEDIA),))


def build_v2_file(path: Path) -> None:
    build_v1_file(path)
    with sqlite3.connect(path) as conn:
        conn.executescript(V2_INDEXES)
        playlist = {"name": "Lunch", "clientID": "client-1", "createdAt": V1_MEDIA["createdAt"]}
        conn.execute("INSERT INTO documents VALUES ('playlists', 'p1', ?)", (json.dumps(playlist),))
        video = {**V1_MEDIA, "assetType": "video"}
        conn.execute("INSERT INTO documents VALUES ('medias', 'm2', ?)", (json.dumps(video),))


def test_a_new_file_is_created_at_the_latest_version_in_wal_mode(tmp_path):
    path = tmp_path / "signage.db"
    SqliteDocuments(path).close()
    assert pragma(path, "user_version") == LATEST_VERSION == 4
    assert pragma(path, "journal_mode") == "wal"
    assert "documents_user" in index_names(path)


def test_a_version_1_file_is_migrated_and_keeps_its_documents(tmp_path):
    path = tmp_path / "signage.db"
    build_v1_file(path)
    assert index_names(path) == set()
    docs = SqliteDocuments(path)
    assert pragma(path, "user_version") == LATEST_VERSION
    assert {"documents_user", "documents_payment_client", "documents_email"} <= index_names(path)
    assert docs.medias.count_by_type("uid-ada")[AssetType.IMAGE] == 1
    assert docs.medias.get("m1").name == "Menu"
    docs.close()


def test_opening_twice_migrates_once(tmp_path):
    path = tmp_path / "signage.db"
    build_v1_file(path)
    SqliteDocuments(path).close()
    docs = SqliteDocuments(path)
    assert pragma(path, "user_version") == LATEST_VERSION
    assert len(docs.medias.list_for_user("uid-ada")) == 1
    docs.close()


def test_a_version_2_file_is_migrated_and_counts_its_documents_from_columns_and_tallies(tmp_path):
    path = tmp_path / "signage.db"
    build_v2_file(path)
    docs = SqliteDocuments(path)
    assert pragma(path, "user_version") == LATEST_VERSION
    since = datetime(2024, 12, 1, tzinfo=UTC)
    assert docs.medias.count_by_type("uid-ada") == {
        AssetType.IMAGE: 1, AssetType.VIDEO: 1, AssetType.YOUTUBE: 0
    }  # fmt: skip
    assert docs.medias.count_created_since("uid-ada", since) == 2
    assert docs.playlists.count_created_since("client-1", since) == 1
    with sqlite3.connect(path) as conn:
        row = conn.execute("SELECT user_id, asset_type FROM documents WHERE id = 'm2'").fetchone()
    assert row == ("uid-ada", "video")
    docs.close()


def test_a_file_from_a_newer_program_is_refused(tmp_path):
    path = tmp_path / "signage.db"
    SqliteDocuments(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    with pytest.raises(RuntimeError, match="newer"):
        SqliteDocuments(path)


@pytest.mark.parametrize(
    ("query", "index"),
    [
        ("medias", "documents_user"),
        ("playlists", "documents_client"),
        ("payments", "documents_payment_client"),
        ("reference", "documents_payment_reference"),
        ("email", "documents_email"),
    ],
)
def test_queries_use_their_index(tmp_path, query, index):
    path = tmp_path / "signage.db"
    docs = SqliteDocuments(path)
    plans: list[str] = []
    conn = docs.db.connection()
    conn.set_trace_callback(lambda sql: plans.append(sql) if sql.startswith("SELECT") else None)
    run_query(docs, query)
    conn.set_trace_callback(None)
    plan = " ".join(
        str(row[-1]) for sql in plans for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}")
    )
    assert index in plan
    docs.close()


def run_query(docs: SqliteDocuments, query: str) -> None:
    {
        "medias": lambda: docs.medias.list_for_user("uid-ada"),
        "playlists": lambda: docs.playlists.list_for_client("client-1"),
        "payments": lambda: docs.payments.list_for_client("client-1"),
        "reference": lambda: docs.payments.find_by_reference("I-SUB-1"),
        "email": lambda: docs.users.find_by_email("ada@example.com"),
    }[query]()
