"""Read-modify-write on SQLite from several threads and several connections loses nothing;
dashboard counts are computed by the database."""

import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta

import pytest
from signage_adapters.local.database import STAMP_SQL
from signage_adapters.local.documents import SqliteDocuments
from tests.contracts.builders import MOMENT, a_client, a_media, a_payment

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment


def extend_by_a_day(client: Client, previous: Payment | None = None) -> Client:
    return replace(client, expire_date=client.expire_date + timedelta(days=1))


def run_together(*jobs: Callable[[], None]) -> None:
    barrier = threading.Barrier(len(jobs))

    def start(job: Callable[[], None]) -> None:
        barrier.wait()
        job()

    threads = [threading.Thread(target=start, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def test_renewals_through_two_connections_both_count(tmp_path):
    first = SqliteDocuments(tmp_path / "signage.db")
    second = SqliteDocuments(tmp_path / "signage.db")
    first.clients.save(a_client(expire_date=MOMENT))

    def renew(docs: SqliteDocuments, prefix: str) -> Callable[[], None]:
        def job() -> None:
            for n in range(10):
                payment = a_payment(id=f"{prefix}{n}", reference=f"{prefix}{n}")
                docs.payments.save_with_client(payment, extend_by_a_day, unique_reference=True)
                docs.clients.update("client-1", extend_by_a_day)

        return job

    run_together(renew(first, "a"), renew(second, "b"))
    assert first.clients.get("client-1").expire_date == MOMENT + timedelta(days=40)
    assert len(second.payments.list_for_client("client-1")) == 20
    first.close()
    second.close()


def test_each_thread_gets_its_own_connection(tmp_path):
    docs = SqliteDocuments(tmp_path / "signage.db")
    seen = []  # holding the connections keeps their ids unique
    run_together(*[lambda: seen.append(docs.db.connection()) for _ in range(3)])
    assert len({id(conn) for conn in seen}) == 3
    assert all(docs.db.connection() is not conn for conn in seen)
    docs.close()


def test_dashboard_counts_are_sql_counts_that_load_no_documents(tmp_path):
    docs = SqliteDocuments(tmp_path / "signage.db")
    for n in range(3):
        docs.medias.save(a_media(id=f"m{n}", created_at=MOMENT + timedelta(days=n)))
    statements: list[str] = []
    docs.db.connection().set_trace_callback(statements.append)
    docs.medias.count_by_type("uid-ada")
    docs.medias.count_created_since("uid-ada", MOMENT)
    docs.playlists.count_created_since("client-1", MOMENT)
    statements = [sql for sql in statements if sql != STAMP_SQL]
    assert len(statements) == 3
    counted = [sql for sql in statements if "COUNT(*)" in sql or "FROM tallies" in sql]
    assert counted == statements
    assert not any("SELECT id, data" in sql for sql in statements)
    docs.close()


def test_a_closed_store_reopens_connections_on_next_use(tmp_path):
    docs = SqliteDocuments(tmp_path / "signage.db")
    docs.clients.save(a_client())
    docs.close()
    assert docs.clients.get("client-1") == a_client()
    docs.close()


def test_a_write_inside_a_transaction_joins_it_and_rolls_back_with_it(tmp_path):
    docs = SqliteDocuments(tmp_path / "signage.db")
    docs.clients.save(a_client())

    def change_that_writes_then_fails(client: Client) -> Client:
        docs.medias.save(a_media())
        raise RuntimeError("change failed")

    with pytest.raises(RuntimeError):
        docs.clients.update("client-1", change_that_writes_then_fails)
    assert docs.medias.get("media-1") is None
    docs.close()
