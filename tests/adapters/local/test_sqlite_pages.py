"""The paged lists on SQLite read the index that orders them: every statement a first page and
a later page run (by `EXPLAIN QUERY PLAN`) searches an index, never scans the documents and
never sorts them, so a page costs the same at 10 and 10,000 items (bench/bench_list_page.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from signage_adapters.local.documents import SqliteDocuments
from tests.contracts.builders import (
    a_client,
    a_login_log,
    a_media,
    a_payment,
    a_playlist,
    a_user,
    a_video,
    at,
)

from signage_core.paging import PageRequest
from signage_core.ports.user_log_repository import LogFilter

Page = Callable[[SqliteDocuments, PageRequest], Any]
PAGES: dict[str, Page] = {
    "medias": lambda docs, r: docs.medias.page_for_user("uid-ada", r),
    "active medias": lambda docs, r: docs.medias.page_for_user("uid-ada", r, active_only=True),
    "videos": lambda docs, r: docs.videos.page_for_client("client-1", r),
    "playlists": lambda docs, r: docs.playlists.page_for_client("client-1", r),
    "a client's payments": lambda docs, r: docs.payments.page(r, "client-1"),
    "every payment": lambda docs, r: docs.payments.page(r),
    "a user's audit log": lambda docs, r: docs.user_logs.page(r, LogFilter(user_id="uid-ada")),
    "the audit log": lambda docs, r: docs.user_logs.page(r, LogFilter()),
    "users": lambda docs, r: docs.users.page(r),
    "clients": lambda docs, r: docs.clients.page(r),
}


@pytest.fixture
def docs(tmp_path: Path):
    store = SqliteDocuments(tmp_path / "signage.db")
    for n in range(3):
        store.medias.save(a_media(id=f"m{n}", status=True, created_at=at(n)))
        store.videos.save(a_video(id=f"v{n}", created_at=at(n)))
        store.playlists.save(a_playlist(id=f"p{n}", created_at=at(n)))
        store.payments.save(a_payment(id=f"pay{n}"))
        store.user_logs.save(a_login_log(id=f"log{n}", action_date_time=at(n)))
        store.users.save(a_user(id=f"u{n}", name=f"User {n}"))
        store.clients.save(a_client(id=f"c{n}", user_id=f"u{n}", business_name=f"Shop {n}"))
    yield store
    store.close()


def plans_of(docs: SqliteDocuments, page: Page) -> list[str]:
    """The plans of a first page of 1 and of the page after it."""
    conn, statements = docs.db.connection(), []
    conn.set_trace_callback(statements.append)
    first = page(docs, PageRequest(1))
    page(docs, PageRequest(1, first.next_cursor))
    conn.set_trace_callback(None)
    assert len(statements) >= 2
    return [str(row[-1]) for sql in statements for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}")]


@pytest.mark.parametrize("listed", sorted(PAGES))
def test_a_page_searches_the_index_that_orders_the_list(docs, listed):
    for plan in plans_of(docs, PAGES[listed]):
        assert plan.startswith("SEARCH documents USING INDEX"), plan
        assert "TEMP B-TREE" not in plan, plan


def test_a_later_page_seeks_past_the_cursor_instead_of_reading_from_the_top(docs):
    plans = plans_of(docs, PAGES["medias"])
    assert any("created_at<?" in plan for plan in plans), plans
