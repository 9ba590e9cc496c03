"""`signage users create`, `signage seed` and `signage serve` on SIGNAGE_BACKEND=firebase,
against the Firebase emulators."""

from __future__ import annotations

import pytest
from signage_adapters.documents.packages import to_document as package_document
from signage_http.cli import main
from tests.contracts.builders import a_package
from tests.http.firebase.serve import serve_until_running, signed_in_packages, stop, with_free_port

pytestmark = pytest.mark.slow


def test_users_create_makes_the_account_and_its_user_document(firebase_backend, capsys):
    args = ["users", "create", "--email", "Sue@Example.com", "--password", "secret-1"]
    assert main([*args, "--name", "Sue", "--phone", "555", "--role", "Supervisor"]) == 0
    assert "Created Supervisor Sue@Example.com" in capsys.readouterr().out
    user = firebase_backend.documents.users.find_by_email("sue@example.com")
    assert (user.role.value, user.status) == ("Supervisor", True)
    assert firebase_backend.identity.verify_password("sue@example.com", "secret-1") == user.id


def test_seed_writes_the_catalogue_once(firebase_backend, capsys):
    assert main(["seed"]) == 0
    assert main(["seed"]) == 0
    output = capsys.readouterr().out
    assert "Reference data written." in output
    assert "Reference data already present." in output
    packages = firebase_backend.documents.catalogue.packages()
    assert [package.code for package in packages] == ["Basic", "Standard", "Premium"]
    assert firebase_backend.documents.catalogue.business().types[0] == "Business Office"


def test_seed_keeps_an_existing_catalogue_as_it_is(firebase_backend):
    existing = a_package(id="pkg-legacy")
    db = firebase_backend.documents.firestore.db
    db.collection("packages").document("pkg-legacy").set(package_document(existing))
    assert main(["seed"]) == 0
    assert firebase_backend.documents.catalogue.packages() == [existing]


def test_the_first_serve_seeds_and_prints_the_admin_password_once(firebase_settings):
    settings = with_free_port(firebase_settings)
    process, lines = serve_until_running(settings)
    try:
        password = next(line for line in lines if "password:" in line).rsplit(":", 1)[1].strip()
        packages = signed_in_packages(settings, password)
        assert [package["packageCode"] for package in packages] == ["Basic", "Standard", "Premium"]
    finally:
        stop(process)
    process, lines = serve_until_running(settings)
    stop(process)
    assert not any("password" in line for line in lines)
