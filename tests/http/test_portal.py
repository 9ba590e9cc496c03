"""Portal: the use cases on one backend for library users, without HTTP."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from signage_adapters.memory.backend import MemoryBackend
from signage_http.wiring.portal import Portal

from signage_core.errors import AccessDenied
from signage_core.paging import Page, PageRequest

ANN = {"name": "Ann Client", "phone": "5550101", "email": "ann@example.com", "password": "secret1"}


def test_a_memory_portal_registers_a_user_and_acts_as_them():
    with Portal.memory() as portal:
        assert isinstance(portal.backend, MemoryBackend)
        user = portal.use_cases.register()(ANN)
        ann = portal.actor(user.id)
        assert (ann.user_id, ann.email) == (user.id, "ann@example.com")
        assert portal.use_cases.list_media()(ann, PageRequest()) == Page([], None)


def test_the_actor_of_a_deactivated_or_unknown_user_is_refused():
    with Portal.memory() as portal:
        user = portal.use_cases.register()(ANN)
        portal.backend.documents.users.save(replace(user, status=False))
        with pytest.raises(AccessDenied):
            portal.actor(user.id)
        with pytest.raises(AccessDenied):
            portal.actor("nobody")


def test_reference_data_is_seeded_once():
    with Portal.memory() as portal:
        assert portal.seed_reference_data({"BASIC": "P-1"}) is True
        assert portal.seed_reference_data() is False
        packages = portal.backend.documents.catalogue.packages()
        assert {package.code: package.plan_id for package in packages}["Basic"] == "P-1"


def test_a_local_portal_keeps_its_data_in_the_directory(tmp_path: Path):
    with Portal.local(tmp_path / "data") as portal:
        user = portal.use_cases.register()(ANN)
    with Portal.local(tmp_path / "data") as reopened:
        assert reopened.actor(user.id).email == "ann@example.com"


def test_each_use_case_is_built_once_per_portal():
    with Portal.memory() as portal:
        assert portal.use_cases.add_media() is portal.use_cases.add_media()


def test_a_kept_actor_sees_its_user_as_it_is_now_not_as_it_was():
    with Portal.memory() as portal:
        user = portal.use_cases.register()(ANN)
        ann = portal.actor(user.id)
        portal.backend.documents.users.save(replace(user, name="Ann Renamed"))
        assert portal.use_cases.current_session()(ann).user.name == "Ann Renamed"
        portal.backend.documents.users.save(replace(user, status=False))
        with pytest.raises(AccessDenied):
            portal.use_cases.current_session()(ann)
