"""A portal's first start and its first requests leave nothing in the data directory that
another local user could read: the first Admin's password file, the database and its WAL,
the sessions in it, the upload folder."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from signage_http.app import create_app
from signage_http.cli import FIRST_ADMIN_FILE, first_start, main
from signage_http.wiring.settings import Settings
from tests.http.api_support import Api, World
from tests.http.scene import png_bytes


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


def test_under_umask_000_every_folder_is_0700_and_every_file_0600(tmp_path: Path, monkeypatch):
    """A whole session under the most permissive umask: first start, a registration, a media
    upload (file, thumbnail, sidecars, spooled upload), a logo, a reset mail, an export."""
    data, archive = tmp_path / "data", tmp_path / "portal.zip"
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    previous = os.umask(0)
    try:
        settings = Settings(backend="local", data_dir=data, webapp_dir=tmp_path / "web")
        app = create_app(settings)
        first_start(app.state.portal, settings)
        world = World(app=app, backend=app.state.portal.backend)
        _a_realistic_session(world)
        assert main(["export", str(archive), "--data-dir", str(data)]) == 0
        modes = _modes(data)
    finally:
        os.umask(previous)
    folders = {name for name in modes if (data / name).is_dir()}
    assert {"files/medias/thumbnails", "files/.meta/medias", "outbox", "tmp/uploads"} <= folders
    assert {"signage.db-wal", FIRST_ADMIN_FILE} <= modes.keys()
    wanted = {name: 0o700 if name in folders else 0o600 for name in modes}
    assert {name: oct(mode) for name, mode in modes.items() if mode != wanted[name]} == {}
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert stat.S_IMODE(archive.stat().st_mode) == 0o600


def _a_realistic_session(world: World) -> None:
    anonymous = world.client()
    anonymous.prime_csrf()
    email = "ann@example.com"
    body = {"name": "Ann Smith", "phone": "5551234", "email": email, "password": "abc123"}
    assert anonymous.post("/api/auth/register", json=body).status_code == 201
    user = world.backend.documents.users.find_by_email(email)
    client = world.add_client(user)
    ann = world.signed_in(user, "abc123")
    form = {"name": "Poster", "assetType": "image", "duration": "10"}
    picture = {"file": ("poster.png", png_bytes(640, 400), "image/png")}
    assert ann.post("/api/medias", data=form, files=picture).status_code == 201
    logo = {"file": ("logo.png", png_bytes(64, 64), "image/png")}
    assert ann.post(f"/api/clients/{client.id}/logo", files=logo).status_code == 200
    reset = anonymous.post("/api/auth/password-reset", json={"email": email})
    assert reset.status_code in {200, 202, 204}
