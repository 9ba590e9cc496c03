"""The SQLite store remembers reads per connection until the database changes: a second read
of an unchanged database runs no statement at all, and any commit (this Database's, another
thread's, another process's) is seen by the next read (`Database.remembered`), whether it
looks at the wal-index header or, without one, asks SQLite's `data_version`."""

from __future__ import annotations

import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from signage_adapters.documents.remembered import one_look_at_other_writers
from signage_adapters.local import database
from signage_adapters.local.documents import SqliteDocuments
from tests.contracts.builders import a_media, a_user

from signage_core.cache_checks import StaleCache
from signage_core.paging import PageRequest

FIRST = PageRequest(limit=10)


@pytest.fixture
def docs(tmp_path: Path):
    store = SqliteDocuments(tmp_path / "signage.db")
    yield store
    store.close()


def names(docs: SqliteDocuments) -> list[str]:
    return [media.name for media in docs.medias.page_for_user("uid-ada", FIRST).items]


def test_an_unchanged_database_answers_a_repeated_read_without_a_statement(docs):
    docs.medias.save(a_media(id="m1", name="Poster"))
    assert names(docs) == ["Poster"]
    statements: list[str] = []
    docs.db.connection().set_trace_callback(statements.append)
    assert names(docs) == ["Poster"]
    assert docs.users.get("uid-ada") is None
    assert docs.users.get("uid-ada") is None
    assert statements == ["SELECT data FROM documents "
        "WHERE collection = 'users' AND id = 'uid-ada'"]  # fmt: skip


def test_a_page_handed_out_is_the_callers_own(docs):
    docs.medias.save(a_media(id="m1", name="Poster"))
    docs.medias.page_for_user("uid-ada", FIRST).items.clear()
    assert names(docs) == ["Poster"]


def test_a_write_on_another_thread_is_seen_by_the_next_read(docs):
    docs.medias.save(a_media(id="m1", name="Poster"))
    assert names(docs) == ["Poster"]
    writer = threading.Thread(target=docs.medias.save, args=(a_media(id="m1", name="Sign"),))
    writer.start()
    writer.join()
    assert names(docs) == ["Sign"]


def test_a_kept_read_checked_while_another_thread_commits_is_not_called_stale(
    docs, verifying_caches
):
    """A commit changes what is read a moment before the Database counts it: a request that
    holds its look at other connections may be answered its kept read then, and the
    verification mode must not call that answer stale (it once failed a DELETE in CI)."""
    docs.medias.save(a_media(id="m1", name="Poster"))
    committed, counted = threading.Event(), threading.Event()

    def commit_then_wait() -> None:
        with docs.db.transaction() as conn:
            docs.medias.save(a_media(id="m1", name="Sign"))
            conn.execute("COMMIT")  # the rename is in; the Database has not counted it yet
            committed.set()
            counted.wait(5)
            conn.execute("BEGIN IMMEDIATE")

    with one_look_at_other_writers():
        assert names(docs) == ["Poster"]
        writer = threading.Thread(target=commit_then_wait)
        writer.start()
        committed.wait(5)
        assert names(docs) == ["Poster"]  # kept; its check overlapped the commit
        counted.set()
        writer.join()
        assert names(docs) == ["Sign"]


def test_a_kept_read_that_no_write_explains_is_still_called_stale(docs, verifying_caches):
    docs.medias.save(a_media(id="m1", name="Poster"))
    with one_look_at_other_writers():
        assert names(docs) == ["Poster"]
        docs.db.connection().execute(
            "UPDATE documents SET data = replace(data, 'Poster', 'Sign') WHERE id = 'm1'"
        )
        with pytest.raises(StaleCache):
            names(docs)


WRITER = """
import sys
from dataclasses import replace
from signage_adapters.local.documents import SqliteDocuments
docs = SqliteDocuments(__import__("pathlib").Path(sys.argv[1]))
user = docs.users.get("uid-ada")
docs.users.save(replace(user, status=False))
docs.close()
"""


def test_a_write_by_another_process_is_seen_by_the_next_read(docs, tmp_path):
    active = a_user(id="uid-ada", status=True)
    docs.users.save(active)
    assert docs.users.get("uid-ada") == active
    subprocess.run([sys.executable, "-c", WRITER, str(tmp_path / "signage.db")], check=True)
    assert docs.users.get("uid-ada") == replace(active, status=False)


def test_without_a_wal_index_a_write_by_another_process_is_seen_by_the_next_read(
    tmp_path, monkeypatch
):
    monkeypatch.setattr(database, "open_wal_index", lambda path: None)
    docs = SqliteDocuments(tmp_path / "signage.db")
    statements: list[str] = []
    docs.db.connection().set_trace_callback(statements.append)
    test_a_write_by_another_process_is_seen_by_the_next_read(docs, tmp_path)
    docs.close()
    assert database.STAMP_SQL in statements


def test_a_reopened_database_sees_another_process_after_its_wal_index_was_rebuilt(docs, tmp_path):
    docs.close()  # the last connection: SQLite deletes the wal-index, the next one rebuilds it
    assert not (tmp_path / "signage.db-shm").exists()
    test_a_write_by_another_process_is_seen_by_the_next_read(docs, tmp_path)


def test_a_closed_database_forgets_what_it_remembered(docs, tmp_path):
    docs.medias.save(a_media(id="m1", name="Poster"))
    assert names(docs) == ["Poster"]
    docs.close()
    other = SqliteDocuments(tmp_path / "signage.db")
    other.medias.save(a_media(id="m1", name="Sign"))
    other.close()
    assert names(docs) == ["Sign"]


def test_within_one_request_other_processes_are_looked_at_once_and_own_writes_always(
    docs, tmp_path
):
    active = a_user(id="uid-ada", status=True)
    docs.users.save(active)
    with one_look_at_other_writers():
        assert docs.users.get("uid-ada") == active
        subprocess.run([sys.executable, "-c", WRITER, str(tmp_path / "signage.db")], check=True)
        assert docs.users.get("uid-ada") == active  # as of the request's first look
        docs.medias.save(a_media(id="m1", name="Poster"))
        assert names(docs) == ["Poster"]
        assert docs.users.get("uid-ada") == replace(active, status=False)  # own write: a new look
    with one_look_at_other_writers():
        assert docs.users.get("uid-ada") == replace(active, status=False)
