"""Every write a repository port offers on what a manifest is made of bumps its scope's
change mark, or is named here as changing no manifest, with the reason: a write method added
to one of these ports fails the first test until it is classified, and a bump forgotten in
one fails its case. On every backend's documents (memory, SQLite, the Firestore emulator)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from signage_adapters.documents.change_marks import StoredChangeMarks
from signage_adapters.documents.repositories.bundle import document_store
from tests.contracts.builders import a_package
from tests.contracts.emergency_builders import a_message
from tests.contracts.manifest_polls import Polling

from signage_core.entities.payments import PaymentMethod
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.change_scopes import EVERY_CLIENT_SCOPE, client_scope, user_scope
from signage_core.usecases.billing.renewals import new_payment, record_renewal

PORTS = (
    ScreenRepository, PlaylistRepository, MediaRepository, ClientRepository, UserRepository,
    PaymentRepository, ScreenGroupRepository, EmergencyRepository,
)  # fmt: skip
READS = ("get", "list_", "find_", "count_", "page", "has_", "for_client", "groups_of_")
CHANGE_NO_MANIFEST = {
    "ScreenRepository.take_slot": "a screen's numbered place is in no manifest",
    "ScreenRepository.free_slot": "a screen's numbered place is in no manifest",
    "PaymentRepository.save": "a payment alone: the licence is the client's Expire_date",
    "PaymentRepository.save_existing": "a payment alone: the licence is the client's",
}
Write = Callable[[Any, Polling], Any]


def _pay(docs: Any, polling: Polling) -> None:
    package = a_package()
    payment = new_payment("c1", package, polling.clock.now(), PaymentMethod.CASH)
    record_renewal(docs.payments, payment, package, polling.clock.now())


WRITES: dict[str, tuple[str, Write]] = {
    "ScreenRepository.save": (
        client_scope("c1"),
        lambda d, p: d.screens.save(replace(d.screens.get("s1"), name="B")),
    ),
    "ScreenRepository.change": (
        client_scope("c1"),
        lambda d, p: d.screens.change("s1", lambda s: replace(s, name="B")),
    ),
    "ScreenRepository.delete": (client_scope("c1"), lambda d, p: d.screens.delete("s1")),
    "PlaylistRepository.save": (
        client_scope("c1"),
        lambda d, p: d.playlists.save(replace(d.playlists.get("p1"))),
    ),
    "PlaylistRepository.save_existing": (
        client_scope("c1"),
        lambda d, p: d.playlists.save_existing(d.playlists.get("p1")),
    ),
    "PlaylistRepository.delete": (client_scope("c1"), lambda d, p: d.playlists.delete("p1")),
    "MediaRepository.save": (user_scope("u1"), lambda d, p: d.medias.save(d.medias.get("m1"))),
    "MediaRepository.save_existing": (
        user_scope("u1"),
        lambda d, p: d.medias.save_existing(d.medias.get("m1")),
    ),
    "MediaRepository.delete": (user_scope("u1"), lambda d, p: d.medias.delete("m1")),
    "ClientRepository.save": (client_scope("c1"), lambda d, p: d.clients.save(d.clients.get("c1"))),
    "ClientRepository.update": (
        client_scope("c1"),
        lambda d, p: d.clients.update("c1", lambda c: c),
    ),
    "ClientRepository.delete_with_payments": (
        client_scope("c1"),
        lambda d, p: d.clients.delete_with_payments("c1"),
    ),
    "UserRepository.save": (user_scope("u1"), lambda d, p: d.users.save(d.users.get("u1"))),
    "UserRepository.save_existing": (
        user_scope("u1"),
        lambda d, p: d.users.save_existing(d.users.get("u1")),
    ),
    "UserRepository.delete": (user_scope("u1"), lambda d, p: d.users.delete("u1")),
    "PaymentRepository.save_with_client": (client_scope("c1"), _pay),
    "ScreenGroupRepository.save": (
        client_scope("c1"),
        lambda d, p: d.screen_groups.save(replace(d.screen_groups.get("g1"), name="Back")),
    ),
    "ScreenGroupRepository.save_existing": (
        client_scope("c1"),
        lambda d, p: d.screen_groups.save_existing(replace(d.screen_groups.get("g1"), name="Aft")),
    ),
    "ScreenGroupRepository.delete": (client_scope("c1"), lambda d, p: d.screen_groups.delete("g1")),
    "EmergencyRepository.save": (
        client_scope("c1"),
        lambda d, p: d.emergencies.save(a_message("c1", p.clock.now())),
    ),
}


def test_a_message_to_every_client_bumps_the_scope_every_manifest_is_read_under(documents: Any):
    polling = Polling(documents)
    stored = StoredChangeMarks(document_store(documents))
    before = documents.change_marks.current(EVERY_CLIENT_SCOPE), stored.read(EVERY_CLIENT_SCOPE)
    documents.emergencies.save(a_message("", polling.clock.now()))
    after = documents.change_marks.current(EVERY_CLIENT_SCOPE), stored.read(EVERY_CLIENT_SCOPE)
    assert after[0] != before[0]
    assert after[1] != before[1]


def _write_methods(port: type) -> set[str]:
    names = (name for name in vars(port) if not name.startswith("_"))
    return {f"{port.__name__}.{name}" for name in names if not name.startswith(READS)}


def test_every_write_of_the_manifest_ports_is_marked_or_named_as_changing_no_manifest():
    offered = set().union(*(_write_methods(port) for port in PORTS))
    assert offered == set(WRITES) | set(CHANGE_NO_MANIFEST)
    assert set(WRITES).isdisjoint(CHANGE_NO_MANIFEST)


@pytest.mark.parametrize("write", sorted(WRITES))
def test_each_write_bumps_its_scope_where_every_process_sees_it(write: str, documents: Any):
    polling = Polling(documents)
    scope, act = WRITES[write]
    stored = StoredChangeMarks(document_store(documents))
    before = documents.change_marks.current(scope), stored.read(scope)
    act(documents, polling)
    after = documents.change_marks.current(scope), stored.read(scope)
    assert after[0] != before[0]
    assert after[1] != before[1]  # written, for the other processes
