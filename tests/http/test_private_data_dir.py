"""A portal's first start and its first requests leave nothing in the data directory that
another local user could read: the first Admin's password file, the database and its WAL,
the sessions in it, the upload folder."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from signage_http.app import create_app
from signage_http.cli import FIRST_ADMIN_FILE, first_start
from signage_http.settings import Settings
from tests.http.api_support import Api


def _modes(data: Path) -> dict[str, int]:
    return {p.relative_to(data).as_posix(): stat.S_IMODE(p.stat().st_mode) for p in data.rglob("*")}


def test_first_start_and_a_sign_in_leave_only_private_files(tmp_path: Path):
    previous = os.umask(0o022)
    try:
        data = tmp_path / "data"
        settings = Settings(backend="local", data_dir=data, webapp_dir=tmp_path / "web")
        app = create_app(settings)
        first_start(app.state.portal, settings)
        password = (data / FIRST_ADMIN_FILE).read_text().strip()
        with Api(app=app) as admin:
            admin.login(settings.admin_email, password)
            modes = _modes(data)  # before the app stops: closing the database ends the WAL
    finally:
        os.umask(previous)
    assert modes[FIRST_ADMIN_FILE] == modes["signage.db"] == 0o600
    assert "signage.db-wal" in modes
    assert {name: mode for name, mode in modes.items() if mode & 0o077} == {}
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
