"""The dashboard's cost does not grow with the number of medias: the database counts."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from signage_adapters.local.database import Database
from tests.http.api_support import local_world_at
from tests.http.scene import add_media


def _dashboard_statements(root: Path, medias: int, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    statements: list[str] = []
    connect = Database._connect

    def traced(self: Database) -> sqlite3.Connection:
        conn = connect(self)
        conn.set_trace_callback(statements.append)
        return conn

    monkeypatch.setattr(Database, "_connect", traced)
    world = local_world_at(root)
    user = world.add_user("counter")
    world.add_client(user)
    for index in range(medias):
        add_media(world, user, name=f"Media {index}")
    api = world.signed_in(user)
    statements.clear()
    answer = api.get("/api/dashboard")
    assert answer.status_code == 200
    assert sum(answer.json()["mediaByType"].values()) == medias
    return [_shape(statement) for statement in statements]


def _shape(statement: str) -> str:
    """The statement without its literal values (ids differ between the two runs)."""
    return re.sub(r"'[^']*'|\b\d+(\.\d+)?\b", "?", statement)


def test_the_dashboard_runs_the_same_statements_for_5_and_500_medias(tmp_path, monkeypatch):
    few = _dashboard_statements(tmp_path / "few", 5, monkeypatch)
    many = _dashboard_statements(tmp_path / "many", 500, monkeypatch)
    assert few
    assert few == many
