"""The `signage` command: first start (admin password printed once, file 0600), users, seed."""

from __future__ import annotations

import os
import re
import socket
import stat
import subprocess
import time
from pathlib import Path

import httpx
import pytest
from signage_http.cli import main
from signage_http.wiring.portal import Portal
from signage_http.wiring.settings import Settings
from tests.support.crafted_archives import add_file, edit, recrafted
from tests.support.serving import IN_THIS_PYTHON, get_until_up, serve_portal, stop

from signage_core.paging import PageRequest


@pytest.mark.slow
def test_first_start_creates_an_admin_and_prints_its_password_once(tmp_path: Path):
    data_dir = tmp_path / "data"
    process, lines, port = serve_portal(data_dir)
    try:
        password_line = next(line for line in lines if "password:" in line)
        password = password_line.rsplit(":", 1)[1].strip()
        secret_file = data_dir / "admin-password.txt"
        assert secret_file.read_text().strip() == password
        assert stat.S_IMODE(secret_file.stat().st_mode) == 0o600
        assert f"http://127.0.0.1:{port}/client/" in lines[-1]
        assert get_until_up(f"http://127.0.0.1:{port}/api/config").status_code == 200
        packages = _signed_in_packages(port, password)
        assert [p["packageCode"] for p in packages] == ["Basic", "Standard", "Premium"]
    finally:
        stop(process)
    process, lines, _ = serve_portal(data_dir)
    stop(process)
    assert not any("password" in line for line in lines)


def _signed_in_packages(port: int, password: str) -> list[dict[str, object]]:
    with httpx.Client(base_url=f"http://127.0.0.1:{port}") as http:
        http.get("/api/config")
        headers = {"X-CSRFToken": http.cookies["csrftoken"]}
        body = {"email": "admin@signage.local", "password": password}
        assert http.post("/api/auth/login", json=body, headers=headers).status_code == 200
        packages: list[dict[str, object]] = http.get("/api/packages").json()
        return packages


def _local(data_dir: Path) -> Settings:
    return Settings(backend="local", data_dir=data_dir)


def test_users_create_and_seed_write_through_the_ports(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    args = ["users", "create", "--email", "sue@example.com", "--password", "secret-1"]
    args += ["--name", "Sue", "--phone", "555", "--role", "Supervisor"]
    assert main(args) == 0
    assert main(["seed"]) == 0
    assert main(["seed"]) == 0
    output = capsys.readouterr().out
    assert re.search(r"Created Supervisor sue@example.com", output)
    assert "Reference data already present." in output
    with Portal.local(_local(tmp_path).data_dir) as portal:
        user = portal.backend.documents.users.find_by_email("sue@example.com")
        assert (user.role.value, user.status) == ("Supervisor", True)
        types = portal.backend.documents.catalogue.business().types
        assert types[0] == "Business Office"


def test_users_create_reports_bad_input_without_a_traceback(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_DATA_DIR", str(tmp_path))
    args = ["users", "create", "--email", "nope", "--password", "1"]
    args += ["--name", "S", "--phone", "x", "--role", "Client"]
    assert main(args) == 1
    assert "signage:" in capsys.readouterr().err


def test_the_firebase_backend_without_its_settings_names_the_first_missing(monkeypatch, capsys):
    for name in [name for name in os.environ if name.startswith("SIGNAGE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("SIGNAGE_BACKEND", "firebase")
    assert main(["seed"]) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert len(error) == 1
    assert error[0].startswith("signage: SIGNAGE_FIREBASE_PROJECT must be")


def test_export_and_import_move_a_portal_to_another_data_directory(
    tmp_path: Path, monkeypatch, capsys
):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    source, target, archive = tmp_path / "source", tmp_path / "target", tmp_path / "portal.zip"
    account = ["users", "create", "--email", "sue@example.com", "--password", "secret1"]
    account += ["--name", "Sue", "--phone", "555", "--role", "Supervisor"]
    assert main([*account, "--data-dir", str(source)]) == 0
    assert main(["export", str(archive), "--data-dir", str(source)]) == 0
    assert main(["import", str(archive), "--data-dir", str(target)]) == 0
    output = capsys.readouterr().out
    assert f"Exported 1 documents, 0 files, 1 accounts to {archive}." in output
    assert f"Imported 1 documents, 0 files, 1 accounts from {archive}." in output
    with Portal.local(target) as portal:
        user = portal.use_cases.login()({"email": "sue@example.com", "password": "secret1"}).user
        assert user.name == "Sue"


def test_importing_a_damaged_archive_says_so_in_one_line(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    (tmp_path / "broken.zip").write_bytes(b"PK\x03\x04 not really")
    assert main(["import", str(tmp_path / "broken.zip"), "--data-dir", str(tmp_path)]) == 1
    error = capsys.readouterr().err.strip()
    assert error.startswith("signage: ")
    assert "not a signage archive" in error
    assert "\n" not in error


def test_demo_fills_a_fresh_portal_with_the_screenshots_client(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    assert main(["demo", "--data-dir", str(tmp_path)]) == 0
    assert "sign in as maria@cornerbakery.example" in capsys.readouterr().out
    with Portal.local(tmp_path) as portal:
        maria = portal.backend.documents.users.find_by_email("maria@cornerbakery.example")
        actor = portal.actor(maria.id)
        client = portal.backend.documents.clients.find_by_user(maria.id)
        medias = portal.use_cases.list_media()(actor, PageRequest()).items
        [playlist] = portal.use_cases.list_playlists()(actor, PageRequest()).items
        licence = portal.use_cases.get_dashboard()(actor).licence
    assert client.logo_url
    assert sorted(m.asset_type.value for m in medias) == ["image", "image", "video", "youtube"]
    assert all(m.thumbnail_url for m in medias)
    assert (playlist.show_logo, playlist.show_banner, len(playlist.items)) == (True, True, 3)
    assert not licence.trial


def test_demo_adds_nothing_the_second_time(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    assert main(["demo", "--data-dir", str(tmp_path)]) == 0
    assert main(["demo", "--data-dir", str(tmp_path)]) == 1
    assert "already exists: nothing was added" in capsys.readouterr().err
    with Portal.local(tmp_path) as portal:
        assert len(portal.backend.documents.users.list_all()) == 2  # the Admin and the demo


@pytest.mark.slow
def test_serve_with_demo_starts_a_portal_the_demo_client_signs_in_to(tmp_path: Path):
    process, lines, port = serve_portal(tmp_path / "data", "--demo")
    try:
        assert any("sign in as maria@cornerbakery.example" in line for line in lines)
        get_until_up(f"http://127.0.0.1:{port}/api/config")
        with httpx.Client(base_url=f"http://127.0.0.1:{port}") as http:
            http.get("/api/config")
            headers = {"X-CSRFToken": http.cookies["csrftoken"]}
            body = {"email": "maria@cornerbakery.example", "password": "bakery-2025"}
            signed_in = http.post("/api/auth/login", json=body, headers=headers)
            assert signed_in.status_code == 200
            assert signed_in.json()["client"]["businessName"] == "Corner Bakery"
    finally:
        stop(process)


def test_sweep_removes_an_old_file_no_record_names_and_says_so(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    with Portal.local(tmp_path) as portal:
        portal.backend.blobs.put("medias/1_orphan.jpg", [b"jpeg"], content_type="image/jpeg")
    hours_ago = time.time() - 2 * 3600
    os.utime(tmp_path / "files" / "medias" / "1_orphan.jpg", (hours_ago, hours_ago))
    assert main(["sweep", "--data-dir", str(tmp_path)]) == 0
    assert "removed 1 without a record and 0 unfinished writes" in capsys.readouterr().out
    with Portal.local(tmp_path) as portal:
        assert portal.backend.blobs.paths() == []


def _exported(tmp_path: Path) -> Path:
    """An archive of a portal with one Supervisor account."""
    account = ["users", "create", "--email", "sue@example.com", "--password", "secret1"]
    account += ["--name", "Sue", "--phone", "555", "--role", "Supervisor"]
    assert main([*account, "--data-dir", str(tmp_path / "source")]) == 0
    exported = ["export", str(tmp_path / "portal.zip"), "--data-dir", str(tmp_path / "source")]
    assert main(exported) == 0
    return tmp_path / "portal.zip"


def test_a_crafted_archive_is_refused_in_one_line_and_writes_nothing(
    tmp_path: Path, monkeypatch, capsys
):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    crafted = recrafted(_exported(tmp_path), tmp_path / "nan.zip",
                        edit("documents/users.json", lambda docs: docs[0]["data"].update(
                            phone=float("nan"))))  # fmt: skip
    capsys.readouterr()
    assert main(["import", str(crafted), "--data-dir", str(tmp_path / "target")]) == 1
    error = capsys.readouterr().err.strip()
    assert error == (
        "signage: documents/users.json is not valid JSON (NaN is not a number the portal can store)"
    )
    with Portal.local(tmp_path / "target") as portal:
        assert portal.backend.identity.accounts() == []


def test_the_import_caps_are_settings(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setenv("SIGNAGE_BACKEND", "local")
    archive = recrafted(_exported(tmp_path), tmp_path / "big.zip",
                        add_file("medias/u/big.jpg", b"\1" * (2 * 1024 * 1024)))  # fmt: skip
    monkeypatch.setenv("SIGNAGE_IMPORT_MAX_MEMBER_MB", "1")
    capsys.readouterr()
    assert main(["import", str(archive), "--data-dir", str(tmp_path / "target")]) == 1
    assert capsys.readouterr().err.strip() == (
        "signage: files/medias/u/big.jpg is larger than 1 MB inflated"
        " (SIGNAGE_IMPORT_MAX_MEMBER_MB)"
    )
    monkeypatch.setenv("SIGNAGE_IMPORT_MAX_MEMBER_MB", "0")
    assert main(["import", str(archive), "--data-dir", str(tmp_path / "target")]) == 2
    assert "SIGNAGE_IMPORT_MAX_MEMBER_MB" in capsys.readouterr().err


def test_serve_on_a_busy_port_says_so_in_one_line_and_exits_non_zero(tmp_path: Path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        args = ["serve", "--port", str(port), "--data-dir", str(tmp_path / "data")]
        env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNAGE_")}
        run = subprocess.run(
            [*IN_THIS_PYTHON, *args], capture_output=True, text=True, timeout=60, env=env
        )
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr == (
        f"signage: Port {port} is already in use: is the portal already running?"
        " Set SIGNAGE_PORT to use another.\n"
    )
    assert not (tmp_path / "data").exists()
